/**
 * Tables of cashback (docs/adr/0048-cashback.md): each week's award per player, currency and kind (one: the key),
 * the weeks the job has finished, each player's points, and each exchange of points for money (once per
 * Idempotency-Key).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { player } from '../identity/tables';

export const cashbackAward = pgTable(
  'cashback_award',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => player.id),
    currencyId: smallint('currency_id').notNull(),
    weekStart: timestamp('week_start', { withTimezone: true }).notNull(),
    kind: text('kind').$type<'percent' | 'points'>().notNull(),
    /** The net loss (percent) or the stakes (points) it was counted on, minor units. */
    basis: bigint('basis', { mode: 'number' }).notNull(),
    /** Money (percent, minor units) or points. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<'paid' | 'credited' | 'refused'>().notNull(),
    /** Why it was refused (for support). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.currencyId, t.weekStart, t.kind] }),
    index('cashback_award_player').on(t.playerId, t.weekStart),
    check('cashback_award_kind', sql`${t.kind} in ('percent', 'points')`),
    check('cashback_award_status', sql`${t.status} in ('paid', 'credited', 'refused')`),
    check('cashback_award_amount', sql`${t.amount} > 0`),
  ],
);

/** A week the job has finished (every player's awards of it are written). */
export const cashbackWeek = pgTable('cashback_week', {
  weekStart: timestamp('week_start', { withTimezone: true }).primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull(),
});

export const cashbackPoints = pgTable(
  'cashback_points',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => player.id),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('cashback_points_balance', sql`${t.balance} >= 0`)],
);

export const cashbackExchange = pgTable(
  'cashback_exchange',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => player.id),
    /** The request's Idempotency-Key: an exchange is made once per key. */
    key: text('key').notNull(),
    points: integer('points').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currencyId: smallint('currency_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('cashback_exchange_key').on(t.playerId, t.key)],
);
