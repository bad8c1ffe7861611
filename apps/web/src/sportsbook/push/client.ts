/**
 * The push client: one WebSocket for the whole app (`SPORTSBOOK_PATHS.push`, same origin), opened on the first
 * subscription and closed when nothing has been subscribed for a while.
 *
 * - Subscriptions are reference-counted per list ({section, sportId?}) and per game; changes made in one task
 *   are coalesced into one `subscribe` and one `unsubscribe` message (sent in a microtask).
 * - After a drop it reconnects with exponential backoff and jitter (about 0.5 s, doubling, up to 15 s), sends the
 *   wanted subscriptions again, then `resume` with the last sequence seen; the server replays what was missed
 *   and answers `resumed`, or `reset` when that is no longer kept (pages then reload: `resetCount`).
 * - A watchdog treats the socket as dead when no message came for two heartbeat periods.
 * - While the browser says it is offline no attempt is made; the `online` event reconnects at once.
 *
 * The client tells a sink (the live store of its app instance, `./store`) what happened, including what it
 * released (the store then drops the games nothing follows any more); it holds no prices itself. One client per
 * app instance (`pushOf(stores)`), made on first use: a server render never makes one.
 */
import { SPORTSBOOK_PATHS } from '@betline/contracts/paths';
import type { PushClientMessage, PushList, PushServerMessage, SupportPush } from '../../api/types';
import type { Stores } from '../../stores';
import { covers, parseKey, SUPPORT_KEY, targetKeys, type PushTargets } from './keys';
import { liveOf, type PushConnectionStatus, type PushSink } from './store';

export { gameKey, listKey, SUPPORT_KEY, targetKeys, type PushTargets } from './keys';
export type { PushSink } from './store';

/** What the client needs of a WebSocket (the browser's, or a fake in tests). */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketConstructor = new (url: string) => SocketLike;

/** The clock, timers and the microtask queue (injectable: tests drive them by hand). */
export interface PushScheduler {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  queueMicrotask(callback: () => void): void;
}

/** Whether the browser believes it is online, and its changes. */
export interface NetworkWatch {
  isOnline(): boolean;
  /** Calls `listener` on `online` / `offline`; returns the unsubscribe function. */
  watch(listener: (online: boolean) => void): () => void;
}

export interface PushClientOptions {
  /** The socket URL; by default the page's origin with ws: or wss: and `SPORTSBOOK_PATHS.push`. */
  url?: () => string;
  WebSocket?: SocketConstructor;
  scheduler?: PushScheduler;
  network?: NetworkWatch;
  /** Where what happens goes: the app instance's live store (`liveOf(stores)`), or a recorder in tests. */
  sink: PushSink;
  /** A number in [0, 1) for the backoff's jitter. */
  random?: () => number;
  /** Close the socket when nothing has been subscribed for this long (ms). */
  idleCloseMs?: number;
  /** Give up on a socket that has not said hello within this long (ms). */
  connectTimeoutMs?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
}

export interface PushClientState {
  /** Whether a socket exists (opening or open). */
  connected: boolean;
  /** The newest sequence number seen; null before the first hello. */
  lastSeq: number | null;
  /** Keys (`l:live:1`, `g:42`) of what is wanted, with their reference counts. */
  wanted: ReadonlyMap<string, number>;
  /** Keys the server has been told on the current socket. */
  sent: ReadonlySet<string>;
  /** Reconnect attempts since the last confirmed connection. */
  attempt: number;
  heartbeatMs: number | null;
}

export interface PushClient {
  /** Adds one reference to each target; returns the function that removes them (call it once). */
  subscribe(targets: PushTargets): () => void;
  /** The same with keys from `targetKeys` (what the React hook uses). */
  acquire(keys: readonly string[]): () => void;
  /**
   * Listens to the signed-in player's support tickets (while `SUPPORT_KEY` is acquired): a ticket that changed,
   * or `null` after a reconnect (what changed meanwhile is unknown: read again). Returns the unsubscribe function.
   */
  onSupport(listener: (change: SupportPush | null) => void): () => void;
  /** A view of the internals (tests, diagnostics). */
  state(): PushClientState;
  /** Closes the socket, cancels timers and forgets subscriptions (tests, teardown). */
  dispose(): void;
}

export const IDLE_CLOSE_MS = 30_000;
export const CONNECT_TIMEOUT_MS = 10_000;
export const BACKOFF_BASE_MS = 500;
export const BACKOFF_MAX_MS = 15_000;
/** The server's limits per message (contracts: `subscribe` takes at most 100 games and 20 lists). */
const MAX_GAMES_PER_MESSAGE = 100;
const MAX_LISTS_PER_MESSAGE = 20;

/**
 * The wait before reconnect attempt `attempt` (0 first): the cap doubles from `base` up to `max`, and the wait
 * is between half the cap and the cap ("equal jitter"), so clients that dropped together do not return together.
 */
export function backoffDelay(
  attempt: number,
  random: () => number,
  base = BACKOFF_BASE_MS,
  max = BACKOFF_MAX_MS,
): number {
  const cap = Math.min(max, base * 2 ** Math.min(attempt, 30));
  return Math.round(cap / 2 + (cap / 2) * random());
}

// ---------------------------------------------------------------------------------------------------- keys

/** The messages that tell the server about `keys` (split to the server's limits per message). */
function messagesFor(type: 'subscribe' | 'unsubscribe', keys: readonly string[]): PushClientMessage[] {
  const lists: PushList[] = [];
  const gameIds: number[] = [];
  let support = false;
  for (const key of keys) {
    const parsed = parseKey(key);
    if ('support' in parsed) support = true;
    else if ('gameId' in parsed) gameIds.push(parsed.gameId);
    else lists.push(parsed.list);
  }
  const out: PushClientMessage[] = support ? [{ type, support: true }] : [];
  for (
    let i = 0;
    i * MAX_GAMES_PER_MESSAGE < gameIds.length || i * MAX_LISTS_PER_MESSAGE < lists.length;
    i++
  ) {
    const games = gameIds.slice(i * MAX_GAMES_PER_MESSAGE, (i + 1) * MAX_GAMES_PER_MESSAGE);
    const someLists = lists.slice(i * MAX_LISTS_PER_MESSAGE, (i + 1) * MAX_LISTS_PER_MESSAGE);
    out.push({
      type,
      ...(games.length > 0 ? { gameIds: games } : {}),
      ...(someLists.length > 0 ? { lists: someLists } : {}),
    });
  }
  return out;
}

// ------------------------------------------------------------------------------------------------ defaults

function defaultUrl(): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${SPORTSBOOK_PATHS.push}`;
}

const defaultScheduler: PushScheduler = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  queueMicrotask: (callback) => queueMicrotask(callback),
};

const browserNetwork: NetworkWatch = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  watch(listener) {
    if (typeof window === 'undefined') return () => {};
    const online = () => listener(true);
    const offline = () => listener(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  },
};

const MESSAGE_TYPES = new Set<PushServerMessage['type']>([
  'hello',
  'update',
  'subscribed',
  'resumed',
  'reset',
  'heartbeat',
  'pong',
  'error',
  'support',
]);

/** A server message, or null. The server validates what it sends; this only guards against garbage. */
function parseMessage(data: unknown): PushServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message: unknown = JSON.parse(data);
    if (typeof message !== 'object' || message === null) return null;
    const type = (message as { type?: unknown }).type;
    return MESSAGE_TYPES.has(type as PushServerMessage['type']) ? (message as PushServerMessage) : null;
  } catch {
    return null;
  }
}

// -------------------------------------------------------------------------------------------------- client

type Phase =
  /** No socket. */
  | 'closed'
  /** Opening, waiting for hello. */
  | 'connecting'
  /** Hello came, `resume` sent, waiting for `resumed` or `reset`. */
  | 'resuming'
  /** Live and confirmed. */
  | 'open';

export function createPushClient(options: PushClientOptions): PushClient {
  const url = options.url ?? defaultUrl;
  const scheduler = options.scheduler ?? defaultScheduler;
  const network = options.network ?? browserNetwork;
  const sink = options.sink;
  const random = options.random ?? Math.random;
  const idleCloseMs = options.idleCloseMs ?? IDLE_CLOSE_MS;
  const connectTimeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
  const backoffBase = options.backoffBaseMs ?? BACKOFF_BASE_MS;
  const backoffMax = options.backoffMaxMs ?? BACKOFF_MAX_MS;
  const Socket: SocketConstructor | undefined =
    options.WebSocket ??
    (typeof WebSocket === 'function' ? (WebSocket as unknown as SocketConstructor) : undefined);

  const wanted = new Map<string, number>();
  const sent = new Set<string>();
  let socket: SocketLike | null = null;
  let phase: Phase = 'closed';
  let lastSeq: number | null = null;
  let heartbeatMs: number | null = null;
  let attempt = 0;
  /** The last socket ended by failure (not by going quiet): attempts are "reconnecting". */
  let recovering = false;
  /** The sink was told `dropped` and not yet `confirmed`. */
  let unconfirmed = false;
  let flushQueued = false;
  /** A key's last reference went since the last flush. */
  let releasedSome = false;
  let reconnectTimer: unknown = null;
  let watchdogTimer: unknown = null;
  /** The watchdog's limit and the time of the last message: one timer, re-armed only when it fires. */
  let silenceLimitMs = 0;
  let lastMessageAt = 0;
  let idleTimer: unknown = null;
  let unwatchNetwork: (() => void) | null = null;
  let status: PushConnectionStatus = 'idle';
  const supportListeners = new Set<(change: SupportPush | null) => void>();
  /**
   * The socket was opened before the player signed in (the server follows the session of the socket's request):
   * it is opened again once, with the session, when the server says it follows no tickets.
   */
  let supportRetried = false;

  function setStatus(next: PushConnectionStatus): void {
    if (status === next) return;
    status = next;
    sink.status(next);
  }

  function clearTimer(handle: unknown): null {
    if (handle !== null) scheduler.clearTimeout(handle);
    return null;
  }

  function send(message: PushClientMessage): void {
    socket?.send(JSON.stringify(message));
  }

  function setSeq(seq: number): void {
    if (lastSeq !== null && seq <= lastSeq) return;
    lastSeq = seq;
    sink.seq(seq);
  }

  // ------------------------------------------------------------------------------------ subscriptions

  function acquire(keys: readonly string[]): () => void {
    for (const key of keys) wanted.set(key, (wanted.get(key) ?? 0) + 1);
    changed();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const key of keys) {
        const count = (wanted.get(key) ?? 0) - 1;
        if (count > 0) wanted.set(key, count);
        else if (wanted.delete(key)) releasedSome = true;
      }
      changed();
    };
  }

  function changed(): void {
    if (flushQueued) return;
    flushQueued = true;
    scheduler.queueMicrotask(flush);
  }

  /**
   * Runs once per task that changed the wanted set: connects, tells the server the difference, or idles; and
   * when something was released, tells the sink what is still wanted (the live store evicts the rest).
   */
  function flush(): void {
    flushQueued = false;
    if (releasedSome) {
      releasedSome = false;
      sink.released(new Set(wanted.keys()));
    }
    if (wanted.size > 0) {
      idleTimer = clearTimer(idleTimer);
      if (!unwatchNetwork) unwatchNetwork = network.watch(onNetwork);
      if (!socket && reconnectTimer === null) {
        if (network.isOnline()) open();
        else setStatus('offline');
      }
    } else if ((socket || reconnectTimer !== null) && idleTimer === null) {
      idleTimer = scheduler.setTimeout(goQuiet, idleCloseMs);
    }
    if (phase === 'resuming' || phase === 'open') sendDifference();
  }

  function sendDifference(): void {
    const add = [...wanted.keys()].filter((key) => !sent.has(key)).sort();
    const remove = [...sent].filter((key) => !wanted.has(key)).sort();
    for (const message of messagesFor('subscribe', add)) send(message);
    for (const message of messagesFor('unsubscribe', remove)) send(message);
    for (const key of add) sent.add(key);
    for (const key of remove) sent.delete(key);
  }

  // ------------------------------------------------------------------------------------------ socket

  function open(): void {
    reconnectTimer = clearTimer(reconnectTimer);
    setStatus(recovering ? 'reconnecting' : 'connecting');
    phase = 'connecting';
    sent.clear();
    let ws: SocketLike;
    try {
      if (!Socket) throw new Error('no WebSocket in this environment');
      ws = new Socket(url());
    } catch (error) {
      console.warn('push: could not open the socket', error);
      recovering = true;
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onmessage = (event) => {
      if (socket === ws) receive(event.data);
    };
    ws.onclose = () => {
      if (socket === ws) lost();
    };
    // Browsers follow an error with a close; the close handler ignores a socket already dropped here.
    ws.onerror = () => {
      if (socket === ws) lost();
    };
    armWatchdog(connectTimeoutMs);
  }

  /**
   * The socket is dead when no message came for `ms`. Messages only note their time (no timer work per update);
   * the timer, when it fires, waits again for the rest of the limit if a message came meanwhile.
   */
  function armWatchdog(ms: number): void {
    silenceLimitMs = ms;
    lastMessageAt = scheduler.now();
    watchdogTimer = clearTimer(watchdogTimer);
    const check = () => {
      watchdogTimer = null;
      if (!socket) return;
      const left = lastMessageAt + silenceLimitMs - scheduler.now();
      if (left > 0) watchdogTimer = scheduler.setTimeout(check, left);
      else lost();
    };
    watchdogTimer = scheduler.setTimeout(check, ms);
  }

  /** Detaches and closes the current socket; tells the sink when live data was confirmed through it. */
  function closeSocket(reason: string): void {
    const ws = socket;
    socket = null;
    watchdogTimer = clearTimer(watchdogTimer);
    const hadHello = phase === 'resuming' || phase === 'open';
    phase = 'closed';
    sent.clear();
    if (ws) {
      ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null;
      try {
        ws.close(1000, reason);
      } catch {
        // Already closed.
      }
    }
    // A socket that never said hello confirmed nothing (and wrote nothing): prices seeded meanwhile stay fresh.
    if (hadHello) {
      unconfirmed = true;
      sink.dropped();
    }
  }

  /** The socket failed (closed, errored, silent): reconnect after a backoff. */
  function lost(): void {
    closeSocket('lost');
    recovering = true;
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    reconnectTimer = clearTimer(reconnectTimer);
    if (wanted.size === 0) {
      setStatus('idle');
      return;
    }
    if (!network.isOnline()) {
      setStatus('offline');
      return;
    }
    setStatus('reconnecting');
    const delay = backoffDelay(attempt, random, backoffBase, backoffMax);
    attempt += 1;
    reconnectTimer = scheduler.setTimeout(() => {
      reconnectTimer = null;
      if (wanted.size === 0) setStatus('idle');
      else if (!network.isOnline()) setStatus('offline');
      else open();
    }, delay);
  }

  /** Nothing has been wanted for a while: close without reconnecting (the next subscription opens again). */
  function goQuiet(): void {
    idleTimer = null;
    if (wanted.size > 0) return;
    reconnectTimer = clearTimer(reconnectTimer);
    closeSocket('idle');
    recovering = false;
    attempt = 0;
    unwatchNetwork?.();
    unwatchNetwork = null;
    setStatus('idle');
  }

  function onNetwork(online: boolean): void {
    if (!online) {
      reconnectTimer = clearTimer(reconnectTimer);
      if (socket) {
        closeSocket('offline');
        recovering = true;
      }
      if (wanted.size > 0) setStatus('offline');
      return;
    }
    if (wanted.size > 0 && !socket) {
      attempt = 0;
      open();
    }
  }

  function confirmed(kind: 'resumed' | 'reset' | 'fresh'): void {
    phase = 'open';
    attempt = 0;
    recovering = false;
    setStatus('open');
    // A ticket may have changed while the socket was down (its support subscription is sent again).
    if (kind !== 'fresh' && wanted.has(SUPPORT_KEY)) for (const listener of supportListeners) listener(null);
    if (unconfirmed || kind === 'reset') sink.confirmed(kind);
    unconfirmed = false;
  }

  function receive(data: unknown): void {
    const message = parseMessage(data);
    if (!message) return;
    // Any message proves the socket alive.
    lastMessageAt = scheduler.now();
    switch (message.type) {
      case 'hello': {
        heartbeatMs = message.heartbeatMs;
        armWatchdog(heartbeatMs * 2);
        sent.clear();
        // Subscriptions first: the server replays only what the connection is subscribed to.
        phase = 'resuming';
        sendDifference();
        if (lastSeq !== null) {
          send({ type: 'resume', seq: lastSeq });
        } else {
          setSeq(message.seq);
          confirmed('fresh');
        }
        return;
      }
      case 'update':
        setSeq(message.seq);
        // What was released is no longer kept: an update the server sent before it heard of the release is
        // dropped (its sequence still counts for a resume).
        if (covers(wanted, message)) sink.update(message);
        return;
      case 'resumed':
        if (phase !== 'resuming') return;
        setSeq(message.seq);
        confirmed('resumed');
        return;
      case 'reset':
        if (phase !== 'resuming') return;
        // What was missed is gone: continue from the server's newest sequence.
        lastSeq = message.seq;
        sink.seq(message.seq);
        confirmed('reset');
        return;
      case 'heartbeat':
        // While a resume replays, a heartbeat's sequence may run ahead of what has been delivered.
        if (phase === 'open') setSeq(message.seq);
        return;
      case 'error':
        console.warn(`push: ${message.message}`);
        // The server could not replay (its answer to a failed resume): treat it as a reset.
        if (phase === 'resuming' && message.message.startsWith('resume')) confirmed('reset');
        return;
      case 'support':
        if (wanted.has(SUPPORT_KEY)) for (const listener of supportListeners) listener(message);
        return;
      case 'subscribed':
        if (message.support === true) supportRetried = false;
        else if (message.support === false && wanted.has(SUPPORT_KEY) && !supportRetried) {
          supportRetried = true;
          closeSocket('session');
          open();
        }
        return;
      case 'pong':
        return;
    }
  }

  return {
    subscribe: (targets) => acquire(targetKeys(targets)),
    acquire,
    onSupport(listener) {
      supportListeners.add(listener);
      return () => {
        supportListeners.delete(listener);
      };
    },
    state: () => ({
      connected: socket !== null,
      lastSeq,
      wanted: new Map(wanted),
      sent: new Set(sent),
      attempt,
      heartbeatMs,
    }),
    dispose() {
      const hadWanted = wanted.size > 0;
      wanted.clear();
      releasedSome = false;
      if (hadWanted) sink.released(new Set());
      reconnectTimer = clearTimer(reconnectTimer);
      idleTimer = clearTimer(idleTimer);
      const hadSocket = socket !== null;
      if (hadSocket) closeSocket('dispose');
      unwatchNetwork?.();
      unwatchNetwork = null;
      if (hadSocket || status !== 'idle') setStatus('idle');
    },
  };
}

/** The push client of this app instance (made on first use; the socket opens on the first subscription). */
export function pushOf(stores: Pick<Stores, 'lazy'>): PushClient {
  return (stores.lazy.push ??= createPushClient({ sink: liveOf(stores) }));
}
