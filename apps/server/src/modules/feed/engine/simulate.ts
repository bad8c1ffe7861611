/**
 * Live play: a game's clock, periods and score move forward in steps whose random draws are seeded by the
 * feed seed, the game and the step number, so a game replays identically for a seed and a sequence of steps.
 */
import { emptyTally, startCentre, stepCentre, type StepTally } from './centre';
import type { FeedEvent, FeedMarket, Game, GameState } from './game';
import { priceGame, pointProbability } from './markets';
import { hash32, poisson, rngFor, type Rng } from './rng';
import { sportById, type SportDef } from './sports';

/** Longest simulated step, in game seconds: a longer advance is cut into steps of this size. */
export const MAX_STEP_SEC = 10;

/**
 * Between game events a live market keeps its prices until time running down has moved one of them by at
 * least this share (then the whole market takes its new prices): live prices jump with goals, points, sets
 * and periods, and otherwise move in steps now and then rather than by a thousandth every second.
 */
export const LIVE_REPRICE_MIN = 0.02;

export interface SimOptions {
  seed: number;
  /** How long a goal (or a set, a period end) suspends the markets, in milliseconds. */
  suspendMs: number;
}

export const DEFAULT_SUSPEND_MS = 5_000;

function cloneState(state: GameState): GameState {
  return {
    ...state,
    score: [state.score[0], state.score[1]],
    periodScores: state.periodScores.map(([h, a]) => [h, a]),
    ...(state.centre ? { centre: structuredClone(state.centre) } : {}),
  };
}

function periodEnd(sport: SportDef, period: number): number {
  if (period <= sport.periods) return period * sport.periodSec;
  const extraSec = sport.model.kind === 'points' ? sport.model.extraPeriodSec : sport.periodSec;
  return sport.periods * sport.periodSec + (period - sport.periods) * extraSec;
}

function addScore(state: GameState, side: 0 | 1, points: number): void {
  state.score[side] += points;
  const current = state.periodScores[state.periodScores.length - 1];
  if (current) current[side] += points;
}

function finish(game: Game, state: GameState, now: number, events: FeedEvent[]): void {
  state.status = 'finished';
  state.finishedAt = now;
  state.suspendedUntil = null;
  state.winner = state.score[0] > state.score[1] ? 0 : state.score[1] > state.score[0] ? 1 : null;
  events.push({ type: 'finish', gameId: game.id, clockSec: state.clockSec, score: [...state.score] });
}

/** One step of a timed sport (goals or points) of `dt` game seconds. */
function stepTimed(
  game: Game,
  sport: SportDef,
  state: GameState,
  dt: number,
  rng: Rng,
  events: FeedEvent[],
  suspend: () => void,
  tally: StepTally,
) {
  const model = sport.model;
  if (model.kind === 'sets') return;
  const regularSec = sport.periods * sport.periodSec;
  const homeRating = game.home?.rating ?? 0;
  const awayRating = game.away?.rating ?? 0;
  let remainingDt = dt;
  while (remainingDt > 0 && state.status === 'live') {
    const end = periodEnd(sport, state.period);
    const slice = Math.min(remainingDt, end - state.clockSec);
    if (model.kind === 'goals') {
      const base = model.goalsPerTeam / regularSec;
      const rates: [number, number] = [
        base * Math.exp(0.5 * (homeRating - awayRating) + 0.1),
        base * Math.exp(0.5 * (awayRating - homeRating) - 0.1),
      ];
      for (const side of [0, 1] as const) {
        const goals = poisson(rng, rates[side] * slice);
        for (let g = 0; g < goals; g++) {
          addScore(state, side, 1);
          events.push({
            type: 'score',
            gameId: game.id,
            clockSec: state.clockSec + slice,
            side,
            score: [...state.score],
          });
          suspend();
        }
      }
    } else {
      const edge = Math.tanh(homeRating - awayRating) * 0.08;
      const perSec = model.pointsPerTeam / (model.alternating ? sport.periodSec : regularSec);
      const meanEvent = model.scoringEvents.reduce((a, b) => a + b, 0) / model.scoringEvents.length;
      const extra = state.period > sport.periods;
      for (const side of [0, 1] as const) {
        if (model.alternating && !extra && state.period !== side + 1) continue;
        const mean = perSec * (side === 0 ? 1 + edge + 0.01 : 1 - edge - 0.01);
        const rate = extra && model.alternating ? model.pointsPerTeam / regularSec : mean;
        const count = poisson(rng, (rate * slice) / meanEvent);
        let scored = 0;
        for (let e = 0; e < count; e++) {
          const points = rng.pick(model.scoringEvents);
          scored += points;
          tally.scoring.push({ side, points });
          if (points >= 6) suspend();
        }
        if (scored > 0) {
          addScore(state, side, scored);
          events.push({
            type: 'score',
            gameId: game.id,
            clockSec: state.clockSec + slice,
            side,
            score: [...state.score],
          });
        }
      }
    }
    state.clockSec += slice;
    remainingDt -= slice;
    if (state.clockSec >= end) {
      const mayDraw = model.kind === 'goals';
      const over = state.period >= sport.periods && (mayDraw || state.score[0] !== state.score[1]);
      if (over) return;
      state.period += 1;
      state.periodScores.push([0, 0]);
      events.push({ type: 'period', gameId: game.id, clockSec: state.clockSec, period: state.period });
      suspend();
    }
  }
}

/** One step of a set sport of `dt` game seconds: points, sets, the match. */
function stepSets(
  game: Game,
  sport: SportDef,
  state: GameState,
  dt: number,
  rng: Rng,
  events: FeedEvent[],
  suspend: () => void,
  tally: StepTally,
) {
  const model = sport.model;
  if (model.kind !== 'sets') return;
  const p = pointProbability(game.home?.rating ?? 0, game.away?.rating ?? 0, model.pointsToWinSet);
  const points = poisson(rng, dt / model.secondsPerPoint);
  for (let i = 0; i < points && state.status === 'live'; i++) {
    const side: 0 | 1 = rng.chance(p) ? 0 : 1;
    const set = state.periodScores[state.periodScores.length - 1];
    if (!set) break;
    set[side] += 1;
    tally.points.push(side);
    const [x, y] = set;
    const won =
      (x >= model.pointsToWinSet && x - y >= model.winBy) ||
      (y >= model.pointsToWinSet && y - x >= model.winBy);
    if (!won) continue;
    state.score[x > y ? 0 : 1] += 1;
    events.push({
      type: 'score',
      gameId: game.id,
      clockSec: state.clockSec,
      side: x > y ? 0 : 1,
      score: [...state.score],
    });
    suspend();
    if (state.score[0] >= model.setsToWin || state.score[1] >= model.setsToWin) return;
    state.period += 1;
    state.periodScores.push([0, 0]);
    events.push({ type: 'period', gameId: game.id, clockSec: state.clockSec, period: state.period });
  }
  state.clockSec += dt;
}

function isOver(sport: SportDef, state: GameState): boolean {
  const model = sport.model;
  if (model.kind === 'sets') return state.score[0] >= model.setsToWin || state.score[1] >= model.setsToWin;
  if (state.clockSec < periodEnd(sport, state.period) || state.period < sport.periods) return false;
  return model.kind === 'goals' || state.score[0] !== state.score[1];
}

/** Kicks a line game off (status live, period 1). */
export function startGame(game: Game): { game: Game; events: FeedEvent[] } {
  if (game.state.status !== 'line' || game.home === null) return { game, events: [] };
  const state = cloneState(game.state);
  state.status = 'live';
  state.period = 1;
  state.periodScores = [[0, 0]];
  const next: Game = { ...game, state, markets: structuredClone(game.markets) };
  const sport = sportById(game.baseSportId);
  if (sport) state.centre = startCentre(next, sport);
  priceGame(next);
  return { game: next, events: [{ type: 'start', gameId: game.id, clockSec: 0, period: 1 }] };
}

/**
 * Advances a live game by `seconds` of game time (in steps of at most MAX_STEP_SEC), then reprices it.
 * Returns a new game (the given one is not changed) and what happened.
 */
export function advanceGame(
  game: Game,
  seconds: number,
  now: number,
  options: SimOptions,
): { game: Game; events: FeedEvent[] } {
  const sport = sportById(game.baseSportId);
  if (game.state.status !== 'live' || !sport || !(seconds > 0)) return { game, events: [] };
  const state = cloneState(game.state);
  const next: Game = { ...game, state, markets: structuredClone(game.markets) };
  const events: FeedEvent[] = [];
  const wasSuspended = state.suspendedUntil !== null && state.suspendedUntil > now;
  const suspend = () => {
    state.suspendedUntil = Math.max(state.suspendedUntil ?? 0, now + options.suspendMs);
  };
  let left = seconds;
  while (left > 1e-9 && state.status === 'live') {
    const dt = Math.min(MAX_STEP_SEC, left);
    const rng = rngFor(options.seed, 'tick', game.id, state.tick);
    const centreRng = rngFor(options.seed, 'centre', game.id, state.tick);
    state.tick += 1;
    const stepped = events.length;
    const tally = emptyTally();
    if (sport.model.kind === 'sets') stepSets(next, sport, state, dt, rng, events, suspend, tally);
    else stepTimed(next, sport, state, dt, rng, events, suspend, tally);
    left -= dt;
    if (isOver(sport, state)) finish(next, state, now, events);
    stepCentre(next, sport, state, dt, events.slice(stepped), tally, centreRng);
  }
  if (state.status === 'live') {
    const suspendedNow = state.suspendedUntil !== null && state.suspendedUntil > now;
    if (suspendedNow && !wasSuspended)
      events.push({ type: 'suspend', gameId: game.id, clockSec: state.clockSec });
    if (!suspendedNow && state.suspendedUntil !== null) {
      state.suspendedUntil = null;
      events.push({ type: 'resume', gameId: game.id, clockSec: state.clockSec });
    }
  }
  priceGame(next);
  if (state.status === 'live' && sameScore(game.state, state)) keepSmallMoves(game.markets, next.markets);
  return { game: next, events };
}

/** Whether only the clock moved between two states of a game (no point, goal, set or period). */
function sameScore(before: GameState, after: GameState): boolean {
  return (
    before.status === after.status &&
    before.period === after.period &&
    before.score[0] === after.score[0] &&
    before.score[1] === after.score[1] &&
    before.periodScores.length === after.periodScores.length &&
    before.periodScores.every(
      ([h, a], i) => after.periodScores[i]?.[0] === h && after.periodScores[i]?.[1] === a,
    )
  );
}

/**
 * A market whose new prices all lie within LIVE_REPRICE_MIN of its previous ones (with the same outcomes
 * open) keeps the previous prices, whole: its margin stays the one it was priced with.
 */
function keepSmallMoves(previous: readonly FeedMarket[], markets: FeedMarket[]): void {
  for (const [m, market] of markets.entries()) {
    const old = previous[m];
    if (!old || old.outcomes.length !== market.outcomes.length) continue;
    const small = market.outcomes.every((o, i) => {
      const was = old.outcomes[i]?.coef ?? null;
      if (was === null || o.coef === null) return was === o.coef;
      return Math.abs(o.coef - was) < LIVE_REPRICE_MIN * was;
    });
    if (small) for (const [i, o] of market.outcomes.entries()) o.coef = old.outcomes[i]?.coef ?? null;
  }
}

/** The result the demo control "finish" may ask a match to end with: its first side (home) wins, the second, or neither. */
export type Ending = 'first' | 'second' | 'draw';

/** `GameState.winner` of each ending. */
const WINNER_OF: Readonly<Record<Ending, 0 | 1 | null>> = { first: 0, second: 1, draw: null };

/** Plays of the rest of a match tried for an asked ending before it counts as out of reach. */
export const ENDING_TRIES = 200;

/** No play of the rest of the match within `ENDING_TRIES` ends as asked (a draw in tennis, a lead too late). */
export class EndingOutOfReach extends Error {
  constructor(
    readonly gameId: number,
    readonly ending: Ending,
  ) {
    super(
      `game ${gameId} cannot be played to end in ${ending === 'draw' ? 'a draw' : `a win of its ${ending} side`} (tried ${ENDING_TRIES} plays of the rest of it)`,
    );
  }
}

/**
 * Plays a live game to its end (the demo control "finish"); a line game is started first. With `ending`, the
 * first of the simulated plays of the rest of the match (each from its own seed, the feed's own first) that
 * ends that way: a real play of the sport, so every market settles consistently with its score. Throws
 * `EndingOutOfReach` when none does.
 */
export function finishGame(
  game: Game,
  now: number,
  options: SimOptions,
  ending?: Ending,
): { game: Game; events: FeedEvent[] } {
  if (ending === undefined || game.home === null) return playToEnd(game, now, options);
  for (let attempt = 0; attempt < ENDING_TRIES; attempt++) {
    const seed = attempt === 0 ? options.seed : hash32(options.seed, 'ending', game.id, attempt);
    const played = playToEnd(game, now, { ...options, seed });
    if (played.game.state.winner === WINNER_OF[ending]) return played;
  }
  throw new EndingOutOfReach(game.id, ending);
}

function playToEnd(game: Game, now: number, options: SimOptions): { game: Game; events: FeedEvent[] } {
  if (game.state.status === 'finished') return { game, events: [] };
  if (game.home === null) return settleOutright(game, now, options.seed);
  const started = game.state.status === 'line' ? startGame(game) : { game, events: [] };
  const events = [...started.events];
  let current = started.game;
  // A set sport has no fixed length: play an hour at a time until it is over.
  for (let i = 0; i < 1000 && current.state.status === 'live'; i++) {
    const step = advanceGame(current, 3600, now, options);
    events.push(...step.events);
    current = step.game;
  }
  return { game: current, events };
}

/** Decides a long-term bet: the winner is drawn with the probabilities its prices came from. */
export function settleOutright(game: Game, now: number, seed: number): { game: Game; events: FeedEvent[] } {
  if (game.state.status === 'finished' || game.candidates.length === 0) return { game, events: [] };
  const rng = rngFor(seed, 'outright', game.id);
  const weights = game.candidates.map((t) => Math.exp(3 * t.rating));
  let draw = rng.next() * weights.reduce((a, b) => a + b, 0);
  let winner = game.candidates[game.candidates.length - 1];
  for (const [i, w] of weights.entries()) {
    draw -= w;
    if (draw < 0) {
      winner = game.candidates[i];
      break;
    }
  }
  const state = cloneState(game.state);
  state.status = 'finished';
  state.finishedAt = now;
  state.outrightWinner = winner?.id ?? null;
  const next: Game = { ...game, state, markets: structuredClone(game.markets) };
  priceGame(next);
  return { game: next, events: [{ type: 'finish', gameId: game.id, clockSec: 0 }] };
}

/** One drift step of the pre-match line: the simulator takes one per minute of its clock. */
export const LINE_DRIFT_STEP_MS = 60_000;
/** Line games starting within this time drift; further ones wait (their prices stand still). */
export const LINE_DRIFT_AHEAD_MS = 6 * 3_600_000;
/**
 * How often a line game's prices move, in moves per hour: LINE_MOVES_PER_HOUR_FAR at LINE_DRIFT_AHEAD_MS before
 * the start, rising evenly to LINE_MOVES_PER_HOUR_NEAR at kick-off (news and money come in as the start nears).
 */
export const LINE_MOVES_PER_HOUR_FAR = 1;
export const LINE_MOVES_PER_HOUR_NEAR = 5;
/**
 * One tick of a line move: the share by which it moves the home side's price in the main market (about a step
 * of a fine price ladder: 2.00 to 2.04, 1.50 to 1.53).
 */
export const LINE_TICK_PRICE = 0.02;
/** Ticks of one move and their weights: most moves are one or two ticks. */
const LINE_MOVE_TICKS: readonly (readonly [ticks: number, weight: number])[] = [
  [1, 0.6],
  [2, 0.3],
  [3, 0.1],
];
/** Largest move of a side's rating (thousandths) for one tick: a market that barely reacts moves no further. */
const MAX_TICK_MILLI = 50;
/** Largest move of a side's rating in one drift step. */
export const LINE_DRIFT = (3 * MAX_TICK_MILLI) / 1000;

/** The chance that a line game's prices move in one drift step at `msToStart` before its start. */
export function lineMoveChance(msToStart: number): number {
  const far = Math.min(1, Math.max(0, msToStart / LINE_DRIFT_AHEAD_MS));
  const perHour = LINE_MOVES_PER_HOUR_NEAR + (LINE_MOVES_PER_HOUR_FAR - LINE_MOVES_PER_HOUR_NEAR) * far;
  return (perHour * LINE_DRIFT_STEP_MS) / 3_600_000;
}

/** The home side's price in the main market (null when it is not offered). */
function mainPrice(game: Game): number | null {
  return (game.markets.find((m) => m.main) ?? game.markets[0])?.outcomes[0]?.coef ?? null;
}

/** The game with the home side `milli` thousandths stronger and the away side as much weaker, repriced. */
function shifted(game: Game, milli: number): Game {
  if (game.home === null || game.away === null) return game;
  const next: Game = {
    ...game,
    home: { ...game.home, rating: Math.round(game.home.rating * 1000 + milli) / 1000 },
    away: { ...game.away, rating: Math.round(game.away.rating * 1000 - milli) / 1000 },
    markets: structuredClone(game.markets),
  };
  priceGame(next);
  return next;
}

/**
 * The rating move (thousandths a side) that moves the home price by one tick, LINE_TICK_PRICE: the models of
 * the sports react to the ratings very differently (a volleyball match far more than a football one).
 */
function tickMilli(game: Game): number {
  const probe = 10;
  const before = mainPrice(game);
  const after = mainPrice(shifted(game, probe));
  const change = before !== null && after !== null ? Math.abs(after / before - 1) : 0;
  if (!(change > 0)) return MAX_TICK_MILLI;
  return Math.min(MAX_TICK_MILLI, Math.max(1, Math.round((probe * LINE_TICK_PRICE) / change)));
}

/**
 * The pre-match line lives too, as a trader's line does: at drift step `step` (at the time `now`, by default
 * the step's start) a line game's prices move only now and then — a few times an hour, more often as the
 * start nears (lineMoveChance) — and then by one to three ticks (mostly one or two): money or news for one
 * side moves the sides' ratings apart or together, and the game is repriced. A game that does not move this
 * step is returned as it was (the same object). Deterministic for a seed, a game and a step.
 */
export function driftGame(game: Game, seed: number, step: number, now = step * LINE_DRIFT_STEP_MS): Game {
  if (game.state.status !== 'line' || game.home === null || game.away === null) return game;
  const rng = rngFor(seed, 'drift', game.id, step);
  if (!rng.chance(lineMoveChance(game.startAt - now))) return game;
  let draw = rng.next();
  let ticks = 1;
  for (const [n, weight] of LINE_MOVE_TICKS) {
    ticks = n;
    draw -= weight;
    if (draw < 0) break;
  }
  const sign = rng.chance(0.5) ? 1 : -1;
  return shifted(game, sign * ticks * tickMilli(game));
}
