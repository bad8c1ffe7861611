import { describe, expect, it } from 'vitest';
import {
  cancelOneClick,
  confirmOneClick,
  COUPON_TYPE,
  createCouponSettings,
  createCouponState,
  isOneClickActive,
  requestOneClick,
  setDropOnScoreChange,
  setExactCoef,
} from '../index';
import { couponWith, siteConfig } from '../../test/fixtures';

describe('one-click and coupon settings', () => {
  it('COUPON-039 enabling one-click with bets in the coupon asks to confirm that the coupon will be cleared', () => {
    const outcome = requestOneClick(
      createCouponSettings(),
      true,
      couponWith(COUPON_TYPE.EXPRESS, [1.5, 2]),
      siteConfig(),
    );
    expect(outcome).toEqual({ kind: 'needsConfirmation', reason: 'COUPON_WILL_BE_CLEARED', betCount: 2 });
    const empty = requestOneClick(createCouponSettings(), true, createCouponState(), siteConfig());
    expect(empty.kind).toBe('applied');
    expect(empty.kind === 'applied' && empty.settings.isActiveOneClick).toBe(true);
    const off = requestOneClick(
      createCouponSettings({ isActiveOneClick: true }),
      false,
      couponWith(1, [1.5, 2]),
      siteConfig(),
    );
    expect(off.kind === 'applied' && off.settings.isActiveOneClick).toBe(false);
  });

  it('COUPON-040 confirming clears the coupon and enables one-click', () => {
    const coupon = couponWith(COUPON_TYPE.EXPRESS, [1.5, 2], { amountByBetId: { '1': 5 } });
    const { settings, coupon: cleared } = confirmOneClick(createCouponSettings(), coupon);
    expect(settings.isActiveOneClick).toBe(true);
    expect(cleared.bets).toEqual([]);
    expect(cleared.amountByBetId).toEqual({});
    expect(coupon.bets).toHaveLength(2); // pure: the input is untouched
  });

  it('COUPON-041 cancelling leaves one-click off', () => {
    const settings = cancelOneClick(createCouponSettings());
    expect(settings.isActiveOneClick).toBe(false);
  });

  it('COUPON-042 setting exact coef to 0 also resets drop-on-score-change', () => {
    const s = createCouponSettings({ exactCoef: 2.5, isDropOnScoreChange: true });
    expect(setExactCoef(s, 0)).toMatchObject({ exactCoef: 0, isDropOnScoreChange: false });
    expect(setExactCoef(s, 3)).toMatchObject({ exactCoef: 3, isDropOnScoreChange: true });
    expect(setExactCoef(s, Number.NaN)).toMatchObject({ exactCoef: 0, isDropOnScoreChange: false });
  });

  it('COUPON-043 setting drop-on-score-change turns one-click off', () => {
    const s = createCouponSettings({ isActiveOneClick: true });
    expect(setDropOnScoreChange(s, true)).toMatchObject({
      isDropOnScoreChange: true,
      isActiveOneClick: false,
    });
    expect(setDropOnScoreChange(s, false)).toMatchObject({
      isDropOnScoreChange: false,
      isActiveOneClick: true,
    });
  });

  it('COUPON-044 one-click is active only if site config show_one_click is on', () => {
    const on = createCouponSettings({ isActiveOneClick: true });
    expect(isOneClickActive(on, siteConfig())).toBe(true);
    expect(isOneClickActive(on, siteConfig({ show_one_click: false }))).toBe(false);
    expect(isOneClickActive(createCouponSettings(), siteConfig())).toBe(false);
    expect(
      requestOneClick(
        createCouponSettings(),
        true,
        createCouponState(),
        siteConfig({ show_one_click: false }),
      ),
    ).toEqual({
      kind: 'unavailable',
      reason: 'ONE_CLICK_DISABLED_BY_SITE',
    });
  });
});
