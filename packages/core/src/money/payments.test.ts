import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './currency';
import {
  VERIFICATION_WITHDRAWAL_THRESHOLD_UNITS,
  firstDepositBonusAmount,
  firstDepositBonusCap,
  paymentUnitsToMinor,
  verificationWithdrawalThreshold,
} from './payments';

describe('payment units and the first-deposit bonus', () => {
  it('a payment unit is scaled per currency and counted in its minor units', () => {
    expect(paymentUnitsToMinor(1, 'EUR')).toBe(100);
    expect(paymentUnitsToMinor(1, 'RUB')).toBe(10_000);
    expect(paymentUnitsToMinor(1, 'JPY')).toBe(150);
    // A currency without its own scale counts one to one.
    expect(paymentUnitsToMinor(2, 'CHF')).toBe(200);
  });

  it('the bonus is the whole first deposit up to 100 units of its currency', () => {
    expect(firstDepositBonusCap('EUR')).toBe(10_000);
    expect(firstDepositBonusAmount(2_500, 'EUR')).toBe(2_500);
    expect(firstDepositBonusAmount(50_000, 'EUR')).toBe(10_000);
    expect(firstDepositBonusAmount(5_000_000, 'RUB')).toBe(1_000_000);
    for (const currency of CURRENCIES) expect(firstDepositBonusCap(currency.iso)).toBeGreaterThan(0);
  });
});

describe('the verification threshold of withdrawals', () => {
  it('is 1 000 payment units in each currency, in its minor units', () => {
    expect(VERIFICATION_WITHDRAWAL_THRESHOLD_UNITS).toBe(1_000);
    expect(verificationWithdrawalThreshold('USD')).toBe(100_000);
    expect(verificationWithdrawalThreshold('RUB')).toBe(10_000_000);
    expect(verificationWithdrawalThreshold('JPY')).toBe(150_000);
  });
});
