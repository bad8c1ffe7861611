import { COEF_SCALE_BIG, MIN_COEF_THOUSANDTHS, productThousandths, toThousandths } from '../coef/coef';
import type { Thousandths } from '../coef/coef';
import type { Minor } from '../money/money';
import { divRound, pow10 } from '../money/rounding';
import { betId } from './model';
import { isSpecialCoef } from './predicates';
import { binomial, elementarySymmetric, systemStructure } from './systems';
import {
  COUPON_TYPE,
  type Bet,
  type BetResults,
  type CouponPayload,
  type CouponSettings,
  type CouponState,
} from './types';

/**
 * Possible win (COUPON-012, COUPON-013), exact:
 * - money is integer minor units, coefficients integer thousandths, products BigInt;
 * - single and express: coef = the exact coefficient when set (DECISIONS 18), else the bet's coefficient or
 *   the product of the bets' coefficients rounded once to 3 decimals (the coupon's coef);
 *   possible win = amount x coef, rounded once to the minor unit;
 * - system k of n: the amount entered is the TOTAL stake; it is split evenly over the C(n, k) lines and the
 *   per-line stake is kept exact (amount / lines as a fraction, never rounded), so
 *   possible win = amount x bankers x e_k(units) / C(n, k), rounded once to the minor unit at the end;
 *   line coefficients are exact products (not rounded per line);
 * - multiple singles (type 9): each bet is its own single coupon, so the total is the sum of each bet's
 *   possible win, each rounded to the minor unit.
 * Results: a won selection counts its coefficient, a void one counts 1, a lost one 0; a bet with no result
 * counts as won. All rounding is half away from zero. "Rounded to 2 decimals" means to the minor unit of the
 * account's currency (2 decimals; 0 for JPY).
 */
export interface PossibleWinOptions {
  /** Result of each selection by bet id; missing = won. Omit for the "all win" figure. */
  results?: BetResults;
  /** The exact coefficient the player accepts (settings.exactCoef); 0 or absent = not set. */
  exactCoef?: number;
}

/** The thousandths a selection contributes under a result: won = its coef, void = 1.000, lost = 0. */
function resultValue(bet: Bet, results: BetResults | undefined): Thousandths | null {
  const result = results?.[betId(bet)] ?? 'won';
  if (result === 'lost') return 0;
  if (result === 'void') return 1000;
  return betCoefThousandths(bet);
}

/**
 * The bet's coefficient as thousandths, rounded half away from zero to 3 decimals; null when the bet has no
 * usable coefficient (none, special, NaN, below 1.001).
 */
export function betCoefThousandths(bet: Bet): Thousandths | null {
  if (!bet?.market || isSpecialCoef(bet)) return null;
  const t = toThousandths(bet.market.coef);
  return t === null || t < MIN_COEF_THOUSANDTHS ? null : t;
}

function validAmount(amount: unknown): amount is Minor {
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0;
}

/** Whether `bets` is a list of bets that each have a market (anything else has no possible win). */
function wellFormedBets(bets: unknown): bets is Bet[] {
  return Array.isArray(bets) && bets.every((b: Bet | null | undefined) => b?.market != null);
}

function allWon(bets: readonly Bet[], results: BetResults | undefined): boolean {
  return !results || bets.every((b) => (results[betId(b)] ?? 'won') === 'won');
}

/**
 * Express coefficient as thousandths: the product of the bets' values under `results` (all won when
 * omitted), rounded once to 3 decimals. Null when a bet has no usable coefficient.
 */
export function expressCoefThousandths(bets: readonly Bet[], results?: BetResults): bigint | null {
  const values: Thousandths[] = [];
  for (const bet of bets) {
    if (betCoefThousandths(bet) === null) return null;
    const v = resultValue(bet, results);
    if (v === null) return null;
    values.push(v);
  }
  return productThousandths(values);
}

/**
 * The coupon's total coefficient as shown (decimal number, 3 decimals): the single bet's coefficient, or
 * the express product rounded to 3 decimals. Null for systems, multiple singles, and coupons that cannot be
 * computed.
 */
export function couponCoef(coupon: CouponState): number | null {
  if (!wellFormedBets(coupon.bets)) return null;
  if (coupon.typeId === COUPON_TYPE.SINGLE) {
    if (coupon.bets.length !== 1) return null;
    const t = betCoefThousandths(coupon.bets[0] as Bet);
    return t === null ? null : t / 1000;
  }
  if (coupon.typeId === COUPON_TYPE.EXPRESS) {
    if (coupon.bets.length === 0) return null;
    const t = expressCoefThousandths(coupon.bets);
    return t === null ? null : Number(t) / 1000;
  }
  return null;
}

/**
 * Possible win of a system k of n from the total stake, exact (see PossibleWinOptions): bankers multiply
 * every line, each unit's value is the product of its bets' values. Null when k is out of 1..n or a
 * coefficient is missing.
 */
export function systemPossibleWinBig(
  amount: Minor,
  bankers: readonly Bet[],
  units: readonly (readonly Bet[])[],
  k: number,
  results?: BetResults,
): bigint | null {
  const n = units.length;
  if (!validAmount(amount) || !Number.isInteger(k) || k < 1 || k > n) return null;
  // Bankers: product of values at scale 1000^bankers.length.
  let bankerProduct = 1n;
  for (const bet of bankers) {
    if (betCoefThousandths(bet) === null) return null;
    const v = resultValue(bet, results);
    if (v === null) return null;
    bankerProduct *= BigInt(v);
  }
  // Units at a common scale 1000^maxSize.
  let maxSize = 0;
  for (const unit of units) maxSize = Math.max(maxSize, unit.length);
  const values: bigint[] = [];
  for (const unit of units) {
    let p = 1n;
    for (const bet of unit) {
      if (betCoefThousandths(bet) === null) return null;
      const v = resultValue(bet, results);
      if (v === null) return null;
      p *= BigInt(v);
    }
    values.push(maxSize > unit.length ? p * pow10(3 * (maxSize - unit.length)) : p);
  }
  const ek = elementarySymmetric(values, k);
  const lines = binomial(n, k);
  const scale = pow10(3 * (bankers.length + maxSize * k));
  return divRound(BigInt(amount) * bankerProduct * ek, lines * scale);
}

/**
 * Possible win in minor units as a BigInt (exact, never overflows); null when it cannot be computed: no
 * bets, unknown type, an invalid amount, a bet without a usable coefficient (special, missing, below 1.001),
 * a single with more than one bet, or a system value outside 1..n.
 */
export function possibleWinBig(coupon: CouponState, options: PossibleWinOptions = {}): bigint | null {
  const { results } = options;
  const exactT = options.exactCoef ? toThousandths(options.exactCoef) : null;
  const exact = exactT !== null && exactT >= MIN_COEF_THOUSANDTHS ? BigInt(exactT) : null;
  const bets = coupon.bets;
  if (!wellFormedBets(bets) || bets.length === 0) return null;
  switch (coupon.typeId) {
    case COUPON_TYPE.SINGLE:
    case COUPON_TYPE.EXPRESS: {
      if (!validAmount(coupon.amount)) return null;
      if (coupon.typeId === COUPON_TYPE.SINGLE && bets.length !== 1) return null;
      const computed = expressCoefThousandths(bets, results);
      if (computed === null) return null;
      const coef = exact !== null && allWon(bets, results) ? exact : computed;
      return divRound(BigInt(coupon.amount) * coef, COEF_SCALE_BIG);
    }
    case COUPON_TYPE.SYSTEM:
    case COUPON_TYPE.SYSTEM_WITH_BLOCKS: {
      const { bankers, units } = systemStructure(coupon);
      return systemPossibleWinBig(coupon.amount, bankers, units, coupon.systemValue, results);
    }
    case COUPON_TYPE.MULTIPLE_SINGLES: {
      let total = 0n;
      for (const bet of bets) {
        const amount = coupon.amountByBetId?.[betId(bet)] ?? 0;
        if (!validAmount(amount)) return null;
        if (betCoefThousandths(bet) === null) return null;
        const v = resultValue(bet, results);
        if (v === null) return null;
        total += divRound(BigInt(amount) * BigInt(v), COEF_SCALE_BIG);
      }
      return total;
    }
    default:
      return null;
  }
}

/**
 * Possible win in minor units (a JS number; use possibleWinBig for figures beyond 2^53 minor units).
 * See PossibleWinOptions for the rules; null when it cannot be computed.
 */
export function possibleWin(coupon: CouponState, options: PossibleWinOptions = {}): Minor | null {
  const big = possibleWinBig(coupon, options);
  return big === null ? null : Number(big);
}

/**
 * The stake of one system line for display: total / lines rounded half away from zero to the minor unit.
 * Display only: the possible win uses the exact fraction total / lines.
 */
export function systemLineStake(total: Minor, lines: number): Minor | null {
  if (!validAmount(total) || !Number.isSafeInteger(lines) || lines < 1) return null;
  return Number(divRound(BigInt(total), BigInt(lines)));
}

/** Values the coupon payload needs besides the coupon and settings. */
export interface CouponPayloadExtra {
  /** Idempotency key of the placement (the coupon id). */
  id: string;
  coefViewId: number;
  userId?: number | string | null;
  refId?: number | null;
  prepaidAmount?: Minor;
}

/**
 * The coupon as sent to the server (COUPON-011): the coupon's figures, the settings' changeCoefAction,
 * exactCoef and isDropOnScoreChange, and the caller's id, format, user and referral ids. `coef` is the
 * coupon's total coefficient (0 when it has none, e.g. systems).
 */
export function toCouponPayload(
  coupon: CouponState,
  settings: Pick<CouponSettings, 'changeCoefAction' | 'exactCoef' | 'isDropOnScoreChange'>,
  extra: CouponPayloadExtra,
): CouponPayload {
  return {
    id: extra.id,
    accountId: coupon.accountId,
    amount: coupon.amount,
    amountByBlockId: coupon.amountByBlockId,
    bets: coupon.bets,
    changeCoefAction: settings.changeCoefAction,
    coef: couponCoef(coupon) ?? 0,
    coefByView: coupon.coefByView,
    coefViewId: extra.coefViewId,
    exactCoef: settings.exactCoef,
    isDropOnScoreChange: settings.isDropOnScoreChange,
    prepaidAmount: extra.prepaidAmount ?? 0,
    refId: extra.refId ?? null,
    systemValue: coupon.systemValue,
    typeId: coupon.typeId,
    userId: extra.userId ?? null,
    hyperBonusPercent: coupon.hyperBonusPercent,
    minHyperBonusBetLimit: coupon.minHyperBonusBetLimit,
    maxHyperBonusLimit: coupon.maxHyperBonusLimit,
  };
}
