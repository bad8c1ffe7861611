/**
 * The in-house games played in steps (docs/adr/0054-hands.md): Mines, Hi-Lo and video poker. A hand is staked
 * at its start; each action (open a tile, guess, hold and draw, cash out) is answered with what the player may
 * now see; the end pays through the wallet and stores the hand as a round (history, verification). Amounts
 * are integer minor units.
 */
import { z } from 'zod';

export { CASINO_HAND_PATHS } from './casinoHandPaths';

/** The step games of @betline/games (HAND_GAMES there). */
export const HAND_GAMES = ['mines', 'hilo', 'videoPoker', 'blackjack'] as const;
export const handGameSchema = z.enum(HAND_GAMES);
export type HandGame = z.infer<typeof handGameSchema>;

export const HAND_ERROR_CODES = {
  handNotFound: 'CASINO_HAND_NOT_FOUND',
  handIdTaken: 'CASINO_HAND_ID_TAKEN',
  /** The player has an unfinished hand of this game (or, for a seed rotation, of any game). */
  handOpen: 'CASINO_HAND_OPEN',
  handEnded: 'CASINO_HAND_ENDED',
  /** The action was sent for a step the hand has already passed with another action. */
  stepTaken: 'CASINO_HAND_STEP_TAKEN',
  /** A step game is played through the hands, not as a one-shot round. */
  handGame: 'CASINO_HAND_GAME',
} as const;

export const handStartRequestSchema = z.strictObject({
  /** Chosen by the client (a UUID): the idempotency key of the hand; a retry answers the same hand. */
  handId: z.uuid('handId must be a UUID'),
  game: handGameSchema,
  /** The engine's bet without actions (mines: `{ stake, mines }`; hilo and videoPoker: `{ stake }`). */
  bet: z.record(z.string(), z.unknown()),
  /** The player's ledger account to play on; default the active one. */
  accountId: z.number().int().positive().optional(),
});

export const handActionRequestSchema = z.strictObject({
  /**
   * How many actions the hand had when the player chose this one: a retry of the same action at the same
   * step answers the hand as it is; another action at a step already taken is refused (409).
   */
  step: z.number().int().min(0).max(64),
  /** The engine's action (mines `{ type: 'open', tile }` or `{ type: 'cashOut' }`, ...); checked by the engine. */
  action: z.record(z.string(), z.unknown()),
});

export const handParamsSchema = z.object({ handId: z.uuid('handId must be a UUID') });
export const handOpenQuerySchema = z.object({ game: handGameSchema });

export const handSchema = z.object({
  handId: z.string(),
  game: handGameSchema,
  status: z.enum(['open', 'ended']),
  stake: z.number().int(),
  /** What the hand paid (0 until it ended). */
  win: z.number().int(),
  accountId: z.number().int(),
  currencyId: z.number().int(),
  /** The account's balance after the stake (open) or after the hand (ended). */
  balance: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  version: z.number().int(),
  /** The bet the hand started with (no actions). */
  bet: z.unknown(),
  actions: z.array(z.unknown()),
  /** The engine's outcome: concealed while open (no mines, no cards still to come), whole once ended. */
  outcome: z.unknown(),
});
export type HandResponse = z.infer<typeof handSchema>;

export const handOpenResponseSchema = z.object({ hand: handSchema.nullable() });
