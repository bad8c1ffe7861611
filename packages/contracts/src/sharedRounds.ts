/**
 * Shared tables (docs/adr/0055-shared-rounds.md): live roulette, live baccarat, the money wheel and 75-ball bingo play one round for
 * everyone on a timer. Each round is provably fair (its server seed's hash published before any bet, the seed
 * revealed once drawn; client seed the table's id, nonce the round's number), and each bet is the engine's bet of
 * that game (@betline/games), staked and paid through the money path like any casino round. Amounts are minor
 * units of `iso`.
 */
import { z } from 'zod';

// The paths and table ids are in `@betline/contracts/tables` (sharedRoundPaths.ts), which neither this file nor
// the package's index imports (see toto.ts): the list below repeats SHARED_TABLE_IDS, and a test checks it.
const TABLES = ['live-roulette', 'live-baccarat', 'money-wheel', 'bingo-75'] as const;

export const sharedTableIdSchema = z.enum(TABLES, { error: `table: one of ${TABLES.join(', ')}` });
export const sharedTableParamsSchema = z.object({ tableId: sharedTableIdSchema });

export const sharedBetRequestSchema = z.object({
  /** A fresh UUID per bet: sending it again answers the same bet. */
  betId: z.uuid(),
  /** The round taking bets (the table's `open` round). */
  roundId: z.number().int().min(1).max(2_147_483_647),
  /** The engine's bet of the table's game (roulette chips, a baccarat side, wheel chips): checked by the engine. */
  bet: z.record(z.string(), z.unknown()),
  /** The account to stake from; default the player's active account. */
  accountId: z.number().int().min(1).optional(),
});
export type SharedBetRequest = z.infer<typeof sharedBetRequestSchema>;

export const sharedRoundSchema = z.object({
  roundId: z.number().int(),
  tableId: sharedTableIdSchema,
  /** The round's number: its time divided by the table's period (the nonce of its fair stream). */
  number: z.number().int(),
  /** Bets are taken until then. */
  drawAt: z.iso.datetime(),
  status: z.enum(['open', 'drawn']),
  /** SHA-256 of the server seed's 32 bytes, published before any bet. */
  seedHash: z.string(),
  /** Revealed once drawn. */
  serverSeed: z.string().nullable(),
  /** What the round showed (the pocket, the cards, the segment), once drawn: @betline/games SharedResult. */
  result: z.record(z.string(), z.unknown()).nullable(),
  drawnAt: z.iso.datetime().nullable(),
  /** Bets on the round so far, and the players who placed them. */
  bets: z.number().int(),
  players: z.number().int(),
});
export type SharedRound = z.infer<typeof sharedRoundSchema>;

export const sharedTableSchema = z.object({
  tableId: sharedTableIdSchema,
  game: z.enum(['roulette', 'baccarat', 'wheel', 'bingo']),
  periodMs: z.number().int(),
  /** The round taking bets. */
  open: sharedRoundSchema.nullable(),
  /** The latest drawn rounds, newest first. */
  recent: z.array(sharedRoundSchema),
  /** The server's clock when it answered (the countdown's reference). */
  now: z.iso.datetime(),
});
export type SharedTableAnswer = z.infer<typeof sharedTableSchema>;

export const sharedBetSchema = z.object({
  betId: z.uuid(),
  roundId: z.number().int(),
  tableId: sharedTableIdSchema,
  number: z.number().int(),
  drawAt: z.iso.datetime(),
  bet: z.record(z.string(), z.unknown()),
  stake: z.number().int(),
  iso: z.string(),
  accountId: z.number().int(),
  status: z.enum(['open', 'won', 'lost']),
  /** The engine's outcome of the bet, once the round is drawn. */
  outcome: z.record(z.string(), z.unknown()).nullable(),
  payout: z.number().int().nullable(),
  /** The account's balance after the stake (the answer to placing it). */
  balance: z.number().int(),
  createdAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type SharedBet = z.infer<typeof sharedBetSchema>;

export const sharedBetPageSchema = z.object({ bets: z.array(sharedBetSchema) });
export type SharedBetPage = z.infer<typeof sharedBetPageSchema>;

/** What the events stream sends (each a `data:` line of JSON). */
export type SharedTableEvent =
  | { type: 'bets'; roundId: number; bets: number; players: number }
  | { type: 'drawn'; round: SharedRound; open: SharedRound | null };
