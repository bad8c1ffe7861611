import { namespaceReady } from '.';

// Its own module: only the pages outside production carry its loaders.

/** The pages outside production (`debugger`, `internal-vpn`): every language. */
export const DEVTOOLS_NS = 'devtools';
export const devtoolsTextsReady = namespaceReady(DEVTOOLS_NS, {
  en: () => import('./locales/devtools.en').then((module) => module.devtoolsEn),
  ru: () => import('./locales/devtools.ru').then((module) => module.devtoolsRu),
  de: () => import('./locales/devtools.de').then((module) => module.devtoolsDe),
  es: () => import('./locales/devtools.es').then((module) => module.devtoolsEs),
  pt: () => import('./locales/devtools.pt').then((module) => module.devtoolsPt),
  tr: () => import('./locales/devtools.tr').then((module) => module.devtoolsTr),
  uk: () => import('./locales/devtools.uk').then((module) => module.devtoolsUk),
});
