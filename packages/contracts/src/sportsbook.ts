/**
 * The sportsbook's read API: sports menu, championships, games with markets, top events, search, results,
 * multi-live and team pages, plus the feed's demo control. Paths under `/web-api/sportsbook` (the seed does not
 * show these paths). Coefficients are decimals with 3 places (`coef`) and exact integer thousandths
 * (`coefThousandths`), as in @betline/core.
 */
import { z } from 'zod';
import { COEF_VIEW_IDS } from '@betline/core';

/** Long-term bets: the seed's extra sport (SPEC §9, SEO-005). */
export const LONG_TERM_SPORT_ID = 2999;

/** A positive id given in a path or query (digits only, up to 15). */
export const idParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,14}$/, 'an id is a positive whole number (digits only)')
  .transform(Number);

export const sectionSchema = z.enum(['line', 'live']);
export type Section = z.infer<typeof sectionSchema>;

/** Time filters (SPEC §9, CONST-011): 0 all, 1 upcoming, 2 first period, 3 second period, 6 recommended. */
export const TIME_FILTERS = Object.freeze([0, 1, 2, 3, 6] as const);
export type TimeFilter = (typeof TIME_FILTERS)[number];
export const timeFilterSchema = z
  .enum(['0', '1', '2', '3', '6'], {
    error: 'timeFilter is one of 0 (all), 1 (upcoming), 2 (first period), 3 (second period), 6 (recommended)',
  })
  .transform((v) => Number(v) as TimeFilter);

/** The player's odds format (COEF-002): `coefByView` is written in it. Default decimal (0). */
export const coefViewIdSchema = z
  .enum(COEF_VIEW_IDS.map(String) as [string, ...string[]], {
    error: `coefViewId is one of ${COEF_VIEW_IDS.join(', ')}`,
  })
  .transform(Number);

const limitSchema = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^[0-9]{1,4}$/, `limit is a whole number from 1 to ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(1, `limit is at least 1`).max(max, `limit is at most ${max}`))
    .default(fallback);

export const sportKindSchema = z.enum(['sport', 'esports', 'virtual', 'longterm']);

/** One line of the sports menu: line and live counts under the chosen time filter. */
export const sportsMenuItemSchema = z.object({
  sportId: z.number().int(),
  nameEng: z.string(),
  slug: z.string(),
  kind: sportKindSchema,
  lineCount: z.number().int().min(0),
  liveCount: z.number().int().min(0),
});
export const sportsMenuQuerySchema = z.object({ timeFilter: timeFilterSchema.default(0) });
export const sportsMenuResponseSchema = z.object({ sports: z.array(sportsMenuItemSchema) });
export type SportsMenuItem = z.infer<typeof sportsMenuItemSchema>;
export type SportsMenuResponse = z.infer<typeof sportsMenuResponseSchema>;

export const champItemSchema = z.object({
  champId: z.number().int(),
  sportId: z.number().int(),
  nameEng: z.string(),
  countryEng: z.string(),
  lineCount: z.number().int().min(0),
  liveCount: z.number().int().min(0),
});
export const champsQuerySchema = z.object({
  sportId: idParamSchema,
  timeFilter: timeFilterSchema.default(0),
});
export const champsResponseSchema = z.object({ champs: z.array(champItemSchema) });
export type ChampItem = z.infer<typeof champItemSchema>;
export type ChampsResponse = z.infer<typeof champsResponseSchema>;

/** A selectable outcome: the seed's market (COUPON-018) plus its name, parameter and (when finished) result. */
export const marketSchema = z.object({
  id: z.number().int(),
  sportId: z.number().int(),
  sportName: z.string(),
  champId: z.number().int(),
  champName: z.string(),
  gameId: z.number().int(),
  typeId: z.number().int(),
  kind: z.number().int(),
  /** Decimal coefficient; null while the outcome is not offered. */
  coef: z.number().nullable(),
  coefThousandths: z.number().int().nullable(),
  /** The coefficient in the requested odds format ('' when not offered). */
  coefByView: z.string(),
  isLive: z.boolean(),
  isSpecialCoef: z.boolean(),
  nameEng: z.string(),
  param: z.number().nullable(),
  isSuspended: z.boolean(),
  result: z.enum(['won', 'lost', 'void']).nullable(),
});
export type SportsMarket = z.infer<typeof marketSchema>;

/** A group of outcomes priced together (1X2, Total 2.5, ...). */
export const marketGroupSchema = z.object({
  groupId: z.number().int(),
  nameEng: z.string(),
  kind: z.number().int(),
  param: z.number().nullable(),
  isMain: z.boolean(),
  /** Implied probabilities of the offered outcomes sum to about `cover` x (1 + margin). */
  margin: z.number(),
  cover: z.number().int(),
  outcomes: z.array(marketSchema),
});
export type MarketGroup = z.infer<typeof marketGroupSchema>;

export const opponentSchema = z.object({ teamId: z.number().int(), nameEng: z.string() });
export const sideScoreSchema = z.object({ first: z.number().int(), second: z.number().int() });

/** A game as lists and game pages show it; field names follow the seed's bet (COUPON-016) where they exist. */
export const gameSchema = z.object({
  gameId: z.number().int(),
  sportId: z.number().int(),
  sportNameEng: z.string(),
  /** For long-term bets: the sport of the championship. */
  baseSportId: z.number().int(),
  champId: z.number().int(),
  champNameEng: z.string(),
  countryEng: z.string(),
  nameEng: z.string(),
  firstOpponent: opponentSchema.nullable(),
  secondOpponent: opponentSchema.nullable(),
  /** ISO date-time of the start. */
  startAt: z.string(),
  /** Epoch seconds of the start (the seed's gameStartDateTime). */
  gameStartDateTime: z.number().int(),
  /** 1 not started, 2 live, 4 finished (COUPON-021, COUPON-022). */
  gameStatusId: z.union([z.literal(1), z.literal(2), z.literal(4)]),
  isLive: z.boolean(),
  isFinished: z.boolean(),
  isSuspended: z.boolean(),
  isTop: z.boolean(),
  gameTimeSec: z.number().int().min(0),
  period: z.number().int().min(0),
  score: sideScoreSchema,
  periodScores: z.array(sideScoreSchema),
  scoreFormatted: z.string(),
  /** 'first', 'second', 'draw' once finished; the winning team's id for a long-term bet in `outrightWinnerId`. */
  winner: z.enum(['first', 'second', 'draw']).nullable(),
  outrightWinnerId: z.number().int().nullable(),
  marketsCount: z.number().int().min(0),
  markets: z.array(marketGroupSchema),
});
export type SportsGame = z.infer<typeof gameSchema>;

export const gamesQuerySchema = z.object({
  section: sectionSchema.optional(),
  sportId: idParamSchema.optional(),
  champId: idParamSchema.optional(),
  timeFilter: timeFilterSchema.default(0),
  limit: limitSchema(200, 50),
  offset: z
    .string()
    .regex(/^[0-9]{1,6}$/, 'offset is a whole number from 0')
    .transform(Number)
    .default(0),
  coefViewId: coefViewIdSchema.optional(),
});
export const gamesResponseSchema = z.object({ total: z.number().int().min(0), games: z.array(gameSchema) });
export type GamesResponse = z.infer<typeof gamesResponseSchema>;

export const gameParamsSchema = z.object({ gameId: idParamSchema });
export const gameQuerySchema = z.object({ coefViewId: coefViewIdSchema.optional() });

/** An accumulator of the day: selections of different line games and the price they make together now. */
export const accumulatorSchema = z.object({
  /** `popular`: what players back most; `favourites`: the day's short favourites; `goals`: over 2.5 in football. */
  kind: z.enum(['popular', 'favourites', 'goals']),
  /** Outcome ids (`SportsMarket.id`), one per game, soonest game first. */
  picks: z.array(z.number().int()).min(2).max(4),
  /** The price together, in thousandths (rounded down); the slip prices the selections again when added. */
  coef: z.number().int().min(1000),
});
export type Accumulator = z.infer<typeof accumulatorSchema>;

export const accumulatorsQuerySchema = z.object({ coefViewId: coefViewIdSchema.optional() });
/** The home page's accumulators of the day and the games they are made of (every market). */
export const accumulatorsResponseSchema = z.object({
  games: z.array(gameSchema),
  accumulators: z.array(accumulatorSchema),
});
export type AccumulatorsResponse = z.infer<typeof accumulatorsResponseSchema>;

export const topQuerySchema = z.object({
  section: sectionSchema.optional(),
  limit: limitSchema(50, 12),
  coefViewId: coefViewIdSchema.optional(),
});

export const searchQuerySchema = z.object({
  q: z.string().trim().min(2, 'q needs at least 2 characters').max(50, 'q is at most 50 characters'),
  limit: limitSchema(50, 20),
  coefViewId: coefViewIdSchema.optional(),
});
export const teamItemSchema = z.object({
  teamId: z.number().int(),
  sportId: z.number().int(),
  champId: z.number().int(),
  nameEng: z.string(),
  countryEng: z.string(),
});
export const searchResponseSchema = z.object({
  games: z.array(gameSchema),
  champs: z.array(champItemSchema.omit({ lineCount: true, liveCount: true })),
  teams: z.array(teamItemSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/**
 * Results of a day (UTC): `type` as in the results route (ROUTE-024): none for every finished game, `live`
 * for games played in live (no long-term bets), `zone` for the virtual sports zone.
 */
export const resultsQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date is YYYY-MM-DD')
    .refine(
      (d) =>
        !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      'date is not a calendar date',
    ),
  type: z.enum(['live', 'zone'], { error: 'type is live or zone (or absent for all results)' }).optional(),
  sportId: idParamSchema.optional(),
  limit: limitSchema(500, 200),
});
export const resultsResponseSchema = z.object({
  date: z.string(),
  type: z.enum(['all', 'live', 'zone']),
  games: z.array(gameSchema),
});
export type ResultsResponse = z.infer<typeof resultsResponseSchema>;

/** Multi-live: several live games side by side, every market (up to 8 ids, comma separated). */
export const multiLiveQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^[1-9][0-9]{0,14}(,[1-9][0-9]{0,14}){0,7}$/, 'ids is 1 to 8 game ids separated by commas')
    .transform((s) => [...new Set(s.split(',').map(Number))]),
  coefViewId: coefViewIdSchema.optional(),
});

export const teamParamsSchema = z.object({ teamId: idParamSchema });
/** A team's result in one finished game of its table: won, drawn or lost. */
export const formResultSchema = z.enum(['W', 'D', 'L']);
export type FormResult = z.infer<typeof formResultSchema>;

export const teamResponseSchema = z.object({
  team: teamItemSchema.extend({
    champNameEng: z.string(),
    sportNameEng: z.string(),
    /** The sport's slug (the page names the sport in its language). */
    sportSlug: z.string(),
  }),
  /** The team's latest results (at most 5), latest first: its form. */
  form: z.array(formResultSchema),
  coming: z.array(gameSchema),
  finished: z.array(gameSchema),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

/**
 * One row of a championship's table, from the games the feed has finished and keeps (8 days): 3 points for a win,
 * 1 for a draw; ties by goal (point, map) difference, then scored, then name. `form` is the latest first.
 */
export const standingRowSchema = z.object({
  position: z.number().int().min(1),
  teamId: z.number().int(),
  nameEng: z.string(),
  played: z.number().int().min(0),
  won: z.number().int().min(0),
  drawn: z.number().int().min(0),
  lost: z.number().int().min(0),
  scored: z.number().int().min(0),
  conceded: z.number().int().min(0),
  points: z.number().int().min(0),
  form: z.array(formResultSchema).max(5),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

export const champParamsSchema = z.object({ champId: idParamSchema });
/** A championship: its table, its coming games (soonest first) and its results (latest first). */
export const champResponseSchema = z.object({
  champ: champItemSchema.omit({ lineCount: true, liveCount: true }).extend({
    sportNameEng: z.string(),
    /** The sport's slug (the page names the sport in its language). */
    sportSlug: z.string(),
    kind: sportKindSchema,
    /** Whether a game can end in a draw (the table has a D column). */
    draws: z.boolean(),
  }),
  standings: z.array(standingRowSchema),
  coming: z.array(gameSchema),
  finished: z.array(gameSchema),
});
export type ChampResponse = z.infer<typeof champResponseSchema>;

/** Demo control: play a game forward by game seconds (1 s to 3 h). */
export const fastForwardBodySchema = z.object({
  seconds: z.number().int().min(1, 'seconds is at least 1').max(10_800, 'seconds is at most 10800 (3 hours)'),
});

/** Demo control: suspend a live game's markets for real seconds (1 s to 10 min), as a goal does. */
export const suspendBodySchema = z.object({
  seconds: z
    .number({ error: 'seconds is a whole number of seconds from 1 to 600' })
    .int('seconds is a whole number of seconds from 1 to 600')
    .min(1, 'seconds is at least 1')
    .max(600, 'seconds is at most 600 (10 minutes)'),
});
export type SuspendBody = z.infer<typeof suspendBodySchema>;

/** Demo control: a match stands still (clock, score, prices) for real seconds (1 s to 10 min). */
export const holdBodySchema = suspendBodySchema;
export type HoldBody = SuspendBody;

/**
 * Demo control: play a game to its end; `winner` asks a match for its result (`first`: the home side wins,
 * `second`, or a `draw`, as `SportsGame.winner` says it), played by the simulator all the same. The body may be
 * left out.
 */
export const finishBodySchema = z
  .object({
    winner: z.enum(['first', 'second', 'draw'], { error: 'winner is one of first, second, draw' }).optional(),
  })
  .strict()
  .nullish();
export type FinishBody = z.infer<typeof finishBodySchema>;
