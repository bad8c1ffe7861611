import { proxy, ref } from 'valtio';
import type { SiteConfig } from '@betline/contracts';
import { DEFAULT_STORED_LANGUAGE } from '@betline/core';
import { fetchSiteConfig } from '../api/client';
import { i18n, isLanguageLoaded, loadLanguage } from '../i18n';
import {
  COOKIE_NAMES,
  STORAGE_KEYS,
  readCookie,
  readString,
  removeItem,
  writeCookie,
  type ReadCookie,
} from '../lib/storage';

export type ColorMode = 'light' | 'dark';

/** SPEC §3 `appTheme`: 0 light, 1 dark. */
export type AppTheme = 0 | 1;

export function appThemeOf(mode: ColorMode): AppTheme {
  return mode === 'dark' ? 1 : 0;
}

export function colorModeOf(theme: AppTheme): ColorMode {
  return theme === 1 ? 'dark' : 'light';
}

export type SiteConfigState =
  | { status: 'idle'; config?: undefined; error?: undefined }
  | { status: 'loading'; config?: SiteConfig; error?: undefined }
  | { status: 'ready'; config: SiteConfig; error?: undefined }
  | { status: 'error'; config?: SiteConfig; error: string };

export interface GlobalState {
  /** SPEC §3: defaults to RU (I18N-005) until the path's language is known. */
  language: string;
  colorMode: ColorMode;
  /** The site config and where its loading stands; a reload keeps the last good config. */
  siteConfig: SiteConfigState;
  /** The language the last config request asked for. */
  siteConfigLang: string | undefined;
  /**
   * SPEC §3: a registration is open (its modal or page) and not over yet; cleared when the visitor leaves it,
   * or after the sign-in's redirect (AUTH-017). Notices that would interrupt wait while it is set.
   */
  isRegistrationProcess: boolean;
}

function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

/**
 * The mode the page starts in: the one theme-init.js already put on <html>, else the cookie (what the server
 * renders with), else what an earlier version stored, else the system's.
 */
export function initialColorMode(read: ReadCookie = readCookie): ColorMode {
  if (typeof document !== 'undefined') {
    const fromDom = document.documentElement.dataset.colorMode;
    if (isColorMode(fromDom)) return fromDom;
  }
  const fromCookie = read(COOKIE_NAMES.colorMode);
  if (isColorMode(fromCookie)) return fromCookie;
  const stored = readString(STORAGE_KEYS.colorMode);
  if (isColorMode(stored)) return stored;
  if (typeof window !== 'undefined' && typeof window.matchMedia === 'function') {
    return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  return 'light';
}

/** The global store of one app instance, with what its loaders keep (not drawn by anyone). */
export interface GlobalStore extends GlobalState {
  /** The latest language asked for (an older one that loads later is not applied). */
  languageRequest: number;
  /** The site config request under way, cancelled by a newer one. */
  configRequest: { controller: AbortController | undefined; done: Promise<void> | undefined };
}

export function createGlobalStore(read: ReadCookie = readCookie): GlobalStore {
  return proxy<GlobalStore>({
    language: DEFAULT_STORED_LANGUAGE,
    colorMode: initialColorMode(read),
    siteConfig: { status: 'idle' },
    siteConfigLang: undefined,
    isRegistrationProcess: false,
    languageRequest: 0,
    configRequest: ref({ controller: undefined, done: undefined }),
  });
}

/** The colour mode is kept a year, in a cookie: the server renders the page in it. */
const COLOR_MODE_COOKIE_DAYS = 365;

// ---- actions ----

export function setColorMode(globalStore: GlobalStore, mode: ColorMode): void {
  globalStore.colorMode = mode;
  writeCookie(COOKIE_NAMES.colorMode, mode, COLOR_MODE_COOKIE_DAYS);
  removeItem(STORAGE_KEYS.colorMode);
}

export function toggleColorMode(globalStore: GlobalStore): ColorMode {
  const next: ColorMode = globalStore.colorMode === 'dark' ? 'light' : 'dark';
  setColorMode(globalStore, next);
  return next;
}

export function setRegistrationProcess(globalStore: GlobalStore, on: boolean): void {
  globalStore.isRegistrationProcess = on;
}

/**
 * Makes `lng` the app's language: i18next, `<html lang>` and the store. A language whose strings are not
 * loaded yet is switched to once its chunk is in (the pages wait for the store's language), so the page never
 * flashes in English; the latest request wins.
 */
export function setLanguage(globalStore: GlobalStore, lng: string): void {
  globalStore.languageRequest += 1;
  const request = globalStore.languageRequest;
  const apply = () => {
    if (request !== globalStore.languageRequest) return;
    globalStore.language = lng;
    // The app's i18next instance is the browser's: a server render renders with its own clone in this language
    // (entry-server.tsx) and leaves the shared instance as it is (renders run side by side).
    if (typeof window === 'undefined') return;
    if (i18n.language !== lng) void i18n.changeLanguage(lng);
    document.documentElement.lang = lng;
  };
  if (isLanguageLoaded(lng)) {
    apply();
    return;
  }
  loadLanguage(lng).then(apply, (error: unknown) => {
    console.warn(`strings for ${lng} could not be loaded:`, error instanceof Error ? error.message : error);
    apply();
  });
}

/**
 * Loads the site config for a language. Keeps the last good config while loading and on failure, so a
 * failed reload never blanks the page; a newer request cancels an older one.
 */
export function loadSiteConfig(globalStore: GlobalStore, lang: string | undefined): Promise<void> {
  const done = requestSiteConfig(globalStore, lang);
  globalStore.configRequest.done = done;
  return done;
}

/** The config load under way for `lang`, if there is one (a route loader waits for it rather than start another). */
export function siteConfigLoading(
  globalStore: GlobalStore,
  lang: string | undefined,
): Promise<void> | undefined {
  const { siteConfig, siteConfigLang, configRequest } = globalStore;
  return siteConfig.status === 'loading' && siteConfigLang === lang ? configRequest.done : undefined;
}

async function requestSiteConfig(globalStore: GlobalStore, lang: string | undefined): Promise<void> {
  const { configRequest } = globalStore;
  configRequest.controller?.abort();
  const controller = new AbortController();
  configRequest.controller = controller;
  const previous = globalStore.siteConfig.config;
  globalStore.siteConfigLang = lang;
  globalStore.siteConfig = previous ? { status: 'loading', config: previous } : { status: 'loading' };
  try {
    // CONST-006: the client asks again for failures that may pass (SITE_CONFIG_RETRY in api/client.ts).
    const config = await fetchSiteConfig(lang, controller.signal);
    if (controller.signal.aborted) return;
    globalStore.siteConfig = { status: 'ready', config };
  } catch (error) {
    if (controller.signal.aborted) return;
    const message = error instanceof Error ? error.message : 'site config failed';
    console.warn('site config could not be loaded:', message);
    globalStore.siteConfig = previous
      ? { status: 'error', config: previous, error: message }
      : { status: 'error', error: message };
  } finally {
    if (configRequest.controller === controller) configRequest.controller = undefined;
  }
}

/** Loads the config for `lang` unless it is already loaded or loading for that language. */
export function ensureSiteConfig(globalStore: GlobalStore, lang: string | undefined): void {
  const { siteConfig, siteConfigLang } = globalStore;
  if (siteConfig.status === 'idle') {
    void loadSiteConfig(globalStore, lang);
    return;
  }
  if (lang !== undefined && siteConfigLang !== lang) {
    void loadSiteConfig(globalStore, lang);
  }
}
