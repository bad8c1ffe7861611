/**
 * Loads of the app's own code, kept once per process: a chunk's module, the texts a chunk holds. What they yield
 * is the same for every request the server renders and every app instance in the browser (it comes from the
 * build, never from a request, a visitor or an answer), so sharing the promise is not state in the sense of
 * DESIGN "State". Anything that depends on a request lives in the app instance (`createStores`, ADR 0038) and
 * never goes through here.
 *
 * The cache lives in the closure this makes, so a module keeps one by calling it once at import.
 */

/** A load that has settled carries React's `status` and `value` fields: `use` reads it at once, without a turn. */
type CodeLoad<V> = Promise<V> & { status?: 'fulfilled'; value?: V };

export interface CodeLoads<K, V> {
  /** The load of `key`, started on the first call. */
  (key: K): Promise<V>;
  /** What the load of `key` yielded once it has succeeded, without starting it. */
  loaded(key: K): { value: V } | undefined;
}

/**
 * `load` made once per key: the same promise for every caller (React's `use` needs the same promise), marked
 * when it has settled; a load that failed (a chunk that did not arrive) is forgotten, so a later call tries again.
 */
export function codeLoads<K, V>(load: (key: K) => Promise<V>): CodeLoads<K, V> {
  const loads = new Map<K, CodeLoad<V>>();
  const loadOnce = (key: K): Promise<V> => {
    const cached = loads.get(key);
    if (cached !== undefined) return cached;
    const promise: CodeLoad<V> = load(key);
    loads.set(key, promise);
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      () => loads.delete(key),
    );
    return promise;
  };
  const loaded = (key: K): { value: V } | undefined => {
    const promise = loads.get(key);
    return promise?.status === 'fulfilled' ? { value: promise.value as V } : undefined;
  };
  return Object.assign(loadOnce, { loaded });
}
