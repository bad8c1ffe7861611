/**
 * Registration, password-reset and SMS-code requests: free up to a few per hour per address, per e-mail or
 * phone and on the whole site; past any of them each request needs a solved captcha.
 */
import { captchaRequired, type IdentityContext } from './context';
import { sha256 } from './crypto';

/**
 * Registration, password-reset and SMS-code requests are free up to these counts per hour (per address, per
 * e-mail or phone, and on the whole site); past them each request needs a solved captcha.
 */
export const FREE_REQUESTS_PER_ADDRESS = 20;
export const FREE_REQUESTS_PER_TARGET = 3;
export const FREE_REQUESTS_SITE_WIDE = 500;
export const REQUEST_WINDOW_MS = 3600_000;
export type GuardedRequest = 'register' | 'reset' | 'sms';

export function createRequestGuard(
  { limits, captcha }: IdentityContext,
  freePerAddress: number = FREE_REQUESTS_PER_ADDRESS,
) {
  /**
   * Registration, password-reset and SMS-code requests: free up to a few per hour per address, per e-mail or
   * phone (`target`) and on the whole site; past any of them each request needs a solved captcha (401
   * `captcha_required` otherwise).
   */
  async function guardRequest(
    kind: GuardedRequest,
    ip: string | undefined,
    target: string | null,
    payload: string | undefined,
  ): Promise<void> {
    const none = Promise.resolve({ count: 0, resetAt: 0 });
    const [byIp, byTarget, siteWide] = await Promise.all([
      ip ? limits.hit(`request-${kind}-ip:${ip}`, REQUEST_WINDOW_MS) : none,
      target ? limits.hit(`request-${kind}:${sha256(target.toLowerCase())}`, REQUEST_WINDOW_MS) : none,
      limits.hit(`request-${kind}-all`, REQUEST_WINDOW_MS),
    ]);
    if (
      byIp.count <= freePerAddress &&
      byTarget.count <= FREE_REQUESTS_PER_TARGET &&
      siteWide.count <= FREE_REQUESTS_SITE_WIDE
    ) {
      return;
    }
    if (!payload) throw captchaRequired('a captcha is required for further requests of this kind');
    if (!(await captcha.consume(payload))) {
      throw captchaRequired('the captcha solution was not accepted (expired, already used or not solved)');
    }
  }

  return { guardRequest };
}
