import { useEffect, useState } from 'react';

/**
 * True once the browser is idle after the first paint (at the latest 2 s later): what is not needed for the
 * first screen loads then, off its critical path.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Not a transition: the parts that waited load lazily, and a transition that suspends holds every other
    // pending transition (a navigation, a filter) until their chunks are in.
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

/**
 * Resolves in a new task of the event loop (`scheduler.yield` where the browser has it, else a message on a
 * channel, which unlike `setTimeout` is not clamped): long start-up work split at these points is several
 * short tasks instead of one long one.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
