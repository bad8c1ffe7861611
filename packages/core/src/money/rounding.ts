/**
 * Exact decimal helpers and THE rounding rule of Betline.
 *
 * Rounding rule: **half away from zero** (commercial rounding): 0.005 -> 0.01, -0.005 -> -0.01,
 * 2.675 -> 2.68, 1.0005 -> 1.001. It is applied to exact values (integers and BigInt rationals), never to
 * binary floating-point products, so 2.675 (stored as 2.67499999... in a double) still rounds to 2.68:
 * a number is first read through its shortest decimal representation (`String(x)`), which is exactly what the
 * player and the feed see. See docs/adr/0002-money-and-coefficients.md.
 */

/** A decimal number read exactly: value = (negative ? -1 : 1) * significand * 10^exponent. */
export interface ExactDecimal {
  negative: boolean;
  significand: bigint;
  exponent: number;
}

const DECIMAL_RE = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Reads a decimal string ("12", "-0.005", "1.5e-3") or a finite number exactly.
 * Returns null for anything that is not a finite decimal (NaN, Infinity, "", "1.2.3", "abc").
 */
export function readDecimal(input: string | number): ExactDecimal | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return null;
  }
  const m = DECIMAL_RE.exec(text);
  if (!m) return null;
  const intPart = m[2] ?? '';
  const fracPart = m[3] ?? '';
  if (intPart === '' && fracPart === '') return null;
  const exp = m[4] === undefined ? 0 : Number(m[4]);
  if (!Number.isSafeInteger(exp) || Math.abs(exp) > 400) return null;
  const digits = (intPart + fracPart).replace(/^0+(?=\d)/, '');
  return {
    negative: m[1] === '-',
    significand: BigInt(digits === '' ? '0' : digits),
    exponent: exp - fracPart.length,
  };
}

/**
 * Integer division of a by b (b > 0 or b < 0, never 0), rounded half away from zero.
 * This is the single rounding primitive used everywhere in @betline/core.
 */
export function divRound(a: bigint, b: bigint): bigint {
  if (b === 0n) throw new RangeError('division by zero');
  if (b < 0n) {
    a = -a;
    b = -b;
  }
  const negative = a < 0n;
  const abs = negative ? -a : a;
  const q = abs / b;
  const r = abs % b;
  const rounded = r * 2n >= b ? q + 1n : q;
  return negative ? -rounded : rounded;
}

/** 10^n as a BigInt (n >= 0), cached for the small exponents used by coefficients. */
const POW10_CACHE: bigint[] = [];
export function pow10(n: number): bigint {
  if (n < 0) throw new RangeError('negative exponent');
  if (n < 128) {
    let cached = POW10_CACHE[n];
    if (cached === undefined) {
      cached = 10n ** BigInt(n);
      POW10_CACHE[n] = cached;
    }
    return cached;
  }
  return 10n ** BigInt(n);
}

/**
 * The value times 10^decimals as an integer, rounded half away from zero.
 * `exact` is false when rounding dropped a non-zero digit (more precision than `decimals`).
 */
export function scaleDecimal(d: ExactDecimal, decimals: number): { value: bigint; exact: boolean } {
  const shift = d.exponent + decimals;
  let magnitude: bigint;
  let exact = true;
  if (shift >= 0) {
    magnitude = d.significand * pow10(shift);
  } else {
    const div = pow10(-shift);
    magnitude = divRound(d.significand, div);
    exact = d.significand % div === 0n;
  }
  return { value: d.negative ? -magnitude : magnitude, exact };
}

/**
 * Rounds a finite number to `decimals` decimals, half away from zero, working on its decimal
 * representation (so roundHalfAwayFromZero(2.675, 2) === 2.68 and roundHalfAwayFromZero(-0.005, 2) === -0.01).
 * Returns NaN for non-finite input.
 */
export function roundHalfAwayFromZero(x: number, decimals: number): number {
  const d = readDecimal(x);
  if (d === null) return Number.NaN;
  const { value } = scaleDecimal(d, decimals);
  return Number(value) / 10 ** decimals;
}

/** Renders an integer scaled by 10^decimals as a plain decimal string: (-1050n, 2) -> "-10.50". */
export function scaledToString(value: bigint | number, decimals: number): string {
  const v = typeof value === 'bigint' ? value : BigInt(value);
  const negative = v < 0n;
  const digits = (negative ? -v : v).toString();
  if (decimals === 0) return (negative ? '-' : '') + digits;
  const padded = digits.padStart(decimals + 1, '0');
  const intPart = padded.slice(0, padded.length - decimals);
  const fracPart = padded.slice(padded.length - decimals);
  return `${negative ? '-' : ''}${intPart}.${fracPart}`;
}
