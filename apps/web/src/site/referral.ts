import { referralCookiesFromQuery } from '@betline/core';
import { writeCookie } from '../lib/storage';

const SECONDS_PER_DAY = 86_400;

/**
 * REF-001..014: the referral parameters of the address the visitor arrived with become cookies, with the
 * lifetimes of @betline/core (its table: `packages/core/src/referral`). Answers the names written.
 */
export function storeReferralCookies(search: string): string[] {
  const cookies = referralCookiesFromQuery(new URLSearchParams(search));
  for (const cookie of cookies)
    writeCookie(cookie.name, cookie.value, cookie.maxAgeSeconds / SECONDS_PER_DAY);
  return cookies.map((cookie) => cookie.name);
}
