import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAVOURITE_PATHS, pathWith } from '@betline/contracts/paths';
import type { FavouritesResponse } from '@betline/contracts';
import { apiStubs, renderApp, stubSiteConfig, testStores } from '../../test/app';
import { favouritesTexts } from './texts';

const LIST: FavouritesResponse = {
  games: [
    {
      id: 5,
      name: 'Arsenal — Chelsea',
      home: 'Arsenal',
      away: 'Chelsea',
      status: 'live',
      score: [2, 1],
      startAt: '2026-12-01T10:00:00.000Z',
      sportId: 1,
      sportNameEng: 'Football',
      sportKind: 'sport',
      champId: 3,
      champNameEng: 'Premier League',
      addedAt: '2026-12-01T10:00:00.000Z',
    },
    {
      id: 9,
      name: null,
      home: null,
      away: null,
      status: null,
      score: null,
      startAt: null,
      sportId: null,
      sportNameEng: null,
      sportKind: null,
      champId: null,
      champNameEng: null,
      addedAt: '2026-11-01T10:00:00.000Z',
    },
  ],
  champs: [
    {
      id: 3,
      name: 'Premier League',
      countryEng: 'England',
      sportId: 1,
      sportNameEng: 'Football',
      addedAt: '2026-12-01T10:00:00.000Z',
    },
  ],
  teams: [
    {
      id: 7,
      name: 'Arsenal',
      countryEng: 'England',
      sportId: 1,
      sportNameEng: 'Football',
      champId: 3,
      champNameEng: 'Premier League',
      addedAt: '2026-12-01T10:00:00.000Z',
    },
  ],
  max: 200,
};

beforeAll(async () => {
  await favouritesTexts('en');
  await import('../../pages/routes/office-settings');
}, 30_000);

beforeEach(() => {
  stubSiteConfig();
  apiStubs.set(`GET ${FAVOURITE_PATHS.list}`, () => ({ status: 200, data: LIST }));
});

describe('the favourites block of the office', () => {
  it('lists the starred games with their state, the championships and the teams, each with a link and a remove button', async () => {
    const stores = testStores();
    stores.user.userId = 42;
    await stores.events.emit('signedIn', { userId: 42, changed: true });
    const deleted: string[] = [];
    apiStubs.set(`DELETE ${pathWith(FAVOURITE_PATHS.one, { kind: 'team', id: 7 })}`, () => {
      deleted.push('team 7');
      return { status: 200, data: { ...LIST, teams: [] } };
    });
    renderApp('/en/office/settings');
    const block = await screen.findByRole('region', { name: 'Favourites' }, { timeout: 15_000 });
    const game = await within(block).findByRole('link', { name: 'Arsenal — Chelsea' });
    expect(game).toHaveAttribute('href', '/en/live/sport/1-football/3-premier-league/5');
    expect(within(block).getByText('Live')).toBeInTheDocument();
    expect(within(block).getByText('2:1')).toBeInTheDocument();
    // A game the feed no longer keeps is named by its number, without a link, and can still be removed.
    expect(within(block).getByText('Game 9')).toBeInTheDocument();
    expect(within(block).getByText('No longer available')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Premier League' })).toHaveAttribute(
      'href',
      '/en/team/line/1-football/3-premier-league',
    );
    expect(within(block).getByRole('link', { name: 'Arsenal' })).toHaveAttribute(
      'href',
      '/en/team/line/7-arsenal',
    );
    expect(
      within(block).getByRole('switch', { name: 'Notify me about my favourite games' }),
    ).not.toBeChecked();

    await userEvent.click(within(block).getByRole('button', { name: 'Remove Arsenal from favourites' }));
    await waitFor(() => expect(within(block).queryByRole('link', { name: 'Arsenal' })).toBeNull());
    expect(deleted).toEqual(['team 7']);
    expect(within(block).getByRole('button', { name: 'Remove Game 9 from favourites' })).toBeInTheDocument();
  });
});
