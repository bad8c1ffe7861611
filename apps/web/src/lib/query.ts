import { useCallback, useEffect, useRef, useState } from 'react';
import { useStores } from '../stores';
import { useHandedAnswer } from './handover';
import { invalidateQueries, queryKeyOf, type QueryCache, type QueryKey, type Running } from './queryCache';

export {
  createQueryCache,
  fetchQuery,
  forgetQueries,
  invalidateQueries,
  keptAnswer,
  queryKeyOf,
  type FetchOptions,
  type QueryCache,
  type QueryKey,
} from './queryCache';

/**
 * The app's one data layer for reads (docs/adr/0042-page-data-layer.md): a query cache per app instance
 * (`stores.queries`) and `useQuery`, the hook a page reads with. Pages do not keep busy flags, reload counters
 * or abort controllers of their own.
 *
 * - **Dedupe:** readers of one key share one request while it runs.
 * - **Abort:** a request is cancelled when its last reader leaves (unmount, new key).
 * - **Remembered answers:** `fetchQuery(cache, key, load, { keep: true })` keeps an answer for the instance's
 *   life (config groups, the limit service's token); a failed load is forgotten, so the next call asks again.
 * - **Reload and invalidation:** `reload()` asks again; `invalidateQueries(cache, prefix)` makes every mounted
 *   reader of the keys under a prefix ask again (after a write).
 * - **Server rendering:** `handOver: true` renders the answer on the server and hands it to the browser through
 *   the page's JSON (lib/handover, ADR 0041): the browser does not ask again.
 */

/** A read shared by the readers of one key; cancelled when the last of them leaves. */
function join<T>(cache: QueryCache, id: string, load: (signal: AbortSignal) => Promise<T>): Running {
  let running = cache.running.get(id);
  if (running === undefined) {
    const controller = new AbortController();
    const entry: Running = { promise: load(controller.signal), controller, readers: 0 };
    const forget = () => {
      if (cache.running.get(id) === entry) cache.running.delete(id);
    };
    entry.promise.then(forget, forget);
    cache.running.set(id, entry);
    running = entry;
  }
  running.readers += 1;
  return running;
}

function leave(cache: QueryCache, id: string, running: Running): void {
  running.readers -= 1;
  if (running.readers > 0) return;
  if (cache.running.get(id) === running) cache.running.delete(id);
  running.controller.abort();
}

export type QueryStatus = 'loading' | 'ready' | 'error';

/**
 * `data` is the last answer (kept while the next one loads); `error` the last failure of this key, kept while it
 * is asked again (a retry) and cleared by an answer.
 */
export interface Query<T> {
  status: QueryStatus;
  data: T | undefined;
  error: unknown;
  reload: () => void;
  /** Changes the data where it is shown (a write answered with the changed item). */
  setData: (update: (data: T) => T) => void;
}

export interface QueryOptions {
  /** `false`: no request (the inputs are not valid yet); the status stays `loading`. Default true. */
  enabled?: boolean;
  /** The answer decides the page's content: rendered on the server and handed to the browser (ADR 0041). */
  handOver?: boolean;
}

interface State<T> {
  id: string;
  status: QueryStatus;
  data: T | undefined;
  error: unknown;
}

/**
 * Reads `key` with `load` for a component: the request is shared with the other readers of the key, cancelled
 * when the component leaves or the key changes, and asked again by `reload()` or an invalidation. The last data
 * stays while the next key loads (no flash of emptiness); `status` is `ready` only for the current key's answer.
 */
export function useQuery<T>(
  key: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  options: QueryOptions = {},
): Query<T> {
  const cache = useStores().queries;
  const id = queryKeyOf(key);
  const enabled = options.enabled !== false;
  const handed = useHandedAnswer(id, load, enabled && options.handOver === true);
  const [state, setState] = useState<State<T>>(() =>
    handed === undefined
      ? { id, status: 'loading', data: undefined, error: undefined }
      : { id, status: 'ready', data: handed, error: undefined },
  );
  // The handed answer stands for the first request.
  const skipFirst = useRef(handed !== undefined);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = (update: (data: T) => T) =>
    setState((prev) => (prev.data === undefined ? prev : { ...prev, data: update(prev.data) }));

  useEffect(() => {
    // A mounted reader is told when a write changed what it shows (`invalidateQueries`).
    let readers = cache.readers.get(id);
    if (readers === undefined) cache.readers.set(id, (readers = new Set()));
    readers.add(reload);
    const unregister = () => {
      readers.delete(reload);
      if (readers.size === 0 && cache.readers.get(id) === readers) cache.readers.delete(id);
    };
    if (!enabled || skipFirst.current) {
      skipFirst.current = false;
      return unregister;
    }
    // At once (not a transition): a new key must not show the last answer as if it were its own.
    // A retry keeps the last failure (the error state can say it is trying again); a new key starts afresh.
    setState((prev) =>
      prev.status === 'loading' && prev.id === id
        ? prev
        : { ...prev, id, status: 'loading', error: prev.id === id ? prev.error : undefined },
    );
    const running = join(cache, id, loadRef.current);
    let active = true;
    running.promise.then(
      (data) => {
        // Not a transition: the page's lists are short, and an answer is shown as soon as it is in.
        if (active) setState({ id, status: 'ready', data: data as T, error: undefined });
      },
      (error: unknown) => {
        if (active) setState((prev) => ({ ...prev, id, status: 'error', error }));
      },
    );
    return () => {
      active = false;
      leave(cache, id, running);
      unregister();
    };
  }, [cache, id, attempt, enabled, reload]);

  const status: QueryStatus = state.id === id ? state.status : 'loading';
  return {
    status,
    data: state.data,
    error: state.id === id ? state.error : undefined,
    reload,
    setData,
  };
}

export interface Mutation<A extends unknown[], T> {
  /** Runs the write; resolves with its answer, or `undefined` when it failed (`onError` was told). */
  run: (...args: A) => Promise<T | undefined>;
  /** A write is under way. */
  pending: boolean;
  /** The arguments of the write under way (which row's button is busy). */
  variables: A | undefined;
}

export interface MutationOptions<A extends unknown[], T> {
  onSuccess?: (answer: T, ...args: A) => void | Promise<void>;
  onError?: (error: unknown, ...args: A) => void;
  /** Keys whose mounted readers ask again after a successful write. */
  invalidates?: readonly QueryKey[];
}

/**
 * A write (a form's submit, a row's button): its pending state and arguments, its answer handed to `onSuccess`,
 * and the reads it changes asked again (`invalidates`). A page keeps no busy flag of its own.
 */
export function useMutation<A extends unknown[], T>(
  write: (...args: A) => Promise<T>,
  options: MutationOptions<A, T> = {},
): Mutation<A, T> {
  const cache = useStores().queries;
  const [variables, setVariables] = useState<A>();
  const run = async (...args: A): Promise<T | undefined> => {
    setVariables(args);
    try {
      const answer = await write(...args);
      for (const key of options.invalidates ?? []) invalidateQueries(cache, key);
      await options.onSuccess?.(answer, ...args);
      return answer;
    } catch (error) {
      if (options.onError === undefined) throw error;
      options.onError(error, ...args);
      return undefined;
    } finally {
      setVariables(undefined);
    }
  };
  return { run, pending: variables !== undefined, variables };
}
