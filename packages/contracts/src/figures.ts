/**
 * The player's own figures (issue "player protection", Must exist 4): net deposits over a lifetime and per
 * period, deposits, stakes, wins and net loss per day for charts, and the history of limit changes with who or
 * what changed them. Amounts are integer minor units of `currency`; days are UTC calendar days.
 *
 * Every path needs the player: the bearer token of `GET /web-api/user/gettoken` or the session cookie. A player
 * only ever reads their own figures.
 */
import { z } from 'zod';

/** The longest range of one daily query, in days (both ends included). */
export const FIGURES_MAX_DAYS = 92;
/** The periods of net deposits besides the lifetime. */
export const FIGURE_PERIODS = ['24h', '7d', '30d'] as const;
export type FigurePeriod = (typeof FIGURE_PERIODS)[number];

const currencyQuery = z
  .string()
  .regex(/^[A-Z]{3}$/, 'currency must be an ISO code of three capital letters, e.g. USD')
  .optional();

const DAY_MS = 86_400_000;
/** Epoch ms of a `YYYY-MM-DD` UTC day, or NaN when it is not a real date. */
export function utcDayMs(day: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? Number.NaN : ms;
}
const isoDay = (name: string) =>
  z
    .string({ error: `${name} is required: a date YYYY-MM-DD` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date YYYY-MM-DD`)
    .refine((d) => !Number.isNaN(utcDayMs(d)), `${name} is not a real calendar date`);

export const netDepositsQuerySchema = z.strictObject({ currency: currencyQuery });

export const moneyFlowSchema = z.object({
  /** Successful deposits. */
  deposits: z.number().int(),
  /** Successful withdrawals. */
  withdrawals: z.number().int(),
  /** deposits - withdrawals. */
  net: z.number().int(),
});
export const netDepositsAnswerSchema = z.object({
  currency: z.string(),
  lifetime: moneyFlowSchema,
  periods: z.array(moneyFlowSchema.extend({ period: z.enum(FIGURE_PERIODS) })),
});
export type NetDepositsAnswer = z.infer<typeof netDepositsAnswerSchema>;

export const dailyFiguresQuerySchema = z
  .strictObject({ from: isoDay('from'), to: isoDay('to'), currency: currencyQuery })
  .refine((q) => utcDayMs(q.from) <= utcDayMs(q.to), { message: 'from must not be after to', path: ['from'] })
  .refine((q) => (utcDayMs(q.to) - utcDayMs(q.from)) / DAY_MS + 1 <= FIGURES_MAX_DAYS, {
    message: `a range spans at most ${FIGURES_MAX_DAYS} days`,
    path: ['to'],
  });

export const dailyFigureSchema = z.object({
  /** UTC day, YYYY-MM-DD. */
  date: z.string(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  /** Stakes on bets and casino rounds. */
  stakes: z.number().int(),
  /** Wins, refunds and cash-outs paid back. */
  wins: z.number().int(),
  /** stakes - wins: positive is money lost that day (unsettled stakes count as lost). */
  netLoss: z.number().int(),
});
/** One entry per day of the range, days without movement included (zeros), oldest first. */
export const dailyFiguresAnswerSchema = z.object({
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(dailyFigureSchema),
});
export type DailyFiguresAnswer = z.infer<typeof dailyFiguresAnswerSchema>;

export const limitHistoryQuerySchema = z.strictObject({
  /** How many entries (newest first). */
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 100' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(50),
  /** Only entries before this id (the `id` of the last entry of the previous page). */
  before: z.coerce.number({ error: 'before must be an entry id' }).int().positive().optional(),
  limitType: z.coerce.number({ error: 'limitType must be a limit type' }).int().optional(),
});

export const limitChangeSchema = z.object({
  id: z.number().int(),
  limitType: z.number().int(),
  /** set, decrease, pending, approve, reject, withdraw, expire, questionnaire_failed */
  action: z.string(),
  oldValue: z.number().int().nullable(),
  newValue: z.number().int().nullable(),
  /** Who or what changed it: player, system, operator. */
  actor: z.string(),
  /** Epoch seconds. */
  at: z.number().int(),
});
export const limitHistoryAnswerSchema = z.object({ data: z.array(limitChangeSchema) });
export type LimitChange = z.infer<typeof limitChangeSchema>;
