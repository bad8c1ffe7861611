import { describe, expect, it } from 'vitest';
import {
  autoMaxAmount,
  amountStep,
  blockCoefThousandths,
  blockMaxAmounts,
  canPlaceCoupon,
  chainedBlockMaxAmounts,
  couponCoef,
  COUPON_TYPE,
  createBonusBet,
  createCouponSettings,
  createCouponState,
  decideCoefChange,
  expressCoefThousandths,
  isBonusBetAvailable,
  issueCodes,
  MAX_MINOR,
  maxAmountFor,
  possibleWin,
  possibleWinBig,
  stepAmount,
  syncBonusBet,
  validateCoupon,
  validateResults,
  type Bet,
  type BetResults,
  type CouponState,
} from '../index';
import { bet, couponWith, siteConfig } from '../../test/fixtures';

const account = { type: 0, iso: 'USD', money: 1_000_000_000 };
const ctx = { siteConfig: siteConfig(), account };
const codes = (c: CouponState, context: Parameters<typeof validateCoupon>[1] = ctx) =>
  issueCodes(validateCoupon(c, context));
/** A value of the wrong type where the engine expects a number, as hostile JSON would carry it. */
const hostile = <T>(value: unknown) => value as T;

describe('strict coupon engine (ADR 0021): bonus bets', () => {
  const express = () => couponWith(COUPON_TYPE.EXPRESS, [1.5, 2, 3], { amount: 1_000 });

  it('COUPON-019 a bonus bet of market type 9001 or 9002 or of sportId 0 is refused, never priced', () => {
    // The reported hole: express 1.5 x 2 x 3 plus such a bet at 50 validated with a possible win of 4,500.00.
    for (const market of [{ typeId: 9001 }, { typeId: 9002 }, { sportId: 0, typeId: 1 }]) {
      const c = { ...express(), bets: [...express().bets, bet(9, 50, { market })] };
      expect(validateCoupon(c, ctx), JSON.stringify(market)).toEqual([
        { code: 'BONUS_BET_UNKNOWN', betId: '9', typeId: market.typeId },
      ]);
      expect(possibleWin(c)).toBeNull();
      expect(possibleWinBig(c)).toBeNull();
      expect(couponCoef(c)).toBeNull();
      expect(expressCoefThousandths(c.bets)).toBeNull();
    }
    expect(possibleWin(express())).toBe(9_000);
  });

  it('COUPON-037 the express bonus bet is priced only at the coefficient its real bets give', () => {
    const synced = syncBonusBet(express(), siteConfig());
    // 1.5 x 2 x 3 x 1.03 = 9.27; 10.00 x 9.27 = 92.70
    expect(validateCoupon(synced, ctx)).toEqual([]);
    expect(possibleWin(synced)).toBe(9_270);
    const bonus = synced.bets[3] as Bet;
    const priced = (coef: unknown) => ({
      ...synced,
      bets: [...synced.bets.slice(0, 3), { ...bonus, market: { ...bonus.market, coef: coef as number } }],
    });
    for (const coef of [50, 1.1, 1.04, '1.03', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(possibleWin(priced(coef)), String(coef)).toBeNull();
      expect(codes(priced(coef)), String(coef)).toContain('BONUS_BET_COEF_MISMATCH');
    }
    // The issue echoes a coefficient only when it is a finite number.
    expect(validateCoupon(priced(Number.NaN), ctx)).toContainEqual(
      expect.objectContaining({ code: 'BONUS_BET_COEF_MISMATCH', coef: null, expected: 1.03 }),
    );
    // An express bonus bet on a coupon that does not earn it (two real bets) has no figure either.
    const two = { ...synced, bets: [...synced.bets.slice(0, 2), createBonusBet(3) as Bet] };
    expect(possibleWin(two)).toBeNull();
    expect(codes(two)).toEqual(['BONUS_BET_NOT_ELIGIBLE']);
  });

  it('COUPON-037 an express whose real bets are all void pays no bonus; a void leg recomputes it', () => {
    const synced = syncBonusBet(
      couponWith(COUPON_TYPE.EXPRESS, [1.5, 2, 3, 1.25], { amount: 1_000 }),
      siteConfig(),
    );
    expect(synced.bets[4]?.market.coef).toBe(1.04);
    // 1.5 x 2 x 3 x 1.25 = 11.25 x 1.04 = 11.70
    expect(possibleWin(synced)).toBe(11_700);
    const allVoid: BetResults = { '1': 'void', '2': 'void', '3': 'void', '4': 'void' };
    expect(possibleWin(synced, { results: allVoid })).toBe(1_000);
    // One void: three real bets are left, their bonus is 1.03: 9 x 1.03 = 9.27.
    expect(possibleWin(synced, { results: { '4': 'void' } })).toBe(9_270);
    // Two void: two real bets are left, which earn no bonus: 1.5 x 2 = 3.
    expect(possibleWin(synced, { results: { '3': 'void', '4': 'void' } })).toBe(3_000);
    expect(possibleWin(synced, { results: { '2': 'lost' } })).toBe(0);
    // The bonus bet is no selection: an entry for it does not change its value.
    expect(possibleWin(synced, { results: { 'express-bonus': 'lost' } })).toBe(11_700);
    expect(possibleWin(synced, { results: { ...allVoid, 'express-bonus': 'won' } })).toBe(1_000);
  });
});

describe('strict coupon engine (ADR 0021): ids', () => {
  const blocks = (second: unknown) =>
    createCouponState({
      typeId: COUPON_TYPE.SYSTEM_WITH_BLOCKS,
      amount: 300,
      systemValue: 2,
      bets: [
        bet(1, 2, { blockId: 1 }),
        bet(2, 1.5, { blockId: second as number }),
        bet(3, 3, { blockId: 2 }),
        bet(4, 4, { blockId: 3 }),
      ],
    });

  it('COUPON-028 COUPON-030 a block id that is not an integer is BLOCK_ID_INVALID, never another unit', () => {
    // Blocks 2 x 1.5 = 3, 3, 4: lines 9 + 12 + 12 = 33 at 1.00.
    expect(validateCoupon(blocks(1), ctx)).toEqual([]);
    expect(possibleWin(blocks(1))).toBe(3_300);
    // The reported hole: a string "1" made bet 2 a unit of its own (2 of 4 units, another figure).
    for (const blockId of ['1', 1.5, -1, Number.NaN, Number.POSITIVE_INFINITY, {}, true]) {
      expect(validateCoupon(blocks(blockId), ctx), String(blockId)).toEqual([
        { code: 'BLOCK_ID_INVALID', betId: '2', blockId },
      ]);
      expect(possibleWin(blocks(blockId)), String(blockId)).toBeNull();
    }
    // A string "0" is no banker either.
    const banker = createCouponState({
      typeId: COUPON_TYPE.SYSTEM,
      amount: 300,
      bets: [bet(1, 1.5, { blockId: hostile('0') }), bet(2, 2), bet(3, 3), bet(4, 4)],
    });
    expect(codes(banker)).toEqual(['BLOCK_ID_INVALID']);
    expect(possibleWin(banker)).toBeNull();
  });

  it('COUPON-026 two bets with one market id are DUPLICATE_BET, whatever their games (type 9 included)', () => {
    const twice = [bet(1, 1.5, { market: { gameId: 10 } }), bet(1, 2, { market: { gameId: 20 } })];
    const express = createCouponState({ typeId: COUPON_TYPE.EXPRESS, amount: 1_000, bets: twice });
    expect(validateCoupon(express, ctx)).toEqual([{ code: 'DUPLICATE_BET', betId: '1', count: 2 }]);
    expect(possibleWin(express)).toBeNull();
    // A number id and the same id as a string name one bet too.
    const mixed = { ...express, bets: [bet(1, 1.5), bet(2, 2, { market: { id: '1' } })] };
    expect(codes(mixed)).toEqual(['DUPLICATE_BET']);
    // Type 9: each bet has its own amount (COUPON-026); two bets with one id would share it.
    const singles = createCouponState({
      typeId: COUPON_TYPE.MULTIPLE_SINGLES,
      amountByBetId: { '1': 100 },
      bets: twice,
    });
    expect(validateCoupon(singles, ctx)).toEqual([{ code: 'DUPLICATE_BET', betId: '1', count: 2 }]);
    expect(possibleWin(singles)).toBeNull();
    // Ids that cannot name a bet.
    for (const id of ['', 1.5, null, {}]) {
      const c = couponWith(COUPON_TYPE.SINGLE, [1.5], {
        bets: [bet(1, 1.5, { market: { id: hostile(id) } })],
      });
      expect(codes(c), String(id)).toEqual(['BET_ID_INVALID']);
      expect(possibleWin(c), String(id)).toBeNull();
    }
  });
});

describe('strict coupon engine (ADR 0021): limits fail closed', () => {
  const single = (fields: Partial<CouponState> = {}) =>
    couponWith(COUPON_TYPE.SINGLE, [1.5], { amount: 100_000, ...fields });

  it('COUPON-052 COUPON-056 a maxBetAmount of the wrong type is LIMIT_INVALID and allows no stake', () => {
    expect(validateCoupon(single({ maxBetAmount: 500 }), ctx)).toEqual([
      { code: 'AMOUNT_ABOVE_MAX', max: 500 },
    ]);
    for (const max of ['500', Number.NaN, -1, 500.5, null, undefined, Number.NEGATIVE_INFINITY]) {
      const c = single({ maxBetAmount: hostile(max) });
      expect(validateCoupon(c, ctx), String(max)).toEqual([{ code: 'LIMIT_INVALID', limit: 'maxBetAmount' }]);
      expect(canPlaceCoupon(c, ctx)).toBe(false);
      expect(maxAmountFor(c, siteConfig(), account), String(max)).toBe(0);
      expect(autoMaxAmount(c, siteConfig(), account), String(max)).toBe(0);
    }
    // Unlimited stays unlimited.
    expect(validateCoupon(single({ maxBetAmount: Number.POSITIVE_INFINITY }), ctx)).toEqual([]);
  });

  it('COUPON-050 COUPON-051 a minBetAmount of the wrong type is LIMIT_INVALID, never "no minimum"', () => {
    expect(validateCoupon(single({ amount: 100, minBetAmount: 5_000 }), ctx)).toEqual([
      { code: 'AMOUNT_BELOW_MIN', min: 5_000 },
    ]);
    for (const min of ['5000', Number.NaN, -5, 1.5, undefined, Number.POSITIVE_INFINITY]) {
      expect(validateCoupon(single({ amount: 100, minBetAmount: hostile(min) }), ctx), String(min)).toEqual([
        { code: 'LIMIT_INVALID', limit: 'minBetAmount' },
      ]);
    }
    expect(validateCoupon(single({ amount: 100, minBetAmount: null }), ctx)).toEqual([]);
    expect(validateCoupon(single({ amount: 100, minBetAmount: 0 }), ctx)).toEqual([]);
  });

  it('COUPON-048 COUPON-049 a block stake of the wrong type is BLOCK_AMOUNT_INVALID', () => {
    const c = createCouponState({
      typeId: COUPON_TYPE.SYSTEM_WITH_BLOCKS,
      amount: 3_000,
      systemValue: 2,
      amountByBlockId: { '1': 1_000, '2': 1_500, '3': 1_000 },
      bets: [bet(1, 1.5, { blockId: 1 }), bet(2, 2, { blockId: 2 }), bet(3, 3, { blockId: 3 })],
    });
    expect(validateCoupon(c, ctx)).toEqual([]);
    // A number above the chain is caught ...
    expect(validateCoupon({ ...c, amountByBlockId: { ...c.amountByBlockId, '2': 99_999 } }, ctx)).toEqual([
      { code: 'BLOCK_AMOUNT_ABOVE_MAX', blockId: 2, max: 1_500 },
    ]);
    // ... and so is the same stake as a string, which used to pass unchecked.
    for (const stake of ['99999', Number.NaN, -1, 10.5, null]) {
      expect(
        validateCoupon({ ...c, amountByBlockId: { ...c.amountByBlockId, '2': hostile(stake) } }, ctx),
        String(stake),
      ).toEqual([{ code: 'BLOCK_AMOUNT_INVALID', blockId: '2' }]);
    }
    expect(codes({ ...c, amountByBlockId: { ...c.amountByBlockId, x: 5, '01': 5 } })).toEqual([
      'BLOCK_AMOUNT_INVALID',
      'BLOCK_AMOUNT_INVALID',
    ]);
    expect(validateCoupon({ ...c, amountByBlockId: hostile(null) }, ctx)).toEqual([
      { code: 'BLOCK_AMOUNT_INVALID', blockId: null },
    ]);
    // Chaining never reads a malformed stake as a number.
    expect(blockMaxAmounts({ ...c, amountByBlockId: { '1': hostile('1000') } })).toEqual({
      '1': Number.POSITIVE_INFINITY,
      '2': 0,
      '3': 0,
    });
  });

  it('COUPON-012 the possible win is checked against maxPayout (type 9: each bet is its own coupon)', () => {
    const express = couponWith(COUPON_TYPE.EXPRESS, [1.5, 2, 3], { amount: 1_000 });
    expect(validateCoupon({ ...express, maxPayout: 9_000 }, ctx)).toEqual([]);
    expect(validateCoupon({ ...express, maxPayout: 8_999 }, ctx)).toEqual([
      { code: 'PAYOUT_ABOVE_MAX', max: 8_999, possibleWin: 9_000 },
    ]);
    const system = couponWith(COUPON_TYPE.SYSTEM, [2, 3, 4], { amount: 300, maxPayout: 2_599 });
    expect(validateCoupon(system, ctx)).toEqual([
      { code: 'PAYOUT_ABOVE_MAX', max: 2_599, possibleWin: 2_600 },
    ]);
    const singles = couponWith(COUPON_TYPE.MULTIPLE_SINGLES, [1.5, 2], {
      amountByBetId: { '1': 1_000, '2': 1_000 },
      maxPayout: 1_800,
    });
    expect(validateCoupon(singles, ctx)).toEqual([
      { code: 'PAYOUT_ABOVE_MAX', max: 1_800, possibleWin: 2_000, betId: '2' },
    ]);
    for (const maxPayout of ['1000', Number.NaN, -1, null]) {
      expect(validateCoupon({ ...express, maxPayout: hostile(maxPayout) }, ctx), String(maxPayout)).toEqual([
        { code: 'LIMIT_INVALID', limit: 'maxPayout' },
      ]);
    }
  });
});

describe('strict coupon engine (ADR 0021): bounded figures and coefficients', () => {
  it('COUPON-012 COUPON-013 the possible win never exceeds 2^53 - 1 minor units and is never Infinity', () => {
    const noBalance = { siteConfig: siteConfig() };
    // 2.00 x 45,035,996,273,704.95 = 90,071,992,547,409.90: the largest even figure that fits.
    const fits = couponWith(COUPON_TYPE.SINGLE, [2], { amount: 4_503_599_627_370_495 });
    expect(possibleWin(fits)).toBe(9_007_199_254_740_990);
    expect(validateCoupon(fits, noBalance)).toEqual([]);
    const over = { ...fits, amount: 4_503_599_627_370_496 };
    expect(possibleWinBig(over)).toBe(9_007_199_254_740_992n);
    expect(possibleWin(over)).toBeNull();
    expect(validateCoupon(over, noBalance)).toEqual([{ code: 'POSSIBLE_WIN_TOO_LARGE', max: MAX_MINOR }]);
    // 30 selections at the largest coefficient: exact as a BigInt, no number, a code.
    const huge = couponWith(
      COUPON_TYPE.EXPRESS,
      Array.from({ length: 30 }, () => 10_000),
      { amount: 1 },
    );
    expect(possibleWinBig(huge)).toBe(10n ** 120n);
    expect(possibleWin(huge)).toBeNull();
    expect(codes(huge, noBalance)).toEqual(['POSSIBLE_WIN_TOO_LARGE']);
    // The reported figures: two bets at 1e9 went above 2^53, forty to Infinity.
    for (const count of [2, 40]) {
      const c = couponWith(
        COUPON_TYPE.EXPRESS,
        Array.from({ length: count }, () => 1e9),
        { amount: 1_000 },
      );
      expect(possibleWin(c)).toBeNull();
      expect(codes(c, noBalance)).toContain('COEF_ABOVE_MAX');
    }
    const singles = couponWith(COUPON_TYPE.MULTIPLE_SINGLES, [2, 2], {
      amountByBetId: { '1': 4_503_599_627_370_495, '2': 4_503_599_627_370_495 },
    });
    expect(possibleWin(singles)).toBeNull();
    expect(validateCoupon(singles, noBalance)).toEqual([{ code: 'POSSIBLE_WIN_TOO_LARGE', max: MAX_MINOR }]);
  });

  it('COUPON-018 COEF-005 a coefficient above 10,000 is COEF_ABOVE_MAX, not COEF_BELOW_MIN', () => {
    expect(validateCoupon(couponWith(COUPON_TYPE.SINGLE, [1e13]), ctx)).toEqual([
      { code: 'COEF_ABOVE_MAX', betId: '1', coef: 1e13, max: 10_000 },
    ]);
    expect(codes(couponWith(COUPON_TYPE.SINGLE, [10_000.001]))).toEqual(['COEF_ABOVE_MAX']);
    // Rounded to 3 decimals first (COEF-005): 10,000.0004 is 10,000.000.
    expect(codes(couponWith(COUPON_TYPE.SINGLE, [10_000.0004]))).toEqual([]);
    expect(possibleWin(couponWith(COUPON_TYPE.SINGLE, [10_000], { amount: 100 }))).toBe(1_000_000);
    expect(possibleWin(couponWith(COUPON_TYPE.SINGLE, [10_000.001], { amount: 100 }))).toBeNull();
    expect(codes(couponWith(COUPON_TYPE.SINGLE, [1.0004]))).toEqual(['COEF_BELOW_MIN']);
  });

  it('COUPON-018 a string coefficient "2.5" is refused everywhere, never priced', () => {
    const s = couponWith(COUPON_TYPE.SINGLE, [hostile('2.5')], { amount: 1_000 });
    expect(validateCoupon(s, ctx)).toEqual([{ code: 'COEF_INVALID', betId: '1' }]);
    expect(possibleWin(s)).toBeNull();
    expect(couponCoef(s)).toBeNull();
    // The bonus no longer counts it as a coefficient of 2.5.
    const express = couponWith(COUPON_TYPE.EXPRESS, [hostile('2.5'), 1.5, 1.6]);
    expect(isBonusBetAvailable(express, siteConfig())).toBe(false);
    expect(isBonusBetAvailable(couponWith(COUPON_TYPE.EXPRESS, [2.5, 1.5, 1.6]), siteConfig())).toBe(true);
    expect(blockCoefThousandths([bet(1, hostile('2.5'))])).toBeNull();
    expect(decideCoefChange(1, hostile('2.5'), 2.5)).toBe('confirm');
    expect(decideCoefChange(1, 2.5, 2.5)).toBe('accept');
    expect(
      possibleWin(couponWith(COUPON_TYPE.SINGLE, [2.5], { amount: 1_000 }), { exactCoef: hostile('3') }),
    ).toBeNull();
  });

  it('COUPON-005 COUPON-029 possibleWin and validation agree on the system value: k = 1 and k = n have no figure', () => {
    const c = couponWith(COUPON_TYPE.SYSTEM, [2, 3, 4, 5], { amount: 600 });
    for (const k of [0, 1, 4, 5, 2.5, Number.NaN, hostile<number>('2')]) {
      expect(codes({ ...c, systemValue: k }), String(k)).toEqual(['SYSTEM_VALUE_OUT_OF_RANGE']);
      expect(possibleWin({ ...c, systemValue: k }), String(k)).toBeNull();
    }
    // 2 of 4: 600 over 6 lines of 1.00: 6 + 8 + 10 + 12 + 15 + 20 = 71.00
    expect(codes({ ...c, systemValue: 2 })).toEqual([]);
    expect(possibleWin({ ...c, systemValue: 2 })).toBe(7_100);
    // 3 of 4: 600 over 4 lines of 1.50: (24 + 30 + 40 + 60) x 1.5 = 231.00
    expect(codes({ ...c, systemValue: 3 })).toEqual([]);
    expect(possibleWin({ ...c, systemValue: 3 })).toBe(23_100);
  });
});

describe('strict coupon engine (ADR 0021): no exception, no NaN', () => {
  it('COUPON-012 COUPON-054 possibleWin(null) and amountStep(null) answer instead of throwing', () => {
    expect(possibleWin(hostile(null))).toBeNull();
    expect(possibleWinBig(hostile(undefined))).toBeNull();
    expect(couponCoef(hostile(null))).toBeNull();
    expect(possibleWin(couponWith(COUPON_TYPE.SINGLE, [1.5], { amount: 100 }), hostile(null))).toBe(150);
    expect(amountStep(hostile(null))).toBe(10_000);
    const manual = createCouponSettings({
      isManualAmountStep: true,
      amountStepByCurrencyIso: { USD: 1_000 },
    });
    expect(amountStep(hostile(null), manual)).toBe(10_000);
    expect(amountStep('usd', manual)).toBe(1_000);
    expect(amountStep('USD', { ...manual, amountStepByCurrencyIso: hostile(null) })).toBe(250);
    expect(amountStep('USD', { ...manual, amountStepByCurrencyIso: { USD: hostile('1000') } })).toBe(250);
  });

  it('COUPON-054 stepAmount never answers NaN: a step that is not whole minor units leaves the amount', () => {
    expect(stepAmount(100, Number.NaN, 1)).toBe(100);
    expect(stepAmount(100, hostile('250'), 1)).toBe(100);
    expect(stepAmount(100, -250, 1)).toBe(100);
    expect(stepAmount(100, 250, hostile(0))).toBe(100);
    expect(stepAmount(Number.NaN, 250, 1)).toBe(250);
    expect(stepAmount(MAX_MINOR - 1, 250, 1)).toBe(MAX_MINOR);
    expect(stepAmount(1_000, 250, -1)).toBe(750);
  });

  it('COUPON-048 COUPON-049 chainedBlockMaxAmounts with a NaN or string max fails closed, never NaN', () => {
    const chain = [
      { amount: 1_000, coef: 2000 },
      { amount: 1_000, coef: 2000 },
    ];
    expect(chainedBlockMaxAmounts(chain, Number.NaN)).toEqual([0, 2_000]);
    expect(chainedBlockMaxAmounts(chain, hostile('500'))).toEqual([0, 2_000]);
    expect(chainedBlockMaxAmounts(chain, 500)).toEqual([500, 2_000]);
    expect(
      chainedBlockMaxAmounts(
        [
          { amount: MAX_MINOR, coef: 10_000_000n },
          { amount: 1, coef: 2000 },
        ],
        5,
      ),
    ).toEqual([5, MAX_MINOR]);
    expect(chainedBlockMaxAmounts(hostile(null), 5)).toEqual([]);
  });

  it('COUPON-012 an unknown result ("half-won") is not a win: no figure, RESULT_UNKNOWN', () => {
    const express = couponWith(COUPON_TYPE.EXPRESS, [1.5, 2, 3], { amount: 1_000 });
    const halfWon = hostile<BetResults>({ '1': 'half-won' });
    expect(possibleWin(express, { results: halfWon })).toBeNull();
    expect(expressCoefThousandths(express.bets, halfWon)).toBeNull();
    expect(
      possibleWin(couponWith(COUPON_TYPE.SYSTEM, [2, 3, 4], { amount: 300 }), { results: halfWon }),
    ).toBeNull();
    expect(
      possibleWin(
        couponWith(COUPON_TYPE.MULTIPLE_SINGLES, [1.5, 2], { amountByBetId: { '1': 100, '2': 100 } }),
        { results: halfWon },
      ),
    ).toBeNull();
    expect(validateResults(express, hostile({ '1': 'half-won', '2': 'won', '3': '' }))).toEqual([
      { code: 'RESULT_UNKNOWN', betId: '1', result: 'half-won' },
      { code: 'RESULT_UNKNOWN', betId: '3', result: '' },
    ]);
    expect(validateResults(express, { '1': 'won', '2': 'void', '3': 'lost' })).toEqual([]);
    expect(validateResults(express, hostile('won'))).toEqual([{ code: 'RESULTS_MALFORMED' }]);
    expect(possibleWin(express, { results: hostile('won') })).toBeNull();
    // Only a bet's own entry counts: a market id that is also an Object.prototype name is an ordinary bet.
    const proto = couponWith(COUPON_TYPE.SINGLE, [1.5], {
      amount: 100,
      bets: [bet(1, 1.5, { market: { id: 'constructor' } })],
    });
    expect(possibleWin(proto, { results: {} })).toBe(150);
    expect(possibleWin(express, { results: { '1': 'won', '2': 'void', '3': 'won' } })).toBe(4_500);
  });
});
