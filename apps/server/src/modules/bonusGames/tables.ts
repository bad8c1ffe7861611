/**
 * Tables of the bonus games (docs/adr/0049-bonus-games.md): the passes that grant a player free plays of one game
 * (each play's prize a multiple of the pass's unit, in the pass's currency), and each play with its own
 * provably fair seed, its dealt board (hidden from the player until the play is over), the player's actions in
 * order, its prize and the bonus the prize was credited to.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BonusGameId } from '@betline/games';
import { bonus } from '../bonuses/tables';
import { player } from '../identity/tables';

export const bonusGamePass = pgTable(
  'bonus_game_pass',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => player.id),
    game: text('game').$type<BonusGameId>().notNull(),
    plays: integer('plays').notNull(),
    used: integer('used').notNull().default(0),
    /** What one unit of prize is worth, minor units of `currency_id`. */
    unit: bigint('unit', { mode: 'number' }).notNull(),
    currencyId: smallint('currency_id').notNull(),
    /** Where it came from (`operator`, `demo`, ...), for support. */
    source: text('source').notNull(),
    /** The grant's key: granting again under it answers the pass granted first. */
    grantKey: text('grant_key').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('bonus_game_pass_key').on(t.grantKey),
    index('bonus_game_pass_player').on(t.playerId, t.game, t.expiresAt),
    check(
      'bonus_game_pass_game',
      sql`${t.game} in ('fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon')`,
    ),
    check('bonus_game_pass_plays', sql`${t.plays} > 0 and ${t.used} >= 0 and ${t.used} <= ${t.plays}`),
    check('bonus_game_pass_unit', sql`${t.unit} > 0`),
  ],
);

export const bonusGamePlay = pgTable(
  'bonus_game_play',
  {
    /** Chosen by the client: starting the same play again answers it. */
    id: uuid('id').primaryKey(),
    passId: integer('pass_id')
      .notNull()
      .references(() => bonusGamePass.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => player.id),
    game: text('game').$type<BonusGameId>().notNull(),
    version: integer('version').notNull(),
    /** Secret while the play is open; shown once it is over. */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    board: jsonb('board').notNull(),
    actions: jsonb('actions').$type<unknown[]>().notNull(),
    status: text('status').$type<'open' | 'finished'>().notNull(),
    /** Hundredths of the unit, once finished. */
    prize: integer('prize'),
    /** The prize in minor units, once finished. */
    amount: bigint('amount', { mode: 'number' }),
    /** The bonus the prize was credited to. */
    bonusId: integer('bonus_id').references(() => bonus.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('bonus_game_play_player').on(t.playerId, t.startedAt),
    check('bonus_game_play_status', sql`${t.status} in ('open', 'finished')`),
  ],
);
