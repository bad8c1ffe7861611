import type { CouponIssue, CouponIssueCode } from '@betline/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../test/i18n';
import type { UiT } from '../../i18n';
import { couponIssueMessage, CouponIssues } from './CouponIssues';

/** One issue of every code validateCoupon can return; the mapped type makes a new code a compile error here. */
const samples: { [K in CouponIssueCode]: Extract<CouponIssue, { code: K }> } = {
  MALFORMED_COUPON: { code: 'MALFORMED_COUPON' },
  EMPTY_COUPON: { code: 'EMPTY_COUPON' },
  UNKNOWN_TYPE: { code: 'UNKNOWN_TYPE', typeId: 7 },
  TOO_MANY_BETS: { code: 'TOO_MANY_BETS', count: 31, max: 30 },
  SINGLE_NEEDS_ONE_BET: { code: 'SINGLE_NEEDS_ONE_BET', count: 2 },
  EXPRESS_NEEDS_TWO_BETS: { code: 'EXPRESS_NEEDS_TWO_BETS', count: 1 },
  SYSTEM_TOO_FEW_UNITS: { code: 'SYSTEM_TOO_FEW_UNITS', offset: 2, min: 3 },
  SYSTEM_VALUE_OUT_OF_RANGE: { code: 'SYSTEM_VALUE_OUT_OF_RANGE', value: 5, min: 2, max: 3 },
  BET_LOCKED: { code: 'BET_LOCKED', betId: 'b1', blocked: true, dependent: false, bannedExpress: false },
  GAME_FINISHED: { code: 'GAME_FINISHED', betId: 'b1' },
  SAME_GAME: { code: 'SAME_GAME', gameId: 'g1', betIds: ['b1', 'b2'] },
  SPECIAL_COEF: { code: 'SPECIAL_COEF', betId: 'b1' },
  COEF_MISSING: { code: 'COEF_MISSING', betId: 'b1' },
  COEF_BELOW_MIN: { code: 'COEF_BELOW_MIN', betId: 'b1', coef: 1, min: 1.001 },
  COEF_INVALID: { code: 'COEF_INVALID', betId: 'b1' },
  COEF_ABOVE_MAX: { code: 'COEF_ABOVE_MAX', betId: 'b1', coef: 20_000, max: 10_000 },
  BET_ID_INVALID: { code: 'BET_ID_INVALID', betId: 'x' },
  DUPLICATE_BET: { code: 'DUPLICATE_BET', betId: 'b1', count: 2 },
  BLOCK_ID_INVALID: { code: 'BLOCK_ID_INVALID', betId: 'b1', blockId: '1' },
  BONUS_BET_UNKNOWN: { code: 'BONUS_BET_UNKNOWN', betId: 'bonus', typeId: 9001 },
  LIMIT_INVALID: { code: 'LIMIT_INVALID', limit: 'maxBetAmount' },
  BLOCK_AMOUNT_INVALID: { code: 'BLOCK_AMOUNT_INVALID', blockId: '2' },
  POSSIBLE_WIN_TOO_LARGE: { code: 'POSSIBLE_WIN_TOO_LARGE', max: Number.MAX_SAFE_INTEGER },
  PAYOUT_ABOVE_MAX: { code: 'PAYOUT_ABOVE_MAX', max: 1_000_000, possibleWin: 2_000_000 },
  RESULTS_MALFORMED: { code: 'RESULTS_MALFORMED' },
  RESULT_UNKNOWN: { code: 'RESULT_UNKNOWN', betId: 'b1', result: 'half-won' },
  BANKER_NOT_ALLOWED: { code: 'BANKER_NOT_ALLOWED', betId: 'b1' },
  BONUS_BET_NOT_ELIGIBLE: { code: 'BONUS_BET_NOT_ELIGIBLE', reasons: ['TOO_FEW_BETS'] },
  BONUS_BET_DUPLICATE: { code: 'BONUS_BET_DUPLICATE', count: 2 },
  BONUS_BET_COEF_MISMATCH: { code: 'BONUS_BET_COEF_MISMATCH', betId: 'bonus', coef: 1.03, expected: 1.04 },
  AMOUNT_INVALID: { code: 'AMOUNT_INVALID' },
  AMOUNT_NOT_POSITIVE: { code: 'AMOUNT_NOT_POSITIVE' },
  AMOUNT_TOO_PRECISE: { code: 'AMOUNT_TOO_PRECISE', decimals: 2 },
  AMOUNT_TOO_LARGE: { code: 'AMOUNT_TOO_LARGE', max: Number.MAX_SAFE_INTEGER },
  AMOUNT_BELOW_MIN: { code: 'AMOUNT_BELOW_MIN', min: 100 },
  AMOUNT_ABOVE_MAX: { code: 'AMOUNT_ABOVE_MAX', max: 500_000, betId: 'b1' },
  BLOCK_AMOUNT_ABOVE_MAX: { code: 'BLOCK_AMOUNT_ABOVE_MAX', blockId: 2, max: 1_250 },
  SYSTEM_STAKE_TOO_SMALL: { code: 'SYSTEM_STAKE_TOO_SMALL', lines: 10, min: 10 },
  INSUFFICIENT_BALANCE: { code: 'INSUFFICIENT_BALANCE', balance: 500, required: 1_000 },
  BONUS_ACCOUNT_TYPE_NOT_ALLOWED: { code: 'BONUS_ACCOUNT_TYPE_NOT_ALLOWED', typeId: 2, allowed: [0, 1] },
  BONUS_ACCOUNT_VIP_BET: { code: 'BONUS_ACCOUNT_VIP_BET' },
  VIP_BET_UNAVAILABLE: { code: 'VIP_BET_UNAVAILABLE' },
};

const betName = (id: string) => (id === 'b1' ? 'Lyon v Nice, Draw' : id);

describe('couponIssueMessage', () => {
  for (const lng of ['en', 'ru'] as const) {
    const t = testI18n.getFixedT(lng, 'ui') as unknown as UiT;
    const other = t('coupon.issues.other');
    it.each(Object.values(samples))(
      `every refusal of validateCoupon reads as a sentence in ${lng}: %o`,
      (issue) => {
        const message = couponIssueMessage(issue, t, { currency: 'EUR', locale: lng, betName });
        expect(message).not.toMatch(/coupon\.|\{\{|undefined|NaN/);
        expect(message).not.toBe(other);
        expect(message.length).toBeGreaterThan(10);
      },
    );
  }

  it('COUPON-050 COUPON-052 money in a refusal is formatted in the account currency, per bet where it applies', () => {
    const t = testI18n.getFixedT('en', 'ui') as unknown as UiT;
    const ctx = { currency: 'EUR', locale: 'en', betName };
    expect(couponIssueMessage(samples.AMOUNT_BELOW_MIN, t, ctx)).toBe('The minimum stake is €1.00.');
    expect(couponIssueMessage(samples.AMOUNT_ABOVE_MAX, t, ctx)).toBe(
      'Lyon v Nice, Draw: The maximum stake is €5,000.00.',
    );
    expect(couponIssueMessage(samples.INSUFFICIENT_BALANCE, t, { ...ctx, currency: 'JPY' })).toBe(
      'Not enough money: you need ¥1,000, your balance is ¥500.',
    );
    expect(couponIssueMessage(samples.BONUS_ACCOUNT_TYPE_NOT_ALLOWED, t, ctx)).toBe(
      'From the bonus account you can place: Single or Express.',
    );
  });

  it('a code core adds later gets the general message, not a raw code', () => {
    const t = testI18n.getFixedT('en', 'ui') as unknown as UiT;
    const future = { code: 'SOMETHING_NEW' } as unknown as CouponIssue;
    expect(couponIssueMessage(future, t, { currency: 'EUR', locale: 'en' })).toBe(
      'The bet cannot be placed. Check your bet slip.',
    );
  });

  it('lists each distinct message once', () => {
    render(
      <CouponIssues issues={[samples.EMPTY_COUPON, samples.EMPTY_COUPON]} context={{ currency: 'EUR' }} />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
