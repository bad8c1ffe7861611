import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Select } from '@betline/ui';
import { text, uiText } from '../story-helpers';

/** A single choice from a list in a popover (React Aria). */
const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: '', options: [], onChange: fn(), isDisabled: false },
  argTypes: { options: { control: false } },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <div style={{ maxWidth: 320 }}>
        <Select
          {...args}
          label={t('kit.currency')}
          options={[
            { value: 'RUB', label: t('kit.rub') },
            { value: 'USD', label: t('kit.usd') },
            { value: 'EUR', label: t('kit.eur') },
          ]}
        />
      </div>
    );
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const button = canvas.getByRole('button', { name: new RegExp(text(globals, 'kit.currency')) });
    await expect(button).toHaveTextContent(uiText(globals, 'select.placeholder'));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('USD');
  },
};

export const Invalid: Story = {
  args: { error: 'Choose a currency' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a currency')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: new RegExp(text(globals, 'kit.currency')) }),
    ).toBeDisabled();
  },
};
