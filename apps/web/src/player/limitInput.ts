import { currencyDecimals, NO_LIMIT_VALUE } from '@betline/core';

/**
 * Why a typed limit amount is refused. A protection form never reinterprets what the player typed: anything
 * but a plain amount is refused with one of these (translated as `limits.inputErrors.<code>`).
 */
export type LimitInputError =
  | { code: 'empty' }
  /** A leading sign: a limit is never negative ("-5" is not 5). */
  | { code: 'sign' }
  /** Not digits with one optional decimal separator: "1e3", "1 000", "12.", "1,000.5", "five". */
  | { code: 'format' }
  /** More decimals than the currency has ("5.001" EUR, "5.5" JPY). */
  | { code: 'decimals' }
  /** A limit counts in whole units of the currency (the service's `limitValue`): "12.50" is between two. */
  | { code: 'wholeUnits'; below: number; above: number }
  | { code: 'tooSmall'; min: number }
  /** From NO_LIMIT_VALUE up the service reads "no limit": such a value is refused, not sent. */
  | { code: 'tooLarge'; max: number };

export type LimitInputResult = { ok: true; value: number } | { ok: false; error: LimitInputError };

/** The smallest and largest money limit a player may type, in whole units of the currency. */
export const LIMIT_AMOUNT_MIN = 1;
export const LIMIT_AMOUNT_MAX = NO_LIMIT_VALUE - 1;

/** ASCII digits, then at most one decimal separator ("." or ",", as the app's other amount fields accept). */
const AMOUNT_RE = /^(\d+)(?:[.,](\d+))?$/;

/**
 * Reads a money limit typed by the player: whole units of `currency` within LIMIT_AMOUNT_MIN..LIMIT_AMOUNT_MAX.
 * Only white space around the amount is ignored. The amount is read exactly (BigInt minor units): "12.5" is
 * 12.50, never 125, and is refused because a limit is a whole amount; "12.00" and "12,00" are 12.
 */
export function parseLimitAmount(input: string, currency: string | null | undefined): LimitInputResult {
  const text = input.trim();
  if (text === '') return { ok: false, error: { code: 'empty' } };
  if (/^[-+\u2212]/.test(text)) return { ok: false, error: { code: 'sign' } };
  const match = AMOUNT_RE.exec(text);
  if (match === null) return { ok: false, error: { code: 'format' } };
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  const decimals = currencyDecimals(currency);
  if (fraction.length > decimals) return { ok: false, error: { code: 'decimals' } };
  const unit = 10n ** BigInt(decimals);
  const minor = BigInt(whole) * unit + BigInt(fraction.padEnd(decimals, '0') || '0');
  if (minor < BigInt(LIMIT_AMOUNT_MIN) * unit) {
    return { ok: false, error: { code: 'tooSmall', min: LIMIT_AMOUNT_MIN } };
  }
  if (minor > BigInt(LIMIT_AMOUNT_MAX) * unit) {
    return { ok: false, error: { code: 'tooLarge', max: LIMIT_AMOUNT_MAX } };
  }
  const units = minor / unit;
  if (minor % unit !== 0n) {
    return { ok: false, error: { code: 'wholeUnits', below: Number(units), above: Number(units) + 1 } };
  }
  return { ok: true, value: Number(units) };
}
