import { use } from 'react';
import { accountTextsReady, bettingTextsReady, casinoTextsReady, i18n } from '../i18n';
import { ensureUiTexts } from '../i18n/ui';

type Loader = (lng: string) => Promise<void>;

const ready = new Map<Loader, Map<string, Promise<void>>>();

/** Suspends until the kit's texts and one namespace of the current language are in (one promise per both). */
function useTextsOf(load: Loader): void {
  const lng = i18n.language;
  let byLanguage = ready.get(load);
  if (byLanguage === undefined) {
    byLanguage = new Map();
    ready.set(load, byLanguage);
  }
  let promise = byLanguage.get(lng);
  if (promise === undefined) {
    const cache = byLanguage;
    promise = Promise.all([ensureUiTexts(lng), load(lng)]).then(() => undefined);
    cache.set(lng, promise);
    promise.catch(() => cache.delete(lng));
  }
  use(promise);
}

const noNamespace: Loader = () => Promise.resolve();

/** Suspends until the kit's texts of the current language are in (a part that shows only the kit's strings). */
export function useKitTexts(): void {
  useTextsOf(noNamespace);
}

/** Suspends until the kit's texts and the `account` strings of the current language are in. */
export function useAccountTexts(): void {
  useTextsOf(accountTextsReady);
}

/** Suspends until the kit's texts and the `betting` strings (board, slip, history) of the current language are in. */
export function useBettingTexts(): void {
  useTextsOf(bettingTextsReady);
}

/** Suspends until the kit's texts and the `casino` strings of the current language are in. */
export function useCasinoTexts(): void {
  useTextsOf(casinoTextsReady);
}
