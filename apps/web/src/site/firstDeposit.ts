import { currencyDecimals } from '@betline/core';
import { readString, writeString, STORAGE_KEYS } from '../lib/storage';

function shownTo(): number[] {
  try {
    const value: unknown = JSON.parse(readString(STORAGE_KEYS.firstDepositBonusShown) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/** NOTICE-023: whether this browser has shown the first-deposit bonus modal to the player before. */
export function firstDepositBonusShownTo(userId: number): boolean {
  return shownTo().includes(userId);
}

/** Remembers that the player has seen it (the last 20 players of this browser are kept). */
export function firstDepositBonusShown(userId: number): void {
  const ids = [...shownTo().filter((id) => id !== userId), userId].slice(-20);
  writeString(STORAGE_KEYS.firstDepositBonusShown, JSON.stringify(ids));
}

/** NOTICE-022: the modal belongs to the home page only. */
export const FIRST_DEPOSIT_BONUS_ROUTE = 'home';

/**
 * The offer the wallet grants (docs/adr/0007-wallet.md "First-deposit bonus"): 100 % of the first deposit, at
 * most 100 units of its currency, a unit being about one US dollar scaled per currency as the wallet's payment
 * limits are.
 */
export const FIRST_DEPOSIT_BONUS = {
  percent: 100,
  maxUnits: 100,
  unitScale: { RUB: 100, UAH: 40, KZT: 500, PLN: 4, JPY: 150, BYN: 3, TRY: 30 } as Readonly<
    Record<string, number>
  >,
} as const;

/** The largest bonus in `iso`, in minor units. */
export function firstDepositBonusCap(iso: string): number {
  const units = FIRST_DEPOSIT_BONUS.maxUnits * (FIRST_DEPOSIT_BONUS.unitScale[iso] ?? 1);
  return units * 10 ** currencyDecimals(iso);
}
