/**
 * The identity service: players, server-side sessions, sign-in (password, phone, SMS code, two-step),
 * throttling, the per-account back-off and the captcha (the captcha module's service), and the short-lived
 * user token. Routes call it; other modules use
 * `resolveSession`, `findPlayer` and `verifyUserToken`. Created once per app (`createIdentityService`).
 */
import { AUTH_ERROR_CODES } from '@betline/contracts';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { createDatabaseRateLimitStore, type RateLimitStore } from '../../infra/rateLimit';
import { createCaptchaService, type CaptchaOptions, type CaptchaService } from '../captcha/service';
import { createOutbox, type Outbox } from '../outbox/service';
import { hashPassword, randomToken, sha256, verifyPassword } from './crypto';
import { createCodes, type CodeToStore, type StoredCode } from './codes';
import { captchaRequired, createSharedSecrets, secondsUntil, type IdentityContext } from './context';
import { createPlayers, type CreatePlayerInput, type Player } from './players';
import {
  createSessions,
  type OpenedSession,
  type ResolvedSession,
  type SessionEndReason,
  type SessionLookup,
  type SessionMeta,
  type SessionRow,
} from './sessions';
import { createTwoStep } from './twoStep';
import { createUserTokens, type UserToken, type UserTokenSession } from './userToken';
import type { CodePurpose } from './tables';

export {
  CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_MS,
  type CodeToStore,
  type StoredCode,
} from './codes';
export { type CreatePlayerInput, type Player } from './players';
export {
  type EndedSession,
  type OpenedSession,
  type ResolvedSession,
  type SessionEndReason,
  type SessionLookup,
  type SessionMeta,
  type SessionRow,
} from './sessions';
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
  onPlayerCreated?: (playerId: number) => Promise<void>;
  /**
   * When a player's session that started at `startedAt` (epoch ms) must end (epoch ms), or null: the protection
   * module's session limit (RG 31). A session past that moment is revoked on its next request and refused with
   * `session_limit`.
   */
  sessionEndsAt?: (playerId: number, startedAt: number) => Promise<number | null>;
}

export type SignInResult =
  { kind: 'signed-in'; session: OpenedSession } | { kind: 'two-step'; challenge: string; expiresIn: number };

/** Failed sign-ins (per account and per address) after which a solved captcha is required (AUTH-034). */
export const CAPTCHA_AFTER_FAILURES = 3;
export const ATTEMPT_WINDOW_MS = 15 * 60_000;
/**
 * The per-account back-off, whatever the address: from the BACKOFF_AFTER_FAILURES-th failed sign-in of an
 * account on, the next attempt waits 2^k seconds (k = failures - BACKOFF_AFTER_FAILURES + 1, at most
 * BACKOFF_MAX_SECONDS); an attempt during the wait is refused with 429 and Retry-After, even with the right
 * password. The failures are remembered for BACKOFF_MEMORY_MS or until a sign-in succeeds; the player is told
 * by e-mail when the back-off starts.
 */
export const BACKOFF_AFTER_FAILURES = 5;
export const BACKOFF_MAX_SECONDS = 3600;
export const BACKOFF_MEMORY_MS = 24 * 3600_000;

/** Seconds to wait after `failures` failed sign-ins of an account (0 below the back-off). */
export function backoffSeconds(failures: number): number {
  if (failures < BACKOFF_AFTER_FAILURES) return 0;
  return Math.min(2 ** (failures - BACKOFF_AFTER_FAILURES + 1), BACKOFF_MAX_SECONDS);
}

/**
 * Registration, password-reset and SMS-code requests are free up to these counts per hour (per address, per
 * e-mail or phone, and on the whole site); past them each request needs a solved captcha.
 */
export const FREE_REQUESTS_PER_ADDRESS = 20;
export const FREE_REQUESTS_PER_TARGET = 3;
export const FREE_REQUESTS_SITE_WIDE = 500;
export const REQUEST_WINDOW_MS = 3600_000;
export type GuardedRequest = 'register' | 'reset' | 'sms';

/** The normalised form of a sign-in identifier (a login or an e-mail), for counters. */
function identifierKey(identifier: string): string {
  return sha256(identifier.trim().toLowerCase());
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
  /** After a right password (or code): a session, or a two-step challenge when the player turned two-step on. */
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
  const outbox = options.outbox ?? createOutbox(db);
  const limits = options.rateLimits ?? createDatabaseRateLimitStore(db, () => now().getTime());
  const publicUrl = (options.publicUrl ?? 'http://localhost:8080').replace(/\/+$/, '');
  const captcha: CaptchaService = createCaptchaService(db, { ...options.captcha, now });
  const sharedSecret = createSharedSecrets(db);
  const ctx: IdentityContext = { db, now, outbox, limits, captcha, publicUrl, sharedSecret };
  const players = createPlayers(ctx, { onPlayerCreated: options.onPlayerCreated });
  const { findByIdentifier, findByPhone } = players;
  const sessions = createSessions(ctx, {
    ttlMs: options.sessionTtlMs ?? 30 * 24 * 3600_000,
    idleMs: options.sessionIdleMs ?? 7 * 24 * 3600_000,
    sessionGate: options.sessionGate,
    sessionEndsAt: options.sessionEndsAt,
  });
  const { openSession } = sessions;
  const userTokens = createUserTokens(ctx, sessions, options.userTokenTtlSeconds ?? 15 * 60);
  const twoStep = createTwoStep(ctx, players, sessions);

  // A hash to verify against when the account does not exist, so that an unknown login costs the same
  // time as a wrong password (no user enumeration by timing).
  let dummyHash: Promise<string> | undefined;
  const getDummyHash = () => (dummyHash ??= hashPassword(randomToken(16)));

  // ----- sign-in ---------------------------------------------------------------------------------------

  /**
   * Before a password is checked: the account's back-off (whatever the address), then the captcha after 3
   * failures of the account or the address. `accountKey` names the account (the player, or the identifier when
   * nobody has it, which is counted alike).
   */
  async function guardAttempt(accountKey: string, ip: string | undefined, payload: string | undefined) {
    const [failures, byAccount, byIp] = await Promise.all([
      limits.peek(`signin-backoff-fail:${accountKey}`),
      limits.peek(`signin-fail:${accountKey}`),
      ip ? limits.peek(`signin-fail-ip:${ip}`) : Promise.resolve({ count: 0, resetAt: 0 }),
    ]);
    const needsCaptcha = byAccount.count >= CAPTCHA_AFTER_FAILURES || byIp.count >= CAPTCHA_AFTER_FAILURES;
    if (needsCaptcha && !payload) throw captchaRequired('a captcha is required after 3 failed sign-ins');
    // One attempt per wait: the attempt that could be the back-off's next failure takes the wait that failure
    // would start, so parallel attempts cannot share it.
    const wait = backoffSeconds(failures.count + 1);
    if (wait > 0) {
      const slot = await limits.hit(`signin-backoff-wait:${accountKey}`, wait * 1000);
      if (slot.count > 1) {
        const retryAfter = secondsUntil(new Date(slot.resetAt), now());
        throw new HttpError(
          429,
          `too many failed sign-ins for this account: wait ${retryAfter} s before the next attempt (the wait doubles with each further failure; resetting the password ends it)`,
          AUTH_ERROR_CODES.tooManyAttempts,
          { 'retry-after': String(retryAfter) },
        );
      }
    }
    if (needsCaptcha && !(await captcha.consume(payload))) {
      throw captchaRequired('the captcha solution was not accepted (expired, already used or not solved)');
    }
  }

  async function recordFailure(
    accountKey: string,
    ip: string | undefined,
    found: Player | undefined,
  ): Promise<never> {
    await limits.hit(`signin-fail:${accountKey}`, ATTEMPT_WINDOW_MS);
    if (ip) await limits.hit(`signin-fail-ip:${ip}`, ATTEMPT_WINDOW_MS);
    const failures = await limits.hit(`signin-backoff-fail:${accountKey}`, BACKOFF_MEMORY_MS);
    if (failures.count === BACKOFF_AFTER_FAILURES && found?.email) {
      await outbox.send({
        channel: 'email',
        to: found.email,
        subject: 'Sign-in attempts on your Betline account',
        body:
          `${failures.count} sign-ins with a wrong password were made on your Betline account (${found.login}). ` +
          'To protect it, each further attempt now has to wait, longer after every new failure. ' +
          'If this was you, wait a moment and try again, or reset your password. If it was not you, reset your ' +
          `password now: ${publicUrl}/${found.language}/user/passwordreset`,
        meta: { kind: 'signin_backoff', failures: failures.count },
      });
    }
    throw new HttpError(401, 'wrong login or password', AUTH_ERROR_CODES.invalidCredentials);
  }

  async function recordSuccess(accountKey: string, ip: string | undefined): Promise<void> {
    await limits.reset(`signin-fail:${accountKey}`);
    await limits.reset(`signin-backoff-fail:${accountKey}`);
    await limits.reset(`signin-backoff-wait:${accountKey}`);
    if (ip) await limits.reset(`signin-fail-ip:${ip}`);
  }

  /**
   * Registration, password-reset and SMS-code requests: free up to a few per hour per address, per e-mail or
   * phone (`target`) and on the whole site; past any of them each request needs a solved captcha (401
   * `captcha_required` otherwise).
   */
  async function guardRequest(
    kind: GuardedRequest,
    ip: string | undefined,
    target: string | null,
    payload: string | undefined,
  ): Promise<void> {
    const none = Promise.resolve({ count: 0, resetAt: 0 });
    const [byIp, byTarget, siteWide] = await Promise.all([
      ip ? limits.hit(`request-${kind}-ip:${ip}`, REQUEST_WINDOW_MS) : none,
      target ? limits.hit(`request-${kind}:${sha256(target.toLowerCase())}`, REQUEST_WINDOW_MS) : none,
      limits.hit(`request-${kind}-all`, REQUEST_WINDOW_MS),
    ]);
    if (
      byIp.count <= FREE_REQUESTS_PER_ADDRESS &&
      byTarget.count <= FREE_REQUESTS_PER_TARGET &&
      siteWide.count <= FREE_REQUESTS_SITE_WIDE
    ) {
      return;
    }
    if (!payload) throw captchaRequired('a captcha is required for further requests of this kind');
    if (!(await captcha.consume(payload))) {
      throw captchaRequired('the captcha solution was not accepted (expired, already used or not solved)');
    }
  }

  /** The counters' name of an account: its player when there is one, else the identifier as typed. */
  const accountKeyOf = (found: Player | undefined, identifier: string) =>
    found ? `player:${found.id}` : identifierKey(identifier);

  /** After a right password: a session, or a two-step challenge when the player turned two-step on. */
  async function afterPassword(found: Player, method: string, meta: SessionMeta): Promise<SignInResult> {
    if (!found.active) {
      throw new HttpError(
        403,
        'this account is not activated yet: open the activation link sent by e-mail',
        AUTH_ERROR_CODES.notActivated,
      );
    }
    if (found.totpEnabled && found.totpSecret) {
      return { kind: 'two-step', ...(await twoStep.challenge(found, method)) };
    }
    return { kind: 'signed-in', session: await openSession(found.id, method, meta) };
  }

  /** Sign-in with a login or e-mail and a password (AUTH-023, API-027). */
  async function signInWithPassword(
    input: { login: string; password: string; captcha?: string | undefined },
    meta: SessionMeta = {},
  ): Promise<SignInResult> {
    const found = await findByIdentifier(input.login);
    const accountKey = accountKeyOf(found, input.login);
    await guardAttempt(accountKey, meta.ip, input.captcha);
    const ok = await verifyPassword(found?.passwordHash ?? (await getDummyHash()), input.password);
    if (!found || !found.passwordHash || !ok) return recordFailure(accountKey, meta.ip, found);
    await recordSuccess(accountKey, meta.ip);
    return afterPassword(found, 'password', meta);
  }

  /** Sign-in with a phone and a password (AUTH-023, API-028). */
  async function signInWithPhone(
    input: { phone: string; password: string; captcha?: string | undefined },
    meta: SessionMeta = {},
  ): Promise<SignInResult> {
    const found = await findByPhone(input.phone);
    const accountKey = accountKeyOf(found, input.phone);
    await guardAttempt(accountKey, meta.ip, input.captcha);
    const ok = await verifyPassword(found?.passwordHash ?? (await getDummyHash()), input.password);
    if (!found || !found.passwordHash || !ok) return recordFailure(accountKey, meta.ip, found);
    await recordSuccess(accountKey, meta.ip);
    return afterPassword(found, 'phone', meta);
  }

  return {
    ...ctx,
    /** The brand whose site config rules registration (`SITE_BRAND`). */
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
    guardRequest,
    /** Forgets an account's failed sign-ins (its back-off): a new password ends it. */
    resetSignInFailures: (playerId: number) => recordSuccess(`player:${playerId}`, undefined),
    signInWithPassword,
    signInWithPhone,
    afterPassword,
    signInTwoStep: twoStep.signInTwoStep,
    checkTotp: twoStep.checkTotp,
    generateTotpSecret: twoStep.generateTotpSecret,
    totpCode: twoStep.totpCode,
    ...createCodes(ctx),
  };
}
