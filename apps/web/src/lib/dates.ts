import { COOKIE_NAMES } from './storage';

/** A date and time for people, in the page's language (`23 Nov 2026, 12:00`); undefined for a missing date. */
export function formatDateTime(iso: string | null | undefined, lng: string): string | undefined {
  if (iso === null || iso === undefined) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** UTC offsets in hours a player can choose (whole hours and the zones that use half or three-quarter hours). */
export const TIME_ZONE_OFFSETS: readonly number[] = [
  -12, -11, -10, -9.5, -9, -8, -7, -6, -5, -4, -3.5, -3, -2, -1, 0, 1, 2, 3, 3.5, 4, 4.5, 5, 5.5, 5.75, 6,
  6.5, 7, 8, 8.75, 9, 9.5, 10, 10.5, 11, 12, 12.75, 13, 14,
];

/** The offset every page uses while this device's is not known yet (SPEC §3/§9 default: UTC+3). */
export const FALLBACK_TIME_ZONE = 3;

/** The offset of TIME_ZONE_OFFSETS nearest to `minutes` east of UTC (a device's own offset), in hours. */
export function nearestTimeZone(minutes: number): number {
  let best = FALLBACK_TIME_ZONE;
  for (const hours of TIME_ZONE_OFFSETS)
    if (Math.abs(hours * 60 - minutes) < Math.abs(best * 60 - minutes)) best = hours;
  return best;
}

/** This device's UTC offset now, in hours (one of TIME_ZONE_OFFSETS). */
export function deviceTimeZone(now: Date = new Date()): number {
  return nearestTimeZone(-now.getTimezoneOffset());
}

/** The device offset a cookie holds (minutes east of UTC, as the browser wrote it), or null. */
export function parseDeviceTimeZone(text: string | undefined): number | null {
  if (text === undefined || !/^-?\d{1,4}$/.test(text)) return null;
  const minutes = Number(text);
  return Math.abs(minutes) <= 14 * 60 ? nearestTimeZone(minutes) : null;
}

/** The player's clock preferences: UTC offset in hours and 12-hour clock. */
export interface PreferredClock {
  timeZone: number;
  is12h: boolean;
}

/**
 * The time zone a stored preferences value asks for: the offset the player chose, or null when they follow
 * this device's zone (the default). A value without `timeZoneAuto` comes from a version whose default was a
 * fixed UTC+3: its 3 is that default, any other offset was chosen.
 */
export function chosenTimeZone(value: { timeZone?: unknown; timeZoneAuto?: unknown } | null): number | null {
  if (typeof value?.timeZone !== 'number' || !TIME_ZONE_OFFSETS.includes(value.timeZone)) return null;
  if (value.timeZoneAuto === true) return null;
  if (value.timeZoneAuto === undefined && value.timeZone === FALLBACK_TIME_ZONE) return null;
  return value.timeZone;
}

/**
 * The clock preferences as stored (the preferences store writes them on every change), read without the store:
 * a refusal's end date is formatted on pages that do not load the preferences. Default: this device's zone
 * (`device`, from its cookie; UTC+3 while unknown), 24-hour clock.
 */
export function storedClock(stored: string | null, device: number | null = null): PreferredClock {
  const clock: PreferredClock = { timeZone: device ?? FALLBACK_TIME_ZONE, is12h: false };
  if (stored === null) return clock;
  try {
    const value = JSON.parse(stored) as Partial<Record<string, unknown>> | null;
    clock.timeZone = chosenTimeZone(value) ?? clock.timeZone;
    if (typeof value?.is12h === 'boolean') clock.is12h = value.is12h;
  } catch {
    // An edited or old value: the defaults.
  }
  return clock;
}

/** `UTC+03:00`, `UTC−09:30`, `UTC` for an offset in hours. */
export function utcOffsetLabel(hours: number): string {
  if (hours === 0) return 'UTC';
  const minutes = Math.round(Math.abs(hours) * 60);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `UTC${hours < 0 ? '\u2212' : '+'}${hh}:${mm}`;
}

/**
 * A date and time in the player's time zone and clock (Intl in the page's language). The offset is applied to
 * the instant and the result formatted as UTC, which works for any offset (Intl's own offset zones are newer
 * than some supported browsers).
 */
export function formatPreferredDateTime(
  iso: string | null | undefined,
  lng: string,
  prefs: PreferredClock,
  options: { dateOnly?: boolean } = {},
): string | undefined {
  if (iso === null || iso === undefined) return undefined;
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return undefined;
  const shifted = new Date(instant + prefs.timeZone * 3_600_000);
  return new Intl.DateTimeFormat(lng, {
    timeZone: 'UTC',
    dateStyle: 'medium',
    ...(options.dateOnly === true ? {} : { timeStyle: 'short', hourCycle: prefs.is12h ? 'h12' : 'h23' }),
  }).format(shifted);
}

/**
 * The time zone a page is drawn in by the server: the one its cookies ask for (the player's choice, else the
 * device's cookie, else UTC+3). Read when the app instance is made (`createStores`), before anything writes the
 * device's cookie: the browser's hydration draws the markup with it.
 */
export function drawnTimeZone(read: (name: string) => string | undefined): number {
  return storedClock(
    read(COOKIE_NAMES.preferences) ?? null,
    parseDeviceTimeZone(read(COOKIE_NAMES.deviceTimeZone)),
  ).timeZone;
}
