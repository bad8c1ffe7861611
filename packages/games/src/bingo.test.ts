import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BINGO_BALLS,
  BINGO_COLUMNS,
  BINGO_GRID,
  BINGO_HOUSE_PAYS,
  BINGO_LINE_PAYS,
  BINGO_LINES,
  BINGO_SAMPLE_CARD,
  bingoCard,
  bingoHouseRtp,
  bingoHouseWithin,
  bingoLadderPay,
  bingoLineRtp,
  bingoLineWithin,
  bingoMaxPayout,
  bingoPayout,
  bingoTheoreticalRtp,
  drawBingoOrder,
  playBingo,
  settleBingo,
  validateBingoBet,
  type BingoBet,
  type BingoRung,
} from './bingo';
import { shuffle } from './draw';
import { fairRandom, type RandomSource } from './fair';
import { addFractions, fraction, fractionToNumber, type Fraction } from './fraction';
import { ENGINES, playFairRound } from './games';
import { bingoCardArbitrary } from './testing';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const BALLS = Array.from({ length: 75 }, (_, i) => i + 1);
const CARD = [...BINGO_SAMPLE_CARD];
const bet: BingoBet = { stake: 1000, card: CARD };

/** a <= b for exact fractions. */
const notAbove = (a: Fraction, b: Fraction) => a.num * b.den <= b.num * a.den;

const binomial = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i += 1) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

/** An order calling `first` in that order, then every other ball from 1 up. */
const orderOf = (first: readonly number[]) => [...first, ...BALLS.filter((ball) => !first.includes(ball))];

/** The balls not on the sample card, lowest first: fillers that mark nothing. */
const OFF_CARD = BALLS.filter((ball) => !CARD.includes(ball));

/** The sample card's N column first (a line at the 4th call), then the rest of the card (the full house at 24). */
const FASTEST = [...CARD.slice(10, 14), ...CARD.filter((_, i) => i < 10 || i >= 14)];

/**
 * The game played by hand, independently of the engine's tables: the card laid out on a 5 × 5 grid from its
 * column ranges, the centre marked, balls marked one at a time, and every row, column and diagonal checked after
 * each ball.
 */
function referenceCalls(card: readonly number[], order: readonly number[]): { line: number; house: number } {
  const grid: (number | null)[][] = Array.from({ length: 5 }, () => []);
  let at = 0;
  for (let column = 0; column < 5; column += 1) {
    for (let row = 0; row < 5; row += 1) {
      grid[row]![column] = column === 2 && row === 2 ? null : card[at++]!;
    }
  }
  const marked = new Set<number | null>([null]);
  const full = (cells: (number | null)[]) => cells.every((cell) => marked.has(cell));
  let line = 0;
  for (const [i, ball] of order.entries()) {
    marked.add(ball);
    const rows = grid.some((row) => full(row));
    const columns = [0, 1, 2, 3, 4].some((c) => full(grid.map((row) => row[c]!)));
    const diagonals =
      full([0, 1, 2, 3, 4].map((k) => grid[k]![k]!)) || full([0, 1, 2, 3, 4].map((k) => grid[k]![4 - k]!));
    if (line === 0 && (rows || columns || diagonals)) line = i + 1;
    if (card.every((number) => marked.has(number))) return { line, house: i + 1 };
  }
  throw new Error('the card was never complete');
}

/** A small seeded generator (mulberry32) behind RandomSource, for the long simulation. */
function seededSource(seed: number): RandomSource {
  let state = seed >>> 0;
  const nextUint32 = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const nextInt = (n: number) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const x = nextUint32();
      if (x < limit) return x % n;
    }
  };
  const nextUint53 = () => (nextUint32() >>> 11) * 2 ** 32 + nextUint32();
  return { nextUint32, nextInt, nextUint53, nextFloat: () => nextUint53() / 2 ** 53 };
}

const seeds = fc.record({
  serverSeed: fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex')),
  clientSeed: fc.stringMatching(/^[\x21-\x7e]{1,64}$/),
  nonce: fc.nat({ max: Number.MAX_SAFE_INTEGER }),
});
const cardBet = fc.record({ stake: fc.integer({ min: 1, max: 1_000_000_000 }), card: bingoCardArbitrary });

describe('bingo 75', () => {
  it('the card: B 5 of 1-15, I 5 of 16-30, N 4 of 31-45 around the free centre, G 5 of 46-60, O 5 of 61-75', () => {
    expect(BINGO_COLUMNS.map((c) => [c.letter, c.min, c.max, c.count, c.first])).toEqual([
      ['B', 1, 15, 5, 0],
      ['I', 16, 30, 5, 5],
      ['N', 31, 45, 4, 10],
      ['G', 46, 60, 5, 14],
      ['O', 61, 75, 5, 19],
    ]);
    // The grid holds every place of the card's list once, column by column from the top, and the centre is free.
    expect(BINGO_GRID).toEqual([
      [0, 5, 10, 14, 19],
      [1, 6, 11, 15, 20],
      [2, 7, null, 16, 21],
      [3, 8, 12, 17, 22],
      [4, 9, 13, 18, 23],
    ]);
    expect(Object.isFrozen(BINGO_COLUMNS) && Object.isFrozen(BINGO_GRID[0])).toBe(true);
  });

  it('twelve lines: five rows, five columns, two diagonals; the four through the free centre have four numbers', () => {
    expect(BINGO_LINES.map((line) => line.kind)).toEqual([
      ...Array<string>(5).fill('row'),
      ...Array<string>(5).fill('column'),
      'diagonal',
      'diagonal',
    ]);
    expect(BINGO_LINES.map((line) => line.cells.length)).toEqual([5, 5, 4, 5, 5, 5, 5, 4, 5, 5, 4, 4]);
    expect(BINGO_LINES[2]!.cells).toEqual([2, 7, 16, 21]);
    expect(BINGO_LINES[7]!.cells).toEqual([10, 11, 12, 13]);
    expect(BINGO_LINES[10]!.cells).toEqual([0, 6, 17, 23]);
    expect(BINGO_LINES[11]!.cells).toEqual([19, 15, 8, 4]);
  });

  it('refuses bad cards and stakes with a code and a message a caller can act on, and never throws', () => {
    const refused = (input: unknown) => {
      const result = validateBingoBet(input);
      return result.ok ? 'ok' : `${result.error.code}: ${result.error.message}`;
    };
    expect(refused({ stake: 100, card: CARD })).toBe('ok');
    expect(refused(null)).toBe('BET_INVALID: a bingo bet is an object { stake, card }');
    expect(refused([1, 2])).toMatch(/^BET_INVALID/);
    const shape = 'B 5 of 1-15, I 5 of 16-30, N 4 of 31-45, G 5 of 46-60, O 5 of 61-75; the centre is free';
    expect(refused({ stake: 100, card: CARD.slice(0, 23) })).toBe(
      `BINGO_CARD_INVALID: card must be a list of 24 numbers in column order (${shape})`,
    );
    expect(refused({ stake: 100, card: [...CARD, 40] })).toMatch(/^BINGO_CARD_INVALID/);
    expect(refused({ stake: 100 })).toMatch(/^BINGO_CARD_INVALID/);
    expect(refused({ stake: 100, card: '7,3,12' })).toMatch(/^BINGO_CARD_INVALID/);
    // The free centre is not on the list: 25 numbers are one too many.
    expect(refused({ stake: 100, card: [...CARD.slice(0, 12), 33, ...CARD.slice(12)] })).toMatch(
      /^BINGO_CARD_INVALID/,
    );
    const withAt = (index: number, value: unknown) => CARD.map((number, i) => (i === index ? value : number));
    expect(refused({ stake: 100, card: withAt(5, 12) })).toBe(
      'BINGO_NUMBER_INVALID: card[5] (column I, row 1) must be a whole number from 16 to 30',
    );
    expect(refused({ stake: 100, card: withAt(12, 46) })).toBe(
      'BINGO_NUMBER_INVALID: card[12] (column N, row 4) must be a whole number from 31 to 45',
    );
    expect(refused({ stake: 100, card: withAt(0, 0) })).toMatch(
      /^BINGO_NUMBER_INVALID: card\[0\] \(column B/,
    );
    expect(refused({ stake: 100, card: withAt(23, 76) })).toMatch(/^BINGO_NUMBER_INVALID: card\[23\]/);
    expect(refused({ stake: 100, card: withAt(1, 3.5) })).toMatch(/^BINGO_NUMBER_INVALID: card\[1\]/);
    expect(refused({ stake: 100, card: withAt(1, '3') })).toMatch(/^BINGO_NUMBER_INVALID: card\[1\]/);
    expect(refused({ stake: 100, card: withAt(1, null) })).toMatch(/^BINGO_NUMBER_INVALID: card\[1\]/);
    expect(refused({ stake: 100, card: withAt(1, Number.NaN) })).toMatch(/^BINGO_NUMBER_INVALID/);
    expect(refused({ stake: 100, card: withAt(4, 7) })).toBe(
      'BINGO_NUMBER_REPEATED: card[4] (column B, row 5): 7 is already at card[0] (column B, row 1)',
    );
    expect(refused({ stake: 0, card: CARD })).toBe('STAKE_TOO_SMALL: stake must be at least 1 minor units');
    expect(refused({ stake: 2.5, card: CARD })).toMatch(/^STAKE_INVALID/);
    expect(refused({ stake: '100', card: CARD })).toMatch(/^STAKE_INVALID/);
    expect(refused({ card: CARD })).toMatch(/^STAKE_INVALID/);
    expect(refused({ stake: 1_000_000_001, card: CARD })).toMatch(/^STAKE_TOO_LARGE/);
    // A validated bet is a copy with nothing else on it, and validates again as it stands.
    const sent = { stake: 250, card: [...CARD], colour: 'blue' };
    const valid = validateBingoBet(sent);
    expect(valid).toEqual({ ok: true, value: { stake: 250, card: CARD } });
    if (!valid.ok) return;
    expect(valid.value.card).not.toBe(sent.card);
    expect(validateBingoBet(valid.value)).toEqual(valid);
    fc.assert(
      fc.property(fc.anything(), fc.nat(23), (junk, at) => {
        expect(() => validateBingoBet(junk)).not.toThrow();
        expect(() => validateBingoBet({ stake: 1, card: junk })).not.toThrow();
        expect(() => validateBingoBet({ stake: 1, card: withAt(at, junk) })).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('the free centre counts as marked: the four numbers of column N make a line at the 4th call', () => {
    const nColumn = CARD.slice(10, 14); // 38, 44, 31, 35
    const outcome = settleBingo(bet, orderOf(nColumn));
    expect(outcome).toMatchObject({ line: 4, lineIndex: 7, lineIndexes: [7], linePay: 250_000 });
    expect(BINGO_LINES[outcome.lineIndex]!.kind).toBe('column');
    // Row 3 (B 12, I 30, G 60, O 74) and both diagonals likewise.
    expect(settleBingo(bet, orderOf([12, 30, 60, 74]))).toMatchObject({ line: 4, lineIndex: 2 });
    expect(settleBingo(bet, orderOf([7, 18, 55, 65]))).toMatchObject({ line: 4, lineIndex: 10 });
    expect(settleBingo(bet, orderOf([68, 47, 27, 15]))).toMatchObject({ line: 4, lineIndex: 11 });
  });

  it('detects a row, a column and a diagonal at the call of their last number, with balls off the card between', () => {
    // Row 1 of the sample card: 7, 22, 38, 52, 68; two balls off the card before each of them.
    const row = [7, 22, 38, 52, 68];
    const spaced = row.flatMap((number, i) => [OFF_CARD[2 * i]!, OFF_CARD[2 * i + 1]!, number]);
    const byRow = settleBingo(bet, orderOf(spaced));
    expect(byRow).toMatchObject({ line: 15, lineIndex: 0, linePay: 15_000 });
    expect(BINGO_LINES[byRow.lineIndex]!.kind).toBe('row');
    // Column O: 68, 61, 74, 70, 65, the 5th at call 20.
    const column = [68, 61, 74, 70, 65];
    const byColumn = settleBingo(bet, orderOf([...OFF_CARD.slice(0, 15), ...column]));
    expect(byColumn).toMatchObject({ line: 20, lineIndex: 9, linePay: 6_000 });
    // The diagonal from the top left (7, 18, 55, 65) at call 26, past the 25-call rung.
    const diagonal = settleBingo(bet, orderOf([...OFF_CARD.slice(0, 22), 7, 18, 55, 65]));
    expect(diagonal).toMatchObject({ line: 26, lineIndex: 10, linePay: 2_000 });
    // One ball can complete two lines: 7 ends both row 1 and column B.
    const both = settleBingo(bet, orderOf([3, 12, 1, 15, 22, 38, 52, 68, 7]));
    expect(both).toMatchObject({ line: 9, lineIndex: 0, lineIndexes: [0, 5], linePay: 50_000 });
  });

  it('the full house is the call of the last number of the card', () => {
    // The card first: the full house at the 24th call, the top of both ladders.
    const fast = settleBingo(bet, orderOf(FASTEST));
    expect(fast).toMatchObject({ line: 4, house: 24, linePay: 250_000, housePay: 5_000_000 });
    expect(fast.multiplier).toBe(5_250_000);
    expect(fast.payout).toBe(5_250_000);
    // A card number last: the full house at 75, paid nothing.
    const last = settleBingo(bet, [...BALLS.filter((ball) => ball !== 65), 65]);
    expect(last).toMatchObject({ house: 75, housePay: 0 });
    // The card's last number at call 57 (33 balls off the card before it).
    const at57 = settleBingo(bet, orderOf([...OFF_CARD.slice(0, 33), ...CARD]));
    expect(at57).toMatchObject({ house: 57, housePay: 100_000 });
    expect(at57.line).toBeGreaterThan(33);
  });

  it('pays by the ladders: the first rung reached, line and full house added, stake × pay rounded down', () => {
    const rungs = (ladder: readonly BingoRung[]) => ladder.map((rung) => [rung.within, rung.pays]);
    expect(rungs(BINGO_LINE_PAYS)).toEqual([
      [8, 250_000],
      [12, 50_000],
      [16, 15_000],
      [20, 6_000],
      [25, 3_000],
      [30, 2_000],
      [35, 1_500],
    ]);
    expect(rungs(BINGO_HOUSE_PAYS)).toEqual([
      [50, 5_000_000],
      [54, 500_000],
      [57, 100_000],
      [60, 30_000],
      [63, 5_000],
      [65, 2_500],
    ]);
    for (const ladder of [BINGO_LINE_PAYS, BINGO_HOUSE_PAYS]) {
      for (let i = 1; i < ladder.length; i += 1) {
        expect(ladder[i]!.within).toBeGreaterThan(ladder[i - 1]!.within);
        expect(ladder[i]!.pays).toBeLessThan(ladder[i - 1]!.pays);
      }
      // Every rung pays more than the stake back.
      expect(ladder[ladder.length - 1]!.pays).toBeGreaterThan(1000);
    }
    expect([4, 8, 9, 12, 13, 35, 36, 75].map((call) => bingoLadderPay(BINGO_LINE_PAYS, call))).toEqual([
      250_000, 250_000, 50_000, 50_000, 15_000, 1_500, 0, 0,
    ]);
    expect([24, 50, 51, 54, 55, 65, 66].map((call) => bingoLadderPay(BINGO_HOUSE_PAYS, call))).toEqual([
      5_000_000, 5_000_000, 500_000, 500_000, 100_000, 2_500, 0,
    ]);
    // One rounding, down, of the whole pay: 1 × 1.5 is 1, 3 × 4 (1.5 + 2.5) is 12, 1 × 4 is 4.
    expect(bingoPayout(1, 1_500)).toBe(1);
    expect(bingoPayout(3, 4_000)).toBe(12);
    expect(bingoPayout(2, 1_500)).toBe(3);
    expect(bingoPayout(1_000_000_000, 5_250_000)).toBe(5_250_000_000_000);
    expect(bingoPayout(999_999_999, 5_250_000)).toBe(5_249_999_994_750);
    const lineOnly = settleBingo(
      { stake: 7, card: CARD },
      orderOf([...OFF_CARD.slice(0, 30), 12, 30, 60, 74]),
    );
    expect(lineOnly).toMatchObject({ line: 34, linePay: 1_500, housePay: 0, multiplier: 1_500, payout: 10 });
  });

  it('settles exactly as the game played by hand, for any card and any order (property)', () => {
    fc.assert(
      fc.property(cardBet, seeds, (placed, round) => {
        const outcome = playBingo(placed, fairRandom(round));
        const hand = referenceCalls(placed.card, outcome.order);
        expect(outcome.line).toBe(hand.line);
        expect(outcome.house).toBe(hand.house);
        expect([...outcome.order].sort((a, b) => a - b)).toEqual(BALLS);
        for (const index of outcome.lineIndexes) {
          const calls = BINGO_LINES[index]!.cells.map(
            (cell) => outcome.order.indexOf(placed.card[cell]!) + 1,
          );
          expect(Math.max(...calls)).toBe(outcome.line);
        }
        expect(outcome.lineIndex).toBe(outcome.lineIndexes[0]);
        expect(outcome.linePay).toBe(bingoLadderPay(BINGO_LINE_PAYS, outcome.line));
        expect(outcome.housePay).toBe(bingoLadderPay(BINGO_HOUSE_PAYS, outcome.house));
        expect(outcome.multiplier).toBe(outcome.linePay + outcome.housePay);
        expect(outcome.payout).toBe(Math.floor((placed.stake * outcome.multiplier) / 1000));
        expect(outcome.payout).toBeLessThanOrEqual(bingoMaxPayout(placed));
        expect(outcome.line).toBeLessThanOrEqual(outcome.house);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses to settle on an order that is not each ball once', () => {
    expect(() => settleBingo(bet, BALLS.slice(1))).toThrow(RangeError);
    expect(() => settleBingo(bet, [1, ...BALLS.slice(1, 74), 1])).toThrow(RangeError);
    expect(() => settleBingo(bet, [0, ...BALLS.slice(1)])).toThrow(RangeError);
    expect(() => settleBingo(bet, [1.5, ...BALLS.slice(1)])).toThrow(RangeError);
  });

  it('the draw depends on the stream alone: any two cards see the same order and read the same numbers (property)', () => {
    fc.assert(
      fc.property(seeds, cardBet, cardBet, (round, first, second) => {
        const a = fairRandom(round);
        const b = fairRandom(round);
        const one = playBingo(first, a);
        const other = playBingo(second, b);
        expect(one.order).toEqual(other.order);
        // The order is the shuffle of 1..75 read first from the stream, and nothing after it.
        expect(one.order).toEqual(drawBingoOrder(fairRandom(round)));
        expect(one.order).toEqual(shuffle(BALLS, fairRandom(round)));
        expect(a.nextUint32()).toBe(b.nextUint32());
        // So one shared draw settles every card as its own round would.
        expect(settleBingo(second, one.order)).toEqual(other);
      }),
      { numRuns: 200 },
    );
  });

  it('maxPayout is the top line and the top full house together, which one round can pay', () => {
    expect(bingoMaxPayout(bet)).toBe(5_250_000);
    expect(ENGINES.bingo.maxPayout(bet)).toBe(5_250_000);
    expect(bingoMaxPayout({ stake: 3, card: CARD })).toBe(15_750);
    for (const stake of [1, 7, 1000, 1_000_000_000]) {
      const placed = { stake, card: CARD };
      const best = settleBingo(placed, orderOf(FASTEST));
      expect(best.payout).toBe(bingoMaxPayout(placed));
      expect(best.payout).toBe(bingoPayout(stake, BINGO_LINE_PAYS[0]!.pays + BINGO_HOUSE_PAYS[0]!.pays));
    }
  });

  it('bingoCard deals a valid card from any stream, and can deal every number (property)', () => {
    fc.assert(
      fc.property(seeds, (round) => {
        const card = bingoCard(fairRandom(round));
        expect(validateBingoBet({ stake: 1, card })).toEqual({ ok: true, value: { stake: 1, card } });
      }),
      { numRuns: 300 },
    );
    const seen = new Set<number>();
    for (let nonce = 0; nonce < 300; nonce += 1) {
      for (const number of bingoCard(fairRandom({ serverSeed: SEED, clientSeed: 'card', nonce })))
        seen.add(number);
    }
    expect(seen.size).toBe(BINGO_BALLS);
  });

  it('a round replays from its seeds as engine version 1', () => {
    fc.assert(
      fc.property(cardBet, fc.nat({ max: 1_000_000 }), (placed, nonce) => {
        const outcome = playBingo(placed, fairRandom({ serverSeed: SEED, clientSeed: 'bingo', nonce }));
        const again = playFairRound({
          game: 'bingo',
          bet: placed,
          serverSeed: SEED,
          clientSeed: 'bingo',
          nonce,
        });
        expect(again).toMatchObject({ ok: true, value: { game: 'bingo', version: 1, outcome } });
      }),
      { numRuns: 50 },
    );
  });

  it('the call distributions: the full house by C(51, n - 24) / C(75, n), the first line by inclusion-exclusion', () => {
    const total = (n: number) => binomial(75, n);
    expect(bingoHouseWithin(23)).toEqual(fraction(0n, 1n));
    expect(bingoHouseWithin(24)).toEqual(fraction(1n, total(24)));
    expect(bingoHouseWithin(74)).toEqual(fraction(17n, 25n));
    expect(bingoHouseWithin(75)).toEqual(fraction(1n, 1n));
    // By hand: no line within 3 calls; within 4, one of the 4 four-number lines; within 5, a four-number line and
    // any other ball (4 × 71 sets, no two four-number lines fit in 5 balls) or one of the 8 five-number lines.
    expect(bingoLineWithin(3)).toEqual(fraction(0n, 1n));
    expect(bingoLineWithin(4)).toEqual(fraction(4n, total(4)));
    expect(bingoLineWithin(5)).toEqual(fraction(4n * 71n + 8n, total(5)));
    expect(bingoLineWithin(71)).toEqual(fraction(1n, 1n));
    // The latest a first line can come is the 71st call: the 4 balls left cannot hold a number of each of the five
    // rows, which share no number.
    expect(bingoLineWithin(70)).toEqual(fraction(2_876_561n, 2_876_565n));
    expect(bingoLineWithin(75)).toEqual(fraction(1n, 1n));

    // Every n, against a count of the card's marked cells: of the first n balls, j are on the card (any j of its
    // 24, equally likely), and count[j] of the C(24, j) sets of j cells hold a line; so
    // P(line within n) = Σ_j count[j] × C(51, n - j) / C(75, n). The count walks all 2^24 sets of cells.
    const masks = BINGO_LINES.map((line) => line.cells.reduce((mask, cell) => mask | (1 << cell), 0));
    const count = new Array<number>(25).fill(0);
    const bits = new Uint8Array(1 << 12);
    for (let i = 1; i < bits.length; i += 1) bits[i] = bits[i >> 1]! + (i & 1);
    for (let set = 0; set < 1 << 24; set += 1) {
      for (const mask of masks) {
        if ((set & mask) === mask) {
          count[bits[set & 0xfff]! + bits[set >>> 12]!]! += 1;
          break;
        }
      }
    }
    expect(count.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(count[4]).toBe(4);
    expect(count[24]).toBe(1);
    for (let n = 0; n <= 75; n += 1) {
      let num = 0n;
      for (let j = 0; j <= 24; j += 1) num += BigInt(count[j]!) * binomial(51, n - j);
      expect(bingoLineWithin(n)).toEqual(fraction(num, total(n)));
      if (n > 0) expect(notAbove(bingoLineWithin(n - 1), bingoLineWithin(n))).toBe(true);
      // A line is complete no later than the card.
      expect(notAbove(bingoHouseWithin(n), bingoLineWithin(n))).toBe(true);
    }
  });

  it('the exact return, line and full house together, is between 95 % and 96 % for every card', () => {
    const line = bingoLineRtp();
    const house = bingoHouseRtp();
    const rtp = bingoTheoreticalRtp();
    expect(addFractions(line, house)).toEqual(rtp);
    expect(notAbove(fraction(95n, 100n), rtp)).toBe(true);
    expect(notAbove(rtp, fraction(96n, 100n))).toBe(true);
    expect(fractionToNumber(rtp)).toBeCloseTo(0.957345315452, 11);
    expect(fractionToNumber(line)).toBeCloseTo(0.805244122221, 11);
    expect(fractionToNumber(house)).toBeCloseTo(0.152101193232, 11);
    // The same as each rung's pay times the chance of landing on that rung and no faster one.
    const direct = (ladder: readonly BingoRung[], within: (n: number) => Fraction) =>
      ladder.reduce(
        (sum, rung, i) =>
          sum +
          (rung.pays / 1000) *
            (fractionToNumber(within(rung.within)) -
              (i === 0 ? 0 : fractionToNumber(within(ladder[i - 1]!.within)))),
        0,
      );
    expect(direct(BINGO_LINE_PAYS, bingoLineWithin)).toBeCloseTo(fractionToNumber(line), 12);
    expect(direct(BINGO_HOUSE_PAYS, bingoHouseWithin)).toBeCloseTo(fractionToNumber(house), 12);
  });

  it('a seeded simulation of 10^5 rounds lands on the exact rung chances and returns (within 5 standard errors)', () => {
    const rounds = 100_000;
    const stake = 1000;
    const random = seededSource(75);
    const lineAt = new Array<number>(BINGO_LINE_PAYS.length + 1).fill(0);
    const houseAt = new Array<number>(BINGO_HOUSE_PAYS.length + 1).fill(0);
    let linePaid = 0;
    let housePaid = 0;
    let paid = 0;
    let card = CARD;
    for (let round = 0; round < rounds; round += 1) {
      const order = drawBingoOrder(random);
      // A new card now and then (the odds are the same for every card), dealt after the draw.
      if (round % 1000 === 999) card = bingoCard(random);
      const outcome = settleBingo({ stake, card }, order);
      const rung = (ladder: readonly BingoRung[], call: number) => {
        const i = ladder.findIndex((each) => call <= each.within);
        return i < 0 ? ladder.length : i;
      };
      lineAt[rung(BINGO_LINE_PAYS, outcome.line)]! += 1;
      houseAt[rung(BINGO_HOUSE_PAYS, outcome.house)]! += 1;
      linePaid += outcome.linePay;
      housePaid += outcome.housePay;
      paid += outcome.payout;
    }
    const check = (
      ladder: readonly BingoRung[],
      within: (n: number) => Fraction,
      landed: readonly number[],
      measuredPay: number,
      rtp: Fraction,
    ) => {
      let previous = 0;
      let secondMoment = 0;
      ladder.forEach((rung, i) => {
        const upTo = fractionToNumber(within(rung.within));
        const p = upTo - previous;
        previous = upTo;
        secondMoment += p * (rung.pays / 1000) ** 2;
        // The chance of landing on the rung, each against its own standard error.
        expect(Math.abs(landed[i]! / rounds - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / rounds) + 1e-9);
      });
      const mean = fractionToNumber(rtp);
      const standardError = Math.sqrt((secondMoment - mean * mean) / rounds);
      expect(Math.abs(measuredPay / 1000 / rounds - mean)).toBeLessThan(5 * standardError);
      return standardError;
    };
    const lineError = check(BINGO_LINE_PAYS, bingoLineWithin, lineAt, linePaid, bingoLineRtp());
    const houseError = check(BINGO_HOUSE_PAYS, bingoHouseWithin, houseAt, housePaid, bingoHouseRtp());
    // The whole return: its standard error is at most the sum of the two (whatever their correlation).
    const measured = paid / (stake * rounds);
    expect(Math.abs(measured - fractionToNumber(bingoTheoreticalRtp()))).toBeLessThan(
      5 * (lineError + houseError),
    );
    // Stakes of 1000 make every win whole: the payouts are exactly the pays.
    expect(paid).toBe(linePaid + housePaid);
  });
});
