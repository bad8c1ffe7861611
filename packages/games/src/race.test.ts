import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fractionToNumber,
  nextRace,
  RACE_KINDS,
  RACE_RULES,
  raceOrder,
  racePrices,
  raceRunnerRtp,
  raceWinPayout,
} from './index';

const serverSeed = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));

const weightsOf = (kind: (typeof RACE_KINDS)[number]) => {
  const { runners, weight } = RACE_RULES[kind];
  return fc.array(fc.integer({ min: weight[0], max: weight[1] }), { minLength: runners, maxLength: runners });
};

describe('races', () => {
  it('draws every runner once, the same order from the same seeds', () => {
    for (const kind of RACE_KINDS) {
      fc.assert(
        fc.property(serverSeed, fc.nat({ max: 100_000_000 }), weightsOf(kind), (seed, number, weights) => {
          const order = raceOrder(kind, seed, number, weights);
          expect([...order].sort((a, b) => a - b)).toEqual(weights.map((_, i) => i));
          expect(raceOrder(kind, seed, number, weights)).toEqual(order);
        }),
        { numRuns: 30 },
      );
    }
  });

  it('wins as often as the weights say: over 20,000 races the favourite wins near its share', () => {
    const weights = [24, 8, 8, 8, 8, 8, 8, 8, 8, 8];
    let favourite = 0;
    const seed = 'cd'.repeat(32);
    for (let n = 0; n < 20_000; n += 1) if (raceOrder('marbles', seed, n, weights)[0] === 0) favourite += 1;
    // 24 / 96 = 0.25; four standard deviations of 20,000 draws is about 0.012.
    expect(Math.abs(favourite / 20_000 - 0.25)).toBeLessThan(0.012);
  });

  it('prices each runner at its fair price less the margin, rounded down, so that every win bet returns less than it costs', () => {
    expect(racePrices('marbles', [24, 8, 8, 8, 8, 8, 8, 8, 8, 8])).toEqual([
      360, 1080, 1080, 1080, 1080, 1080, 1080, 1080, 1080, 1080,
    ]);
    for (const kind of RACE_KINDS) {
      fc.assert(
        fc.property(weightsOf(kind), (weights) => {
          const prices = racePrices(kind, weights);
          expect(prices.every((p) => Number.isInteger(p) && p >= 101)).toBe(true);
          weights.forEach((_, i) => {
            const rtp = fractionToNumber(raceRunnerRtp(kind, weights, i));
            expect(rtp).toBeLessThanOrEqual(1 - RACE_RULES[kind].marginPerMille / 1000 + 1e-12);
            expect(rtp).toBeGreaterThan(1 - RACE_RULES[kind].marginPerMille / 1000 - 0.01);
          });
        }),
        { numRuns: 50 },
      );
    }
    expect(raceWinPayout(150, 360)).toBe(540);
    expect(raceWinPayout(33, 1085)).toBe(358);
  });

  it('runs on the clock: race n starts at n periods since the epoch', () => {
    expect(nextRace('greyhounds', 240_000)).toEqual({ number: 2, startAt: 240_000 });
    expect(nextRace('horses', 180_001)).toEqual({ number: 2, startAt: 360_000 });
  });
});
