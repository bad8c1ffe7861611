import type { TotoEvent, TotoPick } from '@betline/contracts';
import { describe, expect, it } from 'vitest';
import {
  bestCorrect,
  hitsDistribution,
  jackpotGuarantee,
  minVariantStake,
  prizeFundOf,
  settlePool,
  variantsOf,
} from './rules';

const all = (pick: TotoPick): TotoPick[][] => Array.from({ length: 15 }, () => [pick]);
const results = (result: TotoEvent['result']): TotoEvent['result'][] =>
  Array.from({ length: 15 }, () => result);

describe('toto rules', () => {
  it('a coupon plays the product of the outcomes picked per match; a variant costs at least a tenth of the stake step', () => {
    const picks = all('1');
    picks[0] = ['1', 'X'];
    picks[1] = ['1', 'X', '2'];
    expect(variantsOf(picks)).toBe(6);
    expect(minVariantStake('EUR')).toBe(25);
    expect(minVariantStake('RUB')).toBe(1_000);
    expect(jackpotGuarantee('EUR')).toBe(100_000);
  });

  it('counts how many variants got each number of picks right; a void match counts every pick right', () => {
    const picks = all('1');
    picks[0] = ['1', 'X'];
    picks[1] = ['X', '2'];
    const dist = hitsDistribution(picks, results('1'));
    // Match 1: one of two right; match 2: none of two right; 13 single picks right.
    expect(dist[14]).toBe(2);
    expect(dist[13]).toBe(2);
    expect(dist.reduce((a, b) => a + b, 0)).toBe(4);
    expect(bestCorrect(dist)).toBe(14);

    const voided = results('1');
    voided[1] = 'void';
    const withVoid = hitsDistribution(picks, voided);
    expect(withVoid[15]).toBe(2);
    expect(withVoid[14]).toBe(2);
    expect(() => hitsDistribution(picks, results(null))).toThrow(/not decided/);
  });

  it('shares a pool by correct picks and stakes, tops 15 correct up to the guarantee and carries out what nobody won', () => {
    const fifteen = hitsDistribution(all('1'), results('1'));
    const twelve = (() => {
      const picks = all('1');
      picks[0] = ['2'];
      picks[1] = ['2'];
      picks[2] = ['2'];
      return hitsDistribution(picks, results('1'));
    })();
    const a12 = { id: 'a', variantStake: 100, dist: twelve };
    const b12 = { id: 'b', variantStake: 300, dist: twelve };
    const c15 = { id: 'c', variantStake: 100, dist: fifteen };
    const stakes = 500;
    const fund = prizeFundOf(stakes);
    expect(fund).toBe(375);

    const noJackpot = settlePool({
      stakes,
      carriedIn: 1_000,
      guarantee: 10_000,
      minVariantStake: 100,
      coupons: [a12, b12],
    });
    // 12 correct: 12 % of 375 = 45, shared 1:3 by stake and rounded down.
    expect(noJackpot.payouts.get('a')).toBe(11);
    expect(noJackpot.payouts.get('b')).toBe(33);
    expect(noJackpot.topUp).toBe(0);
    // Every unit of the fund and the jackpot carried in is either paid or carried out.
    expect(noJackpot.paid + noJackpot.carriedOut).toBe(fund + 1_000);

    const jackpot = settlePool({
      stakes,
      carriedIn: 1_000,
      guarantee: 10_000,
      minVariantStake: 100,
      coupons: [a12, b12, c15],
    });
    expect(jackpot.payouts.get('c')).toBe(10_000);
    // 15 correct holds 375 less the lower categories' 75 + 56 + 45 + 37 + 30, plus the 1,000 carried in: 1,132.
    expect(jackpot.topUp).toBe(10_000 - 1_132);
    expect(jackpot.paid + jackpot.carriedOut).toBe(fund + 1_000 + jackpot.topUp);
    const top = jackpot.categories.find((c) => c.correct === 15);
    expect(top).toMatchObject({ fund: 10_000, variants: 1, weight: 100, perMinimumVariant: 10_000 });
  });
});
