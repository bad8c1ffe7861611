import { proxy } from 'valtio';
import type { FavouriteKind } from '@betline/contracts/paths';
import type { FavouritesResponse } from '@betline/contracts';
import type { Stores } from '../../stores';

/**
 * The signed-in player's sportsbook favourites, per app instance. This module is what the stars carry (the
 * state only); loading, changes and the notices of starred games come with `./store` after a sign-in.
 */
export interface SportFavourites {
  /** `kind:id` of every star, for the stars' pressed state. */
  keys: string[];
  /** The list as the server last answered it (the favourites block). */
  list: FavouritesResponse | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The player switched the notices of starred games on (this browser). */
  alerts: boolean;
}

/** What follows the starred games on the push channel (`stop` releases it). */
export interface FavouriteWatch {
  stop(): void;
}

export const favouriteKey = (kind: FavouriteKind, id: number): string => `${kind}:${id}`;

/** This app instance's favourites (made on first use). */
export function sportFavouritesOf(stores: Pick<Stores, 'lazy'>): SportFavourites {
  return (stores.lazy.sportFavourites ??= proxy<SportFavourites>({
    keys: [],
    list: null,
    status: 'idle',
    alerts: false,
  }));
}
