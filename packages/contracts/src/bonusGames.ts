/**
 * The bonus games' wire (docs/adr/0049-bonus-games.md): passes of free plays, plays with their provably fair
 * commitment, the player's view of the board and, once over, the revealed seed, the whole board and the prize.
 * Prizes are hundredths of the pass's unit (`prize`) and minor units of `iso` (`amount`).
 */
import { z } from 'zod';

import { BONUS_GAMES } from './pagePaths';

export { BONUS_GAMES };
export type BonusGame = (typeof BONUS_GAMES)[number];

export const bonusGameParamsSchema = z.object({ game: z.enum(BONUS_GAMES) });
export const bonusPlayParamsSchema = z.object({ playId: z.uuid() });

export const bonusPlayStartSchema = z.object({
  /** A fresh UUID per play: sending it again answers the same play. */
  playId: z.uuid(),
  /** The player's part of the seed: 1 to 64 visible ASCII characters. */
  clientSeed: z
    .string()
    .regex(/^[\x21-\x7e]{1,64}$/, 'clientSeed: 1 to 64 visible ASCII characters')
    .optional(),
});

export const bonusPlayActionSchema = z.object({
  /** How many actions the play had before this one: a repeated step answers the play, a stale one is a 409. */
  step: z.number().int().min(0).max(1000),
  /** The game's action: `{ open }` (chest), `{ card }` (memory), `{ code }` (safe), `{ door }` or `{ take }` (dragon). */
  action: z.record(z.string(), z.unknown()),
});

export const bonusPassSchema = z.object({
  id: z.number().int(),
  game: z.enum(BONUS_GAMES),
  plays: z.number().int(),
  left: z.number().int(),
  /** What one unit of prize is worth, minor units of `iso`. */
  unit: z.number().int(),
  iso: z.string(),
  grantedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type BonusPass = z.infer<typeof bonusPassSchema>;

export const bonusPlaySchema = z.object({
  playId: z.uuid(),
  game: z.enum(BONUS_GAMES),
  version: z.number().int(),
  status: z.enum(['open', 'finished']),
  /** Actions taken so far (the next action's `step`). */
  step: z.number().int(),
  /** What the player may see of the board (per game; the whole board once finished). */
  view: z.unknown(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Revealed once the play is over. */
  serverSeed: z.string().nullable(),
  /** The actions in order, once the play is over (to replay it). */
  actions: z.array(z.unknown()).nullable(),
  unit: z.number().int(),
  iso: z.string(),
  /** Hundredths of the unit, once over. */
  prize: z.number().int().nullable(),
  /** Minor units of `iso`, once over. */
  amount: z.number().int().nullable(),
  /** The bonus the prize was credited to. */
  bonusId: z.number().int().nullable(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type BonusPlay = z.infer<typeof bonusPlaySchema>;

export const bonusGamesResponseSchema = z.object({
  passes: z.array(bonusPassSchema),
  /** Plays started and not finished (to resume). */
  open: z.array(bonusPlaySchema),
  /** The latest finished plays, newest first. */
  recent: z.array(bonusPlaySchema),
});
export type BonusGamesResponse = z.infer<typeof bonusGamesResponseSchema>;

export const operatorBonusPassSchema = z.object({
  playerId: z.number().int().positive(),
  game: z.enum(BONUS_GAMES),
  plays: z.number().int().min(1).max(100),
  /** Minor units of `iso` one unit of prize is worth. */
  unit: z.number().int().min(1).max(100_000_000),
  iso: z.string().regex(/^[A-Z]{3}$/),
  validDays: z.number().int().min(1).max(365).default(30),
  /** The grant's key: sending it again answers the first grant. */
  key: z.string().min(1).max(120),
});
export type OperatorBonusPass = z.infer<typeof operatorBonusPassSchema>;
