/** A coupon as the slip sends it (SPEC §3 "coupon sent to the server"), for the server's own callers. */
import type { PlaceCouponRequest } from '@betline/contracts';

/** One selection: its outcome id, game and the coefficient the player saw (decimal). */
export interface CouponPick {
  outcomeId: number;
  gameId: number;
  coef: number;
  blockId?: number | null;
}

/**
 * A whole coupon request: the selections, the coupon id and what `over` sets; every other field as the slip
 * sends it by default (a single, accept any odds change, no bonus).
 */
export function couponRequest(
  id: string,
  picks: readonly CouponPick[],
  over: Partial<PlaceCouponRequest> = {},
): PlaceCouponRequest {
  return {
    id,
    accountId: null,
    amount: 0,
    amountByBlockId: {},
    bets: picks.map((p) => ({
      market: { id: p.outcomeId, gameId: p.gameId, coef: p.coef },
      blockId: p.blockId ?? null,
    })),
    changeCoefAction: 1,
    coef: 0,
    coefByView: '',
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
    ...over,
  };
}
