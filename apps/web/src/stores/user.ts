import { proxy, ref } from 'valtio';
import type { Stores } from './index';
import type { UserConfig } from '../api/types';
import { checkSession, fetchUserConfig } from '../api/identity';
import { isHttpError } from '../api/http';
import { CSRF_COOKIE } from '@betline/contracts/paths';
import {
  COOKIE_NAMES,
  readCookie,
  readString,
  removeCookie,
  removeItem,
  writeString,
  STORAGE_KEYS,
} from '../lib/storage';

/** Why a session ended without the player asking: shown once on the next page. */
export type SessionEndReason = 'inactivity' | 'sessionLimit' | 'excluded' | 'elsewhere';

/** The signed-in player, if any (AUTH-001: authenticated when a user id is set). */
export interface UserState {
  userId: number | null;
  /** The first session check is over; the guards wait for it so a reload of a player's page stays there. */
  sessionChecked: boolean;
  /** ACC-011: loaded once signed in (ACC-015). */
  config: UserConfig | null;
  /** Ban level of the last rights answer; reset on logout (AUTH-014). */
  banLevel: number;
  /** Set when the last session ended on its own (inactivity, session limit, exclusion, another tab). */
  endReason: SessionEndReason | null;
}

/** The user store of one app instance, with what its session machinery keeps (not drawn by anyone). */
export interface UserStore extends UserState {
  /** This page has asked for the late session (API-005) already. */
  lateSessionAsked: boolean;
  /** The channel to the other tabs of this browser, opened by the first watcher. */
  tabs: { channel: BroadcastChannel | undefined };
  /**
   * AUTH-015: the page (path and query) the player signed out on in this tab. Should it still be on screen when
   * the session is gone, its guard sends the guest home, never to sign-in with a way back to it. Cleared once
   * another page is shown, or at the next sign-in.
   */
  signedOutFrom: string | null;
  /**
   * How many times this tab's session began or ended. A session answer asked for before one of them is stale when
   * it arrives after it: it never signs a player back in who has just signed out, nor out who has just signed in.
   */
  sessionChanges: number;
}

export function createUserStore(): UserStore {
  return proxy<UserStore>({
    userId: null,
    sessionChecked: false,
    config: null,
    banLevel: 0,
    endReason: null,
    lateSessionAsked: false,
    tabs: ref({ channel: undefined }),
    signedOutFrom: null,
    sessionChanges: 0,
  });
}

/** What the session actions act on: the user store, and the bus that tells the other stores. */
export type SessionStores = Pick<Stores, 'user' | 'events'> & Partial<Pick<Stores, 'readCookie'>>;

/** Derived: hidden languages and protected routes depend on it (I18N-004). */
export function isSignedIn(state: Pick<UserState, 'userId'>): boolean {
  return state.userId !== null;
}

/** AUTH-002: the first check retries twice, 1500 ms apart. AUTH-008: again every 60 s while visible. */
export const SESSION_CHECK = { retries: 2, retryMs: 1500, everyMs: 60_000 } as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---- tabs: a sign-out in one tab signs every tab out at once ----

type TabMessage =
  { type: 'signedOut'; reason: SessionEndReason | null } | { type: 'signedIn'; userId: number };

function tabs(stores: SessionStores): BroadcastChannel | undefined {
  const { user } = stores;
  if (user.tabs.channel === undefined && typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel('betline-session');
    channel.onmessage = (event: MessageEvent<TabMessage>) => {
      const message = event.data;
      if (message.type === 'signedOut' && user.userId !== null) {
        clearLocalSession(stores, message.reason ?? 'elsewhere');
      } else if (message.type === 'signedIn' && user.userId !== message.userId) {
        void afterSignIn(stores, message.userId, false);
      }
    };
    user.tabs.channel = channel;
  }
  return user.tabs.channel;
}

export function tell(stores: SessionStores, message: TabMessage): void {
  try {
    tabs(stores)?.postMessage(message);
  } catch {
    // A closed channel: the other tabs find out at their next session check.
  }
}

// ---- sign-in and sign-out ----

/**
 * AUTH-003/004/005, ACC-015: the user id is set and every store that cares hears of it (the balance and the
 * user config load, the saved consent time is sent, the site config reloads: AUTH-010); settles when they did.
 */
export async function afterSignIn(stores: SessionStores, userId: number, broadcast = true): Promise<void> {
  const { user } = stores;
  const changed = user.userId !== userId;
  if (changed) user.sessionChanges += 1;
  user.userId = userId;
  user.sessionChecked = true;
  user.endReason = null;
  user.signedOutFrom = null;
  removeItem(STORAGE_KEYS.sessionEnd, 'session');
  if (broadcast && changed) tell(stores, { type: 'signedIn', userId });
  await stores.events.emit('signedIn', { userId, changed });
}

/** AUTH-015: the player is signing out on `path` (a players-only page), which then goes home (PageFrame). */
export function markSignedOutFrom(user: UserStore, path: string): void {
  user.signedOutFrom = path;
}

/** AUTH-015: another page than the one signed out on is shown: that one is an ordinary page again. */
export function forgetSignedOutFrom(user: UserStore, shown: string): void {
  if (user.signedOutFrom !== null && user.signedOutFrom !== shown) user.signedOutFrom = null;
}

/** ACC-011: the player's config (loaded once signed in, ACC-015); kept only if the same player is still here. */
export async function loadUserConfig(user: UserStore, userId: number): Promise<void> {
  try {
    const config = await fetchUserConfig();
    if (user.userId === userId) user.config = config;
  } catch (error) {
    console.warn('user config could not be loaded:', error instanceof Error ? error.message : error);
  }
}

/** ACC-026: the player changed a setting the user config carries (hiding the balance). */
export function setHideBalance(user: UserStore, hide: boolean): void {
  if (user.config !== null) user.config.user_hide_balance = hide;
}

/** Forgets the player in this tab (AUTH-013/014): cookies, user id, ban level; the other stores hear of it. */
export function clearLocalSession(stores: SessionStores, reason: SessionEndReason | null): void {
  const { user } = stores;
  removeCookie(COOKIE_NAMES.ua);
  removeCookie(COOKIE_NAMES.userToken);
  removeCookie(CSRF_COOKIE);
  user.userId = null;
  user.config = null;
  user.banLevel = 0;
  user.endReason = reason;
  user.sessionChanges += 1;
  if (reason !== null) writeString(STORAGE_KEYS.sessionEnd, reason, 'session');
  void stores.events.emit('signedOut', { reason });
}

/**
 * AUTH-002/003/006/007: checks the session. Without the CSRF cookie there is no session to ask about: a
 * guest's first screen waits for nothing. A 401 is an answer (no session); network and server failures are
 * retried twice at 1500 ms.
 */
export async function runSessionCheck(
  stores: SessionStores,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<void> {
  const { user: userStore } = stores;
  const read = stores.readCookie ?? readCookie;
  const mayHaveSession = read(CSRF_COOKIE) !== undefined || userStore.userId !== null;
  if (!mayHaveSession) {
    removeCookie(COOKIE_NAMES.ua);
    removeCookie(COOKIE_NAMES.userToken);
    userStore.sessionChecked = true;
    return;
  }
  for (let attempt = 0; attempt <= SESSION_CHECK.retries; attempt += 1) {
    const asked = userStore.sessionChanges;
    // Signed in or out while the answer was on its way: it describes a session that is no longer this tab's.
    const stale = () => userStore.sessionChanges !== asked;
    try {
      const { userId } = await checkSession();
      if (!stale() && userStore.userId !== userId) await afterSignIn(stores, userId, false);
      userStore.sessionChecked = true;
      return;
    } catch (error) {
      if (stale()) {
        userStore.sessionChecked = true;
        return;
      }
      const definite = isHttpError(error) && error.response.status < 500;
      if (definite || attempt === SESSION_CHECK.retries) {
        if (userStore.userId !== null) {
          // AUTH-006: the session is gone (revoked elsewhere, ended by a limit or an exclusion).
          const code = (
            isHttpError(error) ? (error.response.data as { code?: unknown } | undefined)?.code : undefined
          ) as string | undefined;
          clearLocalSession(
            stores,
            code === 'session_limit' ? 'sessionLimit' : code === 'excluded' ? 'excluded' : 'elsewhere',
          );
          tell(stores, { type: 'signedOut', reason: userStore.endReason });
        } else {
          // AUTH-007.
          removeCookie(COOKIE_NAMES.ua);
          removeCookie(COOKIE_NAMES.userToken);
        }
        userStore.sessionChecked = true;
        return;
      }
      await wait(SESSION_CHECK.retryMs);
    }
  }
}

/**
 * AUTH-008/009: re-checks every 60 s while the page is visible, and when the player returns to it.
 * Answers a stop function.
 */
export function watchSession(stores: SessionStores, doc: Document = document): () => void {
  tabs(stores);
  const timer = setInterval(() => {
    if (doc.visibilityState === 'visible') void runSessionCheck(stores);
  }, SESSION_CHECK.everyMs);
  const onVisible = () => {
    if (doc.visibilityState === 'visible') void runSessionCheck(stores);
  };
  doc.addEventListener('visibilitychange', onVisible);
  // Its code loads when it runs: nothing of it on the first screen's path.
  const late = setTimeout(() => {
    // Once per page, however many watchers ran (an effect run twice, a remount).
    if (stores.user.lateSessionAsked) return;
    stores.user.lateSessionAsked = true;
    void import('./lateSession').then((module) => module.loadLateSession(stores));
  }, SESSION_LOAD_DELAY_MS);
  return () => {
    clearInterval(timer);
    clearTimeout(late);
    doc.removeEventListener('visibilitychange', onVisible);
  };
}

/** API-005 (SPEC §9 "session load delay 8 s"): see `lateSession.ts`. */
export const SESSION_LOAD_DELAY_MS = 8_000;

/** The reason the previous session of this tab ended (after a reload), read once. */
export function takeSessionEndReason(): SessionEndReason | null {
  const stored = readString(STORAGE_KEYS.sessionEnd, 'session');
  removeItem(STORAGE_KEYS.sessionEnd, 'session');
  return stored === 'inactivity' ||
    stored === 'sessionLimit' ||
    stored === 'excluded' ||
    stored === 'elsewhere'
    ? stored
    : null;
}
