import {
  addBet,
  betId,
  clearCoupon,
  COUPON_TYPE,
  FALLBACK_CURRENCY,
  initialAmount,
  isBonusBet,
  LOBBY_BLOCK_ID,
  MAX_BETS_IN_COUPON,
  realBets,
  removeBet,
  setAmount as coreSetAmount,
  setBetAmount as coreSetBetAmount,
  setBlockAmount as coreSetBlockAmount,
  setSystemValue as coreSetSystemValue,
  syncBonusBet,
  type CouponSettings,
  type CouponState,
  type Minor,
} from '@betline/core';
import { changeCouponType } from '@betline/ui';
import type { SportsGame, SportsMarket } from '../../api/types';
import type { Stores } from '../index';
import { emitCouponEvent, eventGame, type SelectionOptions } from './events';
import { setSuspended, takeAcceptedChanges } from './livePrices';
import { scheduleNotification } from './notification';
import { isOneClickAvailable, placeOneClick } from './oneClick';
import { persistCoupon, persistSettings, restoreCoupon } from './persistence';
import { startNewBet } from './placement';
import {
  buildBet,
  clearResult,
  currentAccount,
  forget,
  isInCoupon,
  selectionNames,
  siteCouponConfig,
} from './state';

export type ToggleResult = 'added' | 'updated' | 'removed' | 'oneClick' | 'full' | 'unavailable';

/**
 * A price click: removes the outcome when it is in the slip; otherwise emits the add (or update, when it
 * replaces the selection of the same game) event (COUPON-015) and, with one-click bets available and not
 * skipped, places a single at once (the slip is left alone); else adds the bet (a single becomes an express,
 * the express bonus is kept in sync), remembering the coefficient the player saw.
 */
export function toggleSelection(
  stores: Stores,
  market: SportsMarket,
  game: SportsGame,
  options: SelectionOptions = {},
): ToggleResult {
  const store = restoreCoupon(stores);
  const id = String(market.id);
  if (isInCoupon(store, id)) {
    removeSelection(stores, id);
    return 'removed';
  }
  const coupon = store.coupon;
  // While a placed coupon is shown, a click starts a new bet: nothing is replaced.
  const sameGame =
    coupon.typeId === COUPON_TYPE.MULTIPLE_SINGLES || store.placed
      ? undefined
      : coupon.bets.find((bet) => !isBonusBet(bet) && String(bet.market.gameId) === String(market.gameId));
  emitCouponEvent(store, {
    type: sameGame ? 'update' : 'add',
    market,
    game: eventGame(game),
    skipOneClick: options.skipOneClick ?? false,
    manualBlockId: options.manualBlockId ?? null,
    source: options.source ?? null,
    pageType: options.pageType ?? null,
  });
  if (!options.skipOneClick && isOneClickAvailable(stores)) {
    void placeOneClick(stores, market, game, options);
    return 'oneClick';
  }
  if (market.coef === null && !market.isSpecialCoef) return 'unavailable';
  if (!sameGame && realBets(coupon.bets).length >= MAX_BETS_IN_COUPON) return 'full';

  if (store.placed) startNewBet(stores);
  let next: CouponState = store.coupon;
  // The replacing selection keeps the block (or banker place) of the one it replaces, unless told otherwise.
  const blockId = options.manualBlockId !== undefined ? options.manualBlockId : (sameGame?.blockId ?? null);
  if (sameGame) {
    const oldId = betId(sameGame);
    next = removeBet(next, oldId, { manual: false });
    forget(store, [oldId]);
  }
  const wasEmpty = realBets(next.bets).length === 0;
  next = addBet(next, buildBet(market, game, { ...options, manualBlockId: blockId }), Date.now());
  if (wasEmpty && next.amount <= 0) {
    next = coreSetAmount(next, initialAmount(currentAccount(stores)?.iso ?? FALLBACK_CURRENCY));
  }
  store.coupon = syncBonusBet(next, siteCouponConfig(stores));
  store.betNames[id] = options.names ?? selectionNames(market, game);
  if (typeof market.coef === 'number') store.shownCoefByBetId[id] = market.coef;
  if (market.isSuspended || game.isSuspended) setSuspended(stores, [id]);
  store.problem = null;
  persistCoupon(store);
  scheduleNotification(stores, id, market.isLive || game.isLive);
  return sameGame ? 'updated' : 'added';
}

/** Removes a selection (by hand: removing the bonus bet marks manuallyDeletedBonusBet, COUPON-038). */
export function removeSelection(stores: Stores, outcomeId: number | string): void {
  const store = restoreCoupon(stores);
  const id = String(outcomeId);
  const next = removeBet(store.coupon, id);
  if (next === store.coupon) return;
  clearResult(store);
  store.coupon = syncBonusBet(next, siteCouponConfig(stores));
  forget(store, [id]);
  persistCoupon(store);
}

/** Empties the slip. */
export function clearSelections(stores: Stores): void {
  setCoupon(stores, clearCoupon(restoreCoupon(stores).coupon));
}

/**
 * A deep copy of plain data. The slip hands back states built from valtio snapshots, whose objects are frozen;
 * stored as they are, valtio would not track them and a later price update could not change a bet.
 */
function thaw<T>(value: T): T {
  if (Array.isArray(value)) return value.map(thaw) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, thaw(each)])) as T;
  }
  return value;
}

/**
 * The slip's change (CouponSlip's onCouponChange: type, system, banker, blocks, stakes, account, VIP, promo
 * field, tab...). Names and seen coefficients of removed bets are forgotten; the local save is written.
 */
export function setCoupon(stores: Stores, incoming: CouponState): void {
  const store = restoreCoupon(stores);
  const next = thaw(incoming);
  const current = store.coupon;
  const after = new Set(next.bets.map(betId));
  const removed = current.bets.map(betId).filter((id) => !after.has(id));
  // Switching between the slip and "my bets" changes nothing the last answer was about.
  const onlyTab = next.tab !== current.tab;
  if (removed.length > 0 || next.bets.length === 0) clearResult(store);
  else if (!onlyTab) store.problem = null;
  store.coupon = next;
  if (removed.length > 0) forget(store, removed);
  persistCoupon(store);
}

/** The slip's settings change (CouponSlip's onSettingsChange), saved under the coupon settings key (COUPON-046). */
export function setSettings(stores: Stores, next: CouponSettings): void {
  const store = restoreCoupon(stores);
  store.settings = thaw(next);
  takeAcceptedChanges(store);
  persistSettings(store);
}

// ---- the core's setters, for callers other than the slip ----

function current(stores: Stores): CouponState {
  return restoreCoupon(stores).coupon;
}

/** Changes the coupon type the way the slip does (systems keep 2 <= k <= n - 1, blocks one per bet, type 9 amounts). */
export function setCouponType(stores: Stores, typeId: number): void {
  setCoupon(stores, syncBonusBet(changeCouponType(current(stores), typeId), siteCouponConfig(stores)));
}

export function setStake(stores: Stores, amount: Minor): void {
  setCoupon(stores, coreSetAmount(current(stores), amount));
}

/** Type 9: the stake of one bet (COUPON-026). */
export function setBetStake(stores: Stores, outcomeId: number | string, amount: Minor): void {
  setCoupon(stores, coreSetBetAmount(current(stores), String(outcomeId), amount));
}

/** COUPON-005: the system value, never below 2. */
export function setSystemValue(stores: Stores, value: number): void {
  setCoupon(stores, coreSetSystemValue(current(stores), value));
}

/** The block of a bet (0: the lobby, the bankers, COUPON-030; null: none). */
export function setBetBlock(stores: Stores, outcomeId: number | string, blockId: number | null): void {
  const id = String(outcomeId);
  const coupon = current(stores);
  setCoupon(stores, {
    ...coupon,
    bets: coupon.bets.map((bet) => (betId(bet) === id ? { ...bet, blockId } : bet)),
  });
}

/** A system's banker: the bet goes to the lobby (block 0) or out of it. */
export function setBanker(stores: Stores, outcomeId: number | string, on: boolean): void {
  setBetBlock(stores, outcomeId, on ? LOBBY_BLOCK_ID : null);
}

/** Banker mode of a system (COUPON-002, on by default). */
export function setSystemBanker(stores: Stores, on: boolean): void {
  setCoupon(stores, { ...current(stores), isActiveSystemBanker: on });
}

/** The stake of one block of a system with blocks. */
export function setBlockStake(stores: Stores, blockId: number, amount: Minor): void {
  setCoupon(stores, coreSetBlockAmount(current(stores), blockId, amount));
}

/** The VIP bet request (offered only as DECISIONS 17 says; the slip shows the switch then). */
export function setVipBet(stores: Stores, on: boolean): void {
  setCoupon(stores, { ...current(stores), isActiveVipBet: on });
}

/** The account the bet comes from. */
export function setBettingAccount(stores: Stores, accountId: number): void {
  setCoupon(stores, { ...current(stores), accountId });
}

/** A promo code: checked by the server when the bet is placed (PROMO_CODE_INVALID otherwise). */
export function applyPromoCode(stores: Stores, code: string): void {
  const value = code.trim().toUpperCase();
  if (value === '') return;
  const coupon = current(stores);
  setCoupon(stores, {
    ...coupon,
    promoCode: value,
    manualPromoCode: value,
    promoCodes: coupon.promoCodes.includes(value) ? coupon.promoCodes : [...coupon.promoCodes, value],
  });
}

export function removePromoCode(stores: Stores): void {
  setCoupon(stores, { ...current(stores), promoCode: '', manualPromoCode: '' });
}
