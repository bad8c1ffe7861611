import type { TFunction } from 'i18next';

/** What a roulette outcome says in words, read without the engines (the history and the verifier use it too). */
interface RouletteResult {
  number: number;
  colour: 'red' | 'black' | 'green';
  wins: number;
  chips: readonly unknown[];
}

function isRouletteResult(outcome: unknown): outcome is RouletteResult {
  if (typeof outcome !== 'object' || outcome === null) return false;
  const o = outcome as Record<string, unknown>;
  return typeof o.number === 'number' && typeof o.wins === 'number' && Array.isArray(o.chips);
}

/** "17 red". */
export function rouletteNumberWords(
  t: TFunction<'casino'>,
  number: number,
  colour: RouletteResult['colour'],
) {
  return t('roulette.number', { number, colour: t(`roulette.colours.${colour}`) });
}

/** "Landed on 17 red; won 2 of 3 bets", or null for what is not a roulette outcome. */
export function rouletteSummary(t: TFunction<'casino'>, outcome: unknown): string | null {
  if (!isRouletteResult(outcome)) return null;
  return t('roulette.summary', {
    number: rouletteNumberWords(t, outcome.number, outcome.colour),
    won: outcome.wins,
    count: outcome.chips.length,
  });
}
