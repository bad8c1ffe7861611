import { useMatches } from 'react-router-dom';
import type { RouteFlags } from './table';

/** What every page route carries in its react-router `handle`. */
export interface RouteHandle {
  routeId: string;
  flags: RouteFlags;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'routeId' in value && 'flags' in value;
}

/** The flags of the deepest matched page route (empty when none). */
export function useRouteFlags(): RouteFlags {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.flags;
  }
  return {};
}
