/** Every language's strings at once, for the resource tests (the app loads them one by one). */
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
