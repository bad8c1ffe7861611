/**
 * Live play: a game's clock, periods and score move forward in steps whose random draws are seeded by the
 * feed seed, the game and the step number, so a game replays identically for a seed and a sequence of steps.
 */
import type { FeedEvent, Game, GameState } from './game';
import { priceGame, pointProbability } from './markets';
import { poisson, rngFor, type Rng } from './rng';
import { sportById, type SportDef } from './sports';

/** Longest simulated step, in game seconds: a longer advance is cut into steps of this size. */
export const MAX_STEP_SEC = 10;

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
    state.tick += 1;
    if (sport.model.kind === 'sets') stepSets(next, sport, state, dt, rng, events, suspend);
    else stepTimed(next, sport, state, dt, rng, events, suspend);
    left -= dt;
    if (isOver(sport, state)) finish(next, state, now, events);
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
  return { game: next, events };
}

/** Plays a live game to its end (the demo control "finish"); a line game is started first. */
export function finishGame(
  game: Game,
  now: number,
  options: SimOptions,
): { game: Game; events: FeedEvent[] } {
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

/** Largest move of a side's rating in one drift step of the pre-match line. */
export const LINE_DRIFT = 0.03;

/**
 * The pre-match line lives too: at drift step `step` a line game's sides move a little in strength (money and
 * news, as a trader would see them) and the game is repriced. Deterministic for a seed, a game and a step.
 */
export function driftGame(game: Game, seed: number, step: number): Game {
  if (game.state.status !== 'line' || game.home === null || game.away === null) return game;
  const rng = rngFor(seed, 'drift', game.id, step);
  // Ratings stay in thousandths.
  const move = (rating: number) =>
    Math.round(rating * 1000 + (rng.next() * 2 - 1) * LINE_DRIFT * 1000) / 1000;
  const next: Game = {
    ...game,
    home: { ...game.home, rating: move(game.home.rating) },
    away: { ...game.away, rating: move(game.away.rating) },
    markets: structuredClone(game.markets),
  };
  priceGame(next);
  return next;
}
