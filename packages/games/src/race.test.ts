import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fractionToNumber,
  nextRace,
  RACE_KINDS,
  RACE_RULES,
  raceOrder,
  racePrices,
  raceBetWins,
  racePlaceChances,
  racePlacePrices,
  racePlaceRtps,
  racePlaces,
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

  it('pays a place bet for the first two of six greyhounds and the first three of eight horses or ten marbles', () => {
    expect([4, 5, 6, 7, 8, 10].map(racePlaces)).toEqual([1, 2, 2, 2, 3, 3]);
    expect(racePlaces(RACE_RULES.greyhounds.runners)).toBe(2);
    expect(racePlaces(RACE_RULES.horses.runners)).toBe(3);
    const order = [3, 0, 5, 1, 2, 4];
    expect(raceBetWins('win', 3, order)).toBe(true);
    expect(raceBetWins('win', 0, order)).toBe(false);
    expect(raceBetWins('place', 0, order)).toBe(true);
    expect(raceBetWins('place', 5, order)).toBe(false);
  });

  it('gives each runner its exact chance to place: equal runners k / n, the chances add up to the places paid', () => {
    const even = racePlaceChances([10, 10, 10, 10, 10, 10, 10, 10], 3);
    expect(even.map((c) => [c.num, c.den])).toEqual(Array.from({ length: 8 }, () => [3n, 8n]));
    // 24, 8, 8: the favourite wins 24/40, or comes second after one of the two others: 2 × 8/40 × 24/32.
    const [first] = racePlaceChances([24, 8, 8], 2);
    expect(first).toEqual({ num: 9n, den: 10n });
    expect(fractionToNumber(first!)).toBeCloseTo(24 / 40 + 2 * (8 / 40) * (24 / 32), 12);
    for (const kind of RACE_KINDS) {
      fc.assert(
        fc.property(weightsOf(kind), (weights) => {
          const places = racePlaces(weights.length);
          const sum = racePlaceChances(weights, places).reduce((a, c) => a + fractionToNumber(c), 0);
          expect(sum).toBeCloseTo(places, 9);
        }),
        { numRuns: 20 },
      );
    }
  });

  it('prices a place bet at its fair price less the margin, and offers none under 1.01', () => {
    for (const kind of RACE_KINDS) {
      fc.assert(
        fc.property(weightsOf(kind), (weights) => {
          const prices = racePlacePrices(kind, weights);
          const chances = racePlaceChances(weights, racePlaces(weights.length));
          const rtps = racePlaceRtps(kind, weights);
          const wins = racePrices(kind, weights);
          prices.forEach((price, i) => {
            const rtp = fractionToNumber(rtps[i]!);
            if (price === null) {
              expect(rtp).toBe(0);
              expect(
                (1 - RACE_RULES[kind].marginPerMille / 1000) / fractionToNumber(chances[i]!),
              ).toBeLessThan(1.01);
              return;
            }
            expect(price).toBeGreaterThanOrEqual(101);
            expect(price).toBeLessThanOrEqual(wins[i]!);
            expect(rtp).toBeLessThanOrEqual(1 - RACE_RULES[kind].marginPerMille / 1000 + 1e-12);
            expect(rtp).toBeGreaterThan(1 - RACE_RULES[kind].marginPerMille / 1000 - 0.01);
          });
        }),
        { numRuns: 15 },
      );
    }
    // A runner that all but always places: 40 against seven at 5 is in the first three 92 % of the time.
    expect(racePlacePrices('horses', [40, 5, 5, 5, 5, 5, 5, 5])[0]).toBeNull();
  });
});
