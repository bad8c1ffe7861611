import type { historyEn } from './history.en';
import type { Texts } from '../betting.en';

/** The `betting` namespace, part `history` (Russian). */
export const historyRu: Texts<typeof historyEn> = {
  title: 'history',
};
