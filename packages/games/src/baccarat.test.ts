import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BACCARAT_SIDES,
  baccaratMaxPayout,
  baccaratOutcomeOdds,
  baccaratPoints,
  baccaratTheoreticalRtp,
  bankerDraws,
  playBaccarat,
  settleBaccarat,
  validateBaccaratBet,
  type BaccaratCard,
} from './baccarat';
import { fairRandom } from './fair';
import { fractionToNumber } from './fraction';
import { playFairRound } from './games';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const card = (rank: number, suit: BaccaratCard['suit'] = 'spades'): BaccaratCard => ({ rank, suit });

describe('baccarat', () => {
  it('counts aces as 1, two to nine as their number, tens and faces as 0, and a hand as the last digit', () => {
    expect([1, 2, 9, 10, 11, 12, 13].map(baccaratPoints)).toEqual([1, 2, 9, 0, 0, 0, 0]);
    const outcome = settleBaccarat({ stake: 100, on: 'player' }, [card(7), card(8)], [card(13), card(6)]);
    expect(outcome.playerTotal).toBe(5);
    expect(outcome.bankerTotal).toBe(6);
    expect(outcome.winner).toBe('banker');
  });

  it('the tableau: the Banker draws by its total and the Player’s third card', () => {
    // The Player stood: the Banker draws on 0 to 5.
    expect([0, 5, 6, 7].map((total) => bankerDraws(total, null))).toEqual([true, true, false, false]);
    expect(bankerDraws(2, 9)).toBe(true);
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 0)).toBe(true);
    expect([1, 2, 7, 8].map((third) => bankerDraws(4, third))).toEqual([false, true, true, false]);
    expect([3, 4, 7, 8].map((third) => bankerDraws(5, third))).toEqual([false, true, true, false]);
    expect([5, 6, 7, 8].map((third) => bankerDraws(6, third))).toEqual([false, true, true, false]);
    expect(bankerDraws(7, 0)).toBe(false);
  });

  it('pays Player 1:1, Banker 0.95:1, a tie 8:1; a tie returns the Player and Banker stakes', () => {
    const player = settleBaccarat({ stake: 1000, on: 'player' }, [card(9), card(10)], [card(4), card(3)]);
    expect(player).toMatchObject({ winner: 'player', multiplier: 2000, payout: 2000 });
    const banker = settleBaccarat({ stake: 1000, on: 'banker' }, [card(2), card(3)], [card(4), card(4)]);
    expect(banker).toMatchObject({ winner: 'banker', multiplier: 1950, payout: 1950 });
    const tie = settleBaccarat({ stake: 1000, on: 'tie' }, [card(3), card(3)], [card(2), card(4)]);
    expect(tie).toMatchObject({ winner: 'tie', multiplier: 9000, payout: 9000 });
    const push = settleBaccarat({ stake: 1000, on: 'banker' }, [card(3), card(3)], [card(2), card(4)]);
    expect(push).toMatchObject({ winner: 'tie', multiplier: 1000, payout: 1000 });
    const lost = settleBaccarat({ stake: 1000, on: 'tie' }, [card(9), card(10)], [card(4), card(3)]);
    expect(lost).toMatchObject({ multiplier: 0, payout: 0 });
    expect(baccaratMaxPayout({ stake: 333, on: 'banker' })).toBe(649);
    expect(baccaratMaxPayout({ stake: 1000, on: 'tie' })).toBe(9000);
  });

  it('the exact odds of an eight-deck coup, and the published returns: Banker 98.94 %, Player 98.76 %, Tie 85.64 %', () => {
    const odds = baccaratOutcomeOdds();
    const sum = BACCARAT_SIDES.reduce((total, side) => total + fractionToNumber(odds[side]), 0);
    expect(sum).toBeCloseTo(1, 12);
    expect(fractionToNumber(odds.banker)).toBeCloseTo(0.458597, 5);
    expect(fractionToNumber(odds.player)).toBeCloseTo(0.446247, 5);
    expect(fractionToNumber(odds.tie)).toBeCloseTo(0.095156, 5);
    expect(fractionToNumber(baccaratTheoreticalRtp('banker', odds))).toBeCloseTo(0.98942, 4);
    expect(fractionToNumber(baccaratTheoreticalRtp('player', odds))).toBeCloseTo(0.98764, 4);
    expect(fractionToNumber(baccaratTheoreticalRtp('tie', odds))).toBeCloseTo(0.85641, 4);
  });

  it('a dealt coup follows the rules: two or three cards a hand, naturals stand, the tableau decides (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.constantFrom(...BACCARAT_SIDES), (nonce, on) => {
        const outcome = playBaccarat(
          { stake: 500, on },
          fairRandom({ serverSeed: SEED, clientSeed: 'baccarat', nonce }),
        );
        const points = (cards: readonly BaccaratCard[]) => cards.map((c) => baccaratPoints(c.rank));
        const two = (cards: readonly BaccaratCard[]) =>
          points(cards.slice(0, 2)).reduce((a, b) => a + b, 0) % 10;
        const p2 = two(outcome.player);
        const b2 = two(outcome.banker);
        if (p2 >= 8 || b2 >= 8) {
          expect(outcome.player).toHaveLength(2);
          expect(outcome.banker).toHaveLength(2);
        } else {
          expect(outcome.player.length).toBe(p2 <= 5 ? 3 : 2);
          const third = outcome.player.length === 3 ? points(outcome.player)[2]! : null;
          expect(outcome.banker.length).toBe(bankerDraws(b2, third) ? 3 : 2);
        }
        for (const c of [...outcome.player, ...outcome.banker]) {
          expect(c.rank).toBeGreaterThanOrEqual(1);
          expect(c.rank).toBeLessThanOrEqual(13);
        }
        expect(outcome.payout).toBe(
          settleBaccarat({ stake: 500, on }, outcome.player, outcome.banker).payout,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a bad bet with a code a caller can act on', () => {
    expect(validateBaccaratBet({ stake: 100, on: 'dragon' })).toMatchObject({
      ok: false,
      error: { code: 'BACCARAT_SIDE_INVALID' },
    });
    expect(validateBaccaratBet({ stake: 0, on: 'player' })).toMatchObject({
      ok: false,
      error: { code: 'STAKE_TOO_SMALL' },
    });
    expect(validateBaccaratBet(null)).toMatchObject({ ok: false, error: { code: 'BET_INVALID' } });
    expect(validateBaccaratBet({ stake: 100, on: 'tie' })).toEqual({
      ok: true,
      value: { stake: 100, on: 'tie' },
    });
  });

  it('is played from the seeds like every game: the same seeds deal the same coup', () => {
    const input = {
      game: 'baccarat',
      bet: { stake: 100, on: 'player' },
      serverSeed: SEED,
      clientSeed: 'c',
      nonce: 7,
    };
    const first = playFairRound(input);
    const again = playFairRound(input);
    expect(first.ok && again.ok).toBe(true);
    if (first.ok && again.ok) expect(first.value.outcome).toEqual(again.value.outcome);
  });
});
