import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { FAVOURITE_PATHS, pathWith } from '@betline/contracts/paths';
import type { FavouritesResponse } from '@betline/contracts';
import { StoresContext } from '../../stores';
import { apiStubs, stubSiteConfig, testStores } from '../../test/app';
import { FavouriteStar } from './FavouriteStar';
import { sportFavouritesOf } from './state';
import { favouritesTexts } from './texts';

const EMPTY: FavouritesResponse = { games: [], champs: [], teams: [], max: 200 };

const TEAM = {
  id: 7,
  name: 'Arsenal',
  countryEng: 'England',
  sportId: 1,
  sportNameEng: 'Football',
  champId: 3,
  champNameEng: 'Premier League',
  addedAt: '2026-12-01T10:00:00.000Z',
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderStar() {
  const router = createMemoryRouter(
    [
      {
        path: '/en/team/line/7-arsenal',
        element: (
          <>
            <FavouriteStar kind="team" id={7} name="Arsenal" />
            <Where />
          </>
        ),
      },
      { path: '/en/user/login', element: <Where /> },
    ],
    { initialEntries: ['/en/team/line/7-arsenal'] },
  );
  return render(
    <StoresContext.Provider value={testStores()}>
      <RouterProvider router={router} />
    </StoresContext.Provider>,
  );
}

beforeAll(async () => {
  // The star's texts are in before it renders (its first render would otherwise suspend on their chunk).
  await favouritesTexts('en');
});

beforeEach(() => {
  stubSiteConfig();
  testStores().user.userId = null;
  testStores().global.language = 'en';
});

describe('the favourite star', () => {
  it('is a toggle button named by what it does; a guest pressing it is asked to sign in and comes back', async () => {
    renderStar();
    const star = await screen.findByRole('button', { name: 'Add Arsenal to favourites' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        `/en/user/login?returnUrl=${encodeURIComponent('/en/team/line/7-arsenal')}`,
      ),
    );
  });

  it('stars and unstars for a player, from the keyboard too, with the server deciding', async () => {
    const stores = testStores();
    stores.user.userId = 42;
    const calls: string[] = [];
    const path = pathWith(FAVOURITE_PATHS.one, { kind: 'team', id: 7 });
    apiStubs.set(`PUT ${path}`, () => {
      calls.push('PUT');
      return { status: 200, data: { ...EMPTY, teams: [TEAM] } };
    });
    apiStubs.set(`DELETE ${path}`, () => {
      calls.push('DELETE');
      return { status: 200, data: EMPTY };
    });
    renderStar();
    const star = await screen.findByRole('button', { name: 'Add Arsenal to favourites' });
    star.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(star).toHaveAccessibleName('Remove Arsenal from favourites');
    await waitFor(() => expect(sportFavouritesOf(stores).list?.teams).toHaveLength(1));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(calls).toEqual(['PUT', 'DELETE']));
    expect(star).toHaveAccessibleName('Add Arsenal to favourites');
  });

  it('turns back and says why when the server refuses (the most favourites a player keeps)', async () => {
    const stores = testStores();
    stores.user.userId = 42;
    apiStubs.set(`PUT ${pathWith(FAVOURITE_PATHS.one, { kind: 'team', id: 7 })}`, () => ({
      status: 409,
      data: {
        statusCode: 409,
        error: 'Conflict',
        message: 'at most 200 favourites: remove one before adding another',
        code: 'too_many_favourites',
      },
    }));
    renderStar();
    const star = await screen.findByRole('button', { name: 'Add Arsenal to favourites' });
    await userEvent.click(star);
    await waitFor(() =>
      expect(stores.notices.queue.map((notice) => notice.message)).toContain(
        'You can keep up to 200 favourites. Remove one to add another.',
      ),
    );
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });
});
