import { resolvePath } from '@betline/core';

interface KeyedLocation {
  key: string;
  pathname: string;
}

/**
 * ROUTE-005: the scroll key react-router's ScrollRestoration uses. A new history entry starts at the top;
 * a route flagged `keepScroll` shares one key across its parameters (tabs, sections, chapters), so moving
 * between them keeps the position; back and forward restore each entry's own position.
 */
export function scrollKey(location: KeyedLocation): string {
  const resolution = resolvePath(location.pathname);
  if (resolution.kind === 'page' && resolution.flags.keepScroll === true)
    return `route:${resolution.routeId}`;
  return location.key;
}
