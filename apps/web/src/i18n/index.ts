import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, normaliseLanguageTag } from '@betline/core';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { pt } from './locales/pt';
import { ru } from './locales/ru';
import { tr } from './locales/tr';
import { uk } from './locales/uk';

export const resources = {
  en: { translation: en },
  ru: { translation: ru },
  de: { translation: de },
  es: { translation: es },
  pt: { translation: pt },
  tr: { translation: tr },
  uk: { translation: uk },
} as const;

/** Languages the app has its own strings for; any other language of the site shows the English strings. */
export const BUNDLED_LANGUAGES = Object.keys(resources);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    fallbackLng: FALLBACK_LANGUAGE,
    // The path's language wins: the detector only tells which languages the browser prefers (navigator),
    // it never caches or decides on its own.
    detection: { order: ['navigator'], caches: [] },
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });

/** The browser's languages in order of preference, as two-letter codes (`['ru', 'en']`). */
export function detectedLanguages(): string[] {
  const detector = i18n.services.languageDetector as
    { detect?: () => string | readonly string[] | undefined } | undefined;
  const raw = detector?.detect?.();
  const tags = raw === undefined ? [] : typeof raw === 'string' ? [raw] : [...raw];
  const codes: string[] = [];
  for (const tag of tags) {
    const code = normaliseLanguageTag(tag);
    if (code !== undefined && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

export { i18n };
