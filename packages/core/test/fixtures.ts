import {
  createBet,
  createCouponState,
  type Bet,
  type CouponSiteConfig,
  type CouponState,
} from '../src/index';

/** A site config with every coupon feature on and no min/max lists, overridden by `fields`. */
export function siteConfig(fields: Partial<CouponSiteConfig> = {}): CouponSiteConfig {
  return {
    couponTypesWithMinAmount: [0, 1, 2, 4, 9],
    couponTypesWithMaxAmount: [0, 1, 2, 4, 9],
    isAvailableCouponBonusBet: true,
    showVipBet: true,
    show_one_click: true,
    ...fields,
  };
}

/** A line bet on market `id` of game `id` with coefficient `coef`. */
export function bet(id: number, coef: number | null, fields: Parameters<typeof createBet>[0] = {}): Bet {
  const { market, ...rest } = fields;
  return createBet({ ...rest, market: { id, gameId: 1000 + id, coef, ...market } });
}

/** A coupon of `typeId` holding bets with the given coefficients (ids 1..n), amount in minor units. */
export function couponWith(
  typeId: number,
  coefs: (number | null)[],
  fields: Partial<CouponState> = {},
): CouponState {
  return createCouponState({ typeId, bets: coefs.map((c, i) => bet(i + 1, c)), amount: 10_000, ...fields });
}
