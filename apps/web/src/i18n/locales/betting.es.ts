import type { Texts, bettingEn } from './betting.en';
import { boardEs } from './betting/board.es';
import { historyEs } from './betting/history.es';
import { pushEs } from './betting/push.es';
import { slipEs } from './betting/slip.es';

/** The sportsbook's strings in Spanish. */
export const bettingEs: Texts<typeof bettingEn> = {
  board: boardEs,
  slip: slipEs,
  history: historyEs,
  push: pushEs,
};
