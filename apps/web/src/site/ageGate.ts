import { readString, removeItem, writeString, STORAGE_KEYS } from '../lib/storage';

/** NOTICE-006: an age acceptance is remembered 3 days (2592e5 ms). */
export const AGE_ACCEPTANCE_MS = 2592e5;

/** Where the acceptance is kept: local storage (3 days), or session storage in the alternative mode. */
export type AgeGateStorage = 'local' | 'session';

/** NOTICE-005..007: whether the visitor accepted the age question recently enough in this storage. */
export function isAgeAccepted(storage: AgeGateStorage, now = Date.now()): boolean {
  const at = Number(readString(STORAGE_KEYS.ageAccepted, storage));
  if (!Number.isFinite(at) || at <= 0) return false;
  if (storage === 'session') return true;
  if (now - at < AGE_ACCEPTANCE_MS) return true;
  removeItem(STORAGE_KEYS.ageAccepted, storage);
  return false;
}

export function acceptAge(storage: AgeGateStorage, now = Date.now()): void {
  writeString(STORAGE_KEYS.ageAccepted, String(now), storage);
}
