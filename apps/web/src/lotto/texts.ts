import { lottoTextsReady } from '../i18n/lottoTexts';
import { textsOf, useTextsOf } from '../player/useTexts';

const lottoTexts = textsOf(lottoTextsReady);

/** Suspends until the kit's texts and the `lotto` strings of the current language are in. */
export function useLottoTexts(): void {
  useTextsOf(lottoTexts);
}
