/**
 * The loaders of the page titles and of the `account`, `betting` and `casino` namespaces in German, Spanish,
 * Portuguese, Turkish and Ukrainian: each language's texts are chunks of their own, like English and Russian;
 * this map of loaders is a small chunk too (`otherLanguageTexts` in index.ts), so the first screen carries one
 * loader for the five languages instead of twenty (DESIGN "Budgets").
 */
/** The languages whose loaders are here. */
export type OtherLanguage = 'de' | 'es' | 'pt' | 'tr' | 'uk';
type Loaders = Readonly<Record<OtherLanguage, () => Promise<Readonly<Record<string, unknown>>>>>;

export const otherLanguageLoaders: Readonly<Record<'routes' | 'account' | 'betting' | 'casino', Loaders>> = {
  routes: {
    de: () => import('./locales/routes.de').then((module) => module.routeTitlesDe),
    es: () => import('./locales/routes.es').then((module) => module.routeTitlesEs),
    pt: () => import('./locales/routes.pt').then((module) => module.routeTitlesPt),
    tr: () => import('./locales/routes.tr').then((module) => module.routeTitlesTr),
    uk: () => import('./locales/routes.uk').then((module) => module.routeTitlesUk),
  },
  account: {
    de: () => import('./locales/account.de').then((module) => module.accountDe),
    es: () => import('./locales/account.es').then((module) => module.accountEs),
    pt: () => import('./locales/account.pt').then((module) => module.accountPt),
    tr: () => import('./locales/account.tr').then((module) => module.accountTr),
    uk: () => import('./locales/account.uk').then((module) => module.accountUk),
  },
  betting: {
    de: () => import('./locales/betting.de').then((module) => module.bettingDe),
    es: () => import('./locales/betting.es').then((module) => module.bettingEs),
    pt: () => import('./locales/betting.pt').then((module) => module.bettingPt),
    tr: () => import('./locales/betting.tr').then((module) => module.bettingTr),
    uk: () => import('./locales/betting.uk').then((module) => module.bettingUk),
  },
  casino: {
    de: () => import('./locales/casino.de').then((module) => module.casinoDe),
    es: () => import('./locales/casino.es').then((module) => module.casinoEs),
    pt: () => import('./locales/casino.pt').then((module) => module.casinoPt),
    tr: () => import('./locales/casino.tr').then((module) => module.casinoTr),
    uk: () => import('./locales/casino.uk').then((module) => module.casinoUk),
  },
};
