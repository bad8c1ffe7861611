/**
 * European roulette: one zero, the numbers 0 to 36 on the wheel in the usual European order. One round is one
 * spin with up to ROULETTE_MAX_CHIPS chips on the layout, each its own bet: a straight number (35:1), a split
 * of two neighbours (17:1), a street of three (11:1; also the trios 0-1-2 and 0-2-3), a corner of four (8:1), a
 * six line of two streets (5:1), the basket 0-1-2-3 (8:1), a dozen or a column (2:1), and the even-money boxes
 * red/black, odd/even, low/high (1:1). The number is nextInt(37) of the fair stream: every number is equally
 * likely, so every bet returns exactly 36/37 (97.297 %, tested); 0 loses every outside bet.
 */
import {
  ROULETTE_EVEN_KINDS,
  ROULETTE_INSIDE_KINDS,
  ROULETTE_KINDS,
  ROULETTE_RED,
  ROULETTE_TARGET_KINDS,
  ROULETTE_WHEEL,
  rouletteColour,
  rouletteSpotCovers,
  type RouletteColour,
  type RouletteKind,
} from '@betline/core';
import type { RandomSource } from './fair';
import { addFractions, fraction, type Fraction } from './fraction';
import { DEFAULT_STAKE_LIMITS, validateStake } from './money';
import { fail, isRecord, ok, type Result } from './result';

export {
  ROULETTE_EVEN_KINDS,
  ROULETTE_INSIDE_KINDS,
  ROULETTE_KINDS,
  ROULETTE_RED,
  ROULETTE_TARGET_KINDS,
  ROULETTE_WHEEL,
  rouletteColour,
  type RouletteColour,
  type RouletteKind,
};
export const ROULETTE_POCKETS = ROULETTE_WHEEL.length;
export const ROULETTE_MAX_CHIPS = 50;
type InsideKind = (typeof ROULETTE_INSIDE_KINDS)[number];
type TargetKind = (typeof ROULETTE_TARGET_KINDS)[number];

/** What a winning chip pays back, as a multiple of its stake (stake included): 35:1 is 36. */
export const ROULETTE_PAYS: Readonly<Record<RouletteKind, number>> = Object.freeze({
  straight: 36,
  split: 18,
  street: 12,
  corner: 9,
  line: 6,
  basket: 9,
  dozen: 3,
  column: 3,
  red: 2,
  black: 2,
  odd: 2,
  even: 2,
  low: 2,
  high: 2,
});

/**
 * One chip. Inside bets name their numbers (ascending once validated; the basket may leave them out), dozens
 * and columns their `target` (1 to 3: the first dozen is 1-12, the first column 1, 4, ..., 34), the
 * even-money boxes neither.
 */
export interface RouletteChip {
  readonly kind: RouletteKind;
  readonly numbers?: readonly number[];
  readonly target?: 1 | 2 | 3;
  readonly stake: number;
}

export interface RouletteBet {
  /** The sum of the chips' stakes (computed; when sent it must be that sum). */
  readonly stake: number;
  readonly chips: readonly RouletteChip[];
}

export interface RouletteChipResult extends RouletteChip {
  readonly won: boolean;
  /** What the chip pays back (its stake included), 0 when it lost. */
  readonly payout: number;
}

export interface RouletteOutcome {
  readonly game: 'roulette';
  readonly stake: number;
  /** The pocket the ball landed in, 0 to 36. */
  readonly number: number;
  readonly colour: RouletteColour;
  readonly chips: readonly RouletteChipResult[];
  /** How many chips won. */
  readonly wins: number;
  /** The whole pay over the whole stake, in thousandths (rounded down; the payout is exact). */
  readonly multiplier: number;
  readonly payout: number;
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((n, i) => n === b[i]);

/** The streets of the layout's 0: the trios 0-1-2 and 0-2-3. */
const ZERO_STREETS: readonly (readonly number[])[] = [
  [0, 1, 2],
  [0, 2, 3],
];
const BASKET: readonly number[] = [0, 1, 2, 3];

/** Whether sorted `numbers` form a bet of `kind` on the layout (0 above 1-3, then rows of three). */
export function rouletteNumbersFit(kind: InsideKind, numbers: readonly number[]): boolean {
  const [a = -1, b = -1] = numbers;
  switch (kind) {
    case 'straight':
      return numbers.length === 1;
    case 'split':
      if (numbers.length !== 2) return false;
      if (a === 0) return b >= 1 && b <= 3;
      // Side by side in a street, or one street apart in the same column.
      return (b - a === 1 && a % 3 !== 0) || b - a === 3;
    case 'street':
      if (numbers.length !== 3) return false;
      if (a === 0) return ZERO_STREETS.some((street) => sameSet(street, numbers));
      return a % 3 === 1 && sameSet([a, a + 1, a + 2], numbers);
    case 'corner':
      return numbers.length === 4 && a >= 1 && a % 3 !== 0 && sameSet([a, a + 1, a + 3, a + 4], numbers);
    case 'line':
      return (
        numbers.length === 6 &&
        a >= 1 &&
        a % 3 === 1 &&
        a + 5 <= 36 &&
        sameSet([a, a + 1, a + 2, a + 3, a + 4, a + 5], numbers)
      );
    case 'basket':
      return sameSet(BASKET, numbers);
  }
}

const isInside = (kind: RouletteKind): kind is InsideKind =>
  (ROULETTE_INSIDE_KINDS as readonly string[]).includes(kind);
const isTargeted = (kind: RouletteKind): kind is TargetKind =>
  (ROULETTE_TARGET_KINDS as readonly string[]).includes(kind);

function validateChip(chip: unknown, index: number): Result<RouletteChip> {
  const at = `chip ${index + 1}`;
  if (!isRecord(chip))
    return fail('BET_INVALID', `${at} must be an object { kind, numbers?, target?, stake }`);
  const kind = chip.kind;
  if (typeof kind !== 'string' || !(ROULETTE_KINDS as readonly string[]).includes(kind)) {
    return fail('ROULETTE_KIND_INVALID', `${at}: kind must be one of ${ROULETTE_KINDS.join(', ')}`);
  }
  const stake = validateStake(chip.stake);
  if (!stake.ok) return fail(stake.error.code, `${at}: ${stake.error.message}`);
  const known = kind as RouletteKind;
  if (isInside(known)) {
    if (chip.target !== undefined)
      return fail('ROULETTE_TARGET_INVALID', `${at}: a ${known} takes no target`);
    const given = known === 'basket' && chip.numbers === undefined ? BASKET : chip.numbers;
    if (
      !Array.isArray(given) ||
      !given.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 36)
    ) {
      return fail('ROULETTE_NUMBERS_INVALID', `${at}: numbers must be whole numbers from 0 to 36`);
    }
    const numbers = [...(given as number[])].sort((x, y) => x - y);
    if (!rouletteNumbersFit(known, numbers)) {
      return fail(
        'ROULETTE_NUMBERS_INVALID',
        `${at}: ${numbers.join(', ')} is not a ${known} on the layout (${INSIDE_SHAPES[known]})`,
      );
    }
    return ok({ kind: known, numbers, stake: stake.value });
  }
  if (chip.numbers !== undefined) {
    return fail('ROULETTE_NUMBERS_INVALID', `${at}: a ${known} bet names no numbers`);
  }
  if (isTargeted(known)) {
    const target = chip.target;
    if (target !== 1 && target !== 2 && target !== 3) {
      return fail('ROULETTE_TARGET_INVALID', `${at}: a ${known} is 1, 2 or 3`);
    }
    return ok({ kind: known, target, stake: stake.value });
  }
  if (chip.target !== undefined) return fail('ROULETTE_TARGET_INVALID', `${at}: a ${known} takes no target`);
  return ok({ kind: known, stake: stake.value });
}

const INSIDE_SHAPES: Readonly<Record<InsideKind, string>> = {
  straight: 'one number',
  split: 'two neighbours, or 0 with 1, 2 or 3',
  street: 'a row of three like 4, 5, 6, or 0-1-2 / 0-2-3',
  corner: 'four numbers meeting at a corner like 1, 2, 4, 5',
  line: 'two neighbouring rows like 1 to 6',
  basket: '0, 1, 2, 3',
};

/** Checks a bet `{ chips: [{ kind, numbers?, target?, stake }], stake? }`; never throws. */
export function validateRouletteBet(bet: unknown): Result<RouletteBet> {
  if (!isRecord(bet)) return fail('BET_INVALID', 'a roulette bet is an object { chips }');
  const raw = bet.chips;
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > ROULETTE_MAX_CHIPS) {
    return fail('ROULETTE_CHIPS_INVALID', `chips must be a list of 1 to ${ROULETTE_MAX_CHIPS} chips`);
  }
  const chips: RouletteChip[] = [];
  let total = 0;
  for (const [index, each] of raw.entries()) {
    const chip = validateChip(each, index);
    if (!chip.ok) return chip;
    chips.push(chip.value);
    total += chip.value.stake;
  }
  if (total > DEFAULT_STAKE_LIMITS.maxStake) {
    return fail('STAKE_TOO_LARGE', `the chips together must stake at most ${DEFAULT_STAKE_LIMITS.maxStake}`);
  }
  if (bet.stake !== undefined && bet.stake !== total) {
    return fail('ROULETTE_STAKE_MISMATCH', `stake, when sent, must be the sum of the chips (${total})`);
  }
  return ok({ stake: total, chips });
}

/** Whether a chip wins when the ball lands on `n` (the layout's rule, @betline/core). */
export function rouletteChipWins(chip: RouletteChip, n: number): boolean {
  return rouletteSpotCovers(chip, n);
}

/** The numbers a chip covers. */
export function rouletteCovered(chip: RouletteChip): number[] {
  const covered: number[] = [];
  for (let n = 0; n < ROULETTE_POCKETS; n += 1) if (rouletteChipWins(chip, n)) covered.push(n);
  return covered;
}

/** Settles a bet on the number the ball landed on. */
export function settleRoulette(bet: RouletteBet, number: number): RouletteOutcome {
  const chips = bet.chips.map((chip) => {
    const won = rouletteChipWins(chip, number);
    return { ...chip, won, payout: won ? chip.stake * ROULETTE_PAYS[chip.kind] : 0 };
  });
  const payout = chips.reduce((sum, chip) => sum + chip.payout, 0);
  return {
    game: 'roulette',
    stake: bet.stake,
    number,
    colour: rouletteColour(number),
    chips,
    wins: chips.filter((chip) => chip.won).length,
    multiplier: Math.floor((payout * 1000) / bet.stake),
    payout,
  };
}

/** One spin: the pocket is nextInt(37) of the fair stream (the number itself, not a place on the wheel). */
export function playRoulette(bet: RouletteBet, random: RandomSource): RouletteOutcome {
  return settleRoulette(bet, random.nextInt(ROULETTE_POCKETS));
}

/** The most the bet can pay: its best number. */
export function rouletteMaxPayout(bet: RouletteBet): number {
  let best = 0;
  for (let n = 0; n < ROULETTE_POCKETS; n += 1) best = Math.max(best, settleRoulette(bet, n).payout);
  return best;
}

/** The exact return of a bet over the 37 equally likely numbers. */
export function rouletteTheoreticalRtp(bet: RouletteBet): Fraction {
  let sum: Fraction = fraction(0n, 1n);
  for (let n = 0; n < ROULETTE_POCKETS; n += 1) {
    sum = addFractions(sum, fraction(BigInt(settleRoulette(bet, n).payout), BigInt(ROULETTE_POCKETS)));
  }
  return fraction(sum.num, sum.den * BigInt(bet.stake));
}

/** One chip of each bet shape, for the sheet, the RTP script and tests. */
export const ROULETTE_SAMPLE_CHIPS: readonly RouletteChip[] = Object.freeze([
  { kind: 'straight', numbers: [17], stake: 1 },
  { kind: 'split', numbers: [0, 2], stake: 1 },
  { kind: 'split', numbers: [17, 18], stake: 1 },
  { kind: 'split', numbers: [17, 20], stake: 1 },
  { kind: 'street', numbers: [13, 14, 15], stake: 1 },
  { kind: 'street', numbers: [0, 1, 2], stake: 1 },
  { kind: 'corner', numbers: [17, 18, 20, 21], stake: 1 },
  { kind: 'line', numbers: [31, 32, 33, 34, 35, 36], stake: 1 },
  { kind: 'basket', numbers: [0, 1, 2, 3], stake: 1 },
  { kind: 'dozen', target: 2, stake: 1 },
  { kind: 'column', target: 3, stake: 1 },
  { kind: 'red', stake: 1 },
  { kind: 'black', stake: 1 },
  { kind: 'odd', stake: 1 },
  { kind: 'even', stake: 1 },
  { kind: 'low', stake: 1 },
  { kind: 'high', stake: 1 },
]);
