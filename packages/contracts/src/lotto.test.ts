import { describe, expect, it } from 'vitest';
import { LOTTO_LOTTERIES } from './lottoPaths';
import { lottoLotteryIdSchema } from './lotto';

describe('lotto contracts', () => {
  it('the schemas and the paths module list the same lotteries', () => {
    expect(lottoLotteryIdSchema.options).toEqual([...LOTTO_LOTTERIES]);
  });
});
