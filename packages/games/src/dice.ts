/**
 * Dice: a roll from 0.00 to 99.99 (an integer 0..9999 in hundredths); the player bets the roll lands under or
 * over a target. The win chance is 1 % to 95 %; the payout multiplier is 0.96 / chance, rounded down to the
 * thousandth, so the RTP is at most 96 % for every target.
 */
import type { RandomSource } from './fair';
import { fraction, type Fraction } from './fraction';
import { applyMultiplier, validateStake } from './money';
import { fail, isRecord, ok, type Result } from './result';

export const DICE_TARGET_RTP = 0.96;
/** Rolls are 0..DICE_OUTCOMES - 1 (shown divided by 100). */
export const DICE_OUTCOMES = 10_000;
/** Win chance limits in hundredths of a percent (1.00 % .. 95.00 %). */
export const DICE_MIN_CHANCE = 100;
export const DICE_MAX_CHANCE = 9_500;

export type DiceDirection = 'under' | 'over';

export interface DiceBet {
  readonly stake: number;
  readonly direction: DiceDirection;
  /** Hundredths (0..9999): "under" wins when roll < target, "over" wins when roll > target. */
  readonly target: number;
}

export interface DiceOutcome {
  readonly game: 'dice';
  readonly stake: number;
  readonly direction: DiceDirection;
  readonly target: number;
  /** The roll in hundredths (0..9999). */
  readonly roll: number;
  /** Win chance in hundredths of a percent. */
  readonly chance: number;
  /** Payout multiplier in thousandths. */
  readonly multiplier: number;
  readonly won: boolean;
  readonly payout: number;
}

/** The number of winning rolls out of 10,000 (= chance in hundredths of a percent). */
export function diceChance(direction: DiceDirection, target: number): number {
  return direction === 'under' ? target : DICE_OUTCOMES - 1 - target;
}

/** The payout multiplier in thousandths: floor(0.96 × 1000 × 10000 / chance) = floor(9,600,000 / chance). */
export function diceMultiplier(chance: number): number {
  return Math.floor(9_600_000 / chance);
}

export function validateDiceBet(bet: unknown): Result<DiceBet> {
  if (!isRecord(bet)) return fail('BET_INVALID', 'a dice bet is an object { stake, direction, target }');
  const stake = validateStake(bet.stake);
  if (!stake.ok) return stake;
  if (bet.direction !== 'under' && bet.direction !== 'over') {
    return fail('DICE_DIRECTION_INVALID', 'direction must be "under" or "over"');
  }
  const target = bet.target;
  if (typeof target !== 'number' || !Number.isSafeInteger(target) || target < 0 || target >= DICE_OUTCOMES) {
    return fail('DICE_TARGET_INVALID', 'target must be whole hundredths from 0 to 9999');
  }
  const chance = diceChance(bet.direction, target);
  if (chance < DICE_MIN_CHANCE || chance > DICE_MAX_CHANCE) {
    return fail('DICE_CHANCE_OUT_OF_RANGE', 'the win chance must be from 1.00 % to 95.00 %');
  }
  return ok({ stake: stake.value, direction: bet.direction, target });
}

/** Settles a bet for a roll (0..9999). */
export function settleDice(bet: DiceBet, roll: number): DiceOutcome {
  const chance = diceChance(bet.direction, bet.target);
  const multiplier = diceMultiplier(chance);
  const won = bet.direction === 'under' ? roll < bet.target : roll > bet.target;
  return {
    game: 'dice',
    stake: bet.stake,
    direction: bet.direction,
    target: bet.target,
    roll,
    chance,
    multiplier,
    won,
    payout: won ? applyMultiplier(bet.stake, multiplier) : 0,
  };
}

/** Plays a roll: nextInt(10000). */
export function playDice(bet: DiceBet, random: RandomSource): DiceOutcome {
  return settleDice(bet, random.nextInt(DICE_OUTCOMES));
}

export function diceMaxPayout(bet: DiceBet): number {
  return applyMultiplier(bet.stake, diceMultiplier(diceChance(bet.direction, bet.target)));
}

/** The exact RTP of a bet: chance / 10000 × multiplier / 1000. */
export function diceTheoreticalRtp(direction: DiceDirection, target: number): Fraction {
  const chance = diceChance(direction, target);
  return fraction(BigInt(chance) * BigInt(diceMultiplier(chance)), BigInt(DICE_OUTCOMES) * 1000n);
}
