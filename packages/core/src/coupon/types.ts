import type { Minor } from '../money/money';

/**
 * Coupon (betting slip) data model (SPEC §3). All money fields are integer minor units of the account's
 * currency (kopecks, cents, yen); coefficients in markets are decimal numbers as the feed sends them and are
 * read as exact thousandths by the engine.
 */

/** Coupon type ids (COUPON-025). */
export const COUPON_TYPE = Object.freeze({
  SINGLE: 0,
  EXPRESS: 1,
  SYSTEM: 2,
  SYSTEM_WITH_BLOCKS: 4,
  MULTIPLE_SINGLES: 9,
} as const);

export type CouponTypeId = (typeof COUPON_TYPE)[keyof typeof COUPON_TYPE];

/** The known coupon type ids: 0, 1, 2, 4, 9. Others are not shown by the seed and rejected (UNKNOWN_TYPE). */
export const COUPON_TYPE_IDS: readonly CouponTypeId[] = Object.freeze([0, 1, 2, 4, 9] as const);

/** Block 0 is the lobby: its bets are the bankers of a system (COUPON-030). */
export const LOBBY_BLOCK_ID = 0;

/** Account types (SPEC §9): 0 main, 4 bonus, 9 currency. */
export const ACCOUNT_TYPE = Object.freeze({ MAIN: 0, BONUS: 4, CURRENCY: 9 } as const);

/** What to do when a coefficient changes before placement (values of `changeCoefAction`). */
export const CHANGE_COEF_ACTION = Object.freeze({ CONFIRM: 0, ACCEPT_ANY: 1, ACCEPT_INCREASE: 2 } as const);

/** At most this many selections in one coupon. */
export const MAX_BETS_IN_COUPON = 30;

/** Outcome of a selection when computing a possible win for a given result. */
export type BetResult = 'won' | 'lost' | 'void';

/** The known results; anything else ("half-won", "") is not a result the engine settles (ADR 0021). */
export const BET_RESULTS: readonly BetResult[] = Object.freeze(['won', 'lost', 'void'] as const);

/**
 * Results keyed by bet id (see betId); a bet without an entry counts as won. An entry that is not one of
 * BET_RESULTS makes the figure unavailable (possibleWin gives null, validateResults RESULT_UNKNOWN).
 */
export type BetResults = Readonly<Record<string, BetResult>>;

/** A market (one selectable outcome with its price) (COUPON-018). */
export interface Market {
  /** Unique selection id; also the bet's id in the coupon. */
  id: number | string;
  sportId: number;
  sportName: string;
  champId: number;
  champName: string;
  gameId: number | string;
  typeId: number;
  kind: number;
  /** Decimal coefficient (1.875); null or 0 when the market has no coefficient. */
  coef: number | null;
  /** The coefficient as displayed in the player's format. */
  coefByView: string;
  isLive: boolean;
  /** The feed marks the market type as special (coefficient on request). */
  isSpecialCoef: boolean;
}

/** A bet (selection) in the coupon (COUPON-016). */
export interface Bet {
  additionalType: number | null;
  market: Market;
  /** Block of a system with blocks / banker system; 0 is the lobby (banker); null: no block. */
  blockId: number | null;
  /** Default -2 (COUPON-017). */
  statusId: number;
  typeId: number | null;
  sportNameEng: string;
  champNameEng: string;
  calculatedDateTime: number | null;
  gameNumber: number | string | null;
  gameIsFinished: boolean;
  gameIsLiveInLive: boolean;
  gamePermanentId: number | string | null;
  gameStatusId: number | null;
  gameStartDateTime: number | null;
  gameStartDateTimeFormatted: string;
  /** Seconds played; null (or 0) when the game has no running time. */
  gameTimeSec: number | null;
  firstOpponentNameEng: string;
  secondOpponentNameEng: string;
  firstOpponentFullScore: string | null;
  secondOpponentFullScore: string | null;
  scoreFormatted: string;
  status: string | null;
  isBlocked: boolean;
  isDepend: boolean;
  isBannedExpress: boolean;
  isDisabledBanker: boolean;
  expressId: number | string | null;
  statisticId: number | string | null;
  playersDuel: unknown;
  pageType: string | null;
}

/** A system variant offered to the player (COUPON-024). */
export interface SystemVariant {
  /** k: selections (units) per line. */
  value: number;
  /** n: number of units the lines are drawn from (the system offset). */
  offset: number;
  /** Smallest total stake of this variant: the coupon's min per line times `combo`; 0 when no min. */
  minBetAmount: Minor;
  /** Number of lines, C(offset, value). */
  combo: number;
}

/** Coupon state (COUPON-001). Money in minor units. */
export interface CouponState {
  tab: number;
  /** Coupon type (COUPON-025); any number is representable, unknown ones fail validation. */
  typeId: number;
  isActivePlaceBet: boolean;
  isActiveAutoMax: boolean;
  isActiveVipBet: boolean;
  /** Default true (COUPON-002). */
  isActiveSystemBanker: boolean;
  bets: Bet[];
  accountId: number | string | null;
  /** Total stake in minor units (for systems: the whole stake, split evenly over the lines). */
  amount: Minor;
  /** Stake per block (system with blocks), checked against the chained block maximum. */
  amountByBlockId: Record<string, Minor>;
  /** Stake per bet of a type-9 coupon (COUPON-026). */
  amountByBetId: Record<string, Minor>;
  /** Minimum stake (per line for systems); null when no minimum exists. */
  minBetAmount: Minor | null;
  /** Maximum stake; Infinity (unlimited) by default (COUPON-003). */
  maxBetAmount: Minor;
  availablePrepaidAmount: Minor;
  coef: number;
  coefByView: string;
  promoCode: string;
  manualPromoCode: string;
  promoCodes: string[];
  /** System k; default 2 and never below 2 (COUPON-004, COUPON-005). */
  systemValue: number;
  systemValues: number[];
  antiExpressCoef: number;
  successCoupon: unknown;
  singlesResultCoupons: unknown[];
  loadCouponInputValue: string;
  expressId: number | string | null;
  addedAtByBetId: Record<string, number>;
  /** Largest payout; Infinity when none. */
  maxPayout: Minor;
  initialAmount: Minor;
  amountStep: Minor;
  calcSystemsMin: boolean;
  /** Set when the player deleted the express bonus bet by hand (COUPON-038). */
  manuallyDeletedBonusBet: boolean;
  hyperBonusPercent: number;
  minHyperBonusBetLimit: Minor;
  maxHyperBonusLimit: Minor;
}

/** Coupon settings (COUPON-006). Money in minor units. */
export interface CouponSettings {
  amountStepByCurrencyIso: Record<string, Minor>;
  isManualAmountStep: boolean;
  /** Default 2 (COUPON-007). */
  changeCoefAction: number;
  isAutoMax: boolean;
  isVipBet: boolean;
  isBalanceShown: boolean;
  /** Default true (COUPON-008). */
  isPossibleWinShown: boolean;
  isSelectAccountShown: boolean;
  isCouponFixed: boolean;
  oneClickAmount: Minor;
  isActiveOneClick: boolean;
  /** "Accept only at this exact coefficient": the total coefficient the player accepts, 0 = off (DECISIONS 18). */
  exactCoef: number;
  isDropOnScoreChange: boolean;
  expressId: number | string | null;
  bonusAccountOneClickAmount: Minor;
  changeNotifyAction: number;
}

/** The part of the site config the coupon rules read (names as in the site-config contract). */
export interface CouponSiteConfig {
  couponTypesWithMinAmount: readonly number[];
  couponTypesWithMaxAmount: readonly number[];
  isAvailableCouponBonusBet: boolean;
  showVipBet: boolean;
  show_one_click: boolean;
}

/** The account a coupon is placed from. */
export interface CouponAccount {
  id?: number | string;
  /** 0 main, 4 bonus, 9 currency. */
  type: number;
  /** Currency ISO code (RUB, USD, JPY, ...). */
  iso: string;
  /** Balance in minor units. */
  money: Minor;
}

/** The coupon sent to the server (COUPON-011). Money in minor units. */
export interface CouponPayload {
  id: string;
  accountId: number | string | null;
  amount: Minor;
  amountByBlockId: Record<string, Minor>;
  bets: Bet[];
  changeCoefAction: number;
  coef: number;
  coefByView: string;
  coefViewId: number;
  exactCoef: number;
  isDropOnScoreChange: boolean;
  prepaidAmount: Minor;
  refId: number | null;
  systemValue: number;
  typeId: number;
  userId: number | string | null;
  hyperBonusPercent: number;
  minHyperBonusBetLimit: Minor;
  maxHyperBonusLimit: Minor;
}
