/**
 * The limit service (SPEC §7 "limit-service-api", §3 "Limits and responsible gambling", §8 limit errors).
 * Paths are the seed's, exactly; the bearer token is the one of `GET /web-api/user/gettoken`.
 */
import { z } from 'zod';

export const limitStateSchema = z.enum(['ACTIVE', 'PENDING', 'INACTIVE']);

/** A player's limit as the service answers it (RG-001 .. RG-003). */
export const limitSchema = z.object({
  limitType: z.number().int(),
  /** The value in force (money: whole units of the player's currency; time: hours, minutes or days). */
  limitValue: z.number().int().nullable(),
  limitState: limitStateSchema,
  /** Epoch seconds. */
  startedAt: z.number().int().nullable(),
  endsAt: z.number().int().nullable(),
  /** What is left of a money limit in its window (whole units, rounded down); null for other limits. */
  limitBalance: z.number().nullable(),
  /** A waiting change may be approved now (its 24 h cooling-off has passed). */
  needApprove: z.boolean(),
  /** 1: the waiting change raises or removes the limit; -1: lowers it; null: nothing waits. */
  pendingChangeType: z.union([z.literal(1), z.literal(-1)]).nullable(),
  /** The waiting value (null with a pending change: removal). */
  pendingValue: z.number().int().nullable(),
  /** Epoch seconds from which the waiting change may be approved. */
  pendingApproveAt: z.number().int().nullable(),
  selfExcludeReason: z.number().int().nullable(),
  /** ISO code of the currency a money limit counts in. */
  currency: z.string().nullable(),
});
export type Limit = z.infer<typeof limitSchema>;

export const limitsAnswerSchema = z.object({ data: z.array(limitSchema) });

/** RG-004. */
export const availableLimitSchema = z.object({
  type: z.number().int(),
  availableValues: z.array(z.number().int()),
  measure: z.enum(['money', 'days', 'hours', 'minutes']),
});
export const availableLimitsAnswerSchema = z.object({ data: z.array(availableLimitSchema) });

/** RG-005. */
export const selfExcludeReasonSchema = z.object({ id: z.number().int(), selfExcludeReason: z.string() });
export const selfExcludeReasonsAnswerSchema = z.object({ data: z.array(selfExcludeReasonSchema) });

const limitValueInput = z
  .number({ error: 'limitValue must be a whole number (or null to remove the limit)' })
  .int('limitValue must be a whole number')
  .nullable();

/** One requested change in `POST .../v3/limits`. */
export const limitRequestSchema = z.object({
  limitType: z.number({ error: 'limitType must be a number' }).int(),
  limitValue: limitValueInput,
  selfExcludeReason: z.number().int().optional(),
});

export const setLimitsBodySchema = z.strictObject({
  limits: z.array(limitRequestSchema).min(1, 'limits must name at least one limit').max(13),
});
export type SetLimitsBody = z.infer<typeof setLimitsBodySchema>;

export const questionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  answers: z.array(z.object({ id: z.number().int(), text: z.string() })),
});

/**
 * Answer of `POST .../v3/limits`: with questions (and a tokenGuid) when the change loosens protection and the
 * questionnaire comes first; with limitsData when the change was saved at once.
 */
export const setLimitsAnswerSchema = z.object({
  status: z.number().int(),
  title: z.string(),
  data: z.object({ questions: z.array(questionSchema) }),
  tokenGuid: z.string().nullable(),
  limitsData: z.array(limitSchema).nullable(),
});

export const testAnswersBodySchema = z.strictObject({
  tokenGuid: z.uuid('tokenGuid must be the tokenGuid answered by POST limits'),
  answers: z
    .array(z.object({ questionId: z.number().int(), answerId: z.number().int() }))
    .min(1, 'answers must answer every question'),
});
export const testAnswersAnswerSchema = z.object({
  success: z.boolean(),
  title: z.string(),
  questionsResult: z.array(z.object({ questionId: z.number().int(), passed: z.boolean() })),
  limitsData: z.array(limitSchema).nullable(),
});

export const limitActionBodySchema = z.strictObject({
  limitType: z.number().int(),
  /** 0 reject, 1 approve (SPEC §7). */
  action: z.union([z.literal(0), z.literal(1)], { error: 'action must be 0 (reject) or 1 (approve)' }),
});
export const deleteLimitQuerySchema = z.object({ limitType: z.coerce.number().int() });

/** `status` and `title` of a saved action or a refusal (SPEC §8; ERR IDs). */
export const limitStatusAnswerSchema = z.object({ status: z.number().int(), title: z.string() });

export const blockUserBodySchema = z.strictObject({
  /** Self-exclusion period in days (DECISIONS 10; the seed's 360/720/1080/1800 are accepted). */
  days: z.number().int(),
  reasonId: z.number().int().optional(),
});
export const blockUserAnswerSchema = z.object({ success: z.boolean(), title: z.string() });

export const pingAnswerSchema = z.object({
  /** Epoch seconds when the session ends under the session limit; null without one. */
  sessionEndsAt: z.number().int().nullable(),
  /** Epoch seconds of the next reality check for this session; null without one. */
  realityCheckAt: z.number().int().nullable(),
  /** A waiting change can be approved now. */
  approvalDue: z.array(z.number().int()),
});

/** `POST /web-api/api/web/user/v1/reality-check` (SPEC §7, `REALITY_CHECK_PATH`). */
export const realityCheckBodySchema = z.strictObject({
  data: z.strictObject({
    attributes: z.strictObject({
      action: z.enum(['continue', 'log_out'], { error: "action must be 'continue' or 'log_out'" }),
      do_not_show_again: z.boolean({ error: 'do_not_show_again must be true or false' }),
      /** Epoch seconds when the popup was shown (in this session, not in the future). */
      popup_show_at: z
        .number({ error: 'popup_show_at must be epoch seconds' })
        .int('popup_show_at must be whole epoch seconds')
        .nonnegative('popup_show_at must be epoch seconds'),
    }),
  }),
});
/** `GET` of the same path answers the figures; `POST` answers them with status and title. */
export const realityCheckAnswerSchema = z.object({
  status: z.number().int().optional(),
  title: z.string().optional(),
  /** Epoch seconds when this session started. */
  sessionStartedAt: z.number().int(),
  /** Time played in this session (bets and casino rounds alike), seconds. */
  sessionSeconds: z.number().int(),
  /** Stakes minus returns in this session, minor units of the active account (positive: lost). */
  netPosition: z.number().int(),
  currency: z.string(),
  nextCheckAt: z.number().int().nullable(),
});
