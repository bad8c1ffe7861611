import type { i18n as I18n, TFunction } from 'i18next';

/** The sides of a match by name, for outcomes named "1" and "2" by the feed. */
export interface Sides {
  home: string;
  away: string;
}

const TOTAL = /^(Over|Under) (.+)$/;
const MARGIN = /^([12]) by (\d+\+?)$/;
const RESULT_TOTAL = /^([12X]) & (Over|Under) (.+)$/;

/** Whether an outcome's name in the page's language depends on the match's sides (not only on its English name). */
export function namesSides(nameEng: string): boolean {
  return nameEng === '1' || nameEng === '2' || MARGIN.test(nameEng) || RESULT_TOTAL.test(nameEng);
}

/**
 * An outcome the feed names in English, in the page's language: "1" and "2" are the sides' names where known, a
 * draw, yes and no, totals ("Over 2.5"), odd and even, a winning margin ("1 by 2") and a result with a total
 * ("X & Under 2.5") translated; anything else (a score, a number of goals, a team) as it is.
 */
export function outcomeName(t: TFunction<'betting'>, nameEng: string, sides?: Sides): string {
  const side = (code: string): string => {
    if (code === 'X') return t('board.outcomes.draw');
    if (code === '1') return sides?.home || code;
    return sides?.away || code;
  };
  if (nameEng === '1' || nameEng === '2' || nameEng === 'X') return side(nameEng);
  if (nameEng === 'Yes') return t('board.outcomes.yes');
  if (nameEng === 'No') return t('board.outcomes.no');
  if (nameEng === 'Odd') return t('board.outcomes.odd');
  if (nameEng === 'Even') return t('board.outcomes.even');
  if (nameEng === 'Any other score') return t('board.outcomes.otherScore');
  const total = TOTAL.exec(nameEng);
  if (total)
    return t(total[1] === 'Over' ? 'board.outcomes.over' : 'board.outcomes.under', { line: total[2] });
  const margin = MARGIN.exec(nameEng);
  if (margin) return t('board.outcomes.margin', { side: side(margin[1] ?? ''), n: margin[2] });
  const both = RESULT_TOTAL.exec(nameEng);
  if (both) {
    const line = { line: both[3] };
    return t('board.outcomes.resultTotal', {
      result: side(both[1] ?? ''),
      total: t(both[2] === 'Over' ? 'board.outcomes.over' : 'board.outcomes.under', line),
    });
  }
  return nameEng;
}

/** A market the feed names in English, in the page's language (the `betting` strings), else the English name. */
export function marketName(t: TFunction<'betting'>, i18n: Pick<I18n, 'exists'>, nameEng: string): string {
  const key = `board.markets.${nameEng}`;
  return i18n.exists(key, { ns: 'betting' }) ? t(key as 'board.markets.Total') : nameEng;
}
