import { TOTO_PATHS, type TotoPick } from '@betline/contracts/toto';
import type { TotoCoupon, TotoCouponPage, TotoDrawPage, TotoOverview, TotoWinners } from '@betline/contracts';
import { http } from './client';
import { isHttpError, isNetworkError, isTimeout } from './http';
import { checkAnswer } from './validate';

/** The toto (docs/adr/0050-toto.md): its own module, so that only the toto's pages carry it. */

export async function fetchTotoOverview(iso: string, signal?: AbortSignal): Promise<TotoOverview> {
  const { data } = await http.get<unknown>(TOTO_PATHS.overview, {
    params: { currency: iso },
    signal,
    quiet: true,
  });
  return checkAnswer<TotoOverview>('totoOverviewSchema', data, TOTO_PATHS.overview);
}

export async function fetchTotoDraws(
  query: { iso: string; limit: number },
  signal?: AbortSignal,
): Promise<TotoDrawPage> {
  const { data } = await http.get<unknown>(TOTO_PATHS.draws, {
    params: { currency: query.iso, limit: query.limit },
    signal,
    quiet: true,
  });
  return checkAnswer<TotoDrawPage>('totoDrawPageSchema', data, TOTO_PATHS.draws);
}

export async function fetchTotoCoupons(limit: number, signal?: AbortSignal): Promise<TotoCouponPage> {
  const { data } = await http.get<unknown>(TOTO_PATHS.coupons, { params: { limit }, signal, quiet: true });
  return checkAnswer<TotoCouponPage>('totoCouponPageSchema', data, TOTO_PATHS.coupons);
}

export async function fetchTotoWinners(signal?: AbortSignal): Promise<TotoWinners> {
  const { data } = await http.get<unknown>(TOTO_PATHS.winners, { signal, quiet: true });
  return checkAnswer<TotoWinners>('totoWinnersSchema', data, TOTO_PATHS.winners);
}

/** Why a coupon was not placed: the server's refusal (status, code, reason) or a failure to reach it. */
export type TotoRefusal =
  { kind: 'refused'; status: number; code: string; reason?: string; allowed?: number } | { kind: 'failed' };

export type PlaceResult = { kind: 'placed'; coupon: TotoCoupon } | TotoRefusal;

/**
 * Places a coupon. `couponId` is the idempotency key: the form keeps it until the server has answered, so that a
 * retry after a timeout answers the coupon the first try placed instead of placing a second one.
 */
export async function placeTotoCoupon(request: {
  couponId: string;
  drawId: number;
  picks: TotoPick[][];
  variantStake: number;
}): Promise<PlaceResult> {
  try {
    const { data } = await http.post<unknown>(TOTO_PATHS.coupons, request, { quiet: true, timeout: 20_000 });
    return {
      kind: 'placed',
      coupon: await checkAnswer<TotoCoupon>('totoCouponSchema', data, TOTO_PATHS.coupons),
    };
  } catch (error) {
    if (isNetworkError(error) || isTimeout(error)) return { kind: 'failed' };
    if (isHttpError(error) && error.response.status < 500) {
      const body = (error.response.data ?? {}) as Record<string, unknown>;
      return {
        kind: 'refused',
        status: error.response.status,
        code: typeof body.code === 'string' ? body.code : '',
        ...(typeof body.reason === 'string' ? { reason: body.reason } : {}),
        ...(typeof body.allowed === 'number' ? { allowed: body.allowed } : {}),
      };
    }
    if (isHttpError(error)) return { kind: 'failed' };
    throw error;
  }
}
