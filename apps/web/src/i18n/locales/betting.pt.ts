import type { Texts, bettingEn } from './betting.en';
import { boardPt } from './betting/board.pt';
import { historyPt } from './betting/history.pt';
import { pushPt } from './betting/push.pt';
import { slipPt } from './betting/slip.pt';

/** The sportsbook's strings in Portuguese. */
export const bettingPt: Texts<typeof bettingEn> = {
  board: boardPt,
  slip: slipPt,
  history: historyPt,
  push: pushPt,
};
