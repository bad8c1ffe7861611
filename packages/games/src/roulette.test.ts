import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairRandom } from './fair';
import { fraction } from './fraction';
import { playFairRound } from './games';
import {
  ROULETTE_EVEN_KINDS,
  ROULETTE_KINDS,
  ROULETTE_MAX_CHIPS,
  ROULETTE_RED,
  ROULETTE_SAMPLE_CHIPS,
  ROULETTE_WHEEL,
  playRoulette,
  rouletteColour,
  rouletteCovered,
  rouletteMaxPayout,
  rouletteTheoreticalRtp,
  settleRoulette,
  validateRouletteBet,
  type RouletteChip,
} from './roulette';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

/** Every chip the layout allows, one minor unit each. */
function everyChip(): RouletteChip[] {
  const chips: RouletteChip[] = [];
  for (let n = 0; n <= 36; n += 1) chips.push({ kind: 'straight', numbers: [n], stake: 1 });
  for (const b of [1, 2, 3]) chips.push({ kind: 'split', numbers: [0, b], stake: 1 });
  for (let n = 1; n <= 36; n += 1) {
    if (n % 3 !== 0) chips.push({ kind: 'split', numbers: [n, n + 1], stake: 1 });
    if (n <= 33) chips.push({ kind: 'split', numbers: [n, n + 3], stake: 1 });
    if (n % 3 !== 0 && n <= 32) chips.push({ kind: 'corner', numbers: [n, n + 1, n + 3, n + 4], stake: 1 });
    if (n % 3 === 1) chips.push({ kind: 'street', numbers: [n, n + 1, n + 2], stake: 1 });
    if (n % 3 === 1 && n <= 31) {
      chips.push({ kind: 'line', numbers: [n, n + 1, n + 2, n + 3, n + 4, n + 5], stake: 1 });
    }
  }
  chips.push(
    { kind: 'street', numbers: [0, 1, 2], stake: 1 },
    { kind: 'street', numbers: [0, 2, 3], stake: 1 },
  );
  chips.push({ kind: 'basket', numbers: [0, 1, 2, 3], stake: 1 });
  for (const target of [1, 2, 3] as const) {
    chips.push({ kind: 'dozen', target, stake: 1 }, { kind: 'column', target, stake: 1 });
  }
  for (const kind of ROULETTE_EVEN_KINDS) chips.push({ kind, stake: 1 });
  return chips;
}

describe('roulette', () => {
  it('the European wheel: 37 pockets, each number once, 18 red, 18 black, the zero green, colours alternating', () => {
    expect([...ROULETTE_WHEEL].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, n) => n));
    expect(ROULETTE_RED).toHaveLength(18);
    expect(rouletteColour(0)).toBe('green');
    expect(rouletteColour(17)).toBe('black');
    expect(rouletteColour(32)).toBe('red');
    for (let i = 1; i < ROULETTE_WHEEL.length - 1; i += 1) {
      expect(rouletteColour(ROULETTE_WHEEL[i]!)).not.toBe(rouletteColour(ROULETTE_WHEEL[i + 1]!));
    }
  });

  it('the layout knows 157 inside and outside bets, every one accepted as it stands', () => {
    const chips = everyChip();
    // 37 straights, 60 splits, 14 streets, 22 corners, 11 lines, the basket, 6 dozens and columns, 6 boxes.
    expect(chips).toHaveLength(157);
    for (const chip of chips) expect(validateRouletteBet({ chips: [chip] }).ok).toBe(true);
  });

  it('every bet returns exactly 36/37 (97.297 %)', () => {
    const expected = fraction(36n, 37n);
    for (const chip of everyChip()) {
      expect(rouletteTheoreticalRtp({ stake: 1, chips: [chip] })).toEqual(expected);
    }
    // A whole layout of chips too.
    const many = ROULETTE_SAMPLE_CHIPS.map((chip, i) => ({ ...chip, stake: i + 1 }));
    const stake = many.reduce((sum, chip) => sum + chip.stake, 0);
    expect(rouletteTheoreticalRtp({ stake, chips: many })).toEqual(expected);
  });

  it('pays 35:1, 17:1, 11:1, 8:1, 5:1, 8:1, 2:1 and 1:1 (stake included), and counts the chips that won', () => {
    const bet = validateRouletteBet({
      chips: [
        { kind: 'straight', numbers: [17], stake: 10 },
        { kind: 'split', numbers: [18, 17], stake: 10 },
        { kind: 'street', numbers: [16, 17, 18], stake: 10 },
        { kind: 'corner', numbers: [17, 18, 20, 21], stake: 10 },
        { kind: 'line', numbers: [13, 14, 15, 16, 17, 18], stake: 10 },
        { kind: 'dozen', target: 2, stake: 10 },
        { kind: 'column', target: 2, stake: 10 },
        { kind: 'black', stake: 10 },
        { kind: 'odd', stake: 10 },
        { kind: 'low', stake: 10 },
        { kind: 'red', stake: 10 },
        { kind: 'basket', stake: 10 },
      ],
    });
    if (!bet.ok) throw new Error(bet.error.message);
    const outcome = settleRoulette(bet.value, 17);
    expect(outcome.chips.map((chip) => chip.payout)).toEqual([
      360, 180, 120, 90, 60, 30, 30, 20, 20, 20, 0, 0,
    ]);
    expect(outcome).toMatchObject({ number: 17, colour: 'black', stake: 120, payout: 930, wins: 10 });
    expect(outcome.multiplier).toBe(7750);
  });

  it('0 loses every outside bet and pays the bets that name it', () => {
    const outside: RouletteChip[] = [
      ...ROULETTE_EVEN_KINDS.map((kind) => ({ kind, stake: 5 })),
      { kind: 'dozen', target: 1, stake: 5 },
      { kind: 'column', target: 1, stake: 5 },
    ];
    const lost = settleRoulette({ stake: 40, chips: outside }, 0);
    expect(lost).toMatchObject({ colour: 'green', payout: 0, wins: 0, multiplier: 0 });
    const zero = settleRoulette(
      {
        stake: 20,
        chips: [
          { kind: 'straight', numbers: [0], stake: 5 },
          { kind: 'split', numbers: [0, 3], stake: 5 },
          { kind: 'street', numbers: [0, 2, 3], stake: 5 },
          { kind: 'basket', numbers: [0, 1, 2, 3], stake: 5 },
        ],
      },
      0,
    );
    expect(zero.payout).toBe(5 * (36 + 18 + 12 + 9));
  });

  it('refuses what is not on the layout, with a code a caller can act on, and never throws', () => {
    const refused = (bet: unknown) => {
      const result = validateRouletteBet(bet);
      return result.ok ? 'ok' : result.error.code;
    };
    expect(refused(null)).toBe('BET_INVALID');
    expect(refused({ chips: [] })).toBe('ROULETTE_CHIPS_INVALID');
    expect(refused({ chips: 'red' })).toBe('ROULETTE_CHIPS_INVALID');
    const tooMany = Array.from({ length: ROULETTE_MAX_CHIPS + 1 }, () => ({ kind: 'red', stake: 1 }));
    expect(refused({ chips: tooMany })).toBe('ROULETTE_CHIPS_INVALID');
    expect(refused({ chips: tooMany.slice(1) })).toBe('ok');
    expect(refused({ chips: [{ kind: 'orphans', stake: 1 }] })).toBe('ROULETTE_KIND_INVALID');
    expect(refused({ chips: [{ kind: 'split', numbers: [3, 4], stake: 1 }] })).toBe(
      'ROULETTE_NUMBERS_INVALID',
    );
    expect(refused({ chips: [{ kind: 'split', numbers: [17, 17], stake: 1 }] })).toBe(
      'ROULETTE_NUMBERS_INVALID',
    );
    expect(refused({ chips: [{ kind: 'split', numbers: [0, 4], stake: 1 }] })).toBe(
      'ROULETTE_NUMBERS_INVALID',
    );
    expect(refused({ chips: [{ kind: 'corner', numbers: [3, 4, 6, 7], stake: 1 }] })).toBe(
      'ROULETTE_NUMBERS_INVALID',
    );
    expect(refused({ chips: [{ kind: 'street', numbers: [2, 3, 4], stake: 1 }] })).toBe(
      'ROULETTE_NUMBERS_INVALID',
    );
    expect(refused({ chips: [{ kind: 'line', numbers: [34, 35, 36, 37, 38, 39], stake: 1 }] })).toBe(
      'ROULETTE_NUMBERS_INVALID',
    );
    expect(refused({ chips: [{ kind: 'straight', numbers: [37], stake: 1 }] })).toBe(
      'ROULETTE_NUMBERS_INVALID',
    );
    expect(refused({ chips: [{ kind: 'straight', numbers: ['7'], stake: 1 }] })).toBe(
      'ROULETTE_NUMBERS_INVALID',
    );
    expect(refused({ chips: [{ kind: 'red', numbers: [1], stake: 1 }] })).toBe('ROULETTE_NUMBERS_INVALID');
    expect(refused({ chips: [{ kind: 'dozen', target: 4, stake: 1 }] })).toBe('ROULETTE_TARGET_INVALID');
    expect(refused({ chips: [{ kind: 'column', stake: 1 }] })).toBe('ROULETTE_TARGET_INVALID');
    expect(refused({ chips: [{ kind: 'red', stake: 0 }] })).toBe('STAKE_TOO_SMALL');
    expect(refused({ chips: [{ kind: 'red', stake: 1.5 }] })).toBe('STAKE_INVALID');
    expect(
      refused({
        chips: [
          { kind: 'red', stake: 600_000_000 },
          { kind: 'black', stake: 600_000_000 },
        ],
      }),
    ).toBe('STAKE_TOO_LARGE');
    expect(refused({ stake: 3, chips: [{ kind: 'red', stake: 2 }] })).toBe('ROULETTE_STAKE_MISMATCH');
    // A validated bet validates again as it stands (the server stores it and replays it).
    const valid = validateRouletteBet({ chips: [{ kind: 'split', numbers: [21, 18], stake: 4 }] });
    expect(valid).toEqual({
      ok: true,
      value: { stake: 4, chips: [{ kind: 'split', numbers: [18, 21], stake: 4 }] },
    });
    if (valid.ok) expect(validateRouletteBet(valid.value)).toEqual(valid);
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        expect(() => validateRouletteBet(junk)).not.toThrow();
        expect(() => validateRouletteBet({ chips: [junk] })).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  const chip = fc.constantFrom(...everyChip());
  const bet = fc
    .array(fc.tuple(chip, fc.integer({ min: 1, max: 1_000_000 })), { minLength: 1, maxLength: 12 })
    .map((chips) => {
      const placed = chips.map(([each, stake]) => ({ ...each, stake }));
      return { stake: placed.reduce((sum, each) => sum + each.stake, 0), chips: placed };
    });

  it('a spin pays each chip by the number, never more than maxPayout, and replays from the seeds (property)', () => {
    fc.assert(
      fc.property(bet, fc.nat({ max: 1_000_000 }), (placed, nonce) => {
        const outcome = playRoulette(placed, fairRandom({ serverSeed: SEED, clientSeed: 'roulette', nonce }));
        expect(outcome.number).toBeGreaterThanOrEqual(0);
        expect(outcome.number).toBeLessThanOrEqual(36);
        expect(outcome.payout).toBeLessThanOrEqual(rouletteMaxPayout(placed));
        expect(outcome.payout).toBe(
          outcome.chips.reduce(
            (sum, each) =>
              sum +
              (rouletteCovered(each).includes(outcome.number)
                ? each.stake * (36 / rouletteCovered(each).length)
                : 0),
            0,
          ),
        );
        const again = playFairRound({
          game: 'roulette',
          bet: placed,
          serverSeed: SEED,
          clientSeed: 'roulette',
          nonce,
        });
        expect(again.ok && again.value.outcome).toEqual(outcome);
      }),
      { numRuns: 300 },
    );
  });

  it('maxPayout is reached: the best number of the bet pays it', () => {
    const placed = {
      stake: 30,
      chips: [
        { kind: 'straight', numbers: [17], stake: 10 },
        { kind: 'red', stake: 10 },
        { kind: 'black', stake: 10 },
      ] as RouletteChip[],
    };
    expect(rouletteMaxPayout(placed)).toBe(360 + 20);
    expect(ROULETTE_KINDS).toHaveLength(14);
  });
});
