import type { Texts, bettingEn } from './betting.en';
import { boardUk } from './betting/board.uk';
import { historyUk } from './betting/history.uk';
import { pushUk } from './betting/push.uk';
import { slipUk } from './betting/slip.uk';

/** The sportsbook's strings in Ukrainian. */
export const bettingUk: Texts<typeof bettingEn> = {
  board: boardUk,
  slip: slipUk,
  history: historyUk,
  push: pushUk,
};
