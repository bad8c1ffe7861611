import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@betline/ui';
import type { DailyFiguresAnswer, LimitChange, NetDepositsAnswer } from '../api/figures';
import { periodRange } from '../api/figures';
import type { TransportRequest } from '../api/transport';
import { IDENTITY_PATHS, FIGURES_PATHS, LIMIT_PATHS } from '@betline/contracts/paths';
import { accountTextsReady } from '../i18n';
import { ensureUiTexts } from '../i18n/ui';
import { apiStubs, renderApp, stubSiteConfig, renderWithStores as render, testStores } from '../test/app';

import ActivityFigures from './ActivityFigures';

// The first render of a file pays for module transforms and the kit's texts.
vi.setConfig({ testTimeout: 30_000 });

const DAY_MS = 86_400_000;
const eur = (minor: number) => formatMoney(minor, 'EUR', 'en');

const netDeposits: NetDepositsAnswer = {
  currency: 'EUR',
  lifetime: { deposits: 400_00, withdrawals: 150_00, net: 250_00 },
  periods: [
    { period: '24h', deposits: 20_00, withdrawals: 0, net: 20_00 },
    { period: '7d', deposits: 60_00, withdrawals: 10_00, net: 50_00 },
    { period: '30d', deposits: 120_00, withdrawals: 30_00, net: 90_00 },
  ],
};

/** Every day of the range, the last one with money moving (as the server lists them, oldest first). */
function dailyAnswer(from: string, to: string): DailyFiguresAnswer {
  const days: DailyFiguresAnswer['days'] = [];
  for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += DAY_MS) {
    days.push({
      date: new Date(ms).toISOString().slice(0, 10),
      deposits: 0,
      withdrawals: 0,
      stakes: 0,
      wins: 0,
      netLoss: 0,
    });
  }
  days[days.length - 1] = {
    ...days[days.length - 1]!,
    deposits: 20_00,
    stakes: 12_00,
    wins: 4_00,
    netLoss: 8_00,
  };
  return { currency: 'EUR', from, to, days };
}

const history: LimitChange[] = [
  {
    id: 3,
    limitType: 20,
    action: 'approve',
    oldValue: 300,
    newValue: 500,
    actor: 'system',
    at: 1_767_000_000,
  },
  {
    id: 2,
    limitType: 20,
    action: 'decrease',
    oldValue: 500,
    newValue: 300,
    actor: 'player',
    at: 1_766_900_000,
  },
];

/** Stubs the three figures paths; returns the query of every daily request. */
function stubFigures(options: { netDeposits?: (call: number) => { status: number; data: unknown } } = {}) {
  const daily: Array<Record<string, unknown>> = [];
  let netCalls = 0;
  apiStubs.set(`GET ${FIGURES_PATHS.netDeposits}`, () =>
    options.netDeposits ? options.netDeposits(netCalls++) : { status: 200, data: netDeposits },
  );
  apiStubs.set(`GET ${FIGURES_PATHS.daily}`, (request: TransportRequest) => {
    const params = { ...request.params };
    daily.push(params);
    return { status: 200, data: dailyAnswer(String(params.from), String(params.to)) };
  });
  apiStubs.set(`GET ${FIGURES_PATHS.limitHistory}`, () => ({ status: 200, data: { data: history } }));
  return { daily };
}

beforeAll(async () => {
  await Promise.all([accountTextsReady('en'), ensureUiTexts('en')]);
});

describe('activity figures', () => {
  it('the account shows net deposits for 24 h, 7 d, 30 d and all time, and the chart of the period', async () => {
    stubSiteConfig();
    stubFigures();
    render(<ActivityFigures lng="en" />);
    const lifetime = await screen.findByTestId('net-deposits-lifetime');
    expect(lifetime).toHaveTextContent('All time');
    expect(lifetime).toHaveTextContent(eur(250_00));
    expect(lifetime).toHaveTextContent(`Deposited ${eur(400_00)}, withdrawn ${eur(150_00)}`);
    expect(screen.getByTestId('net-deposits-24h')).toHaveTextContent(`Last 24 hours${eur(20_00)}`);
    expect(screen.getByTestId('net-deposits-7d')).toHaveTextContent(eur(50_00));
    expect(screen.getByTestId('net-deposits-30d')).toHaveTextContent(eur(90_00));

    const chart = await screen.findByRole('figure', { name: 'Deposits, stakes and net position per day' });
    // 30 days by default; the day with money: deposits 20, stakes 12, net position 4 - 12 = -8.
    expect(within(chart).getByRole('img')).toHaveAccessibleName(
      `30 days: deposits ${eur(20_00)}, stakes ${eur(12_00)}, net position ${eur(-8_00)}.`,
    );
  });

  it('choosing a period asks the server for the days of that period', async () => {
    stubSiteConfig();
    const { daily } = stubFigures();
    render(<ActivityFigures lng="en" />);
    await screen.findByRole('figure', { name: 'Deposits, stakes and net position per day' });
    expect(daily).toEqual([periodRange(30)]);

    await userEvent
      .setup()
      .selectOptions(screen.getByRole('combobox', { name: 'Activity shown' }), 'Last 7 days');
    await waitFor(() => expect(daily).toHaveLength(2));
    expect(daily[1]).toEqual(periodRange(7));
    expect(await screen.findByRole('img', { name: /^7 days:/ })).toBeInTheDocument();

    await userEvent
      .setup()
      .selectOptions(screen.getByRole('combobox', { name: 'Activity shown' }), 'Last 90 days');
    await waitFor(() => expect(daily).toHaveLength(3));
    expect(daily[2]).toEqual(periodRange(90));
    expect(await screen.findByRole('img', { name: /^90 days:/ })).toBeInTheDocument();
  });

  it('the history lists each limit change: when, which limit, from what to what and who made it', async () => {
    stubSiteConfig();
    stubFigures();
    render(<ActivityFigures lng="en" />);
    const list = await screen.findByRole('list', { name: 'Recent limit changes' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Deposits, 24 hours');
    expect(rows[0]).toHaveTextContent('Change confirmed: €300 → €500');
    expect(rows[0]).toHaveTextContent('By: Automatically (cooling-off period)');
    expect(rows[0]!.querySelector('time')).toHaveAttribute(
      'datetime',
      new Date(1_767_000_000 * 1000).toISOString(),
    );
    expect(rows[1]).toHaveTextContent('Lowered: €500 → €300');
    expect(rows[1]).toHaveTextContent('By: You');
  });

  it('a failed load shows an error with a retry that loads the figures again', async () => {
    stubSiteConfig();
    stubFigures({
      netDeposits: (call) =>
        call === 0
          ? { status: 500, data: { status: 500, title: 'Internal Server Error' } }
          : { status: 200, data: netDeposits },
    });
    render(<ActivityFigures lng="en" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your activity could not be loaded.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('net-deposits-lifetime')).toHaveTextContent(eur(250_00));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is shown on the limits page, after the limits', async () => {
    stubSiteConfig();
    testStores().user.userId = 7;
    apiStubs.set(`GET ${IDENTITY_PATHS.userToken}`, () => ({
      status: 200,
      data: { token: 'limit-token', expiresAt: Math.floor(Date.now() / 1000) + 900 },
    }));
    apiStubs.set(`GET ${LIMIT_PATHS.limits}`, () => ({ status: 200, data: { data: [] } }));
    apiStubs.set(`GET ${LIMIT_PATHS.availableLimits}`, () => ({ status: 200, data: { data: [] } }));
    apiStubs.set(`GET ${LIMIT_PATHS.selfExcludeReasons}`, () => ({
      status: 200,
      data: { data: [] },
    }));
    apiStubs.set(`POST ${LIMIT_PATHS.ping}`, () => ({
      status: 200,
      data: { sessionEndsAt: null, realityCheckAt: null, approvalDue: [] },
    }));
    stubFigures();
    renderApp('/en/office/responsible');
    expect(await screen.findByRole('heading', { name: 'Your activity' })).toBeInTheDocument();
    expect(await screen.findByTestId('net-deposits-7d')).toHaveTextContent(eur(50_00));
  });
});
