/**
 * The live odds of one app instance (DESIGN "State", ADR 0040): a keyed external store fed by the push channel,
 * read with `useSyncExternalStore`. One entry per game (`games`, by game id) and one per outcome (`prices`, by
 * outcome id); an entry is an immutable object replaced when something in it changes, so `get(key)` answers the
 * same object while nothing changed (stable snapshots) and a change notifies the listeners of that key only: a
 * price change re-renders the rows that show that price.
 *
 * Updates from the socket are queued and applied once per animation frame, in one batch (a `setTimeout`
 * fallback runs the batch when the tab is hidden and frames do not come). Work per update is proportional to
 * the prices it carries, never to the number of outcomes kept or rows rendered.
 *
 * Staleness without touching every entry: writes carry the current `epoch`, and an entry is stale when its
 * `confirmedEpoch` is below `freshness.get()` (`validFrom`). A drop raises `validFrom` above every epoch written
 * so far (one write, every reader re-renders once to show the marker); `resumed` puts `validFrom` back where it
 * was before the drop (the server replayed what was missed); `reset` keeps it raised, so old prices stay stale
 * until pages seed them again from the REST answers they reload.
 *
 * Eviction: when the push client releases a subscription it tells the store what it still wants (`released`);
 * every game that this no longer covers leaves the store with its prices, so the store holds what the screen
 * follows, not everything seen since the page opened.
 */
import { proxy } from 'valtio';
import type { PushUpdate, SportsGame } from '../../api/types';
import type { Stores } from '../../stores';
import { covers, gameKey } from './keys';

/** The connection as players should be told about it. */
export type PushConnectionStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'offline';

export interface PushStatusState {
  status: PushConnectionStatus;
  /** The newest feed sequence number applied (or confirmed by a heartbeat). */
  lastSeq: number;
  /** Incremented when the server could not replay what was missed (`reset`): pages reload their data. */
  resetCount: number;
  /** Epoch ms when the live data stopped being confirmed; null while it is (or was never) live. */
  droppedAt: number | null;
}

export type LiveGameStatus = 'line' | 'live' | 'finished';
export type PushFeedEvent = PushUpdate['events'][number];
export type OddsDirection = 'up' | 'down';

/** One game's live state as stored (immutable: a change makes a new entry). */
export interface LiveGameEntry {
  readonly gameId: number;
  readonly sportId: number;
  readonly status: LiveGameStatus;
  readonly suspended: boolean;
  /** Seconds played when `clockAt` was taken. */
  readonly clockSec: number;
  /** Epoch ms when `clockSec` was read (a running timer counts from there). */
  readonly clockAt: number;
  readonly period: number;
  readonly score: readonly [number, number];
  /** The newest feed event of the game (goal, period, suspension...), null until one arrives. */
  readonly lastEvent: PushFeedEvent | null;
  /** The epoch of the last confirmation; stale when below `validFrom`. */
  readonly confirmedEpoch: number;
}

/** One outcome's price as stored (immutable: a change makes a new entry). */
export interface LivePriceEntry {
  readonly outcomeId: number;
  readonly gameId: number;
  /** The coefficient in thousandths; null while the outcome is not offered. */
  readonly thousandths: number | null;
  /** The value before the last change. */
  readonly previous: number | null;
  /** The direction of the last change (null for the first value or to/from "not offered"). */
  readonly direction: OddsDirection | null;
  /** Epoch ms of the last change of `thousandths` (null before any change). */
  readonly changedAt: number | null;
  readonly confirmedEpoch: number;
}

/** What rows read: the price plus whether it may be out of date. */
export interface LivePrice {
  outcomeId: number;
  gameId: number | null;
  known: boolean;
  thousandths: number | null;
  previous: number | null;
  direction: OddsDirection | null;
  changedAt: number | null;
  /** Not confirmed since the connection dropped: show it marked (the kit's OddsButton `stale`). */
  stale: boolean;
}

export interface LiveGame {
  gameId: number;
  sportId: number | null;
  known: boolean;
  status: LiveGameStatus;
  suspended: boolean;
  clockSec: number;
  clockAt: number;
  period: number;
  score: readonly [number, number];
  lastEvent: PushFeedEvent | null;
  stale: boolean;
}

/** A keyed external store: what `useSyncExternalStore` reads, one key at a time. */
export interface KeyedSource<K, V> {
  /** Calls `listener` when the entry of `key` changes (or leaves); returns the unsubscribe function. */
  subscribe(key: K, listener: () => void): () => void;
  /** The entry of `key`: the same object while it has not changed; undefined when nothing is known. */
  get(key: K): V | undefined;
}

/** One value with its listeners. */
export interface Source<V> {
  subscribe(listener: () => void): () => void;
  get(): V;
}

// ---------------------------------------------------------------------------------------------- environment

export interface LiveStoreEnvironment {
  now(): number;
  /** Schedules the next frame; null when there are no frames (then only the fallback timer runs). */
  requestFrame: ((callback: () => void) => unknown) | null;
  cancelFrame(handle: unknown): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Whether the page is hidden (frames are not coming). */
  hidden(): boolean;
}

/** When no frame comes (hidden tab, no rAF), the batch is applied by a timer after this many ms. */
export const FRAME_FALLBACK_MS = 250;

function defaultEnvironment(): LiveStoreEnvironment {
  const hasFrames = typeof requestAnimationFrame === 'function';
  return {
    now: () => Date.now(),
    requestFrame: hasFrames ? (callback) => requestAnimationFrame(() => callback()) : null,
    cancelFrame: (handle) => {
      if (hasFrames) cancelAnimationFrame(handle as number);
    },
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  };
}

// ---------------------------------------------------------------------------------------------------- views

function isStale(confirmedEpoch: number, validFrom: number): boolean {
  return confirmedEpoch < validFrom;
}

/** A plain view of a price entry with its stale flag. */
export function priceView(price: LivePriceEntry, validFrom: number): LivePrice {
  return {
    outcomeId: price.outcomeId,
    gameId: price.gameId,
    known: true,
    thousandths: price.thousandths,
    previous: price.previous,
    direction: price.direction,
    changedAt: price.changedAt,
    stale: isStale(price.confirmedEpoch, validFrom),
  };
}

/** A plain view of a game entry with its stale flag. */
export function gameView(game: LiveGameEntry, validFrom: number): LiveGame {
  return {
    gameId: game.gameId,
    sportId: game.sportId,
    known: true,
    status: game.status,
    suspended: game.suspended,
    clockSec: game.clockSec,
    clockAt: game.clockAt,
    period: game.period,
    score: game.score,
    lastEvent: game.lastEvent,
    stale: isStale(game.confirmedEpoch, validFrom),
  };
}

// ------------------------------------------------------------------------------------------- keyed entries

/** Entries by key with their listeners; changes are told in one go (`notify`) after a batch of writes. */
function keyedEntries<V>() {
  const entries = new Map<number, V>();
  const listeners = new Map<number, Set<() => void>>();
  const changed = new Set<number>();
  const source: KeyedSource<number, V> = {
    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
      }
      const own = set;
      own.add(listener);
      return () => {
        own.delete(listener);
        if (own.size === 0 && listeners.get(key) === own) listeners.delete(key);
      };
    },
    get: (key) => entries.get(key),
  };
  return {
    entries,
    source,
    put(key: number, value: V): void {
      entries.set(key, value);
      if (listeners.has(key)) changed.add(key);
    },
    remove(key: number): void {
      if (entries.delete(key) && listeners.has(key)) changed.add(key);
    },
    notify(): void {
      if (changed.size === 0) return;
      const keys = [...changed];
      changed.clear();
      for (const key of keys) for (const listener of [...(listeners.get(key) ?? [])]) listener();
    },
    /** Keys with listeners (tests: a released reader leaves nothing behind). */
    listened: () => listeners.size,
  };
}

// ---------------------------------------------------------------------------------------------------- store

export interface SeedOptions {
  /**
   * `mark()` taken when the request was sent: prices and games the socket wrote after it are newer than the
   * answer and are kept.
   */
  since?: number;
}

/** What the push client reports (the live store implements it). */
export interface PushSink {
  status(status: PushConnectionStatus): void;
  update(update: PushUpdate): void;
  /** The newest sequence number the connection has seen. */
  seq(seq: number): void;
  /** Live data stops being confirmed (a confirmed socket was lost or closed). */
  dropped(): void;
  /** Live data is confirmed again; `reset`: what was missed is gone, pages reload. */
  confirmed(kind: 'resumed' | 'reset' | 'fresh'): void;
  /** Subscriptions were released; `wanted` is every key the client still follows. */
  released(wanted: ReadonlySet<string>): void;
}

export interface LiveStore extends PushSink {
  /** Per game id: the game's live state. */
  readonly games: KeyedSource<number, LiveGameEntry>;
  /** Per outcome id: its price. */
  readonly prices: KeyedSource<number, LivePriceEntry>;
  /** Entries confirmed in an epoch below this are stale (written on drops and confirmations only). */
  readonly freshness: Source<number>;
  /** The connection's state (valtio: the status badge reads the fields it shows). */
  readonly connection: PushStatusState;
  /**
   * Pages call this with REST answers (lists, game pages): sets the games' state and their outcomes' prices and
   * confirms them (their stale marker goes). Updates still queued for the next frame are applied first.
   */
  seed(list: readonly SportsGame[], options?: SeedOptions): void;
  /** A mark to pass to `seed` (`since`): take it just before sending the request. */
  mark(): number;
  /** Applies every queued update now, in one batch (the frame callback; tests; before a seed or a drop). */
  flush(): void;
  /** The current price of an outcome, outside React (the coupon, placement); undefined when never told. */
  priceOf(outcomeId: number): LivePrice | undefined;
  /** The current live state of a game, outside React; undefined when never told. */
  gameOf(gameId: number): LiveGame | undefined;
  /** Removes games and their prices (their readers fall back to what their page loaded). */
  evict(gameIds: Iterable<number>): void;
  /** How many games and prices are kept (tests, diagnostics). */
  size(): { games: number; prices: number; listened: number };
  /** How many batches have been applied (tests and measurements). */
  appliedBatches(): number;
  /** Replaces parts of the clock and frame scheduler (tests). */
  configure(overrides: Partial<LiveStoreEnvironment>): void;
  /** Cancels the scheduled frame (teardown). */
  dispose(): void;
}

interface GameFields {
  sportId: number;
  status: LiveGameStatus;
  suspended: boolean;
  clockSec: number;
  period: number;
  score: readonly [number, number];
}

const GAME_STATUS: Record<SportsGame['gameStatusId'], LiveGameStatus> = {
  1: 'line',
  2: 'live',
  4: 'finished',
};

export function createLiveStore(environment: Partial<LiveStoreEnvironment> = {}): LiveStore {
  let env: LiveStoreEnvironment = { ...defaultEnvironment(), ...environment };
  const games = keyedEntries<LiveGameEntry>();
  const prices = keyedEntries<LivePriceEntry>();
  /** The batch that last wrote a game or a price from the socket (absent = never); not part of the entries. */
  const gameBatch = new Map<number, number>();
  const priceBatch = new Map<number, number>();
  /** The outcomes kept per game (what leaves with the game). */
  const outcomesOf = new Map<number, Set<number>>();

  const connection = proxy<PushStatusState>({
    status: 'idle',
    lastSeq: 0,
    resetCount: 0,
    droppedAt: null,
  });

  // -------------------------------------------------------------------------------------------- freshness

  let validFrom = 0;
  const freshnessListeners = new Set<() => void>();
  const freshness: Source<number> = {
    subscribe(listener) {
      freshnessListeners.add(listener);
      return () => freshnessListeners.delete(listener);
    },
    get: () => validFrom,
  };
  function setValidFrom(value: number): void {
    if (value === validFrom) return;
    validFrom = value;
    for (const listener of [...freshnessListeners]) listener();
  }

  /** The epoch every write carries now. */
  let epoch = 0;
  /** Set while live data is not confirmed: the `validFrom` to restore on `resumed`. */
  let restoreFrom: number | null = null;
  /** Counts applied batches; a REST answer requested before a batch does not overwrite what it wrote. */
  let batchCount = 0;

  function notify(): void {
    games.notify();
    prices.notify();
  }

  // ----------------------------------------------------------------------------------------------- writes

  function index(gameId: number, outcomeId: number): void {
    let set = outcomesOf.get(gameId);
    if (!set) {
      set = new Set();
      outcomesOf.set(gameId, set);
    }
    set.add(outcomeId);
  }

  function writePrice(
    outcomeId: number,
    value: number | null,
    gameId: number,
    at: number,
    confirmedEpoch: number,
  ): void {
    const before = prices.entries.get(outcomeId);
    if (!before) {
      index(gameId, outcomeId);
      prices.put(outcomeId, {
        outcomeId,
        gameId,
        thousandths: value,
        previous: null,
        direction: null,
        changedAt: null,
        confirmedEpoch,
      });
      return;
    }
    const moved = before.thousandths !== value;
    if (!moved && before.gameId === gameId && before.confirmedEpoch === confirmedEpoch) return;
    if (before.gameId !== gameId) {
      outcomesOf.get(before.gameId)?.delete(outcomeId);
      index(gameId, outcomeId);
    }
    const previous = before.thousandths;
    prices.put(
      outcomeId,
      moved
        ? {
            outcomeId,
            gameId,
            thousandths: value,
            previous,
            direction: previous === null || value === null ? null : value > previous ? 'up' : 'down',
            changedAt: at,
            confirmedEpoch,
          }
        : { ...before, gameId, confirmedEpoch },
    );
  }

  function writeGame(
    gameId: number,
    fields: GameFields,
    at: number,
    confirmedEpoch: number,
    event?: PushFeedEvent,
  ): void {
    const before = games.entries.get(gameId);
    const clockAt =
      before === undefined || before.clockSec !== fields.clockSec || before.clockAt === 0
        ? at
        : before.clockAt;
    const score: readonly [number, number] =
      before !== undefined && before.score[0] === fields.score[0] && before.score[1] === fields.score[1]
        ? before.score
        : [fields.score[0], fields.score[1]];
    const lastEvent = event ?? before?.lastEvent ?? null;
    if (
      before !== undefined &&
      before.sportId === fields.sportId &&
      before.status === fields.status &&
      before.suspended === fields.suspended &&
      before.clockSec === fields.clockSec &&
      before.clockAt === clockAt &&
      before.period === fields.period &&
      before.score === score &&
      before.lastEvent === lastEvent &&
      before.confirmedEpoch === confirmedEpoch
    )
      return;
    games.put(gameId, {
      gameId,
      sportId: fields.sportId,
      status: fields.status,
      suspended: fields.suspended,
      clockSec: fields.clockSec,
      clockAt,
      period: fields.period,
      score,
      lastEvent,
      confirmedEpoch,
    });
  }

  function seed(list: readonly SportsGame[], options: SeedOptions = {}): void {
    flush();
    const at = env.now();
    // The epoch a REST answer confirms: fresh now, stale after the next drop.
    const confirmed = Math.max(epoch, validFrom);
    const since = options.since ?? Infinity;
    for (const game of list) {
      if ((gameBatch.get(game.gameId) ?? 0) <= since) {
        writeGame(
          game.gameId,
          {
            sportId: game.sportId,
            status: GAME_STATUS[game.gameStatusId] ?? 'line',
            suspended: game.isSuspended,
            clockSec: game.gameTimeSec,
            period: game.period,
            score: [game.score.first, game.score.second],
          },
          at,
          confirmed,
        );
      }
      for (const group of game.markets) {
        for (const outcome of group.outcomes) {
          if ((priceBatch.get(outcome.id) ?? 0) > since) continue;
          writePrice(outcome.id, outcome.coefThousandths, game.gameId, at, confirmed);
        }
      }
    }
    notify();
  }

  // ------------------------------------------------------------------------------------- batched updates

  let queue: PushUpdate[] = [];
  let pendingSeq: number | null = null;
  let frameHandle: unknown = null;
  let fallbackHandle: unknown = null;
  let scheduled = false;

  function cancelScheduled(): void {
    if (!scheduled) return;
    scheduled = false;
    if (frameHandle !== null) env.cancelFrame(frameHandle);
    if (fallbackHandle !== null) env.clearTimeout(fallbackHandle);
    frameHandle = null;
    fallbackHandle = null;
  }

  function onFrame(): void {
    cancelScheduled();
    flush();
  }

  function scheduleFrame(): void {
    if (scheduled) return;
    scheduled = true;
    // Frames do not come in a hidden tab: the timer applies the batch then (and if a frame never comes).
    if (env.requestFrame && !env.hidden()) frameHandle = env.requestFrame(onFrame);
    fallbackHandle = env.setTimeout(onFrame, FRAME_FALLBACK_MS);
  }

  function flush(): void {
    cancelScheduled();
    const batch = queue;
    queue = [];
    if (batch.length > 0) applyBatch(batch);
    if (pendingSeq !== null) {
      if (pendingSeq !== connection.lastSeq) connection.lastSeq = pendingSeq;
      pendingSeq = null;
    }
  }

  function applyBatch(batch: readonly PushUpdate[]): void {
    batchCount += 1;
    const at = env.now();
    // The newest state per game and the newest price per outcome: each entry is written once per batch, and a
    // price's direction compares with what was on screen before this frame.
    const lastUpdate = new Map<number, PushUpdate>();
    const lastEvent = new Map<number, PushFeedEvent>();
    const odds = new Map<number, { value: number | null; gameId: number }>();
    let maxSeq = 0;
    for (const update of batch) {
      lastUpdate.set(update.gameId, update);
      const event = update.events.at(-1);
      if (event) lastEvent.set(update.gameId, event);
      for (const [outcomeId, value] of update.odds) odds.set(outcomeId, { value, gameId: update.gameId });
      if (update.seq > maxSeq) maxSeq = update.seq;
    }
    for (const [gameId, update] of lastUpdate) {
      writeGame(gameId, update, at, epoch, lastEvent.get(gameId));
      gameBatch.set(gameId, batchCount);
    }
    for (const [outcomeId, { value, gameId }] of odds) {
      writePrice(outcomeId, value, gameId, at, epoch);
      priceBatch.set(outcomeId, batchCount);
    }
    if (maxSeq > (pendingSeq ?? connection.lastSeq)) pendingSeq = maxSeq;
    notify();
  }

  // ---------------------------------------------------------------------------------------------- eviction

  function evict(gameIds: Iterable<number>): void {
    for (const gameId of gameIds) {
      games.remove(gameId);
      gameBatch.delete(gameId);
      for (const outcomeId of outcomesOf.get(gameId) ?? []) {
        prices.remove(outcomeId);
        priceBatch.delete(outcomeId);
      }
      outcomesOf.delete(gameId);
    }
    notify();
  }

  // ------------------------------------------------------------------------------- connection life cycle

  return {
    games: games.source,
    prices: prices.source,
    freshness,
    connection,
    seed,
    mark: () => batchCount,
    flush,
    priceOf(outcomeId) {
      const price = prices.entries.get(outcomeId);
      return price ? priceView(price, validFrom) : undefined;
    },
    gameOf(gameId) {
      const game = games.entries.get(gameId);
      return game ? gameView(game, validFrom) : undefined;
    },
    evict,
    size: () => ({
      games: games.entries.size,
      prices: prices.entries.size,
      listened: games.listened() + prices.listened(),
    }),
    appliedBatches: () => batchCount,
    configure(overrides) {
      cancelScheduled();
      env = { ...env, ...overrides };
    },
    dispose: cancelScheduled,

    status(status) {
      if (connection.status !== status) connection.status = status;
    },
    /** Queues an update from the socket; it is applied with the others at the next frame. */
    update(update) {
      queue.push(update);
      scheduleFrame();
    },
    /** Records the connection's newest sequence number (shown at the next frame). */
    seq(seq) {
      pendingSeq = seq;
      scheduleFrame();
    },
    /**
     * Live data stops being confirmed (the socket dropped or was closed): every price and game known so far
     * becomes stale, with one write. Updates that arrive before the next confirmation (a replay) stay stale too.
     */
    dropped() {
      flush();
      if (restoreFrom === null) {
        restoreFrom = validFrom;
        connection.droppedAt = env.now();
      }
      epoch += 1;
      setValidFrom(epoch + 1);
    },
    /**
     * Live data is confirmed again. `resumed`: the server replayed everything missed, so everything known is
     * confirmed (the stale markers go). `reset` (or a fresh start after a drop): only what arrives from now on
     * and what pages seed again is confirmed; `reset` also increments `resetCount` so pages reload.
     */
    confirmed(kind) {
      flush();
      if (kind === 'reset') connection.resetCount += 1;
      if (kind === 'resumed') {
        if (restoreFrom !== null) setValidFrom(restoreFrom);
      } else if (kind === 'reset' || restoreFrom !== null) {
        epoch += 1;
        setValidFrom(epoch);
      }
      restoreFrom = null;
      connection.droppedAt = null;
    },
    /** Keeps only the games that what the client still follows covers (and their prices). */
    released(wanted) {
      flush();
      const gone: number[] = [];
      for (const gameId of new Set([...games.entries.keys(), ...outcomesOf.keys()])) {
        const game = games.entries.get(gameId);
        if (!(game ? covers(wanted, game) : wanted.has(gameKey(gameId)))) gone.push(gameId);
      }
      if (gone.length > 0) evict(gone);
    },
  };
}

/** The live odds of this app instance (made on first use). */
export function liveOf(stores: Pick<Stores, 'lazy'>): LiveStore {
  return (stores.lazy.live ??= createLiveStore());
}
