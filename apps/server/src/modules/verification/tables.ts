/**
 * Verification (KYC): the documents players upload, kept in the database (bytea) so that every server process
 * of a site reads the same files and none lies under the web root, and each player's verification state.
 * Columns are plain `player_id integer`; the identity module's player table owns the ids.
 */
import { customType, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { VerificationDocumentKind } from '@betline/contracts';

/** PostgreSQL `bytea` as a Node Buffer (PGlite answers a Uint8Array: wrapped without a copy). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export type VerificationDocumentStatus = 'pending' | 'accepted' | 'rejected';

export const verificationDocument = pgTable(
  'verification_document',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id').notNull(),
    kind: text('kind').$type<VerificationDocumentKind>().notNull(),
    /** The name the player's file had (shown back to them only). */
    fileName: text('file_name').notNull(),
    /** Told by the file's first bytes, never by its name or the browser's word. */
    mimeType: text('mime_type').$type<'image/jpeg' | 'image/png' | 'application/pdf'>().notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    status: text('status').$type<VerificationDocumentStatus>().notNull().default('pending'),
    reason: text('reason'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('verification_document_player').on(t.playerId, t.status)],
);

/** One row per player who ever sent a document or was asked for one. */
export const verificationState = pgTable('verification_state', {
  playerId: integer('player_id').primaryKey(),
  /** `VERIFICATION_STATUS` of @betline/contracts. */
  status: integer('status').notNull().default(0),
  /** Kinds the operator asked for and the player has not sent since. */
  requested: jsonb('requested').$type<VerificationDocumentKind[]>().notNull().default([]),
  /** The operator's last note to the player (a rejection's or a request's reason). */
  note: text('note'),
  /** When the documents under review were last sent (the demo approval counts from it). */
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
