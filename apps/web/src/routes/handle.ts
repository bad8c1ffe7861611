import { createContext, useContext } from 'react';
import type { RouteFlags } from '@betline/core';

/** The page being shown, as `resolvePath` found it: its id, its path parameters, the language and its flags. */
export interface PageInfo {
  routeId: string;
  params: Readonly<Record<string, string>>;
  lng: string;
  flags: RouteFlags;
}

const NO_FLAGS: RouteFlags = {};

export const PageContext = createContext<PageInfo>({
  routeId: 'home',
  params: {},
  lng: 'en',
  flags: NO_FLAGS,
});

/** The flags of the page being shown (the route table's: footer, SEO, scroll, ban rules); empty off a page. */
export function useRouteFlags(): RouteFlags {
  return useContext(PageContext).flags;
}

export function usePage(): PageInfo {
  return useContext(PageContext);
}
