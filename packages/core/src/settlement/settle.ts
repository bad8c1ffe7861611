/**
 * Settling a coupon by its type with the coupon engine: every real selection needs its result; a void
 * selection counts at coefficient 1.000, a lost one at 0, a won one at its accepted coefficient
 * (possibleWinBig with results). The express bonus bet has no game of its own: it is won only when every
 * real selection won, void when none lost but some were void (the express then pays without the bonus),
 * lost otherwise.
 */
import { betId } from '../coupon/model';
import { possibleWinBig } from '../coupon/possibleWin';
import { isBonusBet } from '../coupon/predicates';
import type { BetResult, BetResults, CouponState } from '../coupon/types';

export type CouponSettlementStatus = 'won' | 'lost' | 'void';

export type CouponSettlement =
  | {
      ok: true;
      /** What the player is paid, minor units (0 for a lost coupon; the stake for an all-void one). */
      payout: bigint;
      status: CouponSettlementStatus;
      /** The result of every bet, bonus bet included. */
      results: Record<string, BetResult>;
    }
  | { ok: false; code: 'UNSETTLED_SELECTION'; betIds: string[] }
  | { ok: false; code: 'INVALID_RESULT'; betIds: string[] }
  | { ok: false; code: 'NOT_COMPUTABLE' };

const RESULTS: ReadonlySet<unknown> = new Set(['won', 'lost', 'void']);

/** The bonus bet's result from the real selections' results (see the module comment). */
export function bonusBetResult(real: readonly BetResult[]): BetResult {
  if (real.some((r) => r === 'lost')) return 'lost';
  if (real.some((r) => r === 'void')) return 'void';
  return 'won';
}

/**
 * Settles a coupon (types 0, 1, 2, 4, 9) from the results of its real selections. Refuses (a stable code,
 * never a number) when a real selection has no result or an unknown one, or the coupon cannot be priced.
 */
export function settleCoupon(coupon: CouponState, results: BetResults): CouponSettlement {
  const bets = Array.isArray(coupon?.bets) ? coupon.bets : [];
  const real = bets.filter((b) => !isBonusBet(b));
  const missing = real.filter((b) => results?.[betId(b)] === undefined).map(betId);
  if (missing.length > 0) return { ok: false, code: 'UNSETTLED_SELECTION', betIds: missing };
  const invalid = real.filter((b) => !RESULTS.has(results[betId(b)])).map(betId);
  if (invalid.length > 0) return { ok: false, code: 'INVALID_RESULT', betIds: invalid };
  const all: Record<string, BetResult> = {};
  for (const b of real) all[betId(b)] = results[betId(b)] as BetResult;
  const realResults = Object.values(all);
  for (const b of bets) if (isBonusBet(b)) all[betId(b)] = bonusBetResult(realResults);
  const payout = possibleWinBig(coupon, { results: all });
  if (payout === null || real.length === 0) return { ok: false, code: 'NOT_COMPUTABLE' };
  const status: CouponSettlementStatus = realResults.every((r) => r === 'void')
    ? 'void'
    : payout === 0n
      ? 'lost'
      : 'won';
  return { ok: true, payout, status, results: all };
}

/**
 * Settles a coupon as soon as its outcome is decided. With every real result known this is `settleCoupon`.
 * With some still unknown, the coupon is decided only when it can no longer win: even if every open selection
 * won, it would pay nothing (an express with a lost leg; a system k of n with more than n - k lost legs and no
 * winning line left; multiple singles never, while one may still win). The payout only grows as a result goes
 * from lost to void to won, so a best case of 0 is 0 in every case. Such a coupon is 'lost' at once with a
 * payout of 0; its open selections keep no result here (they get theirs when their games end) and the express
 * bonus bet is lost. Otherwise answers UNSETTLED_SELECTION like `settleCoupon`.
 */
export function settleCouponWhenDecided(coupon: CouponState, results: BetResults): CouponSettlement {
  const complete = settleCoupon(coupon, results);
  if (complete.ok || complete.code !== 'UNSETTLED_SELECTION') return complete;
  const bets = Array.isArray(coupon?.bets) ? coupon.bets : [];
  const real = bets.filter((b) => !isBonusBet(b));
  const known: Record<string, BetResult> = {};
  const bestCase: Record<string, BetResult> = {};
  for (const b of real) {
    const result = results?.[betId(b)];
    if (result !== undefined && !RESULTS.has(result))
      return { ok: false, code: 'INVALID_RESULT', betIds: [betId(b)] };
    if (result !== undefined) known[betId(b)] = result;
    bestCase[betId(b)] = result ?? 'won';
  }
  const bestResults = Object.values(bestCase);
  for (const b of bets) if (isBonusBet(b)) bestCase[betId(b)] = bonusBetResult(bestResults);
  const best = possibleWinBig(coupon, { results: bestCase });
  if (best === null) return { ok: false, code: 'NOT_COMPUTABLE' };
  if (best > 0n) return complete;
  const decided: Record<string, BetResult> = { ...known };
  for (const b of bets) if (isBonusBet(b)) decided[betId(b)] = 'lost';
  return { ok: true, payout: 0n, status: 'lost', results: decided };
}
