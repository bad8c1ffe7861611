import { use, useSyncExternalStore } from 'react';
import { bettingTextsReady, i18n } from '../../i18n';
import { ensureUiTexts } from '../../i18n/ui';

const ready = new Map<string, Promise<void>>();

/** Suspends until the kit's texts (the slip's own words) and the `betting` strings of the current language are in. */
export function useSlipTexts(): void {
  const lng = i18n.language;
  let promise = ready.get(lng);
  if (promise === undefined) {
    promise = Promise.all([ensureUiTexts(lng), bettingTextsReady(lng)]).then(() => undefined);
    ready.set(lng, promise);
    promise.catch(() => ready.delete(lng));
  }
  use(promise);
}

/** Whether a media query matches, following changes; `fallback` where the page has no matchMedia (tests, SSR). */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
