/**
 * The single-zero roulette wheel and layout, as the game engine (@betline/games) settles them and the kit's
 * wheel and table draw them: one source for the pockets' order and colours, the bets a chip can make, and which
 * numbers a bet covers.
 */

/** The pockets clockwise from the zero, as on every single-zero wheel. */
export const ROULETTE_WHEEL: readonly number[] = Object.freeze([
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
]);

/** The red numbers; the other numbers but 0 are black, 0 is green. */
export const ROULETTE_RED: readonly number[] = Object.freeze([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export type RouletteColour = 'red' | 'black' | 'green';

export function rouletteColour(n: number): RouletteColour {
  if (n === 0) return 'green';
  return ROULETTE_RED.includes(n) ? 'red' : 'black';
}

export const ROULETTE_INSIDE_KINDS = ['straight', 'split', 'street', 'corner', 'line', 'basket'] as const;
export const ROULETTE_TARGET_KINDS = ['dozen', 'column'] as const;
export const ROULETTE_EVEN_KINDS = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
export const ROULETTE_KINDS = [
  ...ROULETTE_INSIDE_KINDS,
  ...ROULETTE_TARGET_KINDS,
  ...ROULETTE_EVEN_KINDS,
] as const;
export type RouletteKind = (typeof ROULETTE_KINDS)[number];

/**
 * A bet on the layout: inside bets name their numbers (ascending), dozens and columns their target (1 to 3: the
 * first dozen is 1-12, the first column 1, 4, ..., 34), the even-money boxes neither.
 */
export interface RouletteSpot {
  readonly kind: RouletteKind;
  readonly numbers?: readonly number[];
  readonly target?: 1 | 2 | 3;
}

/** Whether a bet wins when the ball lands on `n`: 0 wins only the inside bets that name it. */
export function rouletteSpotCovers(spot: RouletteSpot, n: number): boolean {
  if (spot.numbers !== undefined) return spot.numbers.includes(n);
  if (n === 0) return false;
  switch (spot.kind) {
    case 'dozen':
      return Math.ceil(n / 12) === spot.target;
    case 'column':
      return ((n - 1) % 3) + 1 === spot.target;
    case 'red':
    case 'black':
      return rouletteColour(n) === spot.kind;
    case 'odd':
      return n % 2 === 1;
    case 'even':
      return n % 2 === 0;
    case 'low':
      return n <= 18;
    case 'high':
      return n >= 19;
    default:
      return false;
  }
}
