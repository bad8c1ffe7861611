import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TransactionList, type TransactionRecord } from './TransactionList';

const at = Date.UTC(2026, 10, 20, 9, 15);
const rows: TransactionRecord[] = [
  {
    id: 't1',
    at,
    kind: 'deposit',
    amount: 5000,
    currency: 'EUR',
    status: 'completed',
    details: 'Visa •• 4242',
  },
  { id: 't2', at, kind: 'bet', amount: -1000, currency: 'EUR', status: 'completed', details: 'Bet 1001' },
  { id: 't3', at, kind: 'withdrawal', amount: -2000, currency: 'EUR', status: 'pending' },
  { id: 't4', at, kind: 'deposit', amount: 300000, currency: 'JPY', status: 'failed' },
];

describe('TransactionList', () => {
  it('is a table of operations with signed amounts and status badges', async () => {
    const { container } = render(<TransactionList transactions={rows} />);
    const table = screen.getByRole('table', { name: 'Payments and account movements' });
    const body = within(table).getAllByRole('row').slice(1);
    expect(body.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'DepositVisa •• 4242',
      'BetBet 1001',
      'Withdrawal',
      'Deposit',
    ]);
    expect(body[0]).toHaveTextContent('+€50.00');
    expect(body[1]).toHaveTextContent('-€10.00');
    expect(body[2]).toHaveTextContent('Pending');
    expect(body[3]).toHaveTextContent('+¥300,000');
    expect(body[3]).toHaveTextContent('Failed');
    await expectNoAxeViolations(container);
  });

  it('says so when there are no rows', () => {
    render(<TransactionList transactions={[]} />);
    expect(screen.getByText('No transactions in this period')).toBeInTheDocument();
  });
});
