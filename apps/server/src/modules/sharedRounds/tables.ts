/**
 * Tables of the shared rounds (docs/adr/0055-shared-rounds.md): the rounds of each shared table, created ahead on
 * the clock with their server seed (its hash published, the seed kept until drawn), and the players' bets.
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
import { player } from '../identity/tables';

export type SharedRoundStatus = 'open' | 'drawn';

export const sharedRound = pgTable(
  'shared_round',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tableId: text('table_id').notNull(),
    /** The round's time divided by the table's period: the nonce of its fair stream. */
    number: bigint('number', { mode: 'number' }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    status: text('status').$type<SharedRoundStatus>().notNull(),
    /** 64 hex characters: secret until the round is drawn. */
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    /** What the round showed (@betline/games SharedResult), once drawn. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('shared_round_number').on(t.tableId, t.number),
    index('shared_round_status').on(t.status, t.drawAt),
    index('shared_round_table').on(t.tableId, t.drawAt),
    check('shared_round_status', sql`${t.status} in ('open', 'drawn')`),
  ],
);

export type SharedBetStatus = 'open' | 'won' | 'lost';

export const sharedBet = pgTable(
  'shared_bet',
  {
    /** Chosen by the client: placing the same bet again answers it. */
    id: uuid('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => sharedRound.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => player.id),
    accountId: integer('account_id').notNull(),
    currencyId: smallint('currency_id').notNull(),
    /** The engine's bet, as validated. */
    bet: jsonb('bet').$type<Record<string, unknown>>().notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** The account's balance after the stake. */
    balance: bigint('balance', { mode: 'number' }).notNull(),
    status: text('status').$type<SharedBetStatus>().notNull(),
    /** The engine's outcome, decided when the round is drawn. */
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
    /** Decided when the round is drawn; paid when the status leaves `open`. */
    payout: bigint('payout', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('shared_bet_player').on(t.playerId, t.createdAt),
    index('shared_bet_round').on(t.roundId, t.status),
    check('shared_bet_status', sql`${t.status} in ('open', 'won', 'lost')`),
    check('shared_bet_stake', sql`${t.stake} > 0`),
  ],
);
