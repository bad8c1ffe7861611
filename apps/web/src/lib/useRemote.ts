import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useHandedAnswer } from './handover';

/** `sentMark`: what `mark()` answered just before the request that gave `data` was sent (0 without one). */
export type Remote<T> =
  | { status: 'loading'; data: T | undefined; receivedAt: number; sentMark: number }
  | { status: 'ready'; data: T; receivedAt: number; sentMark: number }
  | { status: 'error'; data: T | undefined; receivedAt: number; sentMark: number };

export interface RemoteOptions {
  /**
   * The data decides the first screen (its largest paint): the server's picture is drawn with it and hands it
   * to the app (lib/handover). The key must be the same on the server and in the browser.
   */
  handOver?: boolean;
}

/**
 * Loads data for a page: cancels the request when the inputs (`key`) change or the page leaves, keeps the last
 * data while a new request runs (no flash of emptiness), and can reload (a retry button, a timer).
 */
export function useRemote<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  mark: () => number = () => 0,
  options: RemoteOptions = {},
): Remote<T> & { reload: () => void } {
  // The server's picture hands this part its answer (lib/handover): drawn with it, and the app starts from it.
  const handed = useHandedAnswer(key, load, options.handOver === true);
  const [state, setState] = useState<Remote<T>>(() =>
    handed === undefined
      ? { status: 'loading', data: undefined, receivedAt: 0, sentMark: 0 }
      : { status: 'ready', data: handed, receivedAt: Date.now(), sentMark: 0 },
  );
  // The handed answer stands for the first request.
  const skipFirst = useRef(handed !== undefined);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const markRef = useRef(mark);
  markRef.current = mark;
  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return undefined;
    }
    const controller = new AbortController();
    // At once (not a transition): a new key must not show the last answer as if it were its own. Already
    // loading (the first request): the same state, no render.
    setState((prev) => (prev.status === 'loading' ? prev : { ...prev, status: 'loading' }));
    const sentMark = markRef.current();
    loadRef.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        // A transition: the page the answer fills (a board of events, a list) renders in slices, not in one
        // blocking task (an update from a promise is otherwise rendered in one go).
        const receivedAt = Date.now();
        startTransition(() => setState({ status: 'ready', data, receivedAt, sentMark }));
      },
      () => {
        if (!controller.signal.aborted) setState((prev) => ({ ...prev, status: 'error' }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
