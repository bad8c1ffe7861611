import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairRandom } from './fair';
import { fraction, fractionToNumber, type Fraction } from './fraction';
import { ENGINES, playFairRound } from './games';
import {
  WHEEL_COUNTS,
  WHEEL_MAX_CHIPS,
  WHEEL_PAYS,
  WHEEL_SEGMENTS,
  WHEEL_VALUES,
  drawWheelSegment,
  playWheel,
  settleWheel,
  validateWheelBet,
  wheelChipPayout,
  wheelMaxPayout,
  wheelTheoreticalRtp,
  wheelValueRtp,
  type WheelBet,
  type WheelValue,
} from './wheel';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

const betOf = (chips: readonly { value: WheelValue; stake: number }[]): WheelBet => ({
  stake: chips.reduce((sum, chip) => sum + chip.stake, 0),
  chips,
});

/** a <= b for exact fractions. */
const notAbove = (a: Fraction, b: Fraction) => a.num * b.den <= b.num * a.den;

describe('money wheel', () => {
  it('the wheel: 54 segments from the 40 at the top, 24 × 1, 16 × 2, 7 × 5, 4 × 10, 2 × 20 and 1 × 40', () => {
    expect(WHEEL_SEGMENTS).toHaveLength(54);
    expect(WHEEL_SEGMENTS[0]).toBe('40');
    expect(WHEEL_COUNTS).toEqual({ '1': 24, '2': 16, '5': 7, '10': 4, '20': 2, '40': 1 });
    for (const value of WHEEL_VALUES) {
      expect(WHEEL_SEGMENTS.filter((shown) => shown === value)).toHaveLength(WHEEL_COUNTS[value]);
    }
    expect(Object.isFrozen(WHEEL_SEGMENTS)).toBe(true);
  });

  it('each value is spread around the wheel: no two neighbours alike, its segments within 2 of 54 / count apart', () => {
    const n = WHEEL_SEGMENTS.length;
    for (let i = 0; i < n; i += 1) expect(WHEEL_SEGMENTS[i]).not.toBe(WHEEL_SEGMENTS[(i + 1) % n]);
    for (const value of WHEEL_VALUES) {
      const at = WHEEL_SEGMENTS.flatMap((shown, i) => (shown === value ? [i] : []));
      const gaps = at.map((i, k) => (at[(k + 1) % at.length]! - i + n) % n || n);
      for (const gap of gaps) expect(Math.abs(gap - n / WHEEL_COUNTS[value])).toBeLessThanOrEqual(2);
    }
  });

  it('every value returns between 95 % and 97 % exactly: 96 % for 1, 2, 10, 20 and 40, 259/270 (95.926 %) for 5', () => {
    expect(WHEEL_PAYS).toEqual({
      '1': 2160,
      '2': 3240,
      '5': 7400,
      '10': 12_960,
      '20': 25_920,
      '40': 51_840,
    });
    for (const value of WHEEL_VALUES) {
      const rtp = wheelValueRtp(value);
      expect(rtp).toEqual(value === '5' ? fraction(259n, 270n) : fraction(24n, 25n));
      expect(notAbove(fraction(95n, 100n), rtp)).toBe(true);
      expect(notAbove(rtp, fraction(97n, 100n))).toBe(true);
    }
    // Each value pays more than the one below it, and more than its number to one.
    for (let i = 1; i < WHEEL_VALUES.length; i += 1) {
      expect(WHEEL_PAYS[WHEEL_VALUES[i]!]).toBeGreaterThan(WHEEL_PAYS[WHEEL_VALUES[i - 1]!]);
    }
    for (const value of WHEEL_VALUES) expect(WHEEL_PAYS[value]).toBeGreaterThan((Number(value) + 1) * 1000);
  });

  it("a bet returns its values' returns when every win is whole (stakes of 25), and never more when wins are rounded down", () => {
    for (const value of WHEEL_VALUES) {
      for (const stake of [25, 1000, 123_475]) {
        expect(wheelTheoreticalRtp(betOf([{ value, stake }]))).toEqual(wheelValueRtp(value));
      }
      for (const stake of [1, 7, 999]) {
        expect(notAbove(wheelTheoreticalRtp(betOf([{ value, stake }])), wheelValueRtp(value))).toBe(true);
      }
    }
    // A chip on every value, 25 each: the mean of the six returns.
    const all = betOf(WHEEL_VALUES.map((value) => ({ value, stake: 25 })));
    const mean = WHEEL_VALUES.reduce((sum, value) => sum + fractionToNumber(wheelValueRtp(value)), 0) / 6;
    expect(fractionToNumber(wheelTheoreticalRtp(all))).toBeCloseTo(mean, 12);
  });

  it('pays the chip on the value shown, stake × pay rounded down to the minor unit; every other chip loses', () => {
    const bet = betOf([
      { value: '40', stake: 25 },
      { value: '1', stake: 10 },
      { value: '5', stake: 10 },
    ]);
    expect(settleWheel(bet, 0)).toEqual({
      game: 'wheel',
      stake: 45,
      segment: 0,
      value: '40',
      chips: [
        { value: '40', stake: 25, won: true, payout: 1296 },
        { value: '1', stake: 10, won: false, payout: 0 },
        { value: '5', stake: 10, won: false, payout: 0 },
      ],
      multiplier: 28_800,
      payout: 1296,
    });
    const one = settleWheel(bet, 1);
    expect(one).toMatchObject({ value: '1', payout: 21, multiplier: 466 });
    expect(one.chips.map((chip) => chip.won)).toEqual([false, true, false]);
    expect(settleWheel(bet, 4)).toMatchObject({ value: '5', payout: 74 });
    expect(settleWheel(bet, 2)).toMatchObject({ value: '2', payout: 0, multiplier: 0 });
    // 1 × 2.16 is 2 (2.16 rounded down), 3 × 3.24 is 9 (9.72 rounded down): never more than the pay.
    expect(wheelChipPayout('1', 1)).toBe(2);
    expect(wheelChipPayout('2', 3)).toBe(9);
    expect(wheelChipPayout('40', 1_000_000_000)).toBe(51_840_000_000);
    expect(() => settleWheel(bet, 54)).toThrow(RangeError);
    expect(() => settleWheel(bet, 1.5)).toThrow(RangeError);
  });

  it('refuses bad chips with a code and a message a caller can act on, and never throws', () => {
    const refused = (bet: unknown) => {
      const result = validateWheelBet(bet);
      return result.ok ? 'ok' : `${result.error.code}: ${result.error.message}`;
    };
    expect(refused(null)).toBe('BET_INVALID: a wheel bet is an object { chips }');
    expect(refused({ chips: [] })).toBe(
      'WHEEL_CHIPS_INVALID: chips must be a list of 1 to 6 chips, at most one on each value',
    );
    expect(refused({ chips: { value: '1', stake: 1 } })).toMatch(/^WHEEL_CHIPS_INVALID/);
    expect(refused({})).toMatch(/^WHEEL_CHIPS_INVALID/);
    const everyValue = WHEEL_VALUES.map((value) => ({ value, stake: 1 }));
    expect(refused({ chips: everyValue })).toBe('ok');
    expect(refused({ chips: [...everyValue, { value: '1', stake: 1 }] })).toMatch(/^WHEEL_CHIPS_INVALID/);
    expect(WHEEL_MAX_CHIPS).toBe(6);
    expect(refused({ chips: [{ value: '3', stake: 1 }] })).toBe(
      "WHEEL_VALUE_INVALID: chip 1: value must be one of '1', '2', '5', '10', '20', '40' (a string)",
    );
    expect(refused({ chips: [{ value: 40, stake: 1 }] })).toMatch(/^WHEEL_VALUE_INVALID: chip 1/);
    expect(refused({ chips: [{ stake: 1 }] })).toMatch(/^WHEEL_VALUE_INVALID/);
    expect(
      refused({
        chips: [
          { value: '2', stake: 1 },
          { value: '10', stake: 1 },
          { value: '2', stake: 5 },
        ],
      }),
    ).toBe("WHEEL_VALUE_REPEATED: chip 3: there is already a chip on '2'; put the whole stake on one chip");
    expect(refused({ chips: [{ value: '1', stake: 0 }] })).toBe(
      'STAKE_TOO_SMALL: chip 1: stake must be at least 1 minor units',
    );
    expect(refused({ chips: [{ value: '1', stake: -5 }] })).toMatch(/^STAKE_TOO_SMALL: chip 1/);
    expect(refused({ chips: [{ value: '1', stake: 2.5 }] })).toMatch(/^STAKE_INVALID: chip 1/);
    expect(refused({ chips: [{ value: '1', stake: '100' }] })).toMatch(/^STAKE_INVALID: chip 1/);
    expect(refused({ chips: [{ value: '1', stake: Number.MAX_SAFE_INTEGER + 1 }] })).toMatch(
      /^STAKE_INVALID/,
    );
    expect(refused({ chips: [{ value: '1', stake: 1_000_000_001 }] })).toMatch(/^STAKE_TOO_LARGE: chip 1/);
    expect(
      refused({
        chips: [
          { value: '1', stake: 600_000_000 },
          { value: '2', stake: 600_000_000 },
        ],
      }),
    ).toBe('STAKE_TOO_LARGE: the chips together must stake at most 1000000000');
    expect(refused({ chips: ['1'] })).toBe('BET_INVALID: chip 1 must be an object { value, stake }');
    expect(refused({ stake: 3, chips: [{ value: '1', stake: 2 }] })).toBe(
      'WHEEL_STAKE_MISMATCH: stake, when sent, must be the sum of the chips (2)',
    );
    // A validated bet keeps its chips in order, drops anything else, and validates again as it stands.
    const valid = validateWheelBet({
      chips: [
        { value: '20', stake: 4, colour: 'gold' },
        { value: '1', stake: 6 },
      ],
    });
    expect(valid).toEqual({
      ok: true,
      value: {
        stake: 10,
        chips: [
          { value: '20', stake: 4 },
          { value: '1', stake: 6 },
        ],
      },
    });
    if (valid.ok) expect(validateWheelBet(valid.value)).toEqual(valid);
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        expect(() => validateWheelBet(junk)).not.toThrow();
        expect(() => validateWheelBet({ chips: [junk] })).not.toThrow();
        expect(() => validateWheelBet({ chips: [{ value: junk, stake: 1 }] })).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  const bet = fc
    .uniqueArray(fc.constantFrom(...WHEEL_VALUES), { minLength: 1, maxLength: WHEEL_MAX_CHIPS })
    .chain((values) =>
      fc
        .tuple(...values.map(() => fc.integer({ min: 1, max: 100_000_000 })))
        .map((stakes) => betOf(values.map((value, i) => ({ value, stake: stakes[i]! })))),
    );
  const seeds = fc.record({
    serverSeed: fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex')),
    clientSeed: fc.stringMatching(/^[\x21-\x7e]{1,64}$/),
    nonce: fc.nat({ max: Number.MAX_SAFE_INTEGER }),
  });

  it('the segment depends on the stream alone: any two bets spin the same segment and read the same numbers (property)', () => {
    fc.assert(
      fc.property(seeds, bet, bet, (round, first, second) => {
        const a = fairRandom(round);
        const b = fairRandom(round);
        const one = playWheel(first, a);
        const other = playWheel(second, b);
        expect(one.segment).toBe(other.segment);
        expect(one.value).toBe(other.value);
        // The spin is the stream's first number, nextInt(54), and its only one: both streams go on alike.
        expect(one.segment).toBe(drawWheelSegment(fairRandom(round)));
        expect(one.segment).toBe(fairRandom(round).nextInt(54));
        expect(a.nextUint32()).toBe(b.nextUint32());
        // So one shared spin settles every bet as its own round would.
        expect(settleWheel(second, one.segment)).toEqual(other);
      }),
      { numRuns: 300 },
    );
  });

  it('a spin pays only the chip on the value shown, never more than maxPayout, and replays from the seeds (property)', () => {
    fc.assert(
      fc.property(bet, fc.nat({ max: 1_000_000 }), (placed, nonce) => {
        const outcome = playWheel(placed, fairRandom({ serverSeed: SEED, clientSeed: 'wheel', nonce }));
        expect(outcome.value).toBe(WHEEL_SEGMENTS[outcome.segment]);
        const winner = placed.chips.find((chip) => chip.value === outcome.value);
        expect(outcome.payout).toBe(
          winner ? Math.floor((winner.stake * WHEEL_PAYS[winner.value]) / 1000) : 0,
        );
        expect(outcome.chips.filter((chip) => chip.won)).toHaveLength(winner ? 1 : 0);
        expect(outcome.payout).toBeLessThanOrEqual(wheelMaxPayout(placed));
        const again = playFairRound({
          game: 'wheel',
          bet: placed,
          serverSeed: SEED,
          clientSeed: 'wheel',
          nonce,
        });
        expect(again).toMatchObject({ ok: true, value: { game: 'wheel', version: 1, outcome } });
      }),
      { numRuns: 300 },
    );
  });

  it("maxPayout is the largest chip's win, paid when the wheel shows that chip's value", () => {
    const placed = betOf([
      { value: '1', stake: 1000 },
      { value: '20', stake: 50 },
      { value: '5', stake: 300 },
    ]);
    // 1000 × 2.16 = 2160, 50 × 25.92 = 1296, 300 × 7.40 = 2220.
    expect(wheelMaxPayout(placed)).toBe(2220);
    expect(ENGINES.wheel.maxPayout(placed)).toBe(2220);
    const best = Math.max(...WHEEL_SEGMENTS.map((_, segment) => settleWheel(placed, segment).payout));
    expect(best).toBe(2220);
    expect(settleWheel(placed, WHEEL_SEGMENTS.indexOf('5')).payout).toBe(2220);
    fc.assert(
      fc.property(bet, (any) => {
        const most = Math.max(...WHEEL_SEGMENTS.map((_, segment) => settleWheel(any, segment).payout));
        expect(wheelMaxPayout(any)).toBe(most);
      }),
      { numRuns: 200 },
    );
  });

  it('over 10^5 spins of the fair stream each value returns its exact RTP (within 5 standard errors)', () => {
    const rounds = 100_000;
    const stake = 1000;
    const all = betOf(WHEEL_VALUES.map((value) => ({ value, stake })));
    const paid = new Map<WheelValue, number>();
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const spin = playWheel(all, fairRandom({ serverSeed: SEED, clientSeed: 'rtp', nonce }));
      paid.set(spin.value, (paid.get(spin.value) ?? 0) + spin.payout);
    }
    for (const value of WHEEL_VALUES) {
      const p = WHEEL_COUNTS[value] / WHEEL_SEGMENTS.length;
      const pay = WHEEL_PAYS[value] / 1000;
      const measured = (paid.get(value) ?? 0) / (rounds * stake);
      const standardError = pay * Math.sqrt((p * (1 - p)) / rounds);
      expect(Math.abs(measured - fractionToNumber(wheelValueRtp(value)))).toBeLessThan(5 * standardError);
    }
  });
});
