import {
  betId,
  COUPON_TYPE,
  isBonusBet,
  LOBBY_BLOCK_ID,
  normalizeSystemValue,
  realBets,
  systemOffset,
  systemValueRange,
  type CouponState,
  type Minor,
} from '@betline/core';

/*
 * The slip's coupon-type rules as plain functions, in a module of their own: the app's coupon store uses them
 * without loading the slip's components (and their React Aria parts) on a page that shows no slip.
 */

/** The type switch's choices for a number of real bets: single alone; express, system (3+) and singles otherwise. */
export function couponTypeChoices(realCount: number): number[] {
  if (realCount <= 1) return [COUPON_TYPE.SINGLE];
  return realCount >= 3
    ? [COUPON_TYPE.EXPRESS, COUPON_TYPE.SYSTEM, COUPON_TYPE.MULTIPLE_SINGLES]
    : [COUPON_TYPE.EXPRESS, COUPON_TYPE.MULTIPLE_SINGLES];
}

/**
 * Changes the coupon type the way the slip does: a system value kept in 2 .. n − 1 (COUPON-005), multiple
 * singles start each bet at the current stake (COUPON-026), blocks get one block per bet (bankers stay in
 * block 0, the lobby, COUPON-030), leaving blocks keeps only the bankers.
 */
export function changeCouponType(coupon: CouponState, typeId: number): CouponState {
  let next: CouponState = { ...coupon, typeId };
  if (typeId === COUPON_TYPE.SYSTEM || typeId === COUPON_TYPE.SYSTEM_WITH_BLOCKS) {
    if (typeId === COUPON_TYPE.SYSTEM_WITH_BLOCKS) {
      let block = 0;
      next.bets = coupon.bets.map((b) =>
        isBonusBet(b) || b.blockId === LOBBY_BLOCK_ID ? b : { ...b, blockId: (block += 1) },
      );
    } else {
      next.bets = coupon.bets.map((b) => (b.blockId === LOBBY_BLOCK_ID ? b : { ...b, blockId: null }));
    }
    const { max } = systemValueRange(systemOffset(next));
    const value = normalizeSystemValue(coupon.systemValue);
    next = { ...next, systemValue: value > max ? 2 : value };
  }
  if (typeId === COUPON_TYPE.MULTIPLE_SINGLES) {
    const amounts: Record<string, Minor> = {};
    for (const b of realBets(coupon.bets))
      amounts[betId(b)] = coupon.amountByBetId[betId(b)] ?? coupon.amount;
    next = { ...next, amountByBetId: amounts };
  }
  return next;
}
