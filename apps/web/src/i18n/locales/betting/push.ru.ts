import type { pushEn } from './push.en';
import type { Texts } from '../betting.en';

/** The `betting` namespace, part `push` (Russian). */
export const pushRu: Texts<typeof pushEn> = {
  title: 'push',
};
