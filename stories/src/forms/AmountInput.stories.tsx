import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { AmountInput } from '@betline/ui';
import { text, uiText } from '../story-helpers';

/** A money amount: the currency's step from `@betline/core` (RUB 100, USD 2.5...), arrows step, Intl at rest. */
const meta = {
  title: 'Forms/AmountInput',
  component: AmountInput,
  args: { label: '', currency: 'RUB', value: 15000, onChange: fn(), isDisabled: false },
  argTypes: {
    currency: {
      control: 'select',
      options: ['RUB', 'USD', 'EUR', 'UAH', 'KZT', 'GBP', 'PLN', 'JPY', 'BYN', 'TRY'],
    },
    value: { control: false },
  },
  render: function Render(args) {
    const { t } = useTranslation();
    const [value, setValue] = useState<number | null>(args.value);
    return (
      <div style={{ maxWidth: 360 }}>
        <AmountInput
          {...args}
          label={t('protect.stake')}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof AmountInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** COUPON-054: ArrowUp steps RUB 150 to 250 (the step is 100). */
export const Playground: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    const input = canvas.getByRole('textbox', { name: text(globals, 'protect.stake') });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(25000);
    await userEvent.tab();
  },
};

/** Quick amounts, minimum and maximum: the steps stop at the bounds. */
export const QuickAmounts: Story = {
  args: { currency: 'USD', value: 500, min: 250, max: 10000, quickAmounts: [500, 1000, 2500, 5000] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /\$25\.00/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2500);
  },
};

/** A typed amount with too many decimals is explained once the player leaves the field. */
export const Invalid: Story = {
  args: { currency: 'EUR', value: null },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: text(globals, 'protect.stake') }), '10.555');
    await userEvent.tab();
    await expect(
      canvas.getByText(uiText(globals, 'amount.errors.AMOUNT_TOO_PRECISE', { decimals: 2 })),
    ).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { isDisabled: true, error: undefined } };
