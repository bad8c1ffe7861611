import { http } from './client';
import { isHttpError, isNetworkError, isTimeout } from './http';
import { BETTING_PATHS, pathWith } from '@betline/contracts/paths';
import type { BookingLoadResponse, CouponRefusal, PlaceCouponRequest, PlaceCouponResponse } from './types';
import { checkAnswer } from './validate';

/**
 * Placing coupons and booking codes (`/web-api/sportsbook/...`, docs/adr/0016-betting.md). Every call is quiet:
 * the coupon store shows what went wrong in the slip, in the player's words. A refusal is an answer, not an
 * exception: the server's 4xx body (`CouponRefusal`: a stable code, new odds, the amount a limit still allows)
 * comes back as `{ kind: 'refused' }`; only "no answer" (network, timeout) and server faults are failures, and
 * those leave the coupon id unused-or-unknown, so the caller may send the same request again.
 */

/** Why a request got no usable answer. `server`: a 5xx (the bet may or may not have been staked). */
export type BettingFailure = { kind: 'failed'; reason: 'network' | 'timeout' | 'server'; status?: number };

export type PlaceResult =
  | { kind: 'accepted'; response: PlaceCouponResponse }
  | { kind: 'refused'; refusal: CouponRefusal }
  | BettingFailure;

/** The server's refusal body, or a refusal made from the status when the body is not one (a 401, a proxy). */
export function refusalOf(status: number, data: unknown): CouponRefusal {
  const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const code = typeof body.code === 'string' && body.code !== '' ? body.code : `HTTP_${status}`;
  const refusal: CouponRefusal = {
    statusCode: typeof body.statusCode === 'number' ? body.statusCode : status,
    error: typeof body.error === 'string' ? body.error : '',
    message: typeof body.message === 'string' ? body.message : '',
    code,
  };
  if (Array.isArray(body.issues)) refusal.issues = body.issues as CouponRefusal['issues'];
  if (Array.isArray(body.newOdds)) refusal.newOdds = body.newOdds as CouponRefusal['newOdds'];
  if (typeof body.allowed === 'number') refusal.allowed = body.allowed;
  if (typeof body.limitType === 'number') refusal.limitType = body.limitType;
  if (typeof body.newCoef === 'number' || body.newCoef === null) refusal.newCoef = body.newCoef;
  return refusal;
}

/** A failed request as a refusal (4xx with a body), a failure (no answer, 5xx); anything else is rethrown. */
function classify(error: unknown): { kind: 'refused'; refusal: CouponRefusal } | BettingFailure {
  if (isNetworkError(error)) return { kind: 'failed', reason: isTimeout(error) ? 'timeout' : 'network' };
  if (isHttpError(error)) {
    const status = error.response.status;
    if (status >= 500) return { kind: 'failed', reason: 'server', status };
    return { kind: 'refused', refusal: refusalOf(status, error.response.data) };
  }
  throw error;
}

/**
 * `POST coupons`: places the coupon. `payload.id` is the idempotency key: the same request again answers the
 * stored coupon (`replayed`), so a retry after a failure never stakes twice.
 */
export async function placeCoupon(payload: PlaceCouponRequest): Promise<PlaceResult> {
  let data: unknown;
  try {
    ({ data } = await http.post<unknown>(BETTING_PATHS.coupons, payload, { quiet: true, timeout: 30_000 }));
  } catch (error) {
    return classify(error);
  }
  const response = await checkAnswer<PlaceCouponResponse>('placeCouponResponseSchema', data, 'placed coupon');
  return { kind: 'accepted', response };
}

/** What a booking code keeps: the type, the system value and each selection with its block. */
export interface BookingRequest {
  typeId: number;
  systemValue: number;
  bets: { marketId: number; blockId: number | null }[];
}

export type BookingSaveResult =
  { kind: 'saved'; code: string } | { kind: 'refused'; refusal: CouponRefusal } | BettingFailure;

/** `POST booking`: saves the selections under a code anyone can load. */
export async function saveBooking(request: BookingRequest): Promise<BookingSaveResult> {
  let data: unknown;
  try {
    ({ data } = await http.post<unknown>(BETTING_PATHS.booking, request, { quiet: true }));
  } catch (error) {
    return classify(error);
  }
  const answer = await checkAnswer<{ code: string }>('bookingSaveResponseSchema', data, 'booking code');
  return { kind: 'saved', code: answer.code };
}

/** A booking code is 8 capital letters or digits (the contract's `bookingCodeParamsSchema`). */
export const BOOKING_CODE = /^[A-Z0-9]{8}$/;

export type BookingLoadResult =
  | { kind: 'loaded'; booking: BookingLoadResponse }
  | { kind: 'refused'; refusal: CouponRefusal }
  | BettingFailure;

/** `GET booking/:code`: the saved selections priced now, and those no longer on offer. */
export async function loadBooking(code: string, signal?: AbortSignal): Promise<BookingLoadResult> {
  let data: unknown;
  try {
    ({ data } = await http.get<unknown>(pathWith(BETTING_PATHS.bookingCode, { code }), {
      quiet: true,
      signal,
    }));
  } catch (error) {
    return classify(error);
  }
  const booking = await checkAnswer<BookingLoadResponse>('bookingLoadResponseSchema', data, 'booking');
  return { kind: 'loaded', booking };
}
