/**
 * The push channel: one WebSocket (`GET /web-api/sportsbook/push`) with subscriptions per list and per game.
 * Every update carries the feed's sequence number; after a reconnect the client sends `resume` with the last
 * sequence it saw and gets everything it missed (suspensions included) before new updates, or `reset` when
 * that is no longer kept (then it reloads the lists it shows).
 */
import { z } from 'zod';
import { sectionSchema } from './sportsbook';
import { supportPushSchema } from './support';

const gameIdSchema = z.number().int().positive();
const sportIdSchema = z.number().int().positive();

/** A list: a section, optionally one sport. */
export const pushListSchema = z.object({ section: sectionSchema, sportId: sportIdSchema.optional() });
export type PushList = z.infer<typeof pushListSchema>;

export const pushClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscribe'),
    gameIds: z.array(gameIdSchema).max(100).optional(),
    lists: z.array(pushListSchema).max(20).optional(),
    /** The signed-in player's support tickets (the session cookie of the socket's request). */
    support: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('unsubscribe'),
    gameIds: z.array(gameIdSchema).max(100).optional(),
    lists: z.array(pushListSchema).max(20).optional(),
    /** The signed-in player's support tickets (the session cookie of the socket's request). */
    support: z.boolean().optional(),
  }),
  z.object({ type: z.literal('resume'), seq: z.number().int().min(0) }),
  z.object({ type: z.literal('ping') }),
]);
export type PushClientMessage = z.infer<typeof pushClientMessageSchema>;

export const pushFeedEventSchema = z.object({
  type: z.enum(['start', 'score', 'period', 'suspend', 'resume', 'finish']),
  gameId: z.number().int(),
  clockSec: z.number(),
  side: z.union([z.literal(0), z.literal(1)]).optional(),
  score: z.tuple([z.number().int(), z.number().int()]).optional(),
  period: z.number().int().optional(),
});

/** One feed update: what happened to a game, its new state, and its changed prices ([outcome id, thousandths | null]). */
export const pushUpdateSchema = z.object({
  type: z.literal('update'),
  seq: z.number().int().positive(),
  gameId: z.number().int(),
  sportId: z.number().int(),
  status: z.enum(['line', 'live', 'finished']),
  suspended: z.boolean(),
  clockSec: z.number(),
  period: z.number().int(),
  score: z.tuple([z.number().int(), z.number().int()]),
  events: z.array(pushFeedEventSchema),
  odds: z.array(z.tuple([z.number().int(), z.number().int().nullable()])),
});
export type PushUpdate = z.infer<typeof pushUpdateSchema>;

export const pushServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hello'),
    seq: z.number().int().min(0),
    heartbeatMs: z.number().int().positive(),
  }),
  pushUpdateSchema,
  z.object({
    type: z.literal('subscribed'),
    gameIds: z.array(z.number().int()),
    lists: z.array(pushListSchema),
    /** Whether the socket follows the player's support tickets (false: no signed-in session on it). */
    support: z.boolean().optional(),
  }),
  /** Everything missed since the resumed sequence has been sent (up to `seq`). */
  z.object({ type: z.literal('resumed'), seq: z.number().int().min(0) }),
  /** The resumed sequence is older than what is kept: reload the lists and game pages, then subscribe again. */
  z.object({ type: z.literal('reset'), seq: z.number().int().min(0), message: z.string() }),
  z.object({ type: z.literal('heartbeat'), seq: z.number().int().min(0), time: z.string() }),
  z.object({ type: z.literal('pong') }),
  /** A ticket of the player's changed (a new message, a new status): read it again. */
  supportPushSchema,
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type PushServerMessage = z.infer<typeof pushServerMessageSchema>;
