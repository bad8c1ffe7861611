import { use } from 'react';
import { FALLBACK_LANGUAGE } from '@betline/core';
import { uiTextLoaders } from '@betline/ui/texts';
import { codeLoads } from '../lib/codeCache';
import { i18n } from './index';

const UI_NAMESPACE = 'ui';

/** The kit's texts of one language, each loaded once into the one resource store (i18n/index.ts). */
const uiTextsOf = codeLoads(async (lng: string): Promise<void> => {
  const load = uiTextLoaders[lng];
  if (load === undefined) return;
  const texts = await load();
  // The app's own keys in the `ui` namespace win (a site may reword the kit).
  i18n.addResourceBundle(lng, UI_NAMESPACE, texts, true, false);
});

/** The kit's texts of `lng` and of English, its fallback: the same promise per language (React's `use`). */
const uiTextsReady = codeLoads((lng: string) =>
  Promise.all([uiTextsOf(FALLBACK_LANGUAGE), uiTextsOf(lng)]).then(() => undefined),
);

/**
 * Loads the kit's texts (the `ui` namespace) for `lng` and English, its fallback. Pages and parts that use kit
 * components with texts wait for it; the first screen does not carry them (DESIGN "Budgets").
 */
export function ensureUiTexts(lng: string = i18n.language || FALLBACK_LANGUAGE): Promise<void> {
  return uiTextsReady(lng);
}

/**
 * Suspends until the kit's texts of `lng` are in (one promise per language, as `use` needs). For the parts of
 * the layout below the fold that render kit texts (the footer), inside a Suspense boundary.
 */
export function useUiTexts(lng: string): void {
  use(uiTextsReady(lng));
}
