import {
  COOKIE_NAMES,
  readCookie,
  readString,
  removeItem,
  writeCookie,
  writeString,
  STORAGE_KEYS,
  type ReadCookie,
} from '../lib/storage';

/** NOTICE-006: an age acceptance is remembered 3 days (2592e5 ms). */
export const AGE_ACCEPTANCE_MS = 2592e5;

/** Where the acceptance is kept: local storage (3 days), or session storage in the alternative mode. */
export type AgeGateStorage = 'local' | 'session';

const DAY_MS = 86_400_000;

/** Whether an acceptance at `at` (ms) still counts. */
function counts(at: number, storage: AgeGateStorage, now: number): boolean {
  if (!Number.isFinite(at) || at <= 0) return false;
  return storage === 'session' || now - at < AGE_ACCEPTANCE_MS;
}

/** The cookie's value: the mode's letter (`l` local, `s` session) and the time (ms) of the acceptance. */
const cookieValue = (at: number, storage: AgeGateStorage) => `${storage === 'local' ? 'l' : 's'}${at}`;

/**
 * Whether the `betline_age` cookie holds an acceptance of this mode that still counts: what the server renders
 * the page with (and the browser's first render, which draws the same).
 */
export function ageAcceptedByCookie(
  storage: AgeGateStorage,
  read: ReadCookie = readCookie,
  now = Date.now(),
): boolean {
  const value = read(COOKIE_NAMES.ageAccepted) ?? '';
  const prefix = storage === 'local' ? 'l' : 's';
  return value.startsWith(prefix) && counts(Number(value.slice(1)), storage, now);
}

/**
 * NOTICE-005..007: whether the visitor accepted the age question recently enough: in this storage, or in the
 * cookie. An acceptance found only in storage (kept before the cookie existed) is copied to the cookie.
 */
export function isAgeAccepted(
  storage: AgeGateStorage,
  now = Date.now(),
  read: ReadCookie = readCookie,
): boolean {
  const at = Number(readString(STORAGE_KEYS.ageAccepted, storage));
  if (counts(at, storage, now)) {
    if (!ageAcceptedByCookie(storage, read, now)) rememberInCookie(at, storage, now);
    return true;
  }
  if (storage === 'local' && Number.isFinite(at) && at > 0) removeItem(STORAGE_KEYS.ageAccepted, storage);
  return ageAcceptedByCookie(storage, read, now);
}

/** The cookie lives as long as the acceptance: 3 days from it, or the browser session in the alternative mode. */
function rememberInCookie(at: number, storage: AgeGateStorage, now: number): void {
  writeCookie(
    COOKIE_NAMES.ageAccepted,
    cookieValue(at, storage),
    storage === 'session' ? undefined : (at + AGE_ACCEPTANCE_MS - now) / DAY_MS,
  );
}

/** NOTICE-006/007: the acceptance in the seed's storage, and in the cookie the server renders with. */
export function acceptAge(storage: AgeGateStorage, now = Date.now()): void {
  writeString(STORAGE_KEYS.ageAccepted, String(now), storage);
  rememberInCookie(now, storage, now);
}
