import { totoTextsReady } from '../i18n/totoTexts';
import { textsOf, useTextsOf } from '../player/useTexts';

const totoTexts = textsOf(totoTextsReady);

/** Suspends until the kit's texts and the `toto` strings of the current language are in. */
export function useTotoTexts(): void {
  useTextsOf(totoTexts);
}
