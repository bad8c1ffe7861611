import { describe, expect, it } from 'vitest';
import { decideCoefChange } from './acceptance';
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
