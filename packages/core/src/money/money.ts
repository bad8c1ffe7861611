import { currencyDecimals } from './currency';
import { readDecimal, scaleDecimal, scaledToString } from './rounding';

/** An amount of money as an integer number of minor units of its currency (kopecks, cents, yen). */
export type Minor = number;

/** Largest amount in minor units the engine accepts (keeps every amount an exact JS integer). */
export const MAX_MINOR = Number.MAX_SAFE_INTEGER;

/** Why a user-entered amount could not be read. Stable codes for translation. */
export type AmountParseError =
  | { code: 'AMOUNT_EMPTY' }
  | { code: 'AMOUNT_INVALID_FORMAT'; input: string }
  | { code: 'AMOUNT_NOT_FINITE' }
  | { code: 'AMOUNT_NEGATIVE' }
  | { code: 'AMOUNT_TOO_PRECISE'; decimals: number }
  | { code: 'AMOUNT_TOO_LARGE'; max: Minor };

export type AmountParseResult = { ok: true; minor: Minor } | { ok: false; error: AmountParseError };

const SPACES_RE = /[\s\u00a0\u202f\u2009']/g;
const PLAIN_AMOUNT_RE = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * Parses an amount typed by a player ("10", "10.5", "10,50", "1 000,5", " 7 ") or given as a number into
 * integer minor units of `currency`. A comma is a decimal separator; an input holding both "." and "," is
 * rejected (never guessed). Never rounds: more decimals than the currency has gives AMOUNT_TOO_PRECISE
 * (trailing zeros are fine: "10.500" USD is 1050). Zero parses to 0 (positivity is a validation rule).
 */
export function parseAmount(input: string | number, currency: string): AmountParseResult {
  const decimals = currencyDecimals(currency);
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, error: { code: 'AMOUNT_NOT_FINITE' } };
    if (input < 0) return { ok: false, error: { code: 'AMOUNT_NEGATIVE' } };
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.replace(SPACES_RE, '');
    if (text === '') return { ok: false, error: { code: 'AMOUNT_EMPTY' } };
    if (text.startsWith('-')) {
      return readDecimal(text.replace(',', '.')) === null
        ? { ok: false, error: { code: 'AMOUNT_INVALID_FORMAT', input } }
        : { ok: false, error: { code: 'AMOUNT_NEGATIVE' } };
    }
    if (text.startsWith('+')) text = text.slice(1);
    if (text.includes('.') && text.includes(',')) {
      return { ok: false, error: { code: 'AMOUNT_INVALID_FORMAT', input } };
    }
    text = text.replace(',', '.');
    if (!PLAIN_AMOUNT_RE.test(text)) return { ok: false, error: { code: 'AMOUNT_INVALID_FORMAT', input } };
  } else {
    return { ok: false, error: { code: 'AMOUNT_INVALID_FORMAT', input: String(input) } };
  }
  const d = readDecimal(text);
  if (d === null) return { ok: false, error: { code: 'AMOUNT_INVALID_FORMAT', input: String(input) } };
  const { value, exact } = scaleDecimal(d, decimals);
  if (!exact) return { ok: false, error: { code: 'AMOUNT_TOO_PRECISE', decimals } };
  if (value > BigInt(MAX_MINOR)) return { ok: false, error: { code: 'AMOUNT_TOO_LARGE', max: MAX_MINOR } };
  return { ok: true, minor: Number(value) };
}

/**
 * Converts an amount in major units (a number such as 10.5) to minor units, or null when it is not finite,
 * negative, too large, or has more decimals than the currency allows.
 */
export function toMinor(major: number, currency: string): Minor | null {
  const r = parseAmount(major, currency);
  return r.ok ? r.minor : null;
}

/** Converts integer minor units to a major-unit number for display (1050 USD -> 10.5). */
export function fromMinor(minor: Minor, currency: string): number {
  return minor / 10 ** currencyDecimals(currency);
}

/** Formats minor units as a plain decimal string with the currency's decimals (1050 USD -> "10.50"); a non-integer is truncated. */
export function formatMinor(minor: Minor | bigint, currency: string): string {
  return scaledToString(
    typeof minor === 'bigint' ? minor : BigInt(Math.trunc(minor)),
    currencyDecimals(currency),
  );
}

/** Whether `value` is a valid amount of minor units: a non-negative safe integer. */
export function isMinor(value: unknown): value is Minor {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/**
 * Splits `total` minor units into `parts` amounts that differ by at most one minor unit and sum exactly to
 * `total` (the first `total % parts` parts get the extra unit). Used to spread one stake over the bets of a
 * type-9 coupon. Returns [] when parts < 1 or total is not a non-negative safe integer.
 */
export function splitMinor(total: Minor, parts: number): Minor[] {
  if (!Number.isSafeInteger(parts) || parts < 1 || !isMinor(total)) return [];
  const base = Math.floor(total / parts);
  const extra = total - base * parts;
  return Array.from({ length: parts }, (_, i) => (i < extra ? base + 1 : base));
}

/** Sums amounts of minor units exactly (BigInt inside); returns null if any item is not a valid amount. */
export function sumMinor(amounts: readonly Minor[]): bigint | null {
  let sum = 0n;
  for (const a of amounts) {
    if (!Number.isSafeInteger(a)) return null;
    sum += BigInt(a);
  }
  return sum;
}
