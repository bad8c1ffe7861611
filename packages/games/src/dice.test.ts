import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DICE_MAX_CHANCE,
  DICE_MIN_CHANCE,
  DICE_TARGET_RTP,
  diceChance,
  diceMaxPayout,
  diceMultiplier,
  diceTheoreticalRtp,
  fairRandom,
  fractionToNumber,
  playDice,
  settleDice,
  validateDiceBet,
  type DiceBet,
} from './index';

const validBet: fc.Arbitrary<DiceBet> = fc
  .record({
    stake: fc.integer({ min: 1, max: 1_000_000_000 }),
    direction: fc.constantFrom('under' as const, 'over' as const),
    chance: fc.integer({ min: DICE_MIN_CHANCE, max: DICE_MAX_CHANCE }),
  })
  .map(({ stake, direction, chance }) => ({
    stake,
    direction,
    target: direction === 'under' ? chance : 9999 - chance,
  }));

describe('dice', () => {
  it('"under" wins below the target, "over" above it; the chance counts the winning rolls', () => {
    expect(diceChance('under', 5000)).toBe(5000);
    expect(diceChance('over', 4999)).toBe(5000);
    const under = { stake: 1000, direction: 'under' as const, target: 5000 };
    expect(settleDice(under, 4999)).toMatchObject({ won: true, multiplier: 1920, payout: 1920 });
    expect(settleDice(under, 5000)).toMatchObject({ won: false, payout: 0 });
    const over = { stake: 1000, direction: 'over' as const, target: 4999 };
    expect(settleDice(over, 5000)).toMatchObject({ won: true, payout: 1920 });
    expect(settleDice(over, 4999)).toMatchObject({ won: false, payout: 0 });
    // 1 % chance pays 96×, 95 % pays 1.010×.
    expect(diceMultiplier(100)).toBe(96_000);
    expect(diceMultiplier(9500)).toBe(1010);
  });

  it('the exact RTP of every target is at most 96 %, short of it only by rounding the multiplier down (< 0.1 %)', () => {
    let highest = 0;
    let worstShortfall = 0;
    let lowest = 1;
    for (let chance = DICE_MIN_CHANCE; chance <= DICE_MAX_CHANCE; chance += 1) {
      for (const direction of ['under', 'over'] as const) {
        const rtp = fractionToNumber(
          diceTheoreticalRtp(direction, direction === 'under' ? chance : 9999 - chance),
        );
        highest = Math.max(highest, rtp);
        lowest = Math.min(lowest, rtp);
        // Rounding down loses less than 0.001× on a win of probability chance / 10000.
        worstShortfall = Math.max(worstShortfall, (DICE_TARGET_RTP - rtp) / (chance / 1e7));
      }
    }
    expect(highest).toBeLessThanOrEqual(DICE_TARGET_RTP);
    expect(worstShortfall).toBeLessThan(1);
    expect(lowest).toBeGreaterThan(0.959);
  });

  it('never pays more than maxPayout, at most 96× the stake (property)', () => {
    fc.assert(
      fc.property(validBet, fc.nat({ max: 9999 }), (bet, roll) => {
        const outcome = settleDice(bet, roll);
        expect(outcome.payout).toBeLessThanOrEqual(diceMaxPayout(bet));
        expect(diceMaxPayout(bet)).toBeLessThanOrEqual(bet.stake * 96);
      }),
    );
  });

  it('the same seeds give the same roll, nextInt(10000)', () => {
    fc.assert(
      fc.property(validBet, fc.nat({ max: 1_000_000 }), (bet, nonce) => {
        const seeds = { serverSeed: '0d'.repeat(32), clientSeed: 'dice', nonce };
        const a = playDice(bet, fairRandom(seeds));
        expect(playDice(bet, fairRandom(seeds))).toEqual(a);
        expect(a.roll).toBe(fairRandom(seeds).nextInt(10_000));
      }),
      { numRuns: 50 },
    );
  });

  it('validates the bet with clear codes', () => {
    const code = (bet: unknown) => {
      const r = validateDiceBet(bet);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code({ stake: 100, direction: 'under', target: 5000 })).toBe('ok');
    expect(code({ stake: 100, direction: 'under', target: 99 })).toBe('DICE_CHANCE_OUT_OF_RANGE');
    expect(code({ stake: 100, direction: 'under', target: 9501 })).toBe('DICE_CHANCE_OUT_OF_RANGE');
    expect(code({ stake: 100, direction: 'over', target: 9900 })).toBe('DICE_CHANCE_OUT_OF_RANGE');
    expect(code({ stake: 100, direction: 'sideways', target: 5000 })).toBe('DICE_DIRECTION_INVALID');
    expect(code({ stake: 100, direction: 'under', target: 10_000 })).toBe('DICE_TARGET_INVALID');
    expect(code({ stake: 100, direction: 'under', target: 50.5 })).toBe('DICE_TARGET_INVALID');
    expect(code({ stake: 1.5, direction: 'under', target: 5000 })).toBe('STAKE_INVALID');
    expect(code('x')).toBe('BET_INVALID');
  });
});
