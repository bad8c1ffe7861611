/**
 * The sportsbook's betting tables (docs/adr/0016-betting.md): placed coupons and their selections, promo
 * codes with their rules and redemptions, and booking codes. Money is integer minor units of the coupon's
 * account currency; coefficients are integer thousandths.
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
  doublePrecision,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { player } from '../identity/tables';
import { ledgerAccount } from '../wallet/tables';

export const COUPON_STATUSES = [
  'pending_approval',
  'declined',
  'open',
  'won',
  'lost',
  'void',
  'cashed_out',
] as const;
export type CouponStatusValue = (typeof COUPON_STATUSES)[number];

/**
 * A placed coupon. `client_id` is the client's coupon id (idempotency key, unique per player); a type-9
 * coupon becomes one row per single, each with `client_id` = `<id>:<bet id>` and `batch_id` = `<id>`.
 */
export const betCoupon = pgTable(
  'bet_coupon',
  {
    /** The printable coupon number. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => player.id),
    clientId: text('client_id').notNull(),
    batchId: text('batch_id'),
    /** SHA-256 of the request that placed it: the same id with another coupon is refused. */
    requestHash: text('request_hash').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccount.id),
    currencyId: smallint('currency_id').notNull(),
    typeId: smallint('type_id').notNull(),
    systemValue: smallint('system_value'),
    isActiveSystemBanker: boolean('is_active_system_banker').notNull().default(true),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Block stakes of a system with blocks (as sent). */
    amountByBlockId: jsonb('amount_by_block_id').$type<Record<string, number>>().notNull().default({}),
    /** Total accepted coefficient (thousandths) of a single or express, bonus included; null for systems. */
    coef: integer('coef'),
    possibleWin: bigint('possible_win', { mode: 'number' }).notNull(),
    status: text('status').$type<CouponStatusValue>().notNull(),
    payout: bigint('payout', { mode: 'number' }),
    /**
     * The stake still riding after partial cash-outs (minor units), or null while all of `amount` rides. The
     * coupon settles, and its cash-out is valued, on this stake; `amount` stays the stake placed.
     */
    stakeLeft: bigint('stake_left', { mode: 'number' }),
    /** Paid so far by partial cash-outs (minor units); the coupon's `payout` is what it paid at its end. */
    cashedOut: bigint('cashed_out', { mode: 'number' }).notNull().default(0),
    /** Auto cash-out: the whole coupon is cashed out once its offer reaches this value (minor units). */
    autoCashout: bigint('auto_cashout', { mode: 'number' }),
    promoCode: text('promo_code'),
    /** Promo boost (thousandths) applied to a winning payout, or null. */
    promoCoef: integer('promo_coef'),
    isVip: boolean('is_vip').notNull().default(false),
    isLive: boolean('is_live').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('bet_coupon_client_unique').on(t.playerId, t.clientId),
    index('bet_coupon_player_created').on(t.playerId, t.createdAt),
    index('bet_coupon_batch').on(t.playerId, t.batchId),
    index('bet_coupon_pending')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending_approval'`),
    index('bet_coupon_auto_cashout')
      .on(t.id)
      .where(sql`${t.status} = 'open' and ${t.autoCashout} is not null`),
    check('bet_coupon_amount_positive', sql`${t.amount} > 0`),
    check(
      'bet_coupon_stake_left',
      sql`${t.stakeLeft} is null or (${t.stakeLeft} > 0 and ${t.stakeLeft} <= ${t.amount})`,
    ),
    check(
      'bet_coupon_status',
      sql`${t.status} in ('pending_approval', 'declined', 'open', 'won', 'lost', 'void', 'cashed_out')`,
    ),
  ],
);

/**
 * A partial cash-out of a coupon (its `request_id` is the attempt's id: a second attempt with it is answered,
 * not paid again). `part` was paid through the ledger (`bet:<coupon>:cashout:<request id>`) and `stake_taken`
 * came off the stake riding, in the same transaction.
 */
export const betCashout = pgTable(
  'bet_cashout',
  {
    couponId: bigint('coupon_id', { mode: 'number' })
      .notNull()
      .references(() => betCoupon.id),
    requestId: text('request_id').notNull(),
    /** The offer the part was taken from, the part paid and the stake it took off (minor units). */
    offer: bigint('offer', { mode: 'number' }).notNull(),
    part: bigint('part', { mode: 'number' }).notNull(),
    stakeTaken: bigint('stake_taken', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.requestId] }),
    check('bet_cashout_part', sql`${t.part} > 0 and ${t.part} < ${t.offer} and ${t.stakeTaken} > 0`),
  ],
);

/** One selection of a coupon, priced by the server, with its result once its game is settled. */
export const betSelection = pgTable(
  'bet_selection',
  {
    couponId: bigint('coupon_id', { mode: 'number' })
      .notNull()
      .references(() => betCoupon.id),
    position: smallint('position').notNull(),
    /** The market (outcome) id; the express bonus bet has `express-bonus`. */
    betId: text('bet_id').notNull(),
    /** 0 for the express bonus bet. */
    gameId: bigint('game_id', { mode: 'number' }).notNull(),
    sportId: integer('sport_id').notNull(),
    champId: integer('champ_id').notNull(),
    typeId: integer('type_id').notNull(),
    kind: smallint('kind').notNull(),
    param: doublePrecision('param'),
    blockId: smallint('block_id'),
    coef: integer('coef').notNull(),
    isLive: boolean('is_live').notNull(),
    sportNameEng: text('sport_name_eng').notNull(),
    champNameEng: text('champ_name_eng').notNull(),
    gameNameEng: text('game_name_eng').notNull(),
    marketNameEng: text('market_name_eng').notNull(),
    outcomeNameEng: text('outcome_name_eng').notNull(),
    gameStartAt: timestamp('game_start_at', { withTimezone: true, mode: 'date' }).notNull(),
    result: text('result').$type<'won' | 'lost' | 'void'>(),
    scoreFormatted: text('score_formatted').notNull().default(''),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.position] }),
    index('bet_selection_open_game')
      .on(t.gameId)
      .where(sql`${t.result} is null`),
    check('bet_selection_result', sql`${t.result} is null or ${t.result} in ('won', 'lost', 'void')`),
  ],
);

/**
 * Promo codes and their rules: a winning coupon's payout is boosted by `boost_percent` when the coupon is of
 * an allowed type, has at least `min_bets` selections each at `min_coef` or more, a stake of at least
 * `min_amount`, the code is active at placement time and the player has redeemed it fewer than
 * `max_uses_per_player` times.
 */
export const promoCode = pgTable(
  'promo_code',
  {
    code: text('code').primaryKey(),
    boostPercent: smallint('boost_percent').notNull(),
    couponTypes: integer('coupon_types').array().notNull(),
    minBets: smallint('min_bets').notNull().default(1),
    /** Thousandths; every selection at least this. */
    minCoef: integer('min_coef').notNull().default(1001),
    /** Minor units of any currency. */
    minAmount: bigint('min_amount', { mode: 'number' }).notNull().default(0),
    maxUsesPerPlayer: integer('max_uses_per_player').notNull().default(1),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }),
    validTo: timestamp('valid_to', { withTimezone: true, mode: 'date' }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('promo_code_boost', sql`${t.boostPercent} between 1 and 100`)],
);

export const promoRedemption = pgTable(
  'promo_redemption',
  {
    code: text('code')
      .notNull()
      .references(() => promoCode.code),
    playerId: integer('player_id').notNull(),
    couponId: bigint('coupon_id', { mode: 'number' })
      .notNull()
      .references(() => betCoupon.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.code, t.couponId] }),
    index('promo_redemption_player').on(t.playerId, t.code),
  ],
);

/** A saved slip: a booking code loads it again (loadCouponInputValue). */
export const bookingCode = pgTable('booking_code', {
  code: text('code').primaryKey(),
  typeId: smallint('type_id').notNull(),
  systemValue: smallint('system_value').notNull(),
  bets: jsonb('bets').$type<{ marketId: number; blockId: number | null }[]>().notNull(),
  playerId: integer('player_id'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
