import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Field, NativeSelect } from '@betline/ui';
import { text } from '../story-helpers';

/** The browser's own select in the input's style: the platform picker on phones, light on every page. */
const meta = {
  title: 'Forms/NativeSelect',
  component: NativeSelect,
  args: { options: [], onChange: fn(), disabled: false, invalid: false },
  argTypes: { options: { control: false } },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <div style={{ maxWidth: 320 }}>
        <Field label={t('kit.currency')} error={args.invalid ? 'Choose a currency' : undefined}>
          <NativeSelect
            {...args}
            options={[
              { value: 'RUB', label: t('kit.rub') },
              { value: 'USD', label: t('kit.usd') },
              { value: 'EUR', label: t('kit.eur') },
            ]}
          />
        </Field>
      </div>
    );
  },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { defaultValue: 'RUB' },
  play: async ({ canvas, userEvent, globals, args }) => {
    const select = canvas.getByRole('combobox', { name: new RegExp(text(globals, 'kit.currency')) });
    await userEvent.selectOptions(select, 'USD');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(select).toHaveValue('USD');
  },
};

export const Placeholder: Story = {
  args: { placeholder: '—', defaultValue: '' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('combobox', { name: new RegExp(text(globals, 'kit.currency')) }),
    ).toHaveValue('');
  },
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'EUR' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('combobox', { name: new RegExp(text(globals, 'kit.currency')) }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'RUB' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('combobox', { name: new RegExp(text(globals, 'kit.currency')) }),
    ).toBeDisabled();
  },
};
