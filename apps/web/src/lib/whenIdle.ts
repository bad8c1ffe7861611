/**
 * Runs `run` once the browser is idle (at the latest `timeout` ms later): work nobody waits for stays off the
 * first screen's tasks. Returns a cancel function.
 */
export function whenIdle(run: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, Math.min(timeout, 1000));
  return () => clearTimeout(timer);
}
