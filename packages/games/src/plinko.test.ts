import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairRandom } from './fair';
import { fractionToNumber } from './fraction';
import { playFairRound, verifyRound } from './games';
import {
  PLINKO_RISKS,
  PLINKO_ROWS,
  playPlinko,
  plinkoMaxPayout,
  plinkoPaytable,
  plinkoTheoreticalRtp,
  settlePlinko,
  validatePlinkoBet,
} from './plinko';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

describe('plinko', () => {
  it('every table mirrors around the middle, pays most at the edges and returns 95 % to 96 % exactly', () => {
    for (const rows of PLINKO_ROWS) {
      for (const risk of PLINKO_RISKS) {
        const table = plinkoPaytable(rows, risk);
        expect(table).toHaveLength(rows + 1);
        expect([...table].reverse()).toEqual(table);
        expect(table[0]).toBe(Math.max(...table));
        const rtp = fractionToNumber(plinkoTheoreticalRtp(rows, risk));
        expect(rtp).toBeGreaterThan(0.95);
        expect(rtp).toBeLessThanOrEqual(0.96);
      }
    }
  });

  it('the slot is the number of right bounces, and pays its multiplier of the stake', () => {
    const outcome = settlePlinko({ stake: 1000, rows: 8, risk: 'high' }, [1, 1, 1, 1, 1, 1, 1, 1]);
    expect(outcome.slot).toBe(8);
    expect(outcome.multiplier).toBe(28_130);
    expect(outcome.payout).toBe(28_130);
    const middle = settlePlinko({ stake: 1000, rows: 8, risk: 'low' }, [1, 0, 1, 0, 0, 1, 0, 1]);
    expect(middle.slot).toBe(4);
    expect(middle.payout).toBe(480);
  });

  it('refuses a bet it cannot play with a code', () => {
    expect(validatePlinkoBet({ stake: 100, rows: 10, risk: 'low' })).toMatchObject({
      ok: false,
      error: { code: 'PLINKO_ROWS_INVALID' },
    });
    expect(validatePlinkoBet({ stake: 100, rows: 8, risk: 'extreme' })).toMatchObject({
      ok: false,
      error: { code: 'PLINKO_RISK_INVALID' },
    });
    expect(validatePlinkoBet({ stake: 0, rows: 8, risk: 'low' }).ok).toBe(false);
    expect(validatePlinkoBet('drop').ok).toBe(false);
  });

  it('a round replays from its seeds, and never pays more than its maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(...PLINKO_ROWS),
        fc.constantFrom(...PLINKO_RISKS),
        fc.nat({ max: 1_000_000 }),
        (stake, rows, risk, nonce) => {
          const bet = { stake, rows, risk };
          const outcome = playPlinko(bet, fairRandom({ serverSeed: SEED, clientSeed: 'c', nonce }));
          expect(outcome.path).toHaveLength(rows);
          expect(outcome.payout).toBeLessThanOrEqual(plinkoMaxPayout(bet));
          const played = playFairRound({ game: 'plinko', bet, serverSeed: SEED, clientSeed: 'c', nonce });
          if (!played.ok) throw new Error(played.error.message);
          expect(played.value.outcome).toEqual(outcome);
          const verified = verifyRound({
            game: 'plinko',
            bet,
            serverSeed: SEED,
            serverSeedHash: played.value.serverSeedHash,
            clientSeed: 'c',
            nonce,
          });
          expect(verified.ok && verified.value.outcome).toEqual(outcome);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('over 10^5 drops the slots fall as the binomial odds say (each within 5 standard deviations)', () => {
    const rows = 8;
    const counts = new Array<number>(rows + 1).fill(0);
    const drops = 100_000;
    for (let nonce = 0; nonce < drops; nonce += 1) {
      const { slot } = playPlinko(
        { stake: 1, rows, risk: 'low' },
        fairRandom({ serverSeed: SEED, clientSeed: 'binomial', nonce }),
      );
      counts[slot] = (counts[slot] ?? 0) + 1;
    }
    const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n, k - 1) * (n - k + 1)) / k);
    counts.forEach((count, slot) => {
      const p = choose(rows, slot) / 2 ** rows;
      const sd = Math.sqrt(drops * p * (1 - p));
      expect(Math.abs(count - drops * p)).toBeLessThan(5 * sd);
    });
  });
});
