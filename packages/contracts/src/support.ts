/**
 * Support (office/support, office/payment/create-request, office/payment/requests): a player's tickets with their
 * topic and subtopic, an optional linked payment of the player's own, the conversation both ways and attachments.
 * Player calls use the session cookie (CSRF header on writes); operator calls the operator's bearer token.
 *
 * A new message or a status change reaches a signed-in player's open page over the push channel
 * (`supportPushSchema`), which carries ids only: the page reads the ticket again through these calls.
 */
import { z } from 'zod';
import {
  SUPPORT_ATTACHMENT_TYPES,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_TEXT_MAX,
  isSupportSubtopic,
  supportTopic,
} from '@betline/core';
import { paymentSchema } from './wallet';

export {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_TYPES,
  SUPPORT_ATTACHMENTS_PER_MESSAGE,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_TEXT_MAX,
  SUPPORT_TOPICS,
  isSupportSubtopic,
  supportTopic,
  type SupportTopic,
} from '@betline/core';

/** Ticket statuses: `open` waits for support, `awaiting_player` for the player, `answered` was answered. */
export const SUPPORT_STATUSES = ['open', 'awaiting_player', 'answered', 'closed'] as const;
export const supportStatusSchema = z.enum(SUPPORT_STATUSES);
export type SupportStatus = z.infer<typeof supportStatusSchema>;

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const supportAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(SUPPORT_ATTACHMENT_TYPES),
  size: z.number().int(),
});
export type SupportAttachment = z.infer<typeof supportAttachmentSchema>;

export const supportMessageSchema = z.object({
  id: z.number().int(),
  /** `player`: the ticket's owner; `operator`: support. */
  author: z.enum(['player', 'operator']),
  /** The operator's display name (operators' messages only). */
  authorName: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
  attachments: z.array(supportAttachmentSchema),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportTicketSchema = z.object({
  id: z.number().int(),
  topicId: z.number().int(),
  subTopicId: z.number().int(),
  subject: z.string(),
  status: supportStatusSchema,
  /** The linked payment of the player's, as the wallet shows it. */
  transaction: paymentSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Messages from support the player has not opened yet. */
  unread: z.number().int(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const supportTicketListSchema = z.object({ items: z.array(supportTicketSchema) });
export type SupportTicketList = z.infer<typeof supportTicketListSchema>;

export const supportTicketDetailSchema = supportTicketSchema.extend({
  messages: z.array(supportMessageSchema),
});
export type SupportTicketDetail = z.infer<typeof supportTicketDetailSchema>;

export const supportTicketParamsSchema = z.object({ id: idSchema });
export const supportAttachmentParamsSchema = z.object({ id: idSchema, attachmentId: idSchema });

export const supportListQuerySchema = z.object({
  /** `true`: only requests about payments (topics with a transaction). */
  payments: z.enum(['true', 'false']).optional(),
});

const textSchema = z
  .string()
  .trim()
  .min(1, 'write a message')
  .max(SUPPORT_TEXT_MAX, `at most ${SUPPORT_TEXT_MAX} characters`);

/**
 * The fields of a new ticket (sent as multipart/form-data with up to 3 `file` parts, or as JSON without files).
 * Numbers arrive as strings in a form.
 */
export const supportOpenFieldsSchema = z
  .object({
    topicId: idSchema,
    subTopicId: idSchema,
    subject: z.string().trim().min(1, 'write a subject').max(SUPPORT_SUBJECT_MAX),
    text: textSchema,
    transactionId: idSchema.optional(),
    /** The page's language (two letters). */
    lng: z
      .string()
      .regex(/^[a-z]{2}$/, 'two lowercase letters')
      .optional(),
  })
  .strict()
  .refine((v) => isSupportSubtopic(v.topicId, v.subTopicId), {
    message: 'subTopicId does not belong to topicId',
    path: ['subTopicId'],
  })
  .refine((v) => supportTopic(v.topicId)?.transaction === null || v.transactionId !== undefined, {
    message: 'this topic is about a payment: send its transactionId',
    path: ['transactionId'],
  })
  .refine((v) => supportTopic(v.topicId)?.transaction !== null || v.transactionId === undefined, {
    message: 'this topic is not about a payment: send no transactionId',
    path: ['transactionId'],
  });
export type SupportOpenFields = z.infer<typeof supportOpenFieldsSchema>;

/** A reply (multipart/form-data with `text` and up to 3 `file` parts, or JSON `{ text }`). */
export const supportReplyFieldsSchema = z.object({ text: textSchema }).strict();

/** An operator's reply; `status` defaults to `answered` (`awaiting_player` asks the player for something). */
export const supportOperatorReplySchema = z
  .object({ text: textSchema, status: z.enum(['answered', 'awaiting_player']).optional() })
  .strict();

export const supportStatusChangeSchema = z.object({ status: supportStatusSchema }).strict();

/** Operator's list: tickets waiting for support (`open`) by default, oldest first. */
export const supportOperatorListQuerySchema = z.object({ status: supportStatusSchema.optional() });

export const supportOperatorTicketSchema = supportTicketSchema.extend({ playerId: z.number().int() });
export const supportOperatorListSchema = z.object({ items: z.array(supportOperatorTicketSchema) });
export const supportOperatorTicketDetailSchema = supportOperatorTicketSchema.extend({
  messages: z.array(supportMessageSchema),
});

/** What the push channel tells the ticket's owner: something changed in this ticket. */
export const supportPushSchema = z.object({
  type: z.literal('support'),
  ticketId: z.number().int(),
  status: supportStatusSchema,
  /** The new message's id, when a message arrived. */
  messageId: z.number().int().nullable(),
});
export type SupportPush = z.infer<typeof supportPushSchema>;
