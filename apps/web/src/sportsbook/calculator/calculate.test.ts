import { describe, expect, it } from 'vitest';
import { calculate, type CalculatorInput } from './calculate';

const won = (odds: string) => ({ odds, result: 'won' as const });

function input(overrides: Partial<CalculatorInput>): CalculatorInput {
  return {
    type: 'express',
    systemK: 2,
    viewId: 0,
    stake: '10',
    currency: 'EUR',
    selections: [won('2.0'), won('3.0')],
    ...overrides,
  };
}

function figures(overrides: Partial<CalculatorInput>) {
  const outcome = calculate(input(overrides));
  if (!outcome.ok) throw new Error(`no figures: ${JSON.stringify(outcome)}`);
  return outcome.figures;
}

describe('betting calculator figures', () => {
  it('system 2/3 at 2.0, 3.0, 4.0 with a stake of 10: 3 bets of 3.33, return 86.67, profit 76.67', () => {
    expect(figures({ type: 'system', systemK: 2, selections: [won('2.0'), won('3.0'), won('4.0')] })).toEqual(
      {
        bets: 3,
        oddsThousandths: [2000, 3000, 4000],
        totalStake: 1000,
        stakePerBet: 333,
        // 10/3 x (6 + 8 + 12) = 86.666...
        potentialReturn: 8667,
        profit: 7667,
      },
    );
  });

  it('an accumulator multiplies the odds; a lost selection loses it, a void one counts 1.00', () => {
    const three = [won('2.0'), won('3.0'), won('4.0')];
    expect(figures({ selections: three })).toMatchObject({
      bets: 1,
      potentialReturn: 24_000,
      profit: 23_000,
    });
    expect(figures({ selections: [won('2.0'), { odds: '3.0', result: 'void' }, won('4.0')] })).toMatchObject({
      potentialReturn: 8_000,
    });
    expect(figures({ selections: [won('2.0'), { odds: '3.0', result: 'lost' }] })).toMatchObject({
      potentialReturn: 0,
      profit: -1_000,
    });
  });

  it('a system with one lost selection pays the bets without it', () => {
    const selections = [won('2.0'), won('3.0'), { odds: '4.0', result: 'lost' as const }];
    // Only 2.0 x 3.0 wins: 10/3 x 6 = 20.00.
    expect(figures({ type: 'system', systemK: 2, selections })).toMatchObject({ potentialReturn: 2_000 });
  });

  it('reads odds in every format: 1/1, +100, 1.00 Hong Kong and 1.00 Indonesian are all evens', () => {
    for (const [viewId, odds] of [
      [1, '1/1'],
      [2, '+100'],
      [4, '1.00'],
      [6, '1.00'],
      [5, '1.00'],
    ] as const) {
      expect(figures({ type: 'single', viewId, selections: [won(odds)] }).potentialReturn).toBe(2_000);
    }
    // -200 American is 1.50; 5/2 fractional is 3.50.
    expect(figures({ type: 'single', viewId: 2, selections: [won('-200')] }).potentialReturn).toBe(1_500);
    expect(figures({ type: 'single', viewId: 1, selections: [won('5/2')] }).potentialReturn).toBe(3_500);
  });

  it('names the fields it cannot read and waits for empty ones', () => {
    const bad = calculate(input({ selections: [won('abc'), won('0.5')], stake: '1.234' }));
    expect(bad).toEqual({
      ok: false,
      incomplete: false,
      errors: { odds: { 0: 'COEF_INVALID_FORMAT', 1: 'COEF_OUT_OF_RANGE' }, stake: 'AMOUNT_TOO_PRECISE' },
    });
    expect(calculate(input({ selections: [won('2'), won('')] }))).toEqual({
      ok: false,
      incomplete: true,
      errors: { odds: {} },
    });
    expect(calculate(input({ stake: '0' }))).toMatchObject({ ok: false, errors: { stake: 'STAKE_ZERO' } });
    // A system needs 3 selections at least.
    expect(calculate(input({ type: 'system' }))).toMatchObject({ ok: false, incomplete: true });
  });
});
