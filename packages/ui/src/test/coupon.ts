import {
  createBet,
  createCouponSettings,
  createCouponState,
  type Bet,
  type CouponSiteConfig,
  type CouponState,
} from '@betline/core';
import type { BetNames, CouponAccountOption } from '../index';

/** A site config with min/max for every type, the express bonus, VIP and one-click on. */
export const siteConfig: CouponSiteConfig = {
  couponTypesWithMinAmount: [0, 1, 2, 4, 9],
  couponTypesWithMaxAmount: [0, 1, 2, 4, 9],
  isAvailableCouponBonusBet: true,
  showVipBet: true,
  show_one_click: true,
};

export const accounts: CouponAccountOption[] = [
  { id: 1, type: 0, iso: 'EUR', money: 50_000 },
  { id: 2, type: 4, iso: 'EUR', money: 2_000 },
];

/** A line bet of its own game. */
export function bet(id: number, coef: number, fields: Partial<Omit<Bet, 'market'>> = {}): Bet {
  return createBet({ ...fields, market: { id, gameId: 1000 + id, coef, coefByView: String(coef) } });
}

export function names(bets: readonly Bet[]): Record<string, BetNames> {
  return Object.fromEntries(
    bets.map((b) => [
      String(b.market.id),
      { event: `Home ${b.market.id} v Away ${b.market.id}`, selection: 'Home win' },
    ]),
  );
}

export function coupon(fields: Partial<CouponState>): CouponState {
  return createCouponState({ accountId: 1, minBetAmount: 100, maxBetAmount: 100_000, ...fields });
}

export const settings = createCouponSettings();
