import { use } from 'react';
import { accountTextsReady, i18n } from '../i18n';
import { ensureUiTexts } from '../i18n/ui';

const ready = new Map<string, Promise<void>>();

/** Suspends until the kit's texts and the `account` strings of the current language are in. */
export function useAccountTexts(): void {
  const lng = i18n.language;
  let promise = ready.get(lng);
  if (promise === undefined) {
    promise = Promise.all([ensureUiTexts(lng), accountTextsReady(lng)]).then(() => undefined);
    ready.set(lng, promise);
    promise.catch(() => ready.delete(lng));
  }
  use(promise);
}
