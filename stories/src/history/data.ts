import type { BetRecord, TransactionRecord } from '@betline/ui';
import type { TFunction } from 'i18next';

const NOW = Date.UTC(2026, 10, 23, 12, 0);
const HOUR = 3_600_000;

/** Bets in every state, with translated event names. */
export function sampleBets(t: TFunction): BetRecord[] {
  const sel = (id: string, event: string, market: string, pick: string, coef: number) => ({
    id,
    event: t(`protect.events.${event}`),
    market: t(`protect.markets.${market}`),
    pick: t(`protect.picks.${pick}`),
    coef,
  });
  return [
    {
      id: '20451',
      placedAt: NOW - 2 * HOUR,
      typeId: 1,
      status: 'open',
      stake: 1000,
      currency: 'EUR',
      coef: 3.75,
      possibleWin: 3750,
      cashOut: 1820,
      selections: [sel('a', 'livArs', 'result', 'liverpool', 2.5), sel('b', 'romMil', 'total', 'over', 1.5)],
    },
    {
      id: '20377',
      placedAt: NOW - 30 * HOUR,
      typeId: 0,
      status: 'won',
      stake: 2000,
      currency: 'EUR',
      coef: 3.4,
      possibleWin: 6800,
      payout: 6800,
      selections: [{ ...sel('c', 'barRea', 'result', 'draw', 3.4), result: 'won' as const }],
    },
    {
      id: '20102',
      placedAt: NOW - 80 * HOUR,
      typeId: 2,
      systemValue: 2,
      status: 'lost',
      stake: 1500,
      currency: 'EUR',
      coef: 5.1,
      possibleWin: 7650,
      payout: 0,
      selections: [
        sel('d', 'livArs', 'result', 'liverpool', 2.5),
        sel('e', 'romMil', 'total', 'over', 1.5),
        sel('f', 'barRea', 'result', 'draw', 3.4),
      ],
    },
    {
      id: '19988',
      placedAt: NOW - 150 * HOUR,
      typeId: 0,
      status: 'void',
      stake: 500,
      currency: 'EUR',
      coef: 1.9,
      possibleWin: 950,
      payout: 500,
      selections: [sel('g', 'romMil', 'total', 'over', 1.9)],
    },
    {
      id: '19870',
      placedAt: NOW - 200 * HOUR,
      typeId: 9,
      status: 'cashedOut',
      stake: 1000,
      currency: 'EUR',
      coef: 2.1,
      possibleWin: 2100,
      payout: 1450,
      selections: [sel('h', 'barRea', 'result', 'draw', 2.1)],
    },
  ];
}

export function sampleTransactions(t: TFunction): TransactionRecord[] {
  return [
    {
      id: 't1',
      at: NOW - HOUR,
      kind: 'deposit',
      amount: 5000,
      currency: 'EUR',
      status: 'completed',
      details: t('protect.card'),
    },
    {
      id: 't2',
      at: NOW - 2 * HOUR,
      kind: 'bet',
      amount: -1000,
      currency: 'EUR',
      status: 'completed',
      details: '20451',
    },
    {
      id: 't3',
      at: NOW - 30 * HOUR,
      kind: 'win',
      amount: 6800,
      currency: 'EUR',
      status: 'completed',
      details: '20377',
    },
    {
      id: 't4',
      at: NOW - 50 * HOUR,
      kind: 'withdrawal',
      amount: -3000,
      currency: 'EUR',
      status: 'pending',
      details: t('protect.card'),
    },
    {
      id: 't5',
      at: NOW - 70 * HOUR,
      kind: 'deposit',
      amount: 2000,
      currency: 'EUR',
      status: 'failed',
      details: t('protect.card'),
    },
    { id: 't6', at: NOW - 90 * HOUR, kind: 'bonus', amount: 1000, currency: 'EUR', status: 'cancelled' },
  ];
}
