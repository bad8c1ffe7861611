/**
 * The wire of players, sign-in and sessions (issue "players, sign-in, sessions and personal data").
 * Paths: docs/adr/0006-identity.md. Every error answer is `apiErrorSchema`; some carry a `code`
 * (see `AUTH_ERROR_CODES`) that a client can branch on.
 */
import { z } from 'zod';
import { PROTECTION_STATUSES, protectionStatus } from '@betline/core';

/** Codes some 4xx answers carry beside their message. */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'invalid_credentials',
  captchaRequired: 'captcha_required',
  /** The account's sign-in back-off: wait the answer's Retry-After seconds before the next attempt. */
  tooManyAttempts: 'too_many_attempts',
  twoStepRequired: 'two_step_required',
  wrongCode: 'wrong_code',
  timeUp: 'time_up',
  notActivated: 'not_activated',
  registrationClosed: 'registration_closed',
  csrf: 'csrf_failed',
  unauthenticated: 'unauthenticated',
  banned: 'banned',
  /** A self-exclusion or time-out is in force (the message says until when). */
  excluded: 'excluded',
  /** The player's session limit (RG 31) ended this session on the server (the message says when). */
  sessionLimit: 'session_limit',
} as const;

/** An error answer with an optional machine-readable code (extends `apiErrorSchema`). */
export const authErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
});
export type AuthError = z.infer<typeof authErrorSchema>;

// ---------------------------------------------------------------------------------------------------------
// Building blocks

/** Login: 3-32 letters, digits, `.`, `_`, `-`, starting with a letter or digit. */
export const loginSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{2,31}$/, 'a login is 3-32 letters, digits, ".", "_" or "-"');
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email('not an e-mail address').max(254));
/** A phone as typed: `+`, digits, spaces, dashes, brackets; normalised to `+` and digits. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,24}$/, 'a phone is digits with an optional leading +')
  .transform((v) => `+${v.replace(/[^0-9]/g, '')}`)
  .pipe(z.string().regex(/^\+[0-9]{7,15}$/, 'a phone has 7 to 15 digits'));
/** A new password: 8-128 characters, at least one letter and one digit. */
export const newPasswordSchema = z
  .string()
  .min(8, 'a password has at least 8 characters')
  .max(128, 'a password has at most 128 characters')
  .regex(/[A-Za-z]/, 'a password needs a letter')
  .regex(/[0-9]/, 'a password needs a digit');
/** A password as entered at sign-in (never checked for strength there). */
export const passwordSchema = z.string().min(1, 'the password is empty').max(128);
export const smsCodeSchema = z.string().regex(/^[0-9]{6}$/, 'a code is 6 digits');
export const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'not a valid token');

/**
 * A solved proof-of-work captcha (the ALTCHA widget's payload, base64 of the challenge and its solution), sent
 * when the server asked for one (`captcha_required`): after 3 failed sign-ins of an account or an address, and
 * on registration, password-reset and SMS-code requests repeated from one address or for one e-mail or phone.
 * Each solution is accepted once.
 */
export const captchaPayloadSchema = z.string().min(1).max(2000);
const captchaField = { captcha: captchaPayloadSchema.optional() };

/** REG-003: 0 decline, 1 sports bonus, 2 casino bonus. */
export const firstDepositBonusChoiceSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
/** REG-001. */
export const REGISTRATION_TYPE_NAMES = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'] as const;
export const registrationTypeSchema = z.enum(REGISTRATION_TYPE_NAMES);
/** REG-005: the seed's social providers. */
export const SOCIAL_PROVIDERS = [
  'google',
  'vk',
  'ok',
  'fb',
  'mailru',
  'yandex',
  'telegram',
  'kakaotalk',
  'twitter',
  'itsme',
  'twitch',
  'metamask',
  'line',
  'linkedin',
  'apple',
  'discord',
] as const;
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
/** REG-004. */
export const SAVE_CREDENTIALS_OPTIONS = ['file', 'image', 'email'] as const;

/** REG-002: the common registration payload. */
export const registrationCommonSchema = z.object({
  country_id: z.number().int().positive(),
  currency_id: z.number().int().positive(),
  ref_code: z.string().trim().max(64).optional(),
  /**
   * Ours: the bring-a-friend code of the player whose link brought the visitor (the `referral_values` cookie of
   * type `bf`). An unknown code is ignored: the registration goes on without it.
   */
  friend_code: z.string().trim().max(64).optional(),
  /**
   * REG-003: 0 declines, 1 sports, 2 casino. Ours: left out, the player was not asked (a registration that does
   * not offer the choice); the bonus may then be chosen later, before the first deposit (first-deposit modal 2).
   */
  first_deposit_bonus_choice: firstDepositBonusChoiceSchema.optional(),
  /** Language of the mails and links sent (`/{lng}/user/activate...`). */
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
});

// ---------------------------------------------------------------------------------------------------------
// Registration

export const registerFastRequestSchema = registrationCommonSchema.extend(captchaField).strict();
export type RegisterFastRequest = z.input<typeof registerFastRequestSchema>;

export const signedInSchema = z.object({
  userId: z.number().int().positive(),
  /** The CSRF token, also set as the readable cookie `CSRF_COOKIE`; send it as `CSRF_HEADER` on writes. */
  csrfToken: z.string(),
});
export type SignedIn = z.infer<typeof signedInSchema>;

export const registerFastResponseSchema = signedInSchema.extend({
  login: z.string(),
  /** Shown once: the server keeps only its hash. */
  password: z.string(),
  saveOptions: z.array(z.enum(SAVE_CREDENTIALS_OPTIONS)),
  /** A text file the client can offer to download. */
  file: z.object({ name: z.string(), mimeType: z.literal('text/plain'), content: z.string() }),
  /** An SVG picture of the credentials the client can offer to save. */
  image: z.object({ name: z.string(), mimeType: z.literal('image/svg+xml'), content: z.string() }),
});
export type RegisterFastResponse = z.infer<typeof registerFastResponseSchema>;

export const sendCredentialsRequestSchema = z
  .object({ email: emailSchema, password: passwordSchema })
  .strict();

export const registerPhoneCodeRequestSchema = z.object({ phone: phoneSchema, ...captchaField }).strict();
/** A code was sent (or, to say nothing about who is registered, the same answer as if it were). */
export const codeSentSchema = z.object({
  sent: z.literal(true),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int().positive(),
});

export const registerPhoneRequestSchema = registrationCommonSchema
  .extend({ phone: phoneSchema, code: smsCodeSchema, password: newPasswordSchema })
  .strict();

export const registerEmailRequestSchema = registrationCommonSchema
  .extend({ email: emailSchema, password: newPasswordSchema, ...captchaField })
  .strict();
export const registerEmailResponseSchema = z.object({
  /** Always true, whether or not the address is already registered (no user enumeration). */
  activationSent: z.literal(true),
});

export const activateRequestSchema = z.object({ token: tokenSchema }).strict();
/**
 * The account is active. With `userId` and `csrfToken` the player is signed in too (the session cookies are set,
 * as a sign-in sets them); without them the account may not have a session now (an exclusion) and signs in later.
 */
export const activateResponseSchema = z.object({
  activated: z.literal(true),
  login: z.string(),
  userId: z.number().int().positive().optional(),
  csrfToken: z.string().optional(),
});

// ---------------------------------------------------------------------------------------------------------
// Sign-in

export const loginRequestSchema = z
  .object({
    /** A login or an e-mail address (API-027). */
    login: z.string().trim().min(1, 'the login is empty').max(254),
    password: passwordSchema,
    ...captchaField,
  })
  .strict();
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginPhoneRequestSchema = z
  .object({ phone: phoneSchema, password: passwordSchema, ...captchaField })
  .strict();

export const sendSmsRequestSchema = z
  .object({ phone: phoneSchema, purpose: z.enum(['login', 'reset']), ...captchaField })
  .strict();

export const loginSmsRequestSchema = z.object({ phone: phoneSchema, code: smsCodeSchema }).strict();

/** A password was right but the player turned two-step on: finish with `loginTwoStep`. */
export const twoStepChallengeSchema = z.object({
  twoStepRequired: z.literal(true),
  challenge: z.string(),
  expiresIn: z.number().int().positive(),
});
export const loginResponseSchema = z.union([signedInSchema, twoStepChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loginTwoStepRequestSchema = z
  .object({ challenge: tokenSchema, code: z.string().regex(/^[0-9]{6}$/, 'a two-step code is 6 digits') })
  .strict();

export const loginTokenRequestSchema = z.object({ token: z.string().min(10).max(2000) }).strict();

/** Session check (API-038). */
export const sessionCheckSchema = z.object({ userId: z.number().int().positive() });
export const rightsSchema = z.object({
  userId: z.number().int().positive(),
  rights: z.array(z.string()),
  banLevel: z.number().int(),
  banVersion: z.number().int(),
});

/** `GET /web-api/session` (API-004): answered uncached; the client does not parse it. */
export const sessionInfoSchema = z.object({
  authenticated: z.boolean(),
  userId: z.number().int().positive().nullable(),
  expiresAt: z.string().nullable(),
  /** When the session started (ISO); null when not signed in. */
  startedAt: z.string().nullable().optional(),
  /** When the player's session limit ends this session (ISO); null without a session limit (RG 31). */
  sessionEndsAt: z.string().nullable().optional(),
  /**
   * Why the cookie no longer opens a session (`session_limit`, `excluded`), so the client can say so; null when
   * signed in or when there was no session.
   */
  endedReason: z.string().nullable().optional(),
});

export const userTokenQuerySchema = z.object({ force_refresh: z.enum(['true', 'false']).optional() });
/** API-002: a short-lived signed token (a JWT, HS256) the limit service accepts as a bearer. */
export const userTokenResponseSchema = z.object({ token: z.string(), expiresAt: z.number().int() });

export const okSchema = z.object({ ok: z.literal(true) });

// ---------------------------------------------------------------------------------------------------------
// Password reset

export const passwordResetRequestSchema = z.object({ email: emailSchema, ...captchaField }).strict();
export const passwordResetRequestedSchema = z.object({ sent: z.literal(true) });
export const passwordResetLinkSchema = z.object({ token: tokenSchema, password: newPasswordSchema }).strict();
export const passwordResetSmsSchema = z
  .object({ phone: phoneSchema, code: smsCodeSchema, password: newPasswordSchema })
  .strict();

// ---------------------------------------------------------------------------------------------------------
// Captcha (the seed's captcha API: validate POST, update GET, gettime GET)

/**
 * AUTH-034: only these error codes may be retried (100 the work does not solve the challenge, 111 expired,
 * 112 not a challenge of this server, 113 already used); each retry solves a new challenge.
 */
export const CAPTCHA_RETRYABLE_CODES = [100, 111, 112, 113] as const;
/** A proof-of-work challenge of ALTCHA (v2), answered by `captchaUpdate` for the widget to solve. */
export const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int().positive(),
    keyLength: z.number().int().positive(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    /** When the challenge expires (seconds since the epoch). */
    expiresAt: z.number().int().positive(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
export const captchaGetTimeSchema = z.object({ serverTime: z.number().int(), time: z.number().int() });
/** `expires_at`: a challenge's `parameters.expiresAt`; the answer's `time` is its seconds left. */
export const captchaGetTimeQuerySchema = z.object({
  expires_at: z.coerce.number().int().positive().optional(),
});
export const captchaValidateRequestSchema = z.object({ payload: captchaPayloadSchema }).strict();
/** AUTH-033: captcha result. */
export const captchaResultSchema = z.object({
  success: z.boolean(),
  isLogoutUser: z.boolean(),
  time: z.number().int(),
  errorMessage: z.string().nullable(),
  errorCode: z.number().int().nullable(),
  retryable: z.boolean(),
});
export type CaptchaResult = z.infer<typeof captchaResultSchema>;

// ---------------------------------------------------------------------------------------------------------
// Phone countries and masks (REG-023..026)

export const phoneCountrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phoneCode: z.string().regex(/^\+[0-9]+$/),
  country_code: z.string().regex(/^[a-z]{2}$/),
});
export const phoneCountriesSchema = z.object({ data: z.array(phoneCountrySchema) });
export const phoneMaskSchema = z.object({
  CountryId: z.number().int(),
  Mask: z.string(),
  Max: z.number().int(),
  Min: z.number().int(),
});
export const phoneMasksSchema = z.object({ data: z.array(phoneMaskSchema) });

// ---------------------------------------------------------------------------------------------------------
// User config, personal data, settings (ACC)

/** ACC-016..019: the statuses and their rule live in @betline/core (the office shows them with the same rule). */
export { PROTECTION_STATUSES, protectionStatus };
export const protectionStatusSchema = z.enum(PROTECTION_STATUSES);
export type ProtectionStatus = z.infer<typeof protectionStatusSchema>;

/** ACC-014. */
export const protectionMethodsSchema = z.object({
  is_changed_password: z.boolean(),
  enable_two_factor_auth: z.boolean(),
  enable_phone_binding: z.boolean(),
  enable_security_question: z.boolean(),
  enable_email_auth: z.boolean(),
});

/** ACC-013. */
export const userDataSchema = z.object({
  date_birthday: z.string().nullable(),
  document_type_id: z.number().int().nullable(),
  inn: z.string().nullable(),
  name: z.string().nullable(),
  passport: z.string().nullable(),
  passport_date: z.string().nullable(),
  passport_end_date: z.string().nullable(),
  registration_address: z.string().nullable(),
  surname: z.string().nullable(),
});

/** ACC-011: every field of SPEC §3 "User config". */
export const userConfigSchema = z.object({
  disallow_line_sport: z.array(z.number().int()),
  disallow_live_sport: z.array(z.number().int()),
  phone_number: z.string().nullable(),
  phone_code: z.string().nullable(),
  user_email: z.string().nullable(),
  user_name: z.string(),
  user_country_code: z.string(),
  user_country_id: z.number().int(),
  /** ACC-012: 0 none, 1 email, 2 both, 3 phone. */
  activation_type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  user_ref_id: z.string().nullable(),
  user_msg_count: z.number().int(),
  user_hide_balance: z.boolean(),
  changed_pass_day_count: z.number().int().nullable(),
  user_data: userDataSchema,
  protection_level: z.number().int().min(0).max(100),
  protection_methods: protectionMethodsSchema,
  ban_level: z.number().int(),
  ban_version: z.number().int(),
  user_status_id: z.number().int(),
  verification_status: z.number().int(),
  verification_types: z.array(z.number().int()),
  requested_additional_document: z.array(z.string()),
  has_deposit: z.boolean(),
  is_identification_bonus: z.boolean(),
  is_need_identification: z.boolean(),
  remaining_days_to_activate: z.number().int().nullable(),
});
export type UserConfig = z.infer<typeof userConfigSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const optionalDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is YYYY-MM-DD')
  .nullable()
  .optional();

/** ACC-025: the personal data a player can edit. */
export const personalDataUpdateSchema = z
  .object({
    name: optionalText(100),
    surname: optionalText(100),
    middleName: optionalText(100),
    birthDate: optionalDate,
    birthPlace: optionalText(200),
    region: optionalText(100),
    city: optionalText(100),
    country: optionalText(100),
    registrationAddress: optionalText(300),
    passportNumber: optionalText(40),
    passportSeries: optionalText(20),
    passportIssueDate: optionalDate,
    passportEndDate: optionalDate,
    documentTypeId: z.number().int().min(0).max(100).nullable().optional(),
    passportIssuedBy: optionalText(200),
    taxNumber: optionalText(40),
  })
  .strict();
export type PersonalDataUpdate = z.input<typeof personalDataUpdateSchema>;

/** ACC-025: personal data as answered (the editable part plus what the account says). */
export const personalDataSchema = z.object({
  name: z.string().nullable(),
  surname: z.string().nullable(),
  middleName: z.string().nullable(),
  birthDate: z.string().nullable(),
  birthPlace: z.string().nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  registrationAddress: z.string().nullable(),
  passportNumber: z.string().nullable(),
  passportSeries: z.string().nullable(),
  passportIssueDate: z.string().nullable(),
  passportEndDate: z.string().nullable(),
  documentTypeId: z.number().int().nullable(),
  passportIssuedBy: z.string().nullable(),
  taxNumber: z.string().nullable(),
  /** The player's numeric id ("main id"). */
  mainId: z.number().int(),
  /** The active account id; null until the wallet gives the player accounts. */
  activeId: z.number().int().nullable(),
  registrationDate: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  login: z.string(),
  currencyId: z.number().int(),
  countryId: z.number().int(),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

/** ACC-026. */
export const mailingSettingsSchema = z.object({
  enable_mail_news: z.boolean(),
  enable_mail_deposit: z.boolean(),
  enable_mail_bets: z.boolean(),
  enable_sms_news: z.boolean(),
  bonus_type: z.number().int().min(0).max(10),
  first_deposit_bonus_type: firstDepositBonusChoiceSchema,
  user_hide_balance: z.boolean(),
  disallow_line_sport: z.array(z.number().int().positive()).max(500),
  disallow_live_sport: z.array(z.number().int().positive()).max(500),
});
export const mailingSettingsUpdateSchema = mailingSettingsSchema.partial().strict();

export const changePasswordRequestSchema = z
  .object({ currentPassword: passwordSchema, newPassword: newPasswordSchema })
  .strict();

export const twoStepSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
});
export const twoStepCodeRequestSchema = z
  .object({ code: z.string().regex(/^[0-9]{6}$/, 'a two-step code is 6 digits') })
  .strict();
export const twoStepDisableRequestSchema = z
  .object({
    code: z.string().regex(/^[0-9]{6}$/, 'a two-step code is 6 digits'),
    password: passwordSchema,
  })
  .strict();

export const protectionSchema = z.object({
  protection_level: z.number().int().min(0).max(100),
  status: protectionStatusSchema,
  protection_methods: protectionMethodsSchema,
  /** What the player can still do to raise the level. */
  missing: z.array(z.string()),
});

export const sessionItemSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  method: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export const sessionListSchema = z.object({ data: z.array(sessionItemSchema) });
export const sessionIdParamsSchema = z.object({ id: z.string().regex(/^[a-f0-9]{64}$/, 'not a session id') });

// ---------------------------------------------------------------------------------------------------------
// Social sign-in

export const oauthProviderParamsSchema = z.object({ provider: socialProviderSchema });
export const oauthStartQuerySchema = z.object({
  lng: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
  country_id: z.coerce.number().int().positive().optional(),
  currency_id: z.coerce.number().int().positive().optional(),
  returnUrl: z.string().max(500).optional(),
});
export const oauthCallbackQuerySchema = z.object({
  code: z.string().max(200).optional(),
  state: z.string().max(200),
  error: z.string().max(100).optional(),
});
export const googleOneTapClientIdSchema = z.object({ clientId: z.string() });
/** API-018: multipart (or url-encoded) fields. */
export const googleOneTapRequestSchema = z.object({
  credential: z.string().min(10).max(4000),
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
  currency: z.coerce.number().int().positive().optional(),
  countryId: z.coerce.number().int().positive().optional(),
});
export const googleOneTapResponseSchema = z.object({ redirectUrl: z.string() });

// ---------------------------------------------------------------------------------------------------------
// Outbox

export const outboxQuerySchema = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  meta: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const outboxListSchema = z.object({ data: z.array(outboxMessageSchema) });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
