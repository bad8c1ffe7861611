import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SPORTSBOOK_PATHS } from '@betline/contracts/paths';
import { preferencesOf, setToggle } from '../../stores/preferences';
import { apiStubs, renderApp, stubSiteConfig, stubSiteServices, testStores } from '../../test/app';
import { gameFixture } from '../push/test/fakes';

/** The home page's top live game: England. League, Home v Away, 1:0 after a first half of 1:0. */
function stubTop() {
  const game = { ...gameFixture(5), period: 2, periodScores: [{ first: 1, second: 0 }] };
  apiStubs.set(`GET ${SPORTSBOOK_PATHS.top}`, (request) => ({
    status: 200,
    data: request.params?.section === 'live' ? { total: 1, games: [game] } : { total: 0, games: [] },
  }));
}

beforeEach(() => {
  testStores().user.userId = null;
  stubSiteConfig();
  stubSiteServices();
  apiStubs.clear();
  stubTop();
});

describe("the player's display toggles (office settings)", { timeout: 30_000 }, () => {
  it('MISC-013 off by default: regular rows, no event numbers, no period scores, the casino in the navigation', async () => {
    renderApp('/en');
    const row = await screen.findByRole('article', { name: 'Home v Away' }, { timeout: 15_000 });
    expect(row).not.toHaveAttribute('data-density');
    expect(within(row).queryByText('No. 5')).toBeNull();
    expect(within(row).queryByText(/^Periods:/)).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Casino' })).toBeInTheDocument();
  });

  it('MISC-013 compact view, event numbers, detailed score and sports only change the pages', async () => {
    const preferences = preferencesOf(testStores());
    for (const name of ['compactView', 'showGameId', 'detailedScore', 'sportsOnly'] as const)
      setToggle(preferences, name, true);
    renderApp('/en');
    const row = await screen.findByRole('article', { name: 'Home v Away' }, { timeout: 15_000 });
    expect(row).toHaveAttribute('data-density', 'compact');
    expect(within(row).getByText('No. 5')).toBeInTheDocument();
    expect(within(row).getByText('Periods: 1:0')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Casino' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Live' })).toBeInTheDocument();
  });
});
