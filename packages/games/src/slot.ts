/**
 * "Fruit Five": a 5-reel, 3-row video slot with 10 fixed paylines, wilds and scatters (rules and paytable in
 * packages/games/README.md). Every figure is an integer: stakes and wins in minor units, pays in thousandths.
 */
import type { RandomSource } from './fair';
import { addFractions, fraction, type Fraction } from './fraction';
import { applyMultiplier, validateStake } from './money';
import { fail, isRecord, ok, type Result } from './result';

export const SLOT_SYMBOLS = [
  'WILD',
  'SCATTER',
  'SEVEN',
  'BAR',
  'BELL',
  'PLUM',
  'ORANGE',
  'LEMON',
  'CHERRY',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
/** Symbols that pay on a line (the scatter pays anywhere instead). */
export type SlotLineSymbol = Exclude<SlotSymbol, 'SCATTER'>;

export const SLOT_REEL_COUNT = 5;
export const SLOT_ROW_COUNT = 3;

const W = 'WILD';
const S = 'SCATTER';
const X7 = 'SEVEN';
const B = 'BAR';
const L = 'BELL';
const P = 'PLUM';
const O = 'ORANGE';
const M = 'LEMON';
const C = 'CHERRY';

/**
 * The reel strips (top to bottom, cyclic). Each stop is equally likely, so a symbol's weight on a reel is how
 * often it appears on the strip (28 stops each; wilds: 2 on reels 1 and 5, 3 on reels 2 to 4). Each strip
 * holds one scatter, so a reel shows at most one.
 */
// prettier-ignore
export const SLOT_REELS: readonly (readonly SlotSymbol[])[] = Object.freeze([
  Object.freeze<SlotSymbol[]>([C, M, O, C, P, M, L, C, O, M, C, B, P, X7, L, O, M, W, C, C, M, O, P, L, B, X7, W, S]),
  Object.freeze<SlotSymbol[]>([C, M, O, C, P, L, M, C, O, W, C, B, P, M, X7, L, O, C, W, M, C, O, P, L, B, W, X7, S]),
  Object.freeze<SlotSymbol[]>([C, M, O, C, P, L, M, C, O, W, C, B, P, M, X7, L, O, C, W, M, C, O, P, L, B, W, X7, S]),
  Object.freeze<SlotSymbol[]>([C, M, O, C, P, L, M, C, O, W, C, B, P, M, X7, L, O, C, W, M, C, O, P, L, B, W, X7, S]),
  Object.freeze<SlotSymbol[]>([C, M, O, C, P, M, L, C, O, M, C, B, P, X7, L, O, M, W, C, C, M, O, P, L, B, X7, W, S]),
]);

/** The 10 paylines: the row (0 top, 1 middle, 2 bottom) the line crosses on each reel, left to right. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = Object.freeze([
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
]);
export const SLOT_LINE_COUNT = SLOT_PAYLINES.length;

/** Line pays in thousandths of the line stake for 3, 4 and 5 of a kind from the leftmost reel. */
export const SLOT_PAYTABLE: Readonly<Record<SlotLineSymbol, readonly [number, number, number]>> =
  Object.freeze({
    WILD: [50_000, 250_000, 900_000],
    SEVEN: [25_000, 100_000, 500_000],
    BAR: [15_000, 50_000, 200_000],
    BELL: [10_000, 30_000, 120_000],
    PLUM: [5_000, 20_000, 80_000],
    ORANGE: [4_000, 15_000, 50_000],
    LEMON: [3_000, 10_000, 40_000],
    CHERRY: [1_485, 6_000, 25_000],
  });

/** Scatter pays in thousandths of the total stake for 3, 4 and 5 scatters anywhere in the window. */
export const SLOT_SCATTER_PAYS: readonly [number, number, number] = Object.freeze([5_000, 20_000, 100_000]);

/** The cap of one spin's total win: this many times the total stake (see slotMaxPayout). */
export const SLOT_MAX_WIN_X = 1000;

export interface SlotBet {
  /** Total stake in minor units, a multiple of the 10 lines (each line gets stake / 10). */
  readonly stake: number;
}

/** One paying line, for the UI to draw. */
export interface SlotLineWin {
  /** 1-based payline number (index into SLOT_PAYLINES + 1). */
  readonly line: number;
  /** The paying symbol (WILD when a run of wilds pays on its own). */
  readonly symbol: SlotLineSymbol;
  /** How many reels from the left pay (3..5). */
  readonly count: number;
  /** The paying cells as [reel, row]. */
  readonly cells: readonly (readonly [number, number])[];
  /** The symbols on those cells, left to right (wilds included as WILD). */
  readonly symbols: readonly SlotSymbol[];
  /** Pay in thousandths of the line stake. */
  readonly multiplier: number;
  /** Win in minor units (line stake × multiplier, rounded once). */
  readonly win: number;
}

export interface SlotScatterWin {
  readonly count: number;
  readonly cells: readonly (readonly [number, number])[];
  /** Pay in thousandths of the total stake. */
  readonly multiplier: number;
  readonly win: number;
}

export interface SlotOutcome {
  readonly game: 'slot';
  readonly stake: number;
  readonly lineStake: number;
  /** The stop index drawn on each reel: the symbol at that stop is on the top row. */
  readonly stops: readonly number[];
  /** The visible window as window[reel][row]. */
  readonly window: readonly (readonly SlotSymbol[])[];
  readonly lineWins: readonly SlotLineWin[];
  readonly scatterWin: SlotScatterWin | null;
  /** The total win in minor units (the sum of the wins above, never above slotMaxPayout). */
  readonly payout: number;
  /** Whether the cap cut the win. */
  readonly capped: boolean;
}

export function validateSlotBet(bet: unknown): Result<SlotBet> {
  if (!isRecord(bet)) return fail('BET_INVALID', 'a slot bet is an object { stake }');
  const stake = validateStake(bet.stake);
  if (!stake.ok) return stake;
  if (stake.value % SLOT_LINE_COUNT !== 0) {
    return fail('STAKE_NOT_MULTIPLE_OF_LINES', `stake must be a multiple of the ${SLOT_LINE_COUNT} lines`);
  }
  return ok({ stake: stake.value });
}

/**
 * Evaluates the 5 symbols of one line. A line pays the leftmost run of one symbol, wilds standing in for any
 * symbol but the scatter; a run of wilds from the left may instead pay as wilds: the higher pay wins.
 */
export function evaluateLine(
  symbols: readonly SlotSymbol[],
): { symbol: SlotLineSymbol; count: number; multiplier: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === W) wilds += 1;
  let best: { symbol: SlotLineSymbol; count: number; multiplier: number } | null = null;
  if (wilds >= 3) best = { symbol: W, count: wilds, multiplier: SLOT_PAYTABLE.WILD[wilds - 3]! };
  const target = symbols[wilds];
  if (target !== undefined && target !== S) {
    let count = wilds + 1;
    while (count < symbols.length && (symbols[count] === target || symbols[count] === W)) count += 1;
    if (count >= 3) {
      const multiplier = SLOT_PAYTABLE[target as SlotLineSymbol][count - 3]!;
      if (best === null || multiplier > best.multiplier)
        best = { symbol: target as SlotLineSymbol, count, multiplier };
    }
  }
  return best;
}

/** The visible window for the given stops: window[reel][row] = strip[(stop + row) mod length]. */
export function slotWindow(stops: readonly number[]): SlotSymbol[][] {
  return SLOT_REELS.map((strip, reel) => {
    const stop = stops[reel] ?? 0;
    return Array.from({ length: SLOT_ROW_COUNT }, (_, row) => strip[(stop + row) % strip.length]!);
  });
}

/** Settles a spin for given stops (the bet must be valid). */
export function settleSlot(bet: SlotBet, stops: readonly number[]): SlotOutcome {
  const window = slotWindow(stops);
  const lineStake = bet.stake / SLOT_LINE_COUNT;
  const lineWins: SlotLineWin[] = [];
  SLOT_PAYLINES.forEach((rows, index) => {
    const symbols = rows.map((row, reel) => window[reel]![row]!);
    const hit = evaluateLine(symbols);
    if (hit === null) return;
    lineWins.push({
      line: index + 1,
      symbol: hit.symbol,
      count: hit.count,
      cells: rows.slice(0, hit.count).map((row, reel) => [reel, row] as const),
      symbols: symbols.slice(0, hit.count),
      multiplier: hit.multiplier,
      win: applyMultiplier(lineStake, hit.multiplier),
    });
  });
  const scatterCells: (readonly [number, number])[] = [];
  window.forEach((column, reel) =>
    column.forEach((symbol, row) => {
      if (symbol === S) scatterCells.push([reel, row]);
    }),
  );
  const scatterCount = Math.min(scatterCells.length, 5);
  const scatterWin: SlotScatterWin | null =
    scatterCount >= 3
      ? {
          count: scatterCells.length,
          cells: scatterCells,
          multiplier: SLOT_SCATTER_PAYS[scatterCount - 3]!,
          win: applyMultiplier(bet.stake, SLOT_SCATTER_PAYS[scatterCount - 3]!),
        }
      : null;
  const raw = lineWins.reduce((sum, w) => sum + w.win, 0) + (scatterWin?.win ?? 0);
  const cap = bet.stake * SLOT_MAX_WIN_X;
  return {
    game: 'slot',
    stake: bet.stake,
    lineStake,
    stops: [...stops],
    window,
    lineWins,
    scatterWin,
    payout: Math.min(raw, cap),
    capped: raw > cap,
  };
}

/** Plays a spin: one uniform stop per reel, reels left to right (`nextInt(strip length)`). */
export function playSlot(bet: SlotBet, random: RandomSource): SlotOutcome {
  const stops = SLOT_REELS.map((strip) => random.nextInt(strip.length));
  return settleSlot(bet, stops);
}

/**
 * The most a spin can pay for this bet: every line paying the top line pay plus five scatters, and never more
 * than SLOT_MAX_WIN_X × stake.
 */
export function slotMaxPayout(bet: SlotBet): number {
  const topLine = Math.max(...Object.values(SLOT_PAYTABLE).map((pays) => pays[2]));
  const lineStake = bet.stake / SLOT_LINE_COUNT;
  const bound =
    SLOT_LINE_COUNT * applyMultiplier(lineStake, topLine) + applyMultiplier(bet.stake, SLOT_SCATTER_PAYS[2]);
  return Math.min(bound, bet.stake * SLOT_MAX_WIN_X);
}

function symbolCounts(strip: readonly SlotSymbol[]): Map<SlotSymbol, number> {
  const counts = new Map<SlotSymbol, number>();
  for (const s of strip) counts.set(s, (counts.get(s) ?? 0) + 1);
  return counts;
}

export interface SlotTheory {
  /** Expected line pays per unit of total stake (exact). */
  readonly lines: Fraction;
  /** Expected scatter pays per unit of total stake (exact). */
  readonly scatter: Fraction;
  /** lines + scatter: the RTP before the cap and before rounding wins to the minor unit. */
  readonly total: Fraction;
}

/**
 * The exact RTP of the paytable over the reel strips, by enumeration.
 * Lines: every line shows one cell per reel; each cell of a reel shows each strip symbol with probability
 * (its count / strip length) and reels are independent, so each line's expected pay is the sum over all
 * 9^5 symbol tuples of (product of symbol weights) × evaluateLine(tuple). Ten lines at stake/10 each make
 * the expected line pay per unit of total stake equal to one line's expected multiplier.
 * Scatter: per reel, the number of scatters in the window is counted at every stop, the per-reel
 * distributions are convolved, and the scatter pays are weighted by the result.
 */
export function slotTheoreticalRtp(reels: readonly (readonly SlotSymbol[])[] = SLOT_REELS): SlotTheory {
  const perReel = reels.map((strip) => [...symbolCounts(strip).entries()]);
  const denominator = reels.reduce((d, strip) => d * BigInt(strip.length), 1n);
  let lineSum = 0n;
  const tuple: SlotSymbol[] = [];
  const walk = (reel: number, weight: bigint): void => {
    if (reel === reels.length) {
      const hit = evaluateLine(tuple);
      if (hit) lineSum += weight * BigInt(hit.multiplier);
      return;
    }
    for (const [symbol, count] of perReel[reel]!) {
      tuple[reel] = symbol;
      walk(reel + 1, weight * BigInt(count));
    }
  };
  walk(0, 1n);
  const lines = fraction(lineSum, denominator * 1000n);

  let distribution: bigint[] = [1n];
  for (const strip of reels) {
    const here = [0n, 0n, 0n, 0n];
    for (let stop = 0; stop < strip.length; stop += 1) {
      let n = 0;
      for (let row = 0; row < SLOT_ROW_COUNT; row += 1) if (strip[(stop + row) % strip.length] === S) n += 1;
      here[n]! += 1n;
    }
    const next: bigint[] = new Array<bigint>(distribution.length + 3).fill(0n);
    distribution.forEach((a, i) => here.forEach((b, j) => (next[i + j]! += a * b)));
    distribution = next;
  }
  let scatterSum = 0n;
  distribution.forEach((weight, count) => {
    if (count >= 3) scatterSum += weight * BigInt(SLOT_SCATTER_PAYS[Math.min(count, 5) - 3]!);
  });
  const scatter = fraction(scatterSum, denominator * 1000n);
  return { lines, scatter, total: addFractions(lines, scatter) };
}

/** The target RTP of the slot: 96 %. */
export const SLOT_TARGET_RTP = 0.96;
