/**
 * The identity service: players, server-side sessions, sign-in (password, phone, SMS code, two-step),
 * throttling, the per-account back-off and the captcha (the captcha module's service), and the short-lived
 * user token, composed from its use cases (`players.ts`, `sessions.ts`, `userToken.ts`, `signIn.ts`,
 * `twoStep.ts`, `codes.ts`, `requestGuard.ts`) over one context (`context.ts`). Registration, the profile and
 * social sign-in (`registration.ts`, `profile.ts`, `social.ts`) are built on this service. Routes call it;
 * other modules use `resolveSession`, `findPlayer` and `verifyUserToken`. Created once per app
 * (`createIdentityService`).
 */
import type { Db } from '../../db/client';
import { createDatabaseRateLimitStore, type RateLimitStore } from '../../infra/rateLimit';
import { createCaptchaService, type CaptchaOptions, type CaptchaService } from '../captcha/service';
import { createOutbox, type Outbox } from '../outbox/service';
import { createCodes, type CodeToStore, type StoredCode } from './codes';
import { createSharedSecrets, type IdentityContext } from './context';
import { createPlayers, type CreatePlayerInput, type Player, type PlayersOptions } from './players';
import { createRequestGuard, type GuardedRequest } from './requestGuard';
import {
  createSessions,
  type OpenedSession,
  type ResolvedSession,
  type SessionEndReason,
  type SessionLookup,
  type SessionMeta,
  type SessionRow,
} from './sessions';
import { createSignIn, type SignInResult } from './signIn';
import type { CodePurpose } from './tables';
import { createTwoStep } from './twoStep';
import { createUserTokens, type UserToken, type UserTokenSession } from './userToken';

export {
  CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_MS,
  type CodeToStore,
  type StoredCode,
} from './codes';
export { type CreatePlayerInput, type Player } from './players';
export {
  FREE_REQUESTS_PER_ADDRESS,
  FREE_REQUESTS_PER_TARGET,
  FREE_REQUESTS_SITE_WIDE,
  REQUEST_WINDOW_MS,
  type GuardedRequest,
} from './requestGuard';
export {
  type EndedSession,
  type OpenedSession,
  type ResolvedSession,
  type SessionEndReason,
  type SessionLookup,
  type SessionMeta,
  type SessionRow,
} from './sessions';
export {
  ATTEMPT_WINDOW_MS,
  BACKOFF_AFTER_FAILURES,
  BACKOFF_MAX_SECONDS,
  BACKOFF_MEMORY_MS,
  backoffSeconds,
  CAPTCHA_AFTER_FAILURES,
  type SignInResult,
} from './signIn';
export { TWO_STEP_TTL_SECONDS } from './twoStep';
export { type UserToken, type UserTokenSession } from './userToken';

export interface IdentityServiceOptions {
  /** Where e-mails and SMS go. Default: the database outbox. */
  outbox?: Outbox;
  /** Counters of throttling and failed sign-ins. Default: the database. */
  rateLimits?: RateLimitStore;
  /** The clock (tests move it). */
  now?: () => Date;
  /** The proof-of-work captcha: its HMAC key (CAPTCHA_HMAC_KEY) and difficulty. Default: a random key. */
  captcha?: Omit<CaptchaOptions, 'now'>;
  /** Base of the links put in e-mails, e.g. `https://betline.example`. Default `http://localhost:8080`. */
  publicUrl?: string;
  /** The brand whose site config says whether registration is open. */
  brand?: string;
  /**
   * Registrations, password resets and SMS codes free per address and hour before each needs a solved captcha.
   * Default FREE_REQUESTS_PER_ADDRESS (20).
   */
  freeRequestsPerAddress?: number;
  /** Session lifetime. Default 30 days. */
  sessionTtlMs?: number;
  /** A session unused for this long is no longer valid. Default 7 days. */
  sessionIdleMs?: number;
  /** User token lifetime (`gettoken`). Default 15 minutes. */
  userTokenTtlSeconds?: number;
  /**
   * Asked before any session opens (every sign-in and registration path): a message refuses it with 403 (the
   * protection module refuses players under a self-exclusion or time-out, with its end date).
   */
  sessionGate?: (playerId: number) => Promise<string | null>;
  /**
   * Told of every new player once it is stored (registration accepts the site's current terms, so the site
   * module records that acceptance here).
   */
  onPlayerCreated?: PlayersOptions['onPlayerCreated'];
  /**
   * When a player's session that started at `startedAt` (epoch ms) must end (epoch ms), or null: the protection
   * module's session limit (RG 31). A session past that moment is revoked on its next request and refused with
   * `session_limit`.
   */
  sessionEndsAt?: (playerId: number, startedAt: number) => Promise<number | null>;
}

/**
 * What the identity module offers its routes, the composition root and the other modules (which use
 * `resolveSession`, `findPlayer` and `verifyUserToken`).
 */
export interface IdentityService {
  /** The database the module's use cases share. */
  readonly db: Db;
  /** The brand whose site config rules registration (`SITE_BRAND`). */
  readonly brand: string;
  /** Where e-mails and SMS go. */
  readonly outbox: Outbox;
  /** Counters of throttling and failed sign-ins. */
  readonly limits: RateLimitStore;
  /** The clock (tests move it). */
  now(): Date;
  /** Base of the links put in e-mails, without a trailing slash. */
  readonly publicUrl: string;
  /** A secret generated once and stored, so every process on this database shares it. */
  sharedSecret(name: string): Promise<string>;
  /** The player with this id, if any. */
  findPlayer(playerId: number): Promise<Player | undefined>;
  /** The player with this login or e-mail (case-insensitive), if any. */
  findByIdentifier(identifier: string): Promise<Player | undefined>;
  /** The player with this phone, if any. */
  findByPhone(phone: string): Promise<Player | undefined>;
  /** Creates a player: 409 when the login, e-mail or phone is taken, 400 for an unknown country or currency. */
  createPlayer(input: CreatePlayerInput): Promise<Player>;
  /** A login nobody has: `bl` and 8 digits. */
  generateLogin(): Promise<string>;
  /** Throws 400 unless both are known (a country of the phone list, a currency of @betline/core). */
  assertCountryAndCurrency(countryId: number, currencyId: number): void;
  /** Opens a session (asking the session gate first); one opened from a user token ends with its parent. */
  openSession(
    playerId: number,
    method: string,
    meta?: SessionMeta,
    parentSessionId?: string,
  ): Promise<OpenedSession>;
  /** The live session of a cookie token, or null (unknown, revoked, expired, idle too long or over its limit). */
  resolveSession(token: string | undefined): Promise<ResolvedSession | null>;
  /** A session cookie looked up: live, ended with a reason the player is told, or unknown. */
  lookupSession(token: string | undefined): Promise<SessionLookup>;
  /** Revokes a session by its cookie token (sign-out), with the sessions opened from it. */
  revokeSessionToken(token: string | undefined): Promise<void>;
  /** Revokes one of the player's sessions by its id; false when the player has no such session. */
  revokeSession(playerId: number, sessionId: string): Promise<boolean>;
  /** Revokes every session of a player but `exceptSessionId`; `reason` is what an old cookie is told. */
  revokeAllSessions(playerId: number, exceptSessionId?: string, reason?: SessionEndReason): Promise<number>;
  /** The player's live sessions, newest first. */
  listSessions(playerId: number): Promise<SessionRow[]>;
  /** A short-lived signed token for this session, accepted by `verifyUserToken`. */
  issueUserToken(session: { playerId: number; sessionId: string }): Promise<UserToken>;
  /** The player of a user token, or null when it is forged, expired or its session has ended. */
  verifyUserToken(token: string): Promise<UserTokenSession | null>;
  /** The proof-of-work captcha. */
  readonly captcha: CaptchaService;
  /** Registration, reset and SMS requests: free a few times an hour, then each needs a solved captcha. */
  guardRequest(
    kind: GuardedRequest,
    ip: string | undefined,
    target: string | null,
    payload: string | undefined,
  ): Promise<void>;
  /** Forgets an account's failed sign-ins (its back-off): a new password ends it. */
  resetSignInFailures(playerId: number): Promise<void>;
  /** Sign-in with a login or e-mail and a password (AUTH-023, API-027). */
  signInWithPassword(
    input: { login: string; password: string; captcha?: string | undefined },
    meta?: SessionMeta,
  ): Promise<SignInResult>;
  /** Sign-in with a phone and a password (AUTH-023, API-028). */
  signInWithPhone(
    input: { phone: string; password: string; captcha?: string | undefined },
    meta?: SessionMeta,
  ): Promise<SignInResult>;
  /** After a right password, SMS code or social sign-in: a session, or a two-step challenge when it is on. */
  afterPassword(found: Player, method: string, meta: SessionMeta): Promise<SignInResult>;
  /** Finishes a sign-in with the two-step code (AUTH-024, API-032). */
  signInTwoStep(challenge: string, code: string, meta?: SessionMeta): Promise<OpenedSession>;
  /** The time step of `code` when it is the player's current TOTP code and newer than the last one used. */
  checkTotp(found: Player, code: string): number | null;
  /** Stores a one-time code or link token; answers the client token. */
  storeCode(row: CodeToStore): Promise<string>;
  /** Takes a link or challenge token of `purpose` (once): 410 when expired, 400 when unknown or used. */
  consumeToken(purpose: CodePurpose, token: string): Promise<StoredCode>;
  /** Checks the latest SMS code sent to `target` for `purpose`: 410 when expired, 400 when wrong. */
  consumeSmsCode(purpose: CodePurpose, target: string, code: string): Promise<StoredCode>;
  /** Sends a 6-digit SMS code (when `send`), at most once per 30 s per phone and purpose. */
  sendSmsCode(
    purpose: CodePurpose,
    phone: string,
    text: (code: string) => string,
    send: boolean,
    playerId?: number | null,
  ): Promise<{ expiresIn: number }>;
  /** A fresh base32 TOTP secret. */
  generateTotpSecret(): string;
  /** The current TOTP code of a secret (demo tooling and tests). */
  totpCode(secret: string): string;
}

export function createIdentityService(db: Db, options: IdentityServiceOptions = {}): IdentityService {
  const now = options.now ?? (() => new Date());
  const ctx: IdentityContext = {
    db,
    now,
    outbox: options.outbox ?? createOutbox(db),
    limits: options.rateLimits ?? createDatabaseRateLimitStore(db, () => now().getTime()),
    captcha: createCaptchaService(db, { ...options.captcha, now }),
    publicUrl: (options.publicUrl ?? 'http://localhost:8080').replace(/\/+$/, ''),
    sharedSecret: createSharedSecrets(db),
  };
  const players = createPlayers(ctx, { onPlayerCreated: options.onPlayerCreated });
  const sessions = createSessions(ctx, {
    ttlMs: options.sessionTtlMs ?? 30 * 24 * 3600_000,
    idleMs: options.sessionIdleMs ?? 7 * 24 * 3600_000,
    sessionGate: options.sessionGate,
    sessionEndsAt: options.sessionEndsAt,
  });
  const userTokens = createUserTokens(ctx, sessions, options.userTokenTtlSeconds ?? 15 * 60);
  const codes = createCodes(ctx);
  const twoStep = createTwoStep(ctx, players, sessions, codes);
  const signIn = createSignIn(ctx, players, sessions, twoStep);
  return {
    ...ctx,
    brand: options.brand ?? 'betline',
    ...players,
    openSession: sessions.openSession,
    lookupSession: sessions.lookupSession,
    resolveSession: sessions.resolveSession,
    revokeSessionToken: sessions.revokeSessionToken,
    revokeSession: sessions.revokeSession,
    revokeAllSessions: sessions.revokeAllSessions,
    listSessions: sessions.listSessions,
    ...userTokens,
    ...createRequestGuard(ctx, options.freeRequestsPerAddress),
    ...signIn,
    signInTwoStep: twoStep.signInTwoStep,
    checkTotp: twoStep.checkTotp,
    generateTotpSecret: twoStep.generateTotpSecret,
    totpCode: twoStep.totpCode,
    storeCode: codes.storeCode,
    consumeToken: codes.consumeToken,
    consumeSmsCode: codes.consumeSmsCode,
    sendSmsCode: codes.sendSmsCode,
  };
}
