import { betCoefValue, productThousandths, type Thousandths } from '../coef/coef';
import { betId, createBet } from './model';
import { EXPRESS_BONUS_MARKET_TYPE_ID, isBonusBet, isSpecialCoef } from './predicates';
import { COUPON_TYPE, type Bet, type CouponSiteConfig, type CouponState } from './types';

/** Express bonus bet rules (SPEC §4, §9; DECISIONS 3). */
export const EXPRESS_BONUS = Object.freeze({
  /** At least this many real bets (COUPON-035). */
  minBets: 3,
  /** Every real bet's coefficient at least 1.1 (COUPON-034). */
  minBetCoef: 1100 as Thousandths,
  /** The real bets' total coefficient at least 1.01 (COUPON-036). */
  minTotalCoef: 1010 as Thousandths,
  /** Bets of this market kind exclude the bonus (COUPON-033). */
  excludedMarketKind: 7,
  /** From this many bets the bonus coefficient stays 1.1 (COUPON-037). */
  capFromBets: 10,
  /** Market id of the bonus bet the engine adds. */
  marketId: 'express-bonus',
});

/** Why the express bonus bet is not offered; an empty list means it is offered. */
export type BonusBetIneligibility =
  | 'BONUS_DISABLED_BY_SITE'
  | 'NOT_EXPRESS'
  | 'MARKET_KIND_EXCLUDED'
  | 'BET_COEF_BELOW_MIN'
  | 'TOO_FEW_BETS'
  | 'TOTAL_COEF_BELOW_MIN';

/** The real bets of a coupon: every bet that is not a bonus bet (DECISIONS 3: n never counts the bonus bet). */
export function realBets(bets: readonly Bet[]): Bet[] {
  return bets.filter((b) => !isBonusBet(b));
}

/**
 * Every reason the express bonus bet is not offered (COUPON-031..036): the site config allows it, the type is
 * express, no real bet has market kind 7, every real bet's coefficient is at least 1.1, there are at least 3
 * real bets, and their total coefficient is at least 1.01.
 */
export function bonusBetIneligibility(
  coupon: Pick<CouponState, 'bets' | 'typeId'>,
  siteConfig: CouponSiteConfig,
): BonusBetIneligibility[] {
  const reasons: BonusBetIneligibility[] = [];
  const bets = realBets(coupon.bets);
  if (!siteConfig.isAvailableCouponBonusBet) reasons.push('BONUS_DISABLED_BY_SITE');
  if (coupon.typeId !== COUPON_TYPE.EXPRESS) reasons.push('NOT_EXPRESS');
  if (bets.some((b) => b.market.kind === EXPRESS_BONUS.excludedMarketKind))
    reasons.push('MARKET_KIND_EXCLUDED');
  // Strict reading (ADR 0021): a string, NaN or out-of-range coefficient counts as no coefficient.
  const coefs = bets.map((b) => (isSpecialCoef(b) ? null : betCoefValue(b.market.coef)));
  if (coefs.some((t) => t === null || t < EXPRESS_BONUS.minBetCoef)) reasons.push('BET_COEF_BELOW_MIN');
  if (bets.length < EXPRESS_BONUS.minBets) reasons.push('TOO_FEW_BETS');
  const valid = coefs.filter((t): t is number => t !== null);
  if (valid.length !== coefs.length || productThousandths(valid) < BigInt(EXPRESS_BONUS.minTotalCoef)) {
    reasons.push('TOTAL_COEF_BELOW_MIN');
  }
  return reasons;
}

/** Whether the express bonus bet is offered for this coupon (all of COUPON-031..036 hold). */
export function isBonusBetAvailable(coupon: CouponState, siteConfig: CouponSiteConfig): boolean {
  return bonusBetIneligibility(coupon, siteConfig).length === 0;
}

/**
 * Bonus coefficient in thousandths for n real bets (COUPON-037, DECISIONS 3): 1 + n/100 for n = 3..9,
 * 1.1 for n >= 10; null for n < 3 (the bonus is never offered there).
 */
export function bonusBetCoefThousandths(n: number): Thousandths | null {
  if (!Number.isInteger(n) || n < EXPRESS_BONUS.minBets) return null;
  return n >= EXPRESS_BONUS.capFromBets ? 1100 : 1000 + 10 * n;
}

/**
 * The express bonus coefficient (thousandths) once results are known (ADR 0021): recomputed for the real
 * bets that were not void, so that a void leg cannot leave a bonus the remaining legs would not earn; with
 * fewer than 3 such bets there is no bonus (1.000). All real bets void: 1.000, the stake comes back as is.
 */
export function settledBonusBetCoefThousandths(notVoidRealBets: number): Thousandths {
  return bonusBetCoefThousandths(notVoidRealBets) ?? 1000;
}

/** Bonus coefficient as a decimal number (1.03 .. 1.09, 1.1), or null for n < 3. */
export function bonusBetCoef(n: number): number | null {
  const t = bonusBetCoefThousandths(n);
  return t === null ? null : t / 1000;
}

/** Builds the express bonus bet for n real bets (sportId 0, market type 9000), or null for n < 3. */
export function createBonusBet(n: number): Bet | null {
  const t = bonusBetCoefThousandths(n);
  if (t === null) return null;
  return createBet({
    market: {
      id: EXPRESS_BONUS.marketId,
      sportId: 0,
      typeId: EXPRESS_BONUS_MARKET_TYPE_ID,
      coef: t / 1000,
      coefByView: (t / 1000).toFixed(2),
    },
  });
}

/**
 * Keeps the bonus bet in line with the rules: when offered and not deleted by hand (COUPON-038), the coupon
 * holds exactly one bonus bet with the coefficient for its number of real bets (placed last); otherwise the
 * bonus bet is removed (without setting manuallyDeletedBonusBet).
 */
export function syncBonusBet(coupon: CouponState, siteConfig: CouponSiteConfig): CouponState {
  const real = realBets(coupon.bets);
  const current = coupon.bets.find((b) => betId(b) === EXPRESS_BONUS.marketId);
  const want = isBonusBetAvailable(coupon, siteConfig) && !coupon.manuallyDeletedBonusBet;
  if (!want) {
    if (!current) return coupon;
    return { ...coupon, bets: coupon.bets.filter((b) => b !== current) };
  }
  const bonus = createBonusBet(real.length);
  if (!bonus) return coupon;
  if (
    current &&
    current.market.coef === bonus.market.coef &&
    coupon.bets[coupon.bets.length - 1] === current
  ) {
    return coupon;
  }
  return { ...coupon, bets: coupon.bets.filter((b) => b !== current).concat(bonus) };
}
