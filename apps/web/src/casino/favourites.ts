import { proxy } from 'valtio';
import { fetchFavourites, setFavourite } from '../api/casino';
import { onSignIn } from '../stores/user';

/**
 * The signed-in player's favourite games (slugs), loaded once per session when a casino page first asks, and
 * changed optimistically: the star turns at once and turns back if the server refuses.
 */
export const favouritesStore = proxy<{ slugs: string[]; status: 'idle' | 'loading' | 'ready' | 'error' }>({
  slugs: [],
  status: 'idle',
});

let loading: Promise<void> | null = null;

export function loadFavourites(): Promise<void> {
  if (loading !== null) return loading;
  favouritesStore.status = 'loading';
  loading = fetchFavourites().then(
    (list) => {
      favouritesStore.slugs = list.games.map((game) => game.slug);
      favouritesStore.status = 'ready';
    },
    () => {
      favouritesStore.status = 'error';
      loading = null;
    },
  );
  return loading;
}

/** Forgets the list (another player signs in, or the player signs out). */
export function resetFavourites(): void {
  loading = null;
  favouritesStore.slugs = [];
  favouritesStore.status = 'idle';
}

onSignIn(() => resetFavourites());

/** Turns a game's star; false when the server refused (the star is turned back). */
export async function toggleFavourite(slug: string): Promise<boolean> {
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
