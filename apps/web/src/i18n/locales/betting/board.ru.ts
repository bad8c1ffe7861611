import type { boardEn } from './board.en';
import type { Texts } from '../betting.en';

/** The `betting` namespace, part `board` (Russian). */
export const boardRu: Texts<typeof boardEn> = {
  title: 'board',
};
