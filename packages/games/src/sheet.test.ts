import { describe, expect, it } from 'vitest';
import { BINGO_SAMPLE_CARD, bingoMaxPayout, bingoTheoreticalRtp } from './bingo';
import { diceTheoreticalRtp } from './dice';
import { fractionToNumber } from './fraction';
import { GAME_IDS } from './games';
import { kenoMaxPayout, kenoTheoreticalRtp } from './keno';
import { gameSheet } from './sheet';
import { slotMaxPayout } from './slot';

describe('game sheets', () => {
  it('every game of our own paytables returns between 95 % and 96 % to the player, whatever the bet', () => {
    // Baccarat, roulette and video poker keep the pays every table has (baccarat 1:1, 0.95:1, 8:1; roulette 35:1 to
    // 1:1; Jacks or Better 8/5), and the games played in steps keep 3 % once per hand: their returns are below.
    const own = ['baccarat', 'roulette', 'videoPoker', 'blackjack', 'mines', 'hilo'];
    for (const game of GAME_IDS.filter((id) => !own.includes(id))) {
      const sheet = gameSheet(game);
      expect(sheet.rtpMin).toBeGreaterThan(0.95);
      expect(sheet.rtpMax).toBeLessThanOrEqual(0.96 + 1e-12);
      expect(sheet.rtpMin).toBeLessThanOrEqual(sheet.rtpMax);
    }
  });

  it('baccarat: Tie 85.64 % to Banker 98.94 %, at most 9 times the stake', () => {
    const sheet = gameSheet('baccarat');
    expect(sheet.rtpMin).toBeCloseTo(0.85641, 4);
    expect(sheet.rtpMax).toBeCloseTo(0.98942, 4);
    expect(sheet.maxWinX).toBe(9);
  });

  it('Mines and Hi-Lo: 97 % less the rounding for every way to stop (under the 10,000× cap); video poker: 97.30 % with perfect play, at most 800 times the stake', () => {
    for (const game of ['mines', 'hilo'] as const) {
      const sheet = gameSheet(game);
      expect(sheet.rtpMin).toBeGreaterThan(0.96);
      expect(sheet.rtpMax).toBeLessThanOrEqual(0.97 + 1e-12);
      expect(sheet.maxWinX).toBe(10_000);
      expect(sheet.volatility).toBe('chosen');
    }
    const blackjack = gameSheet('blackjack');
    expect(blackjack.rtpMax).toBeCloseTo(0.994296, 6);
    const poker = gameSheet('videoPoker');
    expect(poker.rtpMax).toBeCloseTo(0.972984, 6);
    expect(poker.maxWinX).toBe(800);
  });

  it('roulette: 36/37 (97.297 %) on every bet, at most 36 times the stake', () => {
    const sheet = gameSheet('roulette');
    expect(sheet.rtpMin).toBeCloseTo(36 / 37, 12);
    expect(sheet.rtpMax).toBeCloseTo(36 / 37, 12);
    expect(sheet.maxWinX).toBe(36);
  });

  it('money wheel: 95.926 % (the 5) to 96 % (every other value), at most 51.84 times the stake', () => {
    const sheet = gameSheet('wheel');
    expect(sheet.rtpMin).toBeCloseTo(259 / 270, 12);
    expect(sheet.rtpMax).toBeCloseTo(0.96, 12);
    expect(sheet.maxWinX).toBe(51.84);
    expect(sheet.volatility).toBe('chosen');
  });

  it('bingo: one exact return for every card, line and full house together, at most 5,250 times the stake', () => {
    const sheet = gameSheet('bingo');
    expect(sheet.rtpMin).toBe(fractionToNumber(bingoTheoreticalRtp()));
    expect(sheet.rtpMax).toBe(sheet.rtpMin);
    expect(sheet.rtpMin).toBeCloseTo(0.957345, 6);
    expect(sheet.maxWinX).toBe(5250);
    expect(sheet.maxWinX).toBe(bingoMaxPayout({ stake: 1000, card: BINGO_SAMPLE_CARD }) / 1000);
    expect(sheet.volatility).toBe('high');
  });

  it('the figures are the engines own: keno over its pick counts, dice over its chances, the slot and crash caps', () => {
    const keno = gameSheet('keno');
    const kenoRtps = Array.from({ length: 10 }, (_, i) => fractionToNumber(kenoTheoreticalRtp(i + 1)));
    expect(keno.rtpMin).toBe(Math.min(...kenoRtps));
    expect(keno.rtpMax).toBe(Math.max(...kenoRtps));
    expect(keno.maxWinX).toBe(kenoMaxPayout({ stake: 1000, picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }) / 1000);
    const dice = gameSheet('dice');
    expect(dice.rtpMax).toBe(fractionToNumber(diceTheoreticalRtp('under', 5000)));
    expect(dice.maxWinX).toBe(96);
    expect(gameSheet('slot').maxWinX).toBe(slotMaxPayout({ stake: 1000 }) / 1000);
    expect(gameSheet('crash').maxWinX).toBe(10_000);
    expect(gameSheet('crash').volatility).toBe('chosen');
    const plinko = gameSheet('plinko');
    expect(plinko.maxWinX).toBe(970);
    expect(plinko.rtpMax).toBeLessThan(0.9583);
    expect(plinko.rtpMin).toBeGreaterThan(0.953);
  });
});
