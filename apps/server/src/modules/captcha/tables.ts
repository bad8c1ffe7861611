/**
 * The captcha module's own table: every proof-of-work solution accepted once, kept until its challenge
 * expires, so that a solution is refused the second time whichever server process sees it.
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const captchaSolution = pgTable(
  'captcha_solution',
  {
    /** The challenge's nonce (covered by the challenge's HMAC signature). */
    nonce: text('nonce').primaryKey(),
    /** When the challenge expires: the row is useless afterwards and is swept. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captcha_solution_expires_idx').on(t.expiresAt)],
);
