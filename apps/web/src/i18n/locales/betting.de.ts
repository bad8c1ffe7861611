import type { Texts, bettingEn } from './betting.en';
import { boardDe } from './betting/board.de';
import { historyDe } from './betting/history.de';
import { pushDe } from './betting/push.de';
import { slipDe } from './betting/slip.de';

/** The sportsbook's strings in German. */
export const bettingDe: Texts<typeof bettingEn> = {
  board: boardDe,
  slip: slipDe,
  history: historyDe,
  push: pushDe,
};
