/**
 * The betting calculator's figures, from @betline/core's coupon maths (the same as the slip's and the
 * settlement's): odds read in any display format (`parseCoef`), amounts in minor units (`parseAmount`), and the
 * return of a single, an accumulator or a system k of n with each selection won, lost or void
 * (`systemPossibleWinBig`: a single is 1 of 1, an accumulator n of n). The stake is the coupon's total stake; a
 * system splits it evenly over its C(n, k) bets, as the slip does.
 */
import {
  MAX_BETS_IN_COUPON,
  createBet,
  parseAmount,
  parseCoef,
  systemLineCount,
  systemLineStake,
  systemPossibleWinBig,
  type BetResult,
  type CoefViewId,
  type Minor,
} from '@betline/core';

export type CalculatorType = 'single' | 'express' | 'system';

export const CALCULATOR_TYPES: readonly CalculatorType[] = ['single', 'express', 'system'];

/** The formats a player can type odds in (the Asian views 14-16 read the same as 4-6). */
export const CALCULATOR_FORMATS: readonly CoefViewId[] = [0, 1, 2, 4, 5, 6];

/** Selections a coupon of each type needs at least. */
export const MIN_SELECTIONS: Readonly<Record<CalculatorType, number>> = { single: 1, express: 2, system: 3 };
/** At most: one for a single, the slip's maximum otherwise. */
export const MAX_SELECTIONS: Readonly<Record<CalculatorType, number>> = {
  single: 1,
  express: MAX_BETS_IN_COUPON,
  system: MAX_BETS_IN_COUPON,
};

export interface CalculatorSelection {
  odds: string;
  result: BetResult;
}

export interface CalculatorInput {
  type: CalculatorType;
  /** k of a system k of n. */
  systemK: number;
  viewId: CoefViewId;
  /** Total stake as typed. */
  stake: string;
  /** ISO code whose decimals the stake has. */
  currency: string;
  selections: readonly CalculatorSelection[];
}

/** Why a field cannot be read: `COEF_*` or `AMOUNT_*` codes of @betline/core, `STAKE_ZERO`. */
export interface CalculatorErrors {
  odds: Readonly<Record<number, string>>;
  stake?: string;
}

export interface CalculatorFigures {
  /** Bets in the coupon: 1, or C(n, k) for a system. */
  bets: number;
  /** Each selection's decimal odds (thousandths), in order. */
  oddsThousandths: number[];
  totalStake: Minor;
  /** The stake of one bet (a system's line), rounded to the minor unit for display. */
  stakePerBet: Minor;
  /** What the coupon pays back with the results given (stake included). */
  potentialReturn: Minor;
  /** Return minus total stake (negative when it loses). */
  profit: Minor;
}

export type CalculatorOutcome =
  { ok: true; figures: CalculatorFigures } | { ok: false; errors: CalculatorErrors; incomplete: boolean };

/** The figures of a coupon, or why there are none (`incomplete`: only empty fields are missing). */
export function calculate(input: CalculatorInput): CalculatorOutcome {
  const count = Math.min(input.selections.length, MAX_SELECTIONS[input.type]);
  const selections = input.selections.slice(0, count);
  const odds: Record<number, string> = {};
  const thousandths: number[] = [];
  let incomplete = false;
  selections.forEach((selection, index) => {
    const parsed = parseCoef(selection.odds, input.viewId);
    if (parsed.ok) thousandths.push(parsed.thousandths);
    else if (parsed.error.code === 'COEF_EMPTY') incomplete = true;
    else odds[index] = parsed.error.code;
  });
  let stake: string | undefined;
  let totalStake: Minor = 0;
  const amount = parseAmount(input.stake, input.currency);
  if (amount.ok) {
    if (amount.minor === 0) stake = 'STAKE_ZERO';
    totalStake = amount.minor;
  } else if (amount.error.code === 'AMOUNT_EMPTY') incomplete = true;
  else stake = amount.error.code;

  const errors: CalculatorErrors = { odds, ...(stake ? { stake } : {}) };
  const invalid = Object.keys(odds).length > 0 || stake !== undefined;
  if (invalid || incomplete || count < MIN_SELECTIONS[input.type]) {
    return { ok: false, errors, incomplete: !invalid };
  }

  const n = selections.length;
  const k = input.type === 'single' ? 1 : input.type === 'express' ? n : input.systemK;
  if (input.type === 'system' && (k < 2 || k > n - 1)) return { ok: false, errors, incomplete: true };
  const units = thousandths.map((t, index) => [createBet({ market: { id: index + 1, coef: t / 1000 } })]);
  const results = Object.fromEntries(selections.map((s, index) => [String(index + 1), s.result]));
  const win = systemPossibleWinBig(totalStake, [], units, k, results);
  if (win === null || win > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, errors, incomplete: false };
  const bets = systemLineCount(n, k);
  const potentialReturn = Number(win);
  return {
    ok: true,
    figures: {
      bets,
      oddsThousandths: thousandths,
      totalStake,
      stakePerBet: systemLineStake(totalStake, bets) ?? totalStake,
      potentialReturn,
      profit: potentialReturn - totalStake,
    },
  };
}
