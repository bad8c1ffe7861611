import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SLOT_LINE_COUNT,
  SLOT_MAX_WIN_X,
  SLOT_PAYLINES,
  SLOT_PAYTABLE,
  SLOT_REELS,
  SLOT_SCATTER_PAYS,
  SLOT_TARGET_RTP,
  evaluateLine,
  fairRandom,
  fractionToNumber,
  playSlot,
  settleSlot,
  slotMaxPayout,
  slotTheoreticalRtp,
  slotWindow,
  validateSlotBet,
  type SlotSymbol,
} from './index';

const stops = fc.tuple(...SLOT_REELS.map((strip) => fc.nat({ max: strip.length - 1 })));
const stake = fc.integer({ min: 1, max: 100_000_000 }).map((n) => n * SLOT_LINE_COUNT);

/** The stop of `reel` that puts `symbol` on `row`. */
function stopFor(reel: number, symbol: SlotSymbol, row: number): number {
  const strip = SLOT_REELS[reel]!;
  const at = strip.indexOf(symbol);
  if (at < 0) throw new Error(`no ${symbol} on reel ${reel}`);
  return (at - row + strip.length) % strip.length;
}

describe('slot rules', () => {
  it('has 5 reels, 3 rows, 10 distinct paylines and at most one scatter per reel window', () => {
    expect(SLOT_REELS).toHaveLength(5);
    expect(SLOT_PAYLINES).toHaveLength(10);
    expect(new Set(SLOT_PAYLINES.map((l) => l.join())).size).toBe(10);
    for (const line of SLOT_PAYLINES) {
      expect(line).toHaveLength(5);
      expect(line.every((row) => row >= 0 && row <= 2)).toBe(true);
    }
    fc.assert(
      fc.property(stops, (s) => {
        for (const column of slotWindow(s))
          expect(column.filter((x) => x === 'SCATTER').length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('evaluates a line from the left: wilds substitute, a wild run may pay on its own, a scatter breaks it', () => {
    expect(evaluateLine(['CHERRY', 'CHERRY', 'CHERRY', 'LEMON', 'CHERRY'])).toEqual({
      symbol: 'CHERRY',
      count: 3,
      multiplier: SLOT_PAYTABLE.CHERRY[0],
    });
    expect(evaluateLine(['WILD', 'BAR', 'WILD', 'BAR', 'PLUM'])).toEqual({
      symbol: 'BAR',
      count: 4,
      multiplier: SLOT_PAYTABLE.BAR[1],
    });
    // Three wilds then a cherry: 3 wilds (50×) beat 4 cherries (6×).
    expect(evaluateLine(['WILD', 'WILD', 'WILD', 'CHERRY', 'LEMON'])).toEqual({
      symbol: 'WILD',
      count: 3,
      multiplier: SLOT_PAYTABLE.WILD[0],
    });
    // Three wilds then sevens to the end: 5 sevens (500×) beat 3 wilds.
    expect(evaluateLine(['WILD', 'WILD', 'WILD', 'SEVEN', 'SEVEN'])?.symbol).toBe('SEVEN');
    expect(evaluateLine(['WILD', 'WILD', 'WILD', 'WILD', 'WILD'])).toEqual({
      symbol: 'WILD',
      count: 5,
      multiplier: SLOT_PAYTABLE.WILD[2],
    });
    expect(evaluateLine(['SCATTER', 'CHERRY', 'CHERRY', 'CHERRY', 'CHERRY'])).toBeNull();
    expect(evaluateLine(['WILD', 'WILD', 'SCATTER', 'CHERRY', 'CHERRY'])).toBeNull();
    expect(evaluateLine(['CHERRY', 'CHERRY', 'LEMON', 'CHERRY', 'CHERRY'])).toBeNull();
  });

  it('reports each paying line with its number, symbol, cells and win, and pays scatters on the total stake', () => {
    // Middle row (line 1): cherries on reels 1-3; a lemon on reel 4 ends the run.
    const s = [
      stopFor(0, 'CHERRY', 1),
      stopFor(1, 'CHERRY', 1),
      stopFor(2, 'CHERRY', 1),
      stopFor(3, 'LEMON', 1),
      0,
    ];
    const outcome = settleSlot({ stake: 1000 }, s);
    const middle = outcome.lineWins.find((w) => w.line === 1);
    expect(middle).toMatchObject({
      symbol: 'CHERRY',
      count: 3,
      cells: [
        [0, 1],
        [1, 1],
        [2, 1],
      ],
      multiplier: SLOT_PAYTABLE.CHERRY[0],
      win: Math.round((100 * SLOT_PAYTABLE.CHERRY[0]) / 1000),
    });
    // Every reported line really shows its symbol (or wilds) on its cells, and the total adds up.
    for (const w of outcome.lineWins) {
      for (const [reel, row] of w.cells) expect([w.symbol, 'WILD']).toContain(outcome.window[reel]![row]);
      expect(w.symbols).toEqual(w.cells.map(([reel, row]) => outcome.window[reel]![row]));
      expect(w.cells.map(([, row]) => row)).toEqual(SLOT_PAYLINES[w.line - 1]!.slice(0, w.count));
    }
    const total = outcome.lineWins.reduce((a, w) => a + w.win, 0) + (outcome.scatterWin?.win ?? 0);
    expect(outcome.payout).toBe(total);

    const scatters = [0, 1, 2, 3, 4].map((reel) => stopFor(reel, 'SCATTER', reel % 3));
    const five = settleSlot({ stake: 1000 }, scatters);
    expect(five.scatterWin).toMatchObject({ count: 5, multiplier: SLOT_SCATTER_PAYS[2], win: 100_000 });
    const three = settleSlot({ stake: 1000 }, [scatters[0]!, scatters[1]!, scatters[2]!, 5, 5]);
    expect(three.scatterWin?.count).toBe(
      slotWindow(three.stops)
        .flat()
        .filter((x) => x === 'SCATTER').length,
    );
  });

  it('never pays more than maxPayout, and the cap never cuts a win of this paytable (property)', () => {
    fc.assert(
      fc.property(stake, (st) => {
        expect(slotMaxPayout({ stake: st })).toBeLessThanOrEqual(st * SLOT_MAX_WIN_X);
      }),
    );
    fc.assert(
      fc.property(stake, stops, (st, s) => {
        const outcome = settleSlot({ stake: st }, s);
        expect(outcome.payout).toBeLessThanOrEqual(slotMaxPayout({ stake: st }));
        expect(outcome.capped).toBe(false);
        expect(Number.isSafeInteger(outcome.payout) && outcome.payout >= 0).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('the same seeds give the same spin; one stop per reel from nextInt(strip length)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (nonce) => {
        const seeds = { serverSeed: '5e'.repeat(32), clientSeed: 'spin', nonce };
        const a = playSlot({ stake: 100 }, fairRandom(seeds));
        expect(playSlot({ stake: 100 }, fairRandom(seeds))).toEqual(a);
        const r = fairRandom(seeds);
        expect(a.stops).toEqual(SLOT_REELS.map((strip) => r.nextInt(strip.length)));
      }),
      { numRuns: 50 },
    );
  });

  it('validates the bet with clear codes', () => {
    const code = (bet: unknown) => {
      const r = validateSlotBet(bet);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code({ stake: 100 })).toBe('ok');
    expect(code({ stake: 105 })).toBe('STAKE_NOT_MULTIPLE_OF_LINES');
    expect(code({ stake: 0 })).toBe('STAKE_TOO_SMALL');
    expect(code({ stake: 10.5 })).toBe('STAKE_INVALID');
    expect(code({ stake: '100' })).toBe('STAKE_INVALID');
    expect(code({ stake: 1e15 })).toBe('STAKE_TOO_LARGE');
    expect(code(undefined)).toBe('BET_INVALID');
  });

  it('the exact RTP over the reel strips is 96 % (within 0.01 %, never above)', () => {
    const theory = slotTheoreticalRtp();
    const total = fractionToNumber(theory.total);
    expect(total).toBeLessThanOrEqual(SLOT_TARGET_RTP);
    expect(total).toBeGreaterThan(SLOT_TARGET_RTP - 0.0001);
    expect(fractionToNumber(theory.scatter)).toBeGreaterThan(0);
  });

  it('the RTP enumeration agrees with a brute force over every stop of a small set of strips', () => {
    // Short strips make the full enumeration of stops (and so the real settleSlot) cheap: 6^5 spins.
    const small: SlotSymbol[][] = [0, 1, 2, 3, 4].map((i) =>
      i % 2 === 0
        ? ['CHERRY', 'WILD', 'SCATTER', 'CHERRY', 'LEMON', 'BAR']
        : ['CHERRY', 'CHERRY', 'WILD', 'SCATTER', 'BAR', 'LEMON'],
    );
    const theory = slotTheoreticalRtp(small);
    let sumThousandths = 0;
    let spins = 0;
    const window = (s: number[]) =>
      small.map((strip, r) => [0, 1, 2].map((row) => strip[(s[r]! + row) % 6]!));
    for (let n = 0; n < 6 ** 5; n += 1) {
      const s = [0, 1, 2, 3, 4].map((r) => Math.floor(n / 6 ** r) % 6);
      const w = window(s);
      for (const rows of SLOT_PAYLINES) {
        const hit = evaluateLine(rows.map((row, reel) => w[reel]![row]!));
        if (hit) sumThousandths += hit.multiplier / SLOT_LINE_COUNT;
      }
      const scatters = w.flat().filter((x) => x === 'SCATTER').length;
      if (scatters >= 3) sumThousandths += SLOT_SCATTER_PAYS[Math.min(scatters, 5) - 3]!;
      spins += 1;
    }
    expect(fractionToNumber(theory.total)).toBeCloseTo(sumThousandths / 1000 / spins, 9);
  });
});
