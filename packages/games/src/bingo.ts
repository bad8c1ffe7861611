/**
 * Bingo 75 (fixed odds): one 5 × 5 card of the classic US game against one draw of all 75 balls. Column B holds
 * 5 numbers of 1-15, I 5 of 16-30, N 4 of 31-45 around the free centre, G 5 of 46-60 and O 5 of 61-75. Two prizes,
 * both of which one round can win:
 *
 * - the line: the first row, column or diagonal of the card to be complete (the free centre counts as marked),
 *   paid by how many balls it took (BINGO_LINE_PAYS);
 * - the full house: all 24 numbers, paid by how many balls that took (BINGO_HOUSE_PAYS).
 *
 * The draw is the whole call order, a shuffle of the 75 balls read from the fair stream first and never from the
 * bet: the server plays one shared draw for every card from one stream (drawBingoOrder, then settleBingo for each
 * card), and a player's own replay of the round calls the same balls. Every order is equally likely, so the
 * chance that the card is complete within n calls is the same for every card, and so is the chance of a line:
 * the exact return (bingoTheoreticalRtp) does not depend on the card.
 */
import { shuffle } from './draw';
import type { RandomSource } from './fair';
import { addFractions, fraction, type Fraction } from './fraction';
import { validateStake } from './money';
import { fail, isRecord, ok, type Result } from './result';

/** The balls, 1 to 75; every round calls all of them. */
export const BINGO_BALLS = 75;

/** The numbers on a card: 25 cells less the free centre. */
export const BINGO_CARD_NUMBERS = 24;

export interface BingoColumn {
  readonly letter: 'B' | 'I' | 'N' | 'G' | 'O';
  /** The lowest and the highest number the column may hold. */
  readonly min: number;
  readonly max: number;
  /** How many numbers of the card are in the column (the N column has the free centre). */
  readonly count: number;
  /** Where the column's numbers start in a card's list. */
  readonly first: number;
}

/** The five columns, left to right; a card lists its numbers in this order, each column top to bottom. */
export const BINGO_COLUMNS: readonly BingoColumn[] = Object.freeze([
  Object.freeze({ letter: 'B', min: 1, max: 15, count: 5, first: 0 }),
  Object.freeze({ letter: 'I', min: 16, max: 30, count: 5, first: 5 }),
  Object.freeze({ letter: 'N', min: 31, max: 45, count: 4, first: 10 }),
  Object.freeze({ letter: 'G', min: 46, max: 60, count: 5, first: 14 }),
  Object.freeze({ letter: 'O', min: 61, max: 75, count: 5, first: 19 }),
] as const);

/**
 * The card as it is drawn: BINGO_GRID[row][column] is the number's place in the card's list, null for the free
 * centre (row 3 of column N).
 */
export const BINGO_GRID: readonly (readonly (number | null)[])[] = Object.freeze(
  Array.from({ length: 5 }, (_, row) =>
    Object.freeze(
      BINGO_COLUMNS.map((column, c) => {
        if (c === 2 && row === 2) return null;
        return column.first + row - (c === 2 && row > 2 ? 1 : 0);
      }),
    ),
  ),
);

export interface BingoLine {
  readonly kind: 'row' | 'column' | 'diagonal';
  /** The places in the card's list of the line's numbers, the free centre left out (so 4 or 5). */
  readonly cells: readonly number[];
}

function lineOf(kind: BingoLine['kind'], at: readonly [row: number, column: number][]): BingoLine {
  const cells = at.flatMap(([row, column]) => {
    const cell = BINGO_GRID[row]![column]!;
    return cell === null ? [] : [cell];
  });
  return Object.freeze({ kind, cells: Object.freeze(cells) });
}

const FIVE = [0, 1, 2, 3, 4] as const;

/**
 * The twelve lines: rows 1 to 5 (top to bottom), columns B to O, then the diagonal from the top left and the one
 * from the top right. The row and column through the centre and both diagonals have four numbers each.
 */
export const BINGO_LINES: readonly BingoLine[] = Object.freeze([
  ...FIVE.map((row) =>
    lineOf(
      'row',
      FIVE.map((column) => [row, column] as const),
    ),
  ),
  ...FIVE.map((column) =>
    lineOf(
      'column',
      FIVE.map((row) => [row, column] as const),
    ),
  ),
  lineOf(
    'diagonal',
    FIVE.map((i) => [i, i] as const),
  ),
  lineOf(
    'diagonal',
    FIVE.map((i) => [i, 4 - i] as const),
  ),
]);

/** One rung of a prize ladder: a prize completed within `within` calls pays `pays` (unless a rung above does). */
export interface BingoRung {
  readonly within: number;
  /** Thousandths of the stake, stake included. */
  readonly pays: number;
}

/**
 * The line ladder, fastest first: a line within 8 calls pays 250×, ... within 35 calls 1.5×; a slower line pays
 * nothing. The earliest possible line is at the 4th call (one of the four lines through the centre).
 */
export const BINGO_LINE_PAYS: readonly BingoRung[] = Object.freeze(
  [
    { within: 8, pays: 250_000 },
    { within: 12, pays: 50_000 },
    { within: 16, pays: 15_000 },
    { within: 20, pays: 6_000 },
    { within: 25, pays: 3_000 },
    { within: 30, pays: 2_000 },
    { within: 35, pays: 1_500 },
  ].map((rung) => Object.freeze(rung)),
);

/**
 * The full-house ladder, fastest first: a card complete within 50 calls (about 1 round in 212,000) pays 5,000×,
 * ... within 65 calls (about 1 in 65) 2.5×. The earliest possible full house is at the 24th call.
 */
export const BINGO_HOUSE_PAYS: readonly BingoRung[] = Object.freeze(
  [
    { within: 50, pays: 5_000_000 },
    { within: 54, pays: 500_000 },
    { within: 57, pays: 100_000 },
    { within: 60, pays: 30_000 },
    { within: 63, pays: 5_000 },
    { within: 65, pays: 2_500 },
  ].map((rung) => Object.freeze(rung)),
);

/**
 * A fixed valid card, for examples and wherever a card is needed before a player has one (the shared round's
 * result is read with it).
 */
// prettier-ignore
export const BINGO_SAMPLE_CARD: readonly number[] = Object.freeze([
  7, 3, 12, 1, 15,
  22, 18, 30, 27, 16,
  38, 44, 31, 35,
  52, 47, 60, 55, 49,
  68, 61, 74, 70, 65,
]);

export interface BingoBet {
  readonly stake: number;
  /** The 24 numbers in column order: B top to bottom, then I, N (without the free centre), G and O. */
  readonly card: readonly number[];
}

export interface BingoOutcome {
  readonly game: 'bingo';
  readonly stake: number;
  readonly card: readonly number[];
  /** All 75 balls in the order they were called. */
  readonly order: readonly number[];
  /**
   * The call (1 to 75) at which the first line was complete. There always is one: every line is complete at the
   * latest when the whole card is.
   */
  readonly line: number;
  /** That line (BINGO_LINES); when one ball completed several lines at once, the first of them in that list. */
  readonly lineIndex: number;
  /** Every line completed by that same ball (BINGO_LINES, in that order; usually just lineIndex). */
  readonly lineIndexes: readonly number[];
  /** The call (24 to 75) at which the card was complete. */
  readonly house: number;
  /** What the line pays by its ladder, in thousandths of the stake (0 when it came too late). */
  readonly linePay: number;
  /** What the full house pays by its ladder, in thousandths of the stake (0 when it came too late). */
  readonly housePay: number;
  /** linePay + housePay: the whole pay, in thousandths of the stake. */
  readonly multiplier: number;
  /** stake × multiplier, rounded down to the minor unit. */
  readonly payout: number;
}

/** For each place in a card's list, its column. */
const COLUMN_AT: readonly BingoColumn[] = BINGO_COLUMNS.flatMap((column) =>
  Array.from({ length: column.count }, () => column),
);

/** Where a place in the card's list is, for messages: "card[12] (column N, row 4)". */
function placeName(index: number): string {
  const row = BINGO_GRID.findIndex((cells) => cells.includes(index));
  return `card[${index}] (column ${COLUMN_AT[index]!.letter}, row ${row + 1})`;
}

const CARD_SHAPE = BINGO_COLUMNS.map(
  (column) => `${column.letter} ${column.count} of ${column.min}-${column.max}`,
).join(', ');

/** Checks a bet `{ stake, card }`; never throws. */
export function validateBingoBet(bet: unknown): Result<BingoBet> {
  if (!isRecord(bet)) return fail('BET_INVALID', 'a bingo bet is an object { stake, card }');
  const stake = validateStake(bet.stake);
  if (!stake.ok) return stake;
  const raw = bet.card;
  if (!Array.isArray(raw) || raw.length !== BINGO_CARD_NUMBERS) {
    return fail(
      'BINGO_CARD_INVALID',
      `card must be a list of ${BINGO_CARD_NUMBERS} numbers in column order (${CARD_SHAPE}; the centre is free)`,
    );
  }
  const card: number[] = [];
  for (const [index, number] of raw.entries()) {
    const column = COLUMN_AT[index]!;
    if (
      typeof number !== 'number' ||
      !Number.isInteger(number) ||
      number < column.min ||
      number > column.max
    ) {
      return fail(
        'BINGO_NUMBER_INVALID',
        `${placeName(index)} must be a whole number from ${column.min} to ${column.max}`,
      );
    }
    const before = card.indexOf(number);
    if (before >= 0) {
      return fail(
        'BINGO_NUMBER_REPEATED',
        `${placeName(index)}: ${number} is already at ${placeName(before)}`,
      );
    }
    card.push(number);
  }
  return ok({ stake: stake.value, card });
}

/** The pay of the first rung reached within `call` calls, in thousandths of the stake; 0 past the last rung. */
export function bingoLadderPay(ladder: readonly BingoRung[], call: number): number {
  return ladder.find((rung) => call <= rung.within)?.pays ?? 0;
}

/**
 * What `thousandths` of a stake pay back: rounded down to the minor unit, as the money wheel does, so that no
 * stake gets more than the ladders' return (every pay is a multiple of 0.5×: the win of an even stake is whole).
 * In BigInt because the top pay times the largest stake is beyond what a double holds exactly.
 */
export function bingoPayout(stake: number, thousandths: number): number {
  return Number((BigInt(stake) * BigInt(thousandths)) / 1000n);
}

/**
 * Settles a card against a call order (all 75 balls, each once); pure. The line is the earliest call at which
 * every number of some line has been called; the full house is the call of the card's last number.
 */
export function settleBingo(bet: BingoBet, order: readonly number[]): BingoOutcome {
  if (order.length !== BINGO_BALLS) {
    throw new RangeError(`settleBingo: order must hold all ${BINGO_BALLS} balls`);
  }
  // callOf[ball] = the 1-based call of that ball.
  const callOf = new Array<number>(BINGO_BALLS + 1).fill(0);
  order.forEach((ball, i) => {
    if (!Number.isInteger(ball) || ball < 1 || ball > BINGO_BALLS || callOf[ball] !== 0) {
      throw new RangeError(`settleBingo: order must hold each ball 1 to ${BINGO_BALLS} once`);
    }
    callOf[ball] = i + 1;
  });
  const calls = bet.card.map((number) => callOf[number]!);
  const lineCalls = BINGO_LINES.map((each) => Math.max(...each.cells.map((cell) => calls[cell]!)));
  const line = Math.min(...lineCalls);
  const lineIndexes = lineCalls.flatMap((call, index) => (call === line ? [index] : []));
  const house = Math.max(...calls);
  const linePay = bingoLadderPay(BINGO_LINE_PAYS, line);
  const housePay = bingoLadderPay(BINGO_HOUSE_PAYS, house);
  const multiplier = linePay + housePay;
  return {
    game: 'bingo',
    stake: bet.stake,
    card: [...bet.card],
    order: [...order],
    line,
    lineIndex: lineIndexes[0]!,
    lineIndexes,
    house,
    linePay,
    housePay,
    multiplier,
    payout: bingoPayout(bet.stake, multiplier),
  };
}

/**
 * The draw: the 75 balls shuffled (draw.ts `shuffle` of 1..75, 74 numbers of the stream), read before anything
 * else and never from the bet, so that one stream calls the same balls for every card of a shared round.
 */
export function drawBingoOrder(random: RandomSource): number[] {
  return shuffle(
    Array.from({ length: BINGO_BALLS }, (_, i) => i + 1),
    random,
  );
}

/** One draw, then the card settled on it. */
export function playBingo(bet: BingoBet, random: RandomSource): BingoOutcome {
  return settleBingo(bet, drawBingoOrder(random));
}

/**
 * The most a card can win: the top line and the top full house together, which one round can give (a line
 * through the centre in the first 4 calls, and the rest of the card by the 50th).
 */
export function bingoMaxPayout(bet: BingoBet): number {
  return bingoPayout(bet.stake, BINGO_LINE_PAYS[0]!.pays + BINGO_HOUSE_PAYS[0]!.pays);
}

/**
 * A random valid card (the "new card" button): in each column, the column's numbers shuffled and the first 5 (4
 * in N) kept in that order. Every card is equally likely.
 */
export function bingoCard(random: RandomSource): number[] {
  return BINGO_COLUMNS.flatMap((column) =>
    shuffle(
      Array.from({ length: column.max - column.min + 1 }, (_, i) => column.min + i),
      random,
    ).slice(0, column.count),
  );
}

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i += 1) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/**
 * P(the card is complete within `calls` calls) = C(51, calls - 24) / C(75, calls): the orders whose first `calls`
 * balls hold all 24 numbers of the card, over all orders. The same for every card.
 */
export function bingoHouseWithin(calls: number): Fraction {
  return fraction(
    binomial(BINGO_BALLS - BINGO_CARD_NUMBERS, calls - BINGO_CARD_NUMBERS),
    binomial(BINGO_BALLS, calls),
  );
}

/**
 * Inclusion-exclusion over the 4,095 non-empty sets of lines, grouped by how many numbers a set covers: the sum
 * of (-1)^(lines + 1) over the sets covering k numbers, for each k. Computed once, when first asked for.
 */
let lineTerms: ReadonlyMap<number, bigint> | undefined;
function lineUnionTerms(): ReadonlyMap<number, bigint> {
  if (lineTerms) return lineTerms;
  const masks = BINGO_LINES.map((each) => each.cells.reduce((mask, cell) => mask | (1 << cell), 0));
  const terms = new Map<number, bigint>();
  for (let set = 1; set < 1 << masks.length; set += 1) {
    let covered = 0;
    let lines = 0;
    masks.forEach((mask, i) => {
      if (set & (1 << i)) {
        covered |= mask;
        lines += 1;
      }
    });
    let numbers = 0;
    for (let bits = covered; bits !== 0; bits &= bits - 1) numbers += 1;
    terms.set(numbers, (terms.get(numbers) ?? 0n) + (lines % 2 === 1 ? 1n : -1n));
  }
  lineTerms = terms;
  return terms;
}

/**
 * P(some line is complete within `calls` calls), exactly: by inclusion-exclusion over the sets of lines, a set
 * covering k numbers being complete with probability C(75 - k, calls - k) / C(75, calls). The same for every card.
 */
export function bingoLineWithin(calls: number): Fraction {
  let num = 0n;
  for (const [numbers, sign] of lineUnionTerms()) {
    num += sign * binomial(BINGO_BALLS - numbers, calls - numbers);
  }
  return fraction(num, binomial(BINGO_BALLS, calls));
}

/**
 * A ladder's exact return: the sum over rungs of P(the prize within the rung's calls) × (its pay - the next
 * rung's pay), which is each rung's pay times the chance of landing on that rung and no faster one.
 */
function ladderRtp(ladder: readonly BingoRung[], within: (calls: number) => Fraction): Fraction {
  let sum = fraction(0n, 1n);
  ladder.forEach((rung, i) => {
    const step = BigInt(rung.pays - (ladder[i + 1]?.pays ?? 0));
    const chance = within(rung.within);
    sum = addFractions(sum, fraction(chance.num * step, chance.den * 1000n));
  });
  return sum;
}

/** The line's share of the return, exactly (stakes of whole wins; smaller wins are rounded down). */
export function bingoLineRtp(): Fraction {
  return ladderRtp(BINGO_LINE_PAYS, bingoLineWithin);
}

/** The full house's share of the return, exactly. */
export function bingoHouseRtp(): Fraction {
  return ladderRtp(BINGO_HOUSE_PAYS, bingoHouseWithin);
}

/** The game's exact return, line and full house together (the same for every card; even stakes get exactly it). */
export function bingoTheoreticalRtp(): Fraction {
  return addFractions(bingoLineRtp(), bingoHouseRtp());
}
