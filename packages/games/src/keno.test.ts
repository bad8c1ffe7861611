import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  KENO_PAYTABLE,
  KENO_TARGET_RTP,
  addFractions,
  fairRandom,
  fraction,
  fractionToNumber,
  kenoDraw,
  kenoHitProbability,
  kenoMaxPayout,
  kenoTheoreticalRtp,
  playKeno,
  settleKeno,
  validateKenoBet,
} from './index';

const picks = fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 10 });
const stake = fc.integer({ min: 1, max: 1_000_000_000 });
const seedsArb = fc.record({
  serverSeed: fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex')),
  clientSeed: fc.constant('keno'),
  nonce: fc.nat({ max: 1_000_000 }),
});

describe('keno', () => {
  it('draws 20 distinct numbers of 1..80 by a partial Fisher-Yates shuffle', () => {
    fc.assert(
      fc.property(seedsArb, (seeds) => {
        const drawn = kenoDraw(fairRandom(seeds));
        expect(drawn).toHaveLength(20);
        expect(new Set(drawn).size).toBe(20);
        expect(drawn.every((n) => Number.isInteger(n) && n >= 1 && n <= 80)).toBe(true);
        // Replaying the shuffle by hand from the same numbers gives the same draw.
        const r = fairRandom(seeds);
        const a = Array.from({ length: 80 }, (_, i) => i + 1);
        for (let i = 0; i < 20; i += 1) {
          const j = i + r.nextInt(80 - i);
          [a[i], a[j]] = [a[j]!, a[i]!];
        }
        expect(drawn).toEqual(a.slice(0, 20));
      }),
      { numRuns: 50 },
    );
  });

  it('pays by the number of picks drawn, from the paytable', () => {
    const drawn = Array.from({ length: 20 }, (_, i) => i + 1); // 1..20
    expect(settleKeno({ stake: 1000, picks: [5] }, drawn)).toMatchObject({
      hits: [5],
      multiplier: 3840,
      payout: 3840,
    });
    expect(settleKeno({ stake: 1000, picks: [50] }, drawn)).toMatchObject({
      hits: [],
      multiplier: 0,
      payout: 0,
    });
    expect(settleKeno({ stake: 1000, picks: [1, 2, 3, 40] }, drawn)).toMatchObject({
      hits: [1, 2, 3],
      multiplier: KENO_PAYTABLE[4]![3],
      payout: 5000,
    });
    // Ten picks and no hit pays 2×.
    const none = Array.from({ length: 10 }, (_, i) => 70 - i);
    expect(settleKeno({ stake: 1000, picks: none }, drawn).payout).toBe(2000);
  });

  it('never pays more than maxPayout, and no pay is above 10,000× (property)', () => {
    for (const pays of Object.values(KENO_PAYTABLE)) {
      for (const m of Object.values(pays)) expect(m).toBeLessThanOrEqual(10_000_000);
    }
    fc.assert(
      fc.property(stake, picks, seedsArb, (s, p, seeds) => {
        const outcome = playKeno({ stake: s, picks: p }, fairRandom(seeds));
        expect(outcome.payout).toBeLessThanOrEqual(kenoMaxPayout({ stake: s, picks: p }));
        expect(kenoMaxPayout({ stake: s, picks: p })).toBeLessThanOrEqual(s * 10_000);
      }),
      { numRuns: 300 },
    );
  });

  it('hit probabilities are hypergeometric and sum to 1 for every pick count', () => {
    for (let p = 1; p <= 10; p += 1) {
      let sum = fraction(0n, 1n);
      for (let h = 0; h <= p; h += 1) sum = addFractions(sum, kenoHitProbability(p, h));
      expect(sum).toEqual({ num: 1n, den: 1n });
    }
    expect(kenoHitProbability(1, 1)).toEqual({ num: 1n, den: 4n });
  });

  it('the exact RTP of every pick count is 95.95 % to 96 %', () => {
    for (let p = 1; p <= 10; p += 1) {
      const rtp = fractionToNumber(kenoTheoreticalRtp(p));
      expect(rtp).toBeLessThanOrEqual(KENO_TARGET_RTP);
      expect(rtp).toBeGreaterThan(KENO_TARGET_RTP - 0.0005);
    }
  });

  it('validates the bet with clear codes', () => {
    const code = (bet: unknown) => {
      const r = validateKenoBet(bet);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code({ stake: 100, picks: [1, 80] })).toBe('ok');
    expect(code({ stake: 100, picks: [] })).toBe('PICKS_INVALID');
    expect(code({ stake: 100, picks: [1, 1] })).toBe('PICKS_INVALID');
    expect(code({ stake: 100, picks: [0] })).toBe('PICKS_INVALID');
    expect(code({ stake: 100, picks: [81] })).toBe('PICKS_INVALID');
    expect(code({ stake: 100, picks: [1.5] })).toBe('PICKS_INVALID');
    expect(code({ stake: 100, picks: Array.from({ length: 11 }, (_, i) => i + 1) })).toBe('PICKS_INVALID');
    expect(code({ stake: 100, picks: '1,2' })).toBe('PICKS_INVALID');
    expect(code({ stake: 0, picks: [1] })).toBe('STAKE_TOO_SMALL');
  });
});
