import { betId, isBonusBet, seenCoefAfterChange, syncBonusBet, type Bet } from '@betline/core';
import type { Stores } from '../index';
import { coefText, couponOf, isInCoupon, siteCouponConfig, type CouponStoreState } from './state';

/**
 * How the coupon follows the prices of its selections. The slip's hook (sportsbook/slip/useCouponLivePrices.ts)
 * reads the push channel's prices of the coupon's outcomes and hands them here; a refusal's new odds come the
 * same way (placement.ts). The coefficient the player saw is kept in shownCoefByBetId: a live change that
 * settings.changeCoefAction accepts (a rise under "accept higher", any change under "accept any") becomes the
 * seen price at once, silently (core seenCoefAfterChange); one that needs confirmation leaves the seen price,
 * so the slip shows "odds changed" and asks for acceptance (core decideCoefChange).
 */

/** A bet's coefficient changes (and its text in the player's odds format); false when it is the same. */
export function setBetCoef(stores: Stores, bet: Bet, coef: number): boolean {
  if (bet.market.coef === coef) return false;
  bet.market.coef = coef;
  bet.market.coefByView = coefText(stores, coef);
  return true;
}

/** The express bonus follows the bets' new coefficients. */
export function resyncBonus(stores: Stores): void {
  const store = couponOf(stores);
  const synced = syncBonusBet(store.coupon, siteCouponConfig(stores));
  if (synced !== store.coupon) store.coupon = synced;
}

export type PriceMap = ReadonlyMap<string | number, number | null> | Readonly<Record<string, number | null>>;

/**
 * Live odds: outcome id -> decimal coefficient, or null while it is not offered (suspended). Only the slip's
 * bets change.
 */
export function updatePrices(stores: Stores, prices: PriceMap): void {
  const store = couponOf(stores);
  const lookup = (id: string): number | null | undefined =>
    prices instanceof Map
      ? ((prices.get(id) ?? prices.get(Number(id))) as number | null | undefined)
      : (prices as Readonly<Record<string, number | null>>)[id];
  let changed = false;
  const suspend: string[] = [];
  const resume: string[] = [];
  for (const bet of store.coupon.bets) {
    if (isBonusBet(bet)) continue;
    const id = betId(bet);
    const coef = lookup(id);
    if (coef === undefined) continue;
    if (coef === null) suspend.push(id);
    else {
      if (setBetCoef(stores, bet, coef)) {
        changed = true;
        takeAcceptedChange(store, id, coef);
      }
      resume.push(id);
    }
  }
  if (suspend.length > 0) markSuspended(store, suspend, true);
  if (resume.length > 0) markSuspended(store, resume, false);
  if (changed) resyncBonus(stores);
}

/** A bet's new price becomes the seen one when the acceptance mode accepts the change without asking. */
function takeAcceptedChange(store: CouponStoreState, id: string, coef: number): void {
  const shown = store.shownCoefByBetId[id];
  if (shown === undefined) return;
  const seen = seenCoefAfterChange(store.settings.changeCoefAction, shown, coef);
  if (seen !== shown) store.shownCoefByBetId[id] = seen;
}

/** After the acceptance mode changed: the pending changes the new mode accepts are taken. */
export function takeAcceptedChanges(store: CouponStoreState): void {
  for (const bet of store.coupon.bets) {
    if (isBonusBet(bet) || typeof bet.market.coef !== 'number') continue;
    takeAcceptedChange(store, betId(bet), bet.market.coef);
  }
}

function markSuspended(store: CouponStoreState, ids: Iterable<number | string>, suspended: boolean): void {
  const list = [...ids].map(String);
  const current = store.suspendedBetIds;
  if (suspended) {
    const add = list.filter((id) => !current.includes(id) && isInCoupon(store, id));
    if (add.length > 0) store.suspendedBetIds = [...current, ...add];
  } else if (list.some((id) => current.includes(id))) {
    store.suspendedBetIds = current.filter((id) => !list.includes(id));
  }
}

/** Marks outcomes suspended (or, with `suspended` false, offered again). */
export function setSuspended(stores: Stores, ids: Iterable<number | string>, suspended = true): void {
  markSuspended(couponOf(stores), ids, suspended);
}

/** The player accepts the changed odds: the current coefficients become the ones seen. */
export function acceptOddsChanges(stores: Stores): void {
  const store = couponOf(stores);
  for (const bet of store.coupon.bets) {
    if (isBonusBet(bet) || typeof bet.market.coef !== 'number') continue;
    store.shownCoefByBetId[betId(bet)] = bet.market.coef;
  }
  if (store.problem?.kind === 'refused' && store.problem.refusal.code === 'COEF_CHANGED') {
    store.problem = null;
  }
}

/** Pauses or resumes odds updates in the slip (WCAG 2.2.2). */
export function setOddsPaused(stores: Stores, paused: boolean): void {
  couponOf(stores).oddsPaused = paused;
}
