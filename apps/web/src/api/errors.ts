import axios from 'axios';
import i18next, { type TFunction } from 'i18next';
import { formatPreferredDateTime, parseDeviceTimeZone, storedClock, utcOffsetLabel } from '../lib/dates';
import { COOKIE_NAMES, readCookie, readString, STORAGE_KEYS } from '../lib/storage';
import { protectionRefusalText, readProtectionRefusal } from './exclusionRefusal';
import { isHttpError, isNetworkError, isTimeout } from './http';

/** The error body of the server: `{ statusCode, error, message, code?, ...extra }`. */
export interface ServerErrorBody {
  statusCode?: number;
  error?: string;
  message?: string;
  code?: string;
  [extra: string]: unknown;
}

/** The server's error body, when the error is an HTTP answer with one. */
export function errorBodyOf(error: unknown): ServerErrorBody | undefined {
  if (!isHttpError(error)) return undefined;
  const data = error.response.data;
  return typeof data === 'object' && data !== null ? (data as ServerErrorBody) : undefined;
}

/** The machine-readable code of a refusal (`invalid_credentials`, `deposit_limit`, ...). */
export function errorCodeOf(error: unknown): string | undefined {
  const code = errorBodyOf(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function statusOf(error: unknown): number | undefined {
  return isHttpError(error) ? error.response.status : undefined;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * When a protection ends, for the player: their language, time zone and clock (the site's preferences), the
 * zone named (`5 Dec 2026, 17:00 (UTC+03:00)`).
 */
export function protectionEndDate(iso: string, lng: string = i18next.language): string | undefined {
  const clock = storedClock(
    readCookie(COOKIE_NAMES.preferences) ?? readString(STORAGE_KEYS.preferences),
    parseDeviceTimeZone(readCookie(COOKIE_NAMES.deviceTimeZone)),
  );
  const text = formatPreferredDateTime(iso, lng, clock);
  return text === undefined ? undefined : `${text} (${utcOffsetLabel(clock.timeZone)})`;
}

/**
 * A message a player understands for a failed request: a time-out, self-exclusion or ban has its own words and
 * its end (`protection.refusal.*`), a known refusal code has its own text (`errors.codes.*`), a lost connection
 * says so, anything else is the generic text with the status for support.
 */
export function playerMessage(error: unknown, translate: TFunction<'account'> | Translate): string {
  const t = translate as unknown as Translate;
  if (isNetworkError(error)) return t(isTimeout(error) ? 'errors.timeout' : 'errors.network');
  const protection = readProtectionRefusal(errorBodyOf(error));
  if (protection !== null) {
    // A translate function of another namespace (no such texts) goes on to the code's text.
    const text = protectionRefusalText(
      protection,
      (key, options) => t(key, { ...options, defaultValue: '' }),
      (iso) => protectionEndDate(iso),
    );
    if (text !== '') return text;
  }
  const code = errorCodeOf(error);
  if (code !== undefined) {
    const text = t(`errors.codes.${code}`, { defaultValue: '' });
    if (text !== '') return text;
  }
  const status = statusOf(error);
  if (status === 429) return t('errors.tooMany');
  if (status !== undefined && status >= 500) return t('errors.server', { status });
  if (status !== undefined) return t('errors.refused', { status });
  return t('errors.unknown');
}

/**
 * Whether a failed write was refused for sure: the server answered a refusal (a 4xx with its error body), so
 * nothing was done. No answer, a time-out, a cancelled call, a 5xx (a proxy's 502, 503 or 504 too) or a 4xx
 * without a body (408 of a proxy) leave the outcome unknown: the server may have done it.
 */
export function refusedForSure(error: unknown): boolean {
  const status = statusOf(error);
  if (status === undefined || status < 400 || status >= 500 || status === 408) return false;
  return errorBodyOf(error) !== undefined;
}

/** ERR-008: a cancelled request is not an error to show. */
export function isIgnorable(error: unknown): boolean {
  return axios.isCancel(error);
}
