import { createContext, useContext } from 'react';
import { useMatches } from 'react-router-dom';
import type { RouteFlags } from '@betline/core';

/** What every page route carries in its react-router `handle` (from the route table of @betline/core). */
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

/** The page being shown, as `resolvePath` found it: its id, its path parameters and the language. */
export interface PageInfo {
  routeId: string;
  params: Readonly<Record<string, string>>;
  lng: string;
}

export const PageContext = createContext<PageInfo>({ routeId: 'home', params: {}, lng: 'en' });

export function usePage(): PageInfo {
  return useContext(PageContext);
}
