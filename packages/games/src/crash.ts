/**
 * Crash: a multiplier climbs from 1.00× along a fixed curve until it reaches the round's crash point; a player
 * who cashed out at a multiplier not above the crash point wins stake × that multiplier, everyone else loses.
 * Multipliers are integer hundredths (2.35× is 235).
 */
import type { RandomSource } from './fair';
import { fraction, type Fraction } from './fraction';
import { applyMultiplier, validateStake } from './money';
import { fail, isRecord, ok, type Result } from './result';

/** RTP 96 %: the house edge is 4 %. */
export const CRASH_TARGET_RTP = 0.96;
/** 100 × RTP, the numerator of the crash-point formula. */
const RTP_PERCENT = 96n;
/** Lowest cash-out: 1.01×. */
export const CRASH_MIN_CASH_OUT = 101;
/** Highest cash-out (the max-payout cap): 10,000.00×. */
export const CRASH_MAX_CASH_OUT = 1_000_000;
/** Crash points above 1,000,000.00× are shown as that (no cash-out can reach it anyway). */
export const CRASH_POINT_MAX = 100_000_000;
/** The curve: multiplier(t) = e^(GROWTH × t ms); 2.00× after about 11.6 s, 10.00× after about 38.4 s. */
export const CRASH_GROWTH_PER_MS = 0.00006;

const TWO_53 = 2n ** 53n;

export interface CrashBet {
  readonly stake: number;
  /**
   * The multiplier (hundredths) at which the player cashed out: the auto cash-out target, or the multiplier
   * the server read from the curve when a manual cash-out arrived (see crashCashOutAt). Null: no cash-out.
   */
  readonly cashOut: number | null;
}

export interface CrashOutcome {
  readonly game: 'crash';
  readonly stake: number;
  /** The crash point in hundredths (100 = the round busts at 1.00×). */
  readonly crashPoint: number;
  /** When the curve reaches the crash point, in ms from the round's start. */
  readonly crashAtMs: number;
  readonly cashOut: number | null;
  /** Whether the cash-out came at or before the crash point. */
  readonly won: boolean;
  readonly payout: number;
}

/**
 * The crash point (hundredths) for a uniform k on [0, 2^53): floor(96 × 2^53 / (2^53 - k)), at least 100 and
 * at most CRASH_POINT_MAX. So P(crash point >= m) = 0.96 / m for every m from 1.01× up (4 % of rounds bust at
 * 1.00×), and a cash-out at any m returns 96 % on average.
 */
export function crashPointFromUint53(k: number): number {
  const point = (RTP_PERCENT * TWO_53) / (TWO_53 - BigInt(k));
  if (point < 100n) return 100;
  return point > BigInt(CRASH_POINT_MAX) ? CRASH_POINT_MAX : Number(point);
}

/** The multiplier (hundredths, rounded down) shown `elapsedMs` after the round's start. */
export function crashMultiplierAt(elapsedMs: number): number {
  if (!Number.isFinite(elapsedMs) || elapsedMs <= 0) return 100;
  const m = Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs));
  return Math.min(Math.max(m, 100), CRASH_POINT_MAX);
}

/** The first whole millisecond at which the curve shows `multiplier` (hundredths) or more. */
export function crashElapsedFor(multiplier: number): number {
  if (multiplier <= 100) return 0;
  let t = Math.max(0, Math.floor(Math.log(multiplier / 100) / CRASH_GROWTH_PER_MS) - 2);
  while (crashMultiplierAt(t) < multiplier) t += 1;
  return t;
}

/**
 * How long (ms from the start) a round with this crash point runs: the first moment the curve shows more than
 * the crash point (0 when it crashes before 1.01×). A cash-out from then on is refused.
 */
export function crashDurationMs(crashPoint: number): number {
  return crashPoint < CRASH_MIN_CASH_OUT ? 0 : crashElapsedFor(crashPoint + 1);
}

/**
 * A manual cash-out `elapsedMs` into a round whose crash point is `crashPoint`: the multiplier the player gets,
 * or CASH_OUT_INVALID when the round has already crashed or the curve is still below 1.01×.
 */
export function crashCashOutAt(crashPoint: number, elapsedMs: unknown): Result<number> {
  if (typeof elapsedMs !== 'number' || !Number.isFinite(elapsedMs) || elapsedMs < 0) {
    return fail('ELAPSED_INVALID', 'elapsedMs must be a finite number >= 0');
  }
  const m = crashMultiplierAt(elapsedMs);
  if (m > crashPoint) return fail('CASH_OUT_INVALID', 'the round has already crashed');
  if (m < CRASH_MIN_CASH_OUT) return fail('CASH_OUT_INVALID', 'the multiplier is still below 1.01×');
  return ok(m);
}

export function validateCrashBet(bet: unknown): Result<CrashBet> {
  if (!isRecord(bet)) return fail('BET_INVALID', 'a crash bet is an object { stake, cashOut }');
  const stake = validateStake(bet.stake);
  if (!stake.ok) return stake;
  const cashOut = bet.cashOut ?? null;
  if (
    cashOut !== null &&
    (typeof cashOut !== 'number' ||
      !Number.isSafeInteger(cashOut) ||
      cashOut < CRASH_MIN_CASH_OUT ||
      cashOut > CRASH_MAX_CASH_OUT)
  ) {
    return fail(
      'CASH_OUT_INVALID',
      `cashOut must be null or whole hundredths from ${CRASH_MIN_CASH_OUT} (1.01×) to ${CRASH_MAX_CASH_OUT} (10000.00×)`,
    );
  }
  return ok({ stake: stake.value, cashOut });
}

/** Settles a bet against a crash point. */
export function settleCrash(bet: CrashBet, crashPoint: number): CrashOutcome {
  const won = bet.cashOut !== null && bet.cashOut <= crashPoint;
  return {
    game: 'crash',
    stake: bet.stake,
    crashPoint,
    crashAtMs: crashElapsedFor(crashPoint),
    cashOut: bet.cashOut,
    won,
    payout: won ? applyMultiplier(bet.stake, bet.cashOut! * 10) : 0,
  };
}

/** Plays a round: the crash point comes from one nextUint53(). */
export function playCrash(bet: CrashBet, random: RandomSource): CrashOutcome {
  return settleCrash(bet, crashPointFromUint53(random.nextUint53()));
}

/** The most a bet can win: stake × its cash-out, or stake × 10,000 when the cash-out is not known yet. */
export function crashMaxPayout(bet: CrashBet): number {
  return applyMultiplier(bet.stake, (bet.cashOut ?? CRASH_MAX_CASH_OUT) * 10);
}

/**
 * The exact RTP of cashing out at `cashOut` (hundredths): the number of k in [0, 2^53) whose crash point is
 * >= cashOut is min(2^53, floor(96 × 2^53 / cashOut)), so RTP = that count × cashOut / (100 × 2^53).
 */
export function crashTheoreticalRtp(cashOut: number): Fraction {
  const c = BigInt(cashOut);
  let count = (RTP_PERCENT * TWO_53) / c;
  if (count > TWO_53) count = TWO_53;
  return fraction(count * c, 100n * TWO_53);
}
