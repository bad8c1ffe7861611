import { bettingTextsReady } from '../../i18n';
import { statsTextsReady } from '../../i18n/statsTexts';
import { textsOf, useTextsOf } from '../../player/useTexts';

// Tables and team pages name sports with the sportsbook's texts.
const statsTexts = textsOf((lng) =>
  Promise.all([bettingTextsReady(lng), statsTextsReady(lng)]).then(() => undefined),
);

/** Suspends until the kit's texts, the sportsbook's and the `stats` strings of the current language are in. */
export function useStatsTexts(): void {
  useTextsOf(statsTexts);
}
