/**
 * Live sportsbook state fed by the push channel (DESIGN "Live data"): the connection's status, one valtio proxy
 * per game and one per outcome that something follows, so that a row's `useSnapshot` re-renders that row only
 * when its own game or prices change (what nobody follows is kept as plain objects).
 *
 * Updates from the socket are queued and applied once per animation frame, in one batch (a `setTimeout`
 * fallback runs the batch when the tab is hidden and frames do not come). Work per update is proportional to
 * the prices it carries, never to the number of outcomes kept or rows rendered.
 *
 * Staleness without touching every proxy: writes carry the current `epoch`, and a price (or game) is stale when
 * its `confirmedEpoch` is below `pushFreshness.validFrom`. A drop raises `validFrom` above every epoch written so
 * far (one write, every row re-renders once to show the marker); `resumed` puts `validFrom` back where it was
 * before the drop (the server replayed what was missed, so everything is confirmed again); `reset` keeps it
 * raised, so old prices stay stale until pages seed them again from the REST answers they reload.
 */
import { proxy, type Snapshot } from 'valtio';
import type { PushUpdate, SportsGame } from '../../api/types';

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

export const pushStatus = proxy<PushStatusState>({
  status: 'idle',
  lastSeq: 0,
  resetCount: 0,
  droppedAt: null,
});

/** Written only on drops and confirmations: rows read `validFrom` to know whether their price is stale. */
export const pushFreshness = proxy({ validFrom: 0 });

export type LiveGameStatus = 'line' | 'live' | 'finished';
export type PushFeedEvent = PushUpdate['events'][number];
export type OddsDirection = 'up' | 'down';

/** One game's live state (one valtio proxy per game). */
export interface LiveGameState {
  gameId: number;
  sportId: number | null;
  /** Whether anything (a REST answer or the socket) has told us about this game yet. */
  known: boolean;
  status: LiveGameStatus;
  suspended: boolean;
  /** Seconds played when `clockAt` was taken. */
  clockSec: number;
  /** Epoch ms when `clockSec` was read (a running timer counts from there). */
  clockAt: number;
  period: number;
  score: [number, number];
  /** The newest feed event of the game (goal, period, suspension...), null until one arrives. */
  lastEvent: PushFeedEvent | null;
  /** Internal: the batch that last wrote it from the socket (0 = never). */
  batch: number;
  /** Internal: the epoch of the last confirmation; see `isStale`. */
  confirmedEpoch: number;
}

/** One outcome's price (one valtio proxy per outcome). */
export interface LivePriceState {
  outcomeId: number;
  gameId: number | null;
  /** Whether a price (or its absence) has been told yet. */
  known: boolean;
  /** The coefficient in thousandths; null while the outcome is not offered. */
  thousandths: number | null;
  /** The value before the last change. */
  previous: number | null;
  /** The direction of the last change (null for the first value or to/from "not offered"). */
  direction: OddsDirection | null;
  /** Epoch ms of the last change of `thousandths` (null before any change). */
  changedAt: number | null;
  batch: number;
  confirmedEpoch: number;
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
  lastEvent: Snapshot<PushFeedEvent> | null;
  stale: boolean;
}

/**
 * Per game id and per outcome id, the state as a valtio proxy once something follows it (`gameProxy`,
 * `priceProxy`: a row on screen, the coupon).
 */
const games = new Map<number, LiveGameState>();
const prices = new Map<number, LivePriceState>();
/**
 * What has been told about games and prices nobody follows yet, as plain objects: a page seeds a thousand prices
 * of which a screen shows a few dozen, and the socket tells about more. Writing them costs no proxy and no
 * notification; the first follower turns one into a proxy with its values (`proxy` copies them).
 */
const toldGames = new Map<number, LiveGameState>();
const toldPrices = new Map<number, LivePriceState>();

// ---------------------------------------------------------------------------------------------- environment

export interface PushStoreEnvironment {
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

function defaultEnvironment(): PushStoreEnvironment {
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

let env: PushStoreEnvironment = defaultEnvironment();

/** Replaces parts of the clock and frame scheduler (tests). */
export function configurePushStore(overrides: Partial<PushStoreEnvironment>): void {
  cancelScheduled();
  env = { ...env, ...overrides };
}

// ------------------------------------------------------------------------------------------------ freshness

/** The epoch every write carries now. */
let epoch = 0;
/** Set while live data is not confirmed: the `validFrom` to restore on `resumed`. */
let restoreFrom: number | null = null;
/** Counts applied batches; a REST answer requested before a batch does not overwrite what it wrote. */
let batchCount = 0;

/** The epoch a REST answer (seed) confirms: fresh now, stale after the next drop. */
function seedEpoch(): number {
  return Math.max(epoch, pushFreshness.validFrom);
}

function isStale(confirmedEpoch: number, known: boolean, validFrom: number): boolean {
  return known && confirmedEpoch < validFrom;
}

// -------------------------------------------------------------------------------------------------- proxies

/** A game's state before anything was told about it (`known: false`). */
export function newGame(gameId: number): LiveGameState {
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
    batch: 0,
    confirmedEpoch: 0,
  };
}

/** An outcome's price before anything was told about it (`known: false`). */
export function newPrice(outcomeId: number): LivePriceState {
  return {
    outcomeId,
    gameId: null,
    known: false,
    thousandths: null,
    previous: null,
    direction: null,
    changedAt: null,
    batch: 0,
    confirmedEpoch: 0,
  };
}

/** The state of `id` to follow: its proxy, made on first use from what was told about it (or empty). */
function follow<T extends object>(
  followed: Map<number, T>,
  told: Map<number, T>,
  id: number,
  empty: (id: number) => T,
): T {
  let state = followed.get(id);
  if (!state) {
    const known = told.get(id);
    told.delete(id);
    state = proxy(known ?? empty(id));
    followed.set(id, state);
  }
  return state;
}

/** The state of `id` to write: its proxy if something follows it, else its plain state (made empty if new). */
function toWrite<T>(followed: Map<number, T>, told: Map<number, T>, id: number, empty: (id: number) => T): T {
  const state = followed.get(id) ?? told.get(id);
  if (state) return state;
  const made = empty(id);
  told.set(id, made);
  return made;
}

/** The proxy of a game, created empty (`known: false`) if nothing has been told about it yet. */
export function gameProxy(gameId: number): LiveGameState {
  return follow(games, toldGames, gameId, newGame);
}

/** The proxy of an outcome's price, created empty (`known: false`) if nothing has been told about it yet. */
export function priceProxy(outcomeId: number): LivePriceState {
  return follow(prices, toldPrices, outcomeId, newPrice);
}

/** A plain view of a price proxy (or of its snapshot) with its stale flag. */
export function priceView(price: Snapshot<LivePriceState>, validFrom: number): LivePrice {
  return {
    outcomeId: price.outcomeId,
    gameId: price.gameId,
    known: price.known,
    thousandths: price.thousandths,
    previous: price.previous,
    direction: price.direction,
    changedAt: price.changedAt,
    stale: isStale(price.confirmedEpoch, price.known, validFrom),
  };
}

/** A plain view of a game proxy (or of its snapshot) with its stale flag. */
export function gameView(game: Snapshot<LiveGameState>, validFrom: number): LiveGame {
  return {
    gameId: game.gameId,
    sportId: game.sportId,
    known: game.known,
    status: game.status,
    suspended: game.suspended,
    clockSec: game.clockSec,
    clockAt: game.clockAt,
    period: game.period,
    score: game.score,
    lastEvent: game.lastEvent,
    stale: isStale(game.confirmedEpoch, game.known, validFrom),
  };
}

/** The current price of an outcome, outside React (the coupon, placement); undefined when never told. */
export function priceOf(outcomeId: number): LivePrice | undefined {
  const price = prices.get(outcomeId) ?? toldPrices.get(outcomeId);
  return price?.known ? priceView(price, pushFreshness.validFrom) : undefined;
}

/** The current live state of a game, outside React; undefined when never told. */
export function gameOf(gameId: number): LiveGame | undefined {
  const game = games.get(gameId) ?? toldGames.get(gameId);
  return game?.known ? gameView(game, pushFreshness.validFrom) : undefined;
}

// --------------------------------------------------------------------------------------------------- writes

function writePrice(
  price: LivePriceState,
  value: number | null,
  gameId: number | null,
  at: number,
  confirmedEpoch: number,
): void {
  if (!price.known) {
    price.thousandths = value;
    price.known = true;
  } else if (price.thousandths !== value) {
    const before = price.thousandths;
    price.previous = before;
    price.direction = before === null || value === null ? null : value > before ? 'up' : 'down';
    price.changedAt = at;
    price.thousandths = value;
  }
  if (gameId !== null && price.gameId !== gameId) price.gameId = gameId;
  // valtio notifies only real changes: an unchanged epoch costs nothing.
  price.confirmedEpoch = confirmedEpoch;
}

function sameScore(a: readonly [number, number], b: readonly [number, number]): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

interface GameFields {
  sportId: number;
  status: LiveGameStatus;
  suspended: boolean;
  clockSec: number;
  period: number;
  score: readonly [number, number];
}

function writeGame(game: LiveGameState, fields: GameFields, at: number, confirmedEpoch: number): void {
  game.known = true;
  game.sportId = fields.sportId;
  game.status = fields.status;
  game.suspended = fields.suspended;
  if (game.clockSec !== fields.clockSec) {
    game.clockSec = fields.clockSec;
    game.clockAt = at;
  } else if (game.clockAt === 0) game.clockAt = at;
  game.period = fields.period;
  if (!sameScore(game.score, fields.score)) game.score = [fields.score[0], fields.score[1]];
  game.confirmedEpoch = confirmedEpoch;
}

const GAME_STATUS: Record<SportsGame['gameStatusId'], LiveGameStatus> = {
  1: 'line',
  2: 'live',
  4: 'finished',
};

export interface SeedOptions {
  /**
   * `pushMark()` taken when the request was sent: prices and games the socket wrote after it are newer than
   * the answer and are kept.
   */
  since?: number;
}

/** A mark to pass to `seedFromGames` (`since`): take it just before sending the request. */
export function pushMark(): number {
  return batchCount;
}

/**
 * Pages call this with REST answers (lists, game pages): sets the games' state and their outcomes' prices and
 * confirms them (their stale marker goes). Updates still queued for the next frame are applied first.
 */
export function seedFromGames(list: readonly SportsGame[], options: SeedOptions = {}): void {
  flushPushUpdates();
  const at = env.now();
  const confirmed = seedEpoch();
  const since = options.since ?? Infinity;
  for (const game of list) {
    const live = toWrite(games, toldGames, game.gameId, newGame);
    if (live.batch <= since) {
      writeGame(
        live,
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
        const price = toWrite(prices, toldPrices, outcome.id, newPrice);
        if (price.batch > since) continue;
        writePrice(price, outcome.coefThousandths, game.gameId, at, confirmed);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------- batched updates

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
  flushPushUpdates();
}

function scheduleFrame(): void {
  if (scheduled) return;
  scheduled = true;
  // Frames do not come in a hidden tab: the timer applies the batch then (and if a frame never comes).
  if (env.requestFrame && !env.hidden()) frameHandle = env.requestFrame(onFrame);
  fallbackHandle = env.setTimeout(onFrame, FRAME_FALLBACK_MS);
}

/** Queues an update from the socket; it is applied with the others at the next frame. */
export function enqueuePushUpdate(update: PushUpdate): void {
  queue.push(update);
  scheduleFrame();
}

/** Records the connection's newest sequence number (shown at the next frame). */
export function notePushSeq(seq: number): void {
  pendingSeq = seq;
  scheduleFrame();
}

/** Applies every queued update now, in one batch (the frame callback; tests; before a seed or a drop). */
export function flushPushUpdates(): void {
  cancelScheduled();
  const batch = queue;
  queue = [];
  if (batch.length > 0) applyBatch(batch);
  if (pendingSeq !== null) {
    if (pendingSeq !== pushStatus.lastSeq) pushStatus.lastSeq = pendingSeq;
    pendingSeq = null;
  }
}

/** How many batches have been applied (tests and measurements). */
export function appliedBatches(): number {
  return batchCount;
}

function applyBatch(batch: readonly PushUpdate[]): void {
  batchCount += 1;
  const at = env.now();
  // The newest state per game and the newest price per outcome: each proxy is written once per batch, and a
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
    const game = toWrite(games, toldGames, gameId, newGame);
    writeGame(game, update, at, epoch);
    const event = lastEvent.get(gameId);
    if (event) game.lastEvent = event;
    game.batch = batchCount;
  }
  for (const [outcomeId, { value, gameId }] of odds) {
    const price = toWrite(prices, toldPrices, outcomeId, newPrice);
    writePrice(price, value, gameId, at, epoch);
    price.batch = batchCount;
  }
  if (maxSeq > (pendingSeq ?? pushStatus.lastSeq)) pendingSeq = maxSeq;
}

// ----------------------------------------------------------------------------------- connection life cycle

/** The connection's status changed. */
export function setPushStatus(status: PushConnectionStatus): void {
  if (pushStatus.status !== status) pushStatus.status = status;
}

/**
 * Live data stops being confirmed (the socket dropped or was closed): every price and game known so far becomes
 * stale, with one write. Updates that arrive before the next confirmation (a replay) stay stale too.
 */
export function markPushDropped(): void {
  flushPushUpdates();
  if (restoreFrom === null) {
    restoreFrom = pushFreshness.validFrom;
    pushStatus.droppedAt = env.now();
  }
  epoch += 1;
  pushFreshness.validFrom = epoch + 1;
}

/**
 * Live data is confirmed again. `resumed`: the server replayed everything missed, so everything known is
 * confirmed (the stale markers go). `reset` (or a fresh start after a drop): only what arrives from now on and
 * what pages seed again is confirmed; `reset` also increments `resetCount` so pages reload.
 */
export function markPushConfirmed(kind: 'resumed' | 'reset' | 'fresh'): void {
  flushPushUpdates();
  if (kind === 'reset') pushStatus.resetCount += 1;
  if (kind === 'resumed') {
    if (restoreFrom !== null) pushFreshness.validFrom = restoreFrom;
  } else if (kind === 'reset' || restoreFrom !== null) {
    epoch += 1;
    pushFreshness.validFrom = epoch;
  }
  restoreFrom = null;
  pushStatus.droppedAt = null;
}

/** Forgets everything (tests). Components holding old proxies keep them: unmount first. */
export function resetPushStore(): void {
  cancelScheduled();
  env = defaultEnvironment();
  queue = [];
  pendingSeq = null;
  games.clear();
  prices.clear();
  toldGames.clear();
  toldPrices.clear();
  epoch = 0;
  restoreFrom = null;
  batchCount = 0;
  pushFreshness.validFrom = 0;
  pushStatus.status = 'idle';
  pushStatus.lastSeq = 0;
  pushStatus.resetCount = 0;
  pushStatus.droppedAt = null;
}
