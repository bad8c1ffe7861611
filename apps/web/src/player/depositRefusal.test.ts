import { describe, expect, it } from 'vitest';
import { readDepositLimitRefusal } from './depositRefusal';

describe('readDepositLimitRefusal', () => {
  it('reads what is left (minor units) and the period from structured fields only', () => {
    const message = 'Deposit refused: over your deposit limit; still allowed now: 4000 (minor units of EUR)';
    expect(readDepositLimitRefusal({ code: 'deposit_limit', message, stillAllowed: 4000 })).toEqual({
      stillAllowed: 4000,
      period: null,
    });
    expect(readDepositLimitRefusal({ code: 'deposit_limit', stillAllowed: 0, limitType: 21 })).toEqual({
      stillAllowed: 0,
      period: 'week',
    });
    expect(readDepositLimitRefusal({ code: 'deposit_limit', stillAllowed: '1250', period: '30d' })).toEqual({
      stillAllowed: 1250,
      period: 'month',
    });
    // Without the figure the message is not read for one.
    expect(readDepositLimitRefusal({ code: 'deposit_limit', message })).toEqual({
      stillAllowed: null,
      period: null,
    });
  });

  it('a figure that is not a count of minor units is not used', () => {
    for (const stillAllowed of [-1, 12.5, '12.5', '-3', Number.NaN, 2 ** 60, null]) {
      expect(readDepositLimitRefusal({ code: 'deposit_limit', stillAllowed })?.stillAllowed).toBeNull();
    }
  });

  it('is null for other refusals', () => {
    expect(readDepositLimitRefusal({ code: 'excluded', until: '2026-12-05T14:00:00Z' })).toBeNull();
    expect(readDepositLimitRefusal(undefined)).toBeNull();
  });
});
