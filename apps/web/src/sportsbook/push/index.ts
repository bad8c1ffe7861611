/** The push channel in the client: one WebSocket, subscriptions that follow the screen, batched live state. */
export {
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  IDLE_CLOSE_MS,
  backoffDelay,
  createPushClient,
  gameKey,
  getPushClient,
  listKey,
  targetKeys,
  type PushClient,
  type PushClientOptions,
  type PushTargets,
  type SocketLike,
} from './client';
export {
  flushPushUpdates,
  gameOf,
  priceOf,
  pushFreshness,
  pushMark,
  pushStatus,
  seedFromGames,
  type LiveGame,
  type LiveGameStatus,
  type LivePrice,
  type OddsDirection,
  type PushConnectionStatus,
  type PushStatusState,
  type SeedOptions,
} from './store';
export {
  PushClientProvider,
  useLiveGame,
  useLivePrice,
  usePushClient,
  usePushResetCount,
  usePushStatus,
  usePushSubscription,
} from './usePush';
export { ConnectionStatus, type ConnectionStatusProps } from './ConnectionStatus';
