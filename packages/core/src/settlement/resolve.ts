/**
 * The result of a selection from a game's final score: pure, deterministic, the one rule the server settles
 * with. Selection type ids are the feed's outcome type ids (the server's sportsbook feed generates exactly
 * these); each type's rule is the one its price was computed from.
 *
 * - Goal, point and set sports read `score` as the final [home, away] (sets or maps won in set sports).
 * - A handicap or total exactly on the line (a whole-number line) is a push: `void` (stake back at 1.000).
 * - Long-term bets (outrights) are decided by the winner's team id.
 * - A map's winner and its total rounds (esports) are read from `periods`, the score of each map played; a map
 *   not played is void.
 * - Anything that cannot be decided (an unknown type, a malformed score) is a stable code, never a guess:
 *   the caller voids such a selection.
 */
import type { BetResult } from '../coupon/types';

/** Market group ids of the sportsbook's markets (the feed prices them; the slip and settlement read them). */
export const MARKET_GROUP = Object.freeze({
  /** 1X2. */
  RESULT: 1,
  HANDICAP: 2,
  DOUBLE_CHANCE: 8,
  TOTAL: 17,
  /** Both teams to score. */
  BTTS: 19,
  /** Winner (no draw). */
  WINNER: 101,
  CORRECT_SCORE: 136,
  SETS_SCORE: 201,
  /** Winner of one map of an esports match (param: the map's number). */
  MAP_WINNER: 210,
  /** Total rounds of one map of a CS2 match (param: the map's number). */
  MAP_TOTAL: 211,
  /** Result of the first period (football: the first half), from `periods[0]`. */
  FIRST_PERIOD_RESULT: 301,
  /** Total goals of the first period over / under a line. */
  FIRST_PERIOD_TOTAL: 302,
  /** Result of the second period, from `periods[1]`. */
  SECOND_PERIOD_RESULT: 303,
  /** Goals of the home side over / under a line. */
  HOME_TOTAL: 304,
  /** Goals of the away side over / under a line. */
  AWAY_TOTAL: 305,
  /** The exact number of goals in the match. */
  EXACT_TOTAL: 306,
  /** Odd or even number of goals. */
  ODD_EVEN: 307,
  /** Which side wins and by how many, or a draw. */
  WINNING_MARGIN: 308,
  /** The home side concedes no goal. */
  HOME_CLEAN_SHEET: 309,
  /** The away side concedes no goal. */
  AWAY_CLEAN_SHEET: 310,
  /** The result together with the total over / under a line. */
  RESULT_TOTAL: 311,
  /** The winner, the stake returned on a draw. */
  DRAW_NO_BET: 312,
  /** Long-term bets. */
  OUTRIGHT: 900,
} as const);

/** Markets decided by one period's score (not the match's): a same-game combination does not draw from them. */
export const PERIOD_MARKET_GROUPS: ReadonlySet<number> = new Set([
  MARKET_GROUP.FIRST_PERIOD_RESULT,
  MARKET_GROUP.FIRST_PERIOD_TOTAL,
  MARKET_GROUP.SECOND_PERIOD_RESULT,
]);

/** Selection (outcome) type ids of the sportsbook's markets. */
export const SELECTION_TYPE = Object.freeze({
  /** 1X2: home wins. */
  W1: 1,
  /** 1X2: draw. */
  X: 2,
  /** 1X2: away wins. */
  W2: 3,
  /** Double chance 1X, 12, X2. */
  DC_1X: 4,
  DC_12: 5,
  DC_X2: 6,
  /** Handicap of the home side (param: the home line) and of the away side (param: the away line). */
  H1: 7,
  H2: 8,
  /** Total over / under the line (param). */
  OVER: 9,
  UNDER: 10,
  /** Both teams to score. */
  BTTS_YES: 180,
  BTTS_NO: 181,
  /** Winner (no draw): home, away. */
  WIN1: 401,
  WIN2: 402,
  /** Correct score: param = home x 100 + away. */
  CORRECT_SCORE: 731,
  /** Correct score "any other": a side scored more than CORRECT_SCORE_MAX. */
  CORRECT_SCORE_OTHER: 732,
  /** Correct score in sets: param = home sets x 100 + away sets. */
  SETS_SCORE: 751,
  /**
   * Winner of a map (esports): param = the map's number from 1. A map that is not played (the match was decided
   * before it) is void.
   */
  MAP_WIN1: 761,
  MAP_WIN2: 762,
  /**
   * Total rounds of a map over / under a line (esports: CS2): param = the map's number x 100 + the line
   * (`mapTotalParam`: map 2, 21.5 is 221.5). A map that is not played is void.
   */
  MAP_TOTAL_OVER: 763,
  MAP_TOTAL_UNDER: 764,
  /** A period's result (param: the period's number from 1): home wins it, it is level, away wins it. */
  PERIOD_W1: 771,
  PERIOD_X: 772,
  PERIOD_W2: 773,
  /** A period's total over / under a line: param = the period's number x 100 + the line (`periodTotalParam`). */
  PERIOD_OVER: 774,
  PERIOD_UNDER: 775,
  /** One side's goals over / under the line (param). */
  HOME_OVER: 776,
  HOME_UNDER: 777,
  AWAY_OVER: 778,
  AWAY_UNDER: 779,
  /** Exactly `param` goals in the match; `EXACT_TOTAL_OR_MORE`: `param` or more. */
  EXACT_TOTAL: 780,
  EXACT_TOTAL_OR_MORE: 781,
  /** An odd / even number of goals (none is even). */
  ODD: 782,
  EVEN: 783,
  /** The home (away) side wins by exactly `param` goals; `..._OR_MORE`: by `param` or more. */
  HOME_BY: 784,
  HOME_BY_OR_MORE: 785,
  AWAY_BY: 786,
  AWAY_BY_OR_MORE: 787,
  /** The home (away) side keeps a clean sheet: yes, no. */
  HOME_CLEAN_YES: 788,
  HOME_CLEAN_NO: 789,
  AWAY_CLEAN_YES: 790,
  AWAY_CLEAN_NO: 791,
  /** The result and the total: param = the line; home, draw or away, with over or under. */
  W1_OVER: 792,
  W1_UNDER: 793,
  X_OVER: 794,
  X_UNDER: 795,
  W2_OVER: 796,
  W2_UNDER: 797,
  /** Draw no bet: the side wins; a draw returns the stake. */
  DNB1: 798,
  DNB2: 799,
  /** Long-term bet: param = the team id. */
  OUTRIGHT: 901,
} as const);

/** The param of a map-total outcome: the map's number x 100 + the line (lines below 100). */
export function mapTotalParam(map: number, line: number): number {
  return map * 100 + line;
}

/** The map's number and the line of a map-total outcome's param, or null when it is not one. */
export function mapTotalOf(param: number | null): { map: number; line: number } | null {
  if (typeof param !== 'number' || !Number.isFinite(param) || param < 100) return null;
  const map = Math.floor(param / 100);
  return { map, line: param - map * 100 };
}

/** The param of a period-total outcome: the period's number x 100 + the line (lines below 100). */
export const periodTotalParam = mapTotalParam;

/** The highest score per side a correct-score market lists by name (the rest is "any other score"). */
export const CORRECT_SCORE_MAX = 3;

/** What a selection is: its type and parameter (line, score code or team id). */
export interface SelectionSpec {
  typeId: number;
  param: number | null;
}

/** How a game ended. */
export interface FinalScore {
  /** Final [home, away]: goals, points, or sets/maps won. */
  score: readonly [number, number];
  /** Long-term bets: the winner's team id. */
  outrightWinner?: number | null;
  /** The score of each period played, in order (set sports: the points of each set; esports: each map's). */
  periods?: readonly (readonly [number, number])[];
}

export type SelectionResolution =
  | { ok: true; result: BetResult }
  | { ok: false; code: 'UNKNOWN_SELECTION_TYPE' | 'MALFORMED_SCORE' | 'MISSING_PARAM' | 'NO_WINNER' };

const won = (condition: boolean): SelectionResolution => ({ ok: true, result: condition ? 'won' : 'lost' });

/** Over/under a line, with a push on the line. */
function versus(value: number, line: number): SelectionResolution {
  if (value === line) return { ok: true, result: 'void' };
  return won(value > line);
}

function isScore(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
}

function isLine(n: unknown): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

/** A map's winner from the periods played: void when the map was not played or ended level. */
function mapWinner(home: boolean, param: number | null, periods: FinalScore['periods']): SelectionResolution {
  if (!isScore(param) || param < 1) return { ok: false, code: 'MISSING_PARAM' };
  if (periods !== undefined && !Array.isArray(periods)) return { ok: false, code: 'MALFORMED_SCORE' };
  const map = periods?.[param - 1];
  if (map === undefined) return { ok: true, result: 'void' };
  const [h, a] = map;
  if (!isScore(h) || !isScore(a)) return { ok: false, code: 'MALFORMED_SCORE' };
  if (h === a) return { ok: true, result: 'void' };
  return won(home ? h > a : a > h);
}

/** A map's total rounds over or under its line, from the periods played: void when the map was not played. */
function mapTotal(over: boolean, param: number | null, periods: FinalScore['periods']): SelectionResolution {
  const spec = mapTotalOf(param);
  if (spec === null) return { ok: false, code: 'MISSING_PARAM' };
  if (periods !== undefined && !Array.isArray(periods)) return { ok: false, code: 'MALFORMED_SCORE' };
  const map = periods?.[spec.map - 1];
  if (map === undefined) return { ok: true, result: 'void' };
  const [h, a] = map;
  if (!isScore(h) || !isScore(a)) return { ok: false, code: 'MALFORMED_SCORE' };
  return over ? versus(h + a, spec.line) : versus(spec.line, h + a);
}

/** A period's score from the periods played: null when malformed, undefined when the period was not played. */
function periodScore(
  period: number,
  periods: FinalScore['periods'],
): readonly [number, number] | undefined | null {
  if (periods !== undefined && !Array.isArray(periods)) return null;
  const score = periods?.[period - 1];
  if (score === undefined) return undefined;
  return isScore(score[0]) && isScore(score[1]) ? score : null;
}

/** A period's result or total (see `SELECTION_TYPE.PERIOD_*`): void when the period was not played. */
function periodOutcome(
  typeId: number,
  param: number | null,
  periods: FinalScore['periods'],
): SelectionResolution {
  const total = typeId === SELECTION_TYPE.PERIOD_OVER || typeId === SELECTION_TYPE.PERIOD_UNDER;
  const spec = total ? mapTotalOf(param) : isScore(param) && param >= 1 ? { map: param, line: 0 } : null;
  if (spec === null) return { ok: false, code: 'MISSING_PARAM' };
  const score = periodScore(spec.map, periods);
  if (score === null) return { ok: false, code: 'MALFORMED_SCORE' };
  if (score === undefined) return { ok: true, result: 'void' };
  const [h, a] = score;
  switch (typeId) {
    case SELECTION_TYPE.PERIOD_W1:
      return won(h > a);
    case SELECTION_TYPE.PERIOD_X:
      return won(h === a);
    case SELECTION_TYPE.PERIOD_W2:
      return won(a > h);
    case SELECTION_TYPE.PERIOD_OVER:
      return versus(h + a, spec.line);
    default:
      return versus(spec.line, h + a);
  }
}

/** A result with a total: lost when the result is not the one picked, else the total decides (a push voids). */
function resultAndTotal(typeId: number, h: number, a: number, line: number): SelectionResolution {
  const result =
    typeId === SELECTION_TYPE.W1_OVER || typeId === SELECTION_TYPE.W1_UNDER
      ? h > a
      : typeId === SELECTION_TYPE.X_OVER || typeId === SELECTION_TYPE.X_UNDER
        ? h === a
        : a > h;
  if (!result) return won(false);
  const over =
    typeId === SELECTION_TYPE.W1_OVER ||
    typeId === SELECTION_TYPE.X_OVER ||
    typeId === SELECTION_TYPE.W2_OVER;
  return over ? versus(h + a, line) : versus(line, h + a);
}

/** Whether a type is decided by one period's score (`periodOutcome`). */
function isPeriodType(typeId: number): boolean {
  return typeId >= SELECTION_TYPE.PERIOD_W1 && typeId <= SELECTION_TYPE.PERIOD_UNDER;
}

/** The result of one selection for a final score (see the module comment). Never throws. */
export function resolveSelection(selection: SelectionSpec, final: FinalScore): SelectionResolution {
  if (!selection || typeof selection !== 'object') return { ok: false, code: 'UNKNOWN_SELECTION_TYPE' };
  const { typeId, param } = selection;
  if (typeId === SELECTION_TYPE.OUTRIGHT) {
    const winner = final?.outrightWinner;
    if (typeof winner !== 'number' || !Number.isSafeInteger(winner)) return { ok: false, code: 'NO_WINNER' };
    if (!isScore(param)) return { ok: false, code: 'MISSING_PARAM' };
    return won(param === winner);
  }
  const score = final?.score;
  if (!Array.isArray(score) || score.length !== 2 || !isScore(score[0]) || !isScore(score[1])) {
    return { ok: false, code: 'MALFORMED_SCORE' };
  }
  const [h, a] = score as [number, number];
  if (isPeriodType(typeId)) return periodOutcome(typeId, param, final.periods);
  const line = (rule: (line: number) => SelectionResolution): SelectionResolution =>
    isLine(param) ? rule(param) : { ok: false, code: 'MISSING_PARAM' };
  const count = (rule: (n: number) => boolean): SelectionResolution =>
    isScore(param) ? won(rule(param)) : { ok: false, code: 'MISSING_PARAM' };
  switch (typeId) {
    case SELECTION_TYPE.W1:
    case SELECTION_TYPE.WIN1:
      return won(h > a);
    case SELECTION_TYPE.X:
      return won(h === a);
    case SELECTION_TYPE.W2:
    case SELECTION_TYPE.WIN2:
      return won(a > h);
    case SELECTION_TYPE.DC_1X:
      return won(h >= a);
    case SELECTION_TYPE.DC_12:
      return won(h !== a);
    case SELECTION_TYPE.DC_X2:
      return won(a >= h);
    case SELECTION_TYPE.H1:
      return isLine(param) ? versus(h + param, a) : { ok: false, code: 'MISSING_PARAM' };
    case SELECTION_TYPE.H2:
      return isLine(param) ? versus(a + param, h) : { ok: false, code: 'MISSING_PARAM' };
    case SELECTION_TYPE.OVER:
      return isLine(param) ? versus(h + a, param) : { ok: false, code: 'MISSING_PARAM' };
    case SELECTION_TYPE.UNDER:
      return isLine(param) ? versus(param, h + a) : { ok: false, code: 'MISSING_PARAM' };
    case SELECTION_TYPE.BTTS_YES:
      return won(h > 0 && a > 0);
    case SELECTION_TYPE.BTTS_NO:
      return won(h === 0 || a === 0);
    case SELECTION_TYPE.CORRECT_SCORE:
    case SELECTION_TYPE.SETS_SCORE:
      return isScore(param) ? won(h * 100 + a === param) : { ok: false, code: 'MISSING_PARAM' };
    case SELECTION_TYPE.CORRECT_SCORE_OTHER:
      return won(h > CORRECT_SCORE_MAX || a > CORRECT_SCORE_MAX);
    case SELECTION_TYPE.HOME_OVER:
      return line((l) => versus(h, l));
    case SELECTION_TYPE.HOME_UNDER:
      return line((l) => versus(l, h));
    case SELECTION_TYPE.AWAY_OVER:
      return line((l) => versus(a, l));
    case SELECTION_TYPE.AWAY_UNDER:
      return line((l) => versus(l, a));
    case SELECTION_TYPE.EXACT_TOTAL:
      return count((n) => h + a === n);
    case SELECTION_TYPE.EXACT_TOTAL_OR_MORE:
      return count((n) => h + a >= n);
    case SELECTION_TYPE.ODD:
      return won((h + a) % 2 === 1);
    case SELECTION_TYPE.EVEN:
      return won((h + a) % 2 === 0);
    case SELECTION_TYPE.HOME_BY:
      return count((n) => h - a === n);
    case SELECTION_TYPE.HOME_BY_OR_MORE:
      return count((n) => h - a >= n);
    case SELECTION_TYPE.AWAY_BY:
      return count((n) => a - h === n);
    case SELECTION_TYPE.AWAY_BY_OR_MORE:
      return count((n) => a - h >= n);
    case SELECTION_TYPE.HOME_CLEAN_YES:
      return won(a === 0);
    case SELECTION_TYPE.HOME_CLEAN_NO:
      return won(a > 0);
    case SELECTION_TYPE.AWAY_CLEAN_YES:
      return won(h === 0);
    case SELECTION_TYPE.AWAY_CLEAN_NO:
      return won(h > 0);
    case SELECTION_TYPE.W1_OVER:
    case SELECTION_TYPE.W1_UNDER:
    case SELECTION_TYPE.X_OVER:
    case SELECTION_TYPE.X_UNDER:
    case SELECTION_TYPE.W2_OVER:
    case SELECTION_TYPE.W2_UNDER:
      return line((l) => resultAndTotal(typeId, h, a, l));
    case SELECTION_TYPE.DNB1:
      return h === a ? { ok: true, result: 'void' } : won(h > a);
    case SELECTION_TYPE.DNB2:
      return h === a ? { ok: true, result: 'void' } : won(a > h);
    case SELECTION_TYPE.MAP_WIN1:
    case SELECTION_TYPE.MAP_WIN2:
      return mapWinner(typeId === SELECTION_TYPE.MAP_WIN1, param, final.periods);
    case SELECTION_TYPE.MAP_TOTAL_OVER:
    case SELECTION_TYPE.MAP_TOTAL_UNDER:
      return mapTotal(typeId === SELECTION_TYPE.MAP_TOTAL_OVER, param, final.periods);
    default:
      return { ok: false, code: 'UNKNOWN_SELECTION_TYPE' };
  }
}

/** The result to settle with: the resolution, or `void` when the selection cannot be decided. */
export function selectionResult(selection: SelectionSpec, final: FinalScore): BetResult {
  const r = resolveSelection(selection, final);
  return r.ok ? r.result : 'void';
}
