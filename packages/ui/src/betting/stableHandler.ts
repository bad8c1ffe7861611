import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps its identity across renders and always calls the newest `handler`. Lets memoised
 * children (OddsButton) skip rendering when only their parent's closures are new, without ever calling an
 * outdated closure.
 */
export function useStableHandler<A extends unknown[]>(
  handler: ((...args: A) => void) | undefined,
): (...args: A) => void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current?.(...args), []);
}
