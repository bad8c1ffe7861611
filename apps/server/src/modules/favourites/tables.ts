/**
 * Tables of sportsbook favourites: the games, championships and teams each player starred. The target is a feed
 * id of its kind (no foreign key: the feed prunes old games, and a star outlives them until the player removes
 * it).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { FavouriteKind } from '@betline/contracts';
import { player } from '../identity/tables';

export const playerFavourite = pgTable(
  'player_favourite',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => player.id),
    kind: text('kind').$type<FavouriteKind>().notNull(),
    /** A feed id: games' ids are beyond 32 bits. */
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One star per player and target: a second add is the same row.
    primaryKey({ columns: [t.playerId, t.kind, t.targetId] }),
    check('player_favourite_kind', sql`${t.kind} in ('game', 'champ', 'team')`),
  ],
);
