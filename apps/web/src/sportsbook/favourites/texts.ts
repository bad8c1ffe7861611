import { favouritesTextsReady } from '../../i18n/favouritesTexts';
import { textsOf, useTextsOf } from '../../player/useTexts';

/** The kit's texts and the `favourites` strings of a language: one load per language. */
export const favouritesTexts = textsOf(favouritesTextsReady);

/** Suspends until the kit's texts and the `favourites` strings of the current language are in. */
export function useFavouritesTexts(): void {
  useTextsOf(favouritesTexts);
}
