/**
 * The push channel in the client (ADR 0040): one WebSocket per app instance, subscriptions that follow the
 * screen, and the instance's live odds in a keyed external store (batched, evicted when released).
 */
export {
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  IDLE_CLOSE_MS,
  backoffDelay,
  createPushClient,
  gameKey,
  listKey,
  pushOf,
  SUPPORT_KEY,
  targetKeys,
  type PushClient,
  type PushClientOptions,
  type PushTargets,
  type SocketLike,
} from './client';
export {
  createLiveStore,
  liveOf,
  type KeyedSource,
  type LiveGame,
  type LiveGameEntry,
  type LiveGameStatus,
  type LivePrice,
  type LivePriceEntry,
  type LiveStore,
  type OddsDirection,
  type PushConnectionStatus,
  type PushSink,
  type PushStatusState,
  type SeedOptions,
} from './store';
export {
  useLive,
  useLiveEntries,
  useLiveGame,
  useLivePrice,
  usePushClient,
  usePushResetCount,
  usePushStatus,
  usePushSubscription,
  type LiveEntries,
} from './usePush';
export { ConnectionStatus, type ConnectionStatusProps } from './ConnectionStatus';
