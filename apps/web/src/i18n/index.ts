import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, normaliseLanguageTag } from '@betline/core';
import { en } from './locales/en';
import type { Messages } from './locales/en';

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

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  fallbackLng: FALLBACK_LANGUAGE,
  load: 'languageOnly',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initAsync: false,
});

/** Makes sure the strings of `lng` are loaded (English is always there; unknown languages fall back to it). */
export async function loadLanguage(lng: string): Promise<void> {
  const load = loaders[lng];
  if (load === undefined || i18n.hasResourceBundle(lng, 'translation')) return;
  const messages = await load();
  i18n.addResourceBundle(lng, 'translation', messages, true, true);
}

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
