import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { BetCard, type BetRecord } from './BetCard';

const PLACED = Date.UTC(2026, 10, 20, 18, 30);
const openExpress: BetRecord = {
  id: '1001',
  placedAt: PLACED,
  typeId: 1,
  status: 'open',
  stake: 1000,
  currency: 'EUR',
  coef: 3.75,
  possibleWin: 3750,
  cashOut: 1820,
  selections: [
    { id: 'a', event: 'Liverpool v Arsenal', market: 'Match result', pick: 'Liverpool', coef: 2.5 },
    { id: 'b', event: 'Roma v Milan', market: 'Total', pick: 'Over 2.5', coef: 1.5 },
  ],
};

describe('BetCard', () => {
  it('an open express shows its selections, stake, odds, possible win and the cash-out offer', async () => {
    const user = userEvent.setup();
    const onCashOut = vi.fn();
    const { container } = render(<BetCard bet={openExpress} onCashOut={onCashOut} />);
    const card = screen.getByRole('article', { name: 'Express · Bet 1001' });
    expect(card).toHaveTextContent('Open');
    expect(card).toHaveTextContent('Cash-out offered');
    expect(card).toHaveTextContent('Liverpool2.50');
    expect(card).toHaveTextContent('Stake€10.00');
    expect(card).toHaveTextContent('Odds3.75');
    expect(card).toHaveTextContent('Possible win€37.50');
    await user.click(screen.getByRole('button', { name: 'Cash out €18.20' }));
    expect(onCashOut).toHaveBeenCalledWith('1001');
    await expectNoAxeViolations(container);
  });

  it('COEF-001 odds follow the player format through core (fractional)', () => {
    render(<BetCard bet={openExpress} coefViewId={1} />);
    expect(screen.getByRole('article')).toHaveTextContent('Liverpool3/2');
  });

  it('settled bets show their payout and no cash-out: won, lost, void, cashed out', () => {
    const settled = (status: BetRecord['status'], payout: number) => ({ ...openExpress, status, payout });
    const { rerender } = render(<BetCard bet={settled('won', 3750)} onCashOut={vi.fn()} />);
    expect(screen.getByRole('article')).toHaveTextContent('Payout€37.50');
    expect(screen.queryByRole('button', { name: /Cash out/ })).not.toBeInTheDocument();
    rerender(<BetCard bet={settled('lost', 0)} />);
    expect(screen.getByText('Lost')).toBeInTheDocument();
    rerender(<BetCard bet={settled('void', 1000)} />);
    expect(screen.getByText('Void')).toBeInTheDocument();
    rerender(<BetCard bet={settled('cashedOut', 1820)} />);
    expect(screen.getByText('Cashed out')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('Payout€18.20');
  });

  it('COUPON-025 names each coupon type: single, express, system, multiple singles', () => {
    const { rerender } = render(<BetCard bet={{ ...openExpress, typeId: 0 }} />);
    expect(screen.getByRole('article', { name: /^Single/ })).toBeInTheDocument();
    rerender(<BetCard bet={{ ...openExpress, typeId: 2, systemValue: 2 }} />);
    expect(screen.getByRole('article', { name: /^System 2\/2/ })).toBeInTheDocument();
    rerender(<BetCard bet={{ ...openExpress, typeId: 9 }} />);
    expect(screen.getByRole('article', { name: /^Multiple singles/ })).toBeInTheDocument();
  });
});
