import { betCoefValue, COEF_SCALE_BIG, productThousandths } from '../coef/coef';
import type { Thousandths } from '../coef/coef';
import { MAX_MINOR, type Minor } from '../money/money';
import { divRound, pow10 } from '../money/rounding';
import {
  bonusBetCoefThousandths,
  bonusBetIneligibility,
  realBets,
  settledBonusBetCoefThousandths,
} from './bonus';
import { betId } from './model';
import {
  isBetResult,
  isBonusBet,
  isExpressBonusBet,
  isSpecialCoef,
  isValidBlockId,
  isValidMarketId,
} from './predicates';
import { binomial, elementarySymmetric, systemStructure, systemValueRange } from './systems';
import {
  COUPON_TYPE,
  type Bet,
  type BetResult,
  type BetResults,
  type CouponPayload,
  type CouponSettings,
  type CouponSiteConfig,
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
 *   line coefficients are exact products (not rounded per line); k is 2 .. n - 1, as validation allows;
 * - multiple singles (type 9): each bet is its own single coupon, so the total is the sum of each bet's
 *   possible win, each rounded to the minor unit.
 * Results: a won selection counts its coefficient, a void one counts 1, a lost one 0; a bet with no result
 * counts as won; any other result ("half-won") gives no figure. The express bonus bet's result follows from
 * the real bets: its coefficient is recomputed for the real bets that are not void (all void: 1.000).
 * All rounding is half away from zero. "Rounded to 2 decimals" means to the minor unit of the account's
 * currency (2 decimals; 0 for JPY).
 * Strict (ADR 0021): whatever validateCoupon refuses for the coupon's shape (coefficients that are not
 * numbers in 1.001 .. 10,000, block ids that are not integers, two bets with one id, an unknown or wrongly
 * priced bonus bet, a system value outside 2 .. n - 1) gives null, never a figure.
 */
export interface PossibleWinOptions {
  /** Result of each selection by bet id; missing = won. Omit for the "all win" figure. */
  results?: BetResults;
  /** The exact coefficient the player accepts (settings.exactCoef); 0 or absent = not set. */
  exactCoef?: number;
}

/** The site config under which the bonus bet's own rules are checked for pricing (site switches aside). */
const PRICING_SITE_CONFIG: CouponSiteConfig = Object.freeze({
  couponTypesWithMinAmount: [],
  couponTypesWithMaxAmount: [],
  isAvailableCouponBonusBet: true,
  showVipBet: false,
  show_one_click: false,
});

const MAX_MINOR_BIG = BigInt(MAX_MINOR);

/**
 * The result of a bet under `results`: its own entry, 'won' when it has none, null when the entry is not a
 * known result.
 */
function resultOf(bet: Bet, results: BetResults | undefined): BetResult | null {
  if (results === undefined) return 'won';
  const id = betId(bet);
  if (!Object.hasOwn(results, id)) return 'won';
  const r: unknown = results[id];
  return isBetResult(r) ? r : null;
}

/** The thousandths a selection contributes under a result: won = its coef, void = 1.000, lost = 0. */
function resultValue(bet: Bet, results: BetResults | undefined): Thousandths | null {
  const t = betCoefThousandths(bet);
  if (t === null) return null;
  const result = resultOf(bet, results);
  if (result === null) return null;
  return result === 'won' ? t : result === 'void' ? 1000 : 0;
}

/**
 * The bet's coefficient as thousandths, rounded half away from zero to 3 decimals; null when the bet has no
 * usable coefficient (none, special, not a number, NaN, below 1.001, above 10,000).
 */
export function betCoefThousandths(bet: Bet): Thousandths | null {
  if (!bet?.market || isSpecialCoef(bet)) return null;
  return betCoefValue(bet.market.coef);
}

function validAmount(amount: unknown): amount is Minor {
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0;
}

/** Whether `bets` is a list of bets that each have a market (anything else has no possible win). */
function wellFormedBets(bets: unknown): bets is Bet[] {
  return (
    Array.isArray(bets) &&
    bets.every((b: Bet | null | undefined) => typeof b?.market === 'object' && b.market !== null)
  );
}

/** Results must be absent or a plain record; anything else gives no figure. */
function usableResults(results: unknown): results is BetResults | undefined {
  return (
    results === undefined || (typeof results === 'object' && results !== null && !Array.isArray(results))
  );
}

/** The real bets and the express bonus bet of a coupon that can be priced. */
interface PricingShape {
  real: Bet[];
  bonus: Bet | null;
}

/**
 * The coupon's bets when they can be priced at all: a list of bets with markets, ids that are non-empty
 * strings or safe integers and unique, block ids null or non-negative integers, and at most one bonus bet,
 * which must be the express bonus bet of an express that earns it, at the coefficient its real bets give.
 */
function pricingShape(typeId: unknown, bets: unknown): PricingShape | null {
  if (!wellFormedBets(bets)) return null;
  const ids = new Set<string>();
  for (const bet of bets) {
    if (!isValidMarketId(bet.market.id) || !isValidBlockId(bet.blockId)) return null;
    const id = betId(bet);
    if (ids.has(id)) return null;
    ids.add(id);
  }
  const bonuses = bets.filter(isBonusBet);
  if (bonuses.length === 0) return { real: bets, bonus: null };
  const bonus = bonuses[0] as Bet;
  const real = realBets(bets);
  if (bonuses.length > 1 || !isExpressBonusBet(bonus) || typeId !== COUPON_TYPE.EXPRESS) return null;
  if (bonusBetIneligibility({ typeId, bets }, PRICING_SITE_CONFIG).length > 0) return null;
  if (betCoefValue(bonus.market.coef) !== bonusBetCoefThousandths(real.length)) return null;
  return { real, bonus };
}

/**
 * The values (thousandths) of an express under `results`: each real bet's value, then the bonus bet's
 * coefficient recomputed for the real bets that are not void. `allWon` tells whether every real bet won.
 */
function expressValues(
  shape: PricingShape,
  results: BetResults | undefined,
): { values: Thousandths[]; allWon: boolean } | null {
  const values: Thousandths[] = [];
  let notVoid = 0;
  let allWon = true;
  for (const bet of shape.real) {
    const t = betCoefThousandths(bet);
    const result = resultOf(bet, results);
    if (t === null || result === null) return null;
    if (result !== 'void') notVoid++;
    if (result !== 'won') allWon = false;
    values.push(result === 'won' ? t : result === 'void' ? 1000 : 0);
  }
  if (shape.bonus) values.push(settledBonusBetCoefThousandths(notVoid));
  return { values, allWon };
}

/**
 * Express coefficient as thousandths: the product of the bets' values under `results` (all won when
 * omitted), rounded once to 3 decimals. Null when a bet has no usable coefficient, a result is unknown, or
 * the bets cannot be priced (see PossibleWinOptions).
 */
export function expressCoefThousandths(bets: readonly Bet[], results?: BetResults): bigint | null {
  try {
    if (!usableResults(results)) return null;
    const shape = pricingShape(COUPON_TYPE.EXPRESS, bets);
    const priced = shape && expressValues(shape, results);
    return priced ? productThousandths(priced.values) : null;
  } catch {
    return null;
  }
}

/**
 * The coupon's total coefficient as shown (decimal number, 3 decimals): the single bet's coefficient, or
 * the express product rounded to 3 decimals. Null for systems, multiple singles, and coupons that cannot be
 * computed.
 */
export function couponCoef(coupon: CouponState): number | null {
  if (typeof coupon !== 'object' || coupon === null || !wellFormedBets(coupon.bets)) return null;
  if (coupon.typeId === COUPON_TYPE.SINGLE) {
    if (coupon.bets.length !== 1 || !pricingShape(coupon.typeId, coupon.bets)) return null;
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
 * every line, each unit's value is the product of its bets' values. Null when k is out of 1..n, a
 * coefficient is missing or a result unknown. A primitive: possibleWinBig also keeps k within 2 .. n - 1.
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
  if (!usableResults(results)) return null;
  // Bankers: product of values at scale 1000^bankers.length.
  let bankerProduct = 1n;
  for (const bet of bankers) {
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

/** The exact coefficient option: null when not set (absent, null, 0), undefined when malformed. */
function exactOption(exactCoef: unknown): bigint | null | undefined {
  if (exactCoef === undefined || exactCoef === null || exactCoef === 0) return null;
  const t = betCoefValue(exactCoef);
  return t === null ? undefined : BigInt(t);
}

function possibleWinUnsafe(coupon: CouponState, options: PossibleWinOptions): bigint | null {
  if (typeof coupon !== 'object' || coupon === null) return null;
  const { results } = options;
  if (!usableResults(results)) return null;
  const exact = exactOption(options.exactCoef);
  if (exact === undefined) return null;
  const bets = coupon.bets;
  const shape = pricingShape(coupon.typeId, bets);
  if (shape === null || bets.length === 0) return null;
  switch (coupon.typeId) {
    case COUPON_TYPE.SINGLE:
    case COUPON_TYPE.EXPRESS: {
      if (!validAmount(coupon.amount)) return null;
      if (coupon.typeId === COUPON_TYPE.SINGLE && bets.length !== 1) return null;
      const priced = expressValues(shape, results);
      if (priced === null) return null;
      const coef = exact !== null && priced.allWon ? exact : productThousandths(priced.values);
      return divRound(BigInt(coupon.amount) * coef, COEF_SCALE_BIG);
    }
    case COUPON_TYPE.SYSTEM:
    case COUPON_TYPE.SYSTEM_WITH_BLOCKS: {
      const { bankers, units } = systemStructure(coupon);
      const k = coupon.systemValue;
      const range = systemValueRange(units.length);
      if (!Number.isInteger(k) || k < range.min || k > range.max) return null;
      return systemPossibleWinBig(coupon.amount, bankers, units, k, results);
    }
    case COUPON_TYPE.MULTIPLE_SINGLES: {
      const amounts: unknown = coupon.amountByBetId;
      let total = 0n;
      for (const bet of bets) {
        const id = betId(bet);
        const own =
          typeof amounts === 'object' && amounts !== null && Object.hasOwn(amounts, id)
            ? (amounts as Record<string, unknown>)[id]
            : undefined;
        const amount = own ?? 0;
        if (!validAmount(amount)) return null;
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
 * Possible win in minor units as a BigInt (exact, never overflows); null when it cannot be computed: no
 * bets, unknown type, an invalid amount, a bet without a usable coefficient (special, missing, not a number,
 * below 1.001, above 10,000), a single with more than one bet, a system value outside 2 .. n - 1, block ids
 * that are not integers, two bets with one id, an unknown or wrongly priced bonus bet, an unknown result, a
 * malformed exact coefficient. Never throws.
 */
export function possibleWinBig(coupon: CouponState, options: PossibleWinOptions = {}): bigint | null {
  try {
    return possibleWinUnsafe(coupon, options ?? {});
  } catch {
    return null;
  }
}

/**
 * Possible win in minor units as a JS number, never above Number.MAX_SAFE_INTEGER (ADR 0021): null when it
 * cannot be computed (see possibleWinBig) or would be larger (validation says POSSIBLE_WIN_TOO_LARGE).
 */
export function possibleWin(coupon: CouponState, options: PossibleWinOptions = {}): Minor | null {
  const big = possibleWinBig(coupon, options);
  return big === null || big > MAX_MINOR_BIG ? null : Number(big);
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
