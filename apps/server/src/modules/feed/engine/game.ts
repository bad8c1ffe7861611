/** The feed's game: what it is (teams, start) and where it stands (clock, period, score, markets). */
import type { Thousandths } from '@betline/core';
import type { CentreState } from './centre';

export type GameStatus = 'line' | 'live' | 'finished';

/** The seed's game status ids (COUPON-021/022): 1 not started, 2 live, 4 finished. */
export const GAME_STATUS_ID: Readonly<Record<GameStatus, number>> = Object.freeze({
  line: 1,
  live: 2,
  finished: 4,
});

export type OutcomeResult = 'won' | 'lost' | 'void';

export interface GameSide {
  id: number;
  nameEng: string;
  rating: number;
}

export interface Outcome {
  /** Unique across the feed: the game id x 1000 + the outcome's position in the game. */
  id: number;
  typeId: number;
  nameEng: string;
  param: number | null;
  /** Integer thousandths; null while the outcome is not offered (closed or impossible). */
  coef: Thousandths | null;
  /** Set when the game is finished. */
  result: OutcomeResult | null;
}

export interface FeedMarket {
  groupId: number;
  nameEng: string;
  /**
   * Market kind: 1 result, 2 handicap, 3 total, 4 other (double chance, both teams to score), 5 correct score,
   * 7 long-term (outright). Kind 7 excludes the express bonus (COUPON-033).
   */
  kind: number;
  param: number | null;
  margin: number;
  /** How many outcomes every result wins: 1, or 2 for double chance. */
  cover: number;
  /** Shown in game lists (the result market, the main total and handicap). */
  main: boolean;
  outcomes: Outcome[];
}

export type FeedEventType = 'start' | 'score' | 'period' | 'suspend' | 'resume' | 'finish';

export interface FeedEvent {
  type: FeedEventType;
  gameId: number;
  clockSec: number;
  /** 0 home, 1 away: who scored (score events). */
  side?: 0 | 1;
  score?: [number, number];
  period?: number;
}

export interface GameState {
  status: GameStatus;
  /** Seconds played; never decreases. */
  clockSec: number;
  /** 0 before the start; then the current half, quarter, set, map or innings (extra periods continue the count). */
  period: number;
  /** Goals / points; sets (maps) won in set sports. */
  score: [number, number];
  /** Score of every period so far (points of each set in set sports). */
  periodScores: [number, number][];
  /** Simulation steps taken: the seed of the next step's random draws. */
  tick: number;
  /** Markets are suspended until this time (epoch ms); null when open. */
  suspendedUntil: number | null;
  /**
   * Demo control "hold": until this time (epoch ms) the game stands still: its clock, score and prices do not
   * move and a line game does not kick off. Absent or null when the game runs (games stored before it existed
   * have no such field).
   */
  heldUntil?: number | null;
  finishedAt: number | null;
  /**
   * The match centre (timeline, statistics, phase of play) from the kick-off on; absent before it and in games
   * stored before it existed.
   */
  centre?: CentreState;
  /** Set when finished: 0 home, 1 away, null draw (or the outright winner's team id in `outrightWinner`). */
  winner: 0 | 1 | null;
  outrightWinner: number | null;
}

export interface Game {
  id: number;
  sportId: number;
  champId: number;
  /** For long-term bets (sport 2999): the sport the championship belongs to. */
  baseSportId: number;
  startAt: number;
  /** Match: two sides. Long-term: `home`/`away` are null and `candidates` holds the teams. */
  home: GameSide | null;
  away: GameSide | null;
  candidates: GameSide[];
  nameEng: string;
  /** A top event (recommended). */
  top: boolean;
  state: GameState;
  markets: FeedMarket[];
}

export function initialState(): GameState {
  return {
    status: 'line',
    clockSec: 0,
    period: 0,
    score: [0, 0],
    periodScores: [],
    tick: 0,
    suspendedUntil: null,
    finishedAt: null,
    winner: null,
    outrightWinner: null,
  };
}

/** Markets are suspended at `now` (a suspension after an event, or the game is over). */
export function isSuspended(state: GameState, now: number): boolean {
  return state.status === 'finished' || (state.suspendedUntil !== null && state.suspendedUntil > now);
}

/** The game stands still at `now` (the demo control "hold"). */
export function isHeld(state: GameState, now: number): boolean {
  return state.heldUntil != null && state.heldUntil > now;
}

export function scoreFormatted(state: GameState): string {
  if (state.status === 'line') return '';
  const periods = state.periodScores.map(([h, a]) => `${h}-${a}`).join(', ');
  return `${state.score[0]}:${state.score[1]}${periods ? ` (${periods})` : ''}`;
}
