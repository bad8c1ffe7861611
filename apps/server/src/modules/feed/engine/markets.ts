/**
 * Markets per sport, their prices from the current score (odds react to goals, points and sets), and each
 * outcome's result from a final score. An outcome's price and its result come from the same predicate, so
 * settlement always agrees with what was offered.
 */
import type { FeedMarket, Game, GameState, Outcome, OutcomeResult } from './game';
import {
  goalsDistribution,
  priceOutcomes,
  probabilityAbove,
  setTotalOver,
  setWinProbability,
  setsDistribution,
} from './pricing';
import { sportById, type GoalsModel, type PointsModel, type SportDef } from './sports';

/** Outcome type ids and market group ids: the ones of @betline/core, which settles what the feed prices. */
import {
  CORRECT_SCORE_MAX,
  MARKET_GROUP,
  PERIOD_MARKET_GROUPS,
  SELECTION_TYPE as OUTCOME,
  mapTotalOf,
  mapTotalParam,
  periodTotalParam,
  resolveSelection,
  selectionResult,
  type BetResult,
} from '@betline/core';

export { MARKET_GROUP, OUTCOME };

export const MARGINS = Object.freeze({
  result: 0.05,
  doubleChance: 0.05,
  handicap: 0.055,
  total: 0.055,
  btts: 0.06,
  correctScore: 0.18,
  /** Many-way markets of a goals sport (exact goals, winning margin, result and total). */
  exact: 0.12,
  setsScore: 0.1,
  outright: 0.25,
});

/**
 * An outcome's result for a final score (h, a), by the rule settlement uses (`@betline/core`): a push on a whole
 * line is `void`. Outrights are decided by `outrightWinner`, one period's outcomes by `periodResultAt`.
 */
export function resultAt(typeId: number, param: number | null, h: number, a: number): BetResult {
  const resolved = resolveSelection({ typeId, param }, { score: [h, a] });
  return resolved.ok ? resolved.result : 'void';
}

/** Whether an outcome wins for a final score (h, a). */
export function outcomeWins(typeId: number, param: number | null, h: number, a: number): boolean {
  return resultAt(typeId, param, h, a) === 'won';
}

/** An outcome of period `period` for that period's score (h, a). */
function periodResultAt(
  typeId: number,
  param: number | null,
  period: number,
  h: number,
  a: number,
): BetResult {
  const periods = Array.from({ length: period }, (_, i): [number, number] =>
    i === period - 1 ? [h, a] : [0, 0],
  );
  const resolved = resolveSelection({ typeId, param }, { score: [h, a], periods });
  return resolved.ok ? resolved.result : 'void';
}

/** The line of a map's total rounds (CS2: a map is first to 13 rounds, ahead by 2). */
const MAP_TOTAL_LINE = 22.5;

/**
 * The result of an outcome of a finished game, by the rule settlement uses: maps and periods read from the
 * periods played, a push (a whole line met, a draw with no bet) returns the stake.
 */
export function outcomeResult(game: Game, outcome: Outcome): OutcomeResult {
  const { state } = game;
  if (outcome.typeId === OUTCOME.OUTRIGHT) return outcome.param === state.outrightWinner ? 'won' : 'lost';
  return selectionResult(outcome, { score: state.score, periods: state.periodScores });
}

function fmt(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

interface OutcomeSpec {
  typeId: number;
  nameEng: string;
  param: number | null;
}

interface MarketSpec {
  groupId: number;
  nameEng: string;
  kind: number;
  param: number | null;
  margin: number;
  cover?: number;
  main?: boolean;
  outcomes: OutcomeSpec[];
}

function total(line: number, main: boolean, what = 'Total'): MarketSpec {
  return {
    groupId: MARKET_GROUP.TOTAL,
    nameEng: what,
    kind: 3,
    param: line,
    margin: MARGINS.total,
    main,
    outcomes: [
      { typeId: OUTCOME.OVER, nameEng: `Over ${line}`, param: line },
      { typeId: OUTCOME.UNDER, nameEng: `Under ${line}`, param: line },
    ],
  };
}

function handicap(homeLine: number, main: boolean, what = 'Handicap'): MarketSpec {
  return {
    groupId: MARKET_GROUP.HANDICAP,
    nameEng: what,
    kind: 2,
    param: homeLine,
    margin: MARGINS.handicap,
    main,
    outcomes: [
      { typeId: OUTCOME.H1, nameEng: `1 (${fmt(homeLine)})`, param: homeLine },
      { typeId: OUTCOME.H2, nameEng: `2 (${fmt(-homeLine)})`, param: -homeLine },
    ],
  };
}

const WINNER: MarketSpec = {
  groupId: MARKET_GROUP.WINNER,
  nameEng: 'Winner',
  kind: 1,
  param: null,
  margin: MARGINS.result,
  main: true,
  outcomes: [
    { typeId: OUTCOME.WIN1, nameEng: '1', param: null },
    { typeId: OUTCOME.WIN2, nameEng: '2', param: null },
  ],
};

/** Expected points of each side over a full game (points sports), from the ratings. */
function pointsExpectation(model: PointsModel, home: number, away: number): [number, number] {
  const edge = Math.tanh(home - away) * 0.08;
  return [model.pointsPerTeam * (1 + edge + 0.01), model.pointsPerTeam * (1 - edge - 0.01)];
}

/** Expected goals of each side over a full game (goals sports), from the ratings. */
function goalsExpectation(base: number, home: number, away: number): [number, number] {
  return [base * Math.exp(0.5 * (home - away) + 0.1), base * Math.exp(0.5 * (away - home) - 0.1)];
}

/**
 * Probability that the home side wins a point (set sports). The edge shrinks with the points a set needs, so
 * that a match between unequal sides stays open in every sport.
 */
export function pointProbability(home: number, away: number, pointsToWinSet: number): number {
  return 0.5 + (0.25 / Math.sqrt(pointsToWinSet)) * Math.tanh(home - away);
}

/** Two outcomes of a yes/no market of its own group. */
function yesNo(groupId: number, nameEng: string, yes: number, no: number, margin = MARGINS.btts): MarketSpec {
  return {
    groupId,
    nameEng,
    kind: 4,
    param: null,
    margin,
    outcomes: [
      { typeId: yes, nameEng: 'Yes', param: null },
      { typeId: no, nameEng: 'No', param: null },
    ],
  };
}

/** Over / under a line of a market of its own group (a side's goals, a period's goals). */
function overUnder(
  groupId: number,
  nameEng: string,
  line: number,
  types: readonly [number, number],
  param = line,
): MarketSpec {
  return {
    groupId,
    nameEng,
    kind: 3,
    param: line,
    margin: MARGINS.total,
    outcomes: [
      { typeId: types[0], nameEng: `Over ${line}`, param },
      { typeId: types[1], nameEng: `Under ${line}`, param },
    ],
  };
}

/** Half lines around an expected count: the nearest below and above, and one more each way (at least 0.5). */
function linesAround(expected: number, count: number): number[] {
  const main = Math.max(0.5, Math.round(expected) - 0.5);
  const lines = [main];
  for (let step = 1; lines.length < count; step++) {
    lines.push(main + step);
    if (main - step >= 0.5 && lines.length < count) lines.push(main - step);
  }
  return lines.sort((x, y) => x - y);
}

/**
 * The markets in depth of a goals sport (football: 30 in all with the main ones): a result with the stake back on a
 * draw, each side's goals, the exact number of goals, odd or even, the winning margin, clean sheets, the result
 * with the total, and the first and second period (football: halves).
 */
function goalsDepth(sport: SportDef, model: GoalsModel): MarketSpec[] {
  const period = sport.periods === 2 ? 'half' : 'period';
  const perPeriod = (2 * model.goalsPerTeam) / sport.periods;
  const mainTotal = model.totals[0] ?? 2.5;
  const exactUpTo = Math.min(9, Math.round(4 * model.goalsPerTeam) + 1);
  const exact: OutcomeSpec[] = Array.from({ length: exactUpTo }, (_, n) => ({
    typeId: OUTCOME.EXACT_TOTAL,
    nameEng: String(n),
    param: n,
  }));
  exact.push({ typeId: OUTCOME.EXACT_TOTAL_OR_MORE, nameEng: `${exactUpTo}+`, param: exactUpTo });
  const margin: OutcomeSpec[] = [
    { typeId: OUTCOME.HOME_BY, nameEng: '1 by 1', param: 1 },
    { typeId: OUTCOME.HOME_BY, nameEng: '1 by 2', param: 2 },
    { typeId: OUTCOME.HOME_BY_OR_MORE, nameEng: '1 by 3+', param: 3 },
    { typeId: OUTCOME.X, nameEng: 'X', param: null },
    { typeId: OUTCOME.AWAY_BY, nameEng: '2 by 1', param: 1 },
    { typeId: OUTCOME.AWAY_BY, nameEng: '2 by 2', param: 2 },
    { typeId: OUTCOME.AWAY_BY_OR_MORE, nameEng: '2 by 3+', param: 3 },
  ];
  const periodResult = (groupId: number, n: number, nameEng: string): MarketSpec => ({
    groupId,
    nameEng,
    kind: 1,
    param: n,
    margin: MARGINS.result,
    outcomes: [
      { typeId: OUTCOME.PERIOD_W1, nameEng: '1', param: n },
      { typeId: OUTCOME.PERIOD_X, nameEng: 'X', param: n },
      { typeId: OUTCOME.PERIOD_W2, nameEng: '2', param: n },
    ],
  });
  const teamLines = linesAround(model.goalsPerTeam, 3);
  return [
    {
      groupId: MARKET_GROUP.DRAW_NO_BET,
      nameEng: 'Draw no bet',
      kind: 1,
      param: null,
      margin: MARGINS.result,
      outcomes: [
        { typeId: OUTCOME.DNB1, nameEng: '1', param: null },
        { typeId: OUTCOME.DNB2, nameEng: '2', param: null },
      ],
    },
    ...teamLines.map((line) =>
      overUnder(MARKET_GROUP.HOME_TOTAL, 'Home team total', line, [OUTCOME.HOME_OVER, OUTCOME.HOME_UNDER]),
    ),
    ...teamLines.map((line) =>
      overUnder(MARKET_GROUP.AWAY_TOTAL, 'Away team total', line, [OUTCOME.AWAY_OVER, OUTCOME.AWAY_UNDER]),
    ),
    {
      groupId: MARKET_GROUP.EXACT_TOTAL,
      nameEng: 'Exact goals',
      kind: 5,
      param: null,
      margin: MARGINS.exact,
      outcomes: exact,
    },
    {
      groupId: MARKET_GROUP.ODD_EVEN,
      nameEng: 'Odd/even goals',
      kind: 4,
      param: null,
      margin: MARGINS.btts,
      outcomes: [
        { typeId: OUTCOME.ODD, nameEng: 'Odd', param: null },
        { typeId: OUTCOME.EVEN, nameEng: 'Even', param: null },
      ],
    },
    {
      groupId: MARKET_GROUP.WINNING_MARGIN,
      nameEng: 'Winning margin',
      kind: 5,
      param: null,
      margin: MARGINS.exact,
      outcomes: margin,
    },
    yesNo(MARKET_GROUP.HOME_CLEAN_SHEET, 'Home clean sheet', OUTCOME.HOME_CLEAN_YES, OUTCOME.HOME_CLEAN_NO),
    yesNo(MARKET_GROUP.AWAY_CLEAN_SHEET, 'Away clean sheet', OUTCOME.AWAY_CLEAN_YES, OUTCOME.AWAY_CLEAN_NO),
    {
      groupId: MARKET_GROUP.RESULT_TOTAL,
      nameEng: 'Result and total',
      kind: 5,
      param: mainTotal,
      margin: MARGINS.exact,
      outcomes: (
        [
          ['1', OUTCOME.W1_OVER, OUTCOME.W1_UNDER],
          ['X', OUTCOME.X_OVER, OUTCOME.X_UNDER],
          ['2', OUTCOME.W2_OVER, OUTCOME.W2_UNDER],
        ] as const
      ).flatMap(([result, over, under]) => [
        { typeId: over, nameEng: `${result} & Over ${mainTotal}`, param: mainTotal },
        { typeId: under, nameEng: `${result} & Under ${mainTotal}`, param: mainTotal },
      ]),
    },
    periodResult(MARKET_GROUP.FIRST_PERIOD_RESULT, 1, `1st ${period} result`),
    ...linesAround(perPeriod, 3).map((line) =>
      overUnder(
        MARKET_GROUP.FIRST_PERIOD_TOTAL,
        `1st ${period} total`,
        line,
        [OUTCOME.PERIOD_OVER, OUTCOME.PERIOD_UNDER],
        periodTotalParam(1, line),
      ),
    ),
    periodResult(MARKET_GROUP.SECOND_PERIOD_RESULT, 2, `2nd ${period} result`),
  ];
}

function specsFor(sport: SportDef, game: Game): MarketSpec[] {
  const model = sport.model;
  const home = game.home?.rating ?? 0;
  const away = game.away?.rating ?? 0;
  if (model.kind === 'goals') {
    const [lh, la] = goalsExpectation(model.goalsPerTeam, home, away);
    const homeFavourite = lh >= la;
    const scores: OutcomeSpec[] = [];
    for (let h = 0; h <= CORRECT_SCORE_MAX; h++)
      for (let a = 0; a <= CORRECT_SCORE_MAX; a++)
        scores.push({ typeId: OUTCOME.CORRECT_SCORE, nameEng: `${h}:${a}`, param: h * 100 + a });
    scores.push({ typeId: OUTCOME.CORRECT_SCORE_OTHER, nameEng: 'Any other score', param: null });
    return [
      {
        groupId: MARKET_GROUP.RESULT,
        nameEng: '1X2',
        kind: 1,
        param: null,
        margin: MARGINS.result,
        main: true,
        outcomes: [
          { typeId: OUTCOME.W1, nameEng: '1', param: null },
          { typeId: OUTCOME.X, nameEng: 'X', param: null },
          { typeId: OUTCOME.W2, nameEng: '2', param: null },
        ],
      },
      {
        groupId: MARKET_GROUP.DOUBLE_CHANCE,
        nameEng: 'Double chance',
        kind: 4,
        param: null,
        margin: MARGINS.doubleChance,
        cover: 2,
        outcomes: [
          { typeId: OUTCOME.DC_1X, nameEng: '1X', param: null },
          { typeId: OUTCOME.DC_12, nameEng: '12', param: null },
          { typeId: OUTCOME.DC_X2, nameEng: 'X2', param: null },
        ],
      },
      ...model.totals.map((line, i) => total(line, i === 0)),
      handicap(-1.5, true),
      handicap(1.5, false),
      // The favourite giving two and a half goals (the underdog's side of it is near certain: not offered).
      handicap(homeFavourite ? -2.5 : 2.5, false),
      {
        groupId: MARKET_GROUP.BTTS,
        nameEng: 'Both teams to score',
        kind: 4,
        param: null,
        margin: MARGINS.btts,
        outcomes: [
          { typeId: OUTCOME.BTTS_YES, nameEng: 'Yes', param: null },
          { typeId: OUTCOME.BTTS_NO, nameEng: 'No', param: null },
        ],
      },
      {
        groupId: MARKET_GROUP.CORRECT_SCORE,
        nameEng: 'Correct score',
        kind: 5,
        param: null,
        margin: MARGINS.correctScore,
        outcomes: scores,
      },
      ...goalsDepth(sport, model),
    ];
  }
  if (model.kind === 'points') {
    const [mh, ma] = pointsExpectation(model, home, away);
    const mainTotal = Math.round(mh + ma) + 0.5;
    const step = Math.max(1, Math.round(model.pointsPerTeam / 16));
    const mainLine = -Math.round(mh - ma) + 0.5;
    return [
      WINNER,
      total(mainTotal, true),
      total(mainTotal - step, false),
      total(mainTotal + step, false),
      handicap(mainLine, true),
      handicap(mainLine - step, false),
      handicap(mainLine + step, false),
    ];
  }
  // Sets: the winner, the exact set score, a set handicap and the total of sets; esports play maps.
  const maps = sport.group === 'esports';
  const n = model.setsToWin;
  const scores: OutcomeSpec[] = [];
  for (let lost = 0; lost < n; lost++)
    scores.push({ typeId: OUTCOME.SETS_SCORE, nameEng: `${n}:${lost}`, param: n * 100 + lost });
  for (let lost = n - 1; lost >= 0; lost--)
    scores.push({ typeId: OUTCOME.SETS_SCORE, nameEng: `${lost}:${n}`, param: lost * 100 + n });
  // Esports: the winner of each map a match can have (a map not played is void).
  const mapWinners: MarketSpec[] = maps
    ? Array.from({ length: n * 2 - 1 }, (_, i) => ({
        groupId: MARKET_GROUP.MAP_WINNER,
        nameEng: `Map ${i + 1} winner`,
        kind: 1,
        param: i + 1,
        margin: MARGINS.result,
        outcomes: [
          { typeId: OUTCOME.MAP_WIN1, nameEng: '1', param: i + 1 },
          { typeId: OUTCOME.MAP_WIN2, nameEng: '2', param: i + 1 },
        ],
      }))
    : [];
  // CS2 maps are won by rounds (not one point, as Dota 2 and League of Legends maps): each map's total rounds.
  const mapTotals: MarketSpec[] =
    maps && model.pointsToWinSet > 1
      ? Array.from({ length: n * 2 - 1 }, (_, i) => ({
          groupId: MARKET_GROUP.MAP_TOTAL,
          nameEng: `Map ${i + 1} total rounds`,
          kind: 3,
          param: i + 1,
          margin: MARGINS.total,
          outcomes: [
            {
              typeId: OUTCOME.MAP_TOTAL_OVER,
              nameEng: `Over ${MAP_TOTAL_LINE}`,
              param: mapTotalParam(i + 1, MAP_TOTAL_LINE),
            },
            {
              typeId: OUTCOME.MAP_TOTAL_UNDER,
              nameEng: `Under ${MAP_TOTAL_LINE}`,
              param: mapTotalParam(i + 1, MAP_TOTAL_LINE),
            },
          ],
        }))
      : [];
  return [
    WINNER,
    ...mapWinners,
    ...mapTotals,
    {
      groupId: MARKET_GROUP.SETS_SCORE,
      nameEng: maps ? 'Correct score (maps)' : 'Correct score (sets)',
      kind: 5,
      param: null,
      margin: MARGINS.setsScore,
      outcomes: scores,
    },
    handicap(-1.5, true, maps ? 'Map handicap' : 'Handicap'),
    total(n * 2 - 1.5, true, maps ? 'Total maps' : 'Total sets'),
  ];
}

function outrightSpecs(game: Game): MarketSpec[] {
  return [
    {
      groupId: MARKET_GROUP.OUTRIGHT,
      nameEng: 'Winner',
      kind: 7,
      param: null,
      margin: MARGINS.outright,
      main: true,
      outcomes: game.candidates.map((t) => ({ typeId: OUTCOME.OUTRIGHT, nameEng: t.nameEng, param: t.id })),
    },
  ];
}

/** The markets a game offers, not priced yet. Outcome ids are stable for the game's life. */
export function buildMarkets(game: Game): FeedMarket[] {
  const sport = sportById(game.baseSportId);
  const specs = game.home === null ? outrightSpecs(game) : sport ? specsFor(sport, game) : [];
  let seq = 0;
  return specs.map((spec) => ({
    groupId: spec.groupId,
    nameEng: spec.nameEng,
    kind: spec.kind,
    param: spec.param,
    margin: spec.margin,
    cover: spec.cover ?? 1,
    main: spec.main ?? false,
    outcomes: spec.outcomes.map((o) => ({ ...o, id: game.id * 1000 + seq++, coef: null, result: null })),
  }));
}

/** Fraction of a timed game's regular time still to play. */
function remaining(sport: SportDef, state: GameState): number {
  const totalSec = sport.periods * sport.periodSec;
  if (state.status === 'line') return 1;
  return Math.max(0, (totalSec - state.clockSec) / totalSec);
}

/** The distribution of the final score `[home, away, p]` from the current state. */
export function finalDistribution(game: Game, sport: SportDef): [number, number, number][] {
  const { state } = game;
  const model = sport.model;
  const home = game.home?.rating ?? 0;
  const away = game.away?.rating ?? 0;
  if (model.kind === 'goals') {
    const [lh, la] = goalsExpectation(model.goalsPerTeam, home, away);
    const left = remaining(sport, state);
    return goalsDistribution(state.score, lh * left, la * left);
  }
  if (model.kind === 'sets') {
    const points = state.periodScores[state.periodScores.length - 1] ?? [0, 0];
    const inSet: [number, number] = state.status === 'line' ? [0, 0] : points;
    return setsDistribution(
      pointProbability(home, away, model.pointsToWinSet),
      state.score,
      inSet,
      model.setsToWin,
      model.pointsToWinSet,
      model.winBy,
    );
  }
  // Points: independent normals for each side's remaining points, on an integer grid; a tie is decided in
  // extra time (one more point to the home side with the probability of its share of the expectation).
  const [mh, ma] = pointsExpectation(model, home, away);
  let remHome: number;
  let remAway: number;
  if (model.alternating) {
    const inningsLeft = (p: number) => {
      if (state.status === 'line' || state.period < p) return 1;
      if (state.period > p) return 0;
      return Math.max(0, (p * sport.periodSec - state.clockSec) / sport.periodSec);
    };
    remHome = mh * inningsLeft(1);
    remAway = ma * inningsLeft(2);
  } else {
    const left = remaining(sport, state);
    remHome = mh * left;
    remAway = ma * left;
  }
  const grid = (mean: number): [number, number][] => {
    const sd = Math.sqrt(model.dispersion * mean);
    if (sd < 0.3) return [[Math.round(mean), 1]];
    const out: [number, number][] = [];
    const lo = Math.max(0, Math.floor(mean - 4.5 * sd));
    const hi = Math.ceil(mean + 4.5 * sd);
    for (let k = lo; k <= hi; k++) {
      const p = probabilityAbove(k - 0.5, mean, sd) - probabilityAbove(k + 0.5, mean, sd);
      if (p > 1e-9) out.push([k, p]);
    }
    return out;
  };
  const shareHome = mh / (mh + ma);
  const out: [number, number, number][] = [];
  for (const [x, px] of grid(remHome)) {
    for (const [y, py] of grid(remAway)) {
      const h = state.score[0] + x;
      const a = state.score[1] + y;
      const p = px * py;
      if (h === a) {
        out.push([h + 1, a, p * shareHome], [h, a + 1, p * (1 - shareHome)]);
      } else out.push([h, a, p]);
    }
  }
  return out;
}

/**
 * Prices a market from a distribution of scores `[home, away, p]`: each outcome's chance of winning, given that the
 * market is not void (a score at which every outcome is a push, a draw with no bet, returns the stakes and weighs
 * nothing). An outcome that can no longer win is closed. `period` prices one period's outcomes from that period's
 * scores.
 */
function priceMarket(market: FeedMarket, dist: readonly [number, number, number][], period?: number): void {
  const { outcomes } = market;
  const wins = new Array<number>(outcomes.length).fill(0);
  let mass = 0;
  for (const [h, a, p] of dist) {
    let decided = false;
    for (const [i, o] of outcomes.entries()) {
      const result =
        period === undefined
          ? resultAt(o.typeId, o.param, h, a)
          : periodResultAt(o.typeId, o.param, period, h, a);
      if (result === 'void') continue;
      decided = true;
      if (result === 'won') wins[i] = (wins[i] ?? 0) + p;
    }
    if (decided) mass += p;
  }
  if (mass <= 0) {
    for (const outcome of outcomes) outcome.coef = null;
    return;
  }
  const probs = wins.map((w) => w / mass);
  const open = probs.map((p) => p > 1e-6);
  const offered = probs.filter((_, i) => open[i]);
  const coefs = priceOutcomes(offered, market.margin, market.cover);
  let k = 0;
  for (const [i, outcome] of outcomes.entries()) {
    outcome.coef = coefs && open[i] ? (coefs[k] ?? null) : null;
    if (open[i]) k += 1;
  }
}

/** The period a period market is about: a result's param, a total's outcomes' (period x 100 + line). */
function periodOf(market: FeedMarket): number {
  if (market.groupId === MARKET_GROUP.FIRST_PERIOD_TOTAL)
    return mapTotalOf(market.outcomes[0]?.param ?? null)?.map ?? 1;
  return market.param ?? 1;
}

/**
 * The distribution of period `n`'s score (goals sports): from its start before it is played, from its score so far
 * while it is played; null once it is over (its markets close).
 */
function periodDistribution(game: Game, sport: SportDef, n: number): [number, number, number][] | null {
  const { state } = game;
  const model = sport.model;
  if (model.kind !== 'goals' || sport.periodSec <= 0) return null;
  const [lh, la] = goalsExpectation(model.goalsPerTeam, game.home?.rating ?? 0, game.away?.rating ?? 0);
  const share = 1 / sport.periods;
  if (state.status === 'line' || state.period < n) return goalsDistribution([0, 0], lh * share, la * share);
  if (state.status !== 'live' || state.period > n) return null;
  const left = Math.max(0, n * sport.periodSec - state.clockSec) / (sport.periods * sport.periodSec);
  const [h, a] = state.periodScores[n - 1] ?? [0, 0];
  return goalsDistribution([h, a], lh * left, la * left);
}

function priceOutright(market: FeedMarket, game: Game): void {
  const weights = game.candidates.map((t) => Math.exp(3 * t.rating));
  const sum = weights.reduce((a, b) => a + b, 0);
  const coefs = priceOutcomes(
    weights.map((w) => w / sum),
    market.margin,
  );
  for (const [i, outcome] of market.outcomes.entries()) outcome.coef = coefs?.[i] ?? null;
}

/** Prices every market of a game from its state (in place). A finished game's markets get their results. */
export function priceGame(game: Game): void {
  if (game.state.status === 'finished') {
    for (const market of game.markets)
      for (const outcome of market.outcomes) {
        outcome.coef = null;
        outcome.result = outcomeResult(game, outcome);
      }
    return;
  }
  if (game.home === null) {
    for (const market of game.markets) priceOutright(market, game);
    return;
  }
  const sport = sportById(game.baseSportId);
  if (!sport) return;
  const dist = finalDistribution(game, sport);
  // One distribution per period its markets are priced from.
  const periods = new Map<number, [number, number, number][] | null>();
  for (const market of game.markets)
    if (market.groupId === MARKET_GROUP.MAP_WINNER) priceMapWinner(market, game, sport);
    else if (market.groupId === MARKET_GROUP.MAP_TOTAL) priceMapTotal(market, game, sport);
    else if (PERIOD_MARKET_GROUPS.has(market.groupId)) {
      const n = periodOf(market);
      if (!periods.has(n)) periods.set(n, periodDistribution(game, sport, n));
      const periodDist = periods.get(n) ?? null;
      if (periodDist === null) for (const outcome of market.outcomes) outcome.coef = null;
      else priceMarket(market, periodDist, n);
    } else priceMarket(market, dist);
}

/**
 * A market of one map (its winner, its total rounds): closed once the map is over; the map being played is priced
 * from its rounds so far, a later one from its start (the price of a map that may not be played: a bet on it is
 * void if it is not). `chanceOfFirst` is the first outcome's chance from a map's points (a, b) and the home side's
 * chance of a point; the second outcome has the rest.
 */
function priceMap(
  market: FeedMarket,
  game: Game,
  sport: SportDef,
  chanceOfFirst: (p: number, a: number, b: number, target: number, winBy: 1 | 2) => number,
): void {
  const model = sport.model;
  const map = market.param ?? 0;
  const { state } = game;
  const mapsDone = state.score[0] + state.score[1];
  const close = () => {
    for (const outcome of market.outcomes) outcome.coef = null;
  };
  if (model.kind !== 'sets' || map <= mapsDone) return close();
  const current = state.status === 'live' && map === mapsDone + 1;
  const [a, b] = current ? (state.periodScores[map - 1] ?? [0, 0]) : [0, 0];
  const p = pointProbability(game.home?.rating ?? 0, game.away?.rating ?? 0, model.pointsToWinSet);
  const first = chanceOfFirst(p, a, b, model.pointsToWinSet, model.winBy);
  const coefs = priceOutcomes([first, 1 - first], market.margin, market.cover);
  if (!coefs) return close();
  for (const [i, outcome] of market.outcomes.entries()) outcome.coef = coefs[i] ?? null;
}

/** A map's winner: the home side's chance to win the map. */
function priceMapWinner(market: FeedMarket, game: Game, sport: SportDef): void {
  priceMap(market, game, sport, setWinProbability);
}

/** A map's total rounds over / under its line: the chance that the map ends with more rounds than the line. */
function priceMapTotal(market: FeedMarket, game: Game, sport: SportDef): void {
  const line = mapTotalOf(market.outcomes[0]?.param ?? null)?.line;
  if (line === undefined) {
    for (const outcome of market.outcomes) outcome.coef = null;
    return;
  }
  priceMap(market, game, sport, (p, a, b, target, winBy) => setTotalOver(p, a, b, target, winBy, line));
}
