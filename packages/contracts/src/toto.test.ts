import { describe, expect, it } from 'vitest';
import { totoCouponRequestSchema, totoPickSchema } from './toto';
import { TOTO_EVENTS, TOTO_PICKS } from './totoPaths';

describe('toto contracts', () => {
  it('the schemas pick the outcomes and count the matches of totoPaths.ts', () => {
    expect([...totoPickSchema.options].sort()).toEqual([...TOTO_PICKS].sort());
    const picks = Array.from({ length: TOTO_EVENTS }, () => ['1']);
    const base = { couponId: crypto.randomUUID(), drawId: 1, variantStake: 25 };
    expect(totoCouponRequestSchema.safeParse({ ...base, picks }).success).toBe(true);
    expect(totoCouponRequestSchema.safeParse({ ...base, picks: picks.slice(1) }).success).toBe(false);
  });
});
