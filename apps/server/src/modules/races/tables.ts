/**
 * Tables of the virtual races (docs/adr/0052-races.md): the races of each kind, created ahead on the clock with
 * their runners, prices and server seed (its hash published, the seed kept until run), and the players' win and
 * place bets.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RaceKind, RaceMarket } from '@betline/games/race';
import { player } from '../identity/tables';

export type RaceStatus = 'open' | 'run';

/**
 * A runner as created: its name, its weight in the draw, its win price and its place price (hundredths; null where
 * none is offered). Races created before place bets have no place price stored: it is derived from the weights.
 */
export interface StoredRunner {
  name: string;
  weight: number;
  price: number;
  placePrice?: number | null;
}

export const race = pgTable(
  'race',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<RaceKind>().notNull(),
    /** The start divided by the kind's period: the nonce of its fair stream. */
    number: bigint('number', { mode: 'number' }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    status: text('status').$type<RaceStatus>().notNull(),
    runners: jsonb('runners').$type<StoredRunner[]>().notNull(),
    /** 64 hex characters: secret until the race has run. */
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    /** Runner indexes, winner first. */
    finish: jsonb('finish').$type<number[]>(),
    ranAt: timestamp('ran_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('race_number').on(t.kind, t.number),
    index('race_status').on(t.status, t.startAt),
    index('race_kind').on(t.kind, t.startAt),
    check('race_status', sql`${t.status} in ('open', 'run')`),
  ],
);

export type RaceBetStatus = 'open' | 'won' | 'lost';

export const raceBet = pgTable(
  'race_bet',
  {
    /** Chosen by the client: placing the same bet again answers it. */
    id: uuid('id').primaryKey(),
    raceId: integer('race_id')
      .notNull()
      .references(() => race.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => player.id),
    accountId: integer('account_id').notNull(),
    currencyId: smallint('currency_id').notNull(),
    runner: smallint('runner').notNull(),
    /** To win, or to place (to finish in the race's places). */
    market: text('market').$type<RaceMarket>().notNull().default('win'),
    /** The runner's price in the bet's market when the bet was taken (hundredths). */
    price: integer('price').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** The account's balance after the stake. */
    balance: bigint('balance', { mode: 'number' }).notNull(),
    status: text('status').$type<RaceBetStatus>().notNull(),
    place: smallint('place'),
    /** Decided when the race runs; paid when the status leaves `open`. */
    payout: bigint('payout', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('race_bet_player').on(t.playerId, t.createdAt),
    index('race_bet_race').on(t.raceId, t.status),
    check('race_bet_status', sql`${t.status} in ('open', 'won', 'lost')`),
    check('race_bet_market', sql`${t.market} in ('win', 'place')`),
    check('race_bet_stake', sql`${t.stake} > 0 and ${t.price} > 100`),
  ],
);
