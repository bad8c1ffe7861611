import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairRandom, hashServerSeed, type RandomSource } from './fair';
import { fractionToNumber } from './fraction';
import { playFairRound, verifyRound } from './games';
import {
  playScratch,
  SCRATCH_CELLS,
  SCRATCH_PAYS,
  SCRATCH_WEIGHT_TOTAL,
  SCRATCH_WEIGHTS,
  scratchMaxPayout,
  scratchSymbolShown,
  scratchTheoreticalRtp,
  scratchWinChance,
  validateScratchBet,
} from './scratch';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

/** A source whose first draw (the card's result) is `ticket`; the printing draws come from the fair stream. */
function withTicket(ticket: number): RandomSource {
  const rest = fairRandom({ serverSeed: SEED, clientSeed: 'ticket', nonce: ticket });
  let first = true;
  return {
    nextUint32: () => rest.nextUint32(),
    nextUint53: () => rest.nextUint53(),
    nextFloat: () => rest.nextFloat(),
    nextInt: (n) => {
      if (!first) return rest.nextInt(n);
      first = false;
      expect(n).toBe(SCRATCH_WEIGHT_TOTAL);
      return ticket;
    },
  };
}

const times = (cells: readonly number[], symbol: number) => cells.filter((each) => each === symbol).length;

describe('scratch cards', () => {
  it('return exactly 95.5 % (the sum of pay x chance) and win something on 39.182 % of cards', () => {
    expect(scratchTheoreticalRtp()).toEqual({ num: 191n, den: 200n });
    expect(fractionToNumber(scratchWinChance())).toBe(0.39182);
    expect(SCRATCH_PAYS).toHaveLength(SCRATCH_WEIGHTS.length);
  });

  it('a card shows its symbol three times and no other three times; a losing card shows none three times', () => {
    // The first ticket of each symbol's range, then the first and the last losing tickets.
    let first = 0;
    SCRATCH_PAYS.forEach((pay, symbol) => {
      const card = playScratch({ stake: 100 }, withTicket(first));
      expect(card.winning).toBe(symbol);
      expect(card.cells).toHaveLength(SCRATCH_CELLS);
      expect(times(card.cells, symbol)).toBe(3);
      expect(scratchSymbolShown(card.cells)).toBe(symbol);
      expect(card).toMatchObject({ multiplier: pay, payout: pay / 10 });
      first += SCRATCH_WEIGHTS[symbol]!;
    });
    for (const ticket of [first, SCRATCH_WEIGHT_TOTAL - 1]) {
      const lost = playScratch({ stake: 100 }, withTicket(ticket));
      expect(lost).toMatchObject({ winning: -1, multiplier: 0, payout: 0 });
      expect(scratchSymbolShown(lost.cells)).toBe(-1);
    }
  });

  it('validates the bet and never pays more than 1000 times the stake', () => {
    expect(validateScratchBet({ stake: 250 })).toEqual({ ok: true, value: { stake: 250 } });
    expect(validateScratchBet(null).ok).toBe(false);
    expect(validateScratchBet({ stake: 0 }).ok).toBe(false);
    expect(validateScratchBet({ stake: 1.5 }).ok).toBe(false);
    expect(scratchMaxPayout({ stake: 250 })).toBe(250_000);
  });

  it('every card replays from its seeds, reads as it pays, and stays within the largest prize (property)', () => {
    const hash = hashServerSeed(SEED);
    if (!hash.ok) throw new Error('hash');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.string({ minLength: 1, maxLength: 16 }).filter((seed) => /^[\x21-\x7e]+$/.test(seed)),
        fc.nat({ max: 1_000_000 }),
        (stake, clientSeed, nonce) => {
          const round = playFairRound({
            game: 'scratch',
            bet: { stake },
            serverSeed: SEED,
            clientSeed,
            nonce,
          });
          if (!round.ok) throw new Error(round.error.message);
          const card = round.value.outcome;
          if (card.game !== 'scratch') throw new Error('not a scratch card');
          expect(scratchSymbolShown(card.cells)).toBe(card.winning);
          for (let symbol = 0; symbol < SCRATCH_PAYS.length; symbol += 1) {
            expect(times(card.cells, symbol)).toBeLessThanOrEqual(symbol === card.winning ? 3 : 2);
          }
          expect(card.payout).toBeLessThanOrEqual(scratchMaxPayout({ stake }));
          const again = verifyRound({
            game: 'scratch',
            bet: { stake },
            serverSeed: SEED,
            serverSeedHash: hash.value,
            clientSeed,
            nonce,
          });
          expect(again.ok && again.value.outcome).toEqual(card);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the symbols win as often as the table says, over 10^5 cards (each within 5 standard deviations)', () => {
    const counts = new Map<number, number>();
    const rounds = 100_000;
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const card = playScratch({ stake: 1 }, fairRandom({ serverSeed: SEED, clientSeed: 'spread', nonce }));
      counts.set(card.winning, (counts.get(card.winning) ?? 0) + 1);
    }
    for (const symbol of [0, 1, 2]) {
      const p = SCRATCH_WEIGHTS[symbol]! / SCRATCH_WEIGHT_TOTAL;
      const expected = rounds * p;
      expect(Math.abs((counts.get(symbol) ?? 0) - expected)).toBeLessThan(5 * Math.sqrt(expected * (1 - p)));
    }
  });
});
