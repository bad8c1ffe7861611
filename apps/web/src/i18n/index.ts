import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, normaliseLanguageTag } from '@betline/core';
import { en } from './locales/en';
import type { Messages } from './locales/en';
import { codeLoads } from '../lib/codeCache';
import type { OtherLanguage } from './otherLanguages';

/**
 * Languages the app has its own strings for; any other language of the site shows the English strings.
 * English (the reference and the fallback) is in the main bundle; every other language is its own chunk,
 * loaded when the page is opened in it (DESIGN "Budgets").
 */
const loaders: Record<string, () => Promise<Messages>> = {
  ru: () => import('./locales/ru').then((module) => module.ru),
  de: () => import('./locales/de').then((module) => module.de),
  es: () => import('./locales/es').then((module) => module.es),
  pt: () => import('./locales/pt').then((module) => module.pt),
  tr: () => import('./locales/tr').then((module) => module.tr),
  uk: () => import('./locales/uk').then((module) => module.uk),
};

export const BUNDLED_LANGUAGES = [FALLBACK_LANGUAGE, ...Object.keys(loaders)];

/**
 * The app's i18next instance. It owns the one resource store of the process: every text in it comes from the
 * app's own chunks (the same for every request), loaded once. The browser renders with this instance; a server
 * render never changes it: it renders with a clone in the request's language (`cloneInstance` in
 * entry-server.tsx) that reads the same resource store, and only adds texts to it (`loadLanguage`,
 * `namespaceReady`, `ensureUiTexts`). Its language is the browser's (set by `setLanguage` there only).
 */
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  fallbackLng: FALLBACK_LANGUAGE,
  load: 'languageOnly',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initAsync: false,
});

/** The strings of one language, each loaded once (English is in the bundle). */
const languageLoads = codeLoads(async (lng: string) => {
  const load = loaders[lng];
  if (load === undefined) return;
  i18n.addResourceBundle(lng, 'translation', await load(), true, true);
});

/** Whether the strings of `lng` are in (or `lng` has none of its own and shows English). */
export function isLanguageLoaded(lng: string): boolean {
  return loaders[lng] === undefined || languageLoads.loaded(lng) !== undefined;
}

/** Makes sure the strings of `lng` are loaded (English is always there; unknown languages fall back to it). */
export async function loadLanguage(lng: string): Promise<void> {
  if (isLanguageLoaded(lng)) return;
  await languageLoads(lng);
}

type NamespaceLoaders = Readonly<Record<string, () => Promise<Record<string, unknown>>>>;

/**
 * The loaders of German, Spanish, Portuguese, Turkish and Ukrainian texts of a part (page titles, `account`,
 * `betting`, `casino`): each goes through one small chunk holding their loaders (otherLanguages.ts) to the
 * language's own chunk, so this module, on every page's path, carries one loader for them all.
 */
function otherLanguageTexts(part: 'routes' | 'account' | 'betting' | 'casino'): NamespaceLoaders {
  const load = (lng: OtherLanguage) => () =>
    import('./otherLanguages').then((module) => module.otherLanguageLoaders[part][lng]());
  return { de: load('de'), es: load('es'), pt: load('pt'), tr: load('tr'), uk: load('uk') };
}

/** Page titles (`routes.<id>`): their own chunks, one per language. */
const titleLoaders: NamespaceLoaders = {
  en: () => import('./locales/routes.en').then((module) => module.routeTitlesEn),
  ru: () => import('./locales/routes.ru').then((module) => module.routeTitlesRu),
  ...otherLanguageTexts('routes'),
};

/**
 * Loads the page titles of `lng` (and the English ones they fall back to). The same promise per language, so
 * React's `use` can wait on it inside a page.
 */
export const routeTitlesReady: (lng: string) => Promise<void> = codeLoads((lng: string) => {
  const load = async (code: string) => {
    const loader = titleLoaders[code];
    if (loader === undefined) return;
    i18n.addResourceBundle(code, 'translation', { routes: await loader() }, true, false);
  };
  return Promise.all([load(FALLBACK_LANGUAGE), load(lng)]).then(() => undefined);
});

/** The browser's languages in order of preference, as two-letter codes (`['ru', 'en']`). */
export function detectedLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  const tags = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  const codes: string[] = [];
  for (const tag of tags) {
    const code = normaliseLanguageTag(tag);
    if (code !== undefined && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

export { i18n };

/**
 * A namespace in its own chunk per language (a language without a loader shows English): a loader per language
 * answering the same promise per language (React's `use` can wait on it); a failed load may be tried again.
 */
export function namespaceReady(ns: string, loaders: NamespaceLoaders): (lng?: string) => Promise<void> {
  const loads = codeLoads((lng: string) => {
    const load = async (code: string) => {
      const loader = loaders[code];
      if (loader === undefined || i18n.hasResourceBundle(code, ns)) return;
      i18n.addResourceBundle(code, ns, await loader(), true, false);
    };
    return Promise.all([load(FALLBACK_LANGUAGE), load(lng)]).then(() => undefined);
  });
  return (lng = i18n.language || FALLBACK_LANGUAGE) => loads(lng);
}

/** The player's area (sign-in, registration, office, payments, limits, errors): the `account` namespace. */
export const ACCOUNT_NS = 'account';
export const accountTextsReady = namespaceReady(ACCOUNT_NS, {
  en: () => import('./locales/account.en').then((module) => module.accountEn),
  ru: () => import('./locales/account.ru').then((module) => module.accountRu),
  ...otherLanguageTexts('account'),
});

/** The sportsbook (board, game pages, coupon slip, bet history): the `betting` namespace, its own chunk. */
export const BETTING_NS = 'betting';
export const bettingTextsReady = namespaceReady(BETTING_NS, {
  en: () => import('./locales/betting.en').then((module) => module.bettingEn),
  ru: () => import('./locales/betting.ru').then((module) => module.bettingRu),
  ...otherLanguageTexts('betting'),
});

/** The casino (lobby, game pages, fairness, tournaments, game history): the `casino` namespace, its own chunk. */
export const CASINO_NS = 'casino';
export const casinoTextsReady = namespaceReady(CASINO_NS, {
  en: () => import('./locales/casino.en').then((module) => module.casinoEn),
  ru: () => import('./locales/casino.ru').then((module) => module.casinoRu),
  ...otherLanguageTexts('casino'),
});
