import type { Minor } from '../money/money';
import { isBonusBet } from './predicates';
import { COUPON_TYPE, type Bet, type CouponSettings, type CouponState, type Market } from './types';

/** Defaults named by the seed (SPEC §3, §9). */
export const COUPON_DEFAULTS = Object.freeze({
  changeCoefAction: 2,
  systemValue: 2,
  isActiveSystemBanker: true,
  maxBetAmount: Number.POSITIVE_INFINITY,
  isPossibleWinShown: true,
  betStatusId: -2,
} as const);

/** The smallest system value (COUPON-005). */
export const MIN_SYSTEM_VALUE = 2;

/** The id of a bet in the coupon: its market (selection) id, as a string key. */
export function betId(bet: Pick<Bet, 'market'>): string {
  return String(bet.market.id);
}

/** Creates a market with neutral defaults, overridden by `fields`. */
export function createMarket(fields: Partial<Market> = {}): Market {
  return {
    id: 0,
    sportId: 1,
    sportName: '',
    champId: 0,
    champName: '',
    gameId: 0,
    typeId: 1,
    kind: 0,
    coef: null,
    coefByView: '',
    isLive: false,
    isSpecialCoef: false,
    ...fields,
  };
}

/** Creates a bet with the seed's defaults (statusId -2, COUPON-017), overridden by `fields`. */
export function createBet(fields: Partial<Omit<Bet, 'market'>> & { market?: Partial<Market> } = {}): Bet {
  const { market, ...rest } = fields;
  return {
    additionalType: null,
    blockId: null,
    statusId: COUPON_DEFAULTS.betStatusId,
    typeId: null,
    sportNameEng: '',
    champNameEng: '',
    calculatedDateTime: null,
    gameNumber: null,
    gameIsFinished: false,
    gameIsLiveInLive: false,
    gamePermanentId: null,
    gameStatusId: null,
    gameStartDateTime: null,
    gameStartDateTimeFormatted: '',
    gameTimeSec: null,
    firstOpponentNameEng: '',
    secondOpponentNameEng: '',
    firstOpponentFullScore: null,
    secondOpponentFullScore: null,
    scoreFormatted: '',
    status: null,
    isBlocked: false,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    expressId: null,
    statisticId: null,
    playersDuel: null,
    pageType: null,
    ...rest,
    market: createMarket(market),
  };
}

/**
 * Creates an empty coupon with the seed's defaults: banker active (COUPON-002), unlimited max (COUPON-003),
 * system value 2 (COUPON-004), type single, amount 0; overridden by `fields`.
 */
export function createCouponState(fields: Partial<CouponState> = {}): CouponState {
  return {
    tab: 0,
    typeId: COUPON_TYPE.SINGLE,
    isActivePlaceBet: false,
    isActiveAutoMax: false,
    isActiveVipBet: false,
    isActiveSystemBanker: COUPON_DEFAULTS.isActiveSystemBanker,
    bets: [],
    accountId: null,
    amount: 0,
    amountByBlockId: {},
    amountByBetId: {},
    minBetAmount: null,
    maxBetAmount: COUPON_DEFAULTS.maxBetAmount,
    availablePrepaidAmount: 0,
    coef: 0,
    coefByView: '',
    promoCode: '',
    manualPromoCode: '',
    promoCodes: [],
    systemValue: COUPON_DEFAULTS.systemValue,
    systemValues: [],
    antiExpressCoef: 0,
    successCoupon: null,
    singlesResultCoupons: [],
    loadCouponInputValue: '',
    expressId: null,
    addedAtByBetId: {},
    maxPayout: Number.POSITIVE_INFINITY,
    initialAmount: 0,
    amountStep: 0,
    calcSystemsMin: false,
    manuallyDeletedBonusBet: false,
    hyperBonusPercent: 0,
    minHyperBonusBetLimit: 0,
    maxHyperBonusLimit: 0,
    ...fields,
  };
}

/**
 * Creates coupon settings with the seed's defaults: changeCoefAction 2 (COUPON-007), possible win shown
 * (COUPON-008), one-click off, exact coef off (0); overridden by `fields`.
 */
export function createCouponSettings(fields: Partial<CouponSettings> = {}): CouponSettings {
  return {
    amountStepByCurrencyIso: {},
    isManualAmountStep: false,
    changeCoefAction: COUPON_DEFAULTS.changeCoefAction,
    isAutoMax: false,
    isVipBet: false,
    isBalanceShown: true,
    isPossibleWinShown: COUPON_DEFAULTS.isPossibleWinShown,
    isSelectAccountShown: false,
    isCouponFixed: false,
    oneClickAmount: 0,
    isActiveOneClick: false,
    exactCoef: 0,
    isDropOnScoreChange: false,
    expressId: null,
    bonusAccountOneClickAmount: 0,
    changeNotifyAction: 0,
    ...fields,
  };
}

/** COUPON-005: a system value as stored: an integer, never below 2 (NaN and other junk become 2). */
export function normalizeSystemValue(value: number): number {
  if (!Number.isFinite(value)) return MIN_SYSTEM_VALUE;
  return Math.max(MIN_SYSTEM_VALUE, Math.trunc(value));
}

/** Sets the system value, clamped so it is never below 2 (COUPON-005). */
export function setSystemValue(coupon: CouponState, value: number): CouponState {
  return { ...coupon, systemValue: normalizeSystemValue(value) };
}

/** Sets the coupon type. Any number is stored; an unknown type is reported by validateCoupon. */
export function setCouponType(coupon: CouponState, typeId: number): CouponState {
  return { ...coupon, typeId };
}

/** Sets the total stake (minor units). */
export function setAmount(coupon: CouponState, amount: Minor): CouponState {
  return { ...coupon, amount };
}

/** Sets the stake of one bet of a type-9 coupon (COUPON-026). */
export function setBetAmount(coupon: CouponState, id: string, amount: Minor): CouponState {
  return { ...coupon, amountByBetId: { ...coupon.amountByBetId, [id]: amount } };
}

/** Sets the stake of one block (system with blocks). */
export function setBlockAmount(coupon: CouponState, blockId: number, amount: Minor): CouponState {
  return { ...coupon, amountByBlockId: { ...coupon.amountByBlockId, [String(blockId)]: amount } };
}

/**
 * Adds a bet (replacing a bet with the same id). A coupon of type single that now holds two or more bets
 * becomes an express; `addedAt` (epoch ms) is recorded in addedAtByBetId.
 */
export function addBet(coupon: CouponState, bet: Bet, addedAt = 0): CouponState {
  const id = betId(bet);
  const bets = coupon.bets.filter((b) => betId(b) !== id).concat(bet);
  const typeId =
    coupon.typeId === COUPON_TYPE.SINGLE && bets.length > 1 ? COUPON_TYPE.EXPRESS : coupon.typeId;
  return { ...coupon, bets, typeId, addedAtByBetId: { ...coupon.addedAtByBetId, [id]: addedAt } };
}

function omitKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record;
  const copy = { ...record };
  delete copy[key];
  return copy;
}

/**
 * Removes a bet. When the player removes the bonus bet by hand (`manual`, the default), the coupon remembers
 * it in manuallyDeletedBonusBet so the bonus bet is not offered again (COUPON-038). An express or system left
 * with a single bet becomes a single.
 */
export function removeBet(coupon: CouponState, id: string, options: { manual?: boolean } = {}): CouponState {
  const removed = coupon.bets.find((b) => betId(b) === id);
  if (!removed) return coupon;
  const manual = options.manual ?? true;
  const bets = coupon.bets.filter((b) => b !== removed);
  const combination =
    coupon.typeId === COUPON_TYPE.EXPRESS ||
    coupon.typeId === COUPON_TYPE.SYSTEM ||
    coupon.typeId === COUPON_TYPE.SYSTEM_WITH_BLOCKS;
  return {
    ...coupon,
    bets,
    typeId:
      combination && bets.filter((b) => !isBonusBet(b)).length <= 1 ? COUPON_TYPE.SINGLE : coupon.typeId,
    amountByBetId: omitKey(coupon.amountByBetId, id),
    addedAtByBetId: omitKey(coupon.addedAtByBetId, id),
    manuallyDeletedBonusBet: coupon.manuallyDeletedBonusBet || (manual && isBonusBet(removed)),
  };
}

/** Empties the coupon: no bets, no per-bet or per-block amounts, bonus-bet deletion forgotten. */
export function clearCoupon(coupon: CouponState): CouponState {
  return {
    ...coupon,
    bets: [],
    amountByBetId: {},
    amountByBlockId: {},
    addedAtByBetId: {},
    manuallyDeletedBonusBet: false,
    isActiveVipBet: false,
    typeId: COUPON_TYPE.SINGLE,
    systemValue: COUPON_DEFAULTS.systemValue,
  };
}

/** One single coupon made from a bet of a multiple-singles coupon. */
export interface SingleCouponPart {
  typeId: typeof COUPON_TYPE.SINGLE;
  bets: [Bet];
  amount: Minor;
}

/**
 * COUPON-027: a type-9 coupon is placed as one type-0 coupon per bet, each with its own amount from
 * amountByBetId (COUPON-026; a bet without an amount gets 0, which validation rejects).
 */
export function toSingleCoupons(coupon: CouponState): SingleCouponPart[] {
  return coupon.bets.map((bet) => ({
    typeId: COUPON_TYPE.SINGLE,
    bets: [bet],
    amount: coupon.amountByBetId[betId(bet)] ?? 0,
  }));
}

/** What the coupon keeps in local storage (COUPON-009). */
export interface CouponLocalSave {
  bets: Bet[];
  addedAtByBetId: Record<string, number>;
  typeId: number;
  systemValue: number;
}

/** The part of the coupon saved locally: bets, addedAtByBetId, typeId, systemValue (COUPON-009). */
export function toCouponLocalSave(coupon: CouponState): CouponLocalSave {
  return {
    bets: coupon.bets,
    addedAtByBetId: coupon.addedAtByBetId,
    typeId: coupon.typeId,
    systemValue: coupon.systemValue,
  };
}

/** Restores a locally saved coupon onto `base` (system value normalised, never below 2). */
export function fromCouponLocalSave(
  save: CouponLocalSave,
  base: CouponState = createCouponState(),
): CouponState {
  return {
    ...base,
    bets: Array.isArray(save.bets) ? save.bets : [],
    addedAtByBetId: save.addedAtByBetId ?? {},
    typeId: save.typeId,
    systemValue: normalizeSystemValue(save.systemValue),
  };
}
