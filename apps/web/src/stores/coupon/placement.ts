import { ref } from 'valtio';
import {
  betId,
  clearCoupon,
  COUPON_TYPE,
  couponCoef,
  FALLBACK_CURRENCY,
  formatCoef,
  isLiveBet,
  realBets,
  removeBet,
  syncBonusBet,
  toCouponPayload,
  validateCoupon,
  type CouponSettings,
  type CouponState,
  type Minor,
} from '@betline/core';
import { announce } from '@betline/ui';
import { placeCoupon as requestPlacement, type BettingFailure } from '../../api/betting';
import type {
  CouponRefusal,
  PlaceCouponRequest,
  PlaceCouponResponse,
  PlacedCoupon as WirePlacedCoupon,
} from '../../api/types';
import { problemMessages, type SlipProblem } from '../../sportsbook/slip/messages';
import { accountOf, loadBalance } from '../account';
import type { Stores } from '../index';
import { preferencesOf } from '../preferences';
import { isSignedIn } from '../user';
import { acceptOddsChanges, resyncBonus, setBetCoef, setSuspended } from './livePrices';
import { persistCoupon, restoreCoupon } from './persistence';
import { placementTransition, type PlacementEvent } from './placementMachine';
import {
  bettingAccount,
  couponOf,
  forget,
  isInCoupon,
  messageContext,
  siteCouponConfig,
  slipAccounts,
  withAccount,
  type CouponStore,
  type PlacedView,
} from './state';

/** A fresh idempotency key (the coupon id) for a new placement. */
export function newCouponId(): string {
  return crypto.randomUUID();
}

export interface PayloadContext {
  id: string;
  shownCoefByBetId: Readonly<Record<string, number>>;
  coefViewId: number;
  userId: number | null;
  refId: number | null;
}

/**
 * The coupon sent to the server (COUPON-011: id, accountId, amount, amountByBlockId, bets, changeCoefAction,
 * coef, coefByView, coefViewId, exactCoef, isDropOnScoreChange, prepaidAmount, refId, systemValue, typeId,
 * userId, hyperBonusPercent, minHyperBonusBetLimit, maxHyperBonusLimit) plus amountByBetId (type 9),
 * promoCode, isActiveVipBet and isActiveSystemBanker. Each bet carries the coefficient the player saw (the
 * server decides the odds change under changeCoefAction); a plain copy, so a retry sends the same bytes.
 */
export function buildPlacePayload(
  coupon: CouponState,
  settings: CouponSettings,
  context: PayloadContext,
): PlaceCouponRequest {
  const viewId = context.coefViewId as Parameters<typeof formatCoef>[1];
  const bets = coupon.bets.map((bet) => {
    const shown = context.shownCoefByBetId[betId(bet)];
    return shown !== undefined && shown !== bet.market.coef
      ? {
          ...bet,
          market: { ...bet.market, coef: shown, coefByView: formatCoef(shown, viewId) ?? String(shown) },
        }
      : bet;
  });
  const seen: CouponState = { ...coupon, bets };
  const total = couponCoef(seen);
  const base = toCouponPayload(
    { ...seen, coefByView: total === null ? '' : (formatCoef(total, viewId) ?? '') },
    settings,
    {
      id: context.id,
      coefViewId: context.coefViewId,
      userId: context.userId,
      refId: context.refId,
      prepaidAmount: 0,
    },
  );
  const singles = coupon.typeId === COUPON_TYPE.MULTIPLE_SINGLES;
  const amountByBetId: Record<string, Minor> = {};
  if (singles)
    for (const bet of realBets(bets)) amountByBetId[betId(bet)] = coupon.amountByBetId[betId(bet)] ?? 0;
  const payload: PlaceCouponRequest = {
    ...base,
    // Core's bets are the wire's bets (the contract reads market id, game id, coef, block and score; it keeps the rest).
    bets: base.bets as unknown as PlaceCouponRequest['bets'],
    amount: singles ? Object.values(amountByBetId).reduce((sum, each) => sum + each, 0) : base.amount,
    amountByBlockId: coupon.typeId === COUPON_TYPE.SYSTEM_WITH_BLOCKS ? base.amountByBlockId : {},
    isActiveVipBet: coupon.isActiveVipBet,
    isActiveSystemBanker: coupon.isActiveSystemBanker,
  };
  if (singles) payload.amountByBetId = amountByBetId;
  if (coupon.promoCode !== '') payload.promoCode = coupon.promoCode;
  return JSON.parse(JSON.stringify(payload)) as PlaceCouponRequest;
}

export type PlaceOutcome = 'accepted' | 'partial' | 'refused' | 'failed' | 'invalid' | 'busy' | 'signedOut';

export function payloadContext(
  stores: Stores,
  id: string,
  shown: Readonly<Record<string, number>>,
): PayloadContext {
  return {
    id,
    shownCoefByBetId: shown,
    coefViewId: preferencesOf(stores).coefViewId,
    userId: stores.user.userId,
    refId: stores.global.siteConfig.config?.ref_id ?? null,
  };
}

export function announceProblem(stores: Stores, problem: SlipProblem, currency: string): void {
  announce(problemMessages(problem, messageContext(stores, currency)).join(' '), 'assertive');
}

export function failure(result: BettingFailure): SlipProblem {
  return result.status === undefined
    ? { kind: 'failed', reason: result.reason }
    : { kind: 'failed', reason: result.reason, status: result.status };
}

/** The machine's next state, applied to the store (the request kept as it was sent, untracked). */
function step(store: CouponStore, event: PlacementEvent): void {
  const next = placementTransition(store.placement, event);
  if (next === store.placement) return;
  store.placement = { ...next, payload: next.payload === null ? null : ref(next.payload) };
  const sending = next.state === 'placing' || next.state === 'waitingDelay';
  store.isPlacing = sending;
  store.coupon.isActivePlaceBet = sending;
}

/** A refusal's new odds are applied to the bets (the seen ones stay, so the slip asks as the settings say). */
function applyRefusal(stores: Stores, refusal: CouponRefusal): void {
  const store = couponOf(stores);
  for (const { betId: id, coef } of refusal.newOdds ?? []) {
    const bet = store.coupon.bets.find((each) => betId(each) === id);
    if (!bet) continue;
    if (refusal.code === 'GAME_FINISHED') bet.gameIsFinished = true;
    else if (refusal.code === 'MARKET_NOT_FOUND') bet.isBlocked = true;
    else if (coef === null) setSuspended(stores, [id], true);
    else {
      setBetCoef(stores, bet, coef);
      setSuspended(stores, [id], false);
    }
  }
  resyncBonus(stores);
}

function placedOf(coupons: readonly WirePlacedCoupon[], betIds: string[]): PlacedView | null {
  const first = coupons[0];
  if (!first) return null;
  return {
    couponId: coupons.map((c) => String(c.couponId)).join(', '),
    couponIds: coupons.map((c) => c.couponId),
    amount: coupons.reduce((sum, c) => sum + c.amount, 0),
    possibleWin: coupons.reduce((sum, c) => sum + c.possibleWin, 0),
    currency: first.currencyIso,
    pendingApproval: coupons.some((c) => c.status === 'pending_approval'),
    acceptedBetIds: betIds,
  };
}

/** The accepted answer: the slip shows the result; type 9 may have refused singles beside the accepted ones. */
function applyAcceptance(
  stores: Stores,
  response: PlaceCouponResponse,
  currency: string,
): 'accepted' | 'partial' | 'refused' {
  const store = couponOf(stores);
  store.coupon.successCoupon = response.coupon;
  store.coupon.singlesResultCoupons = response.singlesResultCoupons;
  if (response.coupon) {
    store.placed = placedOf([response.coupon], realBets(store.coupon.bets).map(betId));
    store.problem = null;
    return 'accepted';
  }
  const accepted = response.singlesResultCoupons.flatMap((r) => (r.ok ? [r] : []));
  const refused = response.singlesResultCoupons.flatMap((r) =>
    r.ok ? [] : [{ betId: r.betId, refusal: r.refusal }],
  );
  for (const each of refused) applyRefusal(stores, each.refusal);
  store.placed = placedOf(
    accepted.map((r) => r.coupon),
    accepted.map((r) => r.betId),
  );
  if (refused.length === 0) {
    store.problem = null;
    return 'accepted';
  }
  store.problem = { kind: 'singles', refused };
  announceProblem(stores, store.problem, currency);
  return accepted.length > 0 ? 'partial' : 'refused';
}

/**
 * Places the slip's coupon through the placement machine (placementMachine.ts): a new placement gets a fresh
 * idempotency id; when the last attempt got no usable answer (network, timeout, a 5xx) and the player places the
 * same coupon again, the very same request is sent (same id: the server answers the stored coupon instead of
 * staking twice). Accepted: the slip shows the result (successCoupon / singlesResultCoupons) until the player
 * starts a new bet or keeps the selections, and the balance is reloaded. Refused: everything is kept, new odds
 * are applied to the bets and the reason is shown and announced.
 */
export async function placeCoupon(stores: Stores): Promise<PlaceOutcome> {
  const store = restoreCoupon(stores);
  if (store.isPlacing) return 'busy';
  if (!isSignedIn(stores.user)) return 'signedOut';
  const accounts = slipAccounts(accountOf(stores));
  const account = bettingAccount(store.coupon, accounts);
  const currency = account?.iso ?? FALLBACK_CURRENCY;
  const coupon = withAccount(store.coupon, account, store.settings);
  const suspended = coupon.bets.map(betId).filter((id) => store.suspendedBetIds.includes(id));
  if (suspended.length > 0) {
    const refusal: CouponRefusal = {
      statusCode: 409,
      error: 'Conflict',
      message: 'suspended',
      code: 'MARKET_SUSPENDED',
      newOdds: suspended.map((id) => ({ betId: id, coef: null, coefThousandths: null })),
    };
    store.problem = { kind: 'refused', refusal };
    announceProblem(stores, store.problem, currency);
    return 'refused';
  }
  if (validateCoupon(coupon, { siteConfig: siteCouponConfig(stores), account }).length > 0) return 'invalid';

  const draft = buildPlacePayload(coupon, store.settings, payloadContext(stores, '', store.shownCoefByBetId));
  step(store, { type: 'send', draft, newId: newCouponId, live: realBets(coupon.bets).some(isLiveBet) });
  const payload = store.placement.payload!;
  store.problem = null;
  let result: Awaited<ReturnType<typeof requestPlacement>>;
  try {
    result = await requestPlacement(payload);
  } catch (error) {
    // An answer that does not match the contract: the coupon's fate is unknown, the same request may be retried.
    console.error('placing the coupon failed:', error instanceof Error ? error.message : error);
    result = { kind: 'failed', reason: 'server', status: 500 };
  }
  if (result.kind === 'failed') {
    step(store, { type: 'failed', reason: result.reason });
    store.problem = failure(result);
    announceProblem(stores, store.problem, currency);
    return 'failed';
  }
  if (result.kind === 'refused') {
    step(store, { type: 'refused', code: result.refusal.code });
    applyRefusal(stores, result.refusal);
    store.problem = { kind: 'refused', refusal: result.refusal };
    announceProblem(stores, store.problem, currency);
    return 'refused';
  }
  step(store, { type: 'accepted' });
  const outcome = applyAcceptance(stores, result.response, currency);
  if (outcome !== 'refused') void loadBalance(accountOf(stores));
  return outcome;
}

/** "New bet" after a placement: the accepted selections leave the slip (type 9: refused singles stay). */
export function startNewBet(stores: Stores): void {
  const store = restoreCoupon(stores);
  const placed = store.placed;
  const accepted = placed?.acceptedBetIds ?? store.coupon.bets.map(betId);
  let next: CouponState = store.coupon;
  for (const id of accepted) next = removeBet(next, id, { manual: false });
  if (realBets(next.bets).length === 0) next = clearCoupon(next);
  next = { ...next, successCoupon: null, singlesResultCoupons: [], promoCode: '', manualPromoCode: '' };
  store.placed = null;
  store.problem = null;
  store.coupon = syncBonusBet(next, siteCouponConfig(stores));
  forget(
    store,
    accepted.filter((id) => !isInCoupon(store, id)),
  );
  persistCoupon(store);
}

/** "Keep selections": the same selections stay for another bet, at the odds shown now. */
export function keepSelections(stores: Stores): void {
  const store = restoreCoupon(stores);
  store.placed = null;
  store.problem = null;
  store.coupon.successCoupon = null;
  store.coupon.singlesResultCoupons = [];
  acceptOddsChanges(stores);
}

/** Dismisses the shown refusal or failure. */
export function dismissProblem(stores: Stores): void {
  couponOf(stores).problem = null;
}
