/**
 * Player protection: a player's limits, the questionnaire tokens of risky changes, the history of every limit
 * change, and the reality-check answers. Columns are plain `player_id integer`; the identity module's player
 * table owns the ids.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';

/** Epoch milliseconds as bigint columns read back as JS numbers (safe until year 287396). */
const ms = (name: string) => bigint(name, { mode: 'number' });

export const playerLimit = pgTable(
  'player_limit',
  {
    playerId: integer('player_id').notNull(),
    limitType: integer('limit_type').notNull(),
    /** The value in force; null: none in force (a row may still hold a waiting change). */
    value: integer('value'),
    startedAt: ms('started_at').notNull(),
    endsAt: ms('ends_at'),
    hasPending: boolean('has_pending').notNull().default(false),
    /** The waiting value; null with has_pending: removal. */
    pendingValue: integer('pending_value'),
    pendingRequestedAt: ms('pending_requested_at'),
    selfExcludeReason: integer('self_exclude_reason'),
    /** ISO code a money limit counts in (the player's currency when it was set). */
    currency: text('currency'),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.limitType] }),
    check('player_limit_pending', sql`${t.hasPending} = (${t.pendingRequestedAt} is not null)`),
  ],
);

/** A risky change waiting for its questionnaire (POST limits -> POST testanswers). */
export const limitQuestionnaire = pgTable('limit_questionnaire', {
  tokenGuid: uuid('token_guid').primaryKey(),
  playerId: integer('player_id').notNull(),
  /** The requested changes, as validated. */
  requests: jsonb('requests').$type<{ limitType: number; limitValue: number | null }[]>().notNull(),
  createdAt: ms('created_at').notNull(),
  expiresAt: ms('expires_at').notNull(),
  usedAt: ms('used_at'),
});

/** Every change to a player's limits: what, from which value to which, and who or what did it. */
export const limitChangeLog = pgTable(
  'limit_change_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id').notNull(),
    limitType: integer('limit_type').notNull(),
    /** set, decrease, pending, approve, reject, withdraw, expire, questionnaire_failed */
    action: text('action').notNull(),
    oldValue: integer('old_value'),
    newValue: integer('new_value'),
    /** player, system, operator */
    actor: text('actor').notNull(),
    at: ms('at').notNull(),
  },
  (t) => [index('limit_change_log_player').on(t.playerId, t.at)],
);

/** Reality-check answers (POST /web-api/api/web/user/v1/reality-check). */
export const realityCheckEvent = pgTable('reality_check_event', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  playerId: integer('player_id').notNull(),
  sessionId: text('session_id').notNull(),
  action: text('action').notNull(),
  doNotShowAgain: boolean('do_not_show_again').notNull(),
  popupShowAt: ms('popup_show_at').notNull(),
  at: ms('at').notNull(),
});
