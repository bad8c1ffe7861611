import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyCoefViewId,
  COEF_FORMATS,
  COEF_VIEW_IDS,
  convertCoef,
  formatCoef,
  formatCoefThousandths,
  FRACTIONAL_LADDER,
  isCoefViewId,
  parseCoef,
  productThousandths,
  roundCoef,
  toThousandths,
  type CoefViewId,
} from '../index';

const ALL = COEF_VIEW_IDS;

function parsed(input: string | number, id: CoefViewId): number | string {
  const r = parseCoef(input, id);
  return r.ok ? r.coef : r.error.code;
}

describe('coefficient formats', () => {
  it('COEF-001 COEF-002 the allowed format ids are exactly 0, 1, 2, 4, 5, 6, 14, 15, 16, each with a table row', () => {
    expect([...COEF_VIEW_IDS]).toEqual([0, 1, 2, 4, 5, 6, 14, 15, 16]);
    for (const id of COEF_VIEW_IDS) {
      expect(COEF_FORMATS[id].id).toBe(id);
      expect(isCoefViewId(id)).toBe(true);
    }
    expect(COEF_FORMATS[0].group).toBe('european');
    expect(COEF_FORMATS[1].group).toBe('uk');
    expect(COEF_FORMATS[2].group).toBe('american');
    for (const id of [4, 5, 6, 14, 15, 16] as const) expect(COEF_FORMATS[id].group).toBe('asian');
    for (const id of [3, 7, 13, 17, -1, 1.5, Number.NaN]) expect(isCoefViewId(id)).toBe(false);
  });

  it('COEF-003 a format id outside the allowed ids is ignored and the current format kept', () => {
    expect(applyCoefViewId(0, 2)).toBe(2);
    expect(applyCoefViewId(5, 16)).toBe(16);
    expect(applyCoefViewId(2, 3)).toBe(2);
    expect(applyCoefViewId(2, 99)).toBe(2);
    expect(applyCoefViewId(14, '1')).toBe(14);
    expect(applyCoefViewId(1, null)).toBe(1);
    expect(applyCoefViewId(1, Number.NaN)).toBe(1);
  });

  it('COEF-005 coefficients are rounded to 3 decimals, half away from zero', () => {
    expect(roundCoef(1.8754)).toBe(1.875);
    expect(roundCoef(1.8755)).toBe(1.876);
    expect(roundCoef(2.0005)).toBe(2.001);
    expect(toThousandths(1.0005)).toBe(1001);
    expect(toThousandths('2.6745')).toBe(2675);
    expect(toThousandths(Number.NaN)).toBeNull();
    expect(toThousandths(-2)).toBeNull();
    expect(formatCoef(1.8755, 0)).toBe('1.876');
  });

  it('multiplies coefficients exactly with BigInt and rounds once', () => {
    expect(productThousandths([1500, 1500])).toBe(2250n);
    expect(productThousandths([1333, 1333, 1333])).toBe(2369n); // 2.368593037 -> 2.369
    expect(productThousandths([])).toBe(1000n);
    // 30 x 2.0: 2^30 far beyond 2^53 thousandths^30 but exact.
    expect(productThousandths(Array.from({ length: 30 }, () => 2000))).toBe(1073741824000n);
  });

  it('COEF-004 decimal display: 2 decimals, 3 when the third is not 0', () => {
    expect(formatCoef(1.5, 0)).toBe('1.50');
    expect(formatCoef(1.875, 0)).toBe('1.875');
    expect(formatCoef(11, 0)).toBe('11.00');
    expect(parsed('1,875', 0)).toBe(1.875);
    expect(parsed('1.8755', 0)).toBe(1.876);
  });

  it('COEF-004 fractional: the UK ladder for common prices; a typed fraction reads back to its price', () => {
    const cases: [number, string][] = [
      [1.5, '1/2'],
      [1.91, '10/11'],
      [1.909, '10/11'],
      [2.62, '13/8'],
      [2.625, '13/8'],
      [1.33, '1/3'],
      [1.333, '1/3'],
      [1.67, '2/3'],
      [2, '1/1'],
      [2.5, '3/2'],
      [3.13, '17/8'],
      [4.33, '10/3'],
      [11, '10/1'],
      // Off the ladder: the rung below (these once showed 7/8 and 117/500).
      [1.875, '5/6'],
      [1.001, '1/1000'],
      [1.234, '2/9'],
    ];
    for (const [coef, shown] of cases) expect(formatCoef(coef, 1), String(coef)).toBe(shown);
    expect(parsed('10/11', 1)).toBe(1.91);
    expect(parsed('13/8', 1)).toBe(2.62);
    expect(parsed('4/6', 1)).toBe(1.67);
    expect(parsed('7/8', 1)).toBe(1.875);
    expect(parsed('117 / 500', 1)).toBe(1.234);
    expect(parsed('Evens', 1)).toBe(2);
    expect(parsed('3', 1)).toBe(4);
    expect(parsed('1/0', 1)).toBe('COEF_INVALID_FORMAT');
    expect(parsed('0/5', 1)).toBe('COEF_OUT_OF_RANGE');
    expect(parsed('1.5', 1)).toBe('COEF_INVALID_FORMAT');
  });

  it('COEF-004 fractional: an off-ladder price shows the longest ladder price not above it (6.289 is 5/1, never 5289/1000)', () => {
    const cases: [number, string][] = [
      [6.289, '5/1'],
      [7.904, '13/2'],
      [2.333, '5/4'],
      [5.667, '9/2'],
      [2.143, '11/10'],
      [1.429, '2/5'],
      [1.417, '2/5'],
      [3.857, '11/4'],
      [1.999, '10/11'],
      [2.049, '1/1'],
      [1.006, '1/200'],
      [1.013, '1/80'],
      [14.5, '12/1'],
      [24.9, '22/1'],
      [99, '80/1'],
      [700, '500/1'],
      [1001, '1000/1'],
      [1234.5, '1200/1'],
      [98_766, '98000/1'],
    ];
    for (const [coef, shown] of cases) expect(formatCoef(coef, 1), String(coef)).toBe(shown);
  });

  it('COEF-004 fractional: the ladder rises, and each of its prices reads back to itself', () => {
    for (const [i, rung] of FRACTIONAL_LADDER.entries()) {
      const next = FRACTIONAL_LADDER[i + 1];
      expect(rung.from).toBeLessThanOrEqual(rung.price);
      if (next) expect(rung.price, rung.text).toBeLessThan(next.from);
      expect(formatCoefThousandths(rung.price, 1)).toBe(rung.text);
      expect(formatCoefThousandths(rung.from, 1)).toBe(rung.text);
      expect(parsed(rung.text, 1)).toBe(rung.price / 1000);
      const [num, den] = rung.text.split('/').map(Number) as [number, number];
      expect(den <= 20 || num === 1, rung.text).toBe(true);
    }
  });

  it('COEF-004 fractional: a shown fraction is never above the price by more than half a hundredth, the next ladder price is above it, and a longer price never shows a shorter fraction (property)', () => {
    const value = (t: number) => {
      const [num, den] = (formatCoefThousandths(t, 1) as string).split('/').map(Number) as [number, number];
      return 1000 + (num * 1000) / den;
    };
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1001, max: 5000 }), fc.integer({ min: 1001, max: 2_000_000 })),
        fc.nat(5000),
        (t, dt) => {
          const shown = value(t);
          expect(shown).toBeLessThanOrEqual(t + 5);
          const rung = FRACTIONAL_LADDER.findIndex((r) => r.text === formatCoefThousandths(t, 1));
          const next = rung < 0 ? undefined : FRACTIONAL_LADDER[rung + 1];
          if (next) expect(next.from).toBeGreaterThan(t);
          expect(value(t + dt)).toBeGreaterThanOrEqual(shown);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('COEF-004 American: integer with sign, +(d-1)x100 from evens, -100/(d-1) below', () => {
    expect(formatCoef(2.5, 2)).toBe('+150');
    expect(formatCoef(1.5, 2)).toBe('-200');
    expect(formatCoef(2, 2)).toBe('+100');
    expect(formatCoef(1.91, 2)).toBe('-110');
    expect(formatCoef(1.001, 2)).toBe('-100000');
    expect(parsed('+150', 2)).toBe(2.5);
    expect(parsed('150', 2)).toBe(2.5);
    expect(parsed('-200', 2)).toBe(1.5);
    expect(parsed('-110', 2)).toBe(1.909);
    expect(parsed('50', 2)).toBe('COEF_OUT_OF_RANGE');
    expect(parsed('-99', 2)).toBe('COEF_OUT_OF_RANGE');
  });

  it('COEF-004 Hong Kong (4) is d - 1; Asian Hong Kong (16) has fixed 2 decimals', () => {
    expect(formatCoef(1.875, 4)).toBe('0.875');
    expect(formatCoef(2.5, 4)).toBe('1.50');
    expect(formatCoef(1.875, 16)).toBe('0.88');
    expect(formatCoef(1.001, 16)).toBe('0.01'); // never shows a price as 0.00
    expect(parsed('0.875', 4)).toBe(1.875);
    expect(parsed('0.88', 16)).toBe(1.88);
    expect(parsed('0', 4)).toBe('COEF_OUT_OF_RANGE');
  });

  it('COEF-004 Malay (5, 14): d - 1 up to evens, -1/(d - 1) above', () => {
    expect(formatCoef(1.5, 5)).toBe('0.50');
    expect(formatCoef(1.875, 5)).toBe('0.875');
    expect(formatCoef(2, 5)).toBe('1.00');
    expect(formatCoef(2.5, 5)).toBe('-0.667');
    expect(formatCoef(3, 5)).toBe('-0.50');
    expect(formatCoef(1.875, 14)).toBe('0.88');
    expect(formatCoef(2.5, 14)).toBe('-0.67');
    expect(parsed('-0.50', 5)).toBe(3);
    expect(parsed('0.875', 5)).toBe(1.875);
    expect(parsed('-0.67', 14)).toBe(2.493);
    expect(parsed('1.5', 5)).toBe('COEF_OUT_OF_RANGE');
    expect(parsed('-1.5', 14)).toBe('COEF_OUT_OF_RANGE');
    expect(parsed('0', 5)).toBe('COEF_OUT_OF_RANGE');
  });

  it('COEF-004 Indonesian (6, 15): d - 1 from evens, -1/(d - 1) below; 15 has fixed 2 decimals and a sign', () => {
    expect(formatCoef(2.5, 6)).toBe('1.50');
    expect(formatCoef(1.5, 6)).toBe('-2.00');
    expect(formatCoef(1.8, 6)).toBe('-1.25');
    expect(formatCoef(2.5, 15)).toBe('+1.50');
    expect(formatCoef(1.875, 15)).toBe('-1.14');
    expect(formatCoef(2, 15)).toBe('+1.00');
    expect(parsed('-1.25', 6)).toBe(1.8);
    expect(parsed('+1.50', 15)).toBe(2.5);
    expect(parsed('-2', 15)).toBe(1.5);
    expect(parsed('0.5', 6)).toBe('COEF_OUT_OF_RANGE');
  });

  it('COEF-004 converts a price between formats; bad input gives a code, never a number', () => {
    expect(convertCoef('+150', 2, 1)).toBe('3/2');
    expect(convertCoef('3/2', 1, 5)).toBe('-0.667');
    expect(convertCoef('-0.50', 5, 2)).toBe('+200');
    expect(convertCoef('junk', 0, 1)).toBeNull();
    expect(parsed('', 0)).toBe('COEF_EMPTY');
    expect(parsed('abc', 0)).toBe('COEF_INVALID_FORMAT');
    expect(parsed('1.0004', 0)).toBe('COEF_OUT_OF_RANGE');
    expect(parseCoef('1.5', 3 as CoefViewId)).toEqual({
      ok: false,
      error: { code: 'COEF_UNKNOWN_FORMAT', viewId: 3 },
    });
    expect(formatCoef(1, 0)).toBeNull();
    expect(formatCoef(Number.NaN, 0)).toBeNull();
    expect(formatCoef(Number.POSITIVE_INFINITY, 2)).toBeNull();
    expect(formatCoef(1.5, 3 as CoefViewId)).toBeNull();
  });

  it('COEF-004 every format converts back to the same decimal within its display precision (property)', () => {
    const coefT = fc.oneof(
      fc.integer({ min: 1001, max: 3000 }),
      fc.integer({ min: 1001, max: 100_000 }),
      fc.integer({ min: 1001, max: 1_000_000 }),
    );
    fc.assert(
      fc.property(coefT, fc.constantFrom(...ALL), (t, id) => {
        const shown = formatCoefThousandths(t, id);
        expect(shown).not.toBeNull();
        const back = parseCoef(shown as string, id);
        expect(back.ok).toBe(true);
        if (!back.ok) return;
        // Same display again: the decimal read back lies within the shown precision.
        expect(formatCoefThousandths(back.thousandths, id)).toBe(shown);
        // Lossless formats give the very same coefficient back.
        if (id === 0 || id === 4) expect(back.thousandths).toBe(t);
      }),
      { numRuns: 5000 },
    );
  });

  it('COEF-004 the lossy formats stay close to the decimal they show', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 20_000 }), (t) => {
        // Malay / Indonesian 3 decimals where the value is coef - 1: exact.
        const inExact = (id: CoefViewId) =>
          (parseCoef(formatCoefThousandths(t, id) as string, id) as { thousandths: number }).thousandths;
        if (t <= 2000) expect(inExact(5)).toBe(t);
        if (t >= 2000) expect(inExact(6)).toBe(t);
        // Indonesian below evens: -1/(d - 1) to 3 decimals reads back exactly.
        if (t < 2000) expect(inExact(6)).toBe(t);
        // A fractional ladder price reads back at most half a hundredth above the price, and below the next rung.
        expect(inExact(1)).toBeLessThanOrEqual(t + 5);
        expect(FRACTIONAL_LADDER.find((r) => r.from > inExact(1))?.from ?? Infinity).toBeGreaterThan(t);
        // American: an integer; reading it back moves the coefficient by at most 0.006.
        expect(Math.abs(inExact(2) - t)).toBeLessThanOrEqual(6);
      }),
      { numRuns: 3000 },
    );
  });

  it('COEF-004 a price beyond 1000/1 shows its odds to two significant digits, read back to a price shown the same way', () => {
    const cases: [number, string][] = [
      [1_000_001_000, '1000000/1'],
      [1_000_001_001, '1000000/1'],
      [481_924_135_789, '480000000/1'],
      [Number.MAX_SAFE_INTEGER - 1, '9000000000000/1'],
    ];
    for (const [t, text] of cases) {
      const shown = formatCoefThousandths(t, 1) as string;
      expect(shown).toBe(text);
      const back = parseCoef(shown, 1);
      expect(back.ok && back.thousandths <= t).toBe(true);
      expect(back.ok && formatCoefThousandths(back.thousandths, 1)).toBe(shown);
    }
    expect(parsed('9007199254740993/1', 1)).toBe('COEF_OUT_OF_RANGE');
  });
});
