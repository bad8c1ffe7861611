import { namespaceReady } from '.';

// Its own module: only the star, the favourites block and the notices of starred games carry its loaders.

/** Sportsbook favourites (the star, the office's favourites block, notices of starred games): every language. */
export const FAVOURITES_NS = 'favourites';
export const favouritesTextsReady = namespaceReady(FAVOURITES_NS, {
  en: () => import('./locales/favourites.en').then((module) => module.favouritesEn),
  ru: () => import('./locales/favourites.ru').then((module) => module.favouritesRu),
  de: () => import('./locales/favourites.de').then((module) => module.favouritesDe),
  es: () => import('./locales/favourites.es').then((module) => module.favouritesEs),
  pt: () => import('./locales/favourites.pt').then((module) => module.favouritesPt),
  tr: () => import('./locales/favourites.tr').then((module) => module.favouritesTr),
  uk: () => import('./locales/favourites.uk').then((module) => module.favouritesUk),
});
