/**
 * Cashback (ACC-027: "points (from bets) or percent (on balance)"; docs/adr/0048-cashback.md). Both are counted per
 * week, Monday 00:00 UTC to the next, over the casino rounds staked from the player's money accounts (a bonus's
 * rounds count neither):
 *
 * - **Percent** (VIP cashback): `percent` % of the week's net loss (stakes less wins and refunds), when the loss
 *   is at least `minLossUnits` payment units, at most `maxUnits`; paid as money the week after.
 * - **Points** (premium cashback): `pointsPerUnit` point per payment unit staked; `pointsForUnit` points are worth
 *   one payment unit, exchanged for money from `minExchangePoints` on.
 */
import { paymentUnitsToMinor } from './payments';

export const CASHBACK = {
  percent: 10,
  minLossUnits: 10,
  maxUnits: 200,
  pointsPerUnit: 1,
  pointsForUnit: 100,
  minExchangePoints: 100,
} as const;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** 1970-01-05 was a Monday. */
const FIRST_MONDAY_MS = 4 * 24 * 60 * 60 * 1000;

/** The cashback week `at` falls in: [start, end) from Monday 00:00 UTC. */
export function cashbackWeek(at: number): { start: number; end: number } {
  const start = at - ((((at - FIRST_MONDAY_MS) % WEEK_MS) + WEEK_MS) % WEEK_MS);
  return { start, end: start + WEEK_MS };
}

/** The percent cashback of a week's net loss in `iso` (minor units; 0 below the minimum loss). */
export function percentCashback(netLoss: number, iso: string): number {
  if (netLoss < paymentUnitsToMinor(CASHBACK.minLossUnits, iso)) return 0;
  return Math.min(
    Math.floor((netLoss * CASHBACK.percent) / 100),
    paymentUnitsToMinor(CASHBACK.maxUnits, iso),
  );
}

/** The points a week's stakes in `iso` earn. */
export function cashbackPoints(staked: number, iso: string): number {
  return Math.floor((staked * CASHBACK.pointsPerUnit) / paymentUnitsToMinor(1, iso));
}

/** What `points` are worth in `iso` (minor units): whole hundreds only, the rest stays. */
export function pointsWorth(points: number, iso: string): { amount: number; used: number } {
  const units = Math.floor(points / CASHBACK.pointsForUnit);
  return { amount: paymentUnitsToMinor(units, iso), used: units * CASHBACK.pointsForUnit };
}
