/**
 * One-time codes: link tokens (activation, password reset), challenges, and the 6-digit SMS codes, stored
 * hashed with a deadline and a number of attempts, each taken once.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AUTH_ERROR_CODES } from '@betline/contracts';
import { HttpError } from '../../http/errors';
import { secondsUntil, type IdentityContext } from './context';
import { randomDigits, randomToken, safeEqual, sha256 } from './crypto';
import { authCode, type CodePurpose } from './tables';

/** SMS codes live this long. */
export const SMS_CODE_TTL_SECONDS = 300;
export const CODE_MAX_ATTEMPTS = 5;
/** A code cannot be sent to one phone more often than this. */
export const SMS_RESEND_MS = 30_000;

/** A one-time code or link token as stored (what a consumed one tells its use case). */
export interface StoredCode {
  id: string;
  playerId: number | null;
  target: string | null;
  payload: Record<string, unknown>;
}

/** A one-time code or link token to store. */
export interface CodeToStore {
  purpose: CodePurpose;
  playerId?: number | null;
  target?: string | null;
  /** The code the player types (stored hashed); absent for links and challenges. */
  code?: string;
  payload?: Record<string, unknown>;
  ttlSeconds: number;
  /** The client token; default: a fresh random one. */
  token?: string;
}

export function createCodes({ db, now, outbox, limits }: IdentityContext) {
  /** Stores a code row; returns the client token (for links and challenges). */
  async function storeCode(row: CodeToStore): Promise<string> {
    const token = row.token ?? randomToken(24);
    const at = now();
    await db.insert(authCode).values({
      id: sha256(token),
      purpose: row.purpose,
      playerId: row.playerId ?? null,
      target: row.target ?? null,
      codeHash: row.code ? sha256(`${row.purpose}:${row.target ?? ''}:${row.code}`) : null,
      payload: row.payload ?? {},
      maxAttempts: CODE_MAX_ATTEMPTS,
      createdAt: at,
      expiresAt: new Date(at.getTime() + row.ttlSeconds * 1000),
    });
    return token;
  }

  /** Takes a link or challenge token of `purpose` (once). Expired: "time up"; unknown or used: 400. */
  async function consumeToken(purpose: CodePurpose, token: string): Promise<StoredCode> {
    const [row] = await db
      .select()
      .from(authCode)
      .where(and(eq(authCode.id, sha256(token)), eq(authCode.purpose, purpose)))
      .limit(1);
    if (!row || row.consumedAt) {
      throw new HttpError(
        400,
        'this link or code is not valid or was already used',
        AUTH_ERROR_CODES.wrongCode,
      );
    }
    if (row.expiresAt.getTime() <= now().getTime()) {
      throw new HttpError(
        410,
        'time is up: this link or code has expired, ask for a new one',
        AUTH_ERROR_CODES.timeUp,
      );
    }
    const taken = await db
      .update(authCode)
      .set({ consumedAt: now() })
      .where(and(eq(authCode.id, row.id), isNull(authCode.consumedAt)))
      .returning({ id: authCode.id });
    if (taken.length === 0) {
      throw new HttpError(400, 'this link or code was already used', AUTH_ERROR_CODES.wrongCode);
    }
    return row;
  }

  /**
   * Checks an SMS code sent to `target` for `purpose` (AUTH-035): entered after its deadline answers
   * "time up" (410), otherwise a wrong one "wrong code" (400). The latest code sent counts.
   */
  async function consumeSmsCode(purpose: CodePurpose, target: string, code: string): Promise<StoredCode> {
    const [row] = await db
      .select()
      .from(authCode)
      .where(and(eq(authCode.purpose, purpose), eq(authCode.target, target), isNull(authCode.consumedAt)))
      .orderBy(sql`${authCode.createdAt} desc`)
      .limit(1);
    if (!row || row.attempts >= row.maxAttempts) {
      throw new HttpError(400, 'wrong code: ask for a new code', AUTH_ERROR_CODES.wrongCode);
    }
    if (row.expiresAt.getTime() <= now().getTime()) {
      throw new HttpError(
        410,
        'time is up: the code has expired, ask for a new one',
        AUTH_ERROR_CODES.timeUp,
      );
    }
    if (!row.codeHash || !safeEqual(row.codeHash, sha256(`${purpose}:${target}:${code}`))) {
      return refuseWrongCode(row.id);
    }
    await takeCode(row.id);
    return row;
  }

  /** A wrong code typed against a stored one: one attempt more on it, and the "wrong code" answer (400). */
  async function refuseWrongCode(id: string): Promise<never> {
    await db
      .update(authCode)
      .set({ attempts: sql`${authCode.attempts} + 1` })
      .where(eq(authCode.id, id));
    throw new HttpError(400, 'wrong code', AUTH_ERROR_CODES.wrongCode);
  }

  /** Marks a right code used, once: a second use at the same moment answers "already used" (400). */
  async function takeCode(id: string): Promise<void> {
    const taken = await db
      .update(authCode)
      .set({ consumedAt: now() })
      .where(and(eq(authCode.id, id), isNull(authCode.consumedAt)))
      .returning({ id: authCode.id });
    if (taken.length === 0) throw new HttpError(400, 'wrong code: already used', AUTH_ERROR_CODES.wrongCode);
  }

  /** Sends a 6-digit SMS code for `purpose` to `phone`, at most once per 30 s per phone and purpose. */
  async function sendSmsCode(
    purpose: CodePurpose,
    phone: string,
    text: (code: string) => string,
    send: boolean,
    playerId: number | null = null,
  ): Promise<{ expiresIn: number }> {
    const resend = await limits.hit(`sms:${purpose}:${phone}`, SMS_RESEND_MS);
    if (resend.count > 1) {
      const retryAfter = secondsUntil(new Date(resend.resetAt), now());
      throw new HttpError(
        429,
        `a code was sent to this phone just now: retry in ${retryAfter} s`,
        undefined,
        {
          'retry-after': String(retryAfter),
        },
      );
    }
    if (send) {
      const code = randomDigits(6);
      await storeCode({ purpose, target: phone, code, playerId, ttlSeconds: SMS_CODE_TTL_SECONDS });
      await outbox.send({
        channel: 'sms',
        to: phone,
        subject: 'Betline code',
        body: text(code),
        meta: { code, purpose },
      });
    }
    return { expiresIn: SMS_CODE_TTL_SECONDS };
  }

  return { storeCode, consumeToken, consumeSmsCode, sendSmsCode, refuseWrongCode, takeCode };
}

export type Codes = ReturnType<typeof createCodes>;
