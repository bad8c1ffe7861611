import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CURRENCIES,
  currencyById,
  currencyByIso,
  currencyDecimals,
  divRound,
  formatMinor,
  fromMinor,
  parseAmount,
  readDecimal,
  roundHalfAwayFromZero,
  splitMinor,
  sumMinor,
  toMinor,
} from '../index';

describe('rounding rule: half away from zero', () => {
  it('rounds exact halves away from zero, on both signs', () => {
    expect(divRound(5n, 10n)).toBe(1n);
    expect(divRound(-5n, 10n)).toBe(-1n);
    expect(divRound(15n, 10n)).toBe(2n);
    expect(divRound(25n, 10n)).toBe(3n); // not banker's rounding (which would give 2)
    expect(divRound(-25n, 10n)).toBe(-3n);
    expect(divRound(14n, 10n)).toBe(1n);
    expect(divRound(-14n, 10n)).toBe(-1n);
    expect(divRound(7n, -2n)).toBe(-4n);
  });

  it('works on the decimal a player sees, not on the binary double', () => {
    // 2.675 and 1.005 are stored as 2.67499999... and 1.00499999... in doubles.
    expect(roundHalfAwayFromZero(2.675, 2)).toBe(2.68);
    expect(roundHalfAwayFromZero(1.005, 2)).toBe(1.01);
    expect(roundHalfAwayFromZero(-0.005, 2)).toBe(-0.01);
    expect(roundHalfAwayFromZero(0.0049, 2)).toBe(0);
    expect(roundHalfAwayFromZero(1.0005, 3)).toBe(1.001);
    expect(roundHalfAwayFromZero(Number.NaN, 2)).toBeNaN();
  });

  it('reads decimals exactly, including exponents', () => {
    expect(readDecimal('1.5e-3')).toEqual({ negative: false, significand: 15n, exponent: -4 });
    expect(readDecimal(1e21)).toEqual({ negative: false, significand: 1n, exponent: 21 });
    expect(readDecimal('abc')).toBeNull();
    expect(readDecimal(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('currencies and minor units', () => {
  it('JPY has 0 decimals; RUB, USD, EUR, UAH, KZT, GBP, PLN, BYN, TRY have 2; unknown falls back to RUB', () => {
    expect(currencyDecimals('JPY')).toBe(0);
    for (const iso of ['RUB', 'USD', 'EUR', 'UAH', 'KZT', 'GBP', 'PLN', 'BYN', 'TRY', 'usd']) {
      expect(currencyDecimals(iso)).toBe(2);
    }
    expect(currencyDecimals('XXX')).toBe(2);
    expect(currencyDecimals(undefined)).toBe(2);
  });

  it('formats and converts minor units', () => {
    expect(formatMinor(1050, 'USD')).toBe('10.50');
    expect(formatMinor(-5, 'USD')).toBe('-0.05');
    expect(formatMinor(1000, 'JPY')).toBe('1000');
    expect(fromMinor(1050, 'USD')).toBe(10.5);
    expect(toMinor(10.5, 'USD')).toBe(1050);
    expect(toMinor(10.5, 'JPY')).toBeNull();
    expect(toMinor(0.1 + 0.2, 'USD')).toBeNull(); // 0.30000000000000004 is more precise than cents
  });
});

describe('parseAmount', () => {
  it('reads "10", "10.5", "10,50" and spaced thousands into minor units', () => {
    expect(parseAmount('10', 'RUB')).toEqual({ ok: true, minor: 1000 });
    expect(parseAmount('10.5', 'USD')).toEqual({ ok: true, minor: 1050 });
    expect(parseAmount('10,50', 'EUR')).toEqual({ ok: true, minor: 1050 });
    expect(parseAmount(' 1 000,5 ', 'UAH')).toEqual({ ok: true, minor: 100050 });
    expect(parseAmount('.5', 'USD')).toEqual({ ok: true, minor: 50 });
    expect(parseAmount('10.', 'USD')).toEqual({ ok: true, minor: 1000 });
    expect(parseAmount('10.500', 'USD')).toEqual({ ok: true, minor: 1050 });
    expect(parseAmount('1500', 'JPY')).toEqual({ ok: true, minor: 1500 });
    expect(parseAmount(12.34, 'USD')).toEqual({ ok: true, minor: 1234 });
    expect(parseAmount('0', 'USD')).toEqual({ ok: true, minor: 0 });
  });

  it('fails with a clear code instead of guessing or rounding', () => {
    const code = (input: string | number, iso = 'USD') => {
      const r = parseAmount(input, iso);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code('')).toBe('AMOUNT_EMPTY');
    expect(code('   ')).toBe('AMOUNT_EMPTY');
    expect(code('abc')).toBe('AMOUNT_INVALID_FORMAT');
    expect(code('1.000,50')).toBe('AMOUNT_INVALID_FORMAT');
    expect(code('1.2.3')).toBe('AMOUNT_INVALID_FORMAT');
    expect(code('1e3')).toBe('AMOUNT_INVALID_FORMAT');
    expect(code('-5')).toBe('AMOUNT_NEGATIVE');
    expect(code(-5)).toBe('AMOUNT_NEGATIVE');
    expect(code('10.555')).toBe('AMOUNT_TOO_PRECISE');
    expect(code('10.5', 'JPY')).toBe('AMOUNT_TOO_PRECISE');
    expect(code(Number.NaN)).toBe('AMOUNT_NOT_FINITE');
    expect(code(Number.POSITIVE_INFINITY)).toBe('AMOUNT_NOT_FINITE');
    expect(code('999999999999999999')).toBe('AMOUNT_TOO_LARGE');
    expect(parseAmount('10.555', 'USD')).toEqual({
      ok: false,
      error: { code: 'AMOUNT_TOO_PRECISE', decimals: 2 },
    });
  });

  it('round-trips every formatted amount (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom('USD', 'JPY', 'RUB'),
        (m, iso) => {
          expect(parseAmount(formatMinor(m, iso), iso)).toEqual({ ok: true, minor: m });
          expect(parseAmount(formatMinor(m, iso).replace('.', ','), iso)).toEqual({ ok: true, minor: m });
        },
      ),
    );
  });
});

describe('splitting and summing money', () => {
  it('splits a stake into near-equal parts', () => {
    expect(splitMinor(1000, 3)).toEqual([334, 333, 333]);
    expect(splitMinor(2, 5)).toEqual([1, 1, 0, 0, 0]);
    expect(splitMinor(100, 0)).toEqual([]);
    expect(splitMinor(-1, 2)).toEqual([]);
    expect(splitMinor(1.5, 2)).toEqual([]);
  });

  it('never loses or creates a minor unit across splitting (type 9) and summing (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 1, max: 30 }),
        (total, n) => {
          const parts = splitMinor(total, n);
          expect(parts).toHaveLength(n);
          expect(sumMinor(parts)).toBe(BigInt(total));
          expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
          expect(parts.every((p) => Number.isSafeInteger(p) && p >= 0)).toBe(true);
        },
      ),
    );
  });

  it('sums exactly beyond 2^53 and rejects non-integers', () => {
    expect(sumMinor([Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER])).toBe(
      2n * BigInt(Number.MAX_SAFE_INTEGER),
    );
    expect(sumMinor([1, 0.5])).toBeNull();
    expect(sumMinor([])).toBe(0n);
  });
});

describe('currency ids', () => {
  it('every currency of DECISIONS has a unique id, its ISO decimals and a symbol', () => {
    const isos = ['RUB', 'USD', 'EUR', 'UAH', 'KZT', 'GBP', 'PLN', 'JPY', 'BYN', 'TRY'];
    expect(CURRENCIES.map((c) => c.iso)).toEqual(isos);
    expect(new Set(CURRENCIES.map((c) => c.id)).size).toBe(isos.length);
    expect(currencyByIso('jpy')?.decimals).toBe(0);
    expect(currencyById(2)?.iso).toBe('USD');
    expect(currencyById(99)).toBeUndefined();
    for (const c of CURRENCIES) expect(c.symbol.length).toBeGreaterThan(0);
  });
});
