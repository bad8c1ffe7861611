import { useTranslation } from 'react-i18next';
import { COUPON_TYPE, EXPRESS_BONUS, formatCoef } from '@betline/core';
import type { BadgeTone } from '@betline/ui';
import { playerMessage } from '../../api/errors';
import type { CouponStatus, PlacedCoupon, PlacedSelection } from '../../api/types';
import { formatPreferredDateTime, usePreferences } from '../../stores/preferences';
import { useMoney } from '../money';

export { useBettingTexts } from '../useTexts';

/** The colour of a coupon's status badge; the badge's text says the status too. */
export const STATUS_TONE: Record<CouponStatus, BadgeTone> = {
  open: 'accent',
  pending_approval: 'warning',
  declined: 'neutral',
  won: 'success',
  lost: 'danger',
  void: 'neutral',
  cashed_out: 'warning',
};

export const RESULT_TONE: Record<NonNullable<PlacedSelection['result']>, BadgeTone> = {
  won: 'success',
  lost: 'danger',
  void: 'neutral',
};

/** The express bonus the server adds to an eligible express: shown as a bonus, not as a game. */
export function isExpressBonus(selection: Pick<PlacedSelection, 'betId'>): boolean {
  return selection.betId === EXPRESS_BONUS.marketId;
}

/** What the coupon can still win on the stake riding (less than placed after a partial cash-out). */
export function possibleWinRiding(
  coupon: Pick<PlacedCoupon, 'possibleWin' | 'stakeLeft' | 'amount'>,
): number {
  return Math.floor((coupon.possibleWin * coupon.stakeLeft) / coupon.amount);
}

/** A system's size: `2/3`, counted over the blocks other than the lobby when the coupon has blocks. */
export function systemSize(coupon: Pick<PlacedCoupon, 'systemValue' | 'selections'>): string {
  const real = coupon.selections.filter((s) => !isExpressBonus(s));
  const blocks = new Set(real.map((s) => s.blockId).filter((id): id is number => id !== null && id !== 0));
  const over = real.some((s) => s.blockId !== null) ? blocks.size : real.length;
  return `${coupon.systemValue ?? 2}/${over}`;
}

/** What a selection is on: "Match result: Liverpool" (market and pick). */
export function pickOf(selection: Pick<PlacedSelection, 'marketNameEng' | 'outcomeNameEng'>): string {
  return `${selection.marketNameEng}: ${selection.outcomeNameEng}`;
}

type TypeKey = 'single' | 'express' | 'system' | 'blocks' | 'multi';
const TYPE_KEYS: Record<number, TypeKey> = {
  [COUPON_TYPE.SINGLE]: 'single',
  [COUPON_TYPE.EXPRESS]: 'express',
  [COUPON_TYPE.SYSTEM]: 'system',
  [COUPON_TYPE.SYSTEM_WITH_BLOCKS]: 'blocks',
  [COUPON_TYPE.MULTIPLE_SINGLES]: 'multi',
};

/** Texts and formats of a coupon in the player's language, odds format, time zone and clock. */
export function useCouponFormat() {
  const { t, i18n: current } = useTranslation('betting');
  const money = useMoney();
  const prefs = usePreferences();
  const lng = current.language;
  return {
    t,
    money,
    coef: (value: number) => formatCoef(value, prefs.coefViewId) ?? value.toFixed(2),
    date: (iso: string | null) => formatPreferredDateTime(iso, lng, prefs) ?? '',
    /** A game's start (epoch seconds on the wire). */
    start: (seconds: number) =>
      formatPreferredDateTime(new Date(seconds * 1000).toISOString(), lng, prefs) ?? '',
    type: (coupon: Pick<PlacedCoupon, 'typeId' | 'systemValue' | 'selections'>) => {
      const key = TYPE_KEYS[coupon.typeId] ?? 'single';
      const name = t(`history.types.${key}`);
      return key === 'system' || key === 'blocks'
        ? t('history.typeWithSize', { type: name, size: systemSize(coupon) })
        : name;
    },
    status: (status: CouponStatus) => t(`history.statuses.${status}`),
    /** A message for a failed request (the `history.errors` texts). */
    message: (error: unknown) =>
      playerMessage(error, (key: string, options?: Record<string, unknown>) =>
        t(`history.${key}` as 'history.errors.unknown', options ?? {}),
      ),
  };
}

export type CouponFormat = ReturnType<typeof useCouponFormat>;
