import type { CoefViewId } from '@betline/core';

/** Whether an outcome can be bet now: open, suspended for a moment (live), or locked (market closed). */
export type OutcomeStatus = 'open' | 'suspended' | 'locked';

/** Direction of the last odds change, shown by colour and by an arrow with text. */
export type OddsTrend = 'up' | 'down';

/** One selectable outcome of a market. */
export interface OutcomeData {
  /** Selection id (the coupon's bet id). */
  id: string;
  /** Short label shown on the button ("1", "X", "2", "Over 2.5", "2:1"). */
  label: string;
  /** Full name for assistive technology when the label is terse ("Draw"); defaults to `label`. */
  name?: string;
  /** Decimal coefficient as the feed sends it; null when there is none. */
  coef: number | null;
  /** Default `open`. */
  status?: OutcomeStatus;
  /**
   * The price has not been confirmed since the live connection dropped: it may be out of date. Shown dimmed with
   * a dashed border and said in the accessible name; the button still works (the server decides at placement).
   */
  stale?: boolean;
}

/** Layouts of a market group. */
export type MarketLayout = 'twoWay' | 'threeWay' | 'totals' | 'correctScore';

/** A market of an event: its outcomes and how to lay them out. */
export interface MarketData {
  id: string;
  /** Translated market name ("Match result", "Total goals"). */
  name: string;
  layout: MarketLayout;
  /** two-way and three-way: the outcomes in order; correct score: every score. */
  outcomes?: readonly OutcomeData[];
  /** Totals: one line per row, each with its over and under outcomes. */
  lines?: readonly { line: string; over: OutcomeData; under: OutcomeData }[];
}

/** Live state of an event. */
export interface LiveState {
  /** Goals / points of home and away. */
  score: readonly [number, number];
  /** Seconds played when `clockAt` was taken. */
  clockSec: number;
  /** Epoch ms when `clockSec` was read; the timer runs from there while `running`. */
  clockAt?: number;
  /** Whether the clock is running (false at half-time). */
  running?: boolean;
  /** Translated period label ("1st half"). */
  period?: string;
  /** Scores per finished period. */
  periodScores?: readonly (readonly [number, number])[];
}

/** An event of the line or live board. */
export interface EventData {
  id: string;
  home: string;
  away: string;
  /** Start time, epoch ms. */
  startTime: number;
  /** Present while the event is live. */
  live?: LiveState;
  /** The main markets shown in the row (usually one three-way or two-way market). */
  markets: readonly MarketData[];
}

/** A championship with its events. */
export interface ChampionshipData {
  id: string;
  name: string;
  /** Country or region shown before the name. */
  region?: string;
  events: readonly EventData[];
}

/** What every odds widget needs to render prices: the player's format (COEF-001). */
export interface OddsDisplayProps {
  /** Odds format id (0 decimal, 1 fractional, 2 American, 4, 5, 6, 14, 15, 16). */
  coefViewId: CoefViewId;
}

/** One side of a match: 0 the first (home), 1 the second (away). */
export type MatchSide = 0 | 1;

/** What a match tracker draws the game on. */
export type MatchField = 'pitch' | 'rink' | 'court' | 'tennis' | 'net' | 'table' | 'oval' | 'map';

/** The phase of play a tracker shows (see MatchTracker). */
export interface MatchPhase {
  kind:
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
  side: MatchSide | null;
}

/** One incident of a match's timeline. */
export interface MatchIncident {
  type: 'start' | 'goal' | 'yellow' | 'red' | 'corner' | 'penalty' | 'period' | 'set' | 'finish';
  /** Game seconds when it happened. */
  clockSec: number;
  period: number;
  side: MatchSide | null;
  /** The score after a goal or a set, and at the finish. */
  score: readonly [number, number] | null;
}

/** The statistics a match centre can show (possession is in percent). */
export type MatchStatKey =
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

export interface MatchStat {
  key: MatchStatKey;
  first: number;
  second: number;
}
