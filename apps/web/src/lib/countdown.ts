/**
 * The time left to a moment (a draw, a race's start), ticking each second in the browser, and what to do once it
 * is due. The server's page, and the browser's first render that hydrates it, have no clock (null), so both agree.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';

/** "4:05": minutes and seconds left. */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** How long after the moment its result is asked for: the servers' sweeps decide within two seconds. */
const RESULT_DELAY_MS = 2_500;

/** A clock that ticks each second, for `useSyncExternalStore` (the server's render has none: null). */
function subscribeSeconds(notify: () => void): () => void {
  const id = setInterval(notify, 1_000);
  return () => clearInterval(id);
}
const thisSecond = () => Math.floor(Date.now() / 1_000) * 1_000;
const noClock = () => null;

/**
 * Milliseconds left to `drawAt` (an ISO time), null before the browser's clock runs. When the moment has passed and
 * its result should be in, `onDue` runs once for that moment; without a moment, every few seconds.
 */
export function useCountdown(drawAt: string | undefined, onDue: () => void): number | null {
  const now = useSyncExternalStore(subscribeSeconds, thisSecond, noClock);
  const dueFor = useRef<string | undefined>(undefined);
  const askedAt = useRef(0);
  const at = drawAt === undefined ? NaN : Date.parse(drawAt);
  useEffect(() => {
    if (now === null) return;
    // Nothing to count down to (the next draw is not created yet): ask again every few seconds.
    if (drawAt === undefined) {
      if (now - askedAt.current >= RESULT_DELAY_MS) {
        askedAt.current = now;
        onDue();
      }
      return;
    }
    if (Number.isNaN(at) || dueFor.current === drawAt) return;
    if (now >= at + RESULT_DELAY_MS) {
      dueFor.current = drawAt;
      onDue();
    }
  }, [now, at, drawAt, onDue]);
  return now === null || Number.isNaN(at) ? null : at - now;
}
