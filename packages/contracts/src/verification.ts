/**
 * Verification of a player's identity (KYC): the documents a player uploads, the status of the user config's
 * `verification_status`, the operator's request for another document (`requested_additional_document`) and
 * decision. Statuses and document kinds: `VERIFICATION_STATUS` and `VERIFICATION_DOCUMENT_KINDS` below.
 */
import { z } from 'zod';
import type { VERIFICATION_STATUS } from './paths';
import { VERIFICATION_DOCUMENT_KINDS, VERIFICATION_MIME_TYPES } from './paths';

export type VerificationStatus = (typeof VERIFICATION_STATUS)[keyof typeof VERIFICATION_STATUS];
export const verificationStatusSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);

export type VerificationDocumentKind = (typeof VERIFICATION_DOCUMENT_KINDS)[number];
export const verificationDocumentKindSchema = z.enum(VERIFICATION_DOCUMENT_KINDS);
/** `verification_types` ids of the kinds. */
export const VERIFICATION_KIND_IDS: Readonly<Record<VerificationDocumentKind, number>> = Object.freeze({
  identity: 1,
  address: 2,
  payment: 3,
  selfie: 4,
});

export const verificationDocumentStatusSchema = z.enum(['pending', 'accepted', 'rejected']);

export const verificationDocumentSchema = z.object({
  id: z.number().int(),
  kind: verificationDocumentKindSchema,
  fileName: z.string(),
  mimeType: z.enum(VERIFICATION_MIME_TYPES),
  size: z.number().int(),
  status: verificationDocumentStatusSchema,
  /** Why the operator rejected it. */
  reason: z.string().nullable(),
  uploadedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

export const verificationStateSchema = z.object({
  status: verificationStatusSchema,
  /** Kinds the operator asked for (`requested_additional_document`). */
  requested: z.array(verificationDocumentKindSchema),
  /** The operator's note to the player (the reason of a rejection or a request). */
  note: z.string().nullable(),
  documents: z.array(verificationDocumentSchema),
  /** Withdrawals above this amount in total (minor units of the player's currency) wait for verification. */
  withdrawalThreshold: z.number().int(),
  /** ISO code of that amount's currency. */
  currency: z.string(),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;

export const verificationUploadAnswerSchema = z.object({
  document: verificationDocumentSchema,
  status: verificationStatusSchema,
});

export const verificationDocumentParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const operatorPlayerParamsSchema = z.object({ playerId: z.coerce.number().int().positive() });

export const operatorDecisionBodySchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('reject'), reason: z.string().trim().min(1).max(500) }),
]);
export type OperatorDecision = z.infer<typeof operatorDecisionBodySchema>;

export const operatorRequestBodySchema = z.object({
  kind: verificationDocumentKindSchema,
  reason: z.string().trim().min(1).max(500).optional(),
});

/** What the operator sees of a player's verification. */
export const operatorVerificationSchema = verificationStateSchema.extend({ playerId: z.number().int() });
