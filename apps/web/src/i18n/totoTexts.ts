import { namespaceReady } from '.';

// Its own module (not pageTexts.ts, which the sportsbook's boards load): only the toto's pages carry its loaders.

/** The toto (`toto/{section}`): every language. */
export const TOTO_NS = 'toto';
export const totoTextsReady = namespaceReady(TOTO_NS, {
  en: () => import('./locales/toto.en').then((module) => module.totoEn),
  ru: () => import('./locales/toto.ru').then((module) => module.totoRu),
  de: () => import('./locales/toto.de').then((module) => module.totoDe),
  es: () => import('./locales/toto.es').then((module) => module.totoEs),
  pt: () => import('./locales/toto.pt').then((module) => module.totoPt),
  tr: () => import('./locales/toto.tr').then((module) => module.totoTr),
  uk: () => import('./locales/toto.uk').then((module) => module.totoUk),
});
