/**
 * Sign-in with a password (by login, e-mail or phone): the per-account back-off, the captcha after a few
 * failures of an account or an address, the e-mail when the back-off starts, then a session or a two-step
 * challenge. An unknown account costs the same time as a wrong password and is counted alike (no user
 * enumeration).
 */
import { AUTH_ERROR_CODES } from '@betline/contracts';
import { HttpError } from '../../http/errors';
import { captchaRequired, secondsUntil, type IdentityContext } from './context';
import { hashPassword, randomToken, sha256, verifyPassword } from './crypto';
import { identityMail } from './messages';
import type { Player, Players } from './players';
import type { OpenedSession, SessionMeta, Sessions } from './sessions';
import type { TwoStep } from './twoStep';

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

/** The normalised form of a sign-in identifier (a login or an e-mail), for counters. */
function identifierKey(identifier: string): string {
  return sha256(identifier.trim().toLowerCase());
}

/** The counters' name of an account: its player when there is one, else the identifier as typed. */
const accountKeyOf = (found: Player | undefined, identifier: string) =>
  found ? `player:${found.id}` : identifierKey(identifier);

export function createSignIn(
  { now, outbox, limits, captcha, publicUrl }: IdentityContext,
  players: Pick<Players, 'findByIdentifier' | 'findByPhone'>,
  sessions: Pick<Sessions, 'openSession'>,
  twoStep: Pick<TwoStep, 'challenge'>,
) {
  // A hash to verify against when the account does not exist, so that an unknown login costs the same
  // time as a wrong password (no user enumeration by timing).
  let dummyHash: Promise<string> | undefined;
  const getDummyHash = () => (dummyHash ??= hashPassword(randomToken(16)));

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
        ...identityMail(found.language, 'signInBackoff', {
          count: failures.count,
          login: found.login,
          url: `${publicUrl}/${found.language}/user/passwordreset`,
        }),
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
    return { kind: 'signed-in', session: await sessions.openSession(found.id, method, meta) };
  }

  /** Checks the password of a found (or unknown) account under its back-off and captcha, then signs in. */
  async function withPassword(
    found: Player | undefined,
    identifier: string,
    input: { password: string; captcha?: string | undefined },
    method: string,
    meta: SessionMeta,
  ): Promise<SignInResult> {
    const accountKey = accountKeyOf(found, identifier);
    await guardAttempt(accountKey, meta.ip, input.captcha);
    const ok = await verifyPassword(found?.passwordHash ?? (await getDummyHash()), input.password);
    if (!found || !found.passwordHash || !ok) return recordFailure(accountKey, meta.ip, found);
    await recordSuccess(accountKey, meta.ip);
    return afterPassword(found, method, meta);
  }

  /** Sign-in with a login or e-mail and a password (AUTH-023, API-027). */
  async function signInWithPassword(
    input: { login: string; password: string; captcha?: string | undefined },
    meta: SessionMeta = {},
  ): Promise<SignInResult> {
    const found = await players.findByIdentifier(input.login);
    return withPassword(found, input.login, input, 'password', meta);
  }

  /** Sign-in with a phone and a password (AUTH-023, API-028). */
  async function signInWithPhone(
    input: { phone: string; password: string; captcha?: string | undefined },
    meta: SessionMeta = {},
  ): Promise<SignInResult> {
    const found = await players.findByPhone(input.phone);
    return withPassword(found, input.phone, input, 'phone', meta);
  }

  return {
    signInWithPassword,
    signInWithPhone,
    afterPassword,
    /** Forgets an account's failed sign-ins (its back-off): a new password ends it. */
    resetSignInFailures: (playerId: number) => recordSuccess(`player:${playerId}`, undefined),
  };
}
