import { namespaceReady } from '.';

// Its own module (not pageTexts.ts, which the sportsbook's boards load): only the lotto's pages carry its loaders.

/** The lotto (`lotto/{section}/{lottery}`): every language. */
export const LOTTO_NS = 'lotto';
export const lottoTextsReady = namespaceReady(LOTTO_NS, {
  en: () => import('./locales/lotto.en').then((module) => module.lottoEn),
  ru: () => import('./locales/lotto.ru').then((module) => module.lottoRu),
  de: () => import('./locales/lotto.de').then((module) => module.lottoDe),
  es: () => import('./locales/lotto.es').then((module) => module.lottoEs),
  pt: () => import('./locales/lotto.pt').then((module) => module.lottoPt),
  tr: () => import('./locales/lotto.tr').then((module) => module.lottoTr),
  uk: () => import('./locales/lotto.uk').then((module) => module.lottoUk),
});
