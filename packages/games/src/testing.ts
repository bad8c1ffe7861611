/**
 * Helpers of the engines' tests (not exported by the package): hands dealt from cards the test chooses, and
 * bingo cards for property tests.
 */
import fc from 'fast-check';
import { BINGO_COLUMNS } from './bingo';
import type { RandomSource } from './fair';

/** The card of a rank (1 ace .. 13 king) in a suit (0 spades .. 3 clubs), as the endless-deck games number them. */
export const cardOf = (rank: number, suit = 0) => suit * 13 + rank - 1;

/**
 * A RandomSource that deals the given cards in order (each `nextInt(52)`), then `filler` for every later draw; any
 * other kind of draw is a test error.
 */
export function cardsSource(cards: readonly number[], filler: number, game: string): RandomSource {
  let i = 0;
  const unused = () => {
    throw new Error('not used');
  };
  return {
    nextInt: (n) => {
      if (n !== 52) throw new Error(`a ${game} deal draws nextInt(52)`);
      const value = i < cards.length ? cards[i]! : filler;
      i += 1;
      return value;
    },
    nextUint32: unused,
    nextUint53: unused,
    nextFloat: unused,
  };
}

/**
 * A valid bingo card: in each column, `count` distinct numbers of its range in any order (fast-check's own
 * shuffles, independent of the engine's `bingoCard`).
 */
export const bingoCardArbitrary: fc.Arbitrary<number[]> = fc
  .tuple(
    ...BINGO_COLUMNS.map((column) =>
      fc.shuffledSubarray(
        Array.from({ length: column.max - column.min + 1 }, (_, i) => column.min + i),
        { minLength: column.count, maxLength: column.count },
      ),
    ),
  )
  .map((columns) => columns.flat());
