import { http } from './client';
import { errorBodyOf, errorCodeOf } from './errors';
import { BETTING_PATHS, pathWith } from '@betline/contracts/paths';
import { checkAnswer } from './validate';
import type { BetHistoryResponse, PlacedCoupon, PrintCouponResponse } from './types';

/**
 * The player's bets (docs/adr/0016-betting.md): the history with filters and pages, the print data of one
 * coupon and cash-out. Every call needs the session cookie; failures are quiet (the pages show their own
 * error states and messages).
 */

/** History statuses the server filters by; `settled` is won, lost, void and cashed out together. */
export const HISTORY_STATUSES = [
  'open',
  'settled',
  'won',
  'lost',
  'void',
  'cashed_out',
  'pending_approval',
  'declined',
] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

/** Coupon types the history filters by (a type-9 coupon is stored as singles, type 0). */
export const HISTORY_TYPE_IDS = [0, 1, 2, 4] as const;
export type HistoryTypeId = (typeof HISTORY_TYPE_IDS)[number];

/** `GET bets`: the period is [from, to) as ISO date-times; newest first; limit 1..100 (20 by default). */
export interface BetHistoryQuery {
  from?: string;
  to?: string;
  status?: HistoryStatus;
  typeId?: HistoryTypeId;
  limit?: number;
  offset?: number;
}

/** Refusal codes of the betting paths these calls meet (BETTING_ERROR_CODES of @betline/contracts). */
export const BET_ERROR_CODES = {
  couponNotFound: 'COUPON_NOT_FOUND',
  cashoutUnavailable: 'CASHOUT_UNAVAILABLE',
  cashoutChanged: 'CASHOUT_VALUE_CHANGED',
  cashoutPart: 'CASHOUT_PART_INVALID',
  autoCashout: 'AUTO_CASHOUT_INVALID',
} as const;

/** The smallest part of a partial cash-out and the smallest offer left after one (CASHOUT_MIN_PART). */
export const CASHOUT_MIN_PART = 100;

/** `printCouponResponseSchema`. */
/** Print data of a coupon (`printCouponResponseSchema`). */
export type PrintCouponData = PrintCouponResponse;

/** Query parameters without the unset ones (the server refuses empty values). */
function params(query: BetHistoryQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined) out[key] = String(value);
  return out;
}

export async function fetchBetHistory(query: BetHistoryQuery, signal?: AbortSignal) {
  const { data } = await http.get<unknown>(BETTING_PATHS.bets, {
    params: params(query),
    signal,
    quiet: true,
  });
  return checkAnswer<BetHistoryResponse>('betHistoryResponseSchema', data, 'bet history');
}

/** The printable coupon; 404 `COUPON_NOT_FOUND` when there is none of this player's with that number. */
export async function fetchPrintCoupon(couponId: number | string, signal?: AbortSignal) {
  const { data } = await http.get<unknown>(pathWith(BETTING_PATHS.printCoupon, { couponId }), {
    signal,
    quiet: true,
  });
  return checkAnswer<PrintCouponData>('printCouponResponseSchema', data, 'print coupon');
}

/** What a cash-out came to: the closed coupon, or a refusal the player can act on. */
export type CashOutResult =
  | { ok: true; coupon: PlacedCoupon }
  /** The offer moved below the accepted amount; `amount` is the new offer (undefined if the server gave none). */
  | { ok: false; code: typeof BET_ERROR_CODES.cashoutChanged; amount: number | undefined }
  /** Nothing is offered now (a selection suspended or decided, the coupon no longer open). */
  | { ok: false; code: typeof BET_ERROR_CODES.cashoutUnavailable };

/**
 * `POST coupons/:couponId/cashout` with the offer the player confirmed (minor units); with `part` below it,
 * only that much is paid and the rest of the stake keeps riding (the attempt's `requestId` makes a retry safe). The server pays exactly
 * that amount; an offer that moved either way is refused (409 CASHOUT_VALUE_CHANGED with the new offer in
 * `allowed`) and the player is asked again. Other failures (network, session, server) are thrown.
 */
export async function cashOut(
  couponId: number,
  amount: number,
  part?: { part: number; requestId: string },
): Promise<CashOutResult> {
  try {
    const { data } = await http.post<unknown>(
      pathWith(BETTING_PATHS.cashout, { couponId }),
      part === undefined || part.part === amount ? { amount } : { amount, ...part },
      { quiet: true },
    );
    const answer = await checkAnswer<{ coupon: PlacedCoupon }>('cashoutResponseSchema', data, 'cash-out');
    return { ok: true, coupon: answer.coupon };
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === BET_ERROR_CODES.cashoutChanged) {
      const allowed = errorBodyOf(error)?.allowed;
      return {
        ok: false,
        code,
        amount: typeof allowed === 'number' && Number.isInteger(allowed) && allowed > 0 ? allowed : undefined,
      };
    }
    if (code === BET_ERROR_CODES.cashoutUnavailable) return { ok: false, code };
    throw error;
  }
}

/** What setting an auto cash-out came to: the coupon with its value, or the bound the value broke. */
export type AutoCashOutResult =
  | { ok: true; coupon: PlacedCoupon }
  /** Refused: `allowed` is the offer now (the value must be above it) or the most the coupon can win. */
  | { ok: false; code: typeof BET_ERROR_CODES.autoCashout; allowed: number | undefined }
  | { ok: false; code: typeof BET_ERROR_CODES.cashoutUnavailable };

/**
 * `PUT coupons/:couponId/auto-cashout`: the whole coupon is cashed out by the server once its offer reaches
 * `amount` (minor units); null takes the rule away.
 */
export async function setAutoCashOut(couponId: number, amount: number | null): Promise<AutoCashOutResult> {
  try {
    const { data } = await http.put<unknown>(
      pathWith(BETTING_PATHS.autoCashout, { couponId }),
      { amount },
      { quiet: true },
    );
    const answer = await checkAnswer<{ coupon: PlacedCoupon }>(
      'cashoutResponseSchema',
      data,
      'auto cash-out',
    );
    return { ok: true, coupon: answer.coupon };
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === BET_ERROR_CODES.autoCashout) {
      const allowed = errorBodyOf(error)?.allowed;
      return { ok: false, code, allowed: typeof allowed === 'number' ? allowed : undefined };
    }
    if (code === BET_ERROR_CODES.cashoutUnavailable) return { ok: false, code };
    throw error;
  }
}
