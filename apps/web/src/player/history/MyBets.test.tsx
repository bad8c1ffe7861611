import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BETTING_PATHS, pathWith } from '@betline/contracts/paths';
import type { TransportRequest } from '../../api/transport';
import type { PlacedCoupon } from '../../api/types';

import { i18n } from '../../i18n';
import { apiStubs, stubSiteConfig, renderWithStores as render, testStores } from '../../test/app';
import { couponFixture, selectionFixture } from './fixtures';
import { MY_BETS_REFRESH_MS, MyBets } from './MyBets';

function stubOpenBets(coupons: () => PlacedCoupon[]) {
  const requests: TransportRequest[] = [];
  apiStubs.set(`GET ${BETTING_PATHS.bets}`, (request) => {
    requests.push(request);
    const list = coupons();
    return { status: 200, data: { total: list.length, coupons: list } };
  });
  return requests;
}

/** Rendered inside an awaited act: the texts it waits for (their own chunks) come in before the test goes on. */
async function renderMyBets() {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/en/line']}>
        <MyBets lng="en" />
      </MemoryRouter>,
    );
  });
}

let visibility: DocumentVisibilityState = 'visible';

beforeEach(async () => {
  // The test files of a worker share one i18next: another may have left it in another language.
  await i18n.changeLanguage('en');
  stubSiteConfig();
  testStores().user.userId = 7;
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('MyBets (the coupon slip tab)', { timeout: 30_000 }, () => {
  it('lists the open coupons with picks, stake, possible win and the cash-out offer', async () => {
    const requests = stubOpenBets(() => [
      couponFixture({
        selections: [
          selectionFixture({ isLive: true, scoreFormatted: '1:0' }),
          selectionFixture({ betId: 'x2' }),
        ],
      }),
    ]);
    await renderMyBets();
    const list = await screen.findByRole('list', { name: 'Open bets' });
    const bet = within(list).getByRole('article', { name: 'Express · Coupon No. 101' });
    expect(within(bet).getAllByText('Match result: Liverpool')).toHaveLength(2);
    expect(within(bet).getByText('Live')).toBeInTheDocument();
    expect(within(bet).getByText('Liverpool – Arsenal · 1:0')).toBeInTheDocument();
    expect(within(bet).getByText('€10.00')).toBeInTheDocument();
    expect(within(bet).getByText('€31.50')).toBeInTheDocument();
    expect(within(bet).getByRole('button', { name: 'Cash out €12.34, coupon No. 101' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All my bets' })).toHaveAttribute(
      'href',
      '/en/office/history?status=open',
    );
    expect(requests[0]?.params).toEqual({ status: 'open', limit: '100' });
  });

  it('refreshes every 10 s while the page is visible, and at once when it becomes visible again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let offer = 1_234;
    const requests = stubOpenBets(() => [couponFixture({ cashout: offer })]);
    await renderMyBets();
    expect(await screen.findByRole('button', { name: /Cash out €12\.34/ })).toBeInTheDocument();
    expect(requests).toHaveLength(1);

    offer = 1_500;
    await act(async () => vi.advanceTimersByTime(MY_BETS_REFRESH_MS - 1));
    expect(requests).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(requests).toHaveLength(2);
    expect(await screen.findByRole('button', { name: /Cash out €15\.00/ })).toBeInTheDocument();

    // A hidden page asks nothing; coming back refreshes at once.
    visibility = 'hidden';
    await act(async () => vi.advanceTimersByTime(MY_BETS_REFRESH_MS * 3));
    expect(requests).toHaveLength(2);
    visibility = 'visible';
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(requests).toHaveLength(3);
  });

  it('cashes a bet out from the list after the confirmation', async () => {
    const user = userEvent.setup();
    stubOpenBets(() => [couponFixture()]);
    const bodies: unknown[] = [];
    apiStubs.set(`POST ${pathWith(BETTING_PATHS.cashout, { couponId: 101 })}`, (request) => {
      bodies.push(request.body);
      return {
        status: 200,
        data: { coupon: couponFixture({ status: 'cashed_out', payout: 1_234, cashout: null }) },
      };
    });
    await renderMyBets();
    await user.click(await screen.findByRole('button', { name: 'Cash out €12.34, coupon No. 101' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cash out this bet?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cash out €12.34' }));
    await waitFor(() => expect(bodies).toEqual([{ amount: 1_234 }]));
    const bet = screen.getByRole('article', { name: 'Express · Coupon No. 101' });
    expect(await within(bet).findByText('Cashed out')).toBeInTheDocument();
    expect(within(bet).queryByRole('button', { name: /Cash out/ })).toBeNull();
  });

  it('shows an empty state without open bets', async () => {
    stubOpenBets(() => []);
    await renderMyBets();
    expect(await screen.findByText('You have no open bets')).toBeInTheDocument();
  });

  it('asks a guest to sign in, coming back to the same page, without loading anything', async () => {
    testStores().user.userId = null;
    const requests = stubOpenBets(() => []);
    await renderMyBets();
    expect(await screen.findByText('Sign in to see your bets')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en/user/login?returnUrl=%2Fen%2Fline',
    );
    expect(requests).toHaveLength(0);
  });
});
