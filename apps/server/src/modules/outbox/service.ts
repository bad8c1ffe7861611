/**
 * The outbox: every e-mail and SMS the server sends is stored here. There is no mail or SMS gateway in the
 * product yet; the demo reads its messages at `/dev/outbox` (a page) and `/web-api/dev/outbox` (JSON).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '@betline/contracts';
import type { Db } from '../../db/client';
import { outboxMessage } from './tables';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  meta?: Record<string, unknown>;
}

export interface Outbox {
  send(message: OutgoingMessage): Promise<void>;
  list(options: { to?: string | undefined; limit: number }): Promise<OutboxMessage[]>;
}

export function createOutbox(db: Db): Outbox {
  return {
    async send(message) {
      await db.insert(outboxMessage).values({
        channel: message.channel,
        recipient: message.to.trim().toLowerCase(),
        subject: message.subject,
        body: message.body,
        meta: message.meta ?? {},
      });
    },
    async list({ to, limit }) {
      const rows = await db
        .select()
        .from(outboxMessage)
        .where(to ? and(eq(outboxMessage.recipient, to.trim().toLowerCase())) : undefined)
        .orderBy(desc(outboxMessage.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        to: r.recipient,
        subject: r.subject,
        body: r.body,
        meta: r.meta,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}
