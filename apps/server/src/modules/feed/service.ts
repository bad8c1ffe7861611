/**
 * The feed service: keeps the simulated sportsbook in the database and reads it back, composed from its use
 * cases.
 *
 * Writing: one process at a time drives the simulator (`lease.ts`: it holds the `feed_lease` row, renewed on
 * every tick; another process takes over when the lease expires). Each tick (`simulator.ts`) schedules games
 * ahead (`schedule.ts`, from the catalogue of `catalogue.ts`), kicks off games whose start has come, plays
 * live games forward by the time elapsed, and stores them with the events and odds changes of the tick
 * (`store.ts`: `feed_event`, ordered by sequence number), then publishes those on the bus. The demo controls
 * (`controls.ts`) change single games the same way.
 *
 * Reading: any process answers lists, games, results and team pages from the same tables (`queries.ts`),
 * games for bet placement from its cache of parsed games (`gameCache.ts`), and the events a reconnecting push
 * client missed (`events.ts`).
 */
import type { Bus } from '../../infra/bus';
import { createCatalogue } from './catalogue';
import { createFeedContext, type FeedServiceOptions } from './context';
import { createControls } from './controls';
import type { Ending, Game } from './engine';
import { createFeedEvents, type FeedBusMessage } from './events';
import { createGameCache } from './gameCache';
import { createLease } from './lease';
import {
  createQueries,
  type ChampInfo,
  type CountRow,
  type GameQuery,
  type Section,
  type SportInfo,
  type TeamInfo,
  type TimeFilter,
} from './queries';
import { createScheduler } from './schedule';
import { createSimulator, type TickResult } from './simulator';
import { createStore } from './store';

export type { FeedLog, FeedServiceOptions } from './context';
export { FEED_SUBJECT_PREFIX, type FeedBusMessage } from './events';
export {
  UPCOMING_MS,
  type ChampInfo,
  type CountRow,
  type GameQuery,
  type Section,
  type SportInfo,
  type TeamInfo,
  type TimeFilter,
} from './queries';
export { KEEP_EVENTS_MS, KEEP_FINISHED_DAYS } from './schedule';
export type { TickResult } from './simulator';

/** What the feed offers the composition root, the sportsbook and the push channel. */
export interface FeedService {
  /** The clock of the feed (tests pass a fixed one); "now" of every read that does not name a time. */
  readonly now: () => number;
  /** Where the simulator publishes its events (in-process unless given). */
  readonly bus: Bus;

  // Writing (the simulator)

  /** Writes the catalogue (sports, championships, teams) once; a stored feed keeps its seed. */
  prepare(): Promise<void>;
  /**
   * Schedules the games from a day ago up to `horizonDays` ahead (virtual sports a few hours ahead) that are
   * not stored yet, and prunes old results and events. Returns how many games were added. With `step`, only
   * one more day is scheduled (the simulator spreads a first start over several short ticks).
   */
  schedule(now?: number, options?: { step?: boolean }): Promise<number>;
  /** Takes or renews the simulator lease; true when this process drives the feed. */
  acquireLease(): Promise<boolean>;
  /** Hands the simulator lease back (when this process holds it). */
  releaseLease(): Promise<void>;
  /** One simulator step; does nothing but report `leader: false` while another process holds the lease. */
  tick(): Promise<TickResult>;
  /** Starts ticking every `tickMs` (no-op when already running). */
  startSimulator(): void;
  /** Stops ticking, waits for the tick in flight and hands the lease back. */
  stopSimulator(): Promise<void>;
  /** Whether the simulator is ticking (started and not stopped). */
  readonly simulatorRunning: boolean;

  // Demo controls (null: no such game)

  /**
   * Demo control: plays a game `seconds` of game time forward (a line game is kicked off first); a hold on it
   * ends.
   */
  fastForward(gameId: number, seconds: number): Promise<Game | null>;
  /**
   * Demo control: suspends a live game's markets for `seconds` of real time from now, as a goal does: the
   * game's `suspendedUntil` is set, a 'suspend' event is stored and published (push clients see the game
   * suspended), bets on it are refused until then, and the simulator's next tick after that time resumes it
   * with a 'resume' event. A game that is not live is answered unchanged.
   */
  suspend(gameId: number, seconds: number): Promise<Game | null>;
  /**
   * Demo control: a match (line or live) stands still for `seconds` of real time from now: its clock, score and
   * prices do not move (a line game's prices do not drift and it does not kick off), so that a person or an
   * end-to-end journey can bet on a live price that holds through the in-play delay. A suspension in force
   * stays until the hold ends. Fast-forward ends a hold; finish plays the game to its end all the same. A
   * finished game is answered unchanged.
   */
  hold(gameId: number, seconds: number): Promise<Game | null>;
  /**
   * Demo control: plays a game to its end (a long-term bet is decided). With `ending`, a match ends that way
   * (`EndingOutOfReach` when no play of its rest does; a long-term bet ignores it).
   */
  finish(gameId: number, ending?: Ending): Promise<Game | null>;

  // Reading

  /** The sports by id, in menu order (kept in memory once there are some). */
  sports(): Promise<Map<number, SportInfo>>;
  /** The championships by id, in menu order (kept in memory once there are some). */
  champs(): Promise<Map<number, ChampInfo>>;
  /** Line and live counts per sport (time filter applied). */
  countBySport(filter: TimeFilter, now?: number): Promise<CountRow[]>;
  /** Line and live counts per championship of a sport. */
  countByChamp(sportId: number, filter: TimeFilter, now?: number): Promise<CountRow[]>;
  /** Games of a section / sport / championship, by start time (live first in no section). */
  listGames(query: GameQuery, now?: number): Promise<{ games: Game[]; total: number }>;
  /** One game as stored (null: no such game). */
  getGame(id: number): Promise<Game | null>;
  /**
   * Games by id, in the order asked (missing ids left out). Every call asks the database which version of each
   * game is stored (a small index read); only games whose version this process has not parsed yet are read whole.
   * Bet placement prices every selection from here, so a coupon no longer transfers and parses its games' whole
   * market lists each time. Several processes can write the feed: the stored version decides, never a timer.
   * The cached games are frozen: callers only read them.
   */
  getGames(ids: readonly number[]): Promise<Game[]>;
  /** Top events: recommended games of a section, the soonest (or live) first. */
  topGames(section: Section | undefined, limit: number, now?: number): Promise<Game[]>;
  /** Games, championships and teams whose name contains `text` (case-insensitive). */
  search(text: string, limit: number): Promise<{ games: Game[]; champs: ChampInfo[]; teams: TeamInfo[] }>;
  /**
   * Finished games that started in [from, to). `live`: only games that were played in live (not long-term
   * bets); `virtual`: only virtual sports.
   */
  results(from: number, to: number, type: 'all' | 'live' | 'virtual', limit: number): Promise<Game[]>;
  /** A team (null: no such team). */
  team(id: number): Promise<TeamInfo | null>;
  /** A team's games: coming (line and live, soonest first) and finished (latest first). */
  teamGames(id: number, limit: number): Promise<{ coming: Game[]; finished: Game[] }>;
  /** A championship's teams, by name. */
  champTeams(champId: number): Promise<TeamInfo[]>;
  /** A championship's games: coming (line and live, soonest first) and finished (latest first). */
  champGames(
    champId: number,
    limits: { coming: number; finished: number },
  ): Promise<{ coming: Game[]; finished: Game[] }>;
  /** Stored events after `seq` (oldest first), optionally of some games only: what a reconnecting client missed. */
  eventsSince(seq: number, gameIds: readonly number[] | undefined, limit: number): Promise<FeedBusMessage[]>;
  /** The newest stored sequence number (0 when none). */
  latestSeq(): Promise<number>;
  /** The oldest stored sequence number (0 when none): a resume from before it cannot be complete. */
  oldestSeq(): Promise<number>;
}

/** The feed service on `options.database`: the simulator's writing side and the reading side. */
export function createFeed(options: FeedServiceOptions): FeedService {
  const ctx = createFeedContext(options);
  const catalogue = createCatalogue(ctx);
  const scheduler = createScheduler(ctx, catalogue);
  const store = createStore(ctx);
  const lease = createLease(ctx);
  const simulator = createSimulator(ctx, { catalogue, scheduler, store, lease });
  return {
    now: ctx.now,
    bus: ctx.bus,
    prepare: catalogue.prepare,
    schedule: scheduler.schedule,
    ...lease,
    tick: simulator.tick,
    startSimulator: simulator.startSimulator,
    stopSimulator: simulator.stopSimulator,
    get simulatorRunning() {
      return simulator.running();
    },
    ...createControls(ctx, { catalogue, simulate: simulator.simulate, store }),
    ...createQueries(ctx),
    ...createGameCache(ctx),
    ...createFeedEvents(ctx),
  };
}
