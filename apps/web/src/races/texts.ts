import { racesTextsReady } from '../i18n/racesTexts';
import { textsOf, useTextsOf } from '../player/useTexts';

const racesTexts = textsOf(racesTextsReady);

/** Suspends until the kit's texts and the `races` strings of the current language are in. */
export function useRacesTexts(): void {
  useTextsOf(racesTexts);
}
