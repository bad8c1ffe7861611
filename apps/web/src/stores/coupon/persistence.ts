import {
  betId,
  CHANGE_COEF_ACTION,
  COUPON_TYPE,
  COUPON_TYPE_IDS,
  createBet,
  createCouponSettings,
  createCouponState,
  fromCouponLocalSave,
  toCouponLocalSave,
  type Bet,
  type CouponLocalSave,
  type CouponSettings,
} from '@betline/core';
import type { BetNames } from '@betline/ui';
import { readString, STORAGE_KEYS, writeString } from '../../lib/storage';
import type { Stores } from '../index';
import { armSavedNotification } from './notification';
import { couponOf, type CouponStore, type CouponStoreState } from './state';

/**
 * The coupon's persistence exactly as the seed says: the local save (COUPON-009) and the coupon settings key
 * (COUPON-046) in local storage (the coupon reminder's record, COUPON-010, is notification.ts). Storage belongs to
 * the browser: the coupon starts empty on both sides and `restoreCoupon` reads the save after the first render
 * (an effect of the betting frame and the slip), so the server's markup and the browser's first render agree.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A stored bet made whole again (createBet fills what an older save lacks); null when it cannot be a bet. */
function parseBet(value: unknown): Bet | null {
  if (!isRecord(value) || !isRecord(value.market)) return null;
  const id = value.market.id;
  if (!(typeof id === 'number' && Number.isSafeInteger(id)) && !(typeof id === 'string' && id !== ''))
    return null;
  const { market, ...rest } = value;
  return createBet({ ...(rest as Partial<Bet>), market: market as Partial<Bet['market']> });
}

/** COUPON-009: reads the local save (bets, addedAtByBetId, typeId, systemValue); null when absent or unusable. */
export function parseLocalSave(text: string | null): CouponLocalSave | null {
  const value = parseJson(text);
  if (!isRecord(value) || !Array.isArray(value.bets)) return null;
  const bets = value.bets.map(parseBet).filter((bet): bet is Bet => bet !== null);
  const addedAt: Record<string, number> = {};
  if (isRecord(value.addedAtByBetId)) {
    for (const [key, at] of Object.entries(value.addedAtByBetId))
      if (typeof at === 'number') addedAt[key] = at;
  }
  const typeId =
    typeof value.typeId === 'number' && (COUPON_TYPE_IDS as readonly number[]).includes(value.typeId)
      ? value.typeId
      : COUPON_TYPE.SINGLE;
  const systemValue = typeof value.systemValue === 'number' ? value.systemValue : 2;
  return { bets, addedAtByBetId: addedAt, typeId, systemValue };
}

/** COUPON-046: reads the coupon settings key: the defaults, overridden by every stored value of the right kind. */
export function parseSettings(text: string | null): CouponSettings {
  const settings = createCouponSettings();
  const value = parseJson(text);
  if (!isRecord(value)) return settings;
  const minor = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
  const flags = [
    'isManualAmountStep',
    'isAutoMax',
    'isVipBet',
    'isBalanceShown',
    'isPossibleWinShown',
    'isSelectAccountShown',
    'isCouponFixed',
    'isActiveOneClick',
    'isDropOnScoreChange',
  ] as const;
  for (const key of flags) {
    const flag = value[key];
    if (typeof flag === 'boolean') settings[key] = flag;
  }
  if ((Object.values(CHANGE_COEF_ACTION) as unknown[]).includes(value.changeCoefAction)) {
    settings.changeCoefAction = value.changeCoefAction as number;
  }
  if (minor(value.oneClickAmount)) settings.oneClickAmount = value.oneClickAmount;
  if (minor(value.bonusAccountOneClickAmount))
    settings.bonusAccountOneClickAmount = value.bonusAccountOneClickAmount;
  if (typeof value.exactCoef === 'number' && Number.isFinite(value.exactCoef) && value.exactCoef >= 0) {
    settings.exactCoef = value.exactCoef;
  }
  if (typeof value.changeNotifyAction === 'number') settings.changeNotifyAction = value.changeNotifyAction;
  if (
    value.expressId === null ||
    typeof value.expressId === 'number' ||
    typeof value.expressId === 'string'
  ) {
    settings.expressId = value.expressId;
  }
  if (isRecord(value.amountStepByCurrencyIso)) {
    for (const [iso, step] of Object.entries(value.amountStepByCurrencyIso))
      if (minor(step) && step > 0) settings.amountStepByCurrencyIso[iso] = step;
  }
  return settings;
}

function parseNames(text: string | null): Record<string, BetNames> {
  const value = parseJson(text);
  const names: Record<string, BetNames> = {};
  if (!isRecord(value)) return names;
  for (const [id, each] of Object.entries(value)) {
    if (isRecord(each) && typeof each.event === 'string' && typeof each.selection === 'string') {
      names[id] = { event: each.event, selection: each.selection };
    }
  }
  return names;
}

/** What the saves hold: the coupon, its settings, names and the coefficients seen. */
function savedState(): Pick<CouponStoreState, 'coupon' | 'settings' | 'betNames' | 'shownCoefByBetId'> {
  const save = parseLocalSave(readString(STORAGE_KEYS.couponLocalSave));
  const coupon = save ? fromCouponLocalSave(save) : createCouponState();
  const shown: Record<string, number> = {};
  for (const bet of coupon.bets) if (typeof bet.market.coef === 'number') shown[betId(bet)] = bet.market.coef;
  const allNames = parseNames(readString(STORAGE_KEYS.couponBetNames));
  const betNames: Record<string, BetNames> = {};
  for (const bet of coupon.bets) {
    const id = betId(bet);
    betNames[id] = allNames[id] ?? {
      event: [bet.firstOpponentNameEng, bet.secondOpponentNameEng].filter(Boolean).join(' — ') || id,
      selection: '',
    };
  }
  return {
    coupon,
    settings: parseSettings(readString(STORAGE_KEYS.couponSettings)),
    betNames,
    shownCoefByBetId: shown,
  };
}

/**
 * Reads the local save, the settings key and the session's reminder into the instance's coupon, once per app
 * instance (later calls return it as it is): after the first render, never while rendering. Every action that
 * changes the coupon starts from a restored coupon, so nothing saved is overwritten by an empty slip.
 */
export function restoreCoupon(stores: Stores): CouponStore {
  const store = couponOf(stores);
  if (store.runtime.restored) return store;
  store.runtime.restored = true;
  Object.assign(store, savedState());
  armSavedNotification(stores);
  return store;
}

/** COUPON-009: writes the local save (and the display names beside it). */
export function persistCoupon(store: CouponStoreState): void {
  writeString(STORAGE_KEYS.couponLocalSave, JSON.stringify(toCouponLocalSave(store.coupon)));
  writeString(STORAGE_KEYS.couponBetNames, JSON.stringify(store.betNames));
}

/** COUPON-046: every settings change is saved under the coupon settings key. */
export function persistSettings(store: CouponStoreState): void {
  writeString(STORAGE_KEYS.couponSettings, JSON.stringify(store.settings));
}

/** COUPON-047 for a coupon not restored yet: one-click bets off in the saved settings. */
export function switchOffSavedOneClick(): void {
  const settings = parseSettings(readString(STORAGE_KEYS.couponSettings));
  if (!settings.isActiveOneClick) return;
  writeString(STORAGE_KEYS.couponSettings, JSON.stringify({ ...settings, isActiveOneClick: false }));
}
