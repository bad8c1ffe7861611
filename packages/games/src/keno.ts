/**
 * Keno: the player picks 1 to 10 distinct numbers of 1..80; 20 numbers are drawn; the pay depends on how many
 * picks were drawn (the hits). Pays are in thousandths of the stake; every pick count returns 95.96 % to
 * 96.00 % (kenoTheoreticalRtp).
 */
import type { RandomSource } from './fair';
import { fraction, type Fraction } from './fraction';
import { applyMultiplier, validateStake } from './money';
import { fail, isRecord, ok, type Result } from './result';

export const KENO_TARGET_RTP = 0.96;
export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_PICKS = 10;

/**
 * KENO_PAYTABLE[picks][hits] = pay in thousandths of the stake (missing hits pay nothing). The top pays are the
 * max-payout cap: never more than 10,000× the stake.
 */
export const KENO_PAYTABLE: Readonly<Record<number, Readonly<Record<number, number>>>> = Object.freeze({
  1: { 1: 3_840 },
  2: { 1: 1_102, 2: 9_000 },
  3: { 2: 2_918, 3: 40_000 },
  4: { 2: 2_057, 3: 5_000, 4: 100_000 },
  5: { 3: 5_434, 4: 15_000, 5: 500_000 },
  6: { 3: 2_238, 4: 8_000, 5: 80_000, 6: 1_500_000 },
  7: { 3: 1_524, 4: 4_000, 5: 25_000, 6: 200_000, 7: 5_000_000 },
  8: { 4: 4_258, 5: 12_000, 6: 80_000, 7: 1_000_000, 8: 10_000_000 },
  9: { 4: 1_932, 5: 6_000, 6: 40_000, 7: 300_000, 8: 4_000_000, 9: 10_000_000 },
  10: { 0: 2_000, 5: 4_472, 6: 20_000, 7: 150_000, 8: 1_000_000, 9: 5_000_000, 10: 10_000_000 },
});

export interface KenoBet {
  readonly stake: number;
  /** 1 to 10 distinct numbers from 1 to 80. */
  readonly picks: readonly number[];
}

export interface KenoOutcome {
  readonly game: 'keno';
  readonly stake: number;
  readonly picks: readonly number[];
  /** The 20 drawn numbers in draw order. */
  readonly drawn: readonly number[];
  /** The picks that were drawn, in the order of the picks. */
  readonly hits: readonly number[];
  /** Pay in thousandths of the stake. */
  readonly multiplier: number;
  readonly payout: number;
}

export function kenoMultiplier(picks: number, hits: number): number {
  return KENO_PAYTABLE[picks]?.[hits] ?? 0;
}

export function validateKenoBet(bet: unknown): Result<KenoBet> {
  if (!isRecord(bet)) return fail('BET_INVALID', 'a keno bet is an object { stake, picks }');
  const stake = validateStake(bet.stake);
  if (!stake.ok) return stake;
  const picks = bet.picks;
  if (
    !Array.isArray(picks) ||
    picks.length < 1 ||
    picks.length > KENO_MAX_PICKS ||
    !picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS) ||
    new Set(picks).size !== picks.length
  ) {
    return fail('PICKS_INVALID', `picks must be 1 to ${KENO_MAX_PICKS} distinct whole numbers from 1 to 80`);
  }
  return ok({ stake: stake.value, picks: [...(picks as number[])] });
}

/** Settles a bet against 20 drawn numbers. */
export function settleKeno(bet: KenoBet, drawn: readonly number[]): KenoOutcome {
  const drawnSet = new Set(drawn);
  const hits = bet.picks.filter((n) => drawnSet.has(n));
  const multiplier = kenoMultiplier(bet.picks.length, hits.length);
  return {
    game: 'keno',
    stake: bet.stake,
    picks: [...bet.picks],
    drawn: [...drawn],
    hits,
    multiplier,
    payout: applyMultiplier(bet.stake, multiplier),
  };
}

/**
 * Draws 20 of 1..80 without replacement by a partial Fisher-Yates shuffle of [1..80]:
 * for i = 0..19, j = i + nextInt(80 - i), swap a[i] and a[j]; the draw is a[0..19].
 */
export function kenoDraw(random: RandomSource): number[] {
  const a = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  for (let i = 0; i < KENO_DRAWN; i += 1) {
    const j = i + random.nextInt(KENO_NUMBERS - i);
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
  return a.slice(0, KENO_DRAWN);
}

export function playKeno(bet: KenoBet, random: RandomSource): KenoOutcome {
  return settleKeno(bet, kenoDraw(random));
}

/** The top pay of the bet's pick count times the stake. */
export function kenoMaxPayout(bet: KenoBet): number {
  const pays = Object.values(KENO_PAYTABLE[bet.picks.length] ?? {});
  return applyMultiplier(bet.stake, Math.max(0, ...pays));
}

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i += 1) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** P(hits = h | picks = p) = C(p, h) × C(80 - p, 20 - h) / C(80, 20), exactly. */
export function kenoHitProbability(picks: number, hits: number): Fraction {
  return fraction(
    binomial(picks, hits) * binomial(KENO_NUMBERS - picks, KENO_DRAWN - hits),
    binomial(KENO_NUMBERS, KENO_DRAWN),
  );
}

/** The exact RTP for a pick count: the hypergeometric sum of P(h) × pay(h). */
export function kenoTheoreticalRtp(picks: number): Fraction {
  const total = binomial(KENO_NUMBERS, KENO_DRAWN);
  let sum = 0n;
  for (let h = 0; h <= picks; h += 1) {
    sum +=
      binomial(picks, h) * binomial(KENO_NUMBERS - picks, KENO_DRAWN - h) * BigInt(kenoMultiplier(picks, h));
  }
  return fraction(sum, total * 1000n);
}
