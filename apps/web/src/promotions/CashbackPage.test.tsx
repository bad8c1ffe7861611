import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CashbackResponse } from '@betline/contracts';
import { CASHBACK_PATHS } from '@betline/contracts/paths';
import { apiStubs, renderApp, stubSiteConfig, testStores } from '../test/app';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await import('../pages/routes/office-rewards');
});

function cashback(balance: number): CashbackResponse {
  return {
    terms: {
      percent: 10,
      minLoss: 1_000,
      max: 20_000,
      iso: 'EUR',
      pointsPerUnit: 1,
      pointsForUnit: 100,
      minExchangePoints: 100,
    },
    week: {
      start: '2026-11-30T00:00:00.000Z',
      end: '2026-12-07T00:00:00.000Z',
      currencies: [
        {
          iso: 'EUR',
          staked: 30_000,
          returned: 10_000,
          netLoss: 20_000,
          percentCashback: 2_000,
          points: 300,
        },
      ],
    },
    points: { balance, worth: Math.floor(balance / 100) * 100, iso: 'EUR' },
    awards: [
      {
        weekStart: '2026-11-23T00:00:00.000Z',
        kind: 'points',
        iso: 'EUR',
        basis: 25_000,
        amount: 250,
        status: 'credited',
      },
    ],
    exchanges: [],
  };
}

beforeEach(() => {
  stubSiteConfig();
  testStores().user.userId = 7;
});

describe('office-rewards (cashback points, ACC-027)', () => {
  it('ACC-027 shows the points, what they are worth, this week’s points and the past weeks, and exchanges them once per press', async () => {
    const user = userEvent.setup();
    let balance = 250;
    apiStubs.set(`GET ${CASHBACK_PATHS.mine}`, () => ({ status: 200, data: cashback(balance) }));
    const keys: string[] = [];
    apiStubs.set(`POST ${CASHBACK_PATHS.exchange}`, (request) => {
      keys.push(request.headers['idempotency-key'] ?? '');
      balance = 50;
      return {
        status: 200,
        data: {
          points: { balance: 50, worth: 0, iso: 'EUR' },
          exchanged: { points: 200, amount: 200, iso: 'EUR' },
        },
      };
    });
    renderApp('/en/office/rewards');
    const points = await screen.findByRole('region', { name: 'Your points' });
    expect(within(points).getByText('250 points')).toBeInTheDocument();
    expect(within(points).getByText('Worth €2.00 now.')).toBeInTheDocument();
    const week = screen.getByRole('table', { name: 'This week so far' });
    expect(within(week).getByRole('row', { name: /EUR/ })).toHaveTextContent(
      'Staked€300.00Won back€100.00Net loss€200.00Points due300 points',
    );
    expect(screen.getByRole('table', { name: 'Past weeks' })).toHaveTextContent('250 points');

    await user.click(within(points).getByRole('button', { name: 'Exchange for €2.00' }));
    expect(await within(points).findByText('Exchanged for €2.00.')).toBeInTheDocument();
    expect(await within(points).findByText('50 points')).toBeInTheDocument();
    expect(within(points).getByText('You can exchange points from 100 on.')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
