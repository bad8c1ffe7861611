/**
 * React hooks of the push channel. A page subscribes to what it shows (`usePushSubscription`); a row reads its
 * own game and prices (`useLiveGame`, `useLivePrice`), so a price change re-renders that row only.
 */
import { createContext, useContext, useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { getPushClient, targetKeys, type PushClient, type PushTargets } from './client';
import {
  gameProxy,
  gameView,
  newGame,
  newPrice,
  priceProxy,
  priceView,
  pushFreshness,
  pushStatus,
  type LiveGame,
  type LiveGameState,
  type LivePrice,
  type LivePriceState,
  type PushStatusState,
} from './store';

/** The client the hooks use: the app's one client unless a provider gives another (tests, stories). */
export const PushClientContext = createContext<PushClient | null>(null);
export const PushClientProvider = PushClientContext.Provider;

export function usePushClient(): PushClient {
  return useContext(PushClientContext) ?? getPushClient();
}

/**
 * Subscribes to lists and games while the component is mounted (and `enabled`). Arrays recreated on every
 * render are fine: only a change of the set itself changes the subscription.
 */
export function usePushSubscription(targets: PushTargets, enabled = true): void {
  const client = usePushClient();
  const key = enabled ? targetKeys(targets).join(' ') : '';
  useEffect(() => {
    if (key === '') return undefined;
    return client.acquire(key.split(' '));
  }, [client, key]);
}

// Read by the hooks when there is no id (a hook cannot be skipped).
const noPrice = proxy<LivePriceState>(newPrice(0));
const noGame = proxy<LiveGameState>(newGame(0));

/**
 * The live price of one outcome (null without an id). `known` is false until a REST answer or the socket told
 * it; `stale` is true while it has not been confirmed since the connection dropped.
 */
export function useLivePrice(outcomeId: number | null | undefined): LivePrice | null {
  const has = outcomeId !== null && outcomeId !== undefined;
  const price = useSnapshot(has ? priceProxy(outcomeId) : noPrice);
  const { validFrom } = useSnapshot(pushFreshness);
  return has ? priceView(price, validFrom) : null;
}

/** The live state of one game (null without an id): status, suspension, clock, period, score, last event. */
export function useLiveGame(gameId: number | null | undefined): LiveGame | null {
  const has = gameId !== null && gameId !== undefined;
  const game = useSnapshot(has ? gameProxy(gameId) : noGame);
  const { validFrom } = useSnapshot(pushFreshness);
  return has ? gameView(game, validFrom) : null;
}

/**
 * The connection's state. A component re-renders only for the fields it reads: read `status` (not `lastSeq`,
 * which moves with every frame of updates) unless it needs it.
 */
export function usePushStatus(): Readonly<PushStatusState> {
  return useSnapshot(pushStatus);
}

/** Incremented when the server could not replay what was missed: put it in the deps of a page's data load. */
export function usePushResetCount(): number {
  return useSnapshot(pushStatus).resetCount;
}
