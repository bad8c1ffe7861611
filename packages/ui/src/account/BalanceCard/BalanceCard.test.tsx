import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { BalanceCard } from './BalanceCard';

describe('BalanceCard', () => {
  it('shows balance, bonus and net deposits with Intl and offers deposit and withdraw', async () => {
    const user = userEvent.setup();
    const onDeposit = vi.fn();
    const { container } = render(
      <BalanceCard
        balance={1_234_550}
        currency="RUB"
        bonus={50_000}
        netDeposits={2_000_000}
        onDeposit={onDeposit}
        onWithdraw={vi.fn()}
      />,
    );
    const card = screen.getByRole('region', { name: 'Balance' });
    expect(card).toHaveTextContent('RUB 12,345.50');
    expect(card).toHaveTextContent('BonusRUB 500.00');
    expect(card).toHaveTextContent('Net depositsRUB 20,000.00');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onDeposit).toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('ACC-011 hides every amount when user_hide_balance is on, and the toggle reports the new choice', async () => {
    const user = userEvent.setup();
    const onToggleHidden = vi.fn();
    render(<BalanceCard balance={100} currency="EUR" bonus={5} isHidden onToggleHidden={onToggleHidden} />);
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
    expect(screen.getAllByText('Hidden')).toHaveLength(2);
    const toggle = screen.getByRole('button', { name: 'Show balance' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(onToggleHidden).toHaveBeenCalledWith(false);
  });
});
