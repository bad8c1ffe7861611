import { divRound } from '../money/rounding';
import type { Thousandths } from './coef';

/** A fraction num/den with num >= 1, den >= 1, in lowest terms. */
export interface Fraction {
  num: number;
  den: number;
}

/** Greatest common divisor of two non-negative integers. */
export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** Reduces a fraction to lowest terms (4/6 -> 2/3). */
export function reduceFraction(num: number, den: number): Fraction {
  const g = gcd(num, den) || 1;
  return { num: num / g, den: den / g };
}

/**
 * The conventional UK price ladder: [decimal price in hundredths-as-thousandths, numerator, denominator].
 * Fractions are written reduced (4/6 is 2/3, 6/4 is 3/2, 85/40 is 17/8).
 */
// prettier-ignore
const LADDER: readonly (readonly [Thousandths, number, number])[] = [
  [1010, 1, 100], [1020, 1, 50], [1030, 1, 33], [1040, 1, 25], [1050, 1, 20], [1060, 1, 16],
  [1070, 1, 14], [1080, 1, 12], [1090, 1, 11], [1100, 1, 10], [1110, 1, 9], [1130, 2, 15],
  [1140, 1, 7], [1150, 2, 13], [1170, 1, 6], [1180, 2, 11], [1200, 1, 5], [1220, 2, 9],
  [1250, 1, 4], [1290, 2, 7], [1300, 3, 10], [1330, 1, 3], [1360, 4, 11], [1400, 2, 5],
  [1440, 4, 9], [1500, 1, 2], [1530, 8, 15], [1570, 4, 7], [1620, 8, 13], [1670, 2, 3],
  [1730, 8, 11], [1800, 4, 5], [1830, 5, 6], [1910, 10, 11], [2000, 1, 1], [2050, 21, 20],
  [2100, 11, 10], [2200, 6, 5], [2250, 5, 4], [2380, 11, 8], [2400, 7, 5], [2500, 3, 2],
  [2600, 8, 5], [2620, 13, 8], [2750, 7, 4], [2800, 9, 5], [2880, 15, 8], [3000, 2, 1],
  [3130, 17, 8], [3200, 11, 5], [3250, 9, 4], [3400, 12, 5], [3500, 5, 2], [3600, 13, 5],
  [3750, 11, 4], [4000, 3, 1], [4330, 10, 3], [4500, 7, 2], [5000, 4, 1], [5500, 9, 2],
  [6000, 5, 1], [6500, 11, 2], [7000, 6, 1], [7500, 13, 2], [8000, 7, 1], [8500, 15, 2],
  [9000, 8, 1], [10000, 9, 1], [11000, 10, 1], [12000, 11, 1], [13000, 12, 1], [15000, 14, 1],
  [17000, 16, 1], [19000, 18, 1], [21000, 20, 1], [26000, 25, 1], [34000, 33, 1], [41000, 40, 1],
  [51000, 50, 1], [67000, 66, 1], [101000, 100, 1],
];

/** Decimal (thousandths) -> ladder fraction: the conventional 2-decimal price and the fraction's exact 3-decimal value. */
const BY_DECIMAL = new Map<Thousandths, Fraction>();
/** "num/den" -> the ladder's conventional decimal price (thousandths). */
const BY_FRACTION = new Map<string, Thousandths>();

for (const [decimal, num, den] of LADDER) {
  BY_DECIMAL.set(decimal, { num, den });
  BY_FRACTION.set(`${num}/${den}`, decimal);
}
for (const [, num, den] of LADDER) {
  const exact = 1000 + Number(divRound(BigInt(num) * 1000n, BigInt(den)));
  if (!BY_DECIMAL.has(exact)) BY_DECIMAL.set(exact, { num, den });
}

/** The largest denominator of a "simple" fraction shown instead of the exact one (traditional prices go to 20). */
export const SIMPLE_FRACTION_MAX_DEN = 20;

/**
 * The simplest fraction num/den (smallest den <= SIMPLE_FRACTION_MAX_DEN, then smallest num) whose value
 * rounds half away from zero to `x` thousandths: 1000 x num/den lies in [x - 0.5, x + 0.5). Null when none.
 * Reading such a fraction back (coefForFraction) gives x exactly.
 */
function simpleFraction(x: number): Fraction | null {
  // (2x + 1) x 20 stays an exact double up to x = 2^40; above that, BigInt.
  if (x > 2 ** 40) return simpleFractionBig(BigInt(x));
  for (let den = 1; den <= SIMPLE_FRACTION_MAX_DEN; den++) {
    const lo = (2 * x - 1) * den;
    const num = Math.max(1, Math.ceil(lo / 2000));
    if (num * 2000 < (2 * x + 1) * den) return { num, den };
  }
  return null;
}

function simpleFractionBig(x: bigint): Fraction | null {
  for (let den = 1n; den <= BigInt(SIMPLE_FRACTION_MAX_DEN); den++) {
    // smallest num with 2000 num >= (2x - 1) den
    const lo = (2n * x - 1n) * den;
    let num = lo / 2000n;
    if (num * 2000n < lo) num += 1n;
    if (num < 1n) num = 1n;
    if (num * 2000n < (2n * x + 1n) * den && num <= BigInt(Number.MAX_SAFE_INTEGER)) {
      return { num: Number(num), den: Number(den) };
    }
  }
  return null;
}

/**
 * The fraction shown for a coefficient: the UK ladder's fraction for common prices (1.5 -> 1/2,
 * 1.91 -> 10/11, 2.62 -> 13/8, 1.33 and 1.333 -> 1/3); otherwise the simplest fraction with a denominator up
 * to 20 that reads back to the same 3-decimal price (2.333 -> 4/3, 1.143 -> 1/7, 1.875 -> 7/8); otherwise
 * (coef - 1) as an exact reduced fraction of thousandths (1.001 -> 1/1000, 1.234 -> 117/500). The
 * coefficient must be above 1.000.
 */
export function fractionForCoef(t: Thousandths): Fraction {
  return BY_DECIMAL.get(t) ?? simpleFraction(t - 1000) ?? reduceFraction(t - 1000, 1000);
}

/**
 * The coefficient (thousandths) a fraction stands for: the ladder's conventional price when the reduced
 * fraction is on the ladder (10/11 -> 1.91, 1/3 -> 1.33), otherwise 1 + num/den rounded half away from zero
 * to 3 decimals.
 */
export function coefForFraction(num: number, den: number): Thousandths {
  const r = reduceFraction(num, den);
  const ladder = BY_FRACTION.get(`${r.num}/${r.den}`);
  if (ladder !== undefined) return ladder;
  return 1000 + Number(divRound(BigInt(r.num) * 1000n, BigInt(r.den)));
}
