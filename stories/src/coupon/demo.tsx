import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import {
  createBet,
  createCouponSettings,
  createCouponState,
  syncBonusBet,
  type Bet,
  type CouponSettings,
  type CouponSiteConfig,
  type CouponState,
} from '@betline/core';
import { CouponSlip, type BetNames, type CouponAccountOption, type CouponSlipProps } from '@betline/ui';

/** The site config of the slip stories: min and max for every type, bonus bet, VIP and one-click on. */
export const storySiteConfig: CouponSiteConfig = {
  couponTypesWithMinAmount: [0, 1, 2, 4, 9],
  couponTypesWithMaxAmount: [0, 1, 2, 4, 9],
  isAvailableCouponBonusBet: true,
  showVipBet: true,
  show_one_click: true,
};

/** Main EUR account 500.00, bonus account 20.00. */
export const storyAccounts: CouponAccountOption[] = [
  { id: 1, type: 0, iso: 'EUR', money: 50_000 },
  { id: 2, type: 4, iso: 'EUR', money: 2_000 },
];

const PAIRS: [string, string][] = [
  ['Lyon', 'Nice'],
  ['Porto', 'Braga'],
  ['Ajax', 'Utrecht'],
  ['Celtic', 'Rangers'],
  ['Sevilla', 'Betis'],
  ['Torino', 'Genoa'],
];

/** Coefficients of the demo selections, in order. */
export const DEMO_COEFS = [1.85, 2.2, 1.6, 2.45, 1.75, 3.1];

/** Demo bet n (0-based): its own game, a line market with the demo coefficient. */
export function demoBet(
  n: number,
  fields: Partial<Omit<Bet, 'market'>> = {},
  coef = DEMO_COEFS[n] ?? 2,
): Bet {
  const [home, away] = PAIRS[n % PAIRS.length] as [string, string];
  return createBet({
    firstOpponentNameEng: home,
    secondOpponentNameEng: away,
    ...fields,
    market: { id: 100 + n, gameId: 500 + n, sportId: 1, coef, coefByView: String(coef) },
  });
}

/** Names of the demo bets, translated. */
export function demoNames(t: TFunction, bets: readonly Bet[]): Record<string, BetNames> {
  return Object.fromEntries(
    bets.map((b) => [
      String(b.market.id),
      {
        event: `${b.firstOpponentNameEng} v ${b.secondOpponentNameEng}`,
        selection: `${t('bets.matchResult')}: ${t('bets.home')}`,
      },
    ]),
  );
}

/** A coupon with the demo bets and the story limits (min 1.00, max 1,000.00 EUR); the bonus bet synced. */
export function demoCoupon(fields: Partial<CouponState>): CouponState {
  return syncBonusBet(
    createCouponState({ accountId: 1, minBetAmount: 100, maxBetAmount: 100_000, ...fields }),
    storySiteConfig,
  );
}

/** Story args of the slip: the initial coupon and settings plus the slip's other props. */
export type SlipStoryArgs = Omit<
  CouponSlipProps,
  'coupon' | 'settings' | 'betNames' | 'onCouponChange' | 'onSettingsChange'
> & {
  coupon: CouponState;
  settings?: CouponSettings;
};

/** The slip with its state held as an app holds it; callbacks also reach the story's spies. */
export function SlipHarness({ coupon, settings = createCouponSettings(), ...rest }: SlipStoryArgs) {
  const { t } = useTranslation();
  const [state, setState] = useState(coupon);
  const [prefs, setPrefs] = useState(settings);
  return (
    <CouponSlip
      {...rest}
      coupon={state}
      settings={prefs}
      betNames={demoNames(t, coupon.bets)}
      onCouponChange={setState}
      onSettingsChange={setPrefs}
    />
  );
}

/** Spies of the slip's callbacks for the story args. */
export const slipSpies = () => ({
  onPlace: fn(),
  onAcceptOddsChanges: fn(),
  onSignIn: fn(),
  onPromoCodeApply: fn(),
  onOddsPausedChange: fn(),
  onPrint: fn(),
  onShare: fn(),
  onCopyCode: fn(),
  onNewBet: fn(),
  onKeepSelections: fn(),
});
