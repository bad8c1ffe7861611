import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import { AccountSwitcher, BalanceCard } from '@betline/ui';
import { uiText } from '../story-helpers';

/** The balance with bonus and net deposits, hide / show, deposit and withdraw. */
const meta = {
  title: 'Account/BalanceCard',
  component: BalanceCard,
  args: {
    balance: 1_234_550,
    currency: 'RUB',
    bonus: 50_000,
    netDeposits: 2_000_000,
    isHidden: false,
    onToggleHidden: fn(),
    onDeposit: fn(),
    onWithdraw: fn(),
  },
  render: function Render(args) {
    const [hidden, setHidden] = useState(args.isHidden);
    return (
      <div style={{ maxWidth: 360 }}>
        <BalanceCard
          {...args}
          isHidden={hidden}
          onToggleHidden={(next) => {
            setHidden(next);
            args.onToggleHidden?.(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof BalanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** ACC-011 `user_hide_balance`: every amount hidden until the player shows it. */
export const Hidden: Story = {
  args: { isHidden: true },
  play: async ({ canvas, userEvent, globals }) => {
    await expect(canvas.getAllByText(uiText(globals, 'balance.hidden')).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: uiText(globals, 'balance.show') }));
    await expect(canvas.getByRole('button', { name: uiText(globals, 'balance.hide') })).toBeInTheDocument();
  },
};

/** ACC-004: main (0), currency (9) and bonus (4) accounts with their balances; chosen by keyboard. */
export const Accounts: Story = {
  render: function Render() {
    const [active, setActive] = useState<string | number>(1);
    return (
      <div style={{ maxWidth: 360, minHeight: 240 }}>
        <AccountSwitcher
          accounts={[
            { id: 1, type: 0, iso: 'RUB', money: 1_250_000 },
            { id: 2, type: 9, iso: 'USD', money: 4_050 },
            { id: 3, type: 9, iso: 'EUR', money: 12_000 },
            { id: 4, type: 4, iso: 'RUB', money: 50_000 },
          ]}
          activeId={active}
          onChange={setActive}
        />
      </div>
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const button = canvas.getByRole('button', { name: new RegExp(uiText(globals, 'accounts.label')) });
    await userEvent.click(button);
    await userEvent.click(
      await screen.findByRole('option', { name: new RegExp(uiText(globals, 'accounts.types.bonus')) }),
    );
    await expect(button).toHaveTextContent(uiText(globals, 'accounts.types.bonus'));
  },
};
