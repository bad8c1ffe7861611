import { describe, expect, it } from 'vitest';
import { canonicalJson, sameOutcome } from './canonical';

describe('canonical outcomes', () => {
  it('the same outcome with its keys in another order is the same; another value is not', () => {
    const played = { reels: [[1, 2, 3]], lines: [{ line: 1, win: 5 }], win: 5 };
    const stored = { win: 5, lines: [{ win: 5, line: 1 }], reels: [[1, 2, 3]] };
    expect(JSON.stringify(played)).not.toBe(JSON.stringify(stored));
    expect(sameOutcome(played, stored)).toBe(true);
    expect(sameOutcome(played, { ...stored, win: 6 })).toBe(false);
    expect(sameOutcome(played, { ...stored, reels: [[3, 2, 1]] })).toBe(false);
    expect(sameOutcome({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });

  it('writes sorted keys at every level and leaves undefined members out', () => {
    expect(canonicalJson({ b: { d: 1, c: [true, null] }, a: 'x', z: undefined })).toBe(
      '{"a":"x","b":{"c":[true,null],"d":1}}',
    );
  });
});
