import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http } from '../../api/client';
import { transportAdapter, type TransportRequest, type TransportAnswer } from '../../api/transport';
import { BETTING_PATHS, WALLET_PATHS } from '@betline/contracts/paths';
import type { PlaceCouponRequest } from '../../api/types';
import { i18n } from '../../i18n';
import { accountOf } from '../../stores/account';
import { couponOf, toggleSelection } from '../../stores/coupon';
import { preferencesOf } from '../../stores/preferences';

import { accepted, balanceAnswer, eurAccount, game, home, siteConfig } from './fixtures';
import SlipHost from './SlipHost';
import { renderWithStores as render, testStores } from '../../test/app';

const SLOW = { timeout: 15_000 };

let placed: PlaceCouponRequest[] = [];
let placeAnswer: { status: number; data: unknown } = { status: 201, data: accepted() };

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

/** Renders the host and waits for its texts (it suspends until the kit's and the betting strings are in). */
async function renderHost(path = '/en/line') {
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <Suspense fallback={<p>loading</p>}>
                <SlipHost />
                <Where />
              </Suspense>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
  });
  return view!;
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  placed = [];
  placeAnswer = { status: 201, data: accepted() };
  http.defaults.adapter = transportAdapter(async (request: TransportRequest): Promise<TransportAnswer> => {
    const headers = new Headers({ 'content-type': 'application/json' });
    if (request.path === WALLET_PATHS.balance) return { status: 200, data: balanceAnswer(97_500), headers };
    if (request.path === BETTING_PATHS.coupons) {
      placed.push(request.body as PlaceCouponRequest);
      return { ...placeAnswer, headers };
    }
    throw new Error(`unexpected ${request.method} ${request.path}`);
  });
  testStores().global.language = 'en';
  testStores().global.siteConfig = { status: 'ready', config: siteConfig() };
});

function signIn() {
  testStores().user.userId = 7;
  Object.assign(accountOf(testStores()), {
    all_accounts: [eurAccount],
    accounts: [eurAccount],
    activeAccountId: eurAccount.id,
    balance: eurAccount.money,
    status: 'ready',
  });
}

describe('SlipHost', { timeout: 30_000 }, () => {
  it('a selection, a typed stake, "place": the accepted coupon is shown and the balance reloaded', async () => {
    signIn();
    const g = game(1);
    toggleSelection(testStores(), home(g), g);
    await renderHost();
    const stake = await screen.findByRole('textbox', { name: 'Stake (EUR)' }, SLOW);
    await userEvent.clear(stake);
    await userEvent.type(stake, '25');
    const place = await screen.findByRole('button', { name: /^Place bet €25\.00$/ });
    await userEvent.click(place);
    expect(await screen.findByText('Coupon 1001', {}, SLOW)).toBeInTheDocument();
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      amount: 2_500,
      typeId: 0,
      bets: [{ market: { id: 1001, coef: 1.85 } }],
    });
    await waitFor(() => expect(accountOf(testStores()).balance).toBe(97_500));
    await userEvent.click(screen.getByRole('button', { name: 'New bet' }));
    expect(await screen.findByText('Your bet slip is empty')).toBeInTheDocument();
    expect(couponOf(testStores()).coupon.bets).toHaveLength(0);
  });

  it('COEF-006 the odds format is switched in the slip: its prices turn fractional, the coupon carries the format and the choice is kept', async () => {
    signIn();
    const g = game(1);
    toggleSelection(testStores(), home(g), g);
    const { container } = await renderHost();
    const settings = (await screen.findByText('Bet settings', {}, SLOW)).closest('details')!;
    if (!settings.open) await userEvent.click(within(settings).getByText('Bet settings'));
    await userEvent.click(within(settings).getByRole('button', { name: /Odds format$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fractional (UK) (3/2)' }));
    await waitFor(() => expect(preferencesOf(testStores()).coefViewId).toBe(1));
    expect(decodeURIComponent(document.cookie)).toContain('"coefViewId":1');
    await waitFor(() => expect(container.textContent).toContain('5/6'));
    const stake = await screen.findByRole('textbox', { name: 'Stake (EUR)' });
    await userEvent.clear(stake);
    await userEvent.type(stake, '10');
    await userEvent.click(await screen.findByRole('button', { name: /^Place bet €10\.00$/ }));
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(placed[0]).toMatchObject({ coefViewId: 1, bets: [{ market: { id: 1001, coef: 1.85 } }] });
  });

  it('a refusal is shown with its reason and the selections stay', async () => {
    signIn();
    placeAnswer = {
      status: 403,
      data: {
        statusCode: 403,
        error: 'Forbidden',
        message: 'limit',
        code: 'RG_LIMIT_REACHED',
        allowed: 1_000,
        limitType: 1,
      },
    };
    const g = game(1);
    toggleSelection(testStores(), home(g), g);
    const { container } = await renderHost();
    const stake = await screen.findByRole('textbox', { name: 'Stake (EUR)' }, SLOW);
    await userEvent.clear(stake);
    await userEvent.type(stake, '25');
    await userEvent.click(await screen.findByRole('button', { name: /^Place bet €25\.00$/ }));
    await waitFor(() => expect(container.querySelector('[data-slip-problem]')).not.toBeNull());
    const problem = within(container.querySelector<HTMLElement>('[data-slip-problem]')!);
    expect(problem.getByText('The bet was not placed')).toBeInTheDocument();
    expect(
      problem.getByText(
        'Your wagering limit allows €10.00 more now. Lower the stake or wait until it resets.',
      ),
    ).toBeInTheDocument();
    expect(couponOf(testStores()).coupon.bets).toHaveLength(1);
  });

  it('a guest is sent to sign in and back', async () => {
    const g = game(1);
    toggleSelection(testStores(), home(g), g);
    await renderHost('/en/line?x=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in to bet' }, SLOW));
    // The navigation renders in a transition, as in a browser.
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/en/user/login?returnUrl=%2Fen%2Fline%3Fx%3D1'),
    );
  });
});
