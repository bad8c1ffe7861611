import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addFractions,
  fairRandom,
  fraction,
  fractionToNumber,
  LOTTERIES,
  lotteryOf,
  lottoDraw,
  lottoMatches,
  lottoMatchProbability,
  lottoNumbers,
  lottoPayout,
  lottoSeeds,
  lottoTheoreticalRtp,
  nextLottoDraw,
  validateLottoNumbers,
} from './index';

const serverSeed = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));

describe('lotto', () => {
  it('draws pick distinct numbers of 1..of, ascending, the same from the same seeds', () => {
    for (const lottery of LOTTERIES) {
      fc.assert(
        fc.property(serverSeed, fc.nat({ max: 100_000_000 }), (seed, number) => {
          const drawn = lottoNumbers(lottery, seed, number);
          expect(drawn).toHaveLength(lottery.pick);
          expect(new Set(drawn).size).toBe(lottery.pick);
          expect(drawn.every((n) => Number.isInteger(n) && n >= 1 && n <= lottery.of)).toBe(true);
          expect([...drawn].sort((a, b) => a - b)).toEqual(drawn);
          expect(lottoNumbers(lottery, seed, number)).toEqual(drawn);
          // The seeds are the public ones: the lottery's id as client seed, the draw's number as nonce.
          expect(
            lottoDraw(lottery, fairRandom({ serverSeed: seed, clientSeed: lottery.id, nonce: number })),
          ).toEqual(drawn);
        }),
        { numRuns: 30 },
      );
    }
  });

  it('replays a known draw (the scheme is stable: a changed scheme would fail every published draw)', () => {
    const lottery = lotteryOf('quick-5-36');
    const seed = 'ab'.repeat(32);
    const r = fairRandom(lottoSeeds(lottery, seed, 1));
    const a = Array.from({ length: 36 }, (_, i) => i + 1);
    for (let i = 0; i < 5; i += 1) {
      const j = i + r.nextInt(36 - i);
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    expect(lottoNumbers(lottery, seed, 1)).toEqual(a.slice(0, 5).sort((x, y) => x - y));
  });

  it('schedules draws on the clock: draw n at n periods since the epoch', () => {
    const rapid = lotteryOf('rapid-4-20');
    expect(nextLottoDraw(rapid, 240_000)).toEqual({ number: 2, drawAt: 240_000 });
    expect(nextLottoDraw(rapid, 240_001)).toEqual({ number: 3, drawAt: 360_000 });
    const classic = lotteryOf('classic-6-45');
    expect(nextLottoDraw(classic, Date.UTC(2026, 10, 30, 21, 50)).drawAt).toBe(Date.UTC(2026, 10, 30, 22, 0));
  });

  it('takes a ticket of pick distinct numbers in range, sorted, and refuses anything else', () => {
    const lottery = lotteryOf('classic-6-45');
    expect(validateLottoNumbers(lottery, [45, 1, 7, 30, 2, 12])).toEqual({
      ok: true,
      value: [1, 2, 7, 12, 30, 45],
    });
    for (const bad of [
      [1, 2, 3, 4, 5],
      [1, 2, 3, 4, 5, 5],
      [0, 1, 2, 3, 4, 5],
      [1, 2, 3, 4, 5, 46],
      [1.5, 2, 3, 4, 5, 6],
      'x',
      null,
    ]) {
      const result = validateLottoNumbers(lottery, bad);
      expect(result.ok).toBe(false);
    }
  });

  it('pays the stake times the multiplier of the matches', () => {
    const lottery = lotteryOf('quick-5-36');
    expect(lottoMatches([1, 2, 3, 4, 5], [3, 4, 5, 6, 7])).toBe(3);
    expect(lottoPayout(lottery, 50, 3)).toBe(1_000);
    expect(lottoPayout(lottery, 50, 2)).toBe(100);
    expect(lottoPayout(lottery, 50, 1)).toBe(0);
    expect(lottoPayout(lottery, 50, 5)).toBe(2_500_000);
  });

  it('publishes an exact RTP below one: the match probabilities sum to one, and the RTP is their sum times the pays', () => {
    const published = { 'rapid-4-20': 0.8504, 'quick-5-36': 0.8234, 'classic-6-45': 0.7777 };
    for (const lottery of LOTTERIES) {
      let total = fraction(0n, 1n);
      for (let k = 0; k <= lottery.pick; k += 1)
        total = addFractions(total, lottoMatchProbability(lottery, k));
      expect(total).toEqual({ num: 1n, den: 1n });
      const rtp = fractionToNumber(lottoTheoreticalRtp(lottery));
      expect(rtp).toBeLessThan(1);
      expect(rtp).toBeCloseTo(published[lottery.id], 4);
    }
  });
});
