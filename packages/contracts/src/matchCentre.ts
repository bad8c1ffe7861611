/**
 * A game's match centre (`GET /web-api/sportsbook/games/:gameId/centre`): the timeline, the statistics and the
 * phase of play of a live or finished game as the feed simulates them, and before and beside it the two sides'
 * form, their places in the table and their latest meetings.
 */
import { z } from 'zod';
import { formResultSchema, sideScoreSchema } from './sportsbook';

const sideSchema = z.union([z.literal(0), z.literal(1)]);

export const centreIncidentSchema = z.object({
  type: z.enum(['start', 'goal', 'yellow', 'red', 'corner', 'penalty', 'period', 'set', 'finish']),
  /** Game seconds when it happened. */
  clockSec: z.number().int().min(0),
  period: z.number().int().min(0),
  /** 0 the first side, 1 the second; null for the start, period changes and the finish. */
  side: sideSchema.nullable(),
  /** The score after a goal or a set, and at the finish. */
  score: sideScoreSchema.nullable(),
});
export type CentreIncident = z.infer<typeof centreIncidentSchema>;

export const centreStatKeySchema = z.enum([
  'possession',
  'attacks',
  'dangerousAttacks',
  'shotsOnTarget',
  'shotsOffTarget',
  'corners',
  'yellowCards',
  'redCards',
  'shotsOnGoal',
  'penalties',
  'freeThrows',
  'twoPointers',
  'threePointers',
  'runsInSingles',
  'fours',
  'sixes',
  'pointsWon',
  'breaks',
  'longestRun',
  'roundsWon',
  'kills',
]);
export type CentreStatKey = z.infer<typeof centreStatKeySchema>;

/** One statistic for both sides (possession in whole percentages that add up to 100). */
export const centreStatSchema = z.object({
  key: centreStatKeySchema,
  first: z.number().int().min(0),
  second: z.number().int().min(0),
});
export type CentreStat = z.infer<typeof centreStatSchema>;

export const centrePhaseSchema = z.object({
  kind: z.enum([
    'safe',
    'attack',
    'danger',
    'corner',
    'goal',
    'card',
    'penalty',
    'possession',
    'batting',
    'serve',
    'break',
    'end',
  ]),
  side: sideSchema.nullable(),
});
export type CentrePhase = z.infer<typeof centrePhaseSchema>;

/** What a tracker draws the game on. */
export const centreFieldSchema = z.enum(['pitch', 'rink', 'court', 'tennis', 'net', 'table', 'oval', 'map']);
export type CentreField = z.infer<typeof centreFieldSchema>;

export const centreTeamSchema = z.object({
  teamId: z.number().int(),
  nameEng: z.string(),
  /** Latest results first (at most 5). */
  form: z.array(formResultSchema).max(5),
  /** Place in the championship's table from the results kept; null when it has played no game yet. */
  position: z.number().int().min(1).nullable(),
  points: z.number().int().min(0),
  played: z.number().int().min(0),
});
export type CentreTeam = z.infer<typeof centreTeamSchema>;

export const centreMeetingSchema = z.object({
  gameId: z.number().int(),
  startAt: z.string(),
  /** The first side of this game's page is `first` here whatever the side it played that day. */
  score: sideScoreSchema,
  winner: z.enum(['first', 'second', 'draw']).nullable(),
});

export const matchCentreSchema = z.object({
  gameId: z.number().int(),
  sportId: z.number().int(),
  field: centreFieldSchema,
  status: z.enum(['line', 'live', 'finished']),
  clockSec: z.number().int().min(0),
  period: z.number().int().min(0),
  /** Regular periods (halves, quarters, the most sets or maps). */
  periods: z.number().int().min(1),
  score: sideScoreSchema,
  periodScores: z.array(sideScoreSchema),
  /** Null before the kick-off (and for games played before the centre existed). */
  phase: centrePhaseSchema.nullable(),
  /** Oldest first. */
  incidents: z.array(centreIncidentSchema),
  stats: z.array(centreStatSchema),
  first: centreTeamSchema,
  second: centreTeamSchema,
  /** Their latest meetings kept by the feed, latest first (at most 5). */
  meetings: z.array(centreMeetingSchema).max(5),
});
export type MatchCentre = z.infer<typeof matchCentreSchema>;
