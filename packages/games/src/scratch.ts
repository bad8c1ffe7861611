/**
 * Scratch cards: a card of nine cells, each printed with one of six symbols; three equal symbols win that
 * symbol's prize, a multiple of the stake. The card's result is drawn first, from a published table of chances
 * (a weight out of 100 000 per symbol), then the card is printed to show it, exactly as the lottery bonus game
 * prints its cards (`printScratchCells`): a winning card shows its symbol three times and no other symbol more
 * than twice; a losing card shows no symbol three times. Both come from the fair stream, so a card replays from
 * its seeds. The return is exactly the sum of prize x chance over the table: 95.5 % (tested).
 */
import { printScratchCells, weighted } from './draw';
import type { RandomSource } from './fair';
import { addFractions, fraction, type Fraction } from './fraction';
import { applyMultiplier, validateStake } from './money';
import { fail, isRecord, ok, type Result } from './result';

/** Cells on a card (a 3 x 3 grid, read row by row). */
export const SCRATCH_CELLS = 9;
/** The weights are out of this. */
export const SCRATCH_WEIGHT_TOTAL = 100_000;

/**
 * What three of each symbol (0..5: cherry, lemon, orange, plum, bell, seven) pay, in thousandths of the stake
 * (stake included). A change here or in the weights is a new engine version (games.ts).
 */
export const SCRATCH_PAYS: readonly number[] = Object.freeze([
  1_000, 2_000, 5_000, 20_000, 100_000, 1_000_000,
]);

/** Out of SCRATCH_WEIGHT_TOTAL: the cards that win each symbol's prize; the rest lose. */
export const SCRATCH_WEIGHTS: readonly number[] = Object.freeze([18_500, 15_000, 5_000, 600, 80, 2]);

const LOSING_WEIGHT = SCRATCH_WEIGHT_TOTAL - SCRATCH_WEIGHTS.reduce((a, b) => a + b, 0);

export interface ScratchBet {
  readonly stake: number;
}

export interface ScratchOutcome {
  readonly game: 'scratch';
  readonly stake: number;
  /** The nine cells' symbols (0..5), row by row. */
  readonly cells: readonly number[];
  /** The symbol printed three times, or -1 for a losing card. */
  readonly winning: number;
  /** Pay in thousandths of the stake: the winning symbol's pay, or 0. */
  readonly multiplier: number;
  readonly payout: number;
}

export function validateScratchBet(bet: unknown): Result<ScratchBet> {
  if (!isRecord(bet)) return fail('BET_INVALID', 'a scratch card bet is an object { stake }');
  const stake = validateStake(bet.stake);
  if (!stake.ok) return stake;
  return ok({ stake: stake.value });
}

/** Plays a card: its result by the weights (`int(100000)`), then the card printed to show it. */
export function playScratch(bet: ScratchBet, random: RandomSource): ScratchOutcome {
  const tier = weighted([...SCRATCH_WEIGHTS, LOSING_WEIGHT], random);
  const winning = tier < SCRATCH_PAYS.length ? tier : -1;
  const cells = printScratchCells(winning, SCRATCH_PAYS.length, SCRATCH_CELLS, random);
  const multiplier = winning >= 0 ? SCRATCH_PAYS[winning]! : 0;
  return {
    game: 'scratch',
    stake: bet.stake,
    cells,
    winning,
    multiplier,
    payout: applyMultiplier(bet.stake, multiplier),
  };
}

/** The symbol a card's cells show three times, or -1: what a reader of the card sees. */
export function scratchSymbolShown(cells: readonly number[]): number {
  for (let symbol = 0; symbol < SCRATCH_PAYS.length; symbol += 1) {
    if (cells.filter((each) => each === symbol).length >= 3) return symbol;
  }
  return -1;
}

export function scratchMaxPayout(bet: ScratchBet): number {
  return applyMultiplier(bet.stake, Math.max(...SCRATCH_PAYS));
}

/** The chance of winning anything (the stake back included), exactly. */
export function scratchWinChance(): Fraction {
  return fraction(BigInt(SCRATCH_WEIGHT_TOTAL - LOSING_WEIGHT), BigInt(SCRATCH_WEIGHT_TOTAL));
}

/** The return to player, exactly: the sum of pay x chance. */
export function scratchTheoreticalRtp(): Fraction {
  return SCRATCH_PAYS.reduce(
    (sum, pay, symbol) =>
      addFractions(
        sum,
        fraction(BigInt(pay) * BigInt(SCRATCH_WEIGHTS[symbol]!), 1000n * BigInt(SCRATCH_WEIGHT_TOTAL)),
      ),
    fraction(0n, 1n),
  );
}
