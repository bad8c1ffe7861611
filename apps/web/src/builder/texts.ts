import { builderTextsReady } from '../i18n/builderTexts';
import { textsOf, useTextsOf } from '../player/useTexts';

const builderTexts = textsOf(builderTextsReady);

/** Suspends until the kit's texts and the `builder` strings of the current language are in. */
export function useBuilderTexts(): void {
  useTextsOf(builderTexts);
}
