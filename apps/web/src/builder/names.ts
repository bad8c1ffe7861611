import { useTranslation } from 'react-i18next';
import { slugify } from '@betline/core';

export interface FeedNames {
  /** A sport's name in the page's language (the feed's slug of its English name), else the English name. */
  sport: (nameEng: string) => string;
  /** A market's name in the page's language (the feed names it in English). */
  market: (nameEng: string) => string;
  /** An outcome's name: "1" and "2" are the sides' names where known, draws, yes/no and totals translated. */
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
    market: (nameEng) => {
      const key = `board.markets.${nameEng}`;
      return i18n.exists(key, { ns: 'betting' }) ? t(key as 'board.markets.Total') : nameEng;
    },
    outcome: (nameEng, sides) => {
      if (nameEng === '1' && sides) return sides.home;
      if (nameEng === '2' && sides) return sides.away;
      if (nameEng === 'X') return t('board.outcomes.draw');
      if (nameEng === 'Yes') return t('board.outcomes.yes');
      if (nameEng === 'No') return t('board.outcomes.no');
      if (nameEng === 'Any other score') return t('board.outcomes.otherScore');
      const total = /^(Over|Under) (.+)$/.exec(nameEng);
      if (total)
        return t(total[1] === 'Over' ? 'board.outcomes.over' : 'board.outcomes.under', { line: total[2] });
      return nameEng;
    },
  };
}
