import { describe, expect, it } from 'vitest';
import { CASHBACK, cashbackPoints, cashbackWeek, percentCashback, pointsWorth } from './cashback';
import { paymentUnitsToMinor } from './payments';

describe('cashback (ACC-027)', () => {
  it('counts weeks from Monday 00:00 UTC', () => {
    const wednesday = Date.UTC(2026, 10, 25, 15, 30);
    expect(cashbackWeek(wednesday)).toEqual({ start: Date.UTC(2026, 10, 23), end: Date.UTC(2026, 10, 30) });
    const monday = Date.UTC(2026, 10, 30);
    expect(cashbackWeek(monday).start).toBe(monday);
    expect(cashbackWeek(monday - 1).end).toBe(monday);
  });

  it('ACC-027 percent: a share of the net loss from the minimum on, up to the maximum', () => {
    const unit = paymentUnitsToMinor(1, 'EUR');
    expect(percentCashback(CASHBACK.minLossUnits * unit - 1, 'EUR')).toBe(0);
    expect(percentCashback(50 * unit, 'EUR')).toBe(5 * unit);
    expect(percentCashback(1_000_000 * unit, 'EUR')).toBe(CASHBACK.maxUnits * unit);
    expect(percentCashback(-5 * unit, 'EUR')).toBe(0);
  });

  it('ACC-027 points: one per payment unit staked, worth a unit per hundred; the rest stays', () => {
    expect(cashbackPoints(paymentUnitsToMinor(250, 'RUB') + 99, 'RUB')).toBe(250);
    expect(pointsWorth(250, 'EUR')).toEqual({ amount: paymentUnitsToMinor(2, 'EUR'), used: 200 });
    expect(pointsWorth(99, 'EUR')).toEqual({ amount: 0, used: 0 });
  });
});
