import { accountDe } from './account.de';
import { accountEs } from './account.es';
import { accountPt } from './account.pt';
import { accountTr } from './account.tr';
import { accountUk } from './account.uk';

/** The player-protection texts of the languages whose `account` namespace is otherwise English: one chunk. */
export const accountOthers = { de: accountDe, es: accountEs, pt: accountPt, tr: accountTr, uk: accountUk };
