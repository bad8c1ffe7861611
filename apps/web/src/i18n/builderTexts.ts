import { namespaceReady } from '.';

// Its own module (not pageTexts.ts, which the sportsbook's boards load): only the pages of bets on your terms
// carry its loaders.

/** Bets on your terms (`betsonyour`, `betsonyour-game`): every language. */
export const BUILDER_NS = 'builder';
export const builderTextsReady = namespaceReady(BUILDER_NS, {
  en: () => import('./locales/builder.en').then((module) => module.builderEn),
  ru: () => import('./locales/builder.ru').then((module) => module.builderRu),
  de: () => import('./locales/builder.de').then((module) => module.builderDe),
  es: () => import('./locales/builder.es').then((module) => module.builderEs),
  pt: () => import('./locales/builder.pt').then((module) => module.builderPt),
  tr: () => import('./locales/builder.tr').then((module) => module.builderTr),
  uk: () => import('./locales/builder.uk').then((module) => module.builderUk),
});
