/**
 * Draws shared by the engines, each from the round's fair stream: a shuffle, a pick by weights, and the printing
 * of a scratch card (the paid scratch cards and the lottery bonus game print their cards the same way).
 */
import type { RandomSource } from './fair';

/** Fisher-Yates from the last item down: item i swaps with `int(i + 1)`. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.nextInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The index of one weight, drawn with `int(sum of the weights)` against the weights in order. */
export function weighted(weights: readonly number[], random: RandomSource): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = random.nextInt(total);
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i]!;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

/**
 * The cells of a scratch card of `cells` cells over `symbols` symbols that shows `winning` (0..symbols-1) three
 * times, or no symbol three times (`winning` -1): every other symbol goes into a pool twice (so none can make a
 * second line of three), the pool is shuffled and cut to the cells left, then the winning three join and the
 * whole card is shuffled.
 */
export function printScratchCells(
  winning: number,
  symbols: number,
  cells: number,
  random: RandomSource,
): number[] {
  const pool = Array.from({ length: symbols }, (_, s) => s).flatMap((s) => (s === winning ? [] : [s, s]));
  const drawn = shuffle(pool, random).slice(0, winning >= 0 ? cells - 3 : cells);
  return shuffle(winning >= 0 ? [...drawn, winning, winning, winning] : drawn, random);
}
