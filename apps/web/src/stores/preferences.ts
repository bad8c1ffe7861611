import { useCallback, useSyncExternalStore } from 'react';
import { proxy, subscribe, useSnapshot, type Snapshot } from 'valtio';
import { useStores, type Stores } from './index';
import { DEFAULT_COEF_VIEW_ID, applyCoefViewId, type CoefViewId } from '@betline/core';
import {
  chosenTimeZone,
  deviceTimeZone,
  FALLBACK_TIME_ZONE,
  parseDeviceTimeZone,
  TIME_ZONE_OFFSETS,
} from '../lib/dates';
import {
  COOKIE_NAMES,
  STORAGE_KEYS,
  readCookie,
  readString,
  removeItem,
  writeCookie,
  type ReadCookie,
} from '../lib/storage';

/**
 * SPEC §3 "Global state": what the player chooses in the office settings and every page reads (odds format,
 * time zone, clock, European or Asian view, display toggles). The server has no path for these, so they are
 * kept on this device in a cookie (docs/adr/0023-player-preferences.md): the server renders the first screen
 * with them, so nothing changes when the app hydrates. Theme and language
 * are not here: the colour mode lives in the global store (set before first paint) and the language in the
 * path.
 */

/** The 0/1 display toggles of SPEC §3, in the order the settings page lists them. */
export const DISPLAY_TOGGLES = [
  'compactView',
  'lightVersion',
  'accumulatorOfTheDay',
  'liveAccumulator',
  'betGenerator',
  'detailedScore',
  'showGameId',
  'sportsOnly',
  'teamLogosInCoupon',
  'bestMatchesOnTop',
  'moveVideoOnScroll',
  'statsInNewWindow',
  'gameZoneOff',
] as const;
export type DisplayToggle = (typeof DISPLAY_TOGGLES)[number];

/**
 * The toggles the settings page offers: each changes what the pages show (denser board rows, the score of each
 * period, event numbers, no casino in the navigation, top matches first). The others are kept with the
 * preferences (SPEC §3) but not offered until the part they switch exists (a light version's fewer pictures,
 * accumulators of the day, the bet generator, team logos, match video, statistics windows, the game zone): a
 * switch that changes nothing would mislead the player.
 */
export const OFFERED_TOGGLES = [
  'compactView',
  'detailedScore',
  'showGameId',
  'sportsOnly',
  'bestMatchesOnTop',
] as const satisfies readonly DisplayToggle[];

/** SPEC §3 `appViewType`: 0 European, 1 Asian. */
export type AppViewType = 0 | 1;

export interface Preferences {
  /**
   * SPEC §3/§9: the UTC offset in hours every time is shown in: the one the player chose, else this device's
   * (UTC+3, the seed's default, only while the device's is not known yet: the first page of a first visit).
   */
  timeZone: number;
  /** The player follows this device's time zone (the default) rather than an offset they chose. */
  timeZoneAuto: boolean;
  is12h: boolean;
  appViewType: AppViewType;
  coefViewId: CoefViewId;
  toggles: Record<DisplayToggle, boolean>;
}

export function defaultPreferences(device: number | null = null): Preferences {
  return {
    timeZone: device ?? FALLBACK_TIME_ZONE,
    timeZoneAuto: true,
    is12h: false,
    appViewType: 0,
    coefViewId: DEFAULT_COEF_VIEW_ID,
    toggles: Object.fromEntries(DISPLAY_TOGGLES.map((name) => [name, false])) as Record<
      DisplayToggle,
      boolean
    >,
  };
}

/**
 * Reads what was stored, keeping the default for anything missing or not valid (an old or edited value);
 * `device` is this device's offset when known (its cookie).
 */
export function parsePreferences(text: string | null, device: number | null = null): Preferences {
  const result = defaultPreferences(device);
  if (text === null) return result;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return result;
  }
  if (typeof stored !== 'object' || stored === null) return result;
  const value = stored as Partial<Record<keyof Preferences, unknown>>;
  const chosen = chosenTimeZone(value);
  if (chosen !== null) {
    result.timeZone = chosen;
    result.timeZoneAuto = false;
  }
  if (typeof value.is12h === 'boolean') result.is12h = value.is12h;
  if (value.appViewType === 0 || value.appViewType === 1) result.appViewType = value.appViewType;
  // COEF-003: an id outside the allowed formats is ignored.
  result.coefViewId = applyCoefViewId(result.coefViewId, value.coefViewId);
  if (typeof value.toggles === 'object' && value.toggles !== null) {
    const toggles = value.toggles as Partial<Record<string, unknown>>;
    for (const name of DISPLAY_TOGGLES)
      if (typeof toggles[name] === 'boolean') result.toggles[name] = toggles[name];
  }
  return result;
}

/** The preferences cookie lives a year; it is what the server renders the first screen with (DESIGN "State"). */
const PREFERENCES_COOKIE_DAYS = 365;

/**
 * The stored preferences: the cookie, else what an earlier version kept in local storage (moved to the cookie at
 * the next change).
 */
export function storedPreferences(read: ReadCookie = readCookie): string | null {
  return read(COOKIE_NAMES.preferences) ?? readString(STORAGE_KEYS.preferences);
}

export type PreferencesStore = Preferences;

export function createPreferencesStore(read: ReadCookie = readCookie): PreferencesStore {
  return proxy<Preferences>(
    parsePreferences(storedPreferences(read), parseDeviceTimeZone(read(COOKIE_NAMES.deviceTimeZone))),
  );
}

/**
 * The preferences for a component that shows them. The time zone is hydration-safe: while a part of the page
 * hydrates (also a part whose code arrives after this device's zone has become known) it is the zone the server
 * drew the page in, and the part draws again with the current one right after (React's server snapshot).
 */
export function usePreferences(): Snapshot<Preferences> {
  const stores = useStores();
  const preferences = preferencesOf(stores);
  const shown = useSnapshot(preferences);
  const listen = useCallback((onChange: () => void) => subscribe(preferences, onChange), [preferences]);
  const timeZone = useSyncExternalStore(
    listen,
    () => preferences.timeZone,
    () => stores.drawnTimeZone,
  );
  return timeZone === shown.timeZone ? shown : { ...shown, timeZone };
}

/** A device offset cookie lives a year; it is written again whenever the device's zone differs from it. */
const DEVICE_ZONE_COOKIE_DAYS = 365;

/**
 * After the page has started (never before hydration: the first render draws what the server drew), this
 * device's zone is written to its cookie so that the server renders the next pages in it, and a player who
 * follows the device's zone sees it at once. `now` is for tests.
 */
export function followDeviceTimeZone(stores: Pick<Stores, 'lazy' | 'readCookie'>, now = new Date()): void {
  const device = deviceTimeZone(now);
  const minutes = String(-now.getTimezoneOffset());
  if (stores.readCookie(COOKIE_NAMES.deviceTimeZone) !== minutes)
    writeCookie(COOKIE_NAMES.deviceTimeZone, minutes, DEVICE_ZONE_COOKIE_DAYS);
  const preferences = stores.lazy.preferences;
  if (preferences?.timeZoneAuto === true && preferences.timeZone !== device) preferences.timeZone = device;
}

/**
 * This device's zone as the page knows it: the one shown when the player follows it, else its cookie's (what
 * the server saw too, so the markup hydrates as drawn).
 */
export function knownDeviceTimeZone(
  stores: Pick<Stores, 'readCookie'>,
  preferences: Pick<Preferences, 'timeZone' | 'timeZoneAuto'>,
): number {
  if (preferences.timeZoneAuto) return preferences.timeZone;
  return parseDeviceTimeZone(stores.readCookie(COOKIE_NAMES.deviceTimeZone)) ?? FALLBACK_TIME_ZONE;
}

/**
 * The player picks a time zone: an offset of TIME_ZONE_OFFSETS, or 'device' to follow this device's zone again.
 */
export function chooseTimeZone(
  preferences: PreferencesStore,
  choice: number | 'device',
  now = new Date(),
): void {
  if (choice === 'device') {
    preferences.timeZoneAuto = true;
    preferences.timeZone = deviceTimeZone(now);
  } else if (TIME_ZONE_OFFSETS.includes(choice)) {
    preferences.timeZoneAuto = false;
    preferences.timeZone = choice;
  }
  save(preferences);
}

/** This app instance's preferences, made on first use from the instance's cookies. */
export function preferencesOf(stores: Pick<Stores, 'lazy' | 'readCookie'>): PreferencesStore {
  return (stores.lazy.preferences ??= createPreferencesStore(stores.readCookie));
}

function save(preferences: PreferencesStore): void {
  writeCookie(COOKIE_NAMES.preferences, JSON.stringify(preferences), PREFERENCES_COOKIE_DAYS);
  removeItem(STORAGE_KEYS.preferences);
}

export function setPreference<K extends Exclude<keyof Preferences, 'toggles' | 'timeZone' | 'timeZoneAuto'>>(
  preferences: PreferencesStore,
  key: K,
  value: Preferences[K],
): void {
  if (key === 'coefViewId') {
    preferences.coefViewId = applyCoefViewId(preferences.coefViewId, value);
  } else {
    preferences[key] = value;
  }
  save(preferences);
}

export function setToggle(preferences: PreferencesStore, name: DisplayToggle, on: boolean): void {
  preferences.toggles[name] = on;
  save(preferences);
}

export { deviceTimeZone, formatPreferredDateTime, TIME_ZONE_OFFSETS, utcOffsetLabel } from '../lib/dates';
