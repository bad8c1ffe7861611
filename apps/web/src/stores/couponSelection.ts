import { proxy } from 'valtio';
import { STORAGE_KEYS, readString } from '../lib/storage';
import type { Stores } from './index';

/**
 * The outcome ids in the coupon, for the board's pressed prices. A module of its own: the coupon store (with
 * the coupon engine) loads with the slip, after the board has painted. It starts empty on both sides (the server
 * has no local save: a browser that drew the saved selections in its first render would not match the server's
 * markup); after hydration `restoreCouponSelection` fills it from the coupon's local save (COUPON-009), so a
 * returning player sees the selections at once, and the coupon store keeps it in step from then on.
 */
export interface CouponSelectionStore {
  ids: string[];
}

export function createCouponSelection(): CouponSelectionStore {
  return proxy<CouponSelectionStore>({ ids: [] });
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

/**
 * The saved selection's ids, read after the first render (an effect): the coupon store, once restored, owns the
 * list, so this reads the save only while the coupon has not been restored.
 */
export function restoreCouponSelection(stores: Pick<Stores, 'couponSelection' | 'lazy'>): void {
  if (stores.lazy.coupon?.runtime.restored === true) return;
  const ids = savedIds();
  if (ids.join(',') !== stores.couponSelection.ids.join(',')) stores.couponSelection.ids = ids;
}

/** Loads the coupon store (and its engine) once; the board calls it after its first paint and on a click. */
export function loadCouponStore() {
  return import('./coupon');
}
