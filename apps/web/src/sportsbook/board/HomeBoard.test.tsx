import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CASINO_PATHS, PROMOTION_PATHS, SPORTSBOOK_PATHS } from '@betline/contracts/paths';
import type { AccumulatorsResponse, CasinoGame, PromotionSummary } from '@betline/contracts';
import { couponOf } from '../../stores/coupon';
import { apiStubs, renderApp, stubSiteConfig, stubSiteServices, testStores } from '../../test/app';
import { gameFixture } from '../push/test/fakes';

beforeAll(async () => {
  await import('../../pages/routes/home');
  await Promise.all([import('./HomeBoard'), import('./Accumulators'), import('./HomeShowcase')]);
}, 30_000);

const line = (gameId: number) => ({
  ...gameFixture(gameId),
  gameStatusId: 1 as const,
  isLive: false,
  gameTimeSec: 0,
  period: 0,
  score: { first: 0, second: 0 },
  scoreFormatted: '',
});

const ACCUMULATORS: AccumulatorsResponse = {
  games: [line(7), line(8)],
  accumulators: [{ kind: 'favourites', picks: [71, 81], coef: 4410 }],
};

const DICE: CasinoGame = {
  id: 1002,
  slug: 'dice',
  name: 'Dice',
  provider: 'betline-studio',
  category: 'dice',
  sections: ['fast-games'],
  otherKind: null,
  engine: 'dice',
  table: null,
  thumbnail: '/web-api/casino/thumbnails/dice.svg',
  isNew: false,
  popular: true,
};

const PROMOTION: PromotionSummary = {
  slug: 'weekend-reload',
  category: 'redeposit',
  offer: 'promo_code',
  title: 'Reload bonus: 25 US$ with code RELOAD25',
  summary: 'Made a deposit before?',
  contentLng: 'en',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  code: 'RELOAD25',
};

beforeEach(() => {
  testStores().user.userId = null;
  stubSiteConfig();
  stubSiteServices();
  apiStubs.clear();
  apiStubs.set(`GET ${SPORTSBOOK_PATHS.top}`, () => ({ status: 200, data: { total: 0, games: [] } }));
  apiStubs.set(`GET ${SPORTSBOOK_PATHS.sports}`, () => ({ status: 200, data: { sports: [] } }));
  apiStubs.set(`GET ${SPORTSBOOK_PATHS.accumulators}`, () => ({ status: 200, data: ACCUMULATORS }));
  apiStubs.set(`GET ${CASINO_PATHS.games}`, () => ({ status: 200, data: { total: 1, games: [DICE] } }));
  apiStubs.set(`GET ${CASINO_PATHS.providers}`, () => ({
    status: 200,
    data: { providers: [{ id: 'betline-studio', name: 'Betline Studio', inHouse: true, gameCount: 1 }] },
  }));
  apiStubs.set(`GET ${PROMOTION_PATHS.list}`, () => ({
    status: 200,
    data: { lng: 'en', categories: ['redeposit'], promotions: [PROMOTION] },
  }));
});

describe('the home page', () => {
  it('an accumulator of the day lists its selections and their price together, and one button puts them all in the slip', async () => {
    renderApp('/en');
    const section = await screen.findByRole(
      'region',
      { name: 'Accumulators of the day' },
      { timeout: 15_000 },
    );
    const card = within(section).getByRole('article', { name: "The favourites' accumulator" });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((leg) => leg.textContent),
    ).toEqual(['Home — Away2.10Match result: Home', 'Home — Away2.10Match result: Home']);
    expect(within(card).getByText('Together 4.41')).toBeInTheDocument();
    await userEvent.click(
      within(card).getByRole('button', { name: "Add to bet slip: The favourites' accumulator" }),
    );
    await waitFor(() =>
      expect(couponOf(testStores()).coupon.bets.map((bet) => String(bet.market.id))).toEqual(['71', '81']),
    );
    expect(within(card).getByRole('button', { name: 'In your bet slip' })).toBeDisabled();
  });

  it('shows casino games that play here and the running promotions, each leading to its page', async () => {
    renderApp('/en');
    const casino = await screen.findByRole('list', { name: 'Casino picks' }, { timeout: 15_000 });
    expect(within(casino).getByRole('link', { name: /Dice/ })).toHaveAttribute(
      'href',
      '/en/casino/game/1002/dice',
    );
    const promotions = await screen.findByRole('region', { name: 'Current promotions' });
    expect(within(promotions).getByRole('heading', { name: PROMOTION.title })).toBeInTheDocument();
    expect(within(promotions).getByRole('link', { name: 'All promotions' })).toHaveAttribute(
      'href',
      '/en/promotions',
    );
  });
});
