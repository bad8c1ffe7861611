import { boardEn } from './betting/board.en';
import { historyEn } from './betting/history.en';
import { pushEn } from './betting/push.en';
import { slipEn } from './betting/slip.en';

/** The same keys as `T`, every leaf a string (a translation must cover every English key). */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/**
 * The sportsbook's strings (the `betting` namespace, its own chunk): the line and live board and game pages
 * (`board`), the coupon slip (`slip`), bet history and print (`history`) and the push connection (`push`).
 */
export const bettingEn = { board: boardEn, slip: slipEn, history: historyEn, push: pushEn };
