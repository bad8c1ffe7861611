import { clearCoupon } from './model';
import type { CouponSettings, CouponSiteConfig, CouponState } from './types';

/**
 * Pure reducers over coupon settings (SPEC §4 "One-click"). Each returns a new settings object; none
 * stores anything (saving under the coupon settings key is the app's job).
 */

/**
 * Sets the exact-coefficient switch (DECISIONS 18). Setting it to 0 (off) also resets drop-on-score-change
 * (COUPON-042). Non-finite or negative values count as 0.
 */
export function setExactCoef(settings: CouponSettings, exactCoef: number): CouponSettings {
  const value = Number.isFinite(exactCoef) && exactCoef > 0 ? exactCoef : 0;
  return value === 0
    ? { ...settings, exactCoef: 0, isDropOnScoreChange: false }
    : { ...settings, exactCoef: value };
}

/** Sets drop-on-score-change; turning it on turns one-click off (COUPON-043). */
export function setDropOnScoreChange(settings: CouponSettings, on: boolean): CouponSettings {
  return on
    ? { ...settings, isDropOnScoreChange: true, isActiveOneClick: false }
    : { ...settings, isDropOnScoreChange: false };
}

/** COUPON-044: one-click is active only when it is switched on AND site config show_one_click is on. */
export function isOneClickActive(
  settings: Pick<CouponSettings, 'isActiveOneClick'>,
  siteConfig: Pick<CouponSiteConfig, 'show_one_click'>,
): boolean {
  return settings.isActiveOneClick && siteConfig.show_one_click;
}

/** The outcome of asking to switch one-click on or off. */
export type OneClickOutcome =
  /** Applied at once. */
  | { kind: 'applied'; settings: CouponSettings }
  /** Bets are in the coupon: ask "the coupon will be cleared"; then confirmOneClick or cancelOneClick. */
  | { kind: 'needsConfirmation'; reason: 'COUPON_WILL_BE_CLEARED'; betCount: number }
  /** The site does not show one-click (show_one_click off): nothing changes. */
  | { kind: 'unavailable'; reason: 'ONE_CLICK_DISABLED_BY_SITE' };

/**
 * Requests switching one-click on (`enable`) or off. Switching off always applies. Switching on is
 * unavailable when site config show_one_click is off (COUPON-044); with bets in the coupon it needs the
 * player's confirmation that the coupon will be cleared (COUPON-039); with an empty coupon it applies.
 */
export function requestOneClick(
  settings: CouponSettings,
  enable: boolean,
  coupon: Pick<CouponState, 'bets'>,
  siteConfig: Pick<CouponSiteConfig, 'show_one_click'>,
): OneClickOutcome {
  if (!enable) return { kind: 'applied', settings: { ...settings, isActiveOneClick: false } };
  if (!siteConfig.show_one_click) return { kind: 'unavailable', reason: 'ONE_CLICK_DISABLED_BY_SITE' };
  if (coupon.bets.length > 0) {
    return { kind: 'needsConfirmation', reason: 'COUPON_WILL_BE_CLEARED', betCount: coupon.bets.length };
  }
  return { kind: 'applied', settings: { ...settings, isActiveOneClick: true } };
}

/** The player confirmed: the coupon is cleared and one-click is enabled (COUPON-040). */
export function confirmOneClick(
  settings: CouponSettings,
  coupon: CouponState,
): { settings: CouponSettings; coupon: CouponState } {
  return { settings: { ...settings, isActiveOneClick: true }, coupon: clearCoupon(coupon) };
}

/** The player cancelled: one-click stays off, the coupon is untouched (COUPON-041). */
export function cancelOneClick(settings: CouponSettings): CouponSettings {
  return { ...settings, isActiveOneClick: false };
}
