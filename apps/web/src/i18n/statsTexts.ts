import { namespaceReady } from '.';

// Its own module (not pageTexts.ts, which the sportsbook's boards load): only the statistics pages carry its loaders.

/** Championship tables, team pages and championship results (`team/...`, `champs/...`): every language. */
export const STATS_NS = 'stats';
export const statsTextsReady = namespaceReady(STATS_NS, {
  en: () => import('./locales/stats.en').then((module) => module.statsEn),
  ru: () => import('./locales/stats.ru').then((module) => module.statsRu),
  de: () => import('./locales/stats.de').then((module) => module.statsDe),
  es: () => import('./locales/stats.es').then((module) => module.statsEs),
  pt: () => import('./locales/stats.pt').then((module) => module.statsPt),
  tr: () => import('./locales/stats.tr').then((module) => module.statsTr),
  uk: () => import('./locales/stats.uk').then((module) => module.statsUk),
});
