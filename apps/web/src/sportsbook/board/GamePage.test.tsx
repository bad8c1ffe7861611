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

  it('a match with many markets offers a field that finds them by name in the page’s language', async () => {
    const base = gameFixture(5);
    const names = [
      '1X2',
      'Double chance',
      'Total',
      'Handicap',
      'Both teams to score',
      'Correct score',
      'Draw no bet',
      'Exact goals',
      'Odd/even goals',
      'Winning margin',
    ];
    const [first] = base.markets;
    const markets = names.map((nameEng, i) => ({
      ...first!,
      groupId: 300 + i,
      nameEng,
      isMain: i === 0,
      outcomes: first!.outcomes.map((o, k) => ({ ...o, id: 1000 + i * 10 + k })),
    }));
    apiStubs.set(`GET ${pathWith(SPORTSBOOK_PATHS.game, { gameId: 5 })}`, () => ({
      status: 200,
      data: { ...base, markets, marketsCount: markets.length },
    }));
    renderApp('/en/live/sport/1-football/1-league/5');
    const find = await screen.findByRole('searchbox', { name: 'Find a market' }, { timeout: 15_000 });
    // Each market is a section named by its title, with a button that folds it.
    const shown = () => screen.getAllByRole('button', { expanded: true }).map((toggle) => toggle.textContent);
    expect(shown()).toHaveLength(10);
    await userEvent.type(find, 'goals');
    await waitFor(() => expect(shown()).toEqual(['Exact number of goals', 'Odd/even goals']));
    await userEvent.clear(find);
    await userEvent.type(find, 'corners');
    expect(await screen.findByText('No market matches “corners”.')).toHaveAttribute('role', 'status');
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
