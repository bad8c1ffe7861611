import type { SlotLineWin, SlotScatterWin, SlotSymbol } from '@betline/ui';

/**
 * Story data of the casino game screens: outcomes as the server sends them (produced with the engines of
 * @betline/games, stake €10.00 = 1000 minor units, so the line stake is €1.00), and the engines' tables.
 */
export const CURRENCY = 'EUR';
export const STAKE = 1000;

/** The 10 paylines of "Fruit Five" (SLOT_PAYLINES): the row per reel. */
export const PAYLINES = [
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
];

/** Line pays in thousandths of the line stake (SLOT_PAYTABLE) and scatter pays of the total stake. */
export const SLOT_PAYS = {
  WILD: [50_000, 250_000, 900_000],
  SEVEN: [25_000, 100_000, 500_000],
  BAR: [15_000, 50_000, 200_000],
  BELL: [10_000, 30_000, 120_000],
  PLUM: [5_000, 20_000, 80_000],
  ORANGE: [4_000, 15_000, 50_000],
  LEMON: [3_000, 10_000, 40_000],
  CHERRY: [1_485, 6_000, 25_000],
} satisfies Partial<Record<SlotSymbol, number[]>>;
export const SCATTER_PAYS = [5_000, 20_000, 100_000];

export interface SlotResult {
  window: SlotSymbol[][];
  lineWins: SlotLineWin[];
  scatterWin: SlotScatterWin | null;
  payout: number;
}

/** Stops [0, 0, 26, 23, 0]: no win. */
export const LOSS: SlotResult = {
  window: [
    ['CHERRY', 'LEMON', 'ORANGE'],
    ['CHERRY', 'LEMON', 'ORANGE'],
    ['SEVEN', 'SCATTER', 'CHERRY'],
    ['BELL', 'BAR', 'WILD'],
    ['CHERRY', 'LEMON', 'ORANGE'],
  ],
  lineWins: [],
  scatterWin: null,
  payout: 0,
};

/** Stops [0, 0, 6, 3, 11]: two lines, €5.49. */
export const WIN: SlotResult = {
  window: [
    ['CHERRY', 'LEMON', 'ORANGE'],
    ['CHERRY', 'LEMON', 'ORANGE'],
    ['LEMON', 'CHERRY', 'ORANGE'],
    ['CHERRY', 'PLUM', 'BELL'],
    ['BAR', 'PLUM', 'SEVEN'],
  ],
  lineWins: [
    {
      line: 3,
      symbol: 'ORANGE',
      count: 3,
      cells: [
        [0, 2],
        [1, 2],
        [2, 2],
      ],
      symbols: ['ORANGE', 'ORANGE', 'ORANGE'],
      multiplier: 4000,
      win: 400,
    },
    {
      line: 6,
      symbol: 'CHERRY',
      count: 3,
      cells: [
        [0, 0],
        [1, 0],
        [2, 1],
      ],
      symbols: ['CHERRY', 'CHERRY', 'CHERRY'],
      multiplier: 1485,
      win: 149,
    },
  ],
  scatterWin: null,
  payout: 549,
};

/** Stops [0, 25, 8, 25, 25]: two lines with wilds and three scatters, €54.49. */
export const SCATTER_WIN: SlotResult = {
  window: [
    ['CHERRY', 'LEMON', 'ORANGE'],
    ['WILD', 'SEVEN', 'SCATTER'],
    ['ORANGE', 'WILD', 'CHERRY'],
    ['WILD', 'SEVEN', 'SCATTER'],
    ['SEVEN', 'WILD', 'SCATTER'],
  ],
  lineWins: [
    {
      line: 6,
      symbol: 'CHERRY',
      count: 3,
      cells: [
        [0, 0],
        [1, 0],
        [2, 1],
      ],
      symbols: ['CHERRY', 'WILD', 'WILD'],
      multiplier: 1485,
      win: 149,
    },
    {
      line: 10,
      symbol: 'LEMON',
      count: 3,
      cells: [
        [0, 1],
        [1, 0],
        [2, 1],
      ],
      symbols: ['LEMON', 'WILD', 'WILD'],
      multiplier: 3000,
      win: 300,
    },
  ],
  scatterWin: {
    count: 3,
    cells: [
      [1, 2],
      [3, 2],
      [4, 2],
    ],
    multiplier: 5000,
    win: 5000,
  },
  payout: 5449,
};

/** Stops [24, 24, 25, 24, 24]: four lines of sevens, bars and wilds, €1,625.00 (162.5× the stake). */
export const BIG_WIN: SlotResult = {
  window: [
    ['BAR', 'SEVEN', 'WILD'],
    ['BAR', 'WILD', 'SEVEN'],
    ['WILD', 'SEVEN', 'SCATTER'],
    ['BAR', 'WILD', 'SEVEN'],
    ['BAR', 'SEVEN', 'WILD'],
  ],
  lineWins: [
    {
      line: 1,
      symbol: 'SEVEN',
      count: 5,
      cells: [
        [0, 1],
        [1, 1],
        [2, 1],
        [3, 1],
        [4, 1],
      ],
      symbols: ['SEVEN', 'WILD', 'SEVEN', 'WILD', 'SEVEN'],
      multiplier: 500_000,
      win: 50_000,
    },
    {
      line: 2,
      symbol: 'BAR',
      count: 5,
      cells: [
        [0, 0],
        [1, 0],
        [2, 0],
        [3, 0],
        [4, 0],
      ],
      symbols: ['BAR', 'BAR', 'WILD', 'BAR', 'BAR'],
      multiplier: 200_000,
      win: 20_000,
    },
    {
      line: 5,
      symbol: 'WILD',
      count: 5,
      cells: [
        [0, 2],
        [1, 1],
        [2, 0],
        [3, 1],
        [4, 2],
      ],
      symbols: ['WILD', 'WILD', 'WILD', 'WILD', 'WILD'],
      multiplier: 900_000,
      win: 90_000,
    },
    {
      line: 7,
      symbol: 'SEVEN',
      count: 3,
      cells: [
        [0, 2],
        [1, 2],
        [2, 1],
      ],
      symbols: ['WILD', 'SEVEN', 'SEVEN'],
      multiplier: 25_000,
      win: 2_500,
    },
  ],
  scatterWin: null,
  payout: 162_500,
};

/** The spins of the Example, in turn. */
export const SPINS: readonly SlotResult[] = [WIN, LOSS, SCATTER_WIN, LOSS, BIG_WIN];

/** Keno pays by hits in thousandths of the stake, for each pick count (KENO_PAYTABLE). */
export const KENO_PAYS: Record<number, Record<number, number>> = {
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
};

export const KENO_PICKS = [3, 11, 17, 24, 38, 42, 56, 63];
/** 20 numbers in draw order: 5 of the 8 picks (3, 17, 38, 56, 63). */
export const KENO_DRAWN = [56, 9, 17, 71, 28, 3, 45, 80, 12, 63, 34, 50, 7, 38, 66, 21, 75, 30, 48, 59];
export const KENO_HITS = [3, 17, 38, 56, 63];

/** Recent crash points in hundredths, newest first. */
export const CRASH_HISTORY = [134, 1250, 210, 100, 356, 187, 2410, 112, 163, 498];

/** The crash curve the server plays (the engine's crashMultiplierAt), for the Example's live round. */
export const crashMultiplierAt = (ms: number) => Math.floor(100 * Math.exp(0.00006 * ms));

/** Dice: chance and payout multiplier as the engine computes them (diceChance, diceMultiplier). */
export const diceChance = (direction: 'under' | 'over', target: number) =>
  direction === 'under' ? target : 9999 - target;
export const diceMultiplier = (chance: number) => Math.floor(9_600_000 / chance);
