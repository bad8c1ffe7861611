import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  binomial,
  COUPON_TYPE,
  couponCoef,
  createCouponState,
  divRound,
  elementarySymmetric,
  possibleWin,
  possibleWinBig,
  systemLineStake,
  type Bet,
  type BetResult,
  type CouponState,
} from '../index';
import { bet, couponWith } from '../../test/fixtures';

describe('possible win: single and express', () => {
  it('COUPON-012 possible win = amount x exact coefficient, or amount x coef when there is none', () => {
    const single = couponWith(COUPON_TYPE.SINGLE, [1.875], { amount: 10_000 });
    expect(possibleWin(single)).toBe(18_750);
    expect(possibleWin(single, { exactCoef: 2 })).toBe(20_000);
    expect(possibleWin(single, { exactCoef: 0 })).toBe(18_750);
    const express = couponWith(COUPON_TYPE.EXPRESS, [1.5, 2, 1.25], { amount: 1_000 });
    expect(couponCoef(express)).toBe(3.75);
    expect(possibleWin(express)).toBe(3_750);
    expect(possibleWin(express, { exactCoef: 3.8 })).toBe(3_800);
  });

  it('COUPON-013 possible win is rounded to 2 decimals (the minor unit), once, half away from zero', () => {
    // 3.33 x 1.5 = 4.995 -> 5.00
    expect(possibleWin(couponWith(COUPON_TYPE.SINGLE, [1.5], { amount: 333 }))).toBe(500);
    // 0.01 x 1.001 = 0.01001 -> 0.01
    expect(possibleWin(couponWith(COUPON_TYPE.SINGLE, [1.001], { amount: 1 }))).toBe(1);
    // 0.01 x 1.499 -> 0.01; 0.01 x 1.5 -> 0.02
    expect(possibleWin(couponWith(COUPON_TYPE.SINGLE, [1.499], { amount: 1 }))).toBe(1);
    expect(possibleWin(couponWith(COUPON_TYPE.SINGLE, [1.5], { amount: 1 }))).toBe(2);
    // Express: the coupon coef is the product rounded to 3 decimals (1.333^3 = 2.368593... -> 2.369), the
    // win is amount x coef rounded once: 1.00 x 2.369 = 2.369 -> 2.37.
    const e = couponWith(COUPON_TYPE.EXPRESS, [1.333, 1.333, 1.333], { amount: 100 });
    expect(couponCoef(e)).toBe(2.369);
    expect(possibleWin(e)).toBe(237);
    // A float product would drift: 0.1 + 0.2 style errors never reach the figure.
    expect(possibleWin(couponWith(COUPON_TYPE.EXPRESS, [1.1, 1.1, 1.1], { amount: 1_000_000 }))).toBe(
      1_331_000,
    );
  });

  it('express for a given result: void counts 1, lost makes 0', () => {
    const e = couponWith(COUPON_TYPE.EXPRESS, [1.5, 2, 3], { amount: 1_000 });
    expect(possibleWin(e, { results: { '2': 'void' } })).toBe(4_500);
    expect(possibleWin(e, { results: { '1': 'void', '2': 'void', '3': 'void' } })).toBe(1_000);
    expect(possibleWin(e, { results: { '3': 'lost' } })).toBe(0);
    // The exact coefficient applies only to the all-win figure.
    expect(possibleWin(e, { exactCoef: 9.5, results: { '2': 'void' } })).toBe(4_500);
  });

  it('express of 30 selections stays exact far beyond 2^53', () => {
    const e = couponWith(
      COUPON_TYPE.EXPRESS,
      Array.from({ length: 30 }, () => 3.7),
      { amount: 12_345 },
    );
    // 3.7^30 = 10^30 * 3.7^30 / 10^30; exact rounding to thousandths, then to minor units.
    const coefT = divRound(37n ** 30n, 10n ** 27n);
    expect(possibleWinBig(e)).toBe(divRound(12_345n * coefT, 1000n));
  });

  it('gives no figure rather than a wrong one', () => {
    expect(possibleWin(createCouponState())).toBeNull();
    expect(possibleWin(couponWith(COUPON_TYPE.SINGLE, [1.5, 2]))).toBeNull();
    expect(possibleWin(couponWith(COUPON_TYPE.EXPRESS, [1.5, Number.NaN]))).toBeNull();
    expect(possibleWin(couponWith(COUPON_TYPE.EXPRESS, [1.5, 1]))).toBeNull();
    expect(possibleWin(couponWith(COUPON_TYPE.EXPRESS, [1.5, 2], { amount: Number.NaN }))).toBeNull();
    expect(possibleWin(couponWith(COUPON_TYPE.EXPRESS, [1.5, 2], { amount: -100 }))).toBeNull();
    expect(
      possibleWin(couponWith(COUPON_TYPE.EXPRESS, [1.5, 2], { amount: Number.POSITIVE_INFINITY })),
    ).toBeNull();
    expect(possibleWin(couponWith(7, [1.5, 2]))).toBeNull();
    expect(possibleWin(couponWith(COUPON_TYPE.SYSTEM, [1.5, 2, 3], { systemValue: 5 }))).toBeNull();
  });
});

describe('possible win: systems', () => {
  it('system k of n splits the total stake evenly over C(n, k) lines', () => {
    // 2 of 3 on 2, 3, 4 with 3.00: lines 2x3, 2x4, 3x4 at 1.00 each = 6 + 8 + 12 = 26.00
    const c = couponWith(COUPON_TYPE.SYSTEM, [2, 3, 4], { amount: 300, systemValue: 2 });
    expect(possibleWin(c)).toBe(2_600);
    // lost selection 3: only line 2x4 wins; void selection 2: lines 1x3=3, 1x4=4, 3x4=12
    expect(possibleWin(c, { results: { '3': 'lost' } })).toBe(600);
    expect(possibleWin(c, { results: { '1': 'void' } })).toBe(1_900);
    expect(systemLineStake(300, 3)).toBe(100);
    expect(systemLineStake(100, 3)).toBe(33); // display only; the win uses 100/3 exactly
    // 1.00 over 3 lines of 2x3, 2x4, 3x4: (6 + 8 + 12) / 3 = 8.6666 -> 8.67
    expect(possibleWin(couponWith(COUPON_TYPE.SYSTEM, [2, 3, 4], { amount: 100, systemValue: 2 }))).toBe(867);
  });

  it('bankers (block 0, the lobby) multiply every line', () => {
    const c = createCouponState({
      typeId: COUPON_TYPE.SYSTEM,
      amount: 300,
      systemValue: 2,
      bets: [
        bet(1, 1.5, { blockId: 0 }),
        bet(2, 2, { blockId: 1 }),
        bet(3, 3, { blockId: 2 }),
        bet(4, 4, { blockId: 3 }),
      ],
    });
    expect(possibleWin(c)).toBe(3_900);
    expect(possibleWin(c, { results: { '1': 'lost' } })).toBe(0);
    expect(possibleWin(c, { results: { '1': 'void' } })).toBe(2_600);
    // Banker mode off: a plain 2 of 4.
    // 3.00 / 6 lines x (3 + 4.5 + 6 + 6 + 8 + 12) = 0.50 x 39.5 = 19.75
    expect(possibleWin({ ...c, isActiveSystemBanker: false })).toBe(1_975);
  });

  it('system with blocks: each block is one selection whose bets multiply', () => {
    const c = createCouponState({
      typeId: COUPON_TYPE.SYSTEM_WITH_BLOCKS,
      amount: 300,
      systemValue: 2,
      bets: [
        bet(1, 2, { blockId: 1 }),
        bet(2, 1.5, { blockId: 1 }),
        bet(3, 3, { blockId: 2 }),
        bet(4, 4, { blockId: 3 }),
      ],
    });
    // blocks 3, 3, 4: lines 9 + 12 + 12 = 33 at 1.00
    expect(possibleWin(c)).toBe(3_300);
  });

  it('multiple singles: each bet its own amount and win, summed', () => {
    const c = couponWith(COUPON_TYPE.MULTIPLE_SINGLES, [1.5, 2.333, 3], {
      amount: 0,
      amountByBetId: { '1': 333, '2': 100, '3': 50 },
    });
    // 4.995 -> 5.00; 2.333 -> 2.33; 1.50
    expect(possibleWin(c)).toBe(500 + 233 + 150);
    expect(possibleWin(c, { results: { '1': 'lost', '3': 'void' } })).toBe(233 + 50);
    expect(possibleWin({ ...c, amountByBetId: { '1': 1.5 } })).toBeNull();
  });

  it('elementary symmetric polynomials match their definition', () => {
    const xs = [2n, 3n, 5n, 7n];
    expect(elementarySymmetric(xs, 0)).toBe(1n);
    expect(elementarySymmetric(xs, 1)).toBe(17n);
    expect(elementarySymmetric(xs, 2)).toBe(6n + 10n + 14n + 15n + 21n + 35n);
    expect(elementarySymmetric(xs, 4)).toBe(210n);
    expect(elementarySymmetric(xs, 5)).toBe(0n);
    expect(binomial(20, 10)).toBe(184_756n);
    expect(binomial(3, 5)).toBe(0n);
  });
});

/** Brute force: every line enumerated, stake amount / lines, exact sum, rounded once. */
function bruteForce(
  amount: number,
  bankers: Bet[],
  units: Bet[][],
  k: number,
  results: Record<string, BetResult>,
): bigint {
  const value = (b: Bet) => {
    const r = results[String(b.market.id)] ?? 'won';
    return r === 'lost' ? 0n : r === 'void' ? 1000n : BigInt(Math.round((b.market.coef as number) * 1000));
  };
  const total = bankers.length + units.reduce((s, u) => s + u.length, 0);
  const lines: number[][] = [];
  const pick = (start: number, chosen: number[]) => {
    if (chosen.length === k) return void lines.push([...chosen]);
    for (let i = start; i < units.length; i++) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  let sum = 0n;
  for (const line of lines) {
    const lineBets = bankers.concat(line.flatMap((i) => units[i] as Bet[]));
    const num = lineBets.reduce((p, b) => p * value(b), 1n);
    sum += BigInt(amount) * num * 1000n ** BigInt(total - lineBets.length);
  }
  return divRound(sum, BigInt(lines.length) * 1000n ** BigInt(total));
}

describe('system possible win equals brute-force enumeration (property)', () => {
  const arb = fc
    .record({
      unitSizes: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 3, maxLength: 12 }),
      bankers: fc.integer({ min: 0, max: 2 }),
      amount: fc.integer({ min: 1, max: 1_000_000_000 }),
      seed: fc.array(
        fc.tuple(
          fc.integer({ min: 1001, max: 20_000 }),
          fc.constantFrom<BetResult>('won', 'won', 'lost', 'void'),
        ),
        {
          minLength: 40,
          maxLength: 40,
        },
      ),
      kPick: fc.nat(),
      withResults: fc.boolean(),
      blocks: fc.boolean(),
    })
    .map((r) => ({ ...r, k: 2 + (r.kPick % (r.unitSizes.length - 2)) }));

  it('COUPON-030 k of n with bankers, blocks and void/lost results, n <= 12', () => {
    fc.assert(
      fc.property(arb, ({ unitSizes, bankers, amount, seed, k, withResults, blocks }) => {
        let id = 0;
        const results: Record<string, BetResult> = {};
        const make = (blockId: number | null) => {
          const [t, r] = seed[id % seed.length] as [number, BetResult];
          id++;
          if (withResults) results[String(id)] = r;
          return bet(id, t / 1000, { blockId });
        };
        const sizes = blocks ? unitSizes : unitSizes.map(() => 1);
        const bankerBets = Array.from({ length: bankers }, () => make(0));
        const unitBets = sizes.map((size, i) =>
          Array.from({ length: size }, () => make(blocks || bankers > 0 ? i + 1 : null)),
        );
        const coupon: CouponState = createCouponState({
          typeId: blocks ? COUPON_TYPE.SYSTEM_WITH_BLOCKS : COUPON_TYPE.SYSTEM,
          amount,
          systemValue: k,
          bets: bankerBets.concat(unitBets.flat()),
        });
        const expected = bruteForce(amount, bankerBets, unitBets, k, results);
        expect(possibleWinBig(coupon, { results })).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('possible win of malformed coupons', () => {
  it('is null, never an exception, for a bet without market, a missing bet list or missing type-9 amounts', () => {
    const noMarket = { ...bet(2, 2) } as Partial<Bet>;
    delete noMarket.market;
    for (const typeId of [0, 1, 2, 4, 9]) {
      const c = couponWith(typeId, [1.5, 2, 3], { amountByBetId: { '1': 100, '2': 100, '3': 100 } });
      const broken = { ...c, bets: [...c.bets.slice(0, 2), noMarket as Bet] };
      expect(possibleWin(broken), String(typeId)).toBeNull();
      expect(possibleWin({ ...c, bets: [...c.bets, null as unknown as Bet] }), String(typeId)).toBeNull();
      expect(possibleWin({ ...c, bets: undefined as unknown as Bet[] }), String(typeId)).toBeNull();
      expect(couponCoef(broken), String(typeId)).toBeNull();
      expect(couponCoef({ ...c, bets: undefined as unknown as Bet[] }), String(typeId)).toBeNull();
    }
    const t9 = couponWith(COUPON_TYPE.MULTIPLE_SINGLES, [1.5, 2]);
    expect(possibleWin({ ...t9, amountByBetId: undefined as unknown as Record<string, number> })).toBe(0);
  });
});
