/** What placement hands from its checks to its staking: a priced, checked coupon, and what staking answers. */
import type { CouponState } from '@betline/core';
import type { FeedMarket, Game, Outcome } from '../feed/engine';
import type { CouponStatusValue } from './tables';
import type { CouponRow, SelectionRow } from './wire';

/** One selection priced from the server's markets. */
export interface Priced {
  betId: string;
  game: Game;
  market: FeedMarket;
  outcome: Outcome;
  coef: number;
  blockId: number | null;
  shownCoef: number | null;
  shownScore: [string, string] | null;
}

/** A coupon checked and ready to stake. */
export interface Prepared {
  clientId: string;
  batchId: string | null;
  requestHash: string;
  typeId: number;
  systemValue: number | null;
  isActiveSystemBanker: boolean;
  amount: number;
  amountByBlockId: Record<string, number>;
  account: { id: number; currencyId: number; iso: string };
  coupon: CouponState;
  priced: Priced[];
  coef: number | null;
  possibleWin: number;
  promo: { code: string; coef: number } | null;
  status: CouponStatusValue;
  isVip: boolean;
  isLive: boolean;
  isDropOnScoreChange: boolean;
}

/** A coupon staked (or the stored coupon its id answers). */
export interface Committed {
  row: CouponRow;
  replayed: boolean;
  /** Present when staked now. */
  selections?: SelectionRow[];
}

/** One coupon waiting for the group commit. */
export interface Staking {
  playerId: number;
  prepared: Prepared;
}

/** A coupon of a batch conflicted with one stored meanwhile: the batch rolls back and each coupon goes alone. */
export class BatchRaced extends Error {
  constructor() {
    super('a coupon id of the batch was stored by another request');
    this.name = 'BatchRaced';
  }
}

/** The promise's value, or its rejection as an Error (group commit answers). */
export async function settled<T>(promise: Promise<T>): Promise<T | Error> {
  try {
    return await promise;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
