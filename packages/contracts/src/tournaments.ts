/**
 * Casino tournaments with a leaderboard (docs/adr/0017-live-crash-and-tournaments.md). Points come from the
 * player's money rounds of the tournament's games within its window: `turnover` counts stakes (minor units of
 * the tournament's currency), `multiplier` counts the best win/stake of one round (hundredths). A recurring
 * tournament (daily, weekly) has a window computed from the server's clock: the current UTC day or ISO week.
 */
import { z } from 'zod';

export const TOURNAMENT_SCORINGS = ['turnover', 'multiplier'] as const;
export const tournamentScoringSchema = z.enum(TOURNAMENT_SCORINGS);
export const tournamentStatusSchema = z.enum(['upcoming', 'running', 'finished']);

export const tournamentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** In-house engines whose rounds count (slot, crash, keno, dice). */
  games: z.array(z.string()),
  scoring: tournamentScoringSchema,
  /** ISO code of the currency of the prize pool (and of turnover points). */
  currency: z.string(),
  /** Prize pool in minor units, and the share of it per place (percent, first place first). */
  prizePool: z.number().int(),
  prizes: z.array(z.number()),
  recurrence: z.enum(['daily', 'weekly']).nullable(),
  /** The current window (epoch seconds). */
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  status: tournamentStatusSchema,
});
export type Tournament = z.infer<typeof tournamentSchema>;
export const tournamentListSchema = z.object({ tournaments: z.array(tournamentSchema) });

export const tournamentParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a tournament id is lowercase letters, digits and dashes'),
});
export const leaderboardQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 100' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(20),
});

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  /** The player's login, masked (`pl***23`). */
  player: z.string(),
  points: z.number().int(),
  rounds: z.number().int(),
  /** The prize of this place in minor units (0 beyond the paid places). */
  prize: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export const leaderboardSchema = z.object({
  tournament: tournamentSchema,
  entries: z.array(leaderboardEntrySchema),
  /** The signed-in caller's own place (null for guests and players without points). */
  me: leaderboardEntrySchema.nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
