/** Every language's strings at once, for the resource tests (the app loads them one by one). */
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { pt } from './locales/pt';
import { ru } from './locales/ru';
import { routeTitlesEn } from './locales/routes.en';
import { routeTitlesRu } from './locales/routes.ru';
import { tr } from './locales/tr';
import { uk } from './locales/uk';

export const resources = {
  en: { translation: { ...en, routes: routeTitlesEn } },
  ru: { translation: { ...ru, routes: routeTitlesRu } },
  de: { translation: de },
  es: { translation: es },
  pt: { translation: pt },
  tr: { translation: tr },
  uk: { translation: uk },
} as const;
