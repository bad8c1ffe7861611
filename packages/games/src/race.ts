/**
 * Virtual races (docs/adr/0052-races.md): marbles, horses and greyhounds run on the clock for everyone, each race
 * provably fair.
 *
 * - A race's runners and their weights are set when the race is created, so its prices are known before any bet:
 *   runner i wins with probability w_i / Σw (the Plackett-Luce model), and its decimal price is that chance's
 *   inverse less the house margin, rounded down to a hundredth (never below 1.01).
 * - The finishing order is drawn from the fair stream of the race's seeds (`fairRandom({ serverSeed, clientSeed:
 *   the kind, nonce: the race's number })`): the winner is `weighted(weights)`, then the second among the rest by
 *   their weights, and so on. The server seed's hash is published with the race, the seed once it has run.
 */
import { addFractions, fraction, type Fraction } from './fraction';
import { fairRandom, type FairSeeds, type RandomSource } from './fair';
import { weighted } from './draw';

export const RACE_KINDS = ['marbles', 'horses', 'greyhounds'] as const;
export type RaceKind = (typeof RACE_KINDS)[number];

export interface RaceKindRules {
  readonly kind: RaceKind;
  /** Runners in a race. */
  readonly runners: number;
  /** A race every this many minutes, on the clock (race n at n × period since 1970-01-01 UTC). */
  readonly everyMinutes: number;
  /** The house margin, per mille of each runner's fair price. */
  readonly marginPerMille: number;
  /** Weights a runner may get (inclusive): the favourite is at most max / min times as likely as the outsider. */
  readonly weight: readonly [number, number];
}

export const RACE_RULES: Readonly<Record<RaceKind, RaceKindRules>> = Object.freeze({
  marbles: { kind: 'marbles', runners: 10, everyMinutes: 3, marginPerMille: 100, weight: [8, 24] },
  horses: { kind: 'horses', runners: 8, everyMinutes: 3, marginPerMille: 120, weight: [5, 40] },
  greyhounds: { kind: 'greyhounds', runners: 6, everyMinutes: 2, marginPerMille: 120, weight: [6, 30] },
});

export function isRaceKind(value: unknown): value is RaceKind {
  return typeof value === 'string' && (RACE_KINDS as readonly string[]).includes(value);
}

/** The number of the first race at or after `at` (ms since the epoch), and its start. */
export function nextRace(kind: RaceKind, at: number): { number: number; startAt: number } {
  const period = RACE_RULES[kind].everyMinutes * 60_000;
  const number = Math.ceil(at / period);
  return { number, startAt: number * period };
}

/**
 * Decimal prices in hundredths for runners of these weights: floor(100 × (1 - margin) × Σw / w_i), at least 101.
 */
export function racePrices(kind: RaceKind, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const keep = 1000 - RACE_RULES[kind].marginPerMille;
  return weights.map((w) => Math.max(101, Math.floor((100 * keep * total) / (1000 * w))));
}

/** The seeds of race `number` of a kind. */
export function raceSeeds(kind: RaceKind, serverSeed: string, number: number): FairSeeds {
  return { serverSeed, clientSeed: kind, nonce: number };
}

/** The finishing order (runner indexes, winner first) drawn from the race's seeds. */
export function raceOrder(
  kind: RaceKind,
  serverSeed: string,
  number: number,
  weights: readonly number[],
): number[] {
  return raceFinish(weights, fairRandom(raceSeeds(kind, serverSeed, number)));
}

/** A finishing order drawn from `random`: the winner by the weights, then the second among the rest, and so on. */
export function raceFinish(weights: readonly number[], random: RandomSource): number[] {
  const left = weights.map((w, i) => ({ w, i }));
  const order: number[] = [];
  while (left.length > 0) {
    const k = weighted(
      left.map((r) => r.w),
      random,
    );
    order.push(left[k]!.i);
    left.splice(k, 1);
  }
  return order;
}

/** The bets a race takes: a runner to win, or to finish in the places (`racePlaces`). */
export const RACE_MARKETS = ['win', 'place'] as const;
export type RaceMarket = (typeof RACE_MARKETS)[number];

/**
 * How many places a place bet is paid for, by the number of runners, as British racing's each-way terms have it:
 * the first two of five to seven runners, the first three of eight or more (greyhounds 2, horses and marbles 3).
 */
export function racePlaces(runners: number): number {
  return runners >= 8 ? 3 : runners >= 5 ? 2 : 1;
}

/**
 * Each runner's exact chance to finish in the first `places` under the Plackett-Luce model: the sum over every
 * ordered run of the first places of w_a / T × w_b / (T - w_a) × …, enumerated (at most 10 × 9 × 8 runs).
 */
export function racePlaceChances(weights: readonly number[], places: number): Fraction[] {
  const n = weights.length;
  const total = weights.reduce((a, b) => a + b, 0);
  const chances: Fraction[] = weights.map(() => fraction(0n, 1n));
  const walk = (taken: number[], left: number, num: bigint, den: bigint): void => {
    if (taken.length === Math.min(places, n)) {
      for (const i of taken) chances[i] = addFractions(chances[i]!, fraction(num, den));
      return;
    }
    for (let i = 0; i < n; i += 1) {
      if (taken.includes(i)) continue;
      const w = weights[i] ?? 0;
      walk([...taken, i], left - w, num * BigInt(w), den * BigInt(left));
    }
  };
  walk([], total, 1n, 1n);
  return chances;
}

/**
 * Decimal place prices in hundredths: floor(100 × (1 - margin) / chance). A runner so likely to place that the
 * price would fall under 1.01 has none (`null`): a bet on it is not offered.
 */
export function racePlacePrices(kind: RaceKind, weights: readonly number[]): (number | null)[] {
  const keep = BigInt(1000 - RACE_RULES[kind].marginPerMille);
  return racePlaceChances(weights, racePlaces(weights.length)).map((chance) => {
    const price = chance.num === 0n ? 0n : (100n * keep * chance.den) / (1000n * chance.num);
    return price >= 101n ? Number(price) : null;
  });
}

/** Whether a bet on `runner` in `market` wins, given the finishing order (runner indexes, winner first). */
export function raceBetWins(market: RaceMarket, runner: number, order: readonly number[]): boolean {
  const place = order.indexOf(runner);
  return place >= 0 && place < (market === 'win' ? 1 : racePlaces(order.length));
}

/** The exact return of a place bet on each runner: P(it places) × its place price (0 where none is offered). */
export function racePlaceRtps(kind: RaceKind, weights: readonly number[]): Fraction[] {
  const prices = racePlacePrices(kind, weights);
  return racePlaceChances(weights, racePlaces(weights.length)).map((chance, i) =>
    fraction(chance.num * BigInt(prices[i] ?? 0), chance.den * 100n),
  );
}

/** What a bet of `stake` minor units at `price` (hundredths) returns when it wins (its runner won, or placed). */
export function raceWinPayout(stake: number, price: number): number {
  return Math.floor((stake * price) / 100);
}

/** The exact return of a win bet on runner i: P(i wins) × price_i. */
export function raceRunnerRtp(kind: RaceKind, weights: readonly number[], i: number): Fraction {
  const total = weights.reduce((a, b) => a + b, 0);
  const price = racePrices(kind, weights)[i] ?? 0;
  return fraction(BigInt(weights[i] ?? 0) * BigInt(price), BigInt(total) * 100n);
}
