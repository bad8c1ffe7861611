import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencyById, currencyOf } from './currency';
import { convertRetired, retiredCurrency } from './retired';

describe('retired currencies', () => {
  it('the kuna is known for the accounts held in it, but no longer offered', () => {
    expect(currencyById(11)).toBeUndefined();
    expect(CURRENCIES.some((c) => c.iso === 'HRK')).toBe(false);
    expect(currencyOf(11)).toMatchObject({ iso: 'HRK', symbol: 'kn', decimals: 2 });
    expect(retiredCurrency('HRK')).toMatchObject({ replacedBy: 'EUR', rate: '7.53450' });
  });

  it('converts at the fixed rate, rounded half away from zero to the cent', () => {
    const hrk = retiredCurrency('HRK')!;
    expect(convertRetired(753_450, hrk)).toBe(100_000);
    expect(convertRetired(10_000, hrk)).toBe(1_327);
    expect(convertRetired(0, hrk)).toBe(0);
    // 1 lipa is 0.13 cent: rounds down; 4 lipa is 0.53 cent: rounds up.
    expect(convertRetired(1, hrk)).toBe(0);
    expect(convertRetired(4, hrk)).toBe(1);
  });
});
