import { proxy } from 'valtio';
import type { SiteConfig } from '@betline/contracts';
import { DEFAULT_STORED_LANGUAGE } from '@betline/core';
import { fetchSiteConfig } from '../api/client';
import { i18n, isLanguageLoaded, loadLanguage } from '../i18n';
import { STORAGE_KEYS, readString, writeString } from '../lib/storage';

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

/** The mode the page starts in: the one theme-init.js already put on <html>, else the stored one, else light. */
export function initialColorMode(): ColorMode {
  if (typeof document !== 'undefined') {
    const fromDom = document.documentElement.dataset.colorMode;
    if (isColorMode(fromDom)) return fromDom;
  }
  const stored = readString(STORAGE_KEYS.colorMode);
  if (isColorMode(stored)) return stored;
  if (typeof window !== 'undefined' && typeof window.matchMedia === 'function') {
    return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  return 'light';
}

export const globalStore = proxy<GlobalState>({
  language: DEFAULT_STORED_LANGUAGE,
  colorMode: initialColorMode(),
  siteConfig: { status: 'idle' },
  siteConfigLang: undefined,
  isRegistrationProcess: false,
});

// ---- actions ----

export function setColorMode(mode: ColorMode): void {
  globalStore.colorMode = mode;
  writeString(STORAGE_KEYS.colorMode, mode);
}

export function toggleColorMode(): ColorMode {
  const next: ColorMode = globalStore.colorMode === 'dark' ? 'light' : 'dark';
  setColorMode(next);
  return next;
}

export function setRegistrationProcess(on: boolean): void {
  globalStore.isRegistrationProcess = on;
}

let languageRequest = 0;

/**
 * Makes `lng` the app's language: i18next, `<html lang>` and the store. A language whose strings are not
 * loaded yet is switched to once its chunk is in (the pages wait for the store's language), so the page never
 * flashes in English; the latest request wins.
 */
export function setLanguage(lng: string): void {
  languageRequest += 1;
  const request = languageRequest;
  const apply = () => {
    if (request !== languageRequest) return;
    globalStore.language = lng;
    if (i18n.language !== lng) void i18n.changeLanguage(lng);
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
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

let inFlight: AbortController | undefined;

/**
 * Loads the site config for a language. Keeps the last good config while loading and on failure, so a
 * failed reload never blanks the page; a newer request cancels an older one.
 */
export async function loadSiteConfig(lang: string | undefined): Promise<void> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
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
    if (inFlight === controller) inFlight = undefined;
  }
}

/** Loads the config for `lang` unless it is already loaded or loading for that language. */
export function ensureSiteConfig(lang: string | undefined): void {
  const { siteConfig, siteConfigLang } = globalStore;
  if (siteConfig.status === 'idle') {
    void loadSiteConfig(lang);
    return;
  }
  if (lang !== undefined && siteConfigLang !== lang) {
    void loadSiteConfig(lang);
  }
}

/** Back to the first state; for tests. */
export function resetGlobalStore(): void {
  inFlight?.abort();
  inFlight = undefined;
  globalStore.language = DEFAULT_STORED_LANGUAGE;
  globalStore.colorMode = initialColorMode();
  globalStore.siteConfig = { status: 'idle' };
  globalStore.siteConfigLang = undefined;
  globalStore.isRegistrationProcess = false;
}
