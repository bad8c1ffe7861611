import type { CodeStatus } from '@betline/ui';
import { errorCodeOf } from '../api/errors';

/** A phone as typed (`+44 7700 900-123`) in the form the server takes: `+` and the digits. */
export function normalisePhone(value: string): string {
  return `+${value.replace(/\D/g, '')}`;
}

/** Whether a typed phone has enough digits to send a code to (7; the server checks the country's mask). */
export function isPhoneComplete(value: string): boolean {
  return value.replace(/\D/g, '').length >= 7;
}

/**
 * AUTH-035: a refused code is "time up" (its deadline passed) or "wrong code"; anything else is not about the
 * code (null), and the caller shows the general message.
 */
export function codeStatusOf(error: unknown): Exclude<CodeStatus, 'idle'> | null {
  const reason = errorCodeOf(error);
  if (reason === 'time_up') return 'timeUp';
  if (reason === 'wrong_code') return 'wrongCode';
  return null;
}
