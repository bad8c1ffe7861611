import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppRoot } from '../app/AppRoot';
import { AppCrash } from '../app/AppCrash';
import { LanguageGate } from '../app/LanguageGate';
import { PageFrame } from './PageFrame';

/**
 * Below `/:lng`, one react-router route for every page: `PageFrame` asks `resolvePath` and `decideNavigation`
 * what the location is (the route table of @betline/core with its parameter rules, the features and the
 * guards) and loads the page's own chunk. A react-router route per table entry (~250) made react-router
 * rank and compile every path on each match, the largest single task of the first load (ADR 0027).
 */
export function buildPageRoutes(): RouteObject[] {
  return [
    { id: 'language-home', index: true, element: <PageFrame /> },
    { id: 'page', path: '*', element: <PageFrame /> },
  ];
}

/**
 * The whole route tree: the root (theme, brand book, site config) -> `/:lng` (language gate, site services)
 * -> the pages. Paths without a valid language (and `/`) reach the gate too, which redirects them (ROUTE-002).
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppRoot />,
      errorElement: <AppCrash />,
      children: [
        { id: 'language', path: ':lng', element: <LanguageGate />, children: buildPageRoutes() },
        { id: 'no-language-home', index: true, element: <LanguageGate /> },
        { id: 'no-language', path: '*', element: <LanguageGate /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
