import { proxy } from 'valtio';
import { fetchFavourites, setFavourite } from '../api/casino';
import type { Stores } from '../stores';

/**
 * The signed-in player's favourite games (slugs), loaded once per session when a casino page first asks, and
 * changed optimistically: the star turns at once and turns back if the server refuses.
 */
export interface FavouritesStore {
  slugs: string[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The load under way (one per session). */
  loading: Promise<void> | null;
}

/** This app instance's favourites, made when a casino page first asks; forgotten when another player signs in. */
export function favouritesOf(stores: Pick<Stores, 'lazy' | 'events'>): FavouritesStore {
  if (stores.lazy.favourites === undefined) {
    const favourites = proxy<FavouritesStore>({ slugs: [], status: 'idle', loading: null });
    stores.events.on('signedIn', () => resetFavourites(favourites));
    stores.lazy.favourites = favourites;
  }
  return stores.lazy.favourites;
}

export function loadFavourites(favouritesStore: FavouritesStore): Promise<void> {
  if (favouritesStore.loading !== null) return favouritesStore.loading;
  favouritesStore.status = 'loading';
  const loading = fetchFavourites().then(
    (list) => {
      favouritesStore.slugs = list.games.map((game) => game.slug);
      favouritesStore.status = 'ready';
    },
    () => {
      favouritesStore.status = 'error';
      favouritesStore.loading = null;
    },
  );
  favouritesStore.loading = loading;
  return loading;
}

/** Forgets the list (another player signs in, or the player signs out). */
export function resetFavourites(favouritesStore: FavouritesStore): void {
  favouritesStore.loading = null;
  favouritesStore.slugs = [];
  favouritesStore.status = 'idle';
}

/** Turns a game's star; false when the server refused (the star is turned back). */
export async function toggleFavourite(favouritesStore: FavouritesStore, slug: string): Promise<boolean> {
  const was = favouritesStore.slugs.includes(slug);
  favouritesStore.slugs = was
    ? favouritesStore.slugs.filter((each) => each !== slug)
    : [slug, ...favouritesStore.slugs];
  try {
    const list = await setFavourite(slug, !was);
    favouritesStore.slugs = list.games.map((game) => game.slug);
    return true;
  } catch {
    favouritesStore.slugs = was
      ? [slug, ...favouritesStore.slugs.filter((each) => each !== slug)]
      : favouritesStore.slugs.filter((each) => each !== slug);
    return false;
  }
}
