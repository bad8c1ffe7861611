/**
 * The device fingerprint (SPEC §3, §8): a hash of a few stable signals of this browser, for which the server
 * signs a short-lived token (`POST /web-api/fingerprint`); every request then carries the token. The token is
 * refreshed when missing or expired (SPEC §5); a request the server refuses with HTTP 400 and the fingerprint
 * error code gets a forced refresh and is retried once (ERR-017). A failed fingerprint answer is logged and
 * counted (ERR-023), and after two failures no more attempts are made unless one is forced (ERR-024), so a
 * server that cannot sign tokens never gets a request storm.
 *
 * The signals are hashed here with Web Crypto rather than with a fingerprinting library: the server needs a
 * stable device key, not identification across sites, and the maintained libraries for that are either
 * licensed for commercial use only or many times the size of these lines.
 */
import axios, { type AxiosInstance } from 'axios';
import type { Fingerprint } from '@betline/contracts';
import { FINGERPRINT_ERROR_CODE, FINGERPRINT_HEADER, FINGERPRINT_PATH } from '@betline/contracts/paths';
import { readString, removeItem, STORAGE_KEYS, writeString } from '../lib/storage';

/** Failures after which unforced attempts stop (ERR-024). */
export const FINGERPRINT_MAX_FAILURES = 2;
/** A token this close to its expiry is refreshed before use (seconds). */
const EXPIRY_MARGIN_SECONDS = 60;

interface FingerprintState {
  current: Fingerprint | undefined;
  failures: number;
  pending: Promise<Fingerprint | undefined> | undefined;
}

const state: FingerprintState = { current: undefined, failures: 0, pending: undefined };

function saved(): Fingerprint | undefined {
  const text = readString(STORAGE_KEYS.fingerprint);
  if (text === null) return undefined;
  try {
    const value = JSON.parse(text) as Partial<Fingerprint>;
    if (
      typeof value.token === 'string' &&
      typeof value.expiresAt === 'number' &&
      typeof value.data === 'string'
    )
      return value as Fingerprint;
  } catch {
    // A damaged entry is as good as none.
  }
  removeItem(STORAGE_KEYS.fingerprint);
  return undefined;
}

function fresh(fingerprint: Fingerprint | undefined, nowMs = Date.now()): fingerprint is Fingerprint {
  return fingerprint !== undefined && fingerprint.expiresAt - EXPIRY_MARGIN_SECONDS > nowMs / 1000;
}

/** The token to send now, if this browser has a fresh one. */
export function currentFingerprintToken(): string | undefined {
  state.current ??= saved();
  return fresh(state.current) ? state.current.token : undefined;
}

/** How many fingerprint requests have failed since the page loaded (ERR-023). */
export function fingerprintFailures(): number {
  return state.failures;
}

/**
 * The time zone as its UTC offsets in January and July (the offset and its summer-time rule). Not the zone's
 * name: `Intl.DateTimeFormat()` loads the locale data on its first call (some 35 ms on a fast machine, four
 * times that on a phone), and this runs before the first request of the page.
 */
function timeZoneOffsets(): string {
  const year = new Date().getFullYear();
  return `${new Date(year, 0, 1).getTimezoneOffset()},${new Date(year, 6, 1).getTimezoneOffset()}`;
}

/** A SHA-256 of the device's stable signals, as lowercase hex. */
export async function deviceData(): Promise<string> {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const screenInfo = typeof screen === 'undefined' ? undefined : screen;
  const signals = [
    nav?.userAgent,
    nav?.language,
    nav?.languages?.join(','),
    nav?.hardwareConcurrency,
    nav?.maxTouchPoints,
    screenInfo && `${screenInfo.width}x${screenInfo.height}x${screenInfo.colorDepth}`,
    typeof devicePixelRatio === 'number' ? devicePixelRatio : undefined,
    timeZoneOffsets(),
  ].join('|');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(signals));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A fresh fingerprint: the saved one while it is fresh, else a new one from the server. Unforced attempts stop
 * after FINGERPRINT_MAX_FAILURES failures; `force` (a refusal by the server) always asks. Concurrent callers
 * share one request.
 */
export function ensureFingerprint(
  http: AxiosInstance,
  { force = false } = {},
): Promise<Fingerprint | undefined> {
  state.current ??= saved();
  if (!force && fresh(state.current)) return Promise.resolve(state.current);
  if (!force && state.failures >= FINGERPRINT_MAX_FAILURES) return Promise.resolve(undefined);
  state.pending ??= (async () => {
    try {
      const response = await http.post<Fingerprint>(
        FINGERPRINT_PATH,
        { data: await deviceData() },
        { quiet: true, retried: true },
      );
      const value = response.data;
      if (typeof value?.token !== 'string' || typeof value.expiresAt !== 'number')
        throw new Error('the fingerprint answer has no token');
      state.current = { token: value.token, expiresAt: value.expiresAt, data: value.data };
      state.failures = 0;
      writeString(STORAGE_KEYS.fingerprint, JSON.stringify(state.current));
      return state.current;
    } catch (error) {
      state.failures += 1;
      console.error(`device fingerprint request failed (${state.failures} so far)`, error);
      return undefined;
    } finally {
      state.pending = undefined;
    }
  })();
  return state.pending;
}

/** Whether an error is the server's refusal of the fingerprint token (HTTP 400 with the fingerprint code). */
export function isFingerprintRefusal(error: unknown): boolean {
  if (!axios.isAxiosError(error) || error.response?.status !== 400) return false;
  const data = error.response.data as { code?: unknown } | null;
  return typeof data === 'object' && data !== null && data.code === FINGERPRINT_ERROR_CODE;
}

/**
 * Wires the fingerprint into a client: each request carries a fresh token (a missing or stale one is
 * refreshed in the background for the next requests), and a refusal forces a refresh and retries once.
 */
export function installFingerprint(http: AxiosInstance): void {
  http.interceptors.request.use(
    (config) => {
      if (config.url === FINGERPRINT_PATH) {
        config.headers.delete(FINGERPRINT_HEADER);
        return config;
      }
      const token = currentFingerprintToken();
      if (token !== undefined) config.headers.set(FINGERPRINT_HEADER, token);
      else void ensureFingerprint(http);
      return config;
    },
    undefined,
    { synchronous: true },
  );
  http.interceptors.response.use(undefined, async (error: unknown) => {
    const config = axios.isAxiosError(error) ? error.config : undefined;
    if (!isFingerprintRefusal(error) || config === undefined || config.retried === true) throw error;
    state.current = undefined;
    removeItem(STORAGE_KEYS.fingerprint);
    const renewed = await ensureFingerprint(http, { force: true });
    if (renewed === undefined) throw error;
    return http.request({ ...config, retried: true });
  });
}

/** Test seam: forgets the token and the failure count. */
export function resetFingerprint(): void {
  state.current = undefined;
  state.failures = 0;
  state.pending = undefined;
  removeItem(STORAGE_KEYS.fingerprint);
}
