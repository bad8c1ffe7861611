/**
 * The bonuses' wire (docs/adr/0045-bonuses-wagering.md): a player's bonuses with their terms (fixed at grant
 * time), wagering progress, time left and status, and the answers of forfeit and decline. Amounts are integer
 * minor units of the bonus's currency; odds are thousandths.
 */
import { z } from 'zod';

export const BONUS_KINDS = [
  'first_deposit_sport',
  'first_deposit_casino',
  'redeposit',
  'promo',
  'manual',
  'referral',
  'game',
] as const;
export const BONUS_STATUSES = ['active', 'converted', 'expired', 'forfeited', 'declined'] as const;

/** `:id` of the bonus paths: a positive 32-bit integer (anything else is a 400). */
export const bonusIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const minor = z.number().int();

export const bonusSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BONUS_KINDS),
  status: z.enum(BONUS_STATUSES),
  /** The bonus account (type 4) its money sits on. */
  accountId: z.number().int(),
  currencyId: z.number().int(),
  iso: z.string(),
  /** The amount granted. */
  amount: minor,
  wageringMultiplier: z.number().int(),
  /** Turnover required: amount x wageringMultiplier. */
  required: minor,
  /** Turnover counted so far. */
  progress: minor,
  /** Turnover still to go (0 once reached). */
  remaining: minor,
  /** What counts: sports coupons at these odds or more (thousandths); null: sports bets do not count. */
  minOdds: z.number().int().nullable(),
  /** What counts: percent of a casino round's stake, by game; empty: casino rounds do not count. */
  casinoContribution: z.record(z.string(), z.number()),
  /** At most this reaches the money account at conversion; the rest is removed. */
  maxConversion: minor,
  /** The bonus money now (the bonus account's balance) while active; 0 once ended. */
  balance: minor,
  grantedAt: z.string(),
  expiresAt: z.string(),
  /** Milliseconds to the expiry while active; 0 once ended. */
  timeLeftMs: z.number().int(),
  endedAt: z.string().nullable(),
  /** What reached the money account at conversion. */
  convertedAmount: minor.nullable(),
  /** What the house took back (above the maximum conversion, on expiry, forfeit or decline). */
  removedAmount: minor.nullable(),
  canForfeit: z.boolean(),
  /** Only a bonus not used yet (nothing counted, its whole amount still there) can be declined. */
  canDecline: z.boolean(),
});
export type Bonus = z.infer<typeof bonusSchema>;

export const bonusesResponseSchema = z.object({ bonuses: z.array(bonusSchema) });
export type BonusesResponse = z.infer<typeof bonusesResponseSchema>;

/** The answer of forfeit and decline: the bonus as it is now. */
export const bonusChangedSchema = z.object({ bonus: bonusSchema });

/** The terms a kind of bonus is granted with (a granted bonus keeps the terms of its grant). */
export const bonusKindTermsSchema = z.object({
  kind: z.enum(BONUS_KINDS),
  wageringMultiplier: z.number().int(),
  /** Sports coupons count at these odds or more (thousandths); null: sports bets do not count. */
  minOdds: z.number().int().nullable(),
  /** Percent of a casino round's stake that counts, by game; empty: casino rounds do not count. */
  casinoContribution: z.record(z.string(), z.number()),
  /** At most this many times the bonus reaches the money account at conversion. */
  maxConversionMultiplier: z.number().int(),
  /** Days from the grant to the expiry. */
  validDays: z.number().int(),
});
export type BonusKindTerms = z.infer<typeof bonusKindTermsSchema>;

/** `GET bonusTerms`: every kind's terms, and the first-deposit bonus (a percent of the deposit up to a cap). */
export const bonusTermsResponseSchema = z.object({
  kinds: z.array(bonusKindTermsSchema),
  firstDeposit: z.object({
    percent: z.number().int(),
    /** The cap in payment units (a currency's amount: `paymentUnitsToMinor` of @betline/core). */
    maxUnits: z.number().int(),
  }),
});
export type BonusTermsResponse = z.infer<typeof bonusTermsResponseSchema>;
