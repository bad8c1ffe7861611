/**
 * Tables of the identity module: players, their server-side sessions, one-time codes and tokens (SMS codes,
 * activation and reset links, two-step challenges, OAuth authorization codes), social links, the outbox of e-mails and SMS, and the server's signing keys.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** How the player registered (SPEC §3 registration types). */
export const REGISTRATION_TYPES = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg', 'demo'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** Personal data (SPEC §3 "Personal data fields"), all optional, as the player filled them in. */
export interface PlayerPersonalData {
  name?: string | null;
  surname?: string | null;
  middleName?: string | null;
  birthDate?: string | null;
  birthPlace?: string | null;
  region?: string | null;
  city?: string | null;
  country?: string | null;
  registrationAddress?: string | null;
  passportNumber?: string | null;
  passportSeries?: string | null;
  passportIssueDate?: string | null;
  passportEndDate?: string | null;
  documentTypeId?: number | null;
  passportIssuedBy?: string | null;
  taxNumber?: string | null;
}

/** Mail/SMS settings and bonus preferences (SPEC §3), plus the player's own display switches. */
export interface PlayerSettings {
  enable_mail_news: boolean;
  enable_mail_deposit: boolean;
  enable_mail_bets: boolean;
  enable_sms_news: boolean;
  bonus_type: number;
  first_deposit_bonus_type: number;
  user_hide_balance: boolean;
  disallow_line_sport: number[];
  disallow_live_sport: number[];
}

export const DEFAULT_PLAYER_SETTINGS: PlayerSettings = {
  enable_mail_news: false,
  enable_mail_deposit: true,
  enable_mail_bets: false,
  enable_sms_news: false,
  bonus_type: 0,
  first_deposit_bonus_type: 0,
  user_hide_balance: false,
  disallow_line_sport: [],
  disallow_live_sport: [],
};

/**
 * A player. `id` is the numeric `userId` of the wire. `login` is always set (generated for one-click and
 * phone registrations); `email` is stored lowercased, `phone` as `+` and digits.
 */
export const player = pgTable(
  'player',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    login: text('login').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** argon2id (PHC string). Null for a social-only player who never set a password. */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Country of the phone-country list (`/web-api/phone/countries`). */
    countryId: integer('country_id').notNull(),
    /** An id of `CURRENCIES` in @betline/core. */
    currencyId: integer('currency_id').notNull(),
    refCode: text('ref_code'),
    /** 0 decline, 1 sports bonus, 2 casino bonus (REG-003). */
    /** REG-003: 0 declined, 1 sports, 2 casino; null: not asked at registration (may choose before depositing). */
    firstDepositBonusChoice: smallint('first_deposit_bonus_choice'),
    registrationType: text('registration_type').$type<RegistrationType>().notNull(),
    /** Null until the e-mail address is confirmed through its activation link. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** False for an e-mail registration until activated: such a player cannot sign in yet. */
    active: boolean('active').notNull().default(true),
    /** Base32 TOTP secret (RFC 6238); `totpEnabled` only once the player confirmed a code. */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** Last TOTP time step accepted, so that one code cannot be used twice. */
    totpLastStep: integer('totp_last_step'),
    banLevel: integer('ban_level').notNull().default(0),
    banVersion: integer('ban_version').notNull().default(2),
    userStatusId: integer('user_status_id').notNull().default(1),
    verificationStatus: integer('verification_status').notNull().default(0),
    personalData: jsonb('personal_data').$type<PlayerPersonalData>().notNull().default({}),
    settings: jsonb('settings').$type<PlayerSettings>().notNull().default(DEFAULT_PLAYER_SETTINGS),
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('player_login_unique').on(sql`lower(${t.login})`),
    uniqueIndex('player_email_unique').on(t.email),
    uniqueIndex('player_phone_unique').on(t.phone),
    check(
      'player_first_deposit_bonus_choice',
      sql`${t.firstDepositBonusChoice} is null or ${t.firstDepositBonusChoice} in (0, 1, 2)`,
    ),
    check('player_ban_level', sql`${t.banLevel} >= 0`),
  ],
);

/**
 * A server-side session. The cookie carries a random token; only its SHA-256 is stored (`id`), so a leaked
 * table does not leak sessions. Revoked sessions stay for the record until they expire.
 */
export const session = pgTable(
  'session',
  {
    /** SHA-256 (hex) of the cookie token. */
    id: text('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it was revoked when the player should be told: `session_limit`, `excluded`; null otherwise. */
    revokedReason: text('revoked_reason'),
    /** How the session was opened: password, phone, sms, two_step, social, registration, token. */
    method: text('method').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /**
     * The session whose user token opened this one (`method` token); null otherwise. A session opened from a
     * token ends with the session that issued it: refused once that one is revoked, expired or gone.
     */
    parentId: text('parent_id'),
  },
  (t) => [index('session_player_idx').on(t.playerId), index('session_parent_idx').on(t.parentId)],
);

/** What a one-time code or link is for. */
export const CODE_PURPOSES = [
  'register_phone',
  'login_sms',
  'reset_sms',
  'reset_link',
  'activate_email',
  'two_step',
  'oauth_code',
  'oauth_state',
] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * One-time codes and tokens. `id` is the SHA-256 of the token the client holds (a link token, a challenge
 * id); `codeHash` the SHA-256 of a short code sent by SMS, when there is one. A row is used once
 * (`consumedAt`), dies at `expiresAt` and after `maxAttempts` wrong codes.
 */
export const authCode = pgTable(
  'auth_code',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    playerId: integer('player_id').references(() => player.id, { onDelete: 'cascade' }),
    /** The phone or e-mail the code was sent to, or the OAuth client. */
    target: text('target'),
    codeHash: text('code_hash'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('auth_code_target_idx').on(t.purpose, t.target)],
);

/** A player's link to an account of a social provider (`soc_reg`). */
export const playerSocial = pgTable(
  'player_social',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => player.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

/**
 * Secrets the server generates once and every process shares (the user-token signing key, the demo OAuth
 * provider's client secret), so that several processes on one database agree without configuration.
 */
export const serverSecret = pgTable('server_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
