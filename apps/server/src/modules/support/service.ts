/**
 * Support tickets: a player opens one about a topic and subtopic (optionally about a payment of their own),
 * both sides write messages with attachments, and statuses follow the conversation:
 *
 * - a player's ticket or reply: `open` (waits for support);
 * - an operator's reply: `answered`, or `awaiting_player` when support asks for something;
 * - `closed` by either side; a closed ticket takes no more messages (the player opens a new one).
 *
 * Every change is told to the ticket's owner on the bus (`support.player.<id>`), which the push channel
 * delivers to the player's open pages.
 */
import type { Payment, SupportMessage, SupportOpenFields, SupportStatus } from '@betline/contracts';
import { supportTopic } from '@betline/contracts';
import { and, asc, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Bus } from '../../infra/bus';
import { systemClock, type Clock } from '../../infra/clock';
import type { AttachmentType } from './files';
import { supportAttachment, supportMessage, supportTicket } from './tables';

/** A file that passed the checks (type from its bytes, size, count). */
export interface NewAttachment {
  name: string;
  type: AttachmentType;
  data: Buffer;
}

export interface SupportServiceOptions {
  db: Db;
  bus: Bus;
  clock?: Clock;
  /** The player's own payment `id` as the wallet shows it; null when there is none or it is another's. */
  payment: (playerId: number, id: number) => Promise<Payment | null>;
}

export const SUPPORT_SUBJECT = (playerId: number) => `support.player.${playerId}`;

/** Requests of one player that may be open (not closed) at once. */
export const MAX_OPEN_TICKETS = 20;

/** What the bus carries to the push channel. */
export interface SupportBusMessage {
  playerId: number;
  ticketId: number;
  status: SupportStatus;
  messageId: number | null;
}

type TicketRow = typeof supportTicket.$inferSelect;

const notFound = () => new HttpError(404, 'no such ticket', 'ticket_not_found');

export function createSupportService(options: SupportServiceOptions) {
  const { db, bus } = options;
  const clock = options.clock ?? systemClock;
  const now = () => new Date(clock.now());

  async function publish(message: SupportBusMessage): Promise<void> {
    await bus.publish(SUPPORT_SUBJECT(message.playerId), message);
  }

  async function unreadOf(rows: TicketRow[]): Promise<Map<number, number>> {
    if (rows.length === 0) return new Map();
    const counts = await db
      .select({ ticketId: supportMessage.ticketId, n: count() })
      .from(supportMessage)
      .innerJoin(supportTicket, eq(supportTicket.id, supportMessage.ticketId))
      .where(
        and(
          inArray(
            supportMessage.ticketId,
            rows.map((row) => row.id),
          ),
          eq(supportMessage.author, 'operator'),
          gt(supportMessage.id, supportTicket.playerSeenMessageId),
        ),
      )
      .groupBy(supportMessage.ticketId);
    return new Map(counts.map((row) => [row.ticketId, row.n]));
  }

  async function shape(rows: TicketRow[]) {
    const unread = await unreadOf(rows);
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        playerId: row.playerId,
        topicId: row.topicId,
        subTopicId: row.subTopicId,
        subject: row.subject,
        status: row.status as SupportStatus,
        transaction: row.paymentId === null ? null : await options.payment(row.playerId, row.paymentId),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        unread: unread.get(row.id) ?? 0,
      })),
    );
  }

  async function messagesOf(ticketId: number): Promise<SupportMessage[]> {
    const messages = await db
      .select()
      .from(supportMessage)
      .where(eq(supportMessage.ticketId, ticketId))
      .orderBy(asc(supportMessage.id));
    const files =
      messages.length === 0
        ? []
        : await db
            .select({
              id: supportAttachment.id,
              messageId: supportAttachment.messageId,
              name: supportAttachment.name,
              type: supportAttachment.contentType,
              size: supportAttachment.size,
            })
            .from(supportAttachment)
            .where(
              inArray(
                supportAttachment.messageId,
                messages.map((m) => m.id),
              ),
            )
            .orderBy(asc(supportAttachment.id));
    return messages.map((m) => ({
      id: m.id,
      author: m.author as SupportMessage['author'],
      authorName: m.operatorName,
      text: m.text,
      createdAt: m.createdAt.toISOString(),
      attachments: files
        .filter((f) => f.messageId === m.id)
        .map((f) => ({ id: f.id, name: f.name, type: f.type as AttachmentType, size: f.size })),
    }));
  }

  async function row(ticketId: number, playerId: number | null): Promise<TicketRow> {
    const [found] = await db
      .select()
      .from(supportTicket)
      .where(
        playerId === null
          ? eq(supportTicket.id, ticketId)
          : and(eq(supportTicket.id, ticketId), eq(supportTicket.playerId, playerId)),
      )
      .limit(1);
    // Another player's ticket is answered like one that does not exist.
    if (!found) throw notFound();
    return found;
  }

  async function detail(found: TicketRow) {
    const [ticket] = await shape([found]);
    return { ...ticket!, messages: await messagesOf(found.id) };
  }

  /** Writes a message with its files; the ticket takes `status`. Answers the new message's id. */
  async function write(
    ticket: TicketRow,
    author: 'player' | 'operator',
    text: string,
    files: NewAttachment[],
    status: SupportStatus,
    operatorName: string | null,
  ): Promise<number> {
    if (ticket.status === 'closed') {
      throw new HttpError(409, 'the ticket is closed: open a new one', 'ticket_closed');
    }
    const at = now();
    const messageId = await db.transaction(async (tx) => {
      const [message] = await tx
        .insert(supportMessage)
        .values({ ticketId: ticket.id, author, operatorName, text, createdAt: at })
        .returning({ id: supportMessage.id });
      for (const file of files) {
        await tx.insert(supportAttachment).values({
          messageId: message!.id,
          name: file.name,
          contentType: file.type,
          size: file.data.length,
          data: file.data,
        });
      }
      // Guarded: a ticket closed meanwhile takes no message.
      const updated = await tx
        .update(supportTicket)
        .set({ status, updatedAt: at })
        .where(and(eq(supportTicket.id, ticket.id), sql`${supportTicket.status} <> 'closed'`))
        .returning({ id: supportTicket.id });
      if (updated.length === 0) {
        throw new HttpError(409, 'the ticket is closed: open a new one', 'ticket_closed');
      }
      return message!.id;
    });
    await publish({ playerId: ticket.playerId, ticketId: ticket.id, status, messageId });
    return messageId;
  }

  /** One of the player's tickets with its messages; support's messages count as seen from now. */
  async function read(playerId: number, ticketId: number) {
    const found = await row(ticketId, playerId);
    const [newest] = await db
      .select({ id: supportMessage.id })
      .from(supportMessage)
      .where(and(eq(supportMessage.ticketId, ticketId), eq(supportMessage.author, 'operator')))
      .orderBy(desc(supportMessage.id))
      .limit(1);
    if (newest && newest.id > found.playerSeenMessageId) {
      await db
        .update(supportTicket)
        .set({ playerSeenMessageId: newest.id })
        .where(eq(supportTicket.id, ticketId));
      found.playerSeenMessageId = newest.id;
    }
    const { playerId: _owner, ...ticket } = await detail(found);
    return ticket;
  }

  return {
    /** The player's tickets, last changed first; `payments`: only requests about a payment. */
    async list(playerId: number, filter: { payments?: boolean } = {}) {
      const rows = await db
        .select()
        .from(supportTicket)
        .where(
          filter.payments === undefined
            ? eq(supportTicket.playerId, playerId)
            : and(
                eq(supportTicket.playerId, playerId),
                filter.payments
                  ? sql`${supportTicket.paymentId} is not null`
                  : sql`${supportTicket.paymentId} is null`,
              ),
        )
        .orderBy(desc(supportTicket.updatedAt), desc(supportTicket.id))
        .limit(200);
      return (await shape(rows)).map(({ playerId: _owner, ...ticket }) => ticket);
    },

    /** Opens a ticket with its first message. A payment must be the player's own (else 404). */
    async open(playerId: number, fields: SupportOpenFields, files: NewAttachment[]) {
      const topic = supportTopic(fields.topicId);
      if (!topic) throw new HttpError(400, 'body.topicId: no such topic');
      const [waiting] = await db
        .select({ n: count() })
        .from(supportTicket)
        .where(and(eq(supportTicket.playerId, playerId), sql`${supportTicket.status} <> 'closed'`));
      if ((waiting?.n ?? 0) >= MAX_OPEN_TICKETS) {
        throw new HttpError(
          409,
          `at most ${MAX_OPEN_TICKETS} requests may be open at once: close one or write in one of them`,
          'too_many_open',
        );
      }
      let paymentId: number | null = null;
      if (fields.transactionId !== undefined) {
        const payment = await options.payment(playerId, fields.transactionId);
        if (!payment) {
          throw new HttpError(404, 'no such transaction of yours', 'transaction_not_found');
        }
        if (payment.type !== topic.transaction) {
          throw new HttpError(400, `body.transactionId: this topic is about a ${topic.transaction}`);
        }
        paymentId = payment.id;
      }
      const at = now();
      const [created] = await db
        .insert(supportTicket)
        .values({
          playerId,
          topicId: fields.topicId,
          subTopicId: fields.subTopicId,
          subject: fields.subject,
          status: 'open',
          paymentId,
          language: fields.lng ?? 'en',
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await write(created!, 'player', fields.text, files, 'open', null);
      return detail(await row(created!.id, playerId));
    },

    read,

    async reply(playerId: number, ticketId: number, text: string, files: NewAttachment[]) {
      const found = await row(ticketId, playerId);
      await write(found, 'player', text, files, 'open', null);
      return read(playerId, ticketId);
    },

    async close(playerId: number, ticketId: number) {
      const found = await row(ticketId, playerId);
      if (found.status !== 'closed') await setStatus(found, 'closed');
      return read(playerId, ticketId);
    },

    /** An attachment of a ticket: the owner's (`playerId`) or any (an operator, `null`). */
    async attachment(playerId: number | null, ticketId: number, attachmentId: number) {
      await row(ticketId, playerId);
      const [file] = await db
        .select({
          name: supportAttachment.name,
          type: supportAttachment.contentType,
          data: supportAttachment.data,
        })
        .from(supportAttachment)
        .innerJoin(supportMessage, eq(supportMessage.id, supportAttachment.messageId))
        .where(and(eq(supportAttachment.id, attachmentId), eq(supportMessage.ticketId, ticketId)))
        .limit(1);
      if (!file) throw new HttpError(404, 'no such attachment', 'attachment_not_found');
      return file;
    },

    // ------------------------------------------------------------------------------------------ operators

    /** Tickets of a status (default: waiting for support), oldest change first. */
    async operatorList(status: SupportStatus = 'open') {
      const rows = await db
        .select()
        .from(supportTicket)
        .where(eq(supportTicket.status, status))
        .orderBy(asc(supportTicket.updatedAt), asc(supportTicket.id))
        .limit(200);
      return shape(rows);
    },

    async operatorRead(ticketId: number) {
      return detail(await row(ticketId, null));
    },

    async operatorReply(
      operatorName: string,
      ticketId: number,
      text: string,
      status: 'answered' | 'awaiting_player' = 'answered',
      files: NewAttachment[] = [],
    ) {
      const found = await row(ticketId, null);
      await write(found, 'operator', text, files, status, operatorName);
      return detail(await row(ticketId, null));
    },

    async operatorSetStatus(ticketId: number, status: SupportStatus) {
      const found = await row(ticketId, null);
      if (found.status !== status) await setStatus(found, status);
      return detail(await row(ticketId, null));
    },

    /**
     * Tickets whose newest message is the player's, written before `before`, waiting for support (the demo
     * operator answers them). At most `limit`, oldest first.
     */
    async waitingSince(before: Date, limit = 20) {
      // The newest message of each open ticket: the player's, and old enough.
      const newest = sql`(select m.id from ${supportMessage} m where m.ticket_id = ${supportTicket.id} order by m.id desc limit 1)`;
      return db
        .select({ id: supportTicket.id, language: supportTicket.language, topicId: supportTicket.topicId })
        .from(supportTicket)
        .innerJoin(supportMessage, eq(supportMessage.id, newest))
        .where(
          and(
            eq(supportTicket.status, 'open'),
            eq(supportMessage.author, 'player'),
            lt(supportMessage.createdAt, before),
          ),
        )
        .orderBy(asc(supportMessage.createdAt))
        .limit(limit);
    },
  };

  async function setStatus(found: TicketRow, status: SupportStatus): Promise<void> {
    await db.update(supportTicket).set({ status, updatedAt: now() }).where(eq(supportTicket.id, found.id));
    await publish({ playerId: found.playerId, ticketId: found.id, status, messageId: null });
  }
}

export type SupportService = ReturnType<typeof createSupportService>;
