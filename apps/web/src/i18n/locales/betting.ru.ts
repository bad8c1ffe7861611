import type { Texts, bettingEn } from './betting.en';
import { boardRu } from './betting/board.ru';
import { historyRu } from './betting/history.ru';
import { pushRu } from './betting/push.ru';
import { slipRu } from './betting/slip.ru';

/** The sportsbook's strings in Russian. */
export const bettingRu: Texts<typeof bettingEn> = {
  board: boardRu,
  slip: slipRu,
  history: historyRu,
  push: pushRu,
};
