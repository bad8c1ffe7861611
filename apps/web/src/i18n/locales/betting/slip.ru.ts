import type { slipEn } from './slip.en';
import type { Texts } from '../betting.en';

/** The `betting` namespace, part `slip` (Russian). */
export const slipRu: Texts<typeof slipEn> = {
  title: 'slip',
};
