/**
 * Tables of the infrastructure engines that live in the database by default (see `rateLimit.ts`, `lease.ts`).
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters of the database rate-limit store; one row per key, reset when the window ends. */
export const rateLimitCounter = pgTable('rate_limit_counter', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Leases of the background workers (`lease.ts`): one row per kind of work, held by one server process until
 * `expires_at`; the holder renews it, another process takes it over once it has expired.
 */
export const workerLease = pgTable('worker_lease', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
