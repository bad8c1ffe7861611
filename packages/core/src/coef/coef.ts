import { divRound, pow10, readDecimal, scaleDecimal, scaledToString } from '../money/rounding';

/**
 * A coefficient as an exact integer number of thousandths: decimal odds 1.875 is 1875.
 * Every coefficient is rounded to 3 decimals (COEF-005) half away from zero when it enters the engine.
 */
export type Thousandths = number;

/** Scale of coefficients: 1.000 = 1000 thousandths. */
export const COEF_SCALE = 1000;
export const COEF_SCALE_BIG = 1000n;

/** The smallest coefficient a bet may have: 1.001. */
export const MIN_COEF_THOUSANDTHS: Thousandths = 1001;

/**
 * The largest coefficient a bet may have: 10,000.000 (ADR 0021). The feed's longest price is about 500 and
 * outrights rarely pass 1,001; anything above is a feed or client error, never a price to bet on.
 */
export const MAX_COEF_THOUSANDTHS: Thousandths = 10_000_000;

/**
 * What a coefficient taken from a market or a coupon is worth to the betting engine (ADR 0021):
 * - `missing`: null, undefined or 0 (the market has no coefficient);
 * - `invalid`: not a number (a string "2.5" included: the wire carries numbers), NaN, Infinity, negative;
 * - `below_min` / `above_max`: a number outside 1.001 .. 10,000 once rounded to 3 decimals;
 * - `ok`: the coefficient as integer thousandths.
 */
export type CoefCheck =
  | { ok: true; thousandths: Thousandths }
  | { ok: false; reason: 'missing' | 'invalid' | 'below_min' | 'above_max' };

/** Checks a coefficient as the betting engine reads it (see CoefCheck). Never throws. */
export function checkCoef(coef: unknown): CoefCheck {
  if (coef === null || coef === undefined || coef === 0) return { ok: false, reason: 'missing' };
  if (typeof coef !== 'number' || !Number.isFinite(coef) || coef < 0) return { ok: false, reason: 'invalid' };
  if (coef > MAX_COEF_THOUSANDTHS / COEF_SCALE + 1) return { ok: false, reason: 'above_max' };
  const t = toThousandths(coef);
  if (t === null || t < MIN_COEF_THOUSANDTHS) return { ok: false, reason: 'below_min' };
  if (t > MAX_COEF_THOUSANDTHS) return { ok: false, reason: 'above_max' };
  return { ok: true, thousandths: t };
}

/** The coefficient as thousandths when checkCoef accepts it, else null (strict: numbers only, 1.001 .. 10,000). */
export function betCoefValue(coef: unknown): Thousandths | null {
  const c = checkCoef(coef);
  return c.ok ? c.thousandths : null;
}

/**
 * Converts a decimal coefficient (number or decimal string) to integer thousandths, rounded half away from
 * zero on its decimal representation (1.0005 -> 1001, 2.675 -> 2675). Returns null for anything that is not a
 * finite number above zero.
 */
export function toThousandths(coef: number | string | null | undefined): Thousandths | null {
  if (typeof coef === 'number') {
    if (!Number.isFinite(coef) || coef <= 0) return null;
    const fast = coef * COEF_SCALE;
    // Exact when the product is an integer well inside the safe range (no half-way case can hide there).
    if (Number.isInteger(fast) && fast < 2 ** 50) return fast;
  } else if (typeof coef !== 'string') {
    return null;
  }
  const d = readDecimal(coef);
  if (d === null || d.negative) return null;
  const { value } = scaleDecimal(d, 3);
  if (value <= 0n || value > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(value);
}

/** Converts thousandths back to a decimal number (1875 -> 1.875). */
export function fromThousandths(t: Thousandths | bigint): number {
  return typeof t === 'bigint' ? Number(t) / COEF_SCALE : t / COEF_SCALE;
}

/** Rounds a coefficient to 3 decimals, half away from zero (COEF-005); NaN for invalid input. */
export function roundCoef(coef: number): number {
  const t = toThousandths(coef);
  return t === null ? Number.NaN : t / COEF_SCALE;
}

/** Renders thousandths as a decimal string with exactly 3 decimals (1875 -> "1.875", 2500 -> "2.500"). */
export function thousandthsToString(t: Thousandths | bigint): string {
  return scaledToString(typeof t === 'bigint' ? t : BigInt(t), 3);
}

/**
 * Exact product of coefficients given in thousandths, rounded once to thousandths (half away from zero).
 * The empty product is 1.000. BigInt inside: a 30-fold product would overflow 2^53 many times over.
 */
export function productThousandths(coefs: readonly (Thousandths | bigint)[]): bigint {
  if (coefs.length === 0) return COEF_SCALE_BIG;
  let product = 1n;
  for (const c of coefs) product *= typeof c === 'bigint' ? c : BigInt(c);
  return coefs.length === 1 ? product : divRound(product, pow10(3 * (coefs.length - 1)));
}
