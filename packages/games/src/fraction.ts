/** An exact non-negative rational, for theoretical RTP figures (no floating-point drift). */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(num: bigint, den: bigint): Fraction {
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
}

export function addFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

/** The fraction as a double (for printing and tolerance checks). */
export function fractionToNumber(f: Fraction): number {
  // Scale first so that huge numerators and denominators keep their precision.
  const scale = 10n ** 18n;
  return Number((f.num * scale) / f.den) / 1e18;
}
