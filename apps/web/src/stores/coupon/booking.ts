import {
  addBet,
  betId,
  clearCoupon,
  COUPON_TYPE,
  FALLBACK_CURRENCY,
  initialAmount,
  isLiveBet,
  normalizeSystemValue,
  realBets,
  createBet,
  setAmount as coreSetAmount,
  syncBonusBet,
  type CouponState,
} from '@betline/core';
import { announce } from '@betline/ui';
import {
  BOOKING_CODE,
  loadBooking as requestBooking,
  saveBooking as requestBookingSave,
} from '../../api/betting';
import type { Stores } from '../index';
import { pushNotice } from '../notices';
import { scheduleNotification } from './notification';
import { persistCoupon, restoreCoupon } from './persistence';
import { announceProblem, failure } from './placement';
import { bettingT, couponOf, currentAccount, siteCouponConfig } from './state';

/** Booking codes: the slip's selections saved under a code anyone can load, and loaded back. */

/** The booking request of the slip's selections (the bonus bet and ids that are not numbers are left out). */
export function bookingRequestOf(coupon: CouponState) {
  const bets = realBets(coupon.bets).flatMap((bet) => {
    const marketId = Number(bet.market.id);
    return Number.isSafeInteger(marketId) && marketId > 0 ? [{ marketId, blockId: bet.blockId }] : [];
  });
  return { typeId: coupon.typeId, systemValue: Math.min(30, normalizeSystemValue(coupon.systemValue)), bets };
}

async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Not allowed (no focus, no permission): the notice shows the code to copy by hand.
  }
  return false;
}

/** Copies a booking code (the placed coupon's, else the last saved one) and says so. */
export async function copyBookingCode(stores: Stores, code?: string | null): Promise<void> {
  const store = couponOf(stores);
  const text = code ?? store.placed?.bookingCode ?? store.booking.code;
  if (!text) return;
  const t = bettingT();
  const copied = await copyText(text);
  pushNotice(stores.notices, {
    kind: copied ? 'success' : 'info',
    message: copied ? t('slip.booking.copied', { code: text }) : t('slip.booking.copyFailed', { code: text }),
  });
}

/** A link that loads the code into the slip (the slip host reads `?booking=`). */
export function bookingLink(stores: Stores, code: string): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}/${stores.global.language}/line?booking=${encodeURIComponent(code)}`;
}

/**
 * Saves the slip's selections under a booking code and shares it: the system share sheet where there is one,
 * else the code is copied with a notice. The placed view shows the code from then on.
 */
export async function shareBooking(stores: Stores): Promise<string | null> {
  const store = restoreCoupon(stores);
  const request = bookingRequestOf(store.coupon);
  if (request.bets.length === 0 || store.booking.status !== 'idle') return null;
  const currency = currentAccount(stores)?.iso ?? FALLBACK_CURRENCY;
  store.booking.status = 'saving';
  store.booking.error = null;
  let result: Awaited<ReturnType<typeof requestBookingSave>>;
  try {
    result = await requestBookingSave(request);
  } catch (error) {
    console.error('saving the booking failed:', error instanceof Error ? error.message : error);
    result = { kind: 'failed', reason: 'server', status: 500 };
  } finally {
    store.booking.status = 'idle';
  }
  if (result.kind !== 'saved') {
    store.booking.error =
      result.kind === 'refused' ? { kind: 'refused', refusal: result.refusal } : failure(result);
    announceProblem(stores, store.booking.error, currency);
    return null;
  }
  const code = result.code;
  store.booking.code = code;
  if (store.placed) store.placed.bookingCode = code;
  const t = bettingT();
  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    try {
      await navigator.share({
        title: t('slip.booking.shareTitle'),
        text: t('slip.booking.shareText', { code }),
        url: bookingLink(stores, code),
      });
      return code;
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return code;
      // Sharing refused: copy instead.
    }
  }
  await copyBookingCode(stores, code);
  return code;
}

export type BookingLoadOutcome = 'loaded' | 'invalid' | 'refused' | 'failed' | 'busy';

/** Loads a booking code: the slip's selections are replaced by the code's, priced now; those no longer on offer are told. */
export async function loadBookingCode(stores: Stores, input: string): Promise<BookingLoadOutcome> {
  const store = restoreCoupon(stores);
  const code = input.trim().toUpperCase();
  if (store.booking.status !== 'idle') return 'busy';
  if (!BOOKING_CODE.test(code)) {
    store.booking.error = 'invalid';
    return 'invalid';
  }
  const currency = currentAccount(stores)?.iso ?? FALLBACK_CURRENCY;
  store.booking.status = 'loading';
  store.booking.error = null;
  store.booking.loaded = null;
  let result: Awaited<ReturnType<typeof requestBooking>>;
  try {
    result = await requestBooking(code);
  } catch (error) {
    console.error('loading the booking failed:', error instanceof Error ? error.message : error);
    result = { kind: 'failed', reason: 'server', status: 500 };
  } finally {
    store.booking.status = 'idle';
  }
  if (result.kind !== 'loaded') {
    store.booking.error =
      result.kind === 'refused' ? { kind: 'refused', refusal: result.refusal } : failure(result);
    announceProblem(stores, store.booking.error, currency);
    return result.kind;
  }
  const { booking } = result;
  const now = Date.now();
  const bets = booking.bets.map((each) =>
    createBet({ market: { ...each.market }, blockId: each.blockId, firstOpponentNameEng: each.gameNameEng }),
  );
  let next: CouponState = {
    ...clearCoupon(store.coupon),
    successCoupon: null,
    singlesResultCoupons: [],
  };
  for (const bet of bets) next = addBet(next, bet, now);
  next = {
    ...next,
    typeId: booking.typeId,
    systemValue: normalizeSystemValue(booking.systemValue),
    loadCouponInputValue: booking.loadCouponInputValue,
  };
  if (next.typeId === COUPON_TYPE.MULTIPLE_SINGLES) {
    next = { ...next, amountByBetId: Object.fromEntries(bets.map((bet) => [betId(bet), next.amount])) };
  }
  if (next.amount <= 0) next = coreSetAmount(next, initialAmount(currency));
  store.placed = null;
  store.problem = null;
  store.coupon = syncBonusBet(next, siteCouponConfig(stores));
  const t = bettingT();
  store.betNames = Object.fromEntries(
    booking.bets.map((each) => [
      String(each.market.id),
      { event: each.gameNameEng, selection: each.outcomeNameEng },
    ]),
  );
  store.shownCoefByBetId = Object.fromEntries(
    booking.bets.flatMap((each) =>
      each.market.coef === null ? [] : [[String(each.market.id), each.market.coef]],
    ),
  );
  store.suspendedBetIds = booking.bets.flatMap((each) =>
    each.market.coef === null ? [String(each.market.id)] : [],
  );
  store.booking.code = code;
  store.booking.loaded = { code, count: bets.length, unavailable: booking.unavailable };
  persistCoupon(store);
  const firstLive = bets.find(isLiveBet);
  if (bets[0]) scheduleNotification(stores, betId(firstLive ?? bets[0]), firstLive !== undefined);
  const told = [t('slip.booking.loaded', { count: bets.length, code })];
  if (booking.unavailable.length > 0)
    told.push(t('slip.booking.unavailable', { count: booking.unavailable.length }));
  announce(told.join(' '));
  return 'loaded';
}
