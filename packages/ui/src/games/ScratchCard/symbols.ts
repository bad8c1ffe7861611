import type { SlotSymbol } from '../SlotSymbol';

/**
 * The bonus games' symbols 0..5 (`symbol` on the scratch card and the memory board of @betline/games) drawn
 * as slot symbols; on the scratch card their prizes grow from the cherry to the seven.
 */
export const BONUS_SYMBOLS = [
  'CHERRY',
  'LEMON',
  'ORANGE',
  'PLUM',
  'BELL',
  'SEVEN',
] as const satisfies readonly SlotSymbol[];
