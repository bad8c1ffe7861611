import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SPORTSBOOK_PATHS } from '@betline/contracts/paths';
import { apiStubs, renderApp, stubSiteConfig, stubSiteServices, testStores } from '../../test/app';
import { gameFixture } from '../push/test/fakes';

const asked: string[] = [];

beforeEach(() => {
  testStores().user.userId = null;
  stubSiteConfig();
  stubSiteServices();
  apiStubs.clear();
  asked.length = 0;
  apiStubs.set(`GET ${SPORTSBOOK_PATHS.games}`, () => ({ status: 200, data: { total: 0, games: [] } }));
  apiStubs.set(`GET ${SPORTSBOOK_PATHS.search}`, (request) => {
    const q = String(request.params?.q);
    asked.push(q);
    const games = q === 'Home' ? [gameFixture(5)] : [];
    return { status: 200, data: { games, champs: [], teams: [] } };
  });
});

describe('the sportsbook search on the board', { timeout: 30_000 }, () => {
  it('asks once typing pauses, shows the games found, and says when nothing is found', async () => {
    const user = userEvent.setup();
    renderApp('/en/line');
    const box = await screen.findByRole(
      'searchbox',
      { name: 'Search teams and championships' },
      { timeout: 15_000 },
    );
    await user.type(box, 'H');
    expect(await screen.findByText('Type at least 2 characters.')).toBeInTheDocument();
    await user.type(box, 'ome');
    const search = screen.getByRole('search');
    await waitFor(() => expect(within(search).getByText(/Home/)).toBeInTheDocument());
    // One request for the term the player stopped at, none for the letters on the way.
    expect(asked).toEqual(['Home']);
    await user.clear(box);
    await user.type(box, 'zzz');
    expect(await within(search).findByText('Nothing found for “zzz”.')).toBeInTheDocument();
    expect(asked).toEqual(['Home', 'zzz']);
  });
});
