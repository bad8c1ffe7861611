import { divRound } from '@betline/core';
import { fail, ok, type Result } from './result';

/**
 * `stake × multiplier` where the multiplier is in integer thousandths (2.5× is 2500), rounded once to the minor
 * unit with Betline's rounding rule (half away from zero, docs/adr/0002-money-and-coefficients.md).
 */
export function applyMultiplier(stake: number, thousandths: number): number {
  return Number(divRound(BigInt(stake) * BigInt(thousandths), 1000n));
}

/** The rules a stake obeys in every game: a whole number of minor units in [min, max]. */
export interface StakeLimits {
  /** Smallest stake in minor units (>= 1). */
  readonly minStake: number;
  /** Largest stake in minor units: keeps every payout an exact integer far below 2^53. */
  readonly maxStake: number;
}

/** Default limits: 1 minor unit to 10,000,000.00 (10^9 minor units); the server may narrow them per currency. */
export const DEFAULT_STAKE_LIMITS: StakeLimits = Object.freeze({ minStake: 1, maxStake: 1_000_000_000 });

export function validateStake(stake: unknown, limits: StakeLimits = DEFAULT_STAKE_LIMITS): Result<number> {
  if (typeof stake !== 'number' || !Number.isSafeInteger(stake)) {
    return fail('STAKE_INVALID', 'stake must be a whole number of minor units');
  }
  if (stake < limits.minStake) {
    return fail('STAKE_TOO_SMALL', `stake must be at least ${limits.minStake} minor units`);
  }
  if (stake > limits.maxStake) {
    return fail('STAKE_TOO_LARGE', `stake must be at most ${limits.maxStake} minor units`);
  }
  return ok(stake);
}
