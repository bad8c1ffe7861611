/** The outbox module's table: every e-mail and SMS the server sends. */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail and SMS the server sends (the demo outbox, `/dev/outbox`). */
export const outboxMessage = pgTable(
  'outbox_message',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Machine-readable extras a test or the UI may use (a code, a link). */
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_message_recipient_idx').on(t.recipient),
    check('outbox_message_channel', sql`${t.channel} in ('email', 'sms')`),
  ],
);
