import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseTimeZone, preferencesOf } from '../../stores/preferences';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BETTING_PATHS, pathWith } from '@betline/contracts/paths';

import { apiStubs, renderApp, stubSiteConfig, testStores } from '../../test/app';
import { couponFixture, selectionFixture } from './fixtures';

const printPath = (couponId: number) => `GET ${pathWith(BETTING_PATHS.printCoupon, { couponId })}`;

beforeEach(() => {
  // The player chose UTC+3 (by default times follow this device's zone, which differs between machines).
  chooseTimeZone(preferencesOf(testStores()), 3);
  stubSiteConfig();
  testStores().user.userId = 7;
});

describe('print-coupon', { timeout: 30_000 }, () => {
  it('ROUTE-054 renders the coupon in the empty layout and prints it with the Print button', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    apiStubs.set(printPath(101), () => ({
      status: 200,
      data: {
        companyName: 'Betline Test Ltd',
        printedAt: '2026-11-23T10:00:00.000Z',
        coupon: couponFixture({
          status: 'won',
          payout: 3_150,
          cashout: null,
          promoCode: 'AUTUMN',
          selections: [
            selectionFixture({ result: 'won', scoreFormatted: '2:1' }),
            selectionFixture({
              betId: '5002003',
              gameNameEng: 'Real Madrid – Barcelona',
              marketNameEng: 'Total goals',
              outcomeNameEng: 'Over 2.5',
              coef: 1.5,
              result: 'won',
              scoreFormatted: '3:1',
            }),
          ],
        }),
      },
    }));
    const { container } = renderApp('/en/print-coupon/101');
    const sheet = await screen.findByRole('article', { name: 'Coupon No. 101' });
    expect(container.querySelector('[data-layout="empty"]')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Print coupon' })).toBeInTheDocument();
    expect(within(sheet).getByText('Betline Test Ltd')).toBeInTheDocument();
    // Placed 09:30 UTC, shown in the player's UTC+3.
    expect(within(sheet).getByText('Nov 20, 2026, 12:30')).toBeInTheDocument();
    expect(within(sheet).getByText('Express')).toBeInTheDocument();
    expect(within(sheet).getAllByText('Won').length).toBeGreaterThanOrEqual(1);
    expect(within(sheet).getByText('Promo code AUTUMN')).toBeInTheDocument();
    const rows = within(within(sheet).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Liverpool – Arsenal')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Liverpool')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('2.10')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Final score: 2:1')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Over 2.5')).toBeInTheDocument();
    expect(within(sheet).getByText('€10.00')).toBeInTheDocument();
    expect(within(sheet).getByText('3.15')).toBeInTheDocument();
    expect(within(sheet).getAllByText('€31.50')).toHaveLength(2);
    expect(within(sheet).getByText('Printed on Nov 23, 2026, 13:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("a coupon that is not found (or not the player's) shows a not-found message and no Print button", async () => {
    apiStubs.set(printPath(999), () => ({
      status: 404,
      data: {
        statusCode: 404,
        error: 'Not Found',
        message: 'no coupon 999 of yours',
        code: 'COUPON_NOT_FOUND',
      },
    }));
    renderApp('/en/print-coupon/999');
    expect(await screen.findByText('This coupon could not be found')).toBeInTheDocument();
    expect(
      screen.getByText('Check the coupon number. Only your own coupons can be printed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('a guest is asked to sign in and comes back to the coupon', async () => {
    testStores().user.userId = null;
    apiStubs.set(printPath(101), () => ({
      status: 401,
      data: { statusCode: 401, error: 'Unauthorized', message: 'sign in', code: 'unauthenticated' },
    }));
    renderApp('/en/print-coupon/101');
    expect(await screen.findByText('Sign in to print your coupon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en/user/login?returnUrl=%2Fen%2Fprint-coupon%2F101',
    );
  });
});
