/**
 * Tables of the infrastructure engines that live in the database by default (see `rateLimit.ts`).
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters of the database rate-limit store; one row per key, reset when the window ends. */
export const rateLimitCounter = pgTable('rate_limit_counter', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
