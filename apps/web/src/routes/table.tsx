import type { ComponentType } from 'react';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';

/** The layouts a route can render in (SPEC §2: main, headless, empty, maintenance, blocked; more as pages arrive). */
export type LayoutId = 'main';

/** Route flags (DESIGN "Routes"): read by the guards and by the layouts. */
export interface RouteFlags {
  /** Only for signed-in players; guests go to the login page (DECISIONS 7). */
  authRequired?: boolean;
  /** Not offered to players under a restriction (ban, self-exclusion). */
  restricted?: boolean;
  /** Rendered only when this site feature is on; a 404 otherwise. */
  featureId?: string;
  hideFooter?: boolean;
  /** Keep the scroll position on navigation instead of going back to the top. */
  keepScroll?: boolean;
  allowedWhenBanned?: boolean;
  bannedOnly?: boolean;
}

export interface RouteDefinition {
  /** Stable id (route handle, analytics, tests). */
  id: string;
  /** Path below `/:lng`; `''` is the language home, `'*'` the fall-through. */
  path: string;
  layout: LayoutId;
  Page: ComponentType;
  flags: RouteFlags;
}

/**
 * Every page of the app, below `/:lng` (ROUTE-001). Order does not matter: react-router ranks paths.
 * The last entry catches unknown paths (ROUTE-068, ERR-004).
 */
export const routeTable: readonly RouteDefinition[] = [
  { id: 'home', path: '', layout: 'main', Page: HomePage, flags: {} },
  { id: 'not-found', path: '*', layout: 'main', Page: NotFoundPage, flags: {} },
];
