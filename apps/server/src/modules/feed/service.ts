/**
 * The feed service: keeps the simulated sportsbook in the database and reads it back.
 *
 * Writing: one process at a time drives the simulator (it holds the `feed_lease` row, renewed on every tick;
 * another process takes over when the lease expires). Each tick schedules games ahead, kicks off games whose
 * start has come, plays live games forward by the time elapsed, stores them with the events and odds changes
 * of the tick (`feed_event`, ordered by sequence number), then publishes those on the bus.
 *
 * Reading: any process answers lists, games, results and team pages from the same tables.
 */
import { randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { createMemoryBus, type Bus } from '../../infra/bus';
import type { Database, Db } from '../../db/client';
import {
  advanceGame,
  buildCatalog,
  driftGame,
  dayOf,
  DEFAULT_SUSPEND_MS,
  finishGame,
  gamesOfDay,
  isHeld,
  isSuspended,
  LONG_TERM_SPORT_ID,
  longTermChampId,
  outrightOf,
  seasonEndDay,
  settleOutright,
  sportById,
  SPORTS,
  startGame,
  DAY_MS,
  EPOCH_MS,
  type Catalog,
  type FeedEvent,
  type Game,
  type SimOptions,
} from './engine';
import {
  feedChamp,
  feedEvent,
  feedGame,
  feedLease,
  feedMeta,
  feedSport,
  feedTeam,
  type FeedEventRecord,
} from './tables';

export type Section = 'line' | 'live';
/** Time filters of SPEC §9 (CONST-011): 0 all, 1 upcoming, 2 first period, 3 second period, 6 recommended. */
export type TimeFilter = 0 | 1 | 2 | 3 | 6;
/** "Upcoming" (time filter 1): games that start within this time. */
export const UPCOMING_MS = 2 * 3_600_000;
/** How long finished games stay (results pages). */
export const KEEP_FINISHED_DAYS = 8;
/** How long feed events stay for push resume. */
export const KEEP_EVENTS_MS = 3_600_000;
const LEASE_NAME = 'simulator';
/** The pre-match line of games starting within this time moves every LINE_DRIFT_EVERY_MS. */
const LINE_DRIFT_AHEAD_MS = 6 * 3_600_000;
const LINE_DRIFT_EVERY_MS = 60_000;
const LINE_DRIFT_GAMES = 60;
/** Most games kicked off (or caught up) by one tick. */
const DUE_PER_TICK = 100;
const SCHEDULE_EVERY_MS = 10 * 60_000;
/** Virtual sports are scheduled this far ahead (they run every few minutes). */
const VIRTUAL_AHEAD_MS = 3 * 3_600_000;

export interface FeedLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const silentLog: FeedLog = { info() {}, warn() {}, error() {} };

export interface FeedServiceOptions {
  database: Database;
  bus?: Bus | undefined;
  /** Seed of the catalogue, schedule and matches (default 1). A stored feed keeps the seed it was made with. */
  seed?: number;
  /** Milliseconds between two simulator ticks (default 1000). */
  tickMs?: number;
  /** Game seconds per real second (default 1; 60 plays a football match in 90 s). */
  speed?: number;
  /** How long a goal suspends the markets (default 5000 ms). */
  suspendMs?: number;
  /** Days of line scheduled ahead (default 7). */
  horizonDays?: number;
  /** The clock (default Date.now); tests pass a fixed one. */
  now?: () => number;
  /** Name of this process in the simulator lease (default a random id). */
  holder?: string;
  /** Lease length (default 15 s, at least three ticks). */
  leaseMs?: number;
  log?: FeedLog;
}

export interface ChampInfo {
  id: number;
  sportId: number;
  baseSportId: number;
  nameEng: string;
  countryEng: string;
  tier: number;
  sort: number;
}

export interface SportInfo {
  id: number;
  nameEng: string;
  slug: string;
  kind: string;
  sort: number;
}

export interface TeamInfo {
  id: number;
  sportId: number;
  champId: number;
  nameEng: string;
  countryEng: string;
}

export interface GameQuery {
  section?: Section | undefined;
  sportId?: number | undefined;
  champId?: number | undefined;
  timeFilter?: TimeFilter | undefined;
  limit: number;
  offset: number;
}

export interface CountRow {
  id: number;
  line: number;
  live: number;
}

export interface TickResult {
  leader: boolean;
  started: number;
  advanced: number;
  finished: number;
  /** Line games whose prices moved. */
  drifted: number;
  /** Highest event sequence number written by this tick (0: none). */
  lastSeq: number;
}

/** What the bus carries for every stored feed event. */
export interface FeedBusMessage extends FeedEventRecord {
  seq: number;
  gameId: number;
}

export const FEED_SUBJECT_PREFIX = 'feed.game';

type GameRow = typeof feedGame.$inferSelect;

/** The game without a hold that has ended (or, for the demo controls that end it, any hold). */
function released(game: Game): Game {
  if (game.state.heldUntil == null) return game;
  return { ...game, state: { ...game.state, heldUntil: null } };
}

function rowOf(game: Game, now: number): typeof feedGame.$inferInsert {
  return {
    id: game.id,
    sportId: game.sportId,
    champId: game.champId,
    homeTeamId: game.home?.id ?? null,
    awayTeamId: game.away?.id ?? null,
    nameEng: game.nameEng,
    startAt: new Date(game.startAt),
    status: game.state.status,
    period: game.state.period,
    clockSec: Math.floor(game.state.clockSec),
    top: game.top,
    game,
    simulatedAt: game.state.status === 'line' ? null : new Date(now),
    finishedAt: game.state.finishedAt === null ? null : new Date(game.state.finishedAt),
  };
}

/** Outcome prices that differ between two versions of a game. */
function oddsChanges(before: Game, after: Game): [number, number | null][] {
  const old = new Map<number, number | null>();
  for (const m of before.markets) for (const o of m.outcomes) old.set(o.id, o.coef);
  const out: [number, number | null][] = [];
  for (const m of after.markets)
    for (const o of m.outcomes) if (old.get(o.id) !== o.coef) out.push([o.id, o.coef]);
  return out;
}

/** How many parsed games a process keeps (the live games and the line games being bet on, comfortably). */
const GAME_CACHE_SIZE = 2000;

/** Freezes a parsed game and everything in it, so that a cached game cannot be changed by a reader. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

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
  /** Demo control: plays a game to its end (a long-term bet is decided). */
  finish(gameId: number): Promise<Game | null>;

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
  /** Stored events after `seq` (oldest first), optionally of some games only: what a reconnecting client missed. */
  eventsSince(seq: number, gameIds: readonly number[] | undefined, limit: number): Promise<FeedBusMessage[]>;
  /** The newest stored sequence number (0 when none). */
  latestSeq(): Promise<number>;
  /** The oldest stored sequence number (0 when none): a resume from before it cannot be complete. */
  oldestSeq(): Promise<number>;
}

/** The feed service on `options.database`: the simulator's writing side and the reading side. */
export function createFeed(options: FeedServiceOptions): FeedService {
  return new Feed(options);
}

class Feed implements FeedService {
  readonly database: Database;
  readonly now: () => number;
  readonly tickMs: number;
  readonly speed: number;
  readonly horizonDays: number;
  private seed: number;
  private readonly suspendMs: number;
  private readonly holder: string;
  private readonly leaseMs: number;
  /** Where the simulator publishes its events (in-process unless given). */
  readonly bus: Bus;
  private readonly log: FeedLog;
  private catalog: Catalog | undefined;
  private nextScheduleAt = 0;
  private scheduleComplete = false;
  private nextDriftAt = 0;
  /** Set while the simulator stops: a long schedule run gives up early. */
  private aborting = false;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;
  private champCache: Map<number, ChampInfo> | undefined;
  private sportCache: Map<number, SportInfo> | undefined;
  /** Parsed games by id with the stamp (version and write time) they were read at; see `getGames`. */
  private readonly gameCache = new Map<number, { stamp: string; game: Game }>();
  /**
   * The stamps of games asked for in one turn of the event loop, read with one query (bets placed at the same
   * moment each ask for their games' stamps). No cache: a stamp is read fresh on every turn.
   */
  private readonly stampLoader = new DataLoader<number, string | null>(
    async (ids) => {
      const rows = await this.db
        .select({ id: feedGame.id, version: feedGame.version, updatedAt: feedGame.updatedAt })
        .from(feedGame)
        .where(inArray(feedGame.id, [...ids]));
      const stamps = new Map(rows.map((r) => [r.id, `${r.version}:${r.updatedAt.getTime()}`]));
      return ids.map((id) => stamps.get(id) ?? null);
    },
    { cache: false, maxBatchSize: 1000 },
  );

  constructor(options: FeedServiceOptions) {
    this.database = options.database;
    this.bus = options.bus ?? createMemoryBus();
    this.seed = options.seed ?? 1;
    this.tickMs = options.tickMs ?? 1000;
    this.speed = options.speed ?? 1;
    this.suspendMs = options.suspendMs ?? DEFAULT_SUSPEND_MS;
    this.horizonDays = options.horizonDays ?? 7;
    this.now = options.now ?? Date.now;
    this.holder = options.holder ?? `feed-${randomUUID()}`;
    this.leaseMs = options.leaseMs ?? Math.max(15_000, this.tickMs * 3);
    this.log = options.log ?? silentLog;
  }

  private get db(): Db {
    return this.database.db;
  }

  private get sim(): SimOptions {
    return { seed: this.seed, suspendMs: this.suspendMs };
  }

  // ------------------------------------------------------------------------------------------------------
  // Writing (the simulator)

  /** Writes the catalogue (sports, championships, teams) once; a stored feed keeps its seed. */
  async prepare(): Promise<void> {
    if (this.catalog) return;
    const [stored] = await this.db.select().from(feedMeta).where(eq(feedMeta.key, 'seed'));
    if (stored && typeof stored.value === 'number' && stored.value !== this.seed) {
      this.log.warn(
        { configured: this.seed, stored: stored.value },
        'feed: keeping the seed of the stored feed',
      );
      this.seed = stored.value;
    }
    const catalog = buildCatalog(this.seed);
    await this.db.transaction(async (tx) => {
      await tx.insert(feedMeta).values({ key: 'seed', value: this.seed }).onConflictDoNothing();
      await tx
        .insert(feedSport)
        .values([
          ...SPORTS.map((s, i) => ({ id: s.id, nameEng: s.nameEng, slug: s.slug, kind: s.group, sort: i })),
          {
            id: LONG_TERM_SPORT_ID,
            nameEng: 'Long-term bets',
            slug: 'long-term',
            kind: 'longterm',
            sort: 999,
          },
        ])
        .onConflictDoNothing();
      const champs = catalog.champs.flatMap((c) => {
        const base = { countryEng: c.countryEng, tier: c.tier, baseSportId: c.sportId };
        const own = { id: c.id, sportId: c.sportId, nameEng: c.nameEng, sort: c.index, ...base };
        const sport = sportById(c.sportId);
        if (c.tier !== 1 || sport?.group === 'virtual') return [own];
        const longTerm = {
          id: longTermChampId(c),
          sportId: LONG_TERM_SPORT_ID,
          nameEng: `${sport?.nameEng ?? ''}. ${c.nameEng}`,
          sort: 1000 + c.index,
          ...base,
        };
        return [own, longTerm];
      });
      await tx.insert(feedChamp).values(champs).onConflictDoNothing();
      const teams = catalog.champs.flatMap((c) =>
        c.teams.map((t) => ({
          id: t.id,
          sportId: t.sportId,
          champId: t.champId,
          nameEng: t.nameEng,
          countryEng: t.country,
          rating: t.rating,
        })),
      );
      for (let i = 0; i < teams.length; i += 500)
        await tx
          .insert(feedTeam)
          .values(teams.slice(i, i + 500))
          .onConflictDoNothing();
    });
    this.catalog = catalog;
  }

  private async metaNumber(key: string): Promise<number | null> {
    const [row] = await this.db.select().from(feedMeta).where(eq(feedMeta.key, key));
    return row && typeof row.value === 'number' ? row.value : null;
  }

  private async setMeta(key: string, value: number): Promise<void> {
    await this.db
      .insert(feedMeta)
      .values({ key, value })
      .onConflictDoUpdate({ target: feedMeta.key, set: { value } });
  }

  /**
   * Schedules the games from a day ago up to `horizonDays` ahead (virtual sports a few hours ahead) that are
   * not stored yet, and prunes old results and events. Returns how many games were added. With `step`, only
   * one more day is scheduled (the simulator spreads a first start over several short ticks).
   */
  async schedule(now: number = this.now(), { step = false }: { step?: boolean } = {}): Promise<number> {
    await this.prepare();
    const catalog = this.catalog as Catalog;
    const regularFrom = Math.max((await this.metaNumber('scheduledUntil')) ?? 0, now - DAY_MS);
    const horizon = now + this.horizonDays * DAY_MS;
    const regularTo = step ? Math.min(horizon, Math.max(regularFrom, now) + DAY_MS) : horizon;
    this.scheduleComplete = regularTo >= horizon;
    const virtualFrom = Math.max((await this.metaNumber('virtualUntil')) ?? 0, now - 3_600_000);
    const virtualTo = now + VIRTUAL_AHEAD_MS;
    const games: Game[] = [];
    const outrights = new Map<number, Game>();
    for (const champ of catalog.champs) {
      // Generating a day of games is CPU work: let requests through between two championships.
      await new Promise((resolve) => setImmediate(resolve));
      // A stopping simulator leaves the rest for the next start (nothing is marked as scheduled).
      if (this.aborting) return 0;
      const virtual = sportById(champ.sportId)?.group === 'virtual';
      const from = virtual ? virtualFrom : regularFrom;
      const to = virtual ? virtualTo : regularTo;
      if (from >= to) continue;
      for (let day = dayOf(from); day <= dayOf(to - 1); day++) {
        games.push(...gamesOfDay(catalog, champ, day, from, to));
        const end = EPOCH_MS + seasonEndDay(day) * DAY_MS;
        if (!virtual && end > now) {
          const outright = outrightOf(catalog, champ, day);
          if (outright) outrights.set(outright.id, outright);
        }
      }
    }
    const rows = [...games, ...outrights.values()].map((g) => rowOf(g, now));
    let added = 0;
    for (let i = 0; i < rows.length; i += 200) {
      const inserted = await this.db
        .insert(feedGame)
        .values(rows.slice(i, i + 200))
        .onConflictDoNothing()
        .returning({ id: feedGame.id });
      added += inserted.length;
    }
    await this.setMeta('scheduledUntil', Math.max(regularTo, regularFrom));
    await this.setMeta('virtualUntil', Math.max(virtualTo, virtualFrom));
    await this.db
      .delete(feedGame)
      .where(
        and(
          eq(feedGame.status, 'finished'),
          lt(feedGame.startAt, new Date(now - KEEP_FINISHED_DAYS * DAY_MS)),
        ),
      );
    await this.db.delete(feedEvent).where(lt(feedEvent.createdAt, new Date(now - KEEP_EVENTS_MS)));
    if (added > 0) this.log.info({ added }, 'feed: games scheduled');
    return added;
  }

  /** Takes or renews the simulator lease; true when this process drives the feed. */
  async acquireLease(): Promise<boolean> {
    const rows = await this.db
      .insert(feedLease)
      .values({
        name: LEASE_NAME,
        holder: this.holder,
        expiresAt: sql`now() + ${`${this.leaseMs} milliseconds`}::interval`,
      })
      .onConflictDoUpdate({
        target: feedLease.name,
        set: { holder: this.holder, expiresAt: sql`excluded.expires_at` },
        setWhere: or(eq(feedLease.holder, this.holder), lt(feedLease.expiresAt, sql`now()`)),
      })
      .returning({ holder: feedLease.holder });
    return rows[0]?.holder === this.holder;
  }

  async releaseLease(): Promise<void> {
    await this.db
      .delete(feedLease)
      .where(and(eq(feedLease.name, LEASE_NAME), eq(feedLease.holder, this.holder)));
  }

  /** What the simulator does to one stored game at `now`. */
  private simulate(row: GameRow, now: number): { game: Game; events: FeedEvent[] } {
    // A held game stands still; stored again as simulated now, its clock goes on from here when the hold ends.
    if (isHeld(row.game.state, now)) return { game: row.game, events: [] };
    const game = released(row.game);
    if (game.state.status === 'line') {
      if (game.home === null) return settleOutright(game, now, this.seed);
      const started = startGame(game);
      const lateSec = ((now - game.startAt) / 1000) * this.speed;
      const played = advanceGame(started.game, lateSec, now, this.sim);
      return { game: played.game, events: [...started.events, ...played.events] };
    }
    const since = row.simulatedAt?.getTime() ?? now - this.tickMs;
    return advanceGame(game, ((now - since) / 1000) * this.speed, now, this.sim);
  }

  /**
   * Stores new versions of games (only where the stored version is still `expected`) with their events, and
   * publishes them. Returns the stored sequence numbers per game.
   */
  private async store(
    updates: { before: GameRow; game: Game; events: FeedEvent[] }[],
    now: number,
  ): Promise<{ messages: FeedBusMessage[]; stored: number }> {
    const messages: FeedBusMessage[] = [];
    let stored = 0;
    await this.db.transaction(async (tx) => {
      for (const { before, game, events } of updates) {
        const written = await tx
          .update(feedGame)
          .set({ ...rowOf(game, now), version: before.version + 1, updatedAt: new Date(now) })
          .where(and(eq(feedGame.id, before.id), eq(feedGame.version, before.version)))
          .returning({ id: feedGame.id });
        if (written.length === 0) continue;
        stored += 1;
        const odds = oddsChanges(before.game, game);
        if (events.length === 0 && odds.length === 0) continue;
        const record: FeedEventRecord = {
          sportId: game.sportId,
          events,
          odds,
          status: game.state.status,
          suspended: isSuspended(game.state, now),
          clockSec: game.state.clockSec,
          period: game.state.period,
          score: game.state.score,
        };
        const [inserted] = await tx
          .insert(feedEvent)
          .values({ gameId: game.id, payload: record, createdAt: new Date(now) })
          .returning({ seq: feedEvent.seq });
        if (inserted) messages.push({ seq: inserted.seq, gameId: game.id, ...record });
      }
    });
    for (const m of messages) await this.bus.publish(`${FEED_SUBJECT_PREFIX}.${m.gameId}`, m);
    return { messages, stored };
  }

  /** One simulator step; does nothing but report `leader: false` while another process holds the lease. */
  async tick(): Promise<TickResult> {
    const now = this.now();
    const result: TickResult = {
      leader: false,
      started: 0,
      advanced: 0,
      finished: 0,
      drifted: 0,
      lastSeq: 0,
    };
    if (!(await this.acquireLease())) return result;
    result.leader = true;
    if (now >= this.nextScheduleAt) {
      await this.schedule(now, { step: true });
      this.nextScheduleAt = this.scheduleComplete ? now + SCHEDULE_EVERY_MS : now;
    }
    if (this.aborting) return result;
    const live = await this.db.select().from(feedGame).where(eq(feedGame.status, 'live'));
    // Games whose start has come, the latest first (they go live at once); after a long pause at most
    // DUE_PER_TICK of them per tick, so that a tick stays short.
    const due = await this.db
      .select()
      .from(feedGame)
      .where(and(eq(feedGame.status, 'line'), lte(feedGame.startAt, new Date(now))))
      .orderBy(desc(feedGame.startAt))
      .limit(DUE_PER_TICK);
    const updates = [...live, ...due].map((before) => ({ before, ...this.simulate(before, now) }));
    if (now >= this.nextDriftAt) {
      // The soonest line games' prices move a little (one step per minute of the clock).
      this.nextDriftAt = now + LINE_DRIFT_EVERY_MS;
      const step = Math.floor(now / LINE_DRIFT_EVERY_MS);
      const soon = await this.db
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
      for (const before of soon)
        if (!isHeld(before.game.state, now))
          updates.push({ before, game: driftGame(released(before.game), this.seed, step), events: [] });
    }
    const { messages } = await this.store(updates, now);
    for (const u of updates) {
      if (u.before.status === 'line' && u.game.state.status !== 'line') result.started += 1;
      else if (u.before.status === 'live') result.advanced += 1;
      else if (u.game.state.status === 'line') result.drifted += 1;
      if (u.game.state.status === 'finished') result.finished += 1;
    }
    result.lastSeq = messages.reduce((max, m) => Math.max(max, m.seq), 0);
    return result;
  }

  /** Starts ticking every `tickMs` (no-op when already running). */
  startSimulator(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const loop = async () => {
      if (this.stopped) return;
      const started = Date.now();
      this.running = this.tick().catch((error: unknown) =>
        this.log.error({ err: error }, 'feed: tick failed'),
      );
      await this.running;
      this.running = undefined;
      if (this.stopped) return;
      this.timer = setTimeout(() => void loop(), Math.max(0, this.tickMs - (Date.now() - started)));
    };
    // The first tick waits one interval: the server answers before the simulator starts working.
    this.timer = setTimeout(() => void loop(), this.tickMs);
  }

  /** Stops ticking, waits for the tick in flight and hands the lease back. */
  async stopSimulator(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.aborting = true;
    if (this.timer) clearTimeout(this.timer);
    try {
      await this.running;
    } finally {
      this.aborting = false;
    }
    try {
      await this.releaseLease();
    } catch (error) {
      this.log.warn({ err: error }, 'feed: could not release the simulator lease');
    }
  }

  get simulatorRunning(): boolean {
    return !this.stopped;
  }

  /**
   * Demo control: plays a game `seconds` of game time forward (a line game is kicked off first); a hold on it
   * ends.
   */
  async fastForward(gameId: number, seconds: number): Promise<Game | null> {
    return this.control(gameId, (row, now) => {
      const game = released(row.game);
      if (game.home === null) return { game, events: [] };
      const started = game.state.status === 'line' ? startGame(game) : { game, events: [] };
      const played = advanceGame(started.game, seconds, now, this.sim);
      return { game: played.game, events: [...started.events, ...played.events] };
    });
  }

  /**
   * Demo control: suspends a live game's markets for `seconds` of real time from now, as a goal does: the
   * game's `suspendedUntil` is set, a 'suspend' event is stored and published (push clients see the game
   * suspended), bets on it are refused until then, and the simulator's next tick after that time resumes it
   * with a 'resume' event. A game that is not live is answered unchanged.
   */
  async suspend(gameId: number, seconds: number): Promise<Game | null> {
    return this.control(gameId, (row, now) => {
      if (row.game.state.status !== 'live') return { game: row.game, events: [] };
      // First the play since the last tick (the stored game then counts as simulated at `now`, as a tick does).
      const played = this.simulate(row, now);
      const game = played.game;
      if (game.state.status !== 'live') return played;
      const state = { ...game.state, suspendedUntil: now + seconds * 1000 };
      const events = played.events.filter((e) => e.type !== 'suspend' && e.type !== 'resume');
      events.push({ type: 'suspend', gameId: game.id, clockSec: state.clockSec });
      return { game: { ...game, state }, events };
    });
  }

  /**
   * Demo control: a match (line or live) stands still for `seconds` of real time from now: its clock, score and
   * prices do not move (a line game's prices do not drift and it does not kick off), so that a person or an
   * end-to-end journey can bet on a live price that holds through the in-play delay. A suspension in force
   * stays until the hold ends. Fast-forward ends a hold; finish plays the game to its end all the same. A
   * finished game is answered unchanged.
   */
  async hold(gameId: number, seconds: number): Promise<Game | null> {
    return this.control(gameId, (row, now) => {
      if (row.game.home === null || row.game.state.status === 'finished')
        return { game: row.game, events: [] };
      // First the play since the last tick (a live game then counts as simulated at `now`, as a tick does).
      const played =
        row.game.state.status === 'live' ? this.simulate(row, now) : { game: row.game, events: [] };
      if (played.game.state.status === 'finished') return played;
      const heldUntil = now + seconds * 1000;
      const { suspendedUntil } = played.game.state;
      const state = {
        ...played.game.state,
        heldUntil,
        suspendedUntil:
          suspendedUntil !== null && suspendedUntil > now
            ? Math.max(suspendedUntil, heldUntil)
            : suspendedUntil,
      };
      return { game: { ...played.game, state }, events: played.events };
    });
  }

  /** Demo control: plays a game to its end (a long-term bet is decided). */
  async finish(gameId: number): Promise<Game | null> {
    return this.control(gameId, (row, now) => finishGame(row.game, now, this.sim));
  }

  private async control(
    gameId: number,
    change: (row: GameRow, now: number) => { game: Game; events: FeedEvent[] },
  ): Promise<Game | null> {
    await this.prepare();
    for (let attempt = 0; attempt < 5; attempt++) {
      const [row] = await this.db.select().from(feedGame).where(eq(feedGame.id, gameId));
      if (!row) return null;
      if (row.status === 'finished') return row.game;
      const now = this.now();
      const next = change(row, now);
      const { stored } = await this.store([{ before: row, ...next }], now);
      if (stored > 0) return next.game;
    }
    throw new Error(`game ${gameId} kept changing while it was being controlled`);
  }

  // ------------------------------------------------------------------------------------------------------
  // Reading

  async sports(): Promise<Map<number, SportInfo>> {
    if (!this.sportCache) {
      const rows = await this.db.select().from(feedSport).orderBy(asc(feedSport.sort));
      if (rows.length > 0) this.sportCache = new Map(rows.map((r) => [r.id, r]));
      return new Map(rows.map((r) => [r.id, r]));
    }
    return this.sportCache;
  }

  async champs(): Promise<Map<number, ChampInfo>> {
    if (!this.champCache) {
      const rows = await this.db.select().from(feedChamp).orderBy(asc(feedChamp.sort));
      if (rows.length > 0) this.champCache = new Map(rows.map((r) => [r.id, r]));
      return new Map(rows.map((r) => [r.id, r]));
    }
    return this.champCache;
  }

  /** SQL condition of a section and a time filter at `now`. */
  private listCondition(section: Section | undefined, filter: TimeFilter, now: number): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    if (filter === 1) {
      // Upcoming: not started, starting soon (in the live section too: the games about to go live).
      conditions.push(
        eq(feedGame.status, 'line'),
        ne(feedGame.sportId, LONG_TERM_SPORT_ID),
        lte(feedGame.startAt, new Date(now + UPCOMING_MS)),
      );
    } else {
      conditions.push(section ? eq(feedGame.status, section) : ne(feedGame.status, 'finished'));
      if (filter === 2) conditions.push(eq(feedGame.status, 'live'), eq(feedGame.period, 1));
      if (filter === 3) conditions.push(eq(feedGame.status, 'live'), eq(feedGame.period, 2));
      if (filter === 6) conditions.push(eq(feedGame.top, true));
    }
    return and(...conditions);
  }

  /** Line and live counts per sport (time filter applied). */
  async countBySport(filter: TimeFilter, now: number = this.now()): Promise<CountRow[]> {
    return this.count(feedGame.sportId, undefined, filter, now);
  }

  /** Line and live counts per championship of a sport. */
  async countByChamp(sportId: number, filter: TimeFilter, now: number = this.now()): Promise<CountRow[]> {
    return this.count(feedGame.champId, eq(feedGame.sportId, sportId), filter, now);
  }

  private async count(
    key: typeof feedGame.sportId | typeof feedGame.champId,
    where: SQL | undefined,
    filter: TimeFilter,
    now: number,
  ): Promise<CountRow[]> {
    const line = this.listCondition('line', filter, now);
    const live = filter === 1 ? sql`false` : this.listCondition('live', filter, now);
    const rows = await this.db
      .select({
        id: key,
        line: sql<number>`count(*) filter (where ${line})`.mapWith(Number),
        live: sql<number>`count(*) filter (where ${live})`.mapWith(Number),
      })
      .from(feedGame)
      .where(and(where, ne(feedGame.status, 'finished')))
      .groupBy(key);
    return rows;
  }

  /** Games of a section / sport / championship, by start time (live first in no section). */
  async listGames(query: GameQuery, now: number = this.now()): Promise<{ games: Game[]; total: number }> {
    const where = and(
      this.listCondition(query.section, query.timeFilter ?? 0, now),
      query.sportId === undefined ? undefined : eq(feedGame.sportId, query.sportId),
      query.champId === undefined ? undefined : eq(feedGame.champId, query.champId),
    );
    const [totalRow] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(feedGame)
      .where(where);
    const rows = await this.db
      .select({ game: feedGame.game })
      .from(feedGame)
      .where(where)
      .orderBy(
        asc(sql`case when ${feedGame.status} = 'live' then 0 else 1 end`),
        asc(feedGame.startAt),
        asc(feedGame.id),
      )
      .limit(query.limit)
      .offset(query.offset);
    return { games: rows.map((r) => r.game), total: totalRow?.n ?? 0 };
  }

  async getGame(id: number): Promise<Game | null> {
    const [row] = await this.db.select({ game: feedGame.game }).from(feedGame).where(eq(feedGame.id, id));
    return row?.game ?? null;
  }

  /**
   * Games by id, in the order asked (missing ids left out). Every call asks the database which version of each
   * game is stored (a small index read); only games whose version this process has not parsed yet are read whole.
   * Bet placement prices every selection from here, so a coupon no longer transfers and parses its games' whole
   * market lists each time. Several processes can write the feed: the stored version decides, never a timer.
   * The cached games are frozen: callers only read them.
   */
  async getGames(ids: readonly number[]): Promise<Game[]> {
    if (ids.length === 0) return [];
    const wanted = [...new Set(ids)];
    const stamps = await this.stampLoader.loadMany(wanted);
    const current = new Map<number, string>();
    for (const [i, stamp] of stamps.entries()) {
      if (stamp instanceof Error) throw stamp;
      if (stamp !== null) current.set(wanted[i]!, stamp);
    }
    const stale = wanted.filter((id) => current.has(id) && this.gameCache.get(id)?.stamp !== current.get(id));
    const fresh = new Map<number, Game>();
    if (stale.length > 0) {
      const rows = await this.db
        .select({ game: feedGame.game, version: feedGame.version, updatedAt: feedGame.updatedAt })
        .from(feedGame)
        .where(inArray(feedGame.id, stale));
      for (const row of rows) {
        const game = deepFreeze(row.game);
        fresh.set(game.id, game);
        this.remember(game.id, `${row.version}:${row.updatedAt.getTime()}`, game);
      }
    }
    return ids.flatMap((id) => {
      if (!current.has(id)) return [];
      const game = fresh.get(id) ?? this.gameCache.get(id)?.game;
      return game ? [game] : [];
    });
  }

  /** Keeps a parsed game; the least recently stored ones go first past GAME_CACHE_SIZE. */
  private remember(id: number, stamp: string, game: Game): void {
    this.gameCache.delete(id);
    this.gameCache.set(id, { stamp, game });
    // A Map keeps insertion order: its first key is the oldest entry (no dependency needed for this).
    while (this.gameCache.size > GAME_CACHE_SIZE) this.gameCache.delete(this.gameCache.keys().next().value!);
  }

  /** Top events: recommended games of a section, the soonest (or live) first. */
  async topGames(section: Section | undefined, limit: number, now: number = this.now()): Promise<Game[]> {
    return (await this.listGames({ section, timeFilter: 6, limit, offset: 0 }, now)).games;
  }

  /** Games, championships and teams whose name contains `text` (case-insensitive). */
  async search(
    text: string,
    limit: number,
  ): Promise<{ games: Game[]; champs: ChampInfo[]; teams: TeamInfo[] }> {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const games = await this.db
      .select({ game: feedGame.game })
      .from(feedGame)
      .where(and(ne(feedGame.status, 'finished'), ilike(feedGame.nameEng, pattern)))
      .orderBy(asc(sql`case when ${feedGame.status} = 'live' then 0 else 1 end`), asc(feedGame.startAt))
      .limit(limit);
    const champs = await this.db
      .select()
      .from(feedChamp)
      .where(ilike(feedChamp.nameEng, pattern))
      .orderBy(asc(feedChamp.sort))
      .limit(limit);
    const teams = await this.db
      .select({
        id: feedTeam.id,
        sportId: feedTeam.sportId,
        champId: feedTeam.champId,
        nameEng: feedTeam.nameEng,
        countryEng: feedTeam.countryEng,
      })
      .from(feedTeam)
      .where(ilike(feedTeam.nameEng, pattern))
      .orderBy(asc(feedTeam.nameEng))
      .limit(limit);
    return { games: games.map((r) => r.game), champs, teams };
  }

  /**
   * Finished games that started in [from, to). `live`: only games that were played in live (not long-term
   * bets); `virtual`: only virtual sports.
   */
  async results(from: number, to: number, type: 'all' | 'live' | 'virtual', limit: number): Promise<Game[]> {
    const virtualIds = SPORTS.filter((s) => s.group === 'virtual').map((s) => s.id);
    const rows = await this.db
      .select({ game: feedGame.game })
      .from(feedGame)
      .where(
        and(
          eq(feedGame.status, 'finished'),
          gte(feedGame.startAt, new Date(from)),
          lt(feedGame.startAt, new Date(to)),
          type === 'live' ? ne(feedGame.sportId, LONG_TERM_SPORT_ID) : undefined,
          type === 'virtual' ? inArray(feedGame.sportId, virtualIds) : undefined,
        ),
      )
      .orderBy(desc(feedGame.startAt), asc(feedGame.id))
      .limit(limit);
    return rows.map((r) => r.game);
  }

  async team(id: number): Promise<TeamInfo | null> {
    const [row] = await this.db
      .select({
        id: feedTeam.id,
        sportId: feedTeam.sportId,
        champId: feedTeam.champId,
        nameEng: feedTeam.nameEng,
        countryEng: feedTeam.countryEng,
      })
      .from(feedTeam)
      .where(eq(feedTeam.id, id));
    return row ?? null;
  }

  /** A team's games: coming (line and live, soonest first) and finished (latest first). */
  async teamGames(id: number, limit: number): Promise<{ coming: Game[]; finished: Game[] }> {
    const ofTeam = or(eq(feedGame.homeTeamId, id), eq(feedGame.awayTeamId, id));
    const coming = await this.db
      .select({ game: feedGame.game })
      .from(feedGame)
      .where(and(ofTeam, ne(feedGame.status, 'finished')))
      .orderBy(asc(feedGame.startAt))
      .limit(limit);
    const finished = await this.db
      .select({ game: feedGame.game })
      .from(feedGame)
      .where(and(ofTeam, eq(feedGame.status, 'finished')))
      .orderBy(desc(feedGame.startAt))
      .limit(limit);
    return { coming: coming.map((r) => r.game), finished: finished.map((r) => r.game) };
  }

  /** Stored events after `seq` (oldest first), optionally of some games only: what a reconnecting client missed. */
  async eventsSince(
    seq: number,
    gameIds: readonly number[] | undefined,
    limit: number,
  ): Promise<FeedBusMessage[]> {
    const rows = await this.db
      .select()
      .from(feedEvent)
      .where(and(gt(feedEvent.seq, seq), gameIds ? inArray(feedEvent.gameId, [...gameIds]) : undefined))
      .orderBy(asc(feedEvent.seq))
      .limit(limit);
    return rows.map((r) => ({ seq: r.seq, gameId: r.gameId, ...r.payload }));
  }

  /** The newest stored sequence number (0 when none). */
  async latestSeq(): Promise<number> {
    const [row] = await this.db
      .select({ seq: sql<number>`coalesce(max(${feedEvent.seq}), 0)`.mapWith(Number) })
      .from(feedEvent);
    return row?.seq ?? 0;
  }

  /** The oldest stored sequence number (0 when none): a resume from before it cannot be complete. */
  async oldestSeq(): Promise<number> {
    const [row] = await this.db
      .select({ seq: sql<number>`coalesce(min(${feedEvent.seq}), 0)`.mapWith(Number) })
      .from(feedEvent);
    return row?.seq ?? 0;
  }
}
