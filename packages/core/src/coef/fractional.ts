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
 * The UK price ladder, shortest price first, written reduced (4/6 is 2/3, 6/4 is 3/2, 85/40 is 17/8). Each rung
 * has its conventional decimal price, the one quoted beside the fraction (`conventionalPrice`).
 */
const LADDER_TEXT =
  '1/1000 1/500 1/250 1/200 1/150 1/125 1/100 1/80 1/66 1/50 1/40 1/33 1/25 1/20 1/16 1/14 1/12 ' +
  '1/11 1/10 1/9 1/8 2/15 1/7 2/13 1/6 2/11 1/5 2/9 1/4 2/7 3/10 1/3 4/11 2/5 4/9 1/2 8/15 4/7 ' +
  '8/13 2/3 8/11 4/5 5/6 10/11 1/1 21/20 11/10 6/5 5/4 11/8 7/5 3/2 8/5 13/8 7/4 9/5 15/8 2/1 ' +
  '17/8 11/5 9/4 12/5 5/2 13/5 11/4 3/1 10/3 7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 17/2 ' +
  '9/1 10/1 11/1 12/1 14/1 16/1 18/1 20/1 22/1 25/1 28/1 33/1 40/1 50/1 66/1 80/1 100/1 125/1 ' +
  '150/1 200/1 250/1 300/1 400/1 500/1 750/1 1000/1';

/** Rungs whose conventional price is not the rule's (1/8 is quoted 1.125, 13/8 is quoted 2.62). */
const QUOTED: Readonly<Record<string, Thousandths>> = { '1/8': 1125, '13/8': 2620 };

/**
 * A rung's conventional price (thousandths): prices shorter than 1/20 and from 125/1 are quoted exactly (1/66 is
 * 1.015), the others to the hundredth, half up (10/11 is 1.91, 1/3 is 1.33, 11/8 is 2.38), but for QUOTED.
 */
function conventionalPrice(num: number, den: number): Thousandths {
  const quoted = QUOTED[`${num}/${den}`];
  if (quoted !== undefined) return quoted;
  if (num * 20 < den || num >= den * 125) return exactThousandths(num, den);
  return Math.floor((1000 + (num * 1000) / den) / 10 + 0.5) * 10;
}

const LADDER: readonly (readonly [Thousandths, number, number])[] = LADDER_TEXT.split(' ').map((text) => {
  const [num, den] = text.split('/').map(Number) as [number, number];
  return [conventionalPrice(num, den), num, den] as const;
});

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
