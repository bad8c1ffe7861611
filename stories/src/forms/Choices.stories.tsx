import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Checkbox, RadioGroup, SegmentedControl, Stack, Switch } from '@betline/ui';
import { text } from '../story-helpers';

/** Checkbox, Switch, RadioGroup and SegmentedControl (React Aria): native semantics, keyboard first. */
const meta = {
  title: 'Forms/Choices',
  component: Checkbox,
  args: { children: null, onChange: fn(), isDisabled: false, isInvalid: false },
  render: function Render(args) {
    const { t } = useTranslation();
    return <Checkbox {...args}>{t('kit.acceptOdds')}</Checkbox>;
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const box = canvas.getByRole('checkbox', { name: text(globals, 'kit.acceptOdds') });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('checkbox', { name: text(globals, 'kit.acceptOdds') })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('checkbox', { name: text(globals, 'kit.acceptOdds') })).toBeDisabled();
  },
};

export const SwitchToggle: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return <Switch>{t('kit.oneClick')}</Switch>;
  },
  play: async ({ canvas, userEvent, globals }) => {
    const sw = canvas.getByRole('switch', { name: text(globals, 'kit.oneClick') });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(sw).toBeChecked();
  },
};

export const Radios: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <RadioGroup
        label={t('kit.oddsFormat')}
        defaultValue="decimal"
        options={[
          { value: 'decimal', label: t('kit.decimal') },
          { value: 'fractional', label: t('kit.fractional') },
          { value: 'american', label: t('kit.american') },
        ]}
      />
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: text(globals, 'kit.fractional') })).toBeChecked();
  },
};

export const Segmented: Story = {
  render: function Render() {
    const { t } = useTranslation();
    const [value, setValue] = useState('line');
    return (
      <Stack gap={2}>
        <SegmentedControl
          aria-label={t('kit.section')}
          value={value}
          onChange={setValue}
          options={[
            { value: 'line', label: t('kit.line') },
            { value: 'live', label: t('kit.live') },
          ]}
        />
      </Stack>
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('radio', { name: text(globals, 'kit.live') }));
    await expect(canvas.getByRole('radio', { name: text(globals, 'kit.live') })).toBeChecked();
  },
};
