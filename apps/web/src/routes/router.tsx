import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PAGE_ROUTES, REDIRECT_ROUTES, type RouteFlags } from '@betline/core';
import { AppRoot } from '../app/AppRoot';
import { AppCrash } from '../app/AppCrash';
import { LanguageGate } from '../app/LanguageGate';
import type { RouteHandle } from './handle';
import { PageFrame } from './PageFrame';

interface TableEntry {
  id: string;
  path: string;
  flags?: RouteFlags;
}

function toRouteObject(entry: TableEntry): RouteObject {
  const handle: RouteHandle = { routeId: entry.id, flags: entry.flags ?? {} };
  const element = <PageFrame />;
  return entry.path === ''
    ? { id: entry.id, index: true, element, handle }
    : { id: entry.id, path: entry.path, element, handle };
}

/**
 * One react-router route per entry of the route table of @betline/core (pages and redirects), and a
 * fall-through. Every route renders `PageFrame`, which asks `resolvePath` and `decideNavigation` what the
 * location is (the parameter rules, the features and the guards live there) and loads the page's own chunk.
 */
export function buildPageRoutes(): RouteObject[] {
  return [
    ...PAGE_ROUTES.map(toRouteObject),
    ...REDIRECT_ROUTES.map(toRouteObject),
    { id: 'not-found', path: '*', element: <PageFrame /> },
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
