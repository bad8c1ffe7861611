import { beforeEach, describe, expect, it } from 'vitest';
import { chooseTimeZone, preferencesOf } from '../../stores/preferences';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BETTING_PATHS, WALLET_PATHS, pathWith } from '@betline/contracts/paths';
import type { TransportRequest } from '../../api/transport';
import type { PlacedCoupon } from '../../api/types';

import { apiStubs, balanceFixture, renderApp, stubSiteConfig, testStores } from '../../test/app';
import { addDays, addMonths, dayStart, playerToday } from './filters';
import { couponFixture, selectionFixture } from './fixtures';

/** The history answer (the coupons of the request's page) and every request it got. */
function stubHistory(coupons: PlacedCoupon[] | (() => PlacedCoupon[]), total?: number) {
  const requests: TransportRequest[] = [];
  apiStubs.set(`GET ${BETTING_PATHS.bets}`, (request) => {
    requests.push(request);
    const list = typeof coupons === 'function' ? coupons() : coupons;
    return { status: 200, data: { total: total ?? list.length, coupons: list } };
  });
  return requests;
}

/** Every balance request (the account store's loader after a cash-out). */
function countBalance() {
  const calls: TransportRequest[] = [];
  apiStubs.set(`GET ${WALLET_PATHS.balance}`, (request) => {
    calls.push(request);
    return { status: 200, data: balanceFixture() };
  });
  return calls;
}

const today = () => playerToday(Date.now(), 3);

/**
 * Runs an interaction that changes the URL inside an awaited act: the router's navigation settles and the page's
 * effects (the new request) run before the test goes on.
 */
const navigating = (work: () => unknown) => act(async () => void (await work()));

beforeEach(() => {
  // The player chose UTC+3 (by default times follow this device's zone, which differs between machines).
  chooseTimeZone(preferencesOf(testStores()), 3);
  stubSiteConfig();
  testStores().user.userId = 7;
});

describe('office-history', { timeout: 30_000 }, () => {
  it('ROUTE-029 lists the coupons: type, number, date in the player time zone, status, stake, odds, win', async () => {
    const requests = stubHistory([
      couponFixture(),
      couponFixture({
        couponId: 102,
        typeId: 0,
        status: 'won',
        coef: 2.1,
        possibleWin: 2_100,
        payout: 2_100,
        cashout: null,
        isVipBet: true,
        promoCode: 'AUTUMN',
        selections: [selectionFixture({ result: 'won', scoreFormatted: '2:1' })],
      }),
    ]);
    renderApp('/en/office/history');
    const list = await screen.findByRole('list', { name: 'Bet history' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).getByRole('heading', { name: 'Express · Coupon No. 101' })).toBeInTheDocument();
    // 09:30 UTC in the default time zone UTC+3.
    expect(within(first!).getByText('Placed on Nov 20, 2026, 12:30')).toBeInTheDocument();
    expect(within(first!).getByText('Open')).toBeInTheDocument();
    expect(within(first!).getByText('€10.00')).toBeInTheDocument();
    expect(within(first!).getByText('3.15')).toBeInTheDocument();
    expect(within(first!).getByText('€31.50')).toBeInTheDocument();
    expect(within(first!).getByText('Selections: 2')).toBeInTheDocument();
    expect(within(second!).getByRole('heading', { name: 'Single · Coupon No. 102' })).toBeInTheDocument();
    expect(within(second!).getByText('Liverpool – Arsenal · Match result: Liverpool')).toBeInTheDocument();
    expect(within(second!).getByText('Won')).toBeInTheDocument();
    expect(within(second!).getByText('VIP bet')).toBeInTheDocument();
    expect(within(second!).getByText('Promo code AUTUMN')).toBeInTheDocument();
    expect(within(second!).getByText('Payout')).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: 'Print coupon No. 102' })).toHaveAttribute(
      'href',
      '/en/print-coupon/102',
    );
    expect(screen.getByText('Coupons found: 2')).toBeInTheDocument();
    // The default period: the last 30 days of the player's, up to now; the first page of 20.
    expect(requests[0]?.params).toEqual({
      from: dayStart(addDays(today(), -29), 3),
      limit: '20',
      offset: '0',
    });
  });

  it('GUARD-002 a guest asking for the bet history lands on sign-in and asks for no bets', async () => {
    testStores().user.userId = null;
    const requests = stubHistory([couponFixture()]);
    const { router } = renderApp('/en/office/history?status=open');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/en/user/login');
    expect(router.state.location.search).toBe('?returnUrl=%2Fen%2Foffice%2Fhistory%3Fstatus%3Dopen');
    expect(requests).toHaveLength(0);
  });

  it('filters go to the query string and to the request; Back restores them', async () => {
    const requests = stubHistory([couponFixture()]);
    const { router } = renderApp('/en/office/history');
    await screen.findByRole('list', { name: 'Bet history' });
    await navigating(() => fireEvent.click(screen.getByRole('radio', { name: '7 days' })));
    await navigating(() => fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'won' } }));
    await navigating(() =>
      fireEvent.change(screen.getByLabelText('Coupon type'), { target: { value: 'express' } }),
    );
    expect(router.state.location.search).toBe('?period=7d&status=won&type=express');
    await waitFor(() =>
      expect(requests.at(-1)?.params).toEqual({
        from: dayStart(addDays(today(), -6), 3),
        status: 'won',
        typeId: '1',
        limit: '20',
        offset: '0',
      }),
    );
    await navigating(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?period=7d&status=won');
    expect(screen.getByLabelText('Coupon type')).toHaveValue('all');
    await waitFor(() => expect(requests.at(-1)?.params?.typeId).toBeUndefined());
    expect(requests.at(-1)?.params?.status).toBe('won');
  });

  it('a reload keeps the filters: a custom period, status, type and page come from the URL', async () => {
    const requests = stubHistory([couponFixture({ typeId: 2, systemValue: 2, coef: null })], 45);
    const from = addMonths(today(), -3);
    const to = addDays(today(), -1);
    renderApp(`/en/office/history?period=custom&from=${from}&to=${to}&status=lost&type=system&page=2`);
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dates' })).toBeChecked();
    expect(screen.getByLabelText('Status')).toHaveValue('lost');
    expect(screen.getByLabelText('Coupon type')).toHaveValue('system');
    expect(await screen.findByText('From – to')).toBeInTheDocument();
    // The last day is included: the server's end is the next day's start (exclusive), in UTC+3.
    expect(requests[0]?.params).toEqual({
      from: dayStart(from, 3),
      to: dayStart(today(), 3),
      status: 'lost',
      typeId: '2',
      limit: '20',
      offset: '20',
    });
    expect(screen.getByRole('heading', { name: 'System 2/2 · Coupon No. 101' })).toBeInTheDocument();
    expect(screen.getByText('By combination')).toBeInTheDocument();
  });

  it('reaches 3 months back with a preset (DECISIONS: at least 3 months of bet history)', async () => {
    const requests = stubHistory([couponFixture()]);
    const { router } = renderApp('/en/office/history');
    await screen.findByRole('list', { name: 'Bet history' });
    await navigating(() => fireEvent.click(screen.getByRole('radio', { name: '3 months' })));
    expect(router.state.location.search).toBe('?period=3m');
    await waitFor(() => expect(requests.at(-1)?.params?.from).toBe(dayStart(addMonths(today(), -3), 3)));
  });

  it('pages through the coupons with offset and limit', async () => {
    const requests = stubHistory([couponFixture()], 45);
    const { router } = renderApp('/en/office/history');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await navigating(() => fireEvent.click(screen.getByRole('button', { name: 'Next page' })));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(requests.at(-1)?.params).toMatchObject({ limit: '20', offset: '20' });
    // A page's number goes straight to it.
    await navigating(() => fireEvent.click(screen.getByRole('button', { name: 'Page 3' })));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(requests.at(-1)?.params).toMatchObject({ limit: '20', offset: '40' });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('a coupon expands to its details: every selection with game, market, pick, odds, result, score', async () => {
    const user = userEvent.setup();
    stubHistory([
      couponFixture({
        status: 'lost',
        payout: 0,
        cashout: null,
        settledAt: '2026-11-21T19:00:00.000Z',
        selections: [
          selectionFixture({ result: 'won', scoreFormatted: '2:1' }),
          selectionFixture({
            betId: '5002003',
            gameNameEng: 'Real Madrid – Barcelona',
            marketNameEng: 'Total goals',
            outcomeNameEng: 'Over 2.5',
            coef: 1.5,
            result: 'lost',
            scoreFormatted: '1:0',
            isLive: true,
          }),
          selectionFixture({ betId: 'express-bonus', gameNameEng: 'Express bonus', coef: 1.02 }),
        ],
      }),
    ]);
    renderApp('/en/office/history');
    const toggle = await screen.findByRole('button', { name: 'Details of coupon No. 101' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Selections of coupon No. 101' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const selections = screen.getByRole('list', { name: 'Selections of coupon No. 101' });
    const [first, second, bonus] = within(selections).getAllByRole('listitem');
    expect(within(first!).getByText('Match result: Liverpool')).toBeInTheDocument();
    expect(within(first!).getByText('Liverpool – Arsenal')).toBeInTheDocument();
    expect(within(first!).getByText('Football · Premier League')).toBeInTheDocument();
    expect(within(first!).getByText('2.10')).toBeInTheDocument();
    expect(within(first!).getByText('Won')).toBeInTheDocument();
    expect(within(first!).getByText('2:1')).toBeInTheDocument();
    // 17:00 UTC start in UTC+3.
    expect(within(first!).getByText('Nov 21, 2026, 20:00')).toBeInTheDocument();
    expect(within(second!).getByText('Total goals: Over 2.5')).toBeInTheDocument();
    expect(within(second!).getByText('Real Madrid – Barcelona')).toBeInTheDocument();
    expect(within(second!).getByText('Lost')).toBeInTheDocument();
    expect(within(second!).getByText('1:0')).toBeInTheDocument();
    expect(within(second!).getByText('Live')).toBeInTheDocument();
    expect(within(bonus!).getByText('Express bonus')).toBeInTheDocument();
    expect(screen.getByText('Settled on Nov 21, 2026, 22:00')).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('cash-out: confirm shows the amount, posts the offered amount, updates the row and reloads the balance', async () => {
    const user = userEvent.setup();
    stubHistory([couponFixture()]);
    const balance = countBalance();
    const bodies: unknown[] = [];
    apiStubs.set(`POST ${pathWith(BETTING_PATHS.cashout, { couponId: 101 })}`, (request) => {
      bodies.push(request.body);
      return {
        status: 200,
        data: {
          coupon: couponFixture({
            status: 'cashed_out',
            payout: 1_234,
            cashout: null,
            settledAt: '2026-11-21T10:00:00.000Z',
          }),
        },
      };
    });
    renderApp('/en/office/history');
    await user.click(await screen.findByRole('button', { name: 'Cash out €12.34, coupon No. 101' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cash out this bet?' });
    expect(
      within(dialog).getByText('Coupon No. 101 closes now and €12.34 goes to your balance.'),
    ).toBeInTheDocument();
    const before = balance.length;
    await user.click(within(dialog).getByRole('button', { name: 'Cash out €12.34' }));
    await waitFor(() => expect(bodies).toEqual([{ amount: 1_234 }]));
    const row = screen.getByRole('article', { name: /Coupon No\. 101/ });
    expect(await within(row).findByText('Cashed out')).toBeInTheDocument();
    expect(within(row).getByText('Payout')).toBeInTheDocument();
    expect(within(row).getByText('€12.34')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Cash out/ })).toBeNull();
    await waitFor(() => expect(balance.length).toBeGreaterThan(before));
  });

  it('cash-out in part: the chosen part is posted with its attempt id, the rest of the stake keeps riding', async () => {
    const user = userEvent.setup();
    stubHistory([couponFixture()]);
    const bodies: Array<Record<string, unknown>> = [];
    apiStubs.set(`POST ${pathWith(BETTING_PATHS.cashout, { couponId: 101 })}`, (request) => {
      bodies.push(request.body as Record<string, unknown>);
      return {
        status: 200,
        data: { coupon: couponFixture({ stakeLeft: 514, cashedOut: 600, cashout: 634 }) },
      };
    });
    renderApp('/en/office/history');
    await user.click(await screen.findByRole('button', { name: 'Cash out €12.34, coupon No. 101' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cash out this bet?' });
    const part = within(dialog).getByRole('textbox', { name: 'Amount to cash out' });
    await user.clear(part);
    await user.type(part, '12');
    // A part that would leave less than the smallest offer is refused before it is sent.
    expect(await within(dialog).findByText('Cash out €1.00 to €11.34, or all €12.34.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cash out €12.34' })).toBeDisabled();
    await user.clear(part);
    await user.type(part, '6');
    expect(
      await within(dialog).findByText(
        '€6.00 goes to your balance now and €5.13 of your stake keeps riding on coupon No. 101.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cash out €6.00' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ amount: 1_234, part: 600 });
    expect(bodies[0]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const row = screen.getByRole('article', { name: /Coupon No\. 101/ });
    expect(await within(row).findByText('Stake riding')).toBeInTheDocument();
    expect(within(row).getByText('€5.14')).toBeInTheDocument();
    expect(within(row).getByText('€6.00')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Cash out €6.34, coupon No. 101' })).toBeInTheDocument();
  });

  it("auto cash-out: a value above the offer is saved and shown; the server's bound is told in words", async () => {
    const user = userEvent.setup();
    stubHistory([couponFixture()]);
    const bodies: unknown[] = [];
    apiStubs.set(`PUT ${pathWith(BETTING_PATHS.autoCashout, { couponId: 101 })}`, (request) => {
      bodies.push(request.body);
      const { amount } = request.body as { amount: number };
      return amount < 1_500
        ? {
            status: 422,
            data: {
              statusCode: 422,
              error: 'Unprocessable Entity',
              message: 'the offer is already 1500 minor units',
              code: 'AUTO_CASHOUT_INVALID',
              allowed: 1_500,
            },
          }
        : { status: 200, data: { coupon: couponFixture({ autoCashout: amount }) } };
    });
    renderApp('/en/office/history');
    await user.click(await screen.findByRole('button', { name: 'Auto cash-out, coupon No. 101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auto cash-out' });
    expect(within(dialog).getByText(/Between €12\.35 and €31\.50\./)).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: 'Cash out when the offer reaches' });
    await user.clear(field);
    await user.type(field, '14');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The offer is already €15.00: choose more, or cash out now.'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Auto cash-out' })).toBeNull());
    expect(bodies).toEqual([{ amount: 1_400 }, { amount: 2_000 }]);
    const row = screen.getByRole('article', { name: /Coupon No\. 101/ });
    expect(within(row).getByText('€20.00')).toBeInTheDocument();
  });

  it('cash-out: a changed value shows the new offer and asks again; confirming posts the new amount', async () => {
    const user = userEvent.setup();
    stubHistory([couponFixture()]);
    const bodies: { amount: number }[] = [];
    apiStubs.set(`POST ${pathWith(BETTING_PATHS.cashout, { couponId: 101 })}`, (request) => {
      const body = request.body as { amount: number };
      bodies.push(body);
      if (body.amount > 1_100) {
        return {
          status: 409,
          data: {
            statusCode: 409,
            error: 'Conflict',
            message: 'the cash-out value moved to 1100 minor units',
            code: 'CASHOUT_VALUE_CHANGED',
            allowed: 1_100,
          },
        };
      }
      return {
        status: 200,
        data: { coupon: couponFixture({ status: 'cashed_out', payout: 1_100, cashout: null }) },
      };
    });
    renderApp('/en/office/history');
    await user.click(await screen.findByRole('button', { name: 'Cash out €12.34, coupon No. 101' }));
    const first = await screen.findByRole('alertdialog', { name: 'Cash out this bet?' });
    await user.click(within(first).getByRole('button', { name: 'Cash out €12.34' }));
    const again = await screen.findByRole('alertdialog', { name: 'The cash-out offer has changed' });
    expect(
      within(again).getByText('The offer for coupon No. 101 is now €11.00. Cash out at the new value?'),
    ).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Cash out €11.00' }));
    await waitFor(() => expect(bodies).toEqual([{ amount: 1_234 }, { amount: 1_100 }]));
    const row = screen.getByRole('article', { name: /Coupon No\. 101/ });
    expect(await within(row).findByText('Cashed out')).toBeInTheDocument();
  });

  it('cash-out: keeping the bet after a changed value leaves the row open with the new offer', async () => {
    const user = userEvent.setup();
    stubHistory([couponFixture()]);
    apiStubs.set(`POST ${pathWith(BETTING_PATHS.cashout, { couponId: 101 })}`, () => ({
      status: 409,
      data: {
        statusCode: 409,
        error: 'Conflict',
        message: 'moved',
        code: 'CASHOUT_VALUE_CHANGED',
        allowed: 990,
      },
    }));
    renderApp('/en/office/history');
    await user.click(await screen.findByRole('button', { name: 'Cash out €12.34, coupon No. 101' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cash out €12.34' }),
    );
    const again = await screen.findByRole('alertdialog', { name: 'The cash-out offer has changed' });
    await user.click(within(again).getByRole('button', { name: 'Keep the bet' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Cash out €9.90, coupon No. 101' })).toBeInTheDocument();
  });

  it('cash-out: no offer any more removes the button and says so', async () => {
    const user = userEvent.setup();
    stubHistory([couponFixture()]);
    apiStubs.set(`POST ${pathWith(BETTING_PATHS.cashout, { couponId: 101 })}`, () => ({
      status: 409,
      data: { statusCode: 409, error: 'Conflict', message: 'suspended', code: 'CASHOUT_UNAVAILABLE' },
    }));
    renderApp('/en/office/history');
    await user.click(await screen.findByRole('button', { name: 'Cash out €12.34, coupon No. 101' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cash out €12.34' }),
    );
    expect(
      await screen.findByText('Cash-out is not available for coupon No. 101 right now.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cash out €12\.34, coupon/ })).toBeNull();
  });

  it('shows an empty state for a period without bets', async () => {
    stubHistory([]);
    renderApp('/en/office/history');
    expect(await screen.findByText('No bets in this period')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sports betting' })).toHaveAttribute('href', '/en/line');
  });

  it('a failed load shows an error with a retry that loads again', async () => {
    const user = userEvent.setup();
    let fail = true;
    apiStubs.set(`GET ${BETTING_PATHS.bets}`, () =>
      fail
        ? { status: 503, data: { statusCode: 503, error: 'Service Unavailable', message: 'down' } }
        : { status: 200, data: { total: 1, coupons: [couponFixture()] } },
    );
    renderApp('/en/office/history');
    const title = await screen.findByText('Your bets could not be loaded');
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).not.toBeNull();
    expect(within(alert).getByText(/error 503/)).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('heading', { name: 'Express · Coupon No. 101' })).toBeInTheDocument();
  });
});
