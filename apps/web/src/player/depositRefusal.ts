/** The deposit limit's periods the player is told about (the limit types 20, 21, 22 of the limit service). */
export type DepositLimitPeriod = 'day' | 'week' | 'month';

export interface DepositLimitRefusal {
  /** What may still be deposited now, minor units of the account's currency; null when the server did not say. */
  readonly stillAllowed: number | null;
  /** The limit that refused it, when the server named it. */
  readonly period: DepositLimitPeriod | null;
}

const PERIOD_BY_LIMIT_TYPE: Readonly<Record<number, DepositLimitPeriod>> = {
  20: 'day',
  21: 'week',
  22: 'month',
};
const PERIOD_BY_NAME: Readonly<Record<string, DepositLimitPeriod>> = {
  day: 'day',
  daily: 'day',
  '24h': 'day',
  '1d': 'day',
  week: 'week',
  weekly: 'week',
  '7d': 'week',
  month: 'month',
  monthly: 'month',
  '30d': 'month',
};

/** A count of minor units: a non-negative safe integer, or such an integer written in digits. */
function minorOf(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,16}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : null;
}

/**
 * Reads a deposit refused by a deposit limit (`code: 'deposit_limit'`): only its structured fields, never its
 * message (which is for logs: "still allowed now: 4000 (minor units of EUR)").
 */
export function readDepositLimitRefusal(body: unknown): DepositLimitRefusal | null {
  if (typeof body !== 'object' || body === null) return null;
  const fields = body as Record<string, unknown>;
  if (fields.code !== 'deposit_limit') return null;
  const period =
    (typeof fields.limitType === 'number' ? PERIOD_BY_LIMIT_TYPE[fields.limitType] : undefined) ??
    (typeof fields.period === 'string' ? PERIOD_BY_NAME[fields.period.trim().toLowerCase()] : undefined) ??
    null;
  return { stillAllowed: minorOf(fields.stillAllowed), period };
}
