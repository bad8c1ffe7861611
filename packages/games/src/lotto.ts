/**
 * Lotto (other-game kind 3, docs/adr/0051-lotto.md): fixed-odds number lotteries drawn on a schedule for everyone.
 *
 * - A ticket picks `pick` distinct numbers of 1..`of`; the draw draws `pick` of them. A ticket that matches k
 *   numbers wins its stake times the lottery's multiplier for k (thousandths, as in every game here).
 * - Each draw is provably fair: its server seed's hash is published when the draw opens for tickets, before any is
 *   sold, and the seed itself once it is drawn. The numbers are `lottoDraw(fairRandom({ serverSeed,
 *   clientSeed: lottery id, nonce: the draw's number }))`: the draw's number is its time divided by the
 *   lottery's period, so nobody chooses it.
 * - The draw is a partial Fisher-Yates shuffle of [1..of] (as keno's), the numbers answered in ascending order.
 */
import { fraction, type Fraction } from './fraction';
import { fairRandom, type FairSeeds, type RandomSource } from './fair';
import { applyMultiplier } from './money';
import { fail, ok, type Result } from './result';

export const LOTTERY_IDS = ['rapid-4-20', 'quick-5-36', 'classic-6-45'] as const;
export type LotteryId = (typeof LOTTERY_IDS)[number];

export interface Lottery {
  readonly id: LotteryId;
  /** Numbers a ticket picks and the draw draws. */
  readonly pick: number;
  /** Numbers 1..of. */
  readonly of: number;
  /** A draw every this many minutes, on the clock (draw n at n × period since 1970-01-01 UTC). */
  readonly everyMinutes: number;
  /** The multiplier (thousandths) per number of matches; matches not listed win nothing. */
  readonly prizes: readonly { readonly matches: number; readonly multiplier: number }[];
}

export const LOTTERIES: readonly Lottery[] = Object.freeze([
  {
    id: 'rapid-4-20',
    pick: 4,
    of: 20,
    everyMinutes: 2,
    prizes: [
      { matches: 4, multiplier: 1_000_000 },
      { matches: 3, multiplier: 15_000 },
      { matches: 2, multiplier: 3_000 },
    ],
  },
  {
    id: 'quick-5-36',
    pick: 5,
    of: 36,
    everyMinutes: 5,
    prizes: [
      { matches: 5, multiplier: 50_000_000 },
      { matches: 4, multiplier: 500_000 },
      { matches: 3, multiplier: 20_000 },
      { matches: 2, multiplier: 2_000 },
    ],
  },
  {
    id: 'classic-6-45',
    pick: 6,
    of: 45,
    everyMinutes: 15,
    prizes: [
      { matches: 6, multiplier: 200_000_000 },
      { matches: 5, multiplier: 5_000_000 },
      { matches: 4, multiplier: 200_000 },
      { matches: 3, multiplier: 15_000 },
    ],
  },
]);

export function isLotteryId(value: unknown): value is LotteryId {
  return typeof value === 'string' && (LOTTERY_IDS as readonly string[]).includes(value);
}

export function lotteryOf(id: LotteryId): Lottery {
  const found = LOTTERIES.find((l) => l.id === id);
  if (!found) throw new Error(`no lottery ${id}`);
  return found;
}

/** A lottery's period in milliseconds. */
export function lottoPeriodMs(lottery: Lottery): number {
  return lottery.everyMinutes * 60_000;
}

/** The number of the first draw at or after `at` (ms since the epoch), and its time. */
export function nextLottoDraw(lottery: Lottery, at: number): { number: number; drawAt: number } {
  const period = lottoPeriodMs(lottery);
  const number = Math.ceil(at / period);
  return { number, drawAt: number * period };
}

/** The seeds of draw `number` of a lottery, given its server seed. */
export function lottoSeeds(lottery: Lottery, serverSeed: string, number: number): FairSeeds {
  return { serverSeed, clientSeed: lottery.id, nonce: number };
}

/** Draws `pick` of 1..of by a partial Fisher-Yates shuffle (i = 0..pick-1 swaps with i + int(of - i)), ascending. */
export function lottoDraw(lottery: Lottery, random: RandomSource): number[] {
  const a = Array.from({ length: lottery.of }, (_, i) => i + 1);
  for (let i = 0; i < lottery.pick; i += 1) {
    const j = i + random.nextInt(lottery.of - i);
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
  return a.slice(0, lottery.pick).sort((x, y) => x - y);
}

/** The numbers of a draw from its seeds: what anyone can recompute once the server seed is revealed. */
export function lottoNumbers(lottery: Lottery, serverSeed: string, number: number): number[] {
  return lottoDraw(lottery, fairRandom(lottoSeeds(lottery, serverSeed, number)));
}

/** Checks a ticket's numbers: `pick` distinct whole numbers of 1..of (answered ascending). */
export function validateLottoNumbers(lottery: Lottery, numbers: unknown): Result<number[]> {
  if (
    !Array.isArray(numbers) ||
    numbers.length !== lottery.pick ||
    !numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= lottery.of) ||
    new Set(numbers).size !== numbers.length
  ) {
    return fail(
      'PICKS_INVALID',
      `a ${lottery.id} ticket picks ${lottery.pick} different whole numbers from 1 to ${lottery.of}`,
    );
  }
  return ok([...(numbers as number[])].sort((x, y) => x - y));
}

/** How many of a ticket's numbers were drawn. */
export function lottoMatches(numbers: readonly number[], drawn: readonly number[]): number {
  const set = new Set(drawn);
  return numbers.filter((n) => set.has(n)).length;
}

/** The multiplier (thousandths) for k matches, 0 when k wins nothing. */
export function lottoMultiplier(lottery: Lottery, matches: number): number {
  return lottery.prizes.find((p) => p.matches === matches)?.multiplier ?? 0;
}

/** What a ticket of `stake` minor units wins with k matches. */
export function lottoPayout(lottery: Lottery, stake: number, matches: number): number {
  return applyMultiplier(stake, lottoMultiplier(lottery, matches));
}

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i += 1) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** P(k matches) = C(pick, k) × C(of - pick, pick - k) / C(of, pick), exactly. */
export function lottoMatchProbability(lottery: Lottery, matches: number): Fraction {
  const { pick, of } = lottery;
  return fraction(binomial(pick, matches) * binomial(of - pick, pick - matches), binomial(of, pick));
}

/** The exact RTP: the hypergeometric sum of P(k) × multiplier(k). */
export function lottoTheoreticalRtp(lottery: Lottery): Fraction {
  const { pick, of } = lottery;
  let sum = 0n;
  for (let k = 0; k <= pick; k += 1) {
    sum += binomial(pick, k) * binomial(of - pick, pick - k) * BigInt(lottoMultiplier(lottery, k));
  }
  return fraction(sum, binomial(of, pick) * 1000n);
}
