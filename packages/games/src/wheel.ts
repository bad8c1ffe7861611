/**
 * Money Wheel: the TV-game wheel of fortune (a Big Six wheel). One wheel of 54 segments, each showing 1, 2,
 * 5, 10, 20 or 40; one round is one spin with up to one chip on each of the six values, each its own bet. A
 * chip wins when the wheel stops on a segment showing its value, and then pays its stake times the value's
 * pay (WHEEL_PAYS, stake included), rounded down to the minor unit.
 *
 * The segment is nextInt(54) of the fair stream, the first and only number the round reads, whatever the
 * bet: the server plays one shared spin for every player's bet from one stream (drawWheelSegment, then
 * settleWheel for each bet), and a player's own replay of the round lands on the same segment. Every segment
 * is equally likely, so a value wins with its number of segments over 54; the pays are set so that every
 * value returns 96 % or just under (wheelValueRtp, tested).
 */
import type { RandomSource } from './fair';
import { addFractions, fraction, type Fraction } from './fraction';
import { DEFAULT_STAKE_LIMITS, validateStake } from './money';
import { fail, isRecord, ok, type Result } from './result';

/** The values a segment shows and a chip backs, smallest first. */
export const WHEEL_VALUES = ['1', '2', '5', '10', '20', '40'] as const;
export type WheelValue = (typeof WHEEL_VALUES)[number];

/** One chip per value at most, so a bet has 1 to 6 chips. */
export const WHEEL_MAX_CHIPS = WHEEL_VALUES.length;

/** How many of the 54 segments show each value: a Big Six wheel's, with one more 2 and a single 40. */
export const WHEEL_COUNTS: Readonly<Record<WheelValue, number>> = Object.freeze({
  '1': 24,
  '2': 16,
  '5': 7,
  '10': 4,
  '20': 2,
  '40': 1,
});

/**
 * The wheel, clockwise from the top (segment 0, the 40), in six rows of nine segments, a sixth of the wheel
 * each. The values are spread as evenly as their counts allow, as on a real wheel: no two neighbouring
 * segments show the same value, and the segments of each value are within two of 54 / count apart (tested).
 * The published order: changing it changes every outcome, so it is part of the engine version.
 */
// prettier-ignore
export const WHEEL_SEGMENTS: readonly WheelValue[] = Object.freeze<WheelValue[]>([
  '40', '1', '2', '1', '5', '2', '1', '10', '1',
  '2', '1', '5', '1', '2', '20', '1', '2', '1',
  '5', '1', '2', '10', '1', '2', '1', '2', '1',
  '5', '1', '2', '1', '2', '1', '10', '1', '2',
  '5', '1', '2', '1', '20', '1', '2', '1', '5',
  '1', '2', '10', '1', '2', '1', '5', '2', '1',
]);

/**
 * What a winning chip pays back, in thousandths of its stake (stake included): about 0.96 × 54 / count, so
 * that count / 54 × pay is 96 % (the 5 pays 7.40×, 95.926 %: 7.41× would return more than 96 %).
 */
export const WHEEL_PAYS: Readonly<Record<WheelValue, number>> = Object.freeze({
  '1': 2160,
  '2': 3240,
  '5': 7400,
  '10': 12_960,
  '20': 25_920,
  '40': 51_840,
});

export interface WheelChip {
  readonly value: WheelValue;
  readonly stake: number;
}

export interface WheelBet {
  /** The sum of the chips' stakes (computed; when sent it must be that sum). */
  readonly stake: number;
  readonly chips: readonly WheelChip[];
}

export interface WheelChipResult extends WheelChip {
  readonly won: boolean;
  /** What the chip pays back (its stake included), 0 when it lost. */
  readonly payout: number;
}

export interface WheelOutcome {
  readonly game: 'wheel';
  readonly stake: number;
  /** The segment the wheel stopped on, 0 to 53 clockwise from the top (WHEEL_SEGMENTS). */
  readonly segment: number;
  /** The value that segment shows. */
  readonly value: WheelValue;
  readonly chips: readonly WheelChipResult[];
  /** The whole pay over the whole stake, in thousandths (rounded down; the payout is exact). */
  readonly multiplier: number;
  readonly payout: number;
}

const isWheelValue = (value: unknown): value is WheelValue =>
  typeof value === 'string' && (WHEEL_VALUES as readonly string[]).includes(value);

const VALUE_LIST = WHEEL_VALUES.map((value) => `'${value}'`).join(', ');

function validateChip(chip: unknown, index: number): Result<WheelChip> {
  const at = `chip ${index + 1}`;
  if (!isRecord(chip)) return fail('BET_INVALID', `${at} must be an object { value, stake }`);
  // Only the strings: a chip stored and replayed must validate to the same bet, and 1 and '1' would not.
  if (!isWheelValue(chip.value)) {
    return fail('WHEEL_VALUE_INVALID', `${at}: value must be one of ${VALUE_LIST} (a string)`);
  }
  const stake = validateStake(chip.stake);
  if (!stake.ok) return fail(stake.error.code, `${at}: ${stake.error.message}`);
  return ok({ value: chip.value, stake: stake.value });
}

/** Checks a bet `{ chips: [{ value, stake }], stake? }`; never throws. */
export function validateWheelBet(bet: unknown): Result<WheelBet> {
  if (!isRecord(bet)) return fail('BET_INVALID', 'a wheel bet is an object { chips }');
  const raw = bet.chips;
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > WHEEL_MAX_CHIPS) {
    return fail(
      'WHEEL_CHIPS_INVALID',
      `chips must be a list of 1 to ${WHEEL_MAX_CHIPS} chips, at most one on each value`,
    );
  }
  const chips: WheelChip[] = [];
  let total = 0;
  for (const [index, each] of raw.entries()) {
    const chip = validateChip(each, index);
    if (!chip.ok) return chip;
    if (chips.some((placed) => placed.value === chip.value.value)) {
      const value = chip.value.value;
      return fail(
        'WHEEL_VALUE_REPEATED',
        `chip ${index + 1}: there is already a chip on '${value}'; put the whole stake on one chip`,
      );
    }
    chips.push(chip.value);
    total += chip.value.stake;
  }
  if (total > DEFAULT_STAKE_LIMITS.maxStake) {
    return fail('STAKE_TOO_LARGE', `the chips together must stake at most ${DEFAULT_STAKE_LIMITS.maxStake}`);
  }
  if (bet.stake !== undefined && bet.stake !== total) {
    return fail('WHEEL_STAKE_MISMATCH', `stake, when sent, must be the sum of the chips (${total})`);
  }
  return ok({ stake: total, chips });
}

/**
 * What a winning chip of `stake` on `value` pays back: stake × pay, rounded down to the minor unit (whole for
 * stakes that are multiples of 25, where every pay is exact). Stakes stay below 10^9 and pays below 10^5
 * thousandths, so the product is an exact integer and so is the division.
 */
export function wheelChipPayout(value: WheelValue, stake: number): number {
  const thousandths = stake * WHEEL_PAYS[value];
  return (thousandths - (thousandths % 1000)) / 1000;
}

/** Settles a bet on the segment the wheel stopped on (0 to 53). */
export function settleWheel(bet: WheelBet, segment: number): WheelOutcome {
  const value = WHEEL_SEGMENTS[segment];
  if (!Number.isInteger(segment) || value === undefined) {
    throw new RangeError(`settleWheel: segment must be 0 to ${WHEEL_SEGMENTS.length - 1}`);
  }
  const chips = bet.chips.map((chip) => {
    const won = chip.value === value;
    return { ...chip, won, payout: won ? wheelChipPayout(chip.value, chip.stake) : 0 };
  });
  const payout = chips.reduce((sum, chip) => sum + chip.payout, 0);
  return {
    game: 'wheel',
    stake: bet.stake,
    segment,
    value,
    chips,
    multiplier: Math.floor((payout * 1000) / bet.stake),
    payout,
  };
}

/**
 * The spin: the segment is nextInt(54), read before anything else and never from the bet, so that one stream
 * gives every bet of a shared round the same segment.
 */
export function drawWheelSegment(random: RandomSource): number {
  return random.nextInt(WHEEL_SEGMENTS.length);
}

/** One spin of the wheel, then the bet settled on it. */
export function playWheel(bet: WheelBet, random: RandomSource): WheelOutcome {
  return settleWheel(bet, drawWheelSegment(random));
}

/** The most the bet can pay: the wheel shows one value, so its best chip. */
export function wheelMaxPayout(bet: WheelBet): number {
  return Math.max(0, ...bet.chips.map((chip) => wheelChipPayout(chip.value, chip.stake)));
}

/** A chip's exact return by the pay table, count / 54 × pay (stakes of 25 or multiples get exactly this). */
export function wheelValueRtp(value: WheelValue): Fraction {
  return fraction(BigInt(WHEEL_COUNTS[value] * WHEEL_PAYS[value]), BigInt(WHEEL_SEGMENTS.length * 1000));
}

/**
 * The exact return of a bet over the 54 equally likely segments, its payouts as paid (rounded down): at most
 * the values' returns, and equal to them when every chip's win is whole.
 */
export function wheelTheoreticalRtp(bet: WheelBet): Fraction {
  const segments = BigInt(WHEEL_SEGMENTS.length);
  let sum: Fraction = fraction(0n, 1n);
  for (let segment = 0; segment < WHEEL_SEGMENTS.length; segment += 1) {
    sum = addFractions(sum, fraction(BigInt(settleWheel(bet, segment).payout), segments));
  }
  return fraction(sum.num, sum.den * BigInt(bet.stake));
}
