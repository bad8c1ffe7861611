/**
 * The toto's rules as pure functions (docs/adr/0050-toto.md): what a coupon costs, how many of its variants got
 * how many picks right, and how a currency's pool is shared out. Money is integer minor units; shares of a fund
 * are computed with BigInt and rounded down, and what rounding leaves goes to the jackpot.
 */
import { amountStep, defaultStakeLimits } from '@betline/core';
import type { TotoEvent, TotoPick } from '@betline/contracts';
import { TOTO_EVENTS } from '@betline/contracts/toto';
import type { SettledCategory } from './tables';

/** Per cent of the stakes the house keeps; the rest is the prize fund. */
export const HOUSE_SHARE = 25;
/** The categories by correct picks and their per cent of the prize fund (15 correct also takes the jackpot). */
export const CATEGORY_SHARES: readonly { correct: number; share: number }[] = [
  { correct: 15, share: 35 },
  { correct: 14, share: 20 },
  { correct: 13, share: 15 },
  { correct: 12, share: 12 },
  { correct: 11, share: 10 },
  { correct: 10, share: 8 },
];
/** The most variants one coupon may have: eight matches with all three outcomes. */
export const MAX_VARIANTS = 3 ** 8;
/** More void matches than this cancel the draw (every stake refunded). */
export const MAX_VOID = 5;
/** A match not finished this long after its kick-off is void. */
export const VOID_AFTER_MS = 3 * 24 * 3_600_000;

/** The smallest stake of one variant: a tenth of the currency's stake step (EUR 0.25, RUB 10). */
export function minVariantStake(iso: string): number {
  return Math.max(1, Math.round(amountStep(iso) / 10));
}

/** The largest stake of one coupon: the sportsbook's largest stake in the currency. */
export function maxCouponStake(iso: string): number {
  return defaultStakeLimits(iso).max;
}

/** The jackpot the house guarantees to 15 correct picks: 400 stake steps (EUR 1,000, RUB 40,000). */
export function jackpotGuarantee(iso: string): number {
  return amountStep(iso) * 400;
}

/** How many variants a coupon plays: the product of the outcomes picked per match. */
export function variantsOf(picks: readonly (readonly TotoPick[])[]): number {
  return picks.reduce((product, outcomes) => product * outcomes.length, 1);
}

/** The stakes less the house's part. */
export function prizeFundOf(stakes: number): number {
  return stakes - Math.floor((stakes * HOUSE_SHARE) / 100);
}

/** The outcome of a finished match from its winner (0 home, 1 away, null a draw). */
export function outcomeOf(winner: 0 | 1 | null): TotoPick {
  return winner === 0 ? '1' : winner === 1 ? '2' : 'X';
}

/**
 * How many of a coupon's variants got k picks right, for k = 0..15 (index k). Each match multiplies in the
 * polynomial (variants of it that are right) x + (variants that are wrong); a void match counts every pick right.
 */
export function hitsDistribution(
  picks: readonly (readonly TotoPick[])[],
  results: readonly TotoEvent['result'][],
): number[] {
  let dist = [1];
  picks.forEach((outcomes, i) => {
    const result = results[i];
    if (result === null || result === undefined) throw new Error(`match ${i + 1} is not decided`);
    const right = result === 'void' ? outcomes.length : outcomes.includes(result) ? 1 : 0;
    const wrong = outcomes.length - right;
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((n, k) => {
      next[k] = (next[k] ?? 0) + n * wrong;
      next[k + 1] = (next[k + 1] ?? 0) + n * right;
    });
    dist = next;
  });
  while (dist.length < TOTO_EVENTS + 1) dist.push(0);
  return dist;
}

/** The most correct picks of one variant. */
export function bestCorrect(dist: readonly number[]): number {
  for (let k = dist.length - 1; k > 0; k--) if ((dist[k] ?? 0) > 0) return k;
  return 0;
}

export interface PoolCoupon {
  id: string;
  variantStake: number;
  /** `hitsDistribution` of the coupon. */
  dist: readonly number[];
}

export interface SettledPool {
  categories: SettledCategory[];
  /** What each coupon wins (0 for none). */
  payouts: Map<string, number>;
  paid: number;
  /** What the house added so that 15 correct picks won the guarantee. */
  topUp: number;
  /** To the currency's jackpot: unclaimed funds and what rounding left. */
  carriedOut: number;
}

/**
 * Shares out one currency's pool of a draw. Categories 10-14 get their per cent of the prize fund; 15 correct
 * gets the rest and the jackpot carried in, at least the guarantee when someone won it. A category's fund goes to
 * its winning variants by their stakes (rounded down); a category nobody won, and the remainders, are carried out.
 */
export function settlePool(input: {
  stakes: number;
  carriedIn: number;
  guarantee: number;
  minVariantStake: number;
  coupons: readonly PoolCoupon[];
}): SettledPool {
  const prizeFund = prizeFundOf(input.stakes);
  const lower = CATEGORY_SHARES.filter((c) => c.correct !== TOTO_EVENTS);
  const lowerFunds = lower.map((c) => Math.floor((prizeFund * c.share) / 100));
  const topFund = prizeFund - lowerFunds.reduce((a, b) => a + b, 0) + input.carriedIn;
  const payouts = new Map(input.coupons.map((c) => [c.id, 0]));
  let paid = 0;
  let carriedOut = 0;
  let topUp = 0;
  const categories = CATEGORY_SHARES.map(({ correct, share }) => {
    const weights = input.coupons.map((c) => (c.dist[correct] ?? 0) * c.variantStake);
    const weight = weights.reduce((a, b) => a + b, 0);
    const variants = input.coupons.reduce((n, c) => n + (c.dist[correct] ?? 0), 0);
    let fund =
      correct === TOTO_EVENTS ? topFund : (lowerFunds[lower.findIndex((c) => c.correct === correct)] ?? 0);
    if (weight === 0) {
      carriedOut += fund;
      return { correct, share, fund, variants: 0, weight: 0, perMinimumVariant: 0 };
    }
    if (correct === TOTO_EVENTS && fund < input.guarantee) {
      topUp = input.guarantee - fund;
      fund = input.guarantee;
    }
    let shared = 0;
    input.coupons.forEach((coupon, i) => {
      const w = weights[i] ?? 0;
      if (w === 0) return;
      const win = Number((BigInt(fund) * BigInt(w)) / BigInt(weight));
      shared += win;
      payouts.set(coupon.id, (payouts.get(coupon.id) ?? 0) + win);
    });
    paid += shared;
    carriedOut += fund - shared;
    const perMinimumVariant = Number((BigInt(fund) * BigInt(input.minVariantStake)) / BigInt(weight));
    return { correct, share, fund, variants, weight, perMinimumVariant };
  });
  return { categories, payouts, paid, topUp, carriedOut };
}
