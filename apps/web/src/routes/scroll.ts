import { isRouteHandle } from './handle';

interface KeyedLocation {
  key: string;
  pathname: string;
}

/**
 * ROUTE-005: the scroll key react-router's ScrollRestoration uses. A new history entry starts at the top;
 * a route flagged `keepScroll` shares one key across its parameters (tabs, sections, chapters), so moving
 * between them keeps the position; back and forward restore each entry's own position.
 */
export function scrollKey(location: KeyedLocation, matches: readonly { handle: unknown }[]): string {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) {
      return handle.flags.keepScroll === true ? `route:${handle.routeId}` : location.key;
    }
  }
  return location.key;
}
