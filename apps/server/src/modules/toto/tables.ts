/**
 * Tables of the toto (docs/adr/0050-toto.md): the weekly draws with their 15 matches (names kept, since the feed
 * forgets games after a week), one pool per draw and currency (its stakes as coupons come, its categories once
 * settled), the jackpot each currency carries to the next draw, and the players' coupons.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
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
  uuid,
} from 'drizzle-orm/pg-core';
import type { TotoEvent, TotoPick } from '@betline/contracts';
import { player } from '../identity/tables';

export type TotoDrawStatus = 'open' | 'closed' | 'settled' | 'cancelled';

export const totoDraw = pgTable(
  'toto_draw',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The ISO week of its matches ("2026-W49"): one draw a week. */
    week: text('week').notNull(),
    status: text('status').$type<TotoDrawStatus>().notNull(),
    /** The matches in order, with their results once decided. */
    events: jsonb('events').$type<TotoEvent[]>().notNull(),
    /** The first match's kick-off: coupons are taken until then. */
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('toto_draw_week').on(t.week),
    index('toto_draw_status').on(t.status, t.id),
    check('toto_draw_status', sql`${t.status} in ('open', 'closed', 'settled', 'cancelled')`),
  ],
);

/** A category of a settled pool: what it shared out among how many winning variants (weights in minor units). */
export interface SettledCategory {
  correct: number;
  share: number;
  fund: number;
  variants: number;
  /** Sum of the winning variants' stakes. */
  weight: number;
  /** What one variant at the smallest stake won. */
  perMinimumVariant: number;
}

export const totoPool = pgTable(
  'toto_pool',
  {
    drawId: integer('draw_id')
      .notNull()
      .references(() => totoDraw.id),
    currencyId: smallint('currency_id').notNull(),
    coupons: integer('coupons').notNull().default(0),
    stakes: bigint('stakes', { mode: 'number' }).notNull().default(0),
    /** Set when the draw settles: the jackpot it took over from the draws before it. */
    carriedIn: bigint('carried_in', { mode: 'number' }),
    /** What the house added to reach the guarantee. */
    guaranteeTopUp: bigint('guarantee_top_up', { mode: 'number' }),
    categories: jsonb('categories').$type<SettledCategory[]>(),
    paid: bigint('paid', { mode: 'number' }),
    carriedOut: bigint('carried_out', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.drawId, t.currencyId] }),
    check('toto_pool_stakes', sql`${t.stakes} >= 0 and ${t.coupons} >= 0`),
  ],
);

/** The jackpot a currency carries to its next settled draw. */
export const totoJackpot = pgTable(
  'toto_jackpot',
  {
    currencyId: smallint('currency_id').primaryKey(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [check('toto_jackpot_amount', sql`${t.amount} >= 0`)],
);

export type TotoCouponStatus = 'open' | 'won' | 'lost' | 'refunded';

export const totoCoupon = pgTable(
  'toto_coupon',
  {
    /** Chosen by the client: placing the same coupon again answers it. */
    id: uuid('id').primaryKey(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => totoDraw.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => player.id),
    accountId: integer('account_id').notNull(),
    currencyId: smallint('currency_id').notNull(),
    picks: jsonb('picks').$type<TotoPick[][]>().notNull(),
    variants: integer('variants').notNull(),
    variantStake: bigint('variant_stake', { mode: 'number' }).notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** The account's balance after the stake. */
    balance: bigint('balance', { mode: 'number' }).notNull(),
    status: text('status').$type<TotoCouponStatus>().notNull(),
    correct: smallint('correct'),
    /** Decided when the draw settles; paid when the status leaves `open`. */
    payout: bigint('payout', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('toto_coupon_player').on(t.playerId, t.createdAt),
    index('toto_coupon_draw').on(t.drawId, t.status),
    check('toto_coupon_status', sql`${t.status} in ('open', 'won', 'lost', 'refunded')`),
    check('toto_coupon_stake', sql`${t.stake} > 0 and ${t.variants} > 0 and ${t.variantStake} > 0`),
  ],
);
