import { divRound, readDecimal, scaleDecimal, scaledToString, type ExactDecimal } from '../money/rounding';
import { MIN_COEF_THOUSANDTHS, toThousandths, type Thousandths } from './coef';
import { coefForFraction, fractionForCoef } from './fractional';

/**
 * Coefficient display formats (COEF-001, COEF-002). See docs/adr/0003-odds-formats.md.
 * - 0 decimal: "1.875", "2.50" (2 decimals, 3 when the third is not 0)
 * - 1 fractional: "5/6", "10/11" (the UK ladder's longest price not above the coefficient: fractional.ts)
 * - 2 American: "+150", "-200" (integer with sign)
 * - 4 Hong Kong: coef - 1, "0.875", "1.50"
 * - 5 Malay: coef - 1 up to evens, else -1/(coef - 1); "0.875", "-0.667"
 * - 6 Indonesian: coef - 1 from evens up, else -1/(coef - 1); "1.50", "-1.143"
 * - 14 Malay, Asian view: fixed 2 decimals ("0.88", "-0.67")
 * - 15 Indonesian, Asian view: fixed 2 decimals and an explicit sign ("+1.50", "-1.14")
 * - 16 Hong Kong, Asian view: fixed 2 decimals ("0.88")
 */
export const COEF_VIEW = Object.freeze({
  DECIMAL: 0,
  FRACTIONAL: 1,
  AMERICAN: 2,
  HONG_KONG: 4,
  MALAY: 5,
  INDONESIAN: 6,
  MALAY_ASIAN: 14,
  INDONESIAN_ASIAN: 15,
  HONG_KONG_ASIAN: 16,
} as const);

export type CoefViewId = (typeof COEF_VIEW)[keyof typeof COEF_VIEW];

/** The allowed format ids, exactly 0, 1, 2, 4, 5, 6, 14, 15, 16 (COEF-002). */
export const COEF_VIEW_IDS: readonly CoefViewId[] = Object.freeze([0, 1, 2, 4, 5, 6, 14, 15, 16] as const);

/** Format used when nothing was chosen: decimal. */
export const DEFAULT_COEF_VIEW_ID: CoefViewId = 0;

/** Format groups of the conversion table (COEF-004). */
export type CoefFormatGroup = 'european' | 'uk' | 'american' | 'asian';

export interface CoefFormatInfo {
  id: CoefViewId;
  /** Stable key for translations, e.g. `coef_format_malay`. */
  key: string;
  group: CoefFormatGroup;
  /** Decimals shown: 'integer', 'fraction', a fixed count, or '2-3' (2, or 3 when the third is not 0). */
  precision: 'integer' | 'fraction' | '2' | '2-3';
  /** Whether positive values carry an explicit "+". */
  explicitPlus: boolean;
}

/** The conversion table between format groups (COEF-004): one row per allowed id. */
export const COEF_FORMATS: Readonly<Record<CoefViewId, CoefFormatInfo>> = Object.freeze({
  0: { id: 0, key: 'coef_format_decimal', group: 'european', precision: '2-3', explicitPlus: false },
  1: { id: 1, key: 'coef_format_fractional', group: 'uk', precision: 'fraction', explicitPlus: false },
  2: { id: 2, key: 'coef_format_american', group: 'american', precision: 'integer', explicitPlus: true },
  4: { id: 4, key: 'coef_format_hong_kong', group: 'asian', precision: '2-3', explicitPlus: false },
  5: { id: 5, key: 'coef_format_malay', group: 'asian', precision: '2-3', explicitPlus: false },
  6: { id: 6, key: 'coef_format_indonesian', group: 'asian', precision: '2-3', explicitPlus: false },
  14: { id: 14, key: 'coef_format_malay_asian', group: 'asian', precision: '2', explicitPlus: false },
  15: { id: 15, key: 'coef_format_indonesian_asian', group: 'asian', precision: '2', explicitPlus: true },
  16: { id: 16, key: 'coef_format_hong_kong_asian', group: 'asian', precision: '2', explicitPlus: false },
});

/** Whether `id` is one of the allowed format ids. */
export function isCoefViewId(id: unknown): id is CoefViewId {
  return typeof id === 'number' && (COEF_VIEW_IDS as readonly number[]).includes(id);
}

/**
 * COEF-003: the format to use after a request to switch to `requested`. An id outside the allowed list
 * (or not a number) is ignored and `current` is kept.
 */
export function applyCoefViewId(current: CoefViewId, requested: unknown): CoefViewId {
  return isCoefViewId(requested) ? requested : current;
}

const MILLION = 1_000_000n;
const HUNDRED_THOUSAND = 100_000n;

/** Thousandths with 2 decimals, or 3 when the third is not zero. */
function twoOrThree(v: bigint): string {
  return v % 10n === 0n ? scaledToString(v / 10n, 2) : scaledToString(v, 3);
}

/** Never show a non-zero price as zero: keep at least one unit of the shown precision. */
function atLeastOne(v: bigint): bigint {
  if (v === 0n) return 1n;
  return v;
}

function negAtLeastOne(v: bigint): bigint {
  return v === 0n ? -1n : -v;
}

/**
 * Formats a coefficient given in thousandths (1875 = 1.875) in the display format `viewId`.
 * Returns null when the coefficient is below 1.001 or not an integer, or the id is not allowed.
 */
export function formatCoefThousandths(t: Thousandths, viewId: CoefViewId): string | null {
  if (!Number.isSafeInteger(t) || t < MIN_COEF_THOUSANDTHS || !isCoefViewId(viewId)) return null;
  const T = BigInt(t);
  const f = T - 1000n; // coef - 1, in thousandths, >= 1
  // Below (Indonesian, American) or above (Malay) evens the value is -1/(coef - 1); when that rounds to
  // exactly evens (-1.00, -100) it is shown as the positive evens value, so that it reads back the same.
  const inv3 = T === 2000n ? 1000n : divRound(MILLION, f);
  const inv2 = T === 2000n ? 100n : divRound(HUNDRED_THOUSAND, f);
  switch (viewId) {
    case 0:
      return twoOrThree(T);
    case 1: {
      const fr = fractionForCoef(t);
      return `${fr.num}/${fr.den}`;
    }
    case 2:
      return T >= 2000n || inv2 === 100n ? `+${T >= 2000n ? divRound(f, 10n) : 100n}` : `-${inv2}`;
    case 4:
      return twoOrThree(f);
    case 5:
      return twoOrThree(T <= 2000n ? f : inv3 === 1000n ? 1000n : negAtLeastOne(inv3));
    case 6:
      return twoOrThree(T >= 2000n ? f : inv3 === 1000n ? 1000n : -inv3);
    case 14:
      return scaledToString(
        T <= 2000n ? atLeastOne(divRound(f, 10n)) : inv2 === 100n ? 100n : negAtLeastOne(inv2),
        2,
      );
    case 15:
      return T >= 2000n || inv2 === 100n
        ? `+${scaledToString(T >= 2000n ? divRound(f, 10n) : 100n, 2)}`
        : scaledToString(-inv2, 2);
    case 16:
      return scaledToString(atLeastOne(divRound(f, 10n)), 2);
  }
}

/**
 * Formats a decimal coefficient (as the feed gives it, e.g. 1.875) in the display format `viewId`.
 * The coefficient is first rounded to 3 decimals (COEF-005). Returns null for coefficients below 1.001,
 * NaN, Infinity, or an id outside the allowed list.
 */
export function formatCoef(coef: number, viewId: CoefViewId): string | null {
  const t = toThousandths(coef);
  return t === null ? null : formatCoefThousandths(t, viewId);
}

/** Why a displayed coefficient could not be read back. */
export type CoefParseError =
  | { code: 'COEF_EMPTY' }
  | { code: 'COEF_INVALID_FORMAT'; input: string }
  | { code: 'COEF_OUT_OF_RANGE'; input: string }
  | { code: 'COEF_UNKNOWN_FORMAT'; viewId: unknown };

export type CoefParseResult =
  { ok: true; coef: number; thousandths: Thousandths } | { ok: false; error: CoefParseError };

/** round(1000 / |v|) for an exact decimal v != 0. */
function reciprocalThousandths(d: ExactDecimal): bigint {
  // 1000 / (s * 10^e) = 10^(3 - e) / s
  const k = 3 - d.exponent;
  return k >= 0 ? divRound(10n ** BigInt(k), d.significand) : divRound(1n, d.significand * 10n ** BigInt(-k));
}

const EVENS = new Set(['evens', 'evs', 'even', 'evn']);
// Up to 16 digits: every coefficient the engine accepts (up to 2^53 thousandths) is shown with at most 16.
const FRACTION_RE = /^(\d{1,16})\s*\/\s*(\d{1,16})$/;

/**
 * Reads a coefficient displayed in format `viewId` ("7/8", "+150", "-0.667", "1,875", or a number) back to a
 * decimal coefficient, rounded half away from zero to 3 decimals. A value shown by formatCoef reads back to a
 * coefficient that is shown the same way (exact for decimal and Hong Kong; a fraction reads back to its ladder price).
 */
export function parseCoef(input: string | number, viewId: CoefViewId): CoefParseResult {
  if (!isCoefViewId(viewId)) return { ok: false, error: { code: 'COEF_UNKNOWN_FORMAT', viewId } };
  const raw = typeof input === 'number' ? String(input) : typeof input === 'string' ? input : '';
  const text = raw
    .trim()
    .replace(/\u2212/g, '-')
    .replace(',', '.');
  if (text === '') return { ok: false, error: { code: 'COEF_EMPTY' } };
  const invalid: CoefParseResult = { ok: false, error: { code: 'COEF_INVALID_FORMAT', input: raw } };
  const outOfRange: CoefParseResult = { ok: false, error: { code: 'COEF_OUT_OF_RANGE', input: raw } };

  let t: bigint;
  if (viewId === 1) {
    if (EVENS.has(text.toLowerCase())) {
      t = 2000n;
    } else {
      const m = FRACTION_RE.exec(text) ?? (/^\d{1,16}$/.test(text) ? [text, text, '1'] : null);
      if (!m) return invalid;
      const num = Number(m[1]);
      const den = Number(m[2]);
      if (den === 0) return invalid;
      if (num === 0) return outOfRange;
      t = BigInt(coefForFraction(num, den));
    }
  } else {
    const d = readDecimal(text);
    if (d === null) return invalid;
    const positive = !d.negative && d.significand !== 0n;
    const negative = d.negative && d.significand !== 0n;
    const abs: ExactDecimal = { ...d, negative: false };
    const scaled = (dec: number) => scaleDecimal(abs, dec).value;
    switch (viewId) {
      case 0:
        if (!positive) return outOfRange;
        t = scaled(3);
        break;
      case 4:
      case 16:
        if (!positive) return outOfRange;
        t = 1000n + scaled(3);
        break;
      case 5:
      case 14:
        // Malay: 0 < v <= 1 means coef - 1 = v; -1 <= v < 0 means coef - 1 = 1/|v|.
        if (scaled(6) > MILLION || (!positive && !negative)) return outOfRange;
        t = 1000n + (positive ? scaled(3) : reciprocalThousandths(abs));
        break;
      case 6:
      case 15:
        // Indonesian: v >= 1 means coef - 1 = v; v <= -1 means coef - 1 = 1/|v|.
        if (scaled(6) < MILLION) return outOfRange;
        t = 1000n + (positive ? scaled(3) : reciprocalThousandths(abs));
        break;
      case 2:
        // American: +v means coef - 1 = v/100; -v means coef - 1 = 100/|v|; |v| >= 100.
        if (scaled(3) < 100_000n) return outOfRange;
        t =
          1000n +
          (positive ? scaleDecimal(abs, 1).value : divRound(100n * MILLION, scaleDecimal(abs, 3).value));
        break;
    }
  }
  if (t < BigInt(MIN_COEF_THOUSANDTHS)) return outOfRange;
  if (t > BigInt(Number.MAX_SAFE_INTEGER)) return outOfRange;
  const thousandths = Number(t);
  return { ok: true, coef: thousandths / 1000, thousandths };
}

/**
 * Converts a coefficient displayed in one format into another format's display string (for example a price
 * typed as "+150" into fractional "3/2"). Null when the input cannot be read or an id is not allowed.
 */
export function convertCoef(
  input: string | number,
  fromViewId: CoefViewId,
  toViewId: CoefViewId,
): string | null {
  if (!isCoefViewId(toViewId)) return null;
  const r = parseCoef(input, fromViewId);
  return r.ok ? formatCoefThousandths(r.thousandths, toViewId) : null;
}
