import { use } from 'react';
import { FALLBACK_LANGUAGE } from '@betline/core';
import { uiTextLoaders } from '@betline/ui/texts';
import { i18n } from './index';

const UI_NAMESPACE = 'ui';
const loading = new Map<string, Promise<void>>();

async function loadOne(lng: string): Promise<void> {
  const load = uiTextLoaders[lng];
  if (load === undefined) return;
  const texts = await load();
  // The app's own keys in the `ui` namespace win (a site may reword the kit).
  i18n.addResourceBundle(lng, UI_NAMESPACE, texts, true, false);
}

/**
 * Loads the kit's texts (the `ui` namespace) for `lng` and English, its fallback. Pages and parts that use kit
 * components with texts wait for it; the first screen does not carry them (DESIGN "Budgets").
 */
export function ensureUiTexts(lng: string = i18n.language || FALLBACK_LANGUAGE): Promise<void> {
  const languages = [...new Set([FALLBACK_LANGUAGE, lng])];
  return Promise.all(
    languages.map((each) => {
      let pending = loading.get(each);
      if (pending === undefined) {
        pending = loadOne(each).catch((error: unknown) => {
          loading.delete(each);
          throw error;
        });
        loading.set(each, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

const ready = new Map<string, Promise<void>>();

/**
 * Suspends until the kit's texts of `lng` are in (one promise per language, as `use` needs). For the parts of
 * the layout below the fold that render kit texts (the footer), inside a Suspense boundary.
 */
export function useUiTexts(lng: string): void {
  let promise = ready.get(lng);
  if (promise === undefined) {
    promise = ensureUiTexts(lng);
    ready.set(lng, promise);
    promise.catch(() => ready.delete(lng));
  }
  use(promise);
}
