/**
 * Cashback (ACC-027; docs/adr/0048-cashback.md): the percent kind (VIP cashback, `office/casino/vipcashback`) and
 * the points kind (premium cashback, `office/casino/premiumcashback`), counted per week (Monday 00:00 UTC) over
 * the casino rounds staked from the player's money accounts. Amounts are minor units of `iso`.
 */
import { z } from 'zod';

export const CASHBACK_KINDS = ['percent', 'points'] as const;
/** `paid`: the percent was credited; `credited`: the points were added; `refused`: protection refused it. */
export const CASHBACK_AWARD_STATUSES = ['paid', 'credited', 'refused'] as const;

const minor = z.number().int();

export const cashbackPointsSchema = z.object({
  balance: z.number().int().min(0),
  /** What the whole hundreds are worth now, in `iso` (the player's own currency). */
  worth: minor,
  iso: z.string(),
});

export const cashbackResponseSchema = z.object({
  terms: z.object({
    percent: z.number(),
    /** The least net loss that earns the percent, and the most it pays (in the player's own currency). */
    minLoss: minor,
    max: minor,
    iso: z.string(),
    pointsPerUnit: z.number(),
    pointsForUnit: z.number().int(),
    minExchangePoints: z.number().int(),
  }),
  /** This week so far, per currency played in. */
  week: z.object({
    start: z.iso.datetime(),
    end: z.iso.datetime(),
    currencies: z.array(
      z.object({
        iso: z.string(),
        staked: minor,
        returned: minor,
        /** Staked less returned (negative: the player is ahead). */
        netLoss: minor,
        /** What the percent kind would pay for the week as it stands. */
        percentCashback: minor,
        /** What the points kind would add for the week as it stands. */
        points: z.number().int(),
      }),
    ),
  }),
  points: cashbackPointsSchema,
  awards: z.array(
    z.object({
      weekStart: z.iso.datetime(),
      kind: z.enum(CASHBACK_KINDS),
      iso: z.string(),
      /** The net loss (percent) or the stakes (points) it was counted on. */
      basis: minor,
      /** Money (percent, minor units) or points. */
      amount: z.number().int(),
      status: z.enum(CASHBACK_AWARD_STATUSES),
    }),
  ),
  exchanges: z.array(
    z.object({ at: z.iso.datetime(), points: z.number().int(), amount: minor, iso: z.string() }),
  ),
});
export type CashbackResponse = z.infer<typeof cashbackResponseSchema>;

export const cashbackExchangeResponseSchema = z.object({
  points: cashbackPointsSchema,
  exchanged: z.object({ points: z.number().int(), amount: minor, iso: z.string() }),
});
export type CashbackExchangeResponse = z.infer<typeof cashbackExchangeResponseSchema>;
