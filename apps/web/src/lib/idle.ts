import { useEffect, useState } from 'react';

/**
 * True once the browser is idle after the first paint (at the latest 2 s later): what is not needed for the
 * first screen loads then, off its critical path.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 200);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}
