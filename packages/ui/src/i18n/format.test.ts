import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatDateTime, formatMoney, formatNumber, numberFormat } from './format';

describe('Intl formatters', () => {
  it('are made once per locale and options and format like a new one', () => {
    const options = { style: 'currency', currency: 'EUR' } as const;
    expect(numberFormat('de', options)).toBe(numberFormat('de', { ...options }));
    expect(numberFormat('de', options)).not.toBe(numberFormat('en', options));
    expect(numberFormat('de', options).format(1234.5)).toBe(
      new Intl.NumberFormat('de', options).format(1234.5),
    );
    const day = { day: '2-digit', month: '2-digit', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('ru', day)).toBe(dateTimeFormat('ru', { ...day }));
    expect(dateTimeFormat('ru', day)).not.toBe(dateTimeFormat('ru', { ...day, timeZone: 'Asia/Tokyo' }));
    expect(dateTimeFormat('ru', day).format(Date.UTC(2026, 10, 27))).toBe('27.11');
  });

  it('money, numbers and dates keep their formats', () => {
    expect(formatMoney(123_456, 'EUR', 'en')).toBe('€1,234.56');
    expect(formatMoney(1_500, 'JPY', 'en')).toBe('¥1,500');
    expect(formatNumber(1234.5, 'en', 1)).toBe('1,234.5');
    expect(formatDateTime(Date.UTC(2026, 0, 2, 12), 'en', true)).toBe('Jan 2, 2026');
  });
});
