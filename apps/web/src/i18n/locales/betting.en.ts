import { boardEn } from './betting/board.en';
import { historyEn } from './betting/history.en';
import { pushEn } from './betting/push.en';
import { slipEn } from './betting/slip.en';

/** The plural forms i18next looks up (`_one`, `_few`…: the forms of each language's plural rules). */
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * The same keys as `T`, every leaf a string (a translation must cover every English key). A plural key (English
 * has `_one` and `_other`) may have the other forms of the language's plural rules too (`_few`, `_many` in
 * Russian and Ukrainian); complete.test.ts checks each language has exactly its own.
 */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> } & {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_${PluralForm}` : never]?: string;
};

/**
 * The sportsbook's strings (the `betting` namespace, its own chunk): the line and live board and game pages
 * (`board`), the coupon slip (`slip`), bet history and print (`history`) and the push connection (`push`).
 */
export const bettingEn = { board: boardEn, slip: slipEn, history: historyEn, push: pushEn };
