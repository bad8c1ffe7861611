/** Stored coupons in the wire shape of @betline/contracts, and back into the coupon engine's shape. */
import { createBet, createCouponState, currencyOf, type CouponState } from '@betline/core';
import type { PlacedCoupon } from '@betline/contracts';
import type { betCoupon, betSelection } from './tables';

export type CouponRow = typeof betCoupon.$inferSelect;
export type SelectionRow = typeof betSelection.$inferSelect;

export function couponToWire(
  row: CouponRow,
  selections: readonly SelectionRow[],
  cashout: number | null,
): PlacedCoupon {
  return {
    couponId: row.id,
    id: row.batchId ?? row.clientId,
    typeId: row.typeId,
    systemValue: row.systemValue,
    status: row.status,
    accountId: row.accountId,
    currencyIso: currencyOf(row.currencyId).iso,
    amount: row.amount,
    coef: row.coef === null ? null : row.coef / 1000,
    possibleWin: row.possibleWin,
    payout: row.payout,
    stakeLeft: row.stakeLeft ?? row.amount,
    cashedOut: row.cashedOut,
    autoCashout: row.autoCashout,
    promoCode: row.promoCode,
    promoCoef: row.promoCoef === null ? null : row.promoCoef / 1000,
    isVipBet: row.isVip,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    selections: selections.map((s) => ({
      betId: s.betId,
      gameId: s.gameId,
      sportId: s.sportId,
      sportNameEng: s.sportNameEng,
      champNameEng: s.champNameEng,
      gameNameEng: s.gameNameEng,
      marketNameEng: s.marketNameEng,
      outcomeNameEng: s.outcomeNameEng,
      typeId: s.typeId,
      kind: s.kind,
      param: s.param,
      blockId: s.blockId,
      coef: s.coef / 1000,
      coefThousandths: s.coef,
      isLive: s.isLive,
      gameStartDateTime: Math.floor(s.gameStartAt.getTime() / 1000),
      result: s.result,
      scoreFormatted: s.scoreFormatted,
    })),
    cashout,
  };
}

/** What the coupon engine reads of a stored coupon. */
export type CouponShapeRow = Pick<
  CouponRow,
  'typeId' | 'amount' | 'stakeLeft' | 'amountByBlockId' | 'systemValue' | 'isActiveSystemBanker'
>;

/**
 * The stored coupon as the coupon engine reads it (accepted coefficients, blocks, system value), on the stake
 * still riding: after a partial cash-out the coupon settles on what is left of it.
 */
export function toCouponState(row: CouponShapeRow, selections: readonly SelectionRow[]): CouponState {
  return createCouponState({
    typeId: row.typeId,
    amount: row.stakeLeft ?? row.amount,
    amountByBlockId: row.amountByBlockId,
    systemValue: row.systemValue ?? 2,
    isActiveSystemBanker: row.isActiveSystemBanker,
    bets: [...selections]
      .sort((a, b) => a.position - b.position)
      .map((s) =>
        createBet({
          market: {
            id: s.betId,
            sportId: s.sportId,
            champId: s.champId,
            gameId: s.gameId,
            typeId: s.typeId,
            kind: s.kind,
            coef: s.coef / 1000,
          },
          blockId: s.blockId,
        }),
      ),
  });
}
