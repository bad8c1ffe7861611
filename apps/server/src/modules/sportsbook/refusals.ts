/** A refused coupon and how a refusal is built (every check of placement answers with one). */
import type { CouponRefusal } from '@betline/contracts';

/** A refused coupon: answered as it is (status code, stable code, details). */
export class CouponRefused extends Error {
  constructor(readonly refusal: CouponRefusal) {
    super(refusal.message);
    this.name = 'CouponRefused';
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
};

/** Why a promo code is refused once its uses are spent. */
export const PROMO_USED = 'already used as often as allowed';

export function refuse(
  statusCode: number,
  code: string,
  message: string,
  extra: Partial<CouponRefusal> = {},
) {
  return new CouponRefused({
    statusCode,
    error: STATUS_TEXT[statusCode] ?? 'Error',
    message,
    code,
    ...extra,
  });
}
