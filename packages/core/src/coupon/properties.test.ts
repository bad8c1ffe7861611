import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  amountStep,
  autoMaxAmount,
  blockMaxAmounts,
  chainedBlockMaxAmounts,
  couponCoef,
  COUPON_TYPE,
  createBet,
  createCouponState,
  isSpecialCoef,
  MAX_MINOR,
  maxAmountFor,
  minAmountFor,
  possibleWin,
  possibleWinBig,
  stepAmount,
  systemLineStake,
  systemVariants,
  validateCoupon,
  validateResults,
  type Bet,
  type BetResult,
  type CouponState,
} from '../index';
import { bet, siteConfig } from '../../test/fixtures';

/**
 * Reference for a system k of n, written from the definition and sharing no code with the engine: list every
 * combination of k units, price each line as (amount / lines) x bankers x its units' bets, add the lines as
 * one exact fraction and round once, half away from zero.
 */
function systemByCombinations(
  amount: bigint,
  bankers: readonly [number, BetResult][],
  units: readonly (readonly [number, BetResult][])[],
  k: number,
): bigint {
  const value = ([t, r]: readonly [number, BetResult]) =>
    r === 'lost' ? 0n : r === 'void' ? 1000n : BigInt(t);
  const combos: number[][] = [];
  const walk = (from: number, picked: number[]) => {
    if (picked.length === k) {
      combos.push(picked);
      return;
    }
    for (let i = from; i <= units.length - (k - picked.length); i++) walk(i + 1, [...picked, i]);
  };
  walk(0, []);
  // Each line is a fraction num / 1000^size; bring all to the largest size.
  const lines = combos.map((combo) => {
    const legs = [...bankers, ...combo.flatMap((i) => units[i] ?? [])];
    return { num: legs.reduce((p, leg) => p * value(leg), 1n), size: legs.length };
  });
  const size = Math.max(...lines.map((l) => l.size));
  const sum = lines.reduce((s, l) => s + l.num * 1000n ** BigInt(size - l.size), 0n);
  const num = amount * sum;
  const den = BigInt(combos.length) * 1000n ** BigInt(size);
  const q = num / den;
  return 2n * (num % den) >= den ? q + 1n : q;
}

describe('coupon engine properties (ADR 0021)', () => {
  const leg = fc.tuple(
    fc.integer({ min: 1001, max: 60_000 }),
    fc.constantFrom<BetResult>('won', 'won', 'won', 'lost', 'void'),
  );

  it('COUPON-028 COUPON-029 COUPON-030 possible win of a system is the sum over its combinations; only k in 2..n-1 has one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(leg, { minLength: 1, maxLength: 3 }), { minLength: 3, maxLength: 9 }),
        fc.array(leg, { maxLength: 2 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.boolean(),
        fc.boolean(),
        (unitLegs, bankerLegs, k, amount, blocks, withResults) => {
          const useBlocks = blocks || bankerLegs.length > 0;
          const units = useBlocks ? unitLegs : unitLegs.map((u) => u.slice(0, 1));
          let id = 0;
          const results: Record<string, BetResult> = {};
          const make = ([t, r]: [number, BetResult], blockId: number | null): Bet => {
            id += 1;
            if (withResults) results[String(id)] = r;
            return bet(id, t / 1000, { blockId });
          };
          const bets = [
            ...bankerLegs.map((l) => make(l, 0)),
            ...units.flatMap((u, i) => u.map((l) => make(l, useBlocks ? i + 1 : null))),
          ];
          const coupon = createCouponState({
            typeId: blocks ? COUPON_TYPE.SYSTEM_WITH_BLOCKS : COUPON_TYPE.SYSTEM,
            amount,
            systemValue: k,
            bets,
          });
          const options = withResults ? { results } : {};
          const won = (l: [number, BetResult]): [number, BetResult] => (withResults ? l : [l[0], 'won']);
          const inRange = k >= 2 && k <= units.length - 1;
          const big = possibleWinBig(coupon, options);
          const issues = validateCoupon(coupon, { siteConfig: siteConfig() }).map((i) => i.code);
          expect(issues.includes('SYSTEM_VALUE_OUT_OF_RANGE')).toBe(!inRange);
          if (!inRange) {
            expect(big).toBeNull();
            return;
          }
          const expected = systemByCombinations(
            BigInt(amount),
            bankerLegs.map(won),
            units.map((u) => u.map(won)),
            k,
          );
          expect(big).toBe(expected);
          expect(possibleWin(coupon, options)).toBe(expected <= BigInt(MAX_MINOR) ? Number(expected) : null);
        },
      ),
      { numRuns: 400 },
    );
  });

  /** Values hostile JSON or a buggy caller could put where the engine expects numbers, ids or records. */
  const junk = fc.oneof(
    fc.constantFrom(
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      -0,
      0,
      1,
      2,
      1e13,
      1e9,
      -5,
      1.5,
      MAX_MINOR,
      MAX_MINOR + 2,
      '1',
      '2.5',
      '',
      'half-won',
      null,
      undefined,
      true,
      [],
      {},
    ),
    fc.double(),
    fc.integer(),
    fc.string({ maxLength: 3 }),
    fc.anything({ maxDepth: 1 }),
  );
  const maybe = <T>(arb: fc.Arbitrary<T>) => fc.oneof(arb, junk);
  const hostileBet = fc
    .record({
      id: maybe(fc.integer({ min: 1, max: 6 })),
      gameId: maybe(fc.integer({ min: 1, max: 6 })),
      coef: maybe(fc.integer({ min: 1000, max: 30_000 }).map((t) => t / 1000)),
      typeId: maybe(fc.constantFrom(1, 9000, 9001, 9002, 9100)),
      sportId: maybe(fc.constantFrom(0, 1, 2)),
      kind: maybe(fc.constantFrom(0, 7)),
      blockId: maybe(fc.constantFrom(null, 0, 1, 2, 3)),
      isSpecialCoef: fc.boolean(),
    })
    .map(({ blockId, ...market }) =>
      createBet({ blockId: blockId as number, market: market as Bet['market'] }),
    );
  const hostileCoupon = fc
    .record({
      typeId: maybe(fc.constantFrom(0, 1, 2, 4, 9)),
      bets: fc.array(hostileBet, { maxLength: 8 }),
      amount: maybe(fc.integer({ min: 0, max: 10_000_000 })),
      systemValue: maybe(fc.integer({ min: 0, max: 8 })),
      minBetAmount: maybe(fc.constantFrom(null, 0, 100)),
      maxBetAmount: maybe(fc.constantFrom(Number.POSITIVE_INFINITY, 1_000_000)),
      maxPayout: maybe(fc.constantFrom(Number.POSITIVE_INFINITY, 10_000_000)),
      amountByBlockId: maybe(fc.dictionary(fc.constantFrom('0', '1', '2', '3', 'x'), junk)),
      amountByBetId: maybe(
        fc.dictionary(fc.constantFrom('1', '2', '3'), maybe(fc.integer({ min: 0, max: 5_000 }))),
      ),
      isActiveVipBet: fc.boolean(),
      isActiveSystemBanker: fc.boolean(),
    })
    .map((fields) => createCouponState(fields as Partial<CouponState>));

  /** Every number met inside a value, with its path (bigints are exact and need no check). */
  const numbersIn = (value: unknown, path = '$', out: [string, number][] = []): [string, number][] => {
    if (typeof value === 'number') out.push([path, value]);
    else if (Array.isArray(value)) value.forEach((v, i) => numbersIn(v, `${path}[${i}]`, out));
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) numbersIn(v, `${path}.${k}`, out);
    }
    return out;
  };
  const isMinor = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

  it('COUPON-012 COUPON-013 COUPON-048 COUPON-054 never NaN, never Infinity, never an exception, whatever the input', () => {
    fc.assert(
      fc.property(hostileCoupon, junk, junk, (coupon, a, b) => {
        const context = { siteConfig: siteConfig(), account: { type: 0, iso: 'USD', money: 1e12 } };
        const issues = validateCoupon(coupon, context);
        for (const issue of issues) {
          expect(typeof issue.code).toBe('string');
          // Echoes of the input (typeId, value, blockId, result) aside, every figure in an issue is finite.
          const {
            typeId: _t,
            value: _v,
            blockId: _b,
            result: _r,
            ...figures
          } = issue as Record<string, unknown>;
          for (const [path, n] of numbersIn(figures))
            expect(Number.isFinite(n), `${issue.code} ${path}`).toBe(true);
        }
        const win = possibleWin(coupon);
        expect(win === null || isMinor(win)).toBe(true);
        const big = possibleWinBig(coupon, { results: a as never, exactCoef: b as never });
        expect(big === null || (typeof big === 'bigint' && big >= 0n)).toBe(true);
        const coef = couponCoef(coupon);
        expect(coef === null || (Number.isFinite(coef) && coef >= 1.001)).toBe(true);
        // What validation accepts has a figure (special coefficients, priced on request, aside).
        if (issues.length === 0 && !coupon.bets.some(isSpecialCoef)) expect(win).not.toBeNull();
        for (const v of [minAmountFor(coupon, siteConfig()), maxAmountFor(coupon, siteConfig())]) {
          expect(v === null || isMinor(v)).toBe(true);
        }
        const auto = autoMaxAmount(coupon, siteConfig(), { type: 0, money: a as number });
        expect(auto === null || isMinor(auto)).toBe(true);
        for (const [blockId, max] of Object.entries(blockMaxAmounts(coupon))) {
          const unlimited =
            max === Number.POSITIVE_INFINITY && coupon.maxBetAmount === Number.POSITIVE_INFINITY;
          expect(isMinor(max) || unlimited, blockId).toBe(true);
        }
        for (const variant of systemVariants(coupon)) {
          for (const [path, n] of numbersIn(variant)) expect(isMinor(n), path).toBe(true);
        }
        const chain = chainedBlockMaxAmounts(
          [
            { amount: a as number, coef: b as number },
            { amount: b as number, coef: a as number },
          ],
          a as number,
        );
        expect(chain.every((m, i) => isMinor(m) || (i === 0 && m === Number.POSITIVE_INFINITY))).toBe(true);
        expect(isMinor(stepAmount(a as number, b as number, 1))).toBe(true);
        expect(isMinor(stepAmount(a as number, b as number, -1))).toBe(true);
        expect(
          isMinor(amountStep(a as string, { isManualAmountStep: true, amountStepByCurrencyIso: b as never })),
        ).toBe(true);
        const stake = systemLineStake(a as number, b as number);
        expect(stake === null || isMinor(stake)).toBe(true);
        expect(Array.isArray(validateResults(coupon, a as never))).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });
});
