import { describe, expect, it } from 'vitest';
import { LIMIT_AMOUNT_MAX, parseLimitAmount } from './limitInput';

const code = (input: string, currency: string | null = 'EUR') => {
  const result = parseLimitAmount(input, currency);
  return result.ok ? `ok ${result.value}` : result.error.code;
};

describe('parseLimitAmount', () => {
  it('reads a plain whole amount, with white space around it ignored', () => {
    expect(parseLimitAmount('100', 'EUR')).toEqual({ ok: true, value: 100 });
    expect(parseLimitAmount('  250\t', 'EUR')).toEqual({ ok: true, value: 250 });
    expect(parseLimitAmount('007', 'EUR')).toEqual({ ok: true, value: 7 });
  });

  it('takes "." and "," as the decimal separator; zero decimals within the currency are the same amount', () => {
    expect(code('12.00')).toBe('ok 12');
    expect(code('12,00')).toBe('ok 12');
    expect(code('12.0')).toBe('ok 12');
  });

  it('refuses a sign: "-5" is not a limit of 5', () => {
    expect(code('-5')).toBe('sign');
    expect(code('+5')).toBe('sign');
    expect(code('\u22125')).toBe('sign');
    expect(code(' -5 ')).toBe('sign');
  });

  it('reads "12.5" as 12.50 (never 125) and refuses it: a limit is a whole amount', () => {
    expect(parseLimitAmount('12.5', 'EUR')).toEqual({
      ok: false,
      error: { code: 'wholeUnits', below: 12, above: 13 },
    });
    expect(parseLimitAmount('12,50', 'EUR')).toEqual({
      ok: false,
      error: { code: 'wholeUnits', below: 12, above: 13 },
    });
  });

  it('refuses more decimals than the currency has', () => {
    expect(code('5.001')).toBe('decimals');
    expect(code('5.000')).toBe('decimals');
    expect(code('5.5', 'JPY')).toBe('decimals');
    expect(code('5.0', 'JPY')).toBe('decimals');
    expect(code('500', 'JPY')).toBe('ok 500');
  });

  it('refuses anything but digits and one separator: exponents, inner spaces, group separators, words', () => {
    for (const input of ['1e3', '1E3', '1 000', '1\u00a0000', '1,000.50', '1.000,50', '12.', '.5', ',5']) {
      expect(code(input), input).toBe('format');
    }
    for (const input of ['0x10', 'Infinity', 'NaN', 'five', '5€', '€5', '1_000', '١٢']) {
      expect(code(input), input).toBe('format');
    }
  });

  it('refuses an empty field or one of spaces only', () => {
    expect(code('')).toBe('empty');
    expect(code('  ')).toBe('empty');
  });

  it('refuses amounts below one unit', () => {
    expect(parseLimitAmount('0', 'EUR')).toEqual({ ok: false, error: { code: 'tooSmall', min: 1 } });
    expect(code('0.00')).toBe('tooSmall');
    expect(code('0.99')).toBe('tooSmall');
    expect(code('1')).toBe('ok 1');
  });

  it('refuses huge amounts exactly (no float rounding) and the service\'s "no limit" value', () => {
    expect(code(String(LIMIT_AMOUNT_MAX))).toBe(`ok ${LIMIT_AMOUNT_MAX}`);
    expect(parseLimitAmount('999999999', 'EUR')).toEqual({
      ok: false,
      error: { code: 'tooLarge', max: LIMIT_AMOUNT_MAX },
    });
    expect(code('999999998.01')).toBe('tooLarge');
    expect(code('99999999999999999999999999')).toBe('tooLarge');
    expect(code('9007199254740993')).toBe('tooLarge');
  });

  it('an unknown currency has two decimals (the app default)', () => {
    expect(code('10.50', null)).toBe('wholeUnits');
    expect(code('10.505', null)).toBe('decimals');
  });
});
