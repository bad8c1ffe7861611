import type { Texts, bettingEn } from './betting.en';
import { boardTr } from './betting/board.tr';
import { historyTr } from './betting/history.tr';
import { pushTr } from './betting/push.tr';
import { slipTr } from './betting/slip.tr';

/** The sportsbook's strings in Turkish. */
export const bettingTr: Texts<typeof bettingEn> = {
  board: boardTr,
  slip: slipTr,
  history: historyTr,
  push: pushTr,
};
