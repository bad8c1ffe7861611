import { BET_RESULTS, type Bet, type BetResult, type Market } from './types';

/** Market type of the express bonus bet the engine adds to an eligible express (see bonus.ts). */
export const EXPRESS_BONUS_MARKET_TYPE_ID = 9000;

/**
 * Market types that are bonus types (COUPON-019). The seed does not list them; Betline reserves the
 * 9000-9009 range: 9000 express bonus, 9001 promo-code bonus, 9002 hyper bonus.
 */
export const BONUS_MARKET_TYPE_IDS: ReadonlySet<number> = new Set([EXPRESS_BONUS_MARKET_TYPE_ID, 9001, 9002]);

/**
 * Market types that are special (coefficient given on request, "special bet"). The seed does not list them;
 * Betline reserves 9100-9109: 9100 special bet on request, 9101 custom player proposal.
 */
export const SPECIAL_MARKET_TYPE_IDS: ReadonlySet<number> = new Set([9100, 9101]);

/** Game statuses (SPEC §3): 2 and 3 are in play, 4 is finished. */
export const GAME_STATUS = Object.freeze({ FIRST_HALF_LIVE: 2, SECOND_HALF_LIVE: 3, FINISHED: 4 } as const);

/** Whether the market carries a usable coefficient (a finite number above 0). */
export function marketHasCoef(market: Pick<Market, 'coef'>): boolean {
  return typeof market.coef === 'number' && Number.isFinite(market.coef) && market.coef > 0;
}

/** COUPON-019: a bet is a bonus bet when its sportId is 0 or its market type is a bonus type. */
export function isBonusBet(bet: Bet): boolean {
  return bet.market.sportId === 0 || BONUS_MARKET_TYPE_IDS.has(bet.market.typeId);
}

/**
 * Whether a bet is the express bonus bet (market type 9000), the only bonus bet the engine knows how to
 * price and check (DECISIONS 3). Other bonus bets (9001, 9002, or any bet of sportId 0) have no pricing rule
 * here and are refused by validation (BONUS_BET_UNKNOWN) and possibleWin (null).
 */
export function isExpressBonusBet(bet: Bet): boolean {
  return bet.market.typeId === EXPRESS_BONUS_MARKET_TYPE_ID;
}

/** Whether a block id is usable: null (no block) or a non-negative safe integer (0 is the lobby). */
export function isValidBlockId(blockId: unknown): blockId is number | null {
  return blockId === null || (typeof blockId === 'number' && Number.isSafeInteger(blockId) && blockId >= 0);
}

/** Whether a market id can identify a bet: a non-empty string or a safe integer. */
export function isValidMarketId(id: unknown): id is number | string {
  return (typeof id === 'string' && id.length > 0) || (typeof id === 'number' && Number.isSafeInteger(id));
}

/** COUPON-020: a bet is locked when it is blocked, dependent or banned for express. */
export function isLockedBet(bet: Bet): boolean {
  return bet.isBlocked || bet.isDepend || bet.isBannedExpress;
}

/** COUPON-022: the bet's game is finished when the finished flag is set or the game status is 4. */
export function isGameFinished(bet: Bet): boolean {
  return bet.gameIsFinished || bet.gameStatusId === GAME_STATUS.FINISHED;
}

/**
 * COUPON-021: a bet is live when the game is not finished and has a game time (gameTimeSec > 0), or it is
 * live-in-live, or the game status is 2 or 3, or the market is live.
 */
export function isLiveBet(bet: Bet): boolean {
  const hasGameTime = typeof bet.gameTimeSec === 'number' && bet.gameTimeSec > 0;
  return (
    (!isGameFinished(bet) && hasGameTime) ||
    bet.gameIsLiveInLive ||
    bet.gameStatusId === GAME_STATUS.FIRST_HALF_LIVE ||
    bet.gameStatusId === GAME_STATUS.SECOND_HALF_LIVE ||
    bet.market.isLive
  );
}

/** Whether the market's type is special: listed in SPECIAL_MARKET_TYPE_IDS or flagged so by the feed. */
export function isSpecialMarketType(market: Pick<Market, 'typeId' | 'isSpecialCoef'>): boolean {
  return market.isSpecialCoef || SPECIAL_MARKET_TYPE_IDS.has(market.typeId);
}

/** COUPON-023: a bet's coefficient is special when its market type is special and it has no coefficient. */
export function isSpecialCoef(bet: Bet): boolean {
  return isSpecialMarketType(bet.market) && !marketHasCoef(bet.market);
}

/** Whether a value is one of the known bet results: 'won', 'lost' or 'void'. */
export function isBetResult(value: unknown): value is BetResult {
  return (BET_RESULTS as readonly unknown[]).includes(value);
}
