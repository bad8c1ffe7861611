import { FAVOURITE_PATHS, pathWith, type FavouriteKind } from '@betline/contracts/paths';
import type { FavouritesResponse } from '@betline/contracts';
import { http } from './client';
import { checkAnswer } from './validate';

/** Sportsbook favourites: its own module, loaded after a sign-in and by the favourites block. */

export async function fetchSportFavourites(signal?: AbortSignal): Promise<FavouritesResponse> {
  const { data } = await http.get<unknown>(FAVOURITE_PATHS.list, { signal, quiet: true });
  return checkAnswer<FavouritesResponse>('favouritesResponseSchema', data, FAVOURITE_PATHS.list);
}

/** Stars (`on`) or unstars a game, championship or team; answers the player's favourites after the change. */
export async function setSportFavourite(
  kind: FavouriteKind,
  id: number,
  on: boolean,
): Promise<FavouritesResponse> {
  const path = pathWith(FAVOURITE_PATHS.one, { kind, id });
  const { data } = on
    ? await http.put<unknown>(path, undefined, { quiet: true })
    : await http.delete<unknown>(path, { quiet: true });
  return checkAnswer<FavouritesResponse>('favouritesResponseSchema', data, path);
}
