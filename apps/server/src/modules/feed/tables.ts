/**
 * The feed's tables. The simulator (one process at a time, holding the `feed_lease` row) writes them; every
 * server process reads them, so any number of processes serve the same line and live data.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { FeedEvent, Game } from './engine';

export const feedSport = pgTable('feed_sport', {
  id: integer('id').primaryKey(),
  nameEng: text('name_eng').notNull(),
  slug: text('slug').notNull(),
  /** sport, esports, virtual, or longterm (sport 2999). */
  kind: text('kind').notNull(),
  sort: integer('sort').notNull(),
});

export const feedChamp = pgTable(
  'feed_champ',
  {
    id: integer('id').primaryKey(),
    sportId: integer('sport_id').notNull(),
    /** For long-term championships (sport 2999): the sport whose championship it is. */
    baseSportId: integer('base_sport_id').notNull(),
    nameEng: text('name_eng').notNull(),
    countryEng: text('country_eng').notNull(),
    tier: smallint('tier').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('feed_champ_sport').on(t.sportId)],
);

export const feedTeam = pgTable(
  'feed_team',
  {
    id: integer('id').primaryKey(),
    sportId: integer('sport_id').notNull(),
    champId: integer('champ_id').notNull(),
    nameEng: text('name_eng').notNull(),
    countryEng: text('country_eng').notNull(),
    rating: real('rating').notNull(),
  },
  (t) => [index('feed_team_champ').on(t.champId)],
);

/** One row per game (and per long-term bet): the engine's game as JSON plus the columns lists filter on. */
export const feedGame = pgTable(
  'feed_game',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    sportId: integer('sport_id').notNull(),
    champId: integer('champ_id').notNull(),
    homeTeamId: integer('home_team_id'),
    awayTeamId: integer('away_team_id'),
    nameEng: text('name_eng').notNull(),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').notNull(),
    period: smallint('period').notNull().default(0),
    clockSec: integer('clock_sec').notNull().default(0),
    top: boolean('top').notNull().default(false),
    game: jsonb('game').$type<Game>().notNull(),
    /** Wall time up to which the game has been simulated. */
    simulatedAt: timestamp('simulated_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** Bumped on every change. */
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('feed_game_status_start').on(t.status, t.startAt),
    index('feed_game_champ_start').on(t.champId, t.startAt),
    index('feed_game_sport_status').on(t.sportId, t.status),
    index('feed_game_home').on(t.homeTeamId),
    index('feed_game_away').on(t.awayTeamId),
    check('feed_game_status', sql`${t.status} in ('line', 'live', 'finished')`),
  ],
);

/**
 * Everything that happened in the feed, in order: score, periods, suspensions, odds changes, results. Push
 * clients resume from a sequence number, so a reconnect misses nothing (older rows are pruned).
 */
export const feedEvent = pgTable(
  'feed_event',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    gameId: bigint('game_id', { mode: 'number' }).notNull(),
    payload: jsonb('payload').$type<FeedEventRecord>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('feed_event_game').on(t.gameId, t.seq)],
);

/** What one feed event row carries. */
export interface FeedEventRecord {
  sportId: number;
  events: FeedEvent[];
  /** Outcomes whose price changed: [outcome id, thousandths or null when closed]. */
  odds: [number, number | null][];
  status: Game['state']['status'];
  suspended: boolean;
  clockSec: number;
  period: number;
  score: [number, number];
}

/** The simulator's lease: the process named in `holder` drives the feed until `expires_at`. */
export const feedLease = pgTable('feed_lease', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Settings of the stored feed: the seed it was generated with and how far ahead it is scheduled. */
export const feedMeta = pgTable('feed_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
