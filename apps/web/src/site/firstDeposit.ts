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

function depositors(): number[] {
  try {
    const value: unknown = JSON.parse(readString(STORAGE_KEYS.depositMadeBy) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * The player started a deposit from this browser (the payment form sent it, or the gateway brought the player
 * back): the first-deposit offer ("make your first deposit") is not shown to them any more, also before the
 * wallet's answer says the deposit is in. The last 20 players of this browser are kept.
 */
export function rememberDeposit(userId: number): void {
  const ids = [...depositors().filter((id) => id !== userId), userId].slice(-20);
  writeString(STORAGE_KEYS.depositMadeBy, JSON.stringify(ids));
}

/** Whether the player started a deposit from this browser. */
export function depositMadeBy(userId: number): boolean {
  return depositors().includes(userId);
}

/** NOTICE-022: the modal belongs to the home page only. */
export const FIRST_DEPOSIT_BONUS_ROUTE = 'home';

// The offer the wallet grants (100 % of the first deposit, at most 100 payment units) is @betline/core's rule,
// the one the server's wallet applies.
export { FIRST_DEPOSIT_BONUS, firstDepositBonusCap } from '@betline/core';
