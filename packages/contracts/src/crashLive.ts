/**
 * The crash game live on the server (docs/adr/0017-live-crash-and-tournaments.md): a round starts with its stake,
 * the multiplier grows on the server's clock along the curve of @betline/games (`crashMultiplierAt`), and the
 * player cashes out by hand before the provably fair crash point; a cash-out that arrives after it is refused.
 * The crash point is answered only once the round has ended. Amounts are integer minor units; multipliers are
 * hundredths (2.35× is 235).
 */
import { z } from 'zod';

export const CRASH_LIVE_ERROR_CODES = {
  roundNotFound: 'CRASH_ROUND_NOT_FOUND',
  roundIdTaken: 'CRASH_ROUND_ID_TAKEN',
  crashed: 'CRASH_ALREADY_CRASHED',
  tooEarly: 'CRASH_CASH_OUT_TOO_EARLY',
} as const;

export const crashStartRequestSchema = z.strictObject({
  /** Chosen by the client: the idempotency key of the round (a retry answers the same round). */
  roundId: z.uuid('roundId must be a UUID'),
  stake: z
    .number({ error: 'stake must be a whole number of minor units' })
    .int('stake must be a whole number of minor units')
    .positive('stake must be more than 0'),
  /** The player's ledger account to play on; default the active one. */
  accountId: z.number().int().positive().optional(),
});
export const crashRoundParamsSchema = z.object({ roundId: z.uuid('roundId must be a UUID') });

export const crashRoundStatusSchema = z.enum(['running', 'cashed_out', 'crashed']);

export const crashLiveRoundSchema = z.object({
  roundId: z.string(),
  status: crashRoundStatusSchema,
  stake: z.number().int(),
  accountId: z.number().int(),
  currencyId: z.number().int(),
  /** Epoch ms (server clock) when the multiplier started at 1.00×. */
  startedAt: z.number().int(),
  /** Epoch ms of the server clock when this answer was made (the client aligns its curve on it). */
  serverNow: z.number().int(),
  /** The curve: multiplier(t) = e^(growthPerMs × t) (hundredths, rounded down). */
  growthPerMs: z.number(),
  /** The multiplier now (running), at the cash-out, or at the crash. */
  multiplier: z.number().int(),
  /** The cash-out multiplier, once cashed out. */
  cashOut: z.number().int().nullable(),
  win: z.number().int(),
  /** The account's balance after the stake (running) or after the round (ended). */
  balance: z.number().int(),
  /** The crash point, answered only once the round has ended. */
  crashPoint: z.number().int().nullable(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type CrashLiveRound = z.infer<typeof crashLiveRoundSchema>;
