import { namespaceReady } from '.';

// Its own module (not pageTexts.ts, which the sportsbook's boards load): only the races' pages carry its loaders.

/** The virtual races (`live/marble`, `virtualsports`): every language. */
export const RACES_NS = 'races';
export const racesTextsReady = namespaceReady(RACES_NS, {
  en: () => import('./locales/races.en').then((module) => module.racesEn),
  ru: () => import('./locales/races.ru').then((module) => module.racesRu),
  de: () => import('./locales/races.de').then((module) => module.racesDe),
  es: () => import('./locales/races.es').then((module) => module.racesEs),
  pt: () => import('./locales/races.pt').then((module) => module.racesPt),
  tr: () => import('./locales/races.tr').then((module) => module.racesTr),
  uk: () => import('./locales/races.uk').then((module) => module.racesUk),
});
