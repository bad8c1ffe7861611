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
import { sportById, type PointsModel, type SportDef } from './sports';

/** Outcome type ids and market group ids: the ones of @betline/core, which settles what the feed prices. */
import {
  MARKET_GROUP,
  SELECTION_TYPE as OUTCOME,
  mapTotalOf,
  mapTotalParam,
  selectionResult,
} from '@betline/core';

export { MARKET_GROUP, OUTCOME };

export const MARGINS = Object.freeze({
  result: 0.05,
  doubleChance: 0.05,
  handicap: 0.055,
  total: 0.055,
  btts: 0.06,
  correctScore: 0.18,
  setsScore: 0.1,
  outright: 0.25,
});

/** Correct-score markets list the scores up to this many goals a side, and "any other". */
const CORRECT_SCORE_MAX = 3;

/** Whether an outcome wins for a final score (h, a); outrights are decided by `outrightWinner`. */
export function outcomeWins(typeId: number, param: number | null, h: number, a: number): boolean {
  const p = param ?? 0;
  switch (typeId) {
    case OUTCOME.W1:
    case OUTCOME.WIN1:
      return h > a;
    case OUTCOME.X:
      return h === a;
    case OUTCOME.W2:
    case OUTCOME.WIN2:
      return a > h;
    case OUTCOME.DC_1X:
      return h >= a;
    case OUTCOME.DC_12:
      return h !== a;
    case OUTCOME.DC_X2:
      return a >= h;
    case OUTCOME.H1:
      return h + p > a;
    case OUTCOME.H2:
      return a + p > h;
    case OUTCOME.OVER:
      return h + a > p;
    case OUTCOME.UNDER:
      return h + a < p;
    case OUTCOME.BTTS_YES:
      return h > 0 && a > 0;
    case OUTCOME.BTTS_NO:
      return h === 0 || a === 0;
    case OUTCOME.CORRECT_SCORE:
    case OUTCOME.SETS_SCORE:
      return h * 100 + a === p;
    case OUTCOME.CORRECT_SCORE_OTHER:
      return h > CORRECT_SCORE_MAX || a > CORRECT_SCORE_MAX;
    default:
      return false;
  }
}

/** Outcomes decided by one map's score (its winner, its total rounds), read from the maps played. */
function isMapOutcome(typeId: number): boolean {
  return (
    typeId === OUTCOME.MAP_WIN1 ||
    typeId === OUTCOME.MAP_WIN2 ||
    typeId === OUTCOME.MAP_TOTAL_OVER ||
    typeId === OUTCOME.MAP_TOTAL_UNDER
  );
}

/** The line of a map's total rounds (CS2: a map is first to 13 rounds, ahead by 2). */
const MAP_TOTAL_LINE = 22.5;

/** The result of an outcome of a finished game. */
export function outcomeResult(game: Game, outcome: Outcome): OutcomeResult {
  const { state } = game;
  if (outcome.typeId === OUTCOME.OUTRIGHT) return outcome.param === state.outrightWinner ? 'won' : 'lost';
  // A map's winner is read from the maps played, as settlement reads it.
  if (isMapOutcome(outcome.typeId))
    return selectionResult(outcome, { score: state.score, periods: state.periodScores });
  return outcomeWins(outcome.typeId, outcome.param, state.score[0], state.score[1]) ? 'won' : 'lost';
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

function specsFor(sport: SportDef, game: Game): MarketSpec[] {
  const model = sport.model;
  const home = game.home?.rating ?? 0;
  const away = game.away?.rating ?? 0;
  if (model.kind === 'goals') {
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

function priceMarket(market: FeedMarket, dist: readonly [number, number, number][], mass: number): void {
  // An outcome that can no longer win (a score already passed) is closed; the others are priced.
  const probs = market.outcomes.map(
    (o) => dist.reduce((acc, [h, a, p]) => (outcomeWins(o.typeId, o.param, h, a) ? acc + p : acc), 0) / mass,
  );
  const open = market.outcomes.map((_, i) => (probs[i] ?? 0) > 1e-6);
  const offered = probs.filter((_, i) => open[i]);
  const coefs = priceOutcomes(offered, market.margin, market.cover);
  let k = 0;
  for (const [i, outcome] of market.outcomes.entries()) {
    outcome.coef = coefs && open[i] ? (coefs[k] ?? null) : null;
    if (open[i]) k += 1;
  }
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
  const mass = dist.reduce((acc, [, , p]) => acc + p, 0);
  for (const market of game.markets)
    if (market.groupId === MARKET_GROUP.MAP_WINNER) priceMapWinner(market, game, sport);
    else if (market.groupId === MARKET_GROUP.MAP_TOTAL) priceMapTotal(market, game, sport);
    else priceMarket(market, dist, mass);
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
