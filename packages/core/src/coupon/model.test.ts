import { describe, expect, it } from 'vitest';
import {
  addBet,
  clearCoupon,
  COUPON_TYPE,
  COUPON_TYPE_IDS,
  createBet,
  createCouponSettings,
  createCouponState,
  createMarket,
  fromCouponLocalSave,
  LOBBY_BLOCK_ID,
  normalizeSystemValue,
  removeBet,
  setBetAmount,
  setSystemValue,
  systemOffset,
  systemStructure,
  systemVariants,
  toCouponLocalSave,
  toCouponPayload,
  toSingleCoupons,
} from '../index';
import { bet, couponWith } from '../../test/fixtures';

describe('coupon state, settings and bet defaults', () => {
  it('COUPON-001 the default coupon state has every listed field', () => {
    const fields =
      'tab, typeId, isActivePlaceBet, isActiveAutoMax, isActiveVipBet, isActiveSystemBanker, bets, accountId, amount, amountByBlockId, amountByBetId, minBetAmount, maxBetAmount, availablePrepaidAmount, coef, coefByView, promoCode, manualPromoCode, promoCodes, systemValue, systemValues, antiExpressCoef, successCoupon, singlesResultCoupons, loadCouponInputValue, expressId, addedAtByBetId, maxPayout, initialAmount, amountStep, calcSystemsMin, manuallyDeletedBonusBet, hyperBonusPercent, minHyperBonusBetLimit, maxHyperBonusLimit';
    const state = createCouponState();
    for (const f of fields.split(', ')) expect(state, f).toHaveProperty(f);
    expect(Object.keys(state).sort()).toEqual(fields.split(', ').sort());
  });

  it('COUPON-002 isActiveSystemBanker defaults to true', () => {
    expect(createCouponState().isActiveSystemBanker).toBe(true);
  });

  it('COUPON-003 maxBetAmount defaults to unlimited', () => {
    expect(createCouponState().maxBetAmount).toBe(Number.POSITIVE_INFINITY);
  });

  it('COUPON-004 systemValue defaults to 2', () => {
    expect(createCouponState().systemValue).toBe(2);
  });

  it('COUPON-005 systemValue is never below 2', () => {
    const c = createCouponState();
    expect(setSystemValue(c, 1).systemValue).toBe(2);
    expect(setSystemValue(c, 0).systemValue).toBe(2);
    expect(setSystemValue(c, -7).systemValue).toBe(2);
    expect(setSystemValue(c, Number.NaN).systemValue).toBe(2);
    expect(setSystemValue(c, 3.9).systemValue).toBe(3);
    expect(setSystemValue(c, 5).systemValue).toBe(5);
    expect(normalizeSystemValue(Number.NEGATIVE_INFINITY)).toBe(2);
    expect(fromCouponLocalSave({ bets: [], addedAtByBetId: {}, typeId: 2, systemValue: 1 }).systemValue).toBe(
      2,
    );
  });

  it('COUPON-006 the default settings have every listed field', () => {
    const fields =
      'amountStepByCurrencyIso, isManualAmountStep, changeCoefAction, isAutoMax, isVipBet, isBalanceShown, isPossibleWinShown, isSelectAccountShown, isCouponFixed, oneClickAmount, isActiveOneClick, exactCoef, isDropOnScoreChange, expressId, bonusAccountOneClickAmount, changeNotifyAction';
    const settings = createCouponSettings();
    expect(Object.keys(settings).sort()).toEqual(fields.split(', ').sort());
  });

  it('COUPON-007 changeCoefAction defaults to 2', () => {
    expect(createCouponSettings().changeCoefAction).toBe(2);
  });

  it('COUPON-008 isPossibleWinShown defaults to shown', () => {
    expect(createCouponSettings().isPossibleWinShown).toBe(true);
  });

  it('COUPON-009 the local save keeps bets, addedAtByBetId, typeId, systemValue', () => {
    const c = addBet(addBet(createCouponState(), bet(1, 1.5), 111), bet(2, 2), 222);
    const save = toCouponLocalSave(setSystemValue(c, 3));
    expect(Object.keys(save).sort()).toEqual(['addedAtByBetId', 'bets', 'systemValue', 'typeId']);
    expect(save.addedAtByBetId).toEqual({ '1': 111, '2': 222 });
    const restored = fromCouponLocalSave(JSON.parse(JSON.stringify(save)));
    expect(restored.bets).toEqual(c.bets);
    expect(restored.typeId).toBe(COUPON_TYPE.EXPRESS);
    expect(restored.systemValue).toBe(3);
  });

  it('COUPON-011 the coupon sent to the server has every listed field', () => {
    const fields =
      'id, accountId, amount, amountByBlockId, bets, changeCoefAction, coef, coefByView, coefViewId, exactCoef, isDropOnScoreChange, prepaidAmount, refId, systemValue, typeId, userId, hyperBonusPercent, minHyperBonusBetLimit, maxHyperBonusLimit';
    const coupon = couponWith(COUPON_TYPE.EXPRESS, [1.5, 2]);
    const payload = toCouponPayload(coupon, createCouponSettings({ exactCoef: 3 }), {
      id: 'c-1',
      coefViewId: 2,
    });
    expect(Object.keys(payload).sort()).toEqual(fields.split(', ').sort());
    expect(payload).toMatchObject({
      id: 'c-1',
      coefViewId: 2,
      coef: 3,
      exactCoef: 3,
      changeCoefAction: 2,
      amount: 10_000,
    });
  });

  it('COUPON-016 the default bet has every listed field', () => {
    const fields =
      'additionalType, market, blockId, statusId, typeId, sportNameEng, champNameEng, calculatedDateTime, gameNumber, gameIsFinished, gameIsLiveInLive, gamePermanentId, gameStatusId, gameStartDateTime, gameStartDateTimeFormatted, gameTimeSec, firstOpponentNameEng, secondOpponentNameEng, firstOpponentFullScore, secondOpponentFullScore, scoreFormatted, status, isBlocked, isDepend, isBannedExpress, isDisabledBanker, expressId, statisticId, playersDuel, pageType';
    expect(Object.keys(createBet()).sort()).toEqual(fields.split(', ').sort());
  });

  it('COUPON-017 bet statusId defaults to -2', () => {
    expect(createBet().statusId).toBe(-2);
    expect(createBet({ statusId: 1 }).statusId).toBe(1);
  });

  it('COUPON-018 the default market has every listed field', () => {
    const fields =
      'id, sportId, sportName, champId, champName, gameId, typeId, kind, coef, coefByView, isLive, isSpecialCoef';
    expect(Object.keys(createMarket()).sort()).toEqual(fields.split(', ').sort());
  });

  it('COUPON-024 a system variant has value, offset, minBetAmount, combo', () => {
    const variants = systemVariants(
      couponWith(COUPON_TYPE.SYSTEM, [1.5, 1.6, 1.7, 1.8], { minBetAmount: 100 }),
    );
    expect(variants).toEqual([
      { value: 2, offset: 4, minBetAmount: 600, combo: 6 },
      { value: 3, offset: 4, minBetAmount: 400, combo: 4 },
    ]);
    for (const v of variants)
      expect(Object.keys(v).sort()).toEqual(['combo', 'minBetAmount', 'offset', 'value']);
    expect(systemVariants(couponWith(COUPON_TYPE.SYSTEM, [1.5, 1.6, 1.7]))).toEqual([
      { value: 2, offset: 3, minBetAmount: 0, combo: 3 },
    ]);
  });
});

describe('coupon types and systems', () => {
  it('COUPON-025 coupon type ids are 0 single, 1 express, 2 system, 4 system with blocks, 9 multiple singles', () => {
    expect(COUPON_TYPE).toEqual({
      SINGLE: 0,
      EXPRESS: 1,
      SYSTEM: 2,
      SYSTEM_WITH_BLOCKS: 4,
      MULTIPLE_SINGLES: 9,
    });
    expect([...COUPON_TYPE_IDS]).toEqual([0, 1, 2, 4, 9]);
  });

  it('COUPON-026 in type 9 each bet has its own amount', () => {
    let c = couponWith(COUPON_TYPE.MULTIPLE_SINGLES, [1.5, 2, 3], { amount: 0 });
    c = setBetAmount(setBetAmount(setBetAmount(c, '1', 100), '2', 250), '3', 1000);
    expect(c.amountByBetId).toEqual({ '1': 100, '2': 250, '3': 1000 });
    expect(toSingleCoupons(c).map((s) => s.amount)).toEqual([100, 250, 1000]);
  });

  it('COUPON-027 in type 9 each bet becomes a type-0 coupon', () => {
    const c = couponWith(COUPON_TYPE.MULTIPLE_SINGLES, [1.5, 2], { amountByBetId: { '1': 100, '2': 200 } });
    const singles = toSingleCoupons(c);
    expect(singles).toHaveLength(2);
    for (const [i, s] of singles.entries()) {
      expect(s.typeId).toBe(0);
      expect(s.bets).toEqual([c.bets[i]]);
    }
  });

  it('COUPON-028 system offset = number of non-lobby blocks with blocks or a system with banker', () => {
    const blocks = createCouponState({
      typeId: COUPON_TYPE.SYSTEM_WITH_BLOCKS,
      bets: [
        bet(1, 1.5, { blockId: 0 }),
        bet(2, 1.6, { blockId: 1 }),
        bet(3, 1.7, { blockId: 1 }),
        bet(4, 1.8, { blockId: 2 }),
        bet(5, 1.9, { blockId: 3 }),
      ],
    });
    expect(systemOffset(blocks)).toBe(3);
    const banker = createCouponState({
      typeId: COUPON_TYPE.SYSTEM,
      bets: [
        bet(1, 1.5, { blockId: 0 }),
        bet(2, 1.6, { blockId: 1 }),
        bet(3, 1.7, { blockId: 2 }),
        bet(4, 1.8, { blockId: 3 }),
      ],
    });
    expect(systemOffset(banker)).toBe(3);
  });

  it('COUPON-029 otherwise system offset = bet count', () => {
    expect(systemOffset(couponWith(COUPON_TYPE.SYSTEM, [1.5, 1.6, 1.7, 1.8, 1.9]))).toBe(5);
    // Banker mode off: block 0 is not a banker, every bet counts.
    const off = createCouponState({
      typeId: COUPON_TYPE.SYSTEM,
      isActiveSystemBanker: false,
      bets: [
        bet(1, 1.5, { blockId: 0 }),
        bet(2, 1.6, { blockId: 1 }),
        bet(3, 1.7, { blockId: 2 }),
        bet(4, 1.8, { blockId: 3 }),
      ],
    });
    expect(systemOffset(off)).toBe(4);
  });

  it('COUPON-030 block 0 is the lobby: its bets are the bankers', () => {
    expect(LOBBY_BLOCK_ID).toBe(0);
    const c = createCouponState({
      typeId: COUPON_TYPE.SYSTEM_WITH_BLOCKS,
      bets: [
        bet(1, 1.5, { blockId: 2 }),
        bet(2, 1.6, { blockId: 0 }),
        bet(3, 1.7, { blockId: 1 }),
        bet(4, 1.8, { blockId: 1 }),
      ],
    });
    const s = systemStructure(c);
    expect(s.bankers.map((b) => b.market.id)).toEqual([2]);
    expect(s.units.map((u) => u.map((b) => b.market.id))).toEqual([[3, 4], [1]]);
  });
});

describe('coupon reducers', () => {
  it('adding a second bet turns a single into an express; removing leaves a single', () => {
    let c = addBet(createCouponState(), bet(1, 1.5), 10);
    expect(c.typeId).toBe(COUPON_TYPE.SINGLE);
    c = addBet(c, bet(2, 2), 20);
    expect(c.typeId).toBe(COUPON_TYPE.EXPRESS);
    c = addBet(c, bet(2, 2.1), 30);
    expect(c.bets).toHaveLength(2);
    expect(c.bets[1]?.market.coef).toBe(2.1);
    c = removeBet(c, '2');
    expect(c.typeId).toBe(COUPON_TYPE.SINGLE);
    expect(c.addedAtByBetId).toEqual({ '1': 10 });
    expect(removeBet(c, 'nope')).toBe(c);
  });

  it('clearCoupon empties bets and per-bet amounts', () => {
    const c = clearCoupon(
      couponWith(COUPON_TYPE.MULTIPLE_SINGLES, [1.5, 2], {
        amountByBetId: { '1': 5 },
        manuallyDeletedBonusBet: true,
      }),
    );
    expect(c.bets).toEqual([]);
    expect(c.amountByBetId).toEqual({});
    expect(c.manuallyDeletedBonusBet).toBe(false);
  });
});
