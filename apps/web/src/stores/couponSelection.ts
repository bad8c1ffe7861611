import { proxy } from 'valtio';
import { STORAGE_KEYS, readString } from '../lib/storage';

/**
 * The outcome ids in the coupon, for the board's pressed prices. A module of its own: the coupon store (with
 * the coupon engine) loads with the slip, after the board has painted; until then the ids come from the
 * coupon's local save (COUPON-009), so a returning player sees the selections at once. The coupon store keeps
 * this list in step from then on.
 */
export interface CouponSelectionStore {
  ids: string[];
}

export function createCouponSelection(): CouponSelectionStore {
  return proxy<CouponSelectionStore>({ ids: savedIds() });
}

function savedIds(): string[] {
  try {
    const value: unknown = JSON.parse(readString(STORAGE_KEYS.couponLocalSave) ?? 'null');
    if (typeof value !== 'object' || value === null || !Array.isArray((value as { bets?: unknown }).bets))
      return [];
    return (value as { bets: unknown[] }).bets.flatMap((bet) => {
      const id = (bet as { market?: { id?: unknown } } | null)?.market?.id;
      return typeof id === 'number' || (typeof id === 'string' && id !== '') ? [String(id)] : [];
    });
  } catch {
    return [];
  }
}

/** Loads the coupon store (and its engine) once; the board calls it after its first paint and on a click. */
export function loadCouponStore() {
  return import('./coupon');
}
