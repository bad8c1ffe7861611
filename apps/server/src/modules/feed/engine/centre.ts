/**
 * The match centre of a live game: a timeline of incidents (goals, cards, corners, penalties, periods, sets), the
 * statistics a broadcaster shows (possession, attacks, shots, corners, cards; points by kind; points, breaks and
 * rounds won) and the phase of play a match tracker draws.
 *
 * The score comes from the simulator's own draws (`simulate.ts`), so every goal, point and set of the centre is
 * one the markets settle on. Everything else is drawn from a stream of its own (`rngFor(seed, 'centre', game,
 * tick)`): the centre never changes how a game is played or priced, and replays identically for a seed.
 */
import type { FeedEvent, Game, GameState } from './game';
import { poisson, type Rng } from './rng';
import type { SportDef } from './sports';

export type IncidentType =
  'start' | 'goal' | 'yellow' | 'red' | 'corner' | 'penalty' | 'period' | 'set' | 'finish';

export interface Incident {
  type: IncidentType;
  /** Game seconds when it happened. */
  clockSec: number;
  period: number;
  /** Whose incident it is (0 home, 1 away); none for the start, period changes and the finish. */
  side: 0 | 1 | null;
  /** The score after a goal or a set, and at the finish. */
  score: [number, number] | null;
}

/**
 * What a tracker draws: `safe` (the side keeps the ball in its own half), `attack`, `danger` (in or near the
 * box), `corner`, `goal`, `card`, `penalty` (a power play against the side), `possession` (basketball),
 * `batting` (cricket), `serve` (set sports: the side serving or, in esports, the side ahead on the map),
 * `break` (between periods) and `end`.
 */
export type PhaseKind =
  | 'safe'
  | 'attack'
  | 'danger'
  | 'corner'
  | 'goal'
  | 'card'
  | 'penalty'
  | 'possession'
  | 'batting'
  | 'serve'
  | 'break'
  | 'end';

export interface Phase {
  kind: PhaseKind;
  side: 0 | 1 | null;
}

export type StatKey =
  | 'possession'
  | 'attacks'
  | 'dangerousAttacks'
  | 'shotsOnTarget'
  | 'shotsOffTarget'
  | 'corners'
  | 'yellowCards'
  | 'redCards'
  | 'shotsOnGoal'
  | 'penalties'
  | 'freeThrows'
  | 'twoPointers'
  | 'threePointers'
  | 'runsInSingles'
  | 'fours'
  | 'sixes'
  | 'pointsWon'
  | 'breaks'
  | 'longestRun'
  | 'roundsWon'
  | 'kills';

export interface CentreState {
  incidents: Incident[];
  /** Counters per side ('possession' is kept as seconds in `possessionSec` and shown as a percentage). */
  stats: Partial<Record<StatKey, [number, number]>>;
  possessionSec: [number, number];
  phase: Phase;
  /** Who has the ball (goals and points sports), who serves next (set sports). */
  holder: 0 | 1;
  /** The current run of points won in a row (set sports): its side and length. */
  run: { side: 0 | 1; length: number } | null;
  /** Until this game second a power play runs against `phase.side` (ice hockey). */
  penaltyUntil: number | null;
}

/** At most this many incidents are kept (a long game of many corners stays small in the stored game). */
export const MAX_INCIDENTS = 120;

/** The counters each kind of sport shows, in order. */
export function centreStatKeys(sport: SportDef): readonly StatKey[] {
  const model = sport.model;
  if (model.kind === 'goals') {
    if (sport.slug === 'ice-hockey')
      return ['shotsOnGoal', 'penalties', 'attacks', 'dangerousAttacks', 'possession'];
    return [
      'possession',
      'attacks',
      'dangerousAttacks',
      'shotsOnTarget',
      'shotsOffTarget',
      'corners',
      'yellowCards',
      'redCards',
    ];
  }
  if (model.kind === 'points')
    return model.alternating
      ? ['runsInSingles', 'fours', 'sixes']
      : ['freeThrows', 'twoPointers', 'threePointers'];
  if (model.pointsToWinSet === 1) return ['kills'];
  if (sport.group === 'esports') return ['roundsWon', 'longestRun'];
  if (isTennis(sport)) return ['pointsWon', 'breaks', 'longestRun'];
  return ['pointsWon', 'longestRun'];
}

/** Tennis counts games as its points: whoever serves changes every game, and a game won against the serve is a break. */
function isTennis(sport: SportDef): boolean {
  return sport.model.kind === 'sets' && sport.model.pointsToWinSet === 6;
}

/** A new centre at kick-off. */
export function startCentre(game: Game, sport: SportDef): CentreState {
  const stats: CentreState['stats'] = {};
  for (const key of centreStatKeys(sport)) if (key !== 'possession') stats[key] = [0, 0];
  const batting = sport.model.kind === 'points' && sport.model.alternating;
  return {
    incidents: [{ type: 'start', clockSec: 0, period: 1, side: null, score: null }],
    stats,
    possessionSec: [0, 0],
    phase: { kind: batting ? 'batting' : sport.model.kind === 'sets' ? 'serve' : 'safe', side: 0 },
    holder: (game.id % 2) as 0 | 1,
    run: null,
    penaltyUntil: null,
  };
}

function count(centre: CentreState, key: StatKey, side: 0 | 1, by = 1): void {
  const pair = centre.stats[key];
  if (pair) pair[side] += by;
}

function addIncident(centre: CentreState, incident: Incident): void {
  centre.incidents.push(incident);
  if (centre.incidents.length > MAX_INCIDENTS) {
    // Corners go first, then the oldest: goals, cards, periods and sets stay.
    const corner = centre.incidents.findIndex((i) => i.type === 'corner');
    centre.incidents.splice(corner >= 0 ? corner : 1, 1);
  }
}

/**
 * What one step of play told the centre besides its events: the scoring plays of a points sport (their
 * points) and the points of a set sport in order (their winners).
 */
export interface StepTally {
  scoring: { side: 0 | 1; points: number }[];
  points: (0 | 1)[];
}

export function emptyTally(): StepTally {
  return { scoring: [], points: [] };
}

/** Per full regular game and side: the broadcaster's counts of an average football match. */
const FOOTBALL = {
  attacks: 100,
  dangerousAttacks: 50,
  shotsOnTargetSaved: 3.2,
  shotsOffTarget: 7.5,
  corners: 5,
  yellowCards: 1.9,
  redCards: 0.07,
};
const HOCKEY = { attacks: 60, dangerousAttacks: 28, shotsOnGoalSaved: 27, penalties: 3.5 };
/** Kills per side in a map of Dota 2 / League of Legends, spread over its length. */
const KILLS_PER_MAP = 24;

/**
 * Moves the centre by one step of `dt` game seconds that produced `events` (goals, points, sets, periods, the
 * finish) and `tally`. `rng` is the centre's own stream for this step.
 */
export function stepCentre(
  game: Game,
  sport: SportDef,
  state: GameState,
  dt: number,
  events: readonly FeedEvent[],
  tally: StepTally,
  rng: Rng,
): void {
  const centre = state.centre ?? (state.centre = startCentre(game, sport));
  const model = sport.model;
  const rating = [game.home?.rating ?? 0, game.away?.rating ?? 0] as const;
  const edge = (side: 0 | 1) =>
    Math.exp(0.35 * (rating[side] - rating[1 - side]!) + (side === 0 ? 0.05 : -0.05));
  let phase: Phase | null = null;

  if (model.kind === 'goals') {
    const regularSec = sport.periods * sport.periodSec;
    const hockey = sport.slug === 'ice-hockey';
    // Who has the ball: it stays with the side that has it more often than not, the better side keeps it longer.
    const keep = 0.6 + 0.05 * Math.tanh(rating[centre.holder] - rating[1 - centre.holder]!);
    if (!rng.chance(keep)) centre.holder = (1 - centre.holder) as 0 | 1;
    centre.possessionSec[centre.holder] += dt;
    const holder = centre.holder;
    const rate = (perGame: number, side: 0 | 1) =>
      (perGame / regularSec) * dt * edge(side) * (side === holder ? 1.6 : 0.4);
    const draw = (perGame: number, side: 0 | 1) => poisson(rng, rate(perGame, side));
    const table = hockey ? HOCKEY : FOOTBALL;
    for (const side of [0, 1] as const) {
      const attacks = draw(table.attacks, side);
      // Each attack turns dangerous with the share an average match has (about one in two).
      let dangerous = 0;
      for (let a = 0; a < attacks; a++)
        if (rng.chance(table.dangerousAttacks / table.attacks)) dangerous += 1;
      count(centre, 'attacks', side, attacks);
      count(centre, 'dangerousAttacks', side, dangerous);
      if (dangerous > 0) phase = { kind: 'danger', side };
      else if (attacks > 0 && phase === null) phase = { kind: 'attack', side };
      if (hockey) {
        count(centre, 'shotsOnGoal', side, draw(HOCKEY.shotsOnGoalSaved, side));
        if (poisson(rng, (HOCKEY.penalties / regularSec) * dt) > 0) {
          count(centre, 'penalties', side);
          centre.penaltyUntil = state.clockSec + 120;
          addIncident(centre, incident('penalty', state, side));
          phase = { kind: 'penalty', side };
        }
      } else {
        count(centre, 'shotsOnTarget', side, draw(FOOTBALL.shotsOnTargetSaved, side));
        count(centre, 'shotsOffTarget', side, draw(FOOTBALL.shotsOffTarget, side));
        const corners = draw(FOOTBALL.corners, side);
        for (let c = 0; c < corners; c++) {
          count(centre, 'corners', side);
          addIncident(centre, incident('corner', state, side));
          phase = { kind: 'corner', side };
        }
        for (const [key, type] of [
          ['yellowCards', 'yellow'],
          ['redCards', 'red'],
        ] as const) {
          if (poisson(rng, (FOOTBALL[key] / regularSec) * dt) === 0) continue;
          count(centre, key, side);
          addIncident(centre, incident(type, state, side));
          phase = { kind: 'card', side };
        }
      }
    }
    if (phase === null)
      phase =
        centre.penaltyUntil !== null && centre.penaltyUntil > state.clockSec
          ? centre.phase.kind === 'penalty'
            ? centre.phase
            : { kind: 'safe', side: holder }
          : { kind: 'safe', side: holder };
  } else if (model.kind === 'points') {
    for (const play of tally.scoring) {
      const key: StatKey | null = model.alternating
        ? play.points === 4
          ? 'fours'
          : play.points === 6
            ? 'sixes'
            : 'runsInSingles'
        : play.points === 1
          ? 'freeThrows'
          : play.points === 3
            ? 'threePointers'
            : 'twoPointers';
      count(centre, key, play.side, key === 'runsInSingles' ? play.points : 1);
      centre.holder = (1 - play.side) as 0 | 1;
    }
    if (tally.scoring.length === 0 && rng.chance(0.5)) centre.holder = (1 - centre.holder) as 0 | 1;
    phase = model.alternating
      ? { kind: 'batting', side: state.period > sport.periods ? centre.holder : state.period === 2 ? 1 : 0 }
      : { kind: 'possession', side: centre.holder };
  } else {
    const tennis = isTennis(sport);
    for (const winner of tally.points) {
      if (model.pointsToWinSet === 1) continue;
      count(centre, model.pointsToWinSet === 13 ? 'roundsWon' : 'pointsWon', winner);
      if (tennis) {
        if (winner !== centre.holder) count(centre, 'breaks', winner);
        centre.holder = (1 - centre.holder) as 0 | 1;
      } else if (sport.slug === 'table-tennis') {
        const played = state.periodScores.reduce((sum, [h, a]) => sum + h + a, 0);
        if (played % 2 === 0) centre.holder = (1 - centre.holder) as 0 | 1;
      } else {
        centre.holder = winner;
      }
      centre.run =
        centre.run?.side === winner
          ? { side: winner, length: centre.run.length + 1 }
          : { side: winner, length: 1 };
      const longest = centre.stats.longestRun;
      if (longest && centre.run.length > longest[winner]) longest[winner] = centre.run.length;
    }
    if (model.pointsToWinSet === 1) {
      for (const side of [0, 1] as const)
        count(centre, 'kills', side, poisson(rng, (KILLS_PER_MAP / model.secondsPerPoint) * dt * edge(side)));
      const kills = centre.stats.kills ?? [0, 0];
      centre.holder = kills[0] === kills[1] ? centre.holder : kills[0] > kills[1] ? 0 : 1;
    }
    phase = { kind: 'serve', side: centre.holder };
  }

  for (const event of events) {
    if (event.type === 'score' && event.side !== undefined) {
      if (model.kind === 'goals') {
        const scorer = event.side;
        count(centre, sport.slug === 'ice-hockey' ? 'shotsOnGoal' : 'shotsOnTarget', scorer);
        count(centre, 'attacks', scorer);
        count(centre, 'dangerousAttacks', scorer);
        addIncident(centre, {
          ...incident('goal', state, scorer),
          clockSec: Math.floor(event.clockSec),
          score: event.score ?? null,
        });
        phase = { kind: 'goal', side: scorer };
        centre.holder = (1 - scorer) as 0 | 1;
      } else if (model.kind === 'sets') {
        addIncident(centre, { ...incident('set', state, event.side), score: event.score ?? null });
        if (model.pointsToWinSet === 1) centre.stats.kills = [0, 0];
      }
    } else if (event.type === 'period' && event.period !== undefined && model.kind !== 'sets') {
      addIncident(centre, {
        type: 'period',
        clockSec: Math.floor(event.clockSec),
        period: event.period,
        side: null,
        score: null,
      });
      phase = { kind: 'break', side: null };
    } else if (event.type === 'finish') {
      addIncident(centre, {
        type: 'finish',
        clockSec: Math.floor(event.clockSec),
        period: state.period,
        side: null,
        score: event.score ?? null,
      });
      phase = { kind: 'end', side: null };
    }
  }
  centre.phase = phase;
}

function incident(type: IncidentType, state: GameState, side: 0 | 1): Incident {
  return { type, clockSec: Math.floor(state.clockSec), period: state.period, side, score: null };
}

/** Possession as whole percentages that add up to 100 (50-50 before anyone has had the ball). */
export function possessionShare(centre: CentreState): [number, number] {
  const [home, away] = centre.possessionSec;
  const total = home + away;
  if (total <= 0) return [50, 50];
  const first = Math.round((100 * home) / total);
  return [first, 100 - first];
}
