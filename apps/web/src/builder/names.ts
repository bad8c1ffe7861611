import { useTranslation } from 'react-i18next';
import { slugify } from '@betline/core';
import { marketName, outcomeName } from './outcomeName';

export interface FeedNames {
  /** A sport's name in the page's language (the feed's slug of its English name), else the English name. */
  sport: (nameEng: string) => string;
  /** A market's name in the page's language (the feed names it in English). */
  market: (nameEng: string) => string;
  /** An outcome's name in the page's language (`./outcomeName`). */
  outcome: (nameEng: string, sides?: { home: string; away: string }) => string;
}

/**
 * The feed's English names in the page's language, from the `betting` strings the boards use. The boards' own
 * `useNames` (sportsbook/board/hooks) lives in the betting route's chunk with the push channel; importing it here
 * split it into a chunk of its own and cost the betting route 0.3 KB it does not have (issue 32).
 */
export function useFeedNames(): FeedNames {
  const { t, i18n } = useTranslation('betting');
  return {
    sport: (nameEng) => {
      const key = `board.sports.${slugify(nameEng)}`;
      return i18n.exists(key, { ns: 'betting' }) ? t(key as 'board.sports.football') : nameEng;
    },
    market: (nameEng) => marketName(t, i18n, nameEng),
    outcome: (nameEng, sides) => outcomeName(t, nameEng, sides),
  };
}
