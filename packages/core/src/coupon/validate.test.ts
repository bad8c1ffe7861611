import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canPlaceCoupon,
  COUPON_TYPE,
  createBonusBet,
  createCouponState,
  issueCodes,
  possibleWin,
  SPECIAL_MARKET_TYPE_IDS,
  validateCoupon,
  type CouponState,
} from '../index';
import { bet, couponWith, siteConfig } from '../../test/fixtures';

const account = { type: 0, iso: 'USD', money: 1_000_000 };
const ctx = { siteConfig: siteConfig(), account };
const codes = (c: CouponState, context = ctx) => issueCodes(validateCoupon(c, context));

describe('validateCoupon', () => {
  it('accepts a valid coupon of every type', () => {
    expect(validateCoupon(couponWith(COUPON_TYPE.SINGLE, [1.5]), ctx)).toEqual([]);
    expect(validateCoupon(couponWith(COUPON_TYPE.EXPRESS, [1.5, 2]), ctx)).toEqual([]);
    expect(validateCoupon(couponWith(COUPON_TYPE.SYSTEM, [1.5, 2, 3], { systemValue: 2 }), ctx)).toEqual([]);
    expect(
      validateCoupon(
        couponWith(COUPON_TYPE.MULTIPLE_SINGLES, [1.5, 2], { amountByBetId: { '1': 100, '2': 100 } }),
        ctx,
      ),
    ).toEqual([]);
    expect(canPlaceCoupon(couponWith(COUPON_TYPE.SINGLE, [1.5]), ctx)).toBe(true);
  });

  it('reports an empty coupon and an unknown type', () => {
    expect(codes(createCouponState({ amount: 100 }))).toEqual(['EMPTY_COUPON']);
    expect(validateCoupon(couponWith(3, [1.5, 2]), ctx)).toEqual([{ code: 'UNKNOWN_TYPE', typeId: 3 }]);
  });

  it('reports every reason at once, never only the first', () => {
    const c = createCouponState({
      typeId: COUPON_TYPE.EXPRESS,
      amount: Number.NaN,
      bets: [bet(1, 1.5, { isBlocked: true }), bet(2, 1.0004, { gameStatusId: 4, market: { gameId: 1001 } })],
    });
    expect(validateCoupon(c, ctx)).toEqual([
      { code: 'BET_LOCKED', betId: '1', blocked: true, dependent: false, bannedExpress: false },
      { code: 'GAME_FINISHED', betId: '2' },
      { code: 'COEF_BELOW_MIN', betId: '2', coef: 1.0004, min: 1.001 },
      { code: 'SAME_GAME', gameId: '1001', betIds: ['1', '2'] },
      { code: 'AMOUNT_INVALID' },
    ]);
  });

  it('COUPON-020 a locked bet blocks the coupon with the kind of lock', () => {
    expect(
      validateCoupon(couponWith(COUPON_TYPE.SINGLE, [1.5], { bets: [bet(1, 1.5, { isDepend: true })] }), ctx),
    ).toEqual([{ code: 'BET_LOCKED', betId: '1', blocked: false, dependent: true, bannedExpress: false }]);
  });

  it('COUPON-022 a finished game blocks the coupon', () => {
    expect(
      codes(couponWith(COUPON_TYPE.SINGLE, [1.5], { bets: [bet(1, 1.5, { gameIsFinished: true })] })),
    ).toEqual(['GAME_FINISHED']);
  });

  it('rejects two selections of one game in an express or system, not in multiple singles', () => {
    const bets = [bet(1, 1.5, { market: { gameId: 7 } }), bet(2, 2, { market: { gameId: 7 } }), bet(3, 3)];
    expect(validateCoupon(createCouponState({ typeId: 1, amount: 100, bets }), ctx)).toEqual([
      { code: 'SAME_GAME', gameId: '7', betIds: ['1', '2'] },
    ]);
    expect(codes(createCouponState({ typeId: 2, amount: 100, bets }))).toEqual(['SAME_GAME']);
    expect(codes(createCouponState({ typeId: 9, amountByBetId: { '1': 1, '2': 1, '3': 1 }, bets }))).toEqual(
      [],
    );
  });

  it('amount edge cases: 0, negative, NaN, Infinity, fractional minor units, too large', () => {
    const c = couponWith(COUPON_TYPE.SINGLE, [1.5]);
    expect(validateCoupon({ ...c, amount: 0 }, ctx)).toEqual([{ code: 'AMOUNT_NOT_POSITIVE' }]);
    expect(validateCoupon({ ...c, amount: -100 }, ctx)).toEqual([{ code: 'AMOUNT_NOT_POSITIVE' }]);
    expect(validateCoupon({ ...c, amount: Number.NaN }, ctx)).toEqual([{ code: 'AMOUNT_INVALID' }]);
    expect(validateCoupon({ ...c, amount: Number.POSITIVE_INFINITY }, ctx)).toEqual([
      { code: 'AMOUNT_INVALID' },
    ]);
    expect(validateCoupon({ ...c, amount: '100' as unknown as number }, ctx)).toEqual([
      { code: 'AMOUNT_INVALID' },
    ]);
    expect(validateCoupon({ ...c, amount: 100.5 }, ctx)).toEqual([
      { code: 'AMOUNT_TOO_PRECISE', decimals: 2 },
    ]);
    expect(validateCoupon({ ...c, amount: 100.5 }, { ...ctx, account: { ...account, iso: 'JPY' } })).toEqual([
      { code: 'AMOUNT_TOO_PRECISE', decimals: 0 },
    ]);
    expect(validateCoupon({ ...c, amount: 2 ** 60 }, { siteConfig: siteConfig() })).toEqual([
      { code: 'AMOUNT_TOO_LARGE', max: Number.MAX_SAFE_INTEGER },
    ]);
    expect(possibleWin({ ...c, amount: -100 })).toBeNull();
  });

  it('type 9 checks each bet amount on its own', () => {
    const c = couponWith(COUPON_TYPE.MULTIPLE_SINGLES, [1.5, 2, 3], {
      amountByBetId: { '1': 100, '2': 0 },
      minBetAmount: 50,
      maxBetAmount: 150,
    });
    expect(validateCoupon({ ...c, amountByBetId: { '1': 40, '2': 0, '3': 200 } }, ctx)).toEqual([
      { code: 'AMOUNT_BELOW_MIN', min: 50, betId: '1' },
      { code: 'AMOUNT_NOT_POSITIVE', betId: '2' },
      { code: 'AMOUNT_ABOVE_MAX', max: 150, betId: '3' },
    ]);
    expect(validateCoupon(c, ctx)).toContainEqual({ code: 'AMOUNT_INVALID', betId: '3' });
  });

  it('COUPON-018 coefficient edge cases: below 1.001, missing, not a number, special', () => {
    expect(validateCoupon(couponWith(COUPON_TYPE.SINGLE, [1]), ctx)).toEqual([
      { code: 'COEF_BELOW_MIN', betId: '1', coef: 1, min: 1.001 },
    ]);
    expect(codes(couponWith(COUPON_TYPE.SINGLE, [1.001]))).toEqual([]);
    expect(codes(couponWith(COUPON_TYPE.SINGLE, [null]))).toEqual(['COEF_MISSING']);
    expect(codes(couponWith(COUPON_TYPE.SINGLE, [0]))).toEqual(['COEF_MISSING']);
    expect(codes(couponWith(COUPON_TYPE.SINGLE, [Number.NaN]))).toEqual(['COEF_INVALID']);
    expect(codes(couponWith(COUPON_TYPE.SINGLE, [Number.POSITIVE_INFINITY]))).toEqual(['COEF_INVALID']);
    expect(codes(couponWith(COUPON_TYPE.SINGLE, [-2]))).toEqual(['COEF_INVALID']);
    const [special] = [...SPECIAL_MARKET_TYPE_IDS];
    const specialBet = bet(5, null, { market: { typeId: special } });
    expect(codes(createCouponState({ typeId: 0, amount: 100, bets: [specialBet] }))).toEqual([]);
    expect(possibleWin(createCouponState({ typeId: 0, amount: 100, bets: [specialBet] }))).toBeNull();
    expect(
      validateCoupon(createCouponState({ typeId: 1, amount: 100, bets: [bet(1, 1.5), specialBet] }), ctx),
    ).toEqual([{ code: 'SPECIAL_COEF', betId: '5' }]);
  });

  it('more than 30 selections', () => {
    const coefs = Array.from({ length: 31 }, () => 1.2);
    expect(validateCoupon(couponWith(COUPON_TYPE.EXPRESS, coefs), ctx)).toEqual([
      { code: 'TOO_MANY_BETS', count: 31, max: 30 },
    ]);
    expect(codes(couponWith(COUPON_TYPE.EXPRESS, coefs.slice(1)))).toEqual([]);
  });

  it('bet count per type', () => {
    expect(validateCoupon(couponWith(COUPON_TYPE.SINGLE, [1.5, 2]), ctx)).toEqual([
      { code: 'SINGLE_NEEDS_ONE_BET', count: 2 },
    ]);
    expect(validateCoupon(couponWith(COUPON_TYPE.EXPRESS, [1.5]), ctx)).toEqual([
      { code: 'EXPRESS_NEEDS_TWO_BETS', count: 1 },
    ]);
    expect(validateCoupon(couponWith(COUPON_TYPE.SYSTEM, [1.5, 2]), ctx)).toEqual([
      { code: 'SYSTEM_TOO_FEW_UNITS', offset: 2, min: 3 },
    ]);
  });

  it('COUPON-005 system value out of range (k > n, k = n, k < 2) is a clear code', () => {
    const c = couponWith(COUPON_TYPE.SYSTEM, [1.5, 2, 3, 4]);
    expect(validateCoupon({ ...c, systemValue: 5 }, ctx)).toEqual([
      { code: 'SYSTEM_VALUE_OUT_OF_RANGE', value: 5, min: 2, max: 3 },
    ]);
    expect(codes({ ...c, systemValue: 4 })).toEqual(['SYSTEM_VALUE_OUT_OF_RANGE']);
    expect(codes({ ...c, systemValue: 1 })).toEqual(['SYSTEM_VALUE_OUT_OF_RANGE']);
    expect(codes({ ...c, systemValue: 2.5 })).toEqual(['SYSTEM_VALUE_OUT_OF_RANGE']);
    expect(codes({ ...c, systemValue: 3 })).toEqual([]);
    expect(possibleWin({ ...c, systemValue: 5 })).toBeNull();
  });

  it('a system needs at least one minor unit per line', () => {
    const c = couponWith(COUPON_TYPE.SYSTEM, [1.5, 2, 3, 4, 5], { systemValue: 2, amount: 9 });
    expect(validateCoupon(c, ctx)).toEqual([{ code: 'SYSTEM_STAKE_TOO_SMALL', lines: 10, min: 10 }]);
  });

  it('a banker that may not be a banker', () => {
    const c = createCouponState({
      typeId: COUPON_TYPE.SYSTEM,
      amount: 100,
      bets: [
        bet(1, 1.5, { blockId: 0, isDisabledBanker: true }),
        bet(2, 2, { blockId: 1 }),
        bet(3, 3, { blockId: 2 }),
        bet(4, 4, { blockId: 3 }),
      ],
    });
    expect(validateCoupon(c, ctx)).toEqual([{ code: 'BANKER_NOT_ALLOWED', betId: '1' }]);
  });

  it('insufficient balance counts every stake of a type-9 coupon', () => {
    const c = couponWith(COUPON_TYPE.MULTIPLE_SINGLES, [1.5, 2], { amountByBetId: { '1': 600, '2': 500 } });
    expect(validateCoupon(c, { ...ctx, account: { ...account, money: 1_000 } })).toEqual([
      { code: 'INSUFFICIENT_BALANCE', balance: 1_000, required: 1_100 },
    ]);
    expect(validateCoupon(c, { ...ctx, account: { ...account, money: 1_100 } })).toEqual([]);
  });

  it('bonus-account restrictions: no systems or multiple singles by default, no VIP bet', () => {
    const bonus = { type: 4, iso: 'USD', money: 1_000_000 };
    expect(validateCoupon(couponWith(COUPON_TYPE.SYSTEM, [1.5, 2, 3]), { ...ctx, account: bonus })).toEqual([
      { code: 'BONUS_ACCOUNT_TYPE_NOT_ALLOWED', typeId: 2, allowed: [0, 1] },
    ]);
    expect(codes(couponWith(COUPON_TYPE.EXPRESS, [1.5, 2]), { ...ctx, account: bonus })).toEqual([]);
    expect(
      codes(couponWith(COUPON_TYPE.SYSTEM, [1.5, 2, 3]), {
        ...ctx,
        account: bonus,
        bonusAccountCouponTypes: [2],
      } as typeof ctx),
    ).toEqual([]);
    const vip = couponWith(COUPON_TYPE.EXPRESS, [1.5, 2], { isActiveVipBet: true, maxBetAmount: 50 });
    expect(codes(vip, { ...ctx, account: bonus })).toEqual(['BONUS_ACCOUNT_VIP_BET']);
  });

  it('never throws, whatever it is given (property)', () => {
    expect(validateCoupon(null as unknown as CouponState, ctx)).toEqual([{ code: 'MALFORMED_COUPON' }]);
    expect(validateCoupon({ bets: [{}] } as unknown as CouponState, ctx)).toEqual([
      { code: 'MALFORMED_COUPON' },
    ]);
    expect(validateCoupon(createCouponState(), undefined as unknown as typeof ctx)).toEqual([
      { code: 'MALFORMED_COUPON' },
    ]);
    const num = fc.oneof(
      fc.double(),
      fc.integer(),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(-1, 0, 1, 2, 3, 4, 9, 99),
        fc.array(num, { maxLength: 35 }),
        num,
        num,
        (typeId, coefs, amount, systemValue) => {
          const c = couponWith(typeId, coefs, { amount, systemValue });
          const issues = validateCoupon(c, ctx);
          expect(Array.isArray(issues)).toBe(true);
          for (const i of issues) expect(typeof i.code).toBe('string');
          const win = possibleWin(c);
          expect(win === null || (Number.isFinite(win) && win >= 0)).toBe(true);
          if (issues.length === 0) expect(win).not.toBeNull();
        },
      ),
      { numRuns: 500 },
    );
  });

  it('COUPON-037 a bonus bet whose coef does not match the real bets (DECISIONS 3) is reported', () => {
    const real = [bet(1, 1.5), bet(2, 1.6), bet(3, 1.7)];
    const coupon = (bonus: ReturnType<typeof createBonusBet>[]) =>
      createCouponState({
        typeId: COUPON_TYPE.EXPRESS,
        amount: 1_000,
        bets: [...real, ...bonus.map((b) => b!)],
      });
    expect(validateCoupon(coupon([createBonusBet(3)]), ctx)).toEqual([]);
    // 3 real bets: the bonus is 1.03; a 1.09 or 1.1 bonus bet would pay more than the rule allows.
    expect(validateCoupon(coupon([createBonusBet(9)]), ctx)).toEqual([
      { code: 'BONUS_BET_COEF_MISMATCH', betId: 'express-bonus', coef: 1.09, expected: 1.03 },
    ]);
    expect(codes(coupon([createBonusBet(10)]))).toEqual(['BONUS_BET_COEF_MISMATCH']);
    // The bonus bet counted as a 4th bet (1.04) is the misreading DECISIONS 3 rules out.
    expect(codes(coupon([createBonusBet(4)]))).toEqual(['BONUS_BET_COEF_MISMATCH']);
    // Two bonus bets would apply the bonus twice (and share one bet id).
    expect(validateCoupon(coupon([createBonusBet(3), createBonusBet(3)]), ctx)).toEqual([
      { code: 'DUPLICATE_BET', betId: 'express-bonus', count: 2 },
      { code: 'BONUS_BET_DUPLICATE', count: 2 },
    ]);
  });

  it('INSUFFICIENT_BALANCE when the account balance is not a usable amount (never passes unchecked)', () => {
    const c = couponWith(COUPON_TYPE.SINGLE, [1.5], { amount: 100 });
    for (const money of [Number.NaN, undefined, '1000000', Number.POSITIVE_INFINITY, null]) {
      expect(
        validateCoupon(c, { ...ctx, account: { ...account, money: money as unknown as number } }),
        String(money),
      ).toEqual([{ code: 'INSUFFICIENT_BALANCE', balance: 0, required: 100 }]);
    }
    expect(validateCoupon(c, { ...ctx, account: { ...account, money: -50 } })).toEqual([
      { code: 'INSUFFICIENT_BALANCE', balance: -50, required: 100 },
    ]);
    // Without an account the balance is not checked at all.
    expect(validateCoupon(c, { siteConfig: siteConfig() })).toEqual([]);
  });
});
