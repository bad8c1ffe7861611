import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router-dom';
import { AppRoot } from '../app/AppRoot';
import { AppCrash } from '../app/AppCrash';
import { ConfigLoadingState } from '../app/ConfigState';
import { LanguageGate } from '../app/LanguageGate';
import { detectedLanguages } from '../i18n';
import type { Stores } from '../stores';
import { PageFrame } from './PageFrame';
import { languageLoader, pageLoader, rootLoader } from './loaders';

/** The visitor's languages in order of preference: the browser's, or the request's on the server. */
export type DetectedLanguages = () => string[];

/**
 * Below `/:lng`, one react-router route for every page: its loader asks `resolvePath` and `decideNavigation`
 * what the location is (the route table of @betline/core with its parameter rules, the features and the
 * guards) and loads the page's own chunk; `PageFrame` renders it. A react-router route per table entry (~250)
 * made react-router rank and compile every path on each match, the largest single task of the first load
 * (ADR 0027).
 */
export function buildPageRoutes(stores: Stores, detected: DetectedLanguages): RouteObject[] {
  const loader = pageLoader(stores, detected);
  return [
    { id: 'language-home', index: true, element: <PageFrame />, loader },
    { id: 'page', path: '*', element: <PageFrame />, loader },
  ];
}

/**
 * The whole route tree of an app instance: the root (theme, brand book, site config) -> `/:lng` (language gate,
 * site services) -> the pages. Paths without a valid language (and `/`) reach the gate too, which redirects
 * them (ROUTE-002). The loaders act on `stores` (routes/loaders.ts).
 */
export function createAppRoutes(
  stores: Stores,
  detected: DetectedLanguages = detectedLanguages,
): RouteObject[] {
  const language = languageLoader(stores, detected);
  return [
    {
      id: 'root',
      element: <AppRoot />,
      errorElement: <AppCrash />,
      loader: rootLoader(stores),
      hydrateFallbackElement: <ConfigLoadingState />,
      children: [
        {
          id: 'language',
          path: ':lng',
          element: <LanguageGate />,
          loader: language,
          children: buildPageRoutes(stores, detected),
        },
        { id: 'no-language-home', index: true, element: <LanguageGate />, loader: language },
        { id: 'no-language', path: '*', element: <LanguageGate />, loader: language },
      ],
    },
  ];
}

/** The browser's router, starting from the loaders' data the server rendered with (when it did). */
export function createAppRouter(stores: Stores, hydrationData?: HydrationState) {
  return createBrowserRouter(createAppRoutes(stores), hydrationData === undefined ? {} : { hydrationData });
}
