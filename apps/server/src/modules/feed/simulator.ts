/**
 * The simulator: while this process holds the lease, each tick schedules games ahead, kicks off games whose
 * start has come, plays live games forward by the time elapsed, moves the prices of the soonest line games,
 * and stores and publishes the result. Ticks run every `tickMs` between `startSimulator` and `stopSimulator`.
 */
import { and, asc, desc, eq, gt, lte, ne } from 'drizzle-orm';
import {
  advanceGame,
  driftGame,
  isHeld,
  LINE_DRIFT_AHEAD_MS,
  LINE_DRIFT_STEP_MS,
  LONG_TERM_SPORT_ID,
  settleOutright,
  startGame,
  type FeedEvent,
  type Game,
} from './engine';
import type { Catalogue } from './catalogue';
import type { FeedContext } from './context';
import type { Scheduler } from './schedule';
import type { FeedService } from './service';
import type { GameRow, GameUpdate, StoreGames } from './store';
import { feedGame } from './tables';

/**
 * Each drift step (one a minute, LINE_DRIFT_STEP_MS) looks at the soonest line games starting within
 * LINE_DRIFT_AHEAD_MS, at most this many; only a few of them move at a step (engine: driftGame).
 */
const LINE_DRIFT_GAMES = 60;
/** Most games kicked off (or caught up) by one tick. */
const DUE_PER_TICK = 100;
const SCHEDULE_EVERY_MS = 10 * 60_000;

export interface TickResult {
  leader: boolean;
  started: number;
  advanced: number;
  finished: number;
  /** Line games whose prices moved (or whose ended hold was cleared). */
  drifted: number;
  /** Highest event sequence number written by this tick (0: none). */
  lastSeq: number;
}

/** The game without a hold that has ended (or, for the demo controls that end it, any hold). */
export function released(game: Game): Game {
  if (game.state.heldUntil == null) return game;
  return { ...game, state: { ...game.state, heldUntil: null } };
}

export interface Simulator extends Pick<FeedService, 'tick' | 'startSimulator' | 'stopSimulator'> {
  /** What the simulator does to one stored game at `now`. */
  simulate(row: GameRow, now: number): { game: Game; events: FeedEvent[] };
  /** Whether the simulator is ticking. */
  running(): boolean;
}

export function createSimulator(
  ctx: FeedContext,
  deps: {
    catalogue: Catalogue;
    scheduler: Scheduler;
    store: StoreGames;
    lease: Pick<FeedService, 'acquireLease' | 'releaseLease'>;
  },
): Simulator {
  const { db, log, stopping } = ctx;
  const { catalogue, scheduler, store, lease } = deps;
  let nextScheduleAt = 0;
  let nextDriftAt = 0;
  let timer: NodeJS.Timeout | undefined;
  /** The tick in flight, which stopping waits for. */
  let inFlight: Promise<unknown> | undefined;
  let stopped = true;

  function simulate(row: GameRow, now: number): { game: Game; events: FeedEvent[] } {
    // A held game stands still; stored again as simulated now, its clock goes on from here when the hold ends.
    if (isHeld(row.game.state, now)) return { game: row.game, events: [] };
    const game = released(row.game);
    if (game.state.status === 'line') {
      if (game.home === null) return settleOutright(game, now, catalogue.seed());
      const started = startGame(game);
      const lateSec = ((now - game.startAt) / 1000) * ctx.speed;
      const played = advanceGame(started.game, lateSec, now, catalogue.sim());
      return { game: played.game, events: [...started.events, ...played.events] };
    }
    const since = row.simulatedAt?.getTime() ?? now - ctx.tickMs;
    return advanceGame(game, ((now - since) / 1000) * ctx.speed, now, catalogue.sim());
  }

  async function tick(): Promise<TickResult> {
    const now = ctx.now();
    const result: TickResult = {
      leader: false,
      started: 0,
      advanced: 0,
      finished: 0,
      drifted: 0,
      lastSeq: 0,
    };
    if (!(await lease.acquireLease())) return result;
    result.leader = true;
    if (now >= nextScheduleAt) {
      await scheduler.schedule(now, { step: true });
      nextScheduleAt = scheduler.complete() ? now + SCHEDULE_EVERY_MS : now;
    }
    if (stopping.aborting) return result;
    const live = await db.select().from(feedGame).where(eq(feedGame.status, 'live'));
    // Games whose start has come, the latest first (they go live at once); after a long pause at most
    // DUE_PER_TICK of them per tick, so that a tick stays short.
    const due = await db
      .select()
      .from(feedGame)
      .where(and(eq(feedGame.status, 'line'), lte(feedGame.startAt, new Date(now))))
      .orderBy(desc(feedGame.startAt))
      .limit(DUE_PER_TICK);
    const updates: GameUpdate[] = [...live, ...due].map((before) => ({ before, ...simulate(before, now) }));
    if (now >= nextDriftAt) {
      // The soonest line games' prices move now and then (one drift step per minute of the clock; a game
      // moves at a step only with a small chance, higher as its start nears).
      nextDriftAt = now + LINE_DRIFT_STEP_MS;
      const step = Math.floor(now / LINE_DRIFT_STEP_MS);
      const soon = await db
        .select()
        .from(feedGame)
        .where(
          and(
            eq(feedGame.status, 'line'),
            ne(feedGame.sportId, LONG_TERM_SPORT_ID),
            gt(feedGame.startAt, new Date(now)),
            lte(feedGame.startAt, new Date(now + LINE_DRIFT_AHEAD_MS)),
          ),
        )
        .orderBy(asc(feedGame.startAt))
        .limit(LINE_DRIFT_GAMES);
      for (const before of soon) {
        if (isHeld(before.game.state, now)) continue;
        const game = released(before.game);
        const moved = driftGame(game, catalogue.seed(), step, now);
        // A game that does not move is stored again only when a hold ended (which the row must forget).
        if (moved !== game || game !== before.game) updates.push({ before, game: moved, events: [] });
      }
    }
    const { messages } = await store(updates, now);
    for (const u of updates) {
      if (u.before.status === 'line' && u.game.state.status !== 'line') result.started += 1;
      else if (u.before.status === 'live') result.advanced += 1;
      else if (u.game.state.status === 'line') result.drifted += 1;
      if (u.game.state.status === 'finished') result.finished += 1;
    }
    result.lastSeq = messages.reduce((max, m) => Math.max(max, m.seq), 0);
    return result;
  }

  function startSimulator(): void {
    if (!stopped) return;
    stopped = false;
    const loop = async () => {
      if (stopped) return;
      const started = Date.now();
      inFlight = tick().catch((error: unknown) => log.error({ err: error }, 'feed: tick failed'));
      await inFlight;
      inFlight = undefined;
      if (stopped) return;
      timer = setTimeout(() => void loop(), Math.max(0, ctx.tickMs - (Date.now() - started)));
    };
    // The first tick waits one interval: the server answers before the simulator starts working.
    timer = setTimeout(() => void loop(), ctx.tickMs);
  }

  async function stopSimulator(): Promise<void> {
    if (stopped) return;
    stopped = true;
    stopping.aborting = true;
    if (timer) clearTimeout(timer);
    try {
      await inFlight;
    } finally {
      stopping.aborting = false;
    }
    try {
      await lease.releaseLease();
    } catch (error) {
      log.warn({ err: error }, 'feed: could not release the simulator lease');
    }
  }

  return { simulate, tick, startSimulator, stopSimulator, running: () => !stopped };
}
