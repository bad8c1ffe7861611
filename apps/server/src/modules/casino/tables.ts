/**
 * Tables of the casino module (docs/adr/0015-casino.md): providers and games of the catalogue, each player's
 * favourites and recently played games, the provably fair seeds (one active per player) and the rounds.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { player } from '../identity/tables';

export const casinoProvider = pgTable('casino_provider', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  inHouse: boolean('in_house').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const casinoGame = pgTable(
  'casino_game',
  {
    slug: text('slug').primaryKey(),
    /** The number in the seed's game routes (`.../game/{gameId}/{gameName}`, CASINO-004). */
    gameId: integer('game_id').notNull().unique(),
    name: text('name').notNull(),
    providerId: text('provider_id')
      .notNull()
      .references(() => casinoProvider.id),
    /** lotteries, slots, ladder, dice, cards, other (SPEC §9). */
    category: text('category').notNull(),
    /** Route sections of SPEC §2 the game is listed in (slots, crash-games, keno, ...). */
    sections: text('sections').array().notNull(),
    /** 0 poker, 1 virtual, 2 toto, 3 lotto; only for category `other`. */
    otherKind: smallint('other_kind'),
    /** The @betline/games engine of an in-house game. */
    engine: text('engine'),
    /** The shared table the game is played at (one round for everyone: docs/adr/0055-shared-rounds.md). */
    sharedTable: text('shared_table'),
    /** Two thumbnail colours (hex) for the generated SVG. */
    colours: text('colours').array().notNull(),
    isNew: boolean('is_new').notNull().default(false),
    popular: boolean('popular').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check(
      'casino_game_category',
      sql`${t.category} in ('lotteries', 'slots', 'ladder', 'dice', 'cards', 'other')`,
    ),
    check(
      'casino_game_other_kind',
      sql`(${t.category} = 'other') = (${t.otherKind} is not null) and (${t.otherKind} is null or ${t.otherKind} between 0 and 3)`,
    ),
    index('casino_game_category_idx').on(t.category, t.sort),
  ],
);

export const casinoFavourite = pgTable(
  'casino_favourite',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => player.id),
    gameSlug: text('game_slug')
      .notNull()
      .references(() => casinoGame.slug),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameSlug] })],
);

export const casinoRecent = pgTable(
  'casino_recent',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => player.id),
    gameSlug: text('game_slug')
      .notNull()
      .references(() => casinoGame.slug),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.gameSlug] }),
    index('casino_recent_played_idx').on(t.playerId, t.playedAt),
  ],
);

/** A provably fair seed: the hash is shown while active, the seed itself only once rotated (revealedAt). */
export const casinoSeed = pgTable(
  'casino_seed',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => player.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce of the next round. */
    nextNonce: integer('next_nonce').notNull().default(0),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('casino_seed_active_unique')
      .on(t.playerId)
      .where(sql`${t.revealedAt} is null`),
  ],
);

export const casinoRound = pgTable(
  'casino_round',
  {
    /** Chosen by the client: the idempotency key of the round. */
    id: text('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => player.id),
    game: text('game').notNull(),
    version: integer('version').notNull(),
    seedId: integer('seed_id')
      .notNull()
      .references(() => casinoSeed.id),
    nonce: integer('nonce').notNull(),
    accountId: integer('account_id').notNull(),
    currencyId: smallint('currency_id').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull(),
    bet: jsonb('bet').notNull(),
    outcome: jsonb('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('casino_round_player_idx').on(t.playerId, t.createdAt)],
);

/**
 * A hand of a game played in steps (docs/adr/0054-hands.md): staked at its start on the player's active seed
 * and nonce; `actions` are the player's steps so far (the deal is replayed from the seed at each step, so no
 * dealt card or mine is stored while it is secret). At most one open hand per player and game. An ended hand
 * is also stored in `casino_round` under the same id (history, verify, tournaments).
 */
export const casinoHand = pgTable(
  'casino_hand',
  {
    /** Chosen by the client: the idempotency key of the hand (and the id of its round once ended). */
    id: text('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => player.id),
    game: text('game').notNull(),
    version: integer('version').notNull(),
    seedId: integer('seed_id')
      .notNull()
      .references(() => casinoSeed.id),
    nonce: integer('nonce').notNull(),
    accountId: integer('account_id').notNull(),
    currencyId: smallint('currency_id').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** The bet without actions. */
    bet: jsonb('bet').notNull(),
    actions: jsonb('actions').notNull().default([]),
    status: text('status').notNull().default('open'),
    win: bigint('win', { mode: 'number' }).notNull().default(0),
    /** The account's balance after the stake, then after the hand. */
    balance: bigint('balance', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('casino_hand_status', sql`${t.status} in ('open', 'ended')`),
    uniqueIndex('casino_hand_open_unique')
      .on(t.playerId, t.game)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * A live crash round (docs/adr/0017-live-crash-and-tournaments.md): the stake is taken at the start, the
 * multiplier grows on the server's clock from `startedAt`, and the round ends by a manual cash-out before the
 * crash point or by the crash. Once ended it is also stored in `casino_round` (history, verify, tournaments).
 */
export const casinoCrashRound = pgTable(
  'casino_crash_round',
  {
    /** Chosen by the client: the idempotency key of the round. */
    id: text('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => player.id),
    seedId: integer('seed_id')
      .notNull()
      .references(() => casinoSeed.id),
    nonce: integer('nonce').notNull(),
    version: integer('version').notNull(),
    accountId: integer('account_id').notNull(),
    currencyId: smallint('currency_id').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** Hundredths; secret until the round ends. */
    crashPoint: integer('crash_point').notNull(),
    /** Epoch ms of the server clock. */
    startedAt: bigint('started_at', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('running'),
    cashOut: integer('cash_out'),
    win: bigint('win', { mode: 'number' }).notNull().default(0),
    /** The account's balance after the stake, then after the round. */
    balance: bigint('balance', { mode: 'number' }).notNull(),
    endedAt: bigint('ended_at', { mode: 'number' }),
  },
  (t) => [
    check('casino_crash_round_status', sql`${t.status} in ('running', 'cashed_out', 'crashed')`),
    index('casino_crash_round_running_idx')
      .on(t.playerId)
      .where(sql`${t.status} = 'running'`),
  ],
);

/**
 * A casino tournament: which games count, how points are scored, the prize pool and its split, and either a
 * fixed window or a recurrence (the current UTC day or ISO week on the server's clock).
 */
export const casinoTournament = pgTable(
  'casino_tournament',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** @betline/games engines whose rounds count. */
    games: text('games').array().notNull(),
    /** turnover (sum of stakes in the currency) or multiplier (best win/stake of one round). */
    scoring: text('scoring').notNull(),
    currencyId: smallint('currency_id').notNull(),
    prizePool: bigint('prize_pool', { mode: 'number' }).notNull(),
    /** Percent of the pool per place, first place first. */
    prizes: integer('prizes').array().notNull(),
    /** daily, weekly, or null for the fixed window. */
    recurrence: text('recurrence'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('casino_tournament_scoring', sql`${t.scoring} in ('turnover', 'multiplier')`),
    check(
      'casino_tournament_window',
      sql`(${t.recurrence} in ('daily', 'weekly') and ${t.startsAt} is null and ${t.endsAt} is null) or (${t.recurrence} is null and ${t.startsAt} < ${t.endsAt})`,
    ),
  ],
);
