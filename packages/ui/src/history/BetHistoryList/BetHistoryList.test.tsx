import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BetRecord } from '../BetCard';
import { BetHistoryList, filterBetHistory } from './BetHistoryList';

const bet = (id: string, day: number, status: BetRecord['status'], typeId: number): BetRecord => ({
  id,
  placedAt: Date.UTC(2026, 10, day, 23, 30),
  typeId,
  status,
  stake: 500,
  currency: 'EUR',
  coef: 2,
  possibleWin: 1000,
  selections: [{ id: `${id}-1`, event: 'Roma v Milan', market: 'Match result', pick: 'Roma', coef: 2 }],
});

const bets = [
  bet('1', 20, 'open', 0),
  bet('2', 18, 'won', 1),
  bet('3', 10, 'lost', 2),
  bet('4', 5, 'void', 9),
];

describe('BetHistoryList', () => {
  it('filters by status and by type, and says how many bets are shown', async () => {
    const user = userEvent.setup();
    const onFiltersChange = vi.fn();
    render(<BetHistoryList bets={bets} timeZone="UTC" onFiltersChange={onFiltersChange} />);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Won' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Bets shown: 1');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ period: null, status: 'won', type: 'all' });
    await user.click(screen.getByRole('button', { name: /Bet type/ }));
    await user.click(await screen.findByRole('option', { name: 'Single' }));
    expect(screen.getByText('No bets match these filters')).toBeInTheDocument();
  });

  it('the period keeps the bets placed on its days in the given time zone', () => {
    const period = { start: '2026-11-10', end: '2026-11-18' };
    const ids = (tz: string) =>
      filterBetHistory(bets, { period, status: 'all', type: 'all' }, tz).map((b) => b.id);
    expect(ids('UTC')).toEqual(['2', '3']);
    // 23:30 UTC on the 18th is already the 19th in Moscow, and the 10th's bet moves to the 11th.
    expect(ids('Europe/Moscow')).toEqual(['3']);
  });

  it('shows the period in the date range picker and placeholders while loading', () => {
    const { rerender } = render(
      <BetHistoryList
        bets={bets}
        timeZone="UTC"
        filters={{ period: { start: '2026-11-01', end: '2026-11-30' }, status: 'all', type: 'all' }}
      />,
    );
    const period = screen.getByRole('group', { name: 'Period' });
    expect(within(period).getAllByRole('spinbutton', { name: /month/i })[0]).toHaveTextContent('11');
    rerender(<BetHistoryList bets={bets} isLoading />);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
