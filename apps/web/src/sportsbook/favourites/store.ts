import { FAVOURITES_MAX, type FavouriteKind } from '@betline/contracts/paths';
import type { FavouritesResponse } from '@betline/contracts';
import { fetchSportFavourites, setSportFavourite } from '../../api/favourites';
import { statusOf } from '../../api/errors';
import { readString, STORAGE_KEYS, writeString } from '../../lib/storage';
import type { Stores } from '../../stores';
import { pushNotice } from '../../stores/notices';
import { i18n } from '../../i18n';
import { favouriteKey, sportFavouritesOf, type SportFavourites } from './state';

/**
 * The sportsbook favourites' actions (loaded after a sign-in, through the app bus: `stores/index.ts`): the list,
 * the stars changed at once and turned back when the server refuses, and the notices of starred games.
 *
 * While the site is open, the games starred that have not ended are followed on the push channel; a kick-off, a
 * new score and the end of one are told as an in-app notice, and as a browser notification too when the player
 * switched that on (it asks the browser's permission) and the browser allows it.
 */

/** What the player did with a star: done, refused for the most favourites a player keeps, or failed. */
export type ToggleResult = 'done' | 'limit' | 'failed';

/** What switching the browser notifications gave. */
export type AlertsResult = 'on' | 'off' | 'denied' | 'unsupported';

type Moment = 'started' | 'score' | 'finished';

function keysOf(list: FavouritesResponse): string[] {
  return [
    ...list.games.map((each) => favouriteKey('game', each.id)),
    ...list.champs.map((each) => favouriteKey('champ', each.id)),
    ...list.teams.map((each) => favouriteKey('team', each.id)),
  ];
}

function alertPlayers(): number[] {
  try {
    const value: unknown = JSON.parse(readString(STORAGE_KEYS.favouriteAlerts) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

function saveAlerts(userId: number, on: boolean): void {
  const others = alertPlayers().filter((id) => id !== userId);
  writeString(STORAGE_KEYS.favouriteAlerts, JSON.stringify(on ? [...others, userId] : others));
}

/** Whether this browser can show notifications, and what it allows. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

function setList(stores: Pick<Stores, 'lazy' | 'notices'>, list: FavouritesResponse): void {
  const state = sportFavouritesOf(stores);
  state.list = list;
  state.keys = keysOf(list);
  state.status = 'ready';
  void follow(stores);
}

/** Loads the player's favourites (again); a failure leaves the status `error` (the block offers a retry). */
export async function loadSportFavourites(stores: Pick<Stores, 'lazy' | 'notices'>): Promise<void> {
  const state = sportFavouritesOf(stores);
  state.status = 'loading';
  try {
    setList(stores, await fetchSportFavourites());
  } catch {
    state.status = 'error';
  }
}

/** A player signed in: their favourites and their notification switch of this browser. Never throws. */
export async function startFavourites(
  stores: Pick<Stores, 'lazy' | 'notices'>,
  userId: number,
): Promise<void> {
  stopFavourites(stores);
  sportFavouritesOf(stores).alerts = alertPlayers().includes(userId);
  await loadSportFavourites(stores);
}

/** The player is gone: the list, the stars and the followed games go with them. */
export function stopFavourites(stores: Pick<Stores, 'lazy'>): void {
  stores.lazy.favouriteWatch?.stop();
  stores.lazy.favouriteWatch = undefined;
  const state = sportFavouritesOf(stores);
  state.keys = [];
  state.list = null;
  state.status = 'idle';
  state.alerts = false;
}

/** Stars or unstars at once; the server's answer then decides (a refusal turns the star back). */
export async function toggleSportFavourite(
  stores: Pick<Stores, 'lazy' | 'notices'>,
  kind: FavouriteKind,
  id: number,
): Promise<ToggleResult> {
  const state = sportFavouritesOf(stores);
  const key = favouriteKey(kind, id);
  const was = state.keys.includes(key);
  state.keys = was ? state.keys.filter((each) => each !== key) : [key, ...state.keys];
  try {
    setList(stores, await setSportFavourite(kind, id, !was));
    return 'done';
  } catch (error) {
    state.keys = was
      ? [key, ...state.keys.filter((each) => each !== key)]
      : state.keys.filter((each) => each !== key);
    return statusOf(error) === 409 ? 'limit' : 'failed';
  }
}

/** A star pressed: toggles it, and tells the player when that did not work. */
export async function pressStar(
  stores: Pick<Stores, 'lazy' | 'notices'>,
  kind: FavouriteKind,
  id: number,
): Promise<ToggleResult> {
  const result = await toggleSportFavourite(stores, kind, id);
  if (result !== 'done') {
    const { t } = await texts();
    pushNotice(stores.notices, {
      id: 'favourite-refused',
      kind: 'error',
      message:
        result === 'limit'
          ? t('limit', { max: stores.lazy.sportFavourites?.list?.max ?? FAVOURITES_MAX })
          : t('failed'),
    });
  }
  return result;
}

/**
 * Switches the browser notifications of starred games. Switching on asks the browser's permission first (once:
 * a refusal stays until the player changes it in the browser); the switch stays off when it is refused.
 */
export async function switchAlerts(
  stores: Pick<Stores, 'lazy' | 'user'>,
  on: boolean,
): Promise<AlertsResult> {
  const state = sportFavouritesOf(stores);
  const userId = stores.user.userId;
  if (!on) {
    state.alerts = false;
    if (userId !== null) saveAlerts(userId, false);
    return 'off';
  }
  const permission = notificationPermission();
  if (permission === 'unsupported') return 'unsupported';
  const answer = permission === 'default' ? await Notification.requestPermission() : permission;
  if (answer !== 'granted') return 'denied';
  state.alerts = true;
  if (userId !== null) saveAlerts(userId, true);
  return 'on';
}

// ------------------------------------------------------------------------------------- starred games, live

async function texts() {
  // The resource store is the first screen's (a static import): importing it dynamically would split it out of
  // the entry into a chunk of its own on every page.
  const { FAVOURITES_NS, favouritesTextsReady } = await import('../../i18n/favouritesTexts');
  await favouritesTextsReady().catch(() => undefined);
  return { t: i18n.getFixedT(null, FAVOURITES_NS) };
}

/** Tells the player what happened to a starred game: an in-app notice, and a browser notification if allowed. */
export async function announce(
  stores: Pick<Stores, 'lazy' | 'notices'>,
  moment: Moment,
  game: { id: number; name: string; score: readonly [number, number] },
): Promise<void> {
  const { t } = await texts();
  const title = t('notice.title');
  const message = t(`notice.${moment}`, { game: game.name, score: `${game.score[0]}:${game.score[1]}` });
  const tag = `favourite-game-${game.id}`;
  // One notice per game: a newer moment replaces the one still shown.
  pushNotice(stores.notices, { id: tag, kind: 'info', title, message });
  if (!sportFavouritesOf(stores).alerts || notificationPermission() !== 'granted') return;
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) await registration.showNotification(title, { body: message, tag });
    else new Notification(title, { body: message, tag });
  } catch {
    // A browser that refuses to show it now: the in-app notice has told the player.
  }
}

/** The moment a change of a starred game is, if any. */
export function momentOf(
  before: { status: string; score: readonly [number, number] },
  after: { status: string; score: readonly [number, number] },
): Moment | null {
  if (after.status === 'finished') return before.status === 'finished' ? null : 'finished';
  if (after.status !== 'live') return null;
  if (before.status === 'line') return 'started';
  return before.score[0] !== after.score[0] || before.score[1] !== after.score[1] ? 'score' : null;
}

/** Follows the starred games that have not ended on the push channel (again, after every change of the list). */
async function follow(stores: Pick<Stores, 'lazy' | 'notices'>): Promise<void> {
  stores.lazy.favouriteWatch?.stop();
  stores.lazy.favouriteWatch = undefined;
  const state: SportFavourites = sportFavouritesOf(stores);
  const games = (state.list?.games ?? []).filter(
    (each) => each.name !== null && (each.status === 'line' || each.status === 'live'),
  );
  if (games.length === 0 || typeof window === 'undefined') return;
  let stopped = false;
  const watch = {
    stop: () => {
      stopped = true;
    },
  };
  stores.lazy.favouriteWatch = watch;
  // The push channel's index: its modules stay one chunk with the boards' (importing the client or the live
  // store alone would split that chunk).
  const { pushOf, liveOf } = await import('../push');
  if (stopped) return;
  const live = liveOf(stores);
  const last = new Map(
    games.map((each) => [
      each.id,
      {
        name: each.name ?? '',
        status: each.status ?? 'line',
        score: (each.score ?? [0, 0]) as readonly [number, number],
      },
    ]),
  );
  const release = pushOf(stores).subscribe({ gameIds: games.map((each) => each.id) });
  const unsubscribes = games.map((game) =>
    live.games.subscribe(game.id, () => {
      const entry = live.games.get(game.id);
      const before = last.get(game.id);
      if (entry === undefined || before === undefined) return;
      const moment = momentOf(before, entry);
      last.set(game.id, { ...before, status: entry.status, score: entry.score });
      if (moment !== null)
        void announce(stores, moment, { id: game.id, name: before.name, score: entry.score });
    }),
  );
  watch.stop = () => {
    release();
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
