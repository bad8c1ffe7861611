/**
 * Bets on your terms (docs/adr/0053-bets-on-your-terms.md): a player's combination of outcomes of one match, its
 * price and stake, decided when the match is over.
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
  uuid,
} from 'drizzle-orm/pg-core';
import { player } from '../identity/tables';

export type BuilderBetStatus = 'open' | 'won' | 'lost' | 'void';

/** A part as the bet was taken: the outcome, its names and its own price then (thousandths). */
export interface StoredPart {
  outcomeId: number;
  typeId: number;
  param: number | null;
  nameEng: string;
  marketNameEng: string;
  coef: number;
}

export const builderBet = pgTable(
  'builder_bet',
  {
    /** Chosen by the client: placing the same bet again answers it. */
    id: uuid('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => player.id),
    accountId: integer('account_id').notNull(),
    currencyId: smallint('currency_id').notNull(),
    gameId: bigint('game_id', { mode: 'number' }).notNull(),
    gameNameEng: text('game_name_eng').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    parts: jsonb('parts').$type<StoredPart[]>().notNull(),
    /** The combination's price when the bet was taken (thousandths). */
    coef: integer('coef').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** The account's balance after the stake. */
    balance: bigint('balance', { mode: 'number' }).notNull(),
    status: text('status').$type<BuilderBetStatus>().notNull(),
    /** Each part's result, by outcome id, once the game is over. */
    results: jsonb('results').$type<Record<string, 'won' | 'lost' | 'void'>>(),
    /** Decided when the game is over; paid when the status leaves `open`. */
    payout: bigint('payout', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('builder_bet_player').on(t.playerId, t.createdAt),
    index('builder_bet_open').on(t.status, t.gameId),
    check('builder_bet_status', sql`${t.status} in ('open', 'won', 'lost', 'void')`),
    check('builder_bet_stake', sql`${t.stake} > 0 and ${t.coef} > 1000`),
  ],
);
