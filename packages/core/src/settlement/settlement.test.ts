import { describe, expect, it } from 'vitest';
import { createBonusBet } from '../coupon/bonus';
import { createBet, createCouponState } from '../coupon/model';
import type { Bet, BetResults } from '../coupon/types';
import {
  mapTotalOf,
  mapTotalParam,
  periodTotalParam,
  resolveSelection,
  selectionResult,
  SELECTION_TYPE as T,
} from './resolve';
import { bonusBetResult, settleCoupon, settleCouponWhenDecided } from './settle';

const bet = (id: number, coef: number, gameId = id, blockId: number | null = null): Bet =>
  createBet({ market: { id, coef, gameId, sportId: 1, typeId: 1 }, blockId });

describe('resolveSelection', () => {
  const cases: [number, number | null, [number, number], string][] = [
    [T.W1, null, [2, 1], 'won'],
    [T.W1, null, [1, 1], 'lost'],
    [T.X, null, [1, 1], 'won'],
    [T.W2, null, [0, 3], 'won'],
    [T.DC_1X, null, [1, 1], 'won'],
    [T.DC_12, null, [1, 1], 'lost'],
    [T.DC_X2, null, [2, 1], 'lost'],
    [T.H1, -1.5, [2, 0], 'won'],
    [T.H1, -1.5, [1, 0], 'lost'],
    [T.H1, -1, [1, 0], 'void'],
    [T.H2, 1.5, [1, 0], 'won'],
    [T.H2, 1, [1, 0], 'void'],
    [T.OVER, 2.5, [2, 1], 'won'],
    [T.OVER, 3, [2, 1], 'void'],
    [T.UNDER, 2.5, [2, 1], 'lost'],
    [T.UNDER, 172.5, [80, 90], 'won'],
    [T.BTTS_YES, null, [1, 1], 'won'],
    [T.BTTS_NO, null, [1, 0], 'won'],
    [T.WIN1, null, [3, 1], 'won'],
    [T.WIN2, null, [3, 1], 'lost'],
    [T.CORRECT_SCORE, 201, [2, 1], 'won'],
    [T.CORRECT_SCORE, 102, [2, 1], 'lost'],
    [T.CORRECT_SCORE_OTHER, null, [4, 0], 'won'],
    [T.CORRECT_SCORE_OTHER, null, [3, 3], 'lost'],
    [T.SETS_SCORE, 302, [3, 2], 'won'],
    [T.HOME_OVER, 1.5, [2, 0], 'won'],
    [T.HOME_UNDER, 1.5, [2, 0], 'lost'],
    [T.HOME_OVER, 2, [2, 5], 'void'],
    [T.AWAY_OVER, 0.5, [2, 0], 'lost'],
    [T.AWAY_UNDER, 0.5, [2, 0], 'won'],
    [T.EXACT_TOTAL, 3, [2, 1], 'won'],
    [T.EXACT_TOTAL, 2, [2, 1], 'lost'],
    [T.EXACT_TOTAL, 0, [0, 0], 'won'],
    [T.EXACT_TOTAL_OR_MORE, 6, [4, 2], 'won'],
    [T.EXACT_TOTAL_OR_MORE, 6, [4, 1], 'lost'],
    [T.ODD, null, [2, 1], 'won'],
    [T.EVEN, null, [0, 0], 'won'],
    [T.EVEN, null, [2, 1], 'lost'],
    [T.HOME_BY, 1, [2, 1], 'won'],
    [T.HOME_BY, 2, [2, 1], 'lost'],
    [T.HOME_BY_OR_MORE, 3, [4, 0], 'won'],
    [T.AWAY_BY, 1, [2, 1], 'lost'],
    [T.AWAY_BY_OR_MORE, 3, [0, 3], 'won'],
    [T.HOME_CLEAN_YES, null, [1, 0], 'won'],
    [T.HOME_CLEAN_NO, null, [1, 0], 'lost'],
    [T.AWAY_CLEAN_YES, null, [1, 0], 'lost'],
    [T.AWAY_CLEAN_NO, null, [1, 0], 'won'],
    [T.W1_OVER, 2.5, [2, 1], 'won'],
    [T.W1_OVER, 2.5, [1, 0], 'lost'],
    [T.W1_UNDER, 2.5, [1, 0], 'won'],
    [T.X_UNDER, 2.5, [1, 1], 'won'],
    [T.X_OVER, 2.5, [1, 1], 'lost'],
    [T.W2_OVER, 2.5, [2, 1], 'lost'],
    [T.W2_OVER, 3, [1, 2], 'void'],
    [T.DNB1, null, [2, 1], 'won'],
    [T.DNB1, null, [1, 1], 'void'],
    [T.DNB2, null, [2, 1], 'lost'],
    [T.DNB2, null, [1, 1], 'void'],
  ];
  it.each(cases)('type %i (param %s) on %j is %s', (typeId, param, score, expected) => {
    expect(resolveSelection({ typeId, param }, { score })).toEqual({ ok: true, result: expected });
  });

  it("decides a period's result and total from that period's score; a period not played is void", () => {
    const final = {
      score: [2, 1] as const,
      periods: [
        [0, 1],
        [2, 0],
      ] as [number, number][],
    };
    const result = (typeId: number, param: number | null) => resolveSelection({ typeId, param }, final);
    expect(result(T.PERIOD_W2, 1)).toEqual({ ok: true, result: 'won' });
    expect(result(T.PERIOD_W1, 1)).toEqual({ ok: true, result: 'lost' });
    expect(result(T.PERIOD_W1, 2)).toEqual({ ok: true, result: 'won' });
    expect(result(T.PERIOD_X, 2)).toEqual({ ok: true, result: 'lost' });
    expect(result(T.PERIOD_OVER, periodTotalParam(1, 0.5))).toEqual({ ok: true, result: 'won' });
    expect(result(T.PERIOD_UNDER, periodTotalParam(1, 1.5))).toEqual({ ok: true, result: 'won' });
    expect(result(T.PERIOD_OVER, periodTotalParam(2, 2))).toEqual({ ok: true, result: 'void' });
    expect(result(T.PERIOD_W1, 3)).toEqual({ ok: true, result: 'void' });
    expect(result(T.PERIOD_W1, 0)).toEqual({ ok: false, code: 'MISSING_PARAM' });
    expect(result(T.PERIOD_OVER, 1.5)).toEqual({ ok: false, code: 'MISSING_PARAM' });
    expect(resolveSelection({ typeId: T.PERIOD_X, param: 1 }, { score: [1, 1], periods: [[-1, 0]] })).toEqual(
      {
        ok: false,
        code: 'MALFORMED_SCORE',
      },
    );
    expect(resolveSelection({ typeId: T.HOME_OVER, param: null }, { score: [1, 1] })).toEqual({
      ok: false,
      code: 'MISSING_PARAM',
    });
  });

  it("decides a map's winner from the maps played; a map not played is void; a bad map number is refused", () => {
    const final = {
      score: [2, 1] as const,
      periods: [
        [13, 9],
        [11, 13],
        [13, 5],
      ] as const,
    };
    const w1 = (param: number | null) => resolveSelection({ typeId: T.MAP_WIN1, param }, final);
    const w2 = (param: number | null) => resolveSelection({ typeId: T.MAP_WIN2, param }, final);
    expect([1, 2, 3].map((k) => [w1(k), w2(k)])).toEqual([
      [
        { ok: true, result: 'won' },
        { ok: true, result: 'lost' },
      ],
      [
        { ok: true, result: 'lost' },
        { ok: true, result: 'won' },
      ],
      [
        { ok: true, result: 'won' },
        { ok: true, result: 'lost' },
      ],
    ]);
    // A 2:0 match has no third map.
    const short = {
      score: [2, 0] as const,
      periods: [
        [1, 0],
        [1, 0],
      ] as const,
    };
    expect(resolveSelection({ typeId: T.MAP_WIN2, param: 3 }, short)).toEqual({ ok: true, result: 'void' });
    expect(w1(0)).toEqual({ ok: false, code: 'MISSING_PARAM' });
    expect(w1(null)).toEqual({ ok: false, code: 'MISSING_PARAM' });
    expect(selectionResult({ typeId: T.MAP_WIN1, param: 1 }, { score: [1, 0], periods: [[-1, 2]] })).toBe(
      'void',
    );
  });

  it('decides a map’s total rounds from the map’s score: over or under its line, a push on a whole line, void when the map was not played', () => {
    const final = {
      score: [2, 0],
      periods: [
        [13, 9],
        [13, 11],
      ],
    } as const;
    const over = (map: number, line: number) =>
      resolveSelection({ typeId: T.MAP_TOTAL_OVER, param: mapTotalParam(map, line) }, final);
    const under = (map: number, line: number) =>
      resolveSelection({ typeId: T.MAP_TOTAL_UNDER, param: mapTotalParam(map, line) }, final);
    expect(mapTotalParam(2, 21.5)).toBe(221.5);
    expect(mapTotalOf(221.5)).toEqual({ map: 2, line: 21.5 });
    expect([over(1, 21.5), under(1, 21.5)]).toEqual([
      { ok: true, result: 'won' },
      { ok: true, result: 'lost' },
    ]);
    expect([over(2, 24.5), under(2, 24.5)]).toEqual([
      { ok: true, result: 'lost' },
      { ok: true, result: 'won' },
    ]);
    expect(over(1, 22)).toEqual({ ok: true, result: 'void' });
    expect(over(3, 21.5)).toEqual({ ok: true, result: 'void' });
    expect(resolveSelection({ typeId: T.MAP_TOTAL_OVER, param: 21.5 }, final)).toEqual({
      ok: false,
      code: 'MISSING_PARAM',
    });
  });

  it('decides long-term bets by the winner and refuses what it cannot decide with stable codes', () => {
    expect(selectionResult({ typeId: T.OUTRIGHT, param: 7 }, { score: [0, 0], outrightWinner: 7 })).toBe(
      'won',
    );
    expect(selectionResult({ typeId: T.OUTRIGHT, param: 8 }, { score: [0, 0], outrightWinner: 7 })).toBe(
      'lost',
    );
    expect(resolveSelection({ typeId: T.OUTRIGHT, param: 8 }, { score: [0, 0] })).toEqual({
      ok: false,
      code: 'NO_WINNER',
    });
    expect(resolveSelection({ typeId: 4242, param: null }, { score: [1, 0] })).toEqual({
      ok: false,
      code: 'UNKNOWN_SELECTION_TYPE',
    });
    expect(resolveSelection({ typeId: T.W1, param: null }, { score: [NaN, 0] })).toEqual({
      ok: false,
      code: 'MALFORMED_SCORE',
    });
    expect(resolveSelection({ typeId: T.OVER, param: null }, { score: [1, 0] })).toEqual({
      ok: false,
      code: 'MISSING_PARAM',
    });
    // What cannot be decided is voided, never guessed.
    expect(selectionResult({ typeId: 4242, param: null }, { score: [1, 0] })).toBe('void');
  });
});

describe('settleCoupon', () => {
  it('COUPON-012 COUPON-013 a single pays amount x coef rounded to the minor unit', () => {
    const coupon = createCouponState({ typeId: 0, bets: [bet(1, 1.855)], amount: 333 });
    expect(settleCoupon(coupon, { '1': 'won' })).toMatchObject({ ok: true, payout: 618n, status: 'won' });
    expect(settleCoupon(coupon, { '1': 'lost' })).toMatchObject({ ok: true, payout: 0n, status: 'lost' });
    expect(settleCoupon(coupon, { '1': 'void' })).toMatchObject({ ok: true, payout: 333n, status: 'void' });
  });

  it('COUPON-025 an express counts a void leg at 1.000 and loses on one lost leg', () => {
    const coupon = createCouponState({ typeId: 1, bets: [bet(1, 2), bet(2, 1.5), bet(3, 3)], amount: 1000 });
    expect(settleCoupon(coupon, { '1': 'won', '2': 'void', '3': 'won' })).toMatchObject({ payout: 6000n });
    expect(settleCoupon(coupon, { '1': 'won', '2': 'lost', '3': 'won' })).toMatchObject({
      payout: 0n,
      status: 'lost',
    });
    expect(settleCoupon(coupon, { '1': 'void', '2': 'void', '3': 'void' })).toMatchObject({
      payout: 1000n,
      status: 'void',
    });
  });

  it('COUPON-037 the express bonus bet pays only when every real bet won; with a void it is void', () => {
    const bets = [bet(1, 2), bet(2, 2), bet(3, 2)];
    const coupon = createCouponState({ typeId: 1, bets: [...bets, createBonusBet(3) as Bet], amount: 1000 });
    // 1000 x 8 x 1.03
    expect(settleCoupon(coupon, { '1': 'won', '2': 'won', '3': 'won' })).toMatchObject({ payout: 8240n });
    // 1000 x 4, no bonus
    const voided = settleCoupon(coupon, { '1': 'won', '2': 'void', '3': 'won' });
    expect(voided).toMatchObject({ payout: 4000n, status: 'won' });
    expect(voided.ok && voided.results['express-bonus']).toBe('void');
    // All real bets void: the stake comes back, the bonus never applies.
    expect(settleCoupon(coupon, { '1': 'void', '2': 'void', '3': 'void' })).toMatchObject({
      payout: 1000n,
      status: 'void',
    });
    expect(bonusBetResult(['won', 'lost'])).toBe('lost');
  });

  it('COUPON-029 a system 2 of 3 pays the lines that won; a void unit counts 1', () => {
    const coupon = createCouponState({
      typeId: 2,
      bets: [bet(1, 2), bet(2, 3), bet(3, 4)],
      amount: 3000,
      systemValue: 2,
    });
    // Lines of 1000: (1,2) = 6 wins, (1,3) and (2,3) lose.
    expect(settleCoupon(coupon, { '1': 'won', '2': 'won', '3': 'lost' })).toMatchObject({ payout: 6000n });
    // (1,2) 6 + (1,3) 2 + (2,3) 3 = 11 x 1000
    expect(settleCoupon(coupon, { '1': 'won', '2': 'won', '3': 'void' })).toMatchObject({ payout: 11000n });
  });

  it('COUPON-028 COUPON-030 a system with blocks settles each block as one unit, the lobby in every line', () => {
    const coupon = createCouponState({
      typeId: 4,
      bets: [bet(1, 2, 1, 0), bet(2, 1.5, 2, 1), bet(3, 2, 3, 1), bet(4, 2, 4, 2), bet(5, 3, 5, 3)],
      amount: 3000,
      systemValue: 2,
    });
    // Units: block 1 = 1.5 x 2 = 3, block 2 = 2, block 3 = 3 (lost); banker 2 (won).
    // Line (1,2) = 2 x 3 x 2 = 12 x 1000 = 12000; other lines lose.
    expect(
      settleCoupon(coupon, { '1': 'won', '2': 'won', '3': 'won', '4': 'won', '5': 'lost' }),
    ).toMatchObject({ payout: 12000n, status: 'won' });
    // The banker lost: every line loses.
    expect(
      settleCoupon(coupon, { '1': 'lost', '2': 'won', '3': 'won', '4': 'won', '5': 'won' }),
    ).toMatchObject({ payout: 0n, status: 'lost' });
  });

  it('refuses a coupon with a selection that has no result or an unknown one (never counts it as won)', () => {
    const coupon = createCouponState({ typeId: 1, bets: [bet(1, 2), bet(2, 2)], amount: 1000 });
    expect(settleCoupon(coupon, { '1': 'won' })).toEqual({
      ok: false,
      code: 'UNSETTLED_SELECTION',
      betIds: ['2'],
    });
    expect(settleCoupon(coupon, { '1': 'won', '2': 'half-won' } as unknown as BetResults)).toEqual({
      ok: false,
      code: 'INVALID_RESULT',
      betIds: ['2'],
    });
  });
});

describe('settleCouponWhenDecided', () => {
  it('an express with one lost leg is lost at once; its open legs keep no result, the bonus is lost', () => {
    const coupon = createCouponState({
      typeId: 1,
      bets: [bet(1, 2), bet(2, 2), bet(3, 2), createBonusBet(3) as Bet],
      amount: 1000,
    });
    const decided = settleCouponWhenDecided(coupon, { '2': 'lost' });
    expect(decided).toEqual({
      ok: true,
      payout: 0n,
      status: 'lost',
      results: { '2': 'lost', 'express-bonus': 'lost' },
    });
    // Every leg still able to win: not decided.
    expect(settleCouponWhenDecided(coupon, { '1': 'won', '2': 'void' })).toMatchObject({
      ok: false,
      code: 'UNSETTLED_SELECTION',
    });
  });

  it('with every result known it settles like settleCoupon (a won express pays)', () => {
    const coupon = createCouponState({ typeId: 1, bets: [bet(1, 2), bet(2, 1.5)], amount: 1000 });
    const results: BetResults = { '1': 'won', '2': 'won' };
    expect(settleCouponWhenDecided(coupon, results)).toEqual(settleCoupon(coupon, results));
  });

  it('a system 2 of 4 is decided lost only when no line can win any more', () => {
    const coupon = createCouponState({
      typeId: 2,
      bets: [bet(1, 2), bet(2, 3), bet(3, 4), bet(4, 5)],
      amount: 6000,
      systemValue: 2,
    });
    // Two lost: the line (3,4) may still win.
    expect(settleCouponWhenDecided(coupon, { '1': 'lost', '2': 'lost' })).toMatchObject({ ok: false });
    // Three lost: every line holds a lost leg.
    expect(settleCouponWhenDecided(coupon, { '1': 'lost', '2': 'lost', '3': 'lost' })).toMatchObject({
      ok: true,
      payout: 0n,
      status: 'lost',
    });
  });

  it('a system with blocks is lost at once when its banker lost', () => {
    const coupon = createCouponState({
      typeId: 4,
      bets: [bet(1, 2, 1, 0), bet(2, 1.5, 2, 1), bet(3, 2, 3, 1), bet(4, 2, 4, 2), bet(5, 3, 5, 3)],
      amount: 3000,
      systemValue: 2,
    });
    expect(settleCouponWhenDecided(coupon, { '1': 'lost' })).toMatchObject({ ok: true, status: 'lost' });
  });

  it('multiple singles and a single wait while a selection may still win', () => {
    const singles = createCouponState({
      typeId: 9,
      bets: [bet(1, 2), bet(2, 3)],
      amountByBetId: { '1': 500, '2': 500 },
    });
    expect(settleCouponWhenDecided(singles, { '1': 'lost' })).toMatchObject({ ok: false });
    const single = createCouponState({ typeId: 0, bets: [bet(1, 2)], amount: 1000 });
    expect(settleCouponWhenDecided(single, {})).toMatchObject({ ok: false, code: 'UNSETTLED_SELECTION' });
  });

  it('refuses an unknown result instead of deciding on it', () => {
    const coupon = createCouponState({ typeId: 1, bets: [bet(1, 2), bet(2, 2)], amount: 1000 });
    expect(settleCouponWhenDecided(coupon, { '1': 'half-lost' } as unknown as BetResults)).toMatchObject({
      ok: false,
      code: 'INVALID_RESULT',
    });
  });
});
