import { describe, expect, it } from 'vitest';
import { addBet, createBet, createCouponSettings, createCouponState, toCouponPayload } from '@betline/core';
import { bookingCodeParamsSchema, couponParamsSchema, placeCouponRequestSchema } from './betting';

describe('betting contracts', () => {
  it('COUPON-011 the coupon the slip sends (toCouponPayload of core) is a valid placement request', () => {
    let coupon = createCouponState({ typeId: 1, amount: 15_000 });
    coupon = addBet(coupon, createBet({ market: { id: 12_000_001, gameId: 12_000, coef: 1.85 } }));
    coupon = addBet(coupon, createBet({ market: { id: 13_000_004, gameId: 13_000, coef: 2.1 } }));
    const payload = toCouponPayload(coupon, createCouponSettings(), {
      id: '0b6f7c2e-5d1a-4c1e-9a57-3f2a4c9d8e11',
      coefViewId: 0,
    });
    const parsed = placeCouponRequestSchema.parse(JSON.parse(JSON.stringify(payload)));
    expect(parsed.bets).toHaveLength(2);
    expect(parsed).toMatchObject({ typeId: 1, amount: 15_000, changeCoefAction: 2 });
  });

  it('refuses hostile placement input with a message: string block ids and coefficients, fractions of a minor unit', () => {
    const base = {
      id: 'coupon-0001',
      accountId: null,
      amount: 1000,
      amountByBlockId: {},
      bets: [{ market: { id: 1, gameId: 1, coef: 1.5 }, blockId: null }],
      changeCoefAction: 2,
      coef: 1.5,
      coefByView: '1.50',
      coefViewId: 0,
      exactCoef: 0,
      isDropOnScoreChange: false,
      prepaidAmount: 0,
      refId: null,
      systemValue: 2,
      typeId: 0,
      userId: null,
      hyperBonusPercent: 0,
      minHyperBonusBetLimit: 0,
      maxHyperBonusLimit: 0,
    };
    expect(placeCouponRequestSchema.safeParse(base).success).toBe(true);
    const bad = [
      { ...base, bets: [{ market: { id: 1, gameId: 1, coef: 1.5 }, blockId: '1' }] },
      { ...base, bets: [{ market: { id: 1, gameId: 1, coef: '2.5' }, blockId: null }] },
      { ...base, amount: 10.5 },
      { ...base, amount: 2 ** 53 },
      { ...base, amountByBlockId: { '1': '99999' } },
      { ...base, id: 'x' },
      { ...base, bets: [] },
    ];
    for (const input of bad) {
      const result = placeCouponRequestSchema.safeParse(input);
      expect(result.success, JSON.stringify(input).slice(0, 120)).toBe(false);
      expect(result.error?.issues[0]?.message.length).toBeGreaterThan(0);
    }
  });

  it('coupon numbers are digits and booking codes 8 capitals or digits', () => {
    expect(couponParamsSchema.parse({ couponId: '42' })).toEqual({ couponId: 42 });
    expect(couponParamsSchema.safeParse({ couponId: '4a' }).success).toBe(false);
    expect(bookingCodeParamsSchema.safeParse({ code: 'AB12CD34' }).success).toBe(true);
    expect(bookingCodeParamsSchema.safeParse({ code: 'ab12cd34' }).success).toBe(false);
  });
});
