/**
 * The one place the app touches Web Storage. Keys are listed here so that every persisted value of the app
 * is visible at a glance; reads and writes never throw (storage can be blocked or full).
 */
export const STORAGE_KEYS = {
  /** 'light' | 'dark', read before first paint by public/theme-init.js. */
  colorMode: 'betline.colorMode',
  /** Session: when the page last reloaded after a chunk failed to load (ERR-002). */
  chunkReloadAt: 'betline.chunkReloadAt',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

type Area = 'local' | 'session';

function area(kind: Area): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readString(key: StorageKey, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: StorageKey, value: string, kind: Area = 'local'): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value simply is not remembered.
  }
}

export function removeItem(key: StorageKey, kind: Area = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}
