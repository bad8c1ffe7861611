/**
 * The data layer's cache, one per app instance (`stores.queries`; the hooks are in lib/query, ADR 0042). Kept
 * apart from the hooks: the first screen's code carries only this.
 */

/** A read under way, shared by its readers (lib/query). */
export interface Running {
  promise: Promise<unknown>;
  controller: AbortController;
  readers: number;
}

interface Kept {
  promise: Promise<unknown>;
  /** Epoch ms the load started. */
  at: number;
  /** The answer, once it arrived. */
  answer?: { value: unknown };
}

export interface QueryCache {
  readonly running: Map<string, Running>;
  readonly kept: Map<string, Kept>;
  /** The mounted readers by key: an invalidation tells them to ask again. */
  readonly readers: Map<string, Set<() => void>>;
}

export function createQueryCache(): QueryCache {
  return { running: new Map(), kept: new Map(), readers: new Map() };
}

export type QueryKey = string | readonly unknown[];

/** The cache's key of a query key: a string as it is, an array as JSON. */
export function queryKeyOf(key: QueryKey): string {
  return typeof key === 'string' ? key : JSON.stringify(key);
}

export interface FetchOptions {
  /**
   * Remember the answer (or the load under way) for the instance's life, or for `keepMs` after the load
   * started; a failed load is forgotten unless `keepFailures`.
   */
  keep?: boolean;
  keepMs?: number;
  keepFailures?: boolean;
  /** Ask again even if an answer is remembered (the remembered one is replaced). */
  force?: boolean;
  /** Epoch ms now (tests). */
  now?: number;
}

/**
 * One load of `key` for this instance: a load under way is shared; with `keep`, an answer is remembered. Loads
 * started here are not cancelled by readers (see `useQuery` for reads tied to a component).
 */
export function fetchQuery<T>(
  cache: QueryCache,
  key: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  options: FetchOptions = {},
): Promise<T> {
  const id = queryKeyOf(key);
  const now = options.now ?? Date.now();
  if (options.keep === true && options.force !== true) {
    const kept = cache.kept.get(id);
    if (kept !== undefined && (options.keepMs === undefined || now - kept.at < options.keepMs)) {
      return kept.promise as Promise<T>;
    }
  }
  const promise = load(new AbortController().signal);
  if (options.keep === true) {
    const entry: Kept = { promise, at: now };
    cache.kept.set(id, entry);
    promise.then(
      (value) => {
        entry.answer = { value };
      },
      () => {
        if (options.keepFailures !== true && cache.kept.get(id) === entry) cache.kept.delete(id);
      },
    );
  }
  return promise;
}

/** The remembered answer of `key`, if one arrived. */
export function keptAnswer<T>(cache: QueryCache, key: QueryKey): T | undefined {
  return cache.kept.get(queryKeyOf(key))?.answer?.value as T | undefined;
}

/** Forgets remembered answers whose key starts with `prefix` (all without one). */
export function forgetQueries(cache: QueryCache, prefix?: string): void {
  for (const id of [...cache.kept.keys()]) {
    if (prefix === undefined || id.startsWith(prefix)) cache.kept.delete(id);
  }
}

/** Every mounted reader of a key under `prefix` asks again (after a write changed what it shows). */
export function invalidateQueries(cache: QueryCache, prefix: QueryKey): void {
  const start = typeof prefix === 'string' ? prefix : queryKeyOf(prefix).slice(0, -1);
  forgetQueries(cache, start);
  for (const [id, readers] of cache.readers) {
    if (id.startsWith(start)) for (const reader of [...readers]) reader();
  }
}
