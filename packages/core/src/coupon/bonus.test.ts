import { describe, expect, it } from 'vitest';
import {
  bonusBetCoef,
  bonusBetIneligibility,
  COUPON_TYPE,
  createBonusBet,
  isBonusBet,
  isBonusBetAvailable,
  possibleWin,
  removeBet,
  syncBonusBet,
  validateCoupon,
} from '../index';
import { bet, couponWith, siteConfig } from '../../test/fixtures';

const eligible = () => couponWith(COUPON_TYPE.EXPRESS, [1.5, 1.6, 1.7]);

describe('express bonus bet', () => {
  it('is offered for an express of 3 bets each at least 1.1 when the site allows it', () => {
    expect(isBonusBetAvailable(eligible(), siteConfig())).toBe(true);
    expect(bonusBetIneligibility(eligible(), siteConfig())).toEqual([]);
  });

  it('COUPON-031 is offered only when site config isAvailableCouponBonusBet is on', () => {
    expect(isBonusBetAvailable(eligible(), siteConfig({ isAvailableCouponBonusBet: false }))).toBe(false);
    expect(bonusBetIneligibility(eligible(), siteConfig({ isAvailableCouponBonusBet: false }))).toEqual([
      'BONUS_DISABLED_BY_SITE',
    ]);
  });

  it('COUPON-032 is offered only for an express', () => {
    for (const typeId of [
      COUPON_TYPE.SINGLE,
      COUPON_TYPE.SYSTEM,
      COUPON_TYPE.SYSTEM_WITH_BLOCKS,
      COUPON_TYPE.MULTIPLE_SINGLES,
    ]) {
      const c = { ...eligible(), typeId };
      expect(isBonusBetAvailable(c, siteConfig())).toBe(false);
      expect(bonusBetIneligibility(c, siteConfig())).toContain('NOT_EXPRESS');
    }
  });

  it('COUPON-033 is offered only when no bet has market kind 7', () => {
    const c = eligible();
    const withKind7 = { ...c, bets: [...c.bets.slice(0, 2), bet(3, 1.7, { market: { kind: 7 } })] };
    expect(isBonusBetAvailable(withKind7, siteConfig())).toBe(false);
    expect(bonusBetIneligibility(withKind7, siteConfig())).toEqual(['MARKET_KIND_EXCLUDED']);
    const withKind6 = { ...c, bets: [...c.bets.slice(0, 2), bet(3, 1.7, { market: { kind: 6 } })] };
    expect(isBonusBetAvailable(withKind6, siteConfig())).toBe(true);
  });

  it('COUPON-034 is offered only when every bet coef is at least 1.1', () => {
    expect(isBonusBetAvailable(couponWith(COUPON_TYPE.EXPRESS, [1.1, 1.1, 1.1]), siteConfig())).toBe(true);
    expect(isBonusBetAvailable(couponWith(COUPON_TYPE.EXPRESS, [1.099, 1.5, 1.5]), siteConfig())).toBe(false);
    expect(bonusBetIneligibility(couponWith(COUPON_TYPE.EXPRESS, [1.099, 1.5, 1.5]), siteConfig())).toEqual([
      'BET_COEF_BELOW_MIN',
    ]);
  });

  it('COUPON-035 is offered only with at least 3 real bets (the bonus bet does not count)', () => {
    const two = couponWith(COUPON_TYPE.EXPRESS, [1.5, 1.6]);
    expect(isBonusBetAvailable(two, siteConfig())).toBe(false);
    expect(bonusBetIneligibility(two, siteConfig())).toEqual(['TOO_FEW_BETS']);
    const twoPlusBonus = { ...two, bets: [...two.bets, createBonusBet(3)!] };
    expect(isBonusBetAvailable(twoPlusBonus, siteConfig())).toBe(false);
  });

  it('COUPON-036 is offered only when the total coef is at least 1.01', () => {
    // With 3 bets of at least 1.1 the total is always >= 1.331; the rule is checked on its own all the same.
    const c = couponWith(COUPON_TYPE.EXPRESS, [1.5, 1.6, Number.NaN]);
    expect(bonusBetIneligibility(c, siteConfig())).toContain('TOTAL_COEF_BELOW_MIN');
    expect(
      bonusBetIneligibility(couponWith(COUPON_TYPE.EXPRESS, [1.003, 1.003, 1.003]), siteConfig()),
    ).toEqual(['BET_COEF_BELOW_MIN', 'TOTAL_COEF_BELOW_MIN']);
    expect(
      bonusBetIneligibility(couponWith(COUPON_TYPE.EXPRESS, [1.004, 1.004, 1.004]), siteConfig()),
    ).toEqual(['BET_COEF_BELOW_MIN']);
  });

  it('COUPON-037 bonus coef is 1 + n/100 for 3..9 bets, 1.1 from 10 (n counts real bets only)', () => {
    expect(bonusBetCoef(1)).toBeNull();
    expect(bonusBetCoef(2)).toBeNull();
    expect([3, 4, 5, 6, 7, 8, 9].map(bonusBetCoef)).toEqual([1.03, 1.04, 1.05, 1.06, 1.07, 1.08, 1.09]);
    expect([10, 11, 20, 30].map(bonusBetCoef)).toEqual([1.1, 1.1, 1.1, 1.1]);
    const synced = syncBonusBet(couponWith(COUPON_TYPE.EXPRESS, [1.5, 1.5, 1.5, 1.5]), siteConfig());
    expect(synced.bets).toHaveLength(5);
    expect(synced.bets[4]?.market.coef).toBe(1.04);
    // Syncing again does not count the bonus bet as a 5th bet.
    expect(syncBonusBet(synced, siteConfig())).toBe(synced);
    // The bonus multiplies the express: 1.5^4 = 5.0625 x 1.04 = 5.265 -> 10.00 x 5.265 = 52.65
    expect(possibleWin({ ...synced, amount: 1_000 })).toBe(5_265);
  });

  it('COUPON-038 deleting the bonus bet by hand sets manuallyDeletedBonusBet and it is not re-added', () => {
    const synced = syncBonusBet(eligible(), siteConfig());
    const bonus = synced.bets.find(isBonusBet)!;
    const deleted = removeBet(synced, String(bonus.market.id));
    expect(deleted.manuallyDeletedBonusBet).toBe(true);
    expect(deleted.bets.some(isBonusBet)).toBe(false);
    expect(syncBonusBet(deleted, siteConfig()).bets.some(isBonusBet)).toBe(false);
    // Removing a real bet does not set it; the engine removing an ineligible bonus bet does not set it either.
    expect(removeBet(synced, '1').manuallyDeletedBonusBet).toBe(false);
    const ineligible = syncBonusBet({ ...synced, typeId: COUPON_TYPE.SYSTEM }, siteConfig());
    expect(ineligible.bets.some(isBonusBet)).toBe(false);
    expect(ineligible.manuallyDeletedBonusBet).toBe(false);
    expect(removeBet(synced, String(bonus.market.id), { manual: false }).manuallyDeletedBonusBet).toBe(false);
  });

  it('validation reports a bonus bet that is no longer eligible', () => {
    const synced = syncBonusBet(eligible(), siteConfig());
    const issues = validateCoupon(
      { ...synced, bets: synced.bets.filter((b) => b.market.id !== 3) },
      { siteConfig: siteConfig() },
    );
    expect(issues).toContainEqual({ code: 'BONUS_BET_NOT_ELIGIBLE', reasons: ['TOO_FEW_BETS'] });
  });
});
