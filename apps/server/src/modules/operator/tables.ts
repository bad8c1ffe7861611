/**
 * Tables of the operator module: the people (or back-office systems) who run the site through the operator API
 * (publish content, answer support tickets, decide on identity documents). An operator signs each call with
 * `Authorization: Bearer <token>`; only the token's SHA-256 is stored.
 */
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const operator = pgTable(
  'operator',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Shown to players as the author of an answer ("Support team" for the demo operator). */
    name: text('name').notNull(),
    /** SHA-256 (hex) of the bearer token. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The demo operator of the demo data: accepted only where demo routes are on (never in a plain production start). */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A disabled operator's token answers 401. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [index('operator_demo_idx').on(t.demo)],
);
