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

/** 1 + num/den in thousandths, rounded half away from zero (10/11 -> 1909). */
function exactThousandths(num: number, den: number): Thousandths {
  return 1000 + Number(divRound(BigInt(num) * 1000n, BigInt(den)));
}

/**
 * The UK price ladder, shortest price first: [the conventional decimal price (thousandths), numerator,
 * denominator]. The conventional price is the one quoted beside the fraction (10/11 is 1.91, 13/8 is 2.62,
 * 1/3 is 1.33); short prices below 1/20 and long ones from 125/1 are quoted exactly. Fractions are written
 * reduced (4/6 is 2/3, 6/4 is 3/2, 85/40 is 17/8).
 */
// prettier-ignore
const LADDER: readonly (readonly [Thousandths, number, number])[] = [
  [1001, 1, 1000], [1002, 1, 500], [1004, 1, 250], [1005, 1, 200], [1007, 1, 150], [1008, 1, 125],
  [1010, 1, 100], [1013, 1, 80], [1015, 1, 66], [1020, 1, 50], [1025, 1, 40], [1030, 1, 33],
  [1040, 1, 25], [1050, 1, 20], [1060, 1, 16], [1070, 1, 14], [1080, 1, 12], [1090, 1, 11],
  [1100, 1, 10], [1110, 1, 9], [1125, 1, 8], [1130, 2, 15], [1140, 1, 7], [1150, 2, 13],
  [1170, 1, 6], [1180, 2, 11], [1200, 1, 5], [1220, 2, 9], [1250, 1, 4], [1290, 2, 7],
  [1300, 3, 10], [1330, 1, 3], [1360, 4, 11], [1400, 2, 5], [1440, 4, 9], [1500, 1, 2],
  [1530, 8, 15], [1570, 4, 7], [1620, 8, 13], [1670, 2, 3], [1730, 8, 11], [1800, 4, 5],
  [1830, 5, 6], [1910, 10, 11], [2000, 1, 1], [2050, 21, 20], [2100, 11, 10], [2200, 6, 5],
  [2250, 5, 4], [2380, 11, 8], [2400, 7, 5], [2500, 3, 2], [2600, 8, 5], [2620, 13, 8],
  [2750, 7, 4], [2800, 9, 5], [2880, 15, 8], [3000, 2, 1], [3130, 17, 8], [3200, 11, 5],
  [3250, 9, 4], [3400, 12, 5], [3500, 5, 2], [3600, 13, 5], [3750, 11, 4], [4000, 3, 1],
  [4330, 10, 3], [4500, 7, 2], [5000, 4, 1], [5500, 9, 2], [6000, 5, 1], [6500, 11, 2],
  [7000, 6, 1], [7500, 13, 2], [8000, 7, 1], [8500, 15, 2], [9000, 8, 1], [9500, 17, 2],
  [10000, 9, 1], [11000, 10, 1], [12000, 11, 1], [13000, 12, 1], [15000, 14, 1], [17000, 16, 1],
  [19000, 18, 1], [21000, 20, 1], [23000, 22, 1], [26000, 25, 1], [29000, 28, 1], [34000, 33, 1],
  [41000, 40, 1], [51000, 50, 1], [67000, 66, 1], [81000, 80, 1], [101000, 100, 1],
  [126000, 125, 1], [151000, 150, 1], [201000, 200, 1], [251000, 250, 1], [301000, 300, 1],
  [401000, 400, 1], [501000, 500, 1], [751000, 750, 1], [1001000, 1000, 1],
];

/** A rung of the ladder: from which price it is shown, the price it reads back to, and its fraction. */
interface Rung {
  from: Thousandths;
  price: Thousandths;
  fraction: Fraction;
}

/**
 * A rung is shown from the lower of its conventional price and its exact price (1.33 and 1.333 are both 1/3,
 * 2.62 and 2.625 both 13/8): the conventional price is at most half a hundredth below the exact one.
 */
const RUNGS: readonly Rung[] = LADDER.map(([price, num, den]) => ({
  from: Math.min(price, exactThousandths(num, den)),
  price,
  fraction: { num, den },
}));

/** "num/den" -> the ladder's conventional price (thousandths). */
const BY_FRACTION = new Map<string, Thousandths>(LADDER.map(([price, num, den]) => [`${num}/${den}`, price]));

/** The rungs of the ladder, shortest first (read-only copies, for tests and documentation). */
export const FRACTIONAL_LADDER: readonly { from: Thousandths; price: Thousandths; text: string }[] =
  Object.freeze(
    RUNGS.map((r) =>
      Object.freeze({ from: r.from, price: r.price, text: `${r.fraction.num}/${r.fraction.den}` }),
    ),
  );

const TOP = RUNGS[RUNGS.length - 1]!;

/**
 * A price beyond the ladder's longest rung (1000/1): (coef - 1) rounded down to two significant digits, over 1
 * (1234.5 -> 1200/1, 98765 -> 98000/1). Such a fraction reads back to a price shown the same way.
 */
function beyondLadder(t: Thousandths): Fraction {
  const whole = (BigInt(t) - 1000n) / 1000n;
  const digits = whole.toString().length;
  const unit = digits > 2 ? 10n ** BigInt(digits - 2) : 1n;
  return { num: Number((whole / unit) * unit), den: 1 };
}

/**
 * The fraction shown for a coefficient (thousandths, at least 1.001), as UK books show prices: the ladder's
 * rung at or just below the price, never a longer one. "Nearest" means the longest rung whose price is not
 * above the real price, where a rung counts from its conventional decimal price (so 1.33 shows 1/3 and 1.91
 * shows 10/11: the fraction may read at most half a hundredth above the decimal price, never more). Examples:
 * 6.289 -> 5/1 (11/2 is 6.5), 7.904 -> 13/2 (7/1 is 8.0), 1.875 -> 5/6, 2.333 -> 5/4. A price below the
 * ladder (none: the shortest rung is 1/1000, the shortest coefficient) shows the shortest rung; one beyond
 * 1000/1 shows its whole odds to two significant digits. The fraction is only the display: the bet is
 * struck at the decimal coefficient.
 */
export function fractionForCoef(t: Thousandths): Fraction {
  if (t > TOP.from) {
    const beyond = beyondLadder(t);
    if (beyond.num > TOP.fraction.num) return beyond;
  }
  // The last rung whose `from` is at most t (binary search; the first rung when t is below the ladder).
  let lo = 0;
  let hi = RUNGS.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (RUNGS[mid]!.from <= t) lo = mid;
    else hi = mid - 1;
  }
  return RUNGS[lo]!.fraction;
}

/**
 * The coefficient (thousandths) a fraction stands for: the ladder's conventional price when the reduced
 * fraction is on the ladder (10/11 -> 1.91, 1/3 -> 1.33), otherwise 1 + num/den rounded half away from zero
 * to 3 decimals (a fraction typed in, 7/8 -> 1.875). A shown fraction reads back to a price shown the same way.
 */
export function coefForFraction(num: number, den: number): Thousandths {
  const r = reduceFraction(num, den);
  const ladder = BY_FRACTION.get(`${r.num}/${r.den}`);
  if (ladder !== undefined) return ladder;
  return exactThousandths(r.num, r.den);
}
