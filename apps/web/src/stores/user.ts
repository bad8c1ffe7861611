import { proxy } from 'valtio';
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

/**
 * The player's other stores load with the first sign-in: a guest's first screen does not carry the wallet,
 * limit-service and consent-log code (DESIGN "Budgets").
 */
const playerModules = () =>
  Promise.all([import('./account'), import('./consent'), import('../api/limits')]).then(
    ([account, consent, limits]) => ({ account, consent, limits }),
  );
let loadedPlayerModules: Awaited<ReturnType<typeof playerModules>> | undefined;

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

export const userStore = proxy<UserState>({
  userId: null,
  sessionChecked: false,
  config: null,
  banLevel: 0,
  endReason: null,
});

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
let channel: BroadcastChannel | undefined;

function tabs(): BroadcastChannel | undefined {
  if (channel === undefined && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel('betline-session');
    channel.onmessage = (event: MessageEvent<TabMessage>) => {
      const message = event.data;
      if (message.type === 'signedOut' && userStore.userId !== null) {
        clearLocalSession(message.reason ?? 'elsewhere');
      } else if (message.type === 'signedIn' && userStore.userId !== message.userId) {
        void afterSignIn(message.userId, false);
      }
    };
  }
  return channel;
}

export function tell(message: TabMessage): void {
  try {
    tabs()?.postMessage(message);
  } catch {
    // A closed channel: the other tabs find out at their next session check.
  }
}

// ---- sign-in and sign-out ----

const signInListeners = new Set<(userId: number) => void>();

/** Runs `listener` on every sign-in (the site config reloads, AUTH-010). */
export function onSignIn(listener: (userId: number) => void): () => void {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
}

/** AUTH-003/004/005, ACC-015: the user id is set, accounts refresh, the saved consent time is sent. */
export async function afterSignIn(userId: number, broadcast = true): Promise<void> {
  const changed = userStore.userId !== userId;
  userStore.userId = userId;
  userStore.sessionChecked = true;
  userStore.endReason = null;
  removeItem(STORAGE_KEYS.sessionEnd, 'session');
  if (broadcast && changed) tell({ type: 'signedIn', userId });
  if (changed) for (const listener of signInListeners) listener(userId);
  const modules = await playerModules();
  loadedPlayerModules = modules;
  await Promise.all([
    modules.account.loadBalance(),
    modules.consent.sendSavedAgreementTime(),
    fetchUserConfig()
      .then((config) => {
        if (userStore.userId === userId) userStore.config = config;
      })
      .catch((error: unknown) => {
        console.warn('user config could not be loaded:', error instanceof Error ? error.message : error);
      }),
  ]);
}

/** Forgets the player in this tab (AUTH-013/014): cookies, token, user id, ban level, balances. */
export function clearLocalSession(reason: SessionEndReason | null): void {
  removeCookie(COOKIE_NAMES.ua);
  removeCookie(COOKIE_NAMES.userToken);
  removeCookie(CSRF_COOKIE);
  loadedPlayerModules?.limits.forgetUserToken();
  loadedPlayerModules?.account.resetAccount();
  userStore.userId = null;
  userStore.config = null;
  userStore.banLevel = 0;
  userStore.endReason = reason;
  if (reason !== null) writeString(STORAGE_KEYS.sessionEnd, reason, 'session');
  // COUPON-047: a logout also switches one-click bets off (the coupon store may not be loaded on this page).
  void import('./coupon').then((coupon) => coupon.clearOneClick());
  if (reason === 'excluded' || reason === 'elsewhere') {
    void import('./sessionEnd').then((module) => module.announceSessionEnd(reason));
  }
}

/**
 * AUTH-002/003/006/007: checks the session. Without the CSRF cookie there is no session to ask about: a
 * guest's first screen waits for nothing. A 401 is an answer (no session); network and server failures are
 * retried twice at 1500 ms.
 */
export async function runSessionCheck(wait: (ms: number) => Promise<void> = sleep): Promise<void> {
  const mayHaveSession = readCookie(CSRF_COOKIE) !== undefined || userStore.userId !== null;
  if (!mayHaveSession) {
    removeCookie(COOKIE_NAMES.ua);
    removeCookie(COOKIE_NAMES.userToken);
    userStore.sessionChecked = true;
    return;
  }
  for (let attempt = 0; attempt <= SESSION_CHECK.retries; attempt += 1) {
    try {
      const { userId } = await checkSession();
      if (userStore.userId !== userId) await afterSignIn(userId, false);
      userStore.sessionChecked = true;
      return;
    } catch (error) {
      const definite = isHttpError(error) && error.response.status < 500;
      if (definite || attempt === SESSION_CHECK.retries) {
        if (userStore.userId !== null) {
          // AUTH-006: the session is gone (revoked elsewhere, ended by a limit or an exclusion).
          const code = (
            isHttpError(error) ? (error.response.data as { code?: unknown } | undefined)?.code : undefined
          ) as string | undefined;
          clearLocalSession(
            code === 'session_limit' ? 'sessionLimit' : code === 'excluded' ? 'excluded' : 'elsewhere',
          );
          tell({ type: 'signedOut', reason: userStore.endReason });
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
/** Whether this page has asked for the late session (API-005) already. */
let lateSessionAsked = false;

export function watchSession(doc: Document = document): () => void {
  tabs();
  const timer = setInterval(() => {
    if (doc.visibilityState === 'visible') void runSessionCheck();
  }, SESSION_CHECK.everyMs);
  const onVisible = () => {
    if (doc.visibilityState === 'visible') void runSessionCheck();
  };
  doc.addEventListener('visibilitychange', onVisible);
  // Its code loads when it runs: nothing of it on the first screen's path.
  const late = setTimeout(() => {
    // Once per page, however many watchers ran (an effect run twice, a remount).
    if (lateSessionAsked) return;
    lateSessionAsked = true;
    void import('./lateSession').then((module) => module.loadLateSession());
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

/** Back to the first state; for tests. */
export function resetUserStore(): void {
  lateSessionAsked = false;
  userStore.userId = null;
  userStore.sessionChecked = false;
  userStore.config = null;
  userStore.banLevel = 0;
  userStore.endReason = null;
}
