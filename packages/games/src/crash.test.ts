import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CRASH_MAX_CASH_OUT,
  CRASH_MIN_CASH_OUT,
  CRASH_POINT_MAX,
  CRASH_TARGET_RTP,
  crashCashOutAt,
  crashElapsedFor,
  crashMaxPayout,
  crashMultiplierAt,
  crashPointFromUint53,
  crashTheoreticalRtp,
  fairRandom,
  fractionToNumber,
  playCrash,
  settleCrash,
  validateCrashBet,
} from './index';

const k53 = fc.nat({ max: 2 ** 53 - 1 });
const cashOut = fc.integer({ min: CRASH_MIN_CASH_OUT, max: CRASH_MAX_CASH_OUT });
const stake = fc.integer({ min: 1, max: 1_000_000_000 });

describe('crash point', () => {
  it('is floor(96 × 2^53 / (2^53 - k)) hundredths, busting at 1.00× for the lowest 4 % of k', () => {
    expect(crashPointFromUint53(0)).toBe(100); // floor(96) < 100: bust
    // The last k that busts: 96 × 2^53 / (2^53 - k) < 100  <=>  k < 0.04 × 2^53.
    const edge = Math.ceil(0.04 * 2 ** 53);
    expect(crashPointFromUint53(edge - 1)).toBe(100);
    expect(crashPointFromUint53(edge)).toBe(100); // exactly 100 hundredths
    expect(crashPointFromUint53(Math.ceil(0.52 * 2 ** 53))).toBe(200); // 0.96 / 0.48
    expect(crashPointFromUint53(2 ** 53 - 1)).toBe(CRASH_POINT_MAX);
    fc.assert(
      fc.property(k53, k53, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(crashPointFromUint53(lo)).toBeLessThanOrEqual(crashPointFromUint53(hi));
        expect(crashPointFromUint53(lo)).toBeGreaterThanOrEqual(100);
      }),
    );
  });

  it('the exact RTP of cashing out at any multiplier from 1.01× to 10,000× is 96 % (never above)', () => {
    fc.assert(
      fc.property(cashOut, (c) => {
        const rtp = fractionToNumber(crashTheoreticalRtp(c));
        expect(rtp).toBeLessThanOrEqual(CRASH_TARGET_RTP);
        // Only the 2^-53 grid of k separates it from 96 %: less than (cashOut / 100) / 2^53.
        expect(rtp).toBeGreaterThan(CRASH_TARGET_RTP - (c / 100) * 2 ** -53 - 1e-15);
      }),
    );
    expect(fractionToNumber(crashTheoreticalRtp(200))).toBeCloseTo(0.96, 12);
  });
});

describe('curve and cash-out', () => {
  it('starts at 1.00×, grows monotonically, and crashElapsedFor is the first ms that reaches a multiplier', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(-5)).toBe(100);
    // ln 2 / 0.00006 = 11552.45 ms: 2.00× is first shown at 11,553 ms.
    expect(crashMultiplierAt(11_552)).toBe(199);
    expect(crashMultiplierAt(11_553)).toBe(200);
    expect(crashElapsedFor(200)).toBe(11_553);
    fc.assert(
      fc.property(fc.nat({ max: 300_000 }), fc.nat({ max: 10_000 }), (t, dt) => {
        expect(crashMultiplierAt(t + dt)).toBeGreaterThanOrEqual(crashMultiplierAt(t));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 101, max: CRASH_MAX_CASH_OUT }), (m) => {
        const t = crashElapsedFor(m);
        expect(crashMultiplierAt(t)).toBeGreaterThanOrEqual(m);
        expect(crashMultiplierAt(t - 1)).toBeLessThan(m);
      }),
    );
  });

  it('a manual cash-out wins the current multiplier before the crash and is refused after it', () => {
    const crashPoint = 250;
    const before = crashCashOutAt(crashPoint, crashElapsedFor(180));
    expect(before).toEqual({ ok: true, value: 180 });
    expect(crashCashOutAt(crashPoint, crashElapsedFor(250))).toEqual({ ok: true, value: 250 });
    expect(crashCashOutAt(crashPoint, crashElapsedFor(251))).toMatchObject({
      ok: false,
      error: { code: 'CASH_OUT_INVALID' },
    });
    expect(crashCashOutAt(crashPoint, 0)).toMatchObject({ ok: false, error: { code: 'CASH_OUT_INVALID' } });
    expect(crashCashOutAt(crashPoint, Number.NaN)).toMatchObject({
      ok: false,
      error: { code: 'ELAPSED_INVALID' },
    });
  });

  it('settles: a cash-out at or below the crash point pays stake × cash-out, otherwise nothing', () => {
    expect(settleCrash({ stake: 1000, cashOut: 250 }, 250)).toMatchObject({ won: true, payout: 2500 });
    expect(settleCrash({ stake: 1000, cashOut: 251 }, 250)).toMatchObject({ won: false, payout: 0 });
    expect(settleCrash({ stake: 1000, cashOut: null }, 5000)).toMatchObject({ won: false, payout: 0 });
    expect(settleCrash({ stake: 333, cashOut: 101 }, 100)).toMatchObject({ won: false, payout: 0 });
    // 333 × 1.15 = 382.95 -> 383 (half away from zero).
    expect(settleCrash({ stake: 333, cashOut: 115 }, 120).payout).toBe(383);
    expect(settleCrash({ stake: 1, cashOut: 250 }, 300).crashAtMs).toBe(crashElapsedFor(300));
  });

  it('never pays more than maxPayout, which is at most 10,000× the stake (property)', () => {
    fc.assert(
      fc.property(stake, fc.option(cashOut, { nil: null }), k53, (s, c, k) => {
        const bet = { stake: s, cashOut: c };
        const outcome = settleCrash(bet, crashPointFromUint53(k));
        expect(outcome.payout).toBeLessThanOrEqual(crashMaxPayout(bet));
        expect(crashMaxPayout(bet)).toBeLessThanOrEqual(crashMaxPayout({ stake: s, cashOut: null }));
        expect(crashMaxPayout({ stake: s, cashOut: null })).toBe(s * 10_000);
      }),
    );
  });

  it('the same seeds give the same crash point', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), cashOut, (nonce, c) => {
        const seeds = { serverSeed: 'c7'.repeat(32), clientSeed: 'rocket', nonce };
        const a = playCrash({ stake: 100, cashOut: c }, fairRandom(seeds));
        expect(playCrash({ stake: 100, cashOut: c }, fairRandom(seeds))).toEqual(a);
        expect(a.crashPoint).toBe(crashPointFromUint53(fairRandom(seeds).nextUint53()));
      }),
      { numRuns: 50 },
    );
  });

  it('validates the bet with clear codes', () => {
    const code = (bet: unknown) => {
      const r = validateCrashBet(bet);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code({ stake: 100, cashOut: 200 })).toBe('ok');
    expect(code({ stake: 100 })).toBe('ok');
    expect(code({ stake: 100, cashOut: 100 })).toBe('CASH_OUT_INVALID');
    expect(code({ stake: 100, cashOut: 1_000_001 })).toBe('CASH_OUT_INVALID');
    expect(code({ stake: 100, cashOut: 1.5 })).toBe('CASH_OUT_INVALID');
    expect(code({ stake: -1, cashOut: 200 })).toBe('STAKE_TOO_SMALL');
    expect(code([])).toBe('BET_INVALID');
  });
});
