/**
 * Support: a player's tickets, the messages of both sides and their attachments. Attachments are kept in the
 * database (`bytea`), never under the web root, so that every server process can answer them and only the
 * routes that check the ticket's owner (or an operator) hand them out. `player_id` is the identity module's id;
 * `payment_id` the wallet's (checked to be the player's own when the ticket is opened).
 */
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const supportTicket = pgTable(
  'support_ticket',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id').notNull(),
    topicId: integer('topic_id').notNull(),
    subTopicId: integer('sub_topic_id').notNull(),
    subject: text('subject').notNull(),
    /** open, awaiting_player, answered, closed */
    status: text('status').notNull(),
    paymentId: integer('payment_id'),
    /** The language the player wrote in (two letters): the demo operator answers in it. */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The newest operator message the player has seen (0: none). */
    playerSeenMessageId: integer('player_seen_message_id').notNull().default(0),
  },
  (t) => [
    index('support_ticket_player').on(t.playerId, t.updatedAt),
    index('support_ticket_status').on(t.status, t.updatedAt),
    check(
      'support_ticket_status_known',
      sql`${t.status} in ('open', 'awaiting_player', 'answered', 'closed')`,
    ),
  ],
);

export const supportMessage = pgTable(
  'support_message',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTicket.id, { onDelete: 'cascade' }),
    /** player, operator */
    author: text('author').notNull(),
    /** The operator who wrote it (operators' messages). */
    operatorName: text('operator_name'),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('support_message_ticket').on(t.ticketId, t.id),
    check('support_message_author_known', sql`${t.author} in ('player', 'operator')`),
  ],
);

export const supportAttachment = pgTable(
  'support_attachment',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => supportMessage.id, { onDelete: 'cascade' }),
    /** The file name as sent, cleaned (shown, and offered when downloading). */
    name: text('name').notNull(),
    /** Read from the bytes: image/png, image/jpeg, application/pdf. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [index('support_attachment_message').on(t.messageId)],
);
