import { describe, expect, it } from 'vitest';
import { decideCoefChange, seenCoefAfterChange } from './acceptance';
import { CHANGE_COEF_ACTION } from './types';

describe('bet acceptance on odds change', () => {
  it('COUPON-014 confirm asks for any change, accept-any accepts every change, accept-on-increase only rises', () => {
    const { CONFIRM, ACCEPT_ANY, ACCEPT_INCREASE } = CHANGE_COEF_ACTION;
    expect(decideCoefChange(CONFIRM, 2.1, 2.2)).toBe('confirm');
    expect(decideCoefChange(CONFIRM, 2.1, 2.0)).toBe('confirm');
    expect(decideCoefChange(ACCEPT_ANY, 2.1, 2.2)).toBe('accept');
    expect(decideCoefChange(ACCEPT_ANY, 2.1, 1.5)).toBe('accept');
    expect(decideCoefChange(ACCEPT_INCREASE, 2.1, 2.101)).toBe('accept');
    expect(decideCoefChange(ACCEPT_INCREASE, 2.1, 2.099)).toBe('confirm');
  });

  it('COUPON-014 an unchanged coefficient (to 3 decimals) is accepted in every mode', () => {
    for (const action of [0, 1, 2]) {
      expect(decideCoefChange(action, 1.85, 1.85)).toBe('accept');
      expect(decideCoefChange(action, 1.85, 1.8500001)).toBe('accept');
    }
  });

  it('an unknown mode or an unusable coefficient asks the player', () => {
    expect(decideCoefChange(7, 2, 3)).toBe('confirm');
    expect(decideCoefChange(CHANGE_COEF_ACTION.ACCEPT_ANY, Number.NaN, 2)).toBe('confirm');
    expect(decideCoefChange(CHANGE_COEF_ACTION.ACCEPT_ANY, 2, Number.POSITIVE_INFINITY)).toBe('confirm');
  });
});

describe('the price the slip counts as seen after a change', () => {
  it('COUPON-014 accept-on-increase takes a rise silently and asks only for a drop below the price last taken', () => {
    const { ACCEPT_INCREASE } = CHANGE_COEF_ACTION;
    // 2.10 rises to 2.25: taken, nothing to confirm.
    let seen = seenCoefAfterChange(ACCEPT_INCREASE, 2.1, 2.25);
    expect(seen).toBe(2.25);
    expect(decideCoefChange(ACCEPT_INCREASE, seen, 2.25)).toBe('accept');
    // Then it falls to 2.2: below the price the player now sees, so it asks (and the seen price stays).
    expect(decideCoefChange(ACCEPT_INCREASE, seen, 2.2)).toBe('confirm');
    seen = seenCoefAfterChange(ACCEPT_INCREASE, seen, 2.2);
    expect(seen).toBe(2.25);
    // Back up to 2.3: above what was seen, taken again.
    expect(seenCoefAfterChange(ACCEPT_INCREASE, seen, 2.3)).toBe(2.3);
  });

  it('COUPON-014 accept-any takes every change and confirm takes none', () => {
    const { CONFIRM, ACCEPT_ANY } = CHANGE_COEF_ACTION;
    expect(seenCoefAfterChange(ACCEPT_ANY, 2.1, 1.9)).toBe(1.9);
    expect(seenCoefAfterChange(ACCEPT_ANY, 2.1, 2.4)).toBe(2.4);
    expect(seenCoefAfterChange(CONFIRM, 2.1, 2.4)).toBe(2.1);
    expect(seenCoefAfterChange(CONFIRM, 2.1, 1.9)).toBe(2.1);
    // An unusable price is never taken.
    expect(seenCoefAfterChange(ACCEPT_ANY, 2.1, Number.NaN)).toBe(2.1);
  });
});
