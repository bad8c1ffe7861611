import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashServerSeed } from './fair';
import { ENGINES, playFairRound, verifyRound } from './games';
import { ROULETTE_SAMPLE_CHIPS } from './roulette';
import {
  SHARED_GAMES,
  SHARED_TABLES,
  nextSharedRound,
  playSharedBet,
  sharedResultOf,
  sharedRoundResult,
  sharedRoundSeeds,
  type SharedGame,
  type SharedTable,
} from './sharedRounds';
import { bingoCardArbitrary } from './testing';
import { WHEEL_VALUES } from './wheel';

const seedArb = fc.stringMatching(/^[0-9a-f]{64}$/);
const rouletteBet = fc
  .subarray([...ROULETTE_SAMPLE_CHIPS], { minLength: 1 })
  .map((chips) => ({ chips: chips.map((chip, i) => ({ ...chip, stake: 100 * (i + 1) })) }));
const wheelBet = fc
  .subarray([...WHEEL_VALUES], { minLength: 1 })
  .map((values) => ({ chips: values.map((value) => ({ value, stake: 50 })) }));
const baccaratBet = fc.constantFrom('player', 'banker', 'tie').map((on) => ({ stake: 200, on }));
const bingoBet = fc.record({ stake: fc.integer({ min: 1, max: 100_000 }), card: bingoCardArbitrary });
const BETS: { readonly [G in SharedGame]: fc.Arbitrary<unknown> } = {
  roulette: rouletteBet,
  baccarat: baccaratBet,
  wheel: wheelBet,
  bingo: bingoBet,
};

/** A table of each shared game: the published one, or one made up here for a game no table plays yet. */
const TABLES: readonly SharedTable[] = SHARED_GAMES.map(
  (game) =>
    SHARED_TABLES.find((table) => table.game === game) ?? { id: `test-${game}`, game, periodMs: 30_000 },
);

describe('shared rounds', () => {
  it('a round is at a whole number of periods; the round taking bets is the first after now', () => {
    for (const table of SHARED_TABLES) {
      const next = nextSharedRound(table, 1_700_000_000_123);
      expect(next.at % table.periodMs).toBe(0);
      expect(next.at).toBeGreaterThan(1_700_000_000_123);
      expect(next.at - table.periodMs).toBeLessThanOrEqual(1_700_000_000_123);
      // A time exactly on a round belongs to the round before: that one has closed.
      expect(nextSharedRound(table, next.at).number).toBe(next.number + 1);
    }
  });

  it("every bet of a round sees the round's one result, and each bet verifies alone from the revealed seed", () => {
    for (const table of TABLES) {
      fc.assert(
        fc.property(seedArb, fc.nat(100_000_000), BETS[table.game], (serverSeed, number, raw) => {
          const bet = ENGINES[table.game].validate(raw);
          if (!bet.ok) throw new Error(bet.error.message);
          const outcome = playSharedBet(table as never, bet.value as never, serverSeed, number);
          expect(sharedResultOf(outcome as never)).toEqual(sharedRoundResult(table, serverSeed, number));
          const seeds = sharedRoundSeeds(table, serverSeed, number);
          const hash = hashServerSeed(serverSeed);
          if (!hash.ok) throw new Error(hash.error.message);
          const verified = verifyRound({
            game: table.game,
            bet: raw,
            ...seeds,
            serverSeedHash: hash.value,
          });
          expect(verified.ok && verified.value.outcome).toEqual(outcome);
          const played = playFairRound({ game: table.game, bet: raw, ...seeds });
          expect(played.ok && played.value.outcome).toEqual(outcome);
        }),
        { numRuns: 60 },
      );
    }
  });

  it('the same round of another table, or another round of the same table, is another stream', () => {
    const seed = 'ab'.repeat(32);
    const results = new Set(
      Array.from({ length: 40 }, (_, n) => JSON.stringify(sharedRoundResult(SHARED_TABLES[0], seed, n))),
    );
    expect(results.size).toBeGreaterThan(10);
  });
});
