import { describe, expect, it } from 'vitest';
import {
  amountStep,
  autoMaxAmount,
  blockMaxAmounts,
  chainedBlockMaxAmounts,
  COUPON_TYPE,
  createCouponSettings,
  defaultStakeLimits,
  createCouponState,
  initialAmount,
  isVipBetAvailable,
  maxAmountFor,
  minAmountFor,
  stepAmount,
  validateCoupon,
} from '../index';
import { bet, couponWith, siteConfig } from '../../test/fixtures';

const main = { type: 0, iso: 'RUB', money: 10_000_000 };
const bonusAccount = { type: 4, iso: 'RUB', money: 10_000_000 };

describe('amount limits', () => {
  it('COUPON-048 the max amount of the first block is maxBetAmount', () => {
    expect(chainedBlockMaxAmounts([{ amount: 1_000, coef: 2000 }], 50_000)).toEqual([50_000]);
    expect(chainedBlockMaxAmounts([{ amount: 1_000, coef: 2000 }], Number.POSITIVE_INFINITY)).toEqual([
      Number.POSITIVE_INFINITY,
    ]);
  });

  it('COUPON-049 each later block max = previous block amount x previous block coef, rounded to 2', () => {
    const maxes = chainedBlockMaxAmounts(
      [
        { amount: 1_000, coef: 1875 }, // 10.00 x 1.875 = 18.75
        { amount: 333, coef: 1500 }, // 3.33 x 1.5 = 4.995 -> 5.00
        { amount: 0, coef: 3000 },
        { amount: 100, coef: 2000 },
      ],
      50_000,
    );
    expect(maxes).toEqual([50_000, 1_875, 500, 0]);
    // From a coupon: blocks in ascending id, a block's coef is the product of its bets.
    const c = createCouponState({
      typeId: COUPON_TYPE.SYSTEM_WITH_BLOCKS,
      maxBetAmount: 50_000,
      amountByBlockId: { '1': 1_000, '2': 2_000 },
      bets: [
        bet(3, 3, { blockId: 3 }),
        bet(1, 1.5, { blockId: 1 }),
        bet(2, 1.25, { blockId: 1 }),
        bet(4, 2, { blockId: 2 }),
      ],
    });
    expect(blockMaxAmounts(c)).toEqual({ '1': 50_000, '2': 1_875, '3': 4_000 });
    const issues = validateCoupon(
      { ...c, amount: 10_000, amountByBlockId: { '1': 1_000, '2': 1_876, '3': 3_000 } },
      {
        siteConfig: siteConfig(),
        account: main,
      },
    );
    expect(issues).toEqual([{ code: 'BLOCK_AMOUNT_ABOVE_MAX', blockId: 2, max: 1_875 }]);
  });

  it('COUPON-050 the min amount applies only to coupon types listed in couponTypesWithMinAmount', () => {
    const c = couponWith(COUPON_TYPE.EXPRESS, [1.5, 2], { minBetAmount: 500, amount: 100 });
    expect(minAmountFor(c, siteConfig({ couponTypesWithMinAmount: [1] }))).toBe(500);
    expect(minAmountFor(c, siteConfig({ couponTypesWithMinAmount: [0, 2] }))).toBeNull();
    expect(validateCoupon(c, { siteConfig: siteConfig({ couponTypesWithMinAmount: [1] }) })).toEqual([
      { code: 'AMOUNT_BELOW_MIN', min: 500 },
    ]);
    expect(validateCoupon(c, { siteConfig: siteConfig({ couponTypesWithMinAmount: [0] }) })).toEqual([]);
    // For a system the minimum is per line: 2 of 4 has 6 lines.
    const sys = couponWith(COUPON_TYPE.SYSTEM, [1.5, 1.6, 1.7, 1.8], { minBetAmount: 100 });
    expect(minAmountFor(sys, siteConfig())).toBe(600);
  });

  it('COUPON-051 the min amount applies only when a min amount exists', () => {
    const c = couponWith(COUPON_TYPE.SINGLE, [1.5], { amount: 1 });
    expect(minAmountFor({ ...c, minBetAmount: null }, siteConfig())).toBeNull();
    expect(minAmountFor({ ...c, minBetAmount: 0 }, siteConfig())).toBeNull();
    expect(minAmountFor({ ...c, minBetAmount: Number.NaN }, siteConfig())).toBeNull();
    expect(validateCoupon({ ...c, minBetAmount: null }, { siteConfig: siteConfig() })).toEqual([]);
    expect(validateCoupon({ ...c, minBetAmount: 10 }, { siteConfig: siteConfig() })).toEqual([
      { code: 'AMOUNT_BELOW_MIN', min: 10 },
    ]);
  });

  it('COUPON-052 the max amount applies only to coupon types listed in couponTypesWithMaxAmount', () => {
    const c = couponWith(COUPON_TYPE.SINGLE, [1.5], { maxBetAmount: 5_000, amount: 6_000 });
    expect(maxAmountFor(c, siteConfig({ couponTypesWithMaxAmount: [0] }), main)).toBe(5_000);
    expect(maxAmountFor(c, siteConfig({ couponTypesWithMaxAmount: [1, 2] }), main)).toBeNull();
    expect(
      validateCoupon(c, { siteConfig: siteConfig({ couponTypesWithMaxAmount: [0] }), account: main }),
    ).toEqual([{ code: 'AMOUNT_ABOVE_MAX', max: 5_000 }]);
    expect(
      validateCoupon(c, { siteConfig: siteConfig({ couponTypesWithMaxAmount: [1] }), account: main }),
    ).toEqual([]);
  });

  it('COUPON-053 the max amount does not apply to a bonus account', () => {
    const c = couponWith(COUPON_TYPE.SINGLE, [1.5], { maxBetAmount: 5_000, amount: 6_000 });
    expect(maxAmountFor(c, siteConfig(), bonusAccount)).toBeNull();
    expect(validateCoupon(c, { siteConfig: siteConfig(), account: bonusAccount })).toEqual([]);
    expect(autoMaxAmount(c, siteConfig(), bonusAccount)).toBe(10_000_000);
    expect(autoMaxAmount(c, siteConfig(), main)).toBe(5_000);
    expect(autoMaxAmount(c, siteConfig(), { type: 0, money: 3_000 })).toBe(3_000);
    expect(autoMaxAmount({ ...c, maxBetAmount: Number.POSITIVE_INFINITY }, siteConfig(), null)).toBeNull();
  });

  it('COUPON-054 amount step per currency, fallback RUB', () => {
    const steps = {
      RUB: 10_000,
      USD: 250,
      EUR: 250,
      UAH: 5_000,
      KZT: 50_000,
      GBP: 250,
      PLN: 1_000,
      JPY: 500,
      BYN: 500,
      TRY: 1_000,
    };
    for (const [iso, minor] of Object.entries(steps)) expect(amountStep(iso), iso).toBe(minor);
    expect(amountStep('HRK')).toBe(10_000); // RUB's 100, in the currency's minor units
    expect(amountStep('usd')).toBe(250);
    const manual = createCouponSettings({
      isManualAmountStep: true,
      amountStepByCurrencyIso: { USD: 1_000 },
    });
    expect(amountStep('USD', manual)).toBe(1_000);
    expect(amountStep('EUR', manual)).toBe(250);
    expect(amountStep('USD', { ...manual, isManualAmountStep: false })).toBe(250);
    expect(stepAmount(1_000, 250, 1)).toBe(1_250);
    expect(stepAmount(100, 250, -1)).toBe(0);
  });

  it('COUPON-055 initial amount per currency, fallback RUB (TRY, BYN are not listed)', () => {
    const initial = {
      RUB: 15_000,
      USD: 500,
      EUR: 500,
      UAH: 5_000,
      KZT: 100_000,
      GBP: 500,
      PLN: 5_000,
      JPY: 1_000,
    };
    for (const [iso, minor] of Object.entries(initial)) expect(initialAmount(iso), iso).toBe(minor);
    expect(initialAmount('TRY')).toBe(15_000);
    expect(initialAmount('BYN')).toBe(15_000);
    expect(initialAmount('XXX')).toBe(15_000);
  });
});

describe('VIP bet', () => {
  const vipCoupon = () => couponWith(COUPON_TYPE.EXPRESS, [1.5, 2], { maxBetAmount: 5_000 });

  it('is available with showVipBet on, a finite max, line bets only, and a type other than 9', () => {
    expect(isVipBetAvailable(vipCoupon(), siteConfig())).toBe(true);
    expect(isVipBetAvailable(vipCoupon(), siteConfig({ showVipBet: false }))).toBe(false);
  });

  it('COUPON-056 VIP bet only if maxBetAmount is finite', () => {
    expect(isVipBetAvailable({ ...vipCoupon(), maxBetAmount: Number.POSITIVE_INFINITY }, siteConfig())).toBe(
      false,
    );
  });

  it('COUPON-057 VIP bet only if all bets are line', () => {
    const c = vipCoupon();
    expect(
      isVipBetAvailable({ ...c, bets: [c.bets[0]!, bet(9, 2, { gameStatusId: 2 })] }, siteConfig()),
    ).toBe(false);
    expect(
      isVipBetAvailable({ ...c, bets: [c.bets[0]!, bet(9, 2, { market: { isLive: true } })] }, siteConfig()),
    ).toBe(false);
  });

  it('COUPON-058 VIP bet only if there is at least one bet', () => {
    expect(isVipBetAvailable({ ...vipCoupon(), bets: [] }, siteConfig())).toBe(false);
  });

  it('COUPON-059 VIP bet only if the coupon type is not 9', () => {
    expect(isVipBetAvailable({ ...vipCoupon(), typeId: COUPON_TYPE.MULTIPLE_SINGLES }, siteConfig())).toBe(
      false,
    );
    expect(isVipBetAvailable({ ...vipCoupon(), typeId: COUPON_TYPE.SYSTEM }, siteConfig())).toBe(true);
  });

  it('a VIP bet lifts the maximum; an unavailable VIP bet is reported', () => {
    const c = { ...vipCoupon(), amount: 9_000, isActiveVipBet: true };
    expect(validateCoupon(c, { siteConfig: siteConfig(), account: main })).toEqual([]);
    expect(
      validateCoupon({ ...c, isActiveVipBet: false }, { siteConfig: siteConfig(), account: main }),
    ).toEqual([{ code: 'AMOUNT_ABOVE_MAX', max: 5_000 }]);
    expect(validateCoupon(c, { siteConfig: siteConfig({ showVipBet: false }), account: main })).toEqual([
      { code: 'VIP_BET_UNAVAILABLE' },
      { code: 'AMOUNT_ABOVE_MAX', max: 5_000 },
    ]);
  });
});

describe('chained block maximum', () => {
  const blocks = (fields: Partial<Parameters<typeof createCouponState>[0]> = {}) =>
    createCouponState({
      typeId: COUPON_TYPE.SYSTEM_WITH_BLOCKS,
      amount: 3_000,
      systemValue: 2,
      amountByBlockId: { '1': 1_000, '2': 5_000, '3': 1_000 },
      bets: [bet(1, 1.5, { blockId: 1 }), bet(2, 2, { blockId: 2 }), bet(3, 3, { blockId: 3 })],
      ...fields,
    });

  it('COUPON-049 later blocks are capped by the chain even when maxBetAmount is unlimited (DECISIONS 4)', () => {
    const c = blocks();
    // Block 2 may stake at most block 1's 10.00 x 1.5 = 15.00, whatever the coupon maximum.
    expect(blockMaxAmounts(c)).toEqual({ '1': Number.POSITIVE_INFINITY, '2': 1_500, '3': 10_000 });
    expect(validateCoupon(c, { siteConfig: siteConfig(), account: main })).toEqual([
      { code: 'BLOCK_AMOUNT_ABOVE_MAX', blockId: 2, max: 1_500 },
    ]);
    expect(
      validateCoupon(
        { ...c, amountByBlockId: { '1': 1_000, '2': 1_500, '3': 1_000 } },
        { siteConfig: siteConfig() },
      ),
    ).toEqual([]);
    // Where no maximum applies (type not listed, bonus account) the chain does not apply either.
    expect(validateCoupon(c, { siteConfig: siteConfig({ couponTypesWithMaxAmount: [0, 1] }) })).toEqual([]);
  });

  it('COUPON-049 a block coefficient that is not an integer number of thousandths gives no max, not an exception', () => {
    expect(
      chainedBlockMaxAmounts(
        [
          { amount: 1_000, coef: Number.NaN },
          { amount: 1_000, coef: 1500.5 },
          { amount: 1_000, coef: 2000 },
        ],
        50_000,
      ),
    ).toEqual([50_000, 0, 0]);
  });
});

describe('defaultStakeLimits', () => {
  it('the house limits follow the amount step: min a tenth of it, max 1,000 steps, payout 100 x max', () => {
    expect(defaultStakeLimits('RUB')).toEqual({ min: 1_000, max: 10_000_000, maxPayout: 1_000_000_000 });
    expect(defaultStakeLimits('USD')).toEqual({ min: 25, max: 250_000, maxPayout: 25_000_000 });
    // An unlisted currency takes RUB's step, like every table of the seed.
    expect(defaultStakeLimits('XXX')).toEqual(defaultStakeLimits('RUB'));
  });
});
