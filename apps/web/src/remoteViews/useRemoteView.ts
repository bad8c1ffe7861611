import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { fetchRemoteView } from '../api/views';
import { useStores, type Stores } from '../stores';
import { createRemoteViewLoader, NOT_LOADED, type RemoteViewLoader, type RemoteViewSnapshot } from './loader';
import type { RetryPolicy } from './machine';

/** One loader per app instance (ADR 0038): its views, timers and reference counts are the instance's own. */
export function remoteViewLoaderOf(stores: Stores): RemoteViewLoader {
  stores.lazy.remoteViews ??= createRemoteViewLoader({
    fetchView: fetchRemoteView,
    allowedOrigins: () => stores.global.siteConfig.config?.remoteViewOrigins ?? [],
    viewOrigin: () => window.location.origin,
  });
  return stores.lazy.remoteViews;
}

export interface RemoteViewReader extends RemoteViewSnapshot {
  /** The refresh button: asks again (at most once per second, RV-013). */
  reload: () => void;
}

/**
 * Reads a remote view for a component: it is loaded while the component is mounted and let go when the last
 * reader leaves (RV-008). Loaded in the browser only: the server's render and the hydrating render see
 * `not-exist` (nothing rendered), so hydration matches and the view comes in after it.
 */
export function useRemoteView(appName: string, lng: string, policy?: RetryPolicy): RemoteViewReader {
  const loader = remoteViewLoaderOf(useStores());
  const subscribe = useCallback(
    (listener: () => void) => loader.subscribe(appName, lng, listener),
    [loader, appName, lng],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => loader.snapshot(appName, lng),
    () => NOT_LOADED,
  );
  // The policy's values, not its identity: a policy written inline must not let the view go on every render.
  const retries = policy?.retries;
  const firstDelayMs = policy?.firstDelayMs;
  const doubling = policy?.doubling;
  useEffect(
    () =>
      loader.acquire(
        appName,
        lng,
        retries === undefined || firstDelayMs === undefined || doubling === undefined
          ? undefined
          : { retries, firstDelayMs, doubling },
      ),
    [loader, appName, lng, retries, firstDelayMs, doubling],
  );
  const reload = useCallback(() => loader.reload(appName, lng), [loader, appName, lng]);
  return { ...snapshot, reload };
}
