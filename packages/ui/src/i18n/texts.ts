import type { PartialUiTexts } from './types';

/**
 * The kit's texts per locale as separate chunks, for apps that load a language when it is used (the web app
 * keeps them out of its first screen). `registerUiTranslations` in `./i18n` is the eager alternative.
 */
export const uiTextLoaders: Readonly<Record<string, () => Promise<PartialUiTexts>>> = {
  en: () => import('./en').then((module) => module.en),
  ru: () => import('./ru').then((module) => module.ru),
  de: () => import('./de').then((module) => module.de),
  es: () => import('./es').then((module) => module.es),
  pt: () => import('./pt').then((module) => module.pt),
  tr: () => import('./tr').then((module) => module.tr),
  uk: () => import('./uk').then((module) => module.uk),
};
