import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SPORTSBOOK_PATHS, pathWith } from '@betline/contracts/paths';
import { couponOf } from '../../stores/coupon';

import { apiStubs, renderApp, stubSiteConfig, stubSiteServices, testStores } from '../../test/app';
import { gameFixture } from '../push/test/fakes';

beforeAll(async () => {
  // The first render of a file is slow in jsdom: the page's modules are imported once here.
  await import('../../pages/routes/betting-game');
}, 30_000);

beforeEach(() => {
  testStores().user.userId = null;
  stubSiteConfig();
  stubSiteServices();
  apiStubs.clear();
});

describe('a game page', () => {
  it('says where the game is: the section, the sport and the championship, each a way back to its list', async () => {
    apiStubs.set(`GET ${pathWith(SPORTSBOOK_PATHS.game, { gameId: 5 })}`, () => ({
      status: 200,
      data: gameFixture(5),
    }));
    renderApp('/en/live/sport/1-football/1-league/5');
    const trail = await screen.findByRole('navigation', { name: 'Where this game is' }, { timeout: 15_000 });
    const links = within(trail).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Live', '/en/live'],
      ['Football', '/en/live/sport/1-football'],
      ['England. League', '/en/live/sport/1-football/1-league'],
    ]);
    // The last crumb is the game itself, the current page.
    expect(within(trail).getByText('Home — Away')).toHaveAttribute('aria-current', 'page');
  });

  it("MISC-003 a guest browses betting: the game's prices are there and one goes into the slip without signing in", async () => {
    apiStubs.set(`GET ${pathWith(SPORTSBOOK_PATHS.game, { gameId: 5 })}`, () => ({
      status: 200,
      data: gameFixture(5),
    }));
    renderApp('/en/live/sport/1-football/1-league/5');
    await screen.findByRole('navigation', { name: 'Where this game is' }, { timeout: 15_000 });
    const draw = screen.getByRole('button', { name: 'X 3.30, Match result: Draw, Home — Away' });
    expect(draw).toHaveAttribute('aria-pressed', 'false');
    expect(testStores().user.userId).toBeNull();
    await userEvent.click(draw);
    await waitFor(() =>
      expect(couponOf(testStores()).coupon.bets.map((bet) => String(bet.market.id))).toEqual(['52']),
    );
    expect(draw).toHaveAttribute('aria-pressed', 'true');
  });
});
