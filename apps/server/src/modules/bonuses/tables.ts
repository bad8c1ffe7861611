/**
 * Tables of the bonuses module (docs/adr/0045-bonuses-wagering.md): each granted bonus with the terms it was
 * granted under and its wagering progress, and every settled stake that counted towards it (one row per bonus
 * and stake: a stake counts once).
 *
 * Amounts are integers in minor units of the bonus account's currency; odds are thousandths.
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
} from 'drizzle-orm/pg-core';
import { player } from '../identity/tables';
import { ledgerAccount } from '../wallet/tables';
import type { BonusKind, BonusStatus } from './terms';

export const bonus = pgTable(
  'bonus',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => player.id),
    /** The player's bonus account (type 4) the bonus money sits on. */
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccount.id),
    currencyId: smallint('currency_id').notNull(),
    kind: text('kind').$type<BonusKind>().notNull(),
    /** The amount granted. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Terms at grant time: required turnover = amount x wagering_multiplier. */
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    required: bigint('required', { mode: 'number' }).notNull(),
    /** Minimum odds (thousandths) of a sports coupon that counts; null: sports bets do not count. */
    minOdds: integer('min_odds'),
    /** Percent of a casino round's stake that counts, by game; empty: casino rounds do not count. */
    casinoContribution: jsonb('casino_contribution').$type<Record<string, number>>().notNull(),
    /** At most this much reaches the money account at conversion. */
    maxConversion: bigint('max_conversion', { mode: 'number' }).notNull(),
    /** Turnover counted so far. */
    progress: bigint('progress', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<BonusStatus>().notNull().default('active'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was converted, expired, forfeited or declined. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** What reached the money account at conversion. */
    convertedAmount: bigint('converted_amount', { mode: 'number' }),
    /** What the house took back (above the maximum conversion, on expiry, forfeit or decline). */
    removedAmount: bigint('removed_amount', { mode: 'number' }),
    /** The ledger key of the grant's credit: a grant is recorded once. */
    grantKey: text('grant_key').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonus_grant_key_unique').on(t.grantKey),
    // One active bonus per bonus account: the account's money is that bonus's money.
    uniqueIndex('bonus_active_account_unique')
      .on(t.accountId)
      .where(sql`${t.status} = 'active'`),
    index('bonus_player_idx').on(t.playerId, t.grantedAt),
    index('bonus_active_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    check('bonus_amount_positive', sql`${t.amount} > 0`),
    check('bonus_progress_not_negative', sql`${t.progress} >= 0`),
    check(
      'bonus_kind',
      sql`${t.kind} in ('first_deposit_sport', 'first_deposit_casino', 'redeposit', 'promo', 'manual', 'referral', 'game')`,
    ),
    check('bonus_status', sql`${t.status} in ('active', 'converted', 'expired', 'forfeited', 'declined')`),
  ],
);

/** A settled stake that counted towards a bonus (`ref`: `bet:<coupon>` or `casino:<round>`), once. */
export const bonusWager = pgTable(
  'bonus_wager',
  {
    bonusId: integer('bonus_id')
      .notNull()
      .references(() => bonus.id),
    ref: text('ref').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** What it counted (the stake, or the stake times the game's contribution). */
    counted: bigint('counted', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bonusId, t.ref] })],
);
