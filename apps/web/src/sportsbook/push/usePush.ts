/**
 * React hooks of the push channel. A page subscribes to what it shows (`usePushSubscription`); a row reads its
 * own game and prices from the instance's live store with `useSyncExternalStore` (`useLiveGame`, `useLivePrice`,
 * `useLiveEntries`), so a price change re-renders the rows that show it only.
 *
 * The server snapshot of every reader is "nothing live": the server renders the prices the page loaded (no
 * socket there, and seeds happen in effects), so a part that hydrates draws exactly what the server drew, even
 * when the browser's live store already holds newer prices (a later Suspense boundary); React then re-renders it
 * with the live ones.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { useStores } from '../../stores';
import { pushOf, targetKeys, type PushClient, type PushTargets } from './client';
import {
  gameView,
  liveOf,
  priceView,
  type LiveGame,
  type LiveGameEntry,
  type LivePrice,
  type LivePriceEntry,
  type LiveStore,
  type PushStatusState,
} from './store';

/** The live odds of the app instance this component renders in. */
export function useLive(): LiveStore {
  return liveOf(useStores());
}

/** The push client of the app instance (made on first use; prefer `usePushSubscription`). */
export function usePushClient(): PushClient {
  return pushOf(useStores());
}

/**
 * Subscribes to lists and games while the component is mounted (and `enabled`). Arrays recreated on every
 * render are fine: only a change of the set itself changes the subscription. The client is made in the effect:
 * a server render never makes one.
 */
export function usePushSubscription(targets: PushTargets, enabled = true): void {
  const stores = useStores();
  const key = enabled ? targetKeys(targets).join(' ') : '';
  useEffect(() => {
    if (key === '') return undefined;
    return pushOf(stores).acquire(key.split(' '));
  }, [stores, key]);
}

const nothing = (): undefined => undefined;
const noValidFrom = (): number => 0;
const noSubscription = (): (() => void) => () => {};

/** `validFrom` of the live store (entries confirmed before it are stale). */
function useValidFrom(live: LiveStore): number {
  return useSyncExternalStore(live.freshness.subscribe, live.freshness.get, noValidFrom);
}

/** One entry of a keyed source (undefined without a key, or while nothing is known, or on the server). */
function useEntry<V>(
  source: { subscribe(key: number, listener: () => void): () => void; get(key: number): V | undefined },
  key: number | null | undefined,
): V | undefined {
  const has = key !== null && key !== undefined;
  const subscribe = useCallback(
    (listener: () => void) => (has ? source.subscribe(key, listener) : noSubscription()),
    [source, key, has],
  );
  const getSnapshot = useCallback(() => (has ? source.get(key) : undefined), [source, key, has]);
  return useSyncExternalStore(subscribe, getSnapshot, nothing);
}

/**
 * The live price of one outcome (null without an id). `known` is false until a REST answer or the socket told
 * it; `stale` is true while it has not been confirmed since the connection dropped.
 */
export function useLivePrice(outcomeId: number | null | undefined): LivePrice | null {
  const live = useLive();
  const entry = useEntry(live.prices, outcomeId);
  const validFrom = useValidFrom(live);
  return useMemo(() => {
    if (outcomeId === null || outcomeId === undefined) return null;
    if (entry === undefined)
      return {
        outcomeId,
        gameId: null,
        known: false,
        thousandths: null,
        previous: null,
        direction: null,
        changedAt: null,
        stale: false,
      };
    return priceView(entry, validFrom);
  }, [outcomeId, entry, validFrom]);
}

/** The live state of one game (null without an id): status, suspension, clock, period, score, last event. */
export function useLiveGame(gameId: number | null | undefined): LiveGame | null {
  const live = useLive();
  const entry = useEntry(live.games, gameId);
  const validFrom = useValidFrom(live);
  return useMemo(() => {
    if (gameId === null || gameId === undefined) return null;
    if (entry === undefined)
      return {
        gameId,
        sportId: null,
        known: false,
        status: 'line',
        suspended: false,
        clockSec: 0,
        clockAt: 0,
        period: 0,
        score: [0, 0],
        lastEvent: null,
        stale: false,
      };
    return gameView(entry, validFrom);
  }, [gameId, entry, validFrom]);
}

/** A game's entry, its outcomes' entries (in the order of the ids asked for) and `validFrom`: one snapshot. */
export interface LiveEntries {
  game: LiveGameEntry | undefined;
  prices: readonly (LivePriceEntry | undefined)[];
  validFrom: number;
}

/**
 * A row's live data in one `useSyncExternalStore`: its game and the outcomes it shows. The snapshot is the same
 * object while none of them changed, so a price of another game (or another row's outcome) does not re-render
 * this row. `outcomeIds` should be memoised by the caller (a new array subscribes again).
 */
export function useLiveEntries(gameId: number, outcomeIds: readonly number[]): LiveEntries {
  const live = useLive();
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = [
        live.games.subscribe(gameId, listener),
        live.freshness.subscribe(listener),
        ...outcomeIds.map((id) => live.prices.subscribe(id, listener)),
      ];
      return () => stops.forEach((stop) => stop());
    },
    [live, gameId, outcomeIds],
  );
  const getSnapshot = useMemo(() => {
    let last: LiveEntries | null = null;
    return (): LiveEntries => {
      const game = live.games.get(gameId);
      const validFrom = live.freshness.get();
      const previous = last;
      if (
        previous !== null &&
        previous.game === game &&
        previous.validFrom === validFrom &&
        outcomeIds.every((id, i) => live.prices.get(id) === previous.prices[i])
      )
        return previous;
      last = { game, prices: outcomeIds.map((id) => live.prices.get(id)), validFrom };
      return last;
    };
  }, [live, gameId, outcomeIds]);
  // What the server drew: the prices the page loaded, nothing live.
  const serverSnapshot = useMemo<LiveEntries>(
    () => ({ game: undefined, prices: outcomeIds.map(() => undefined), validFrom: 0 }),
    [outcomeIds],
  );
  const getServerSnapshot = useCallback(() => serverSnapshot, [serverSnapshot]);
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/**
 * The connection's state. A component re-renders only for the fields it reads: read `status` (not `lastSeq`,
 * which moves with every frame of updates) unless it needs it.
 */
export function usePushStatus(): Readonly<PushStatusState> {
  return useSnapshot(useLive().connection);
}

/** Incremented when the server could not replay what was missed: put it in the deps of a page's data load. */
export function usePushResetCount(): number {
  return useSnapshot(useLive().connection).resetCount;
}
