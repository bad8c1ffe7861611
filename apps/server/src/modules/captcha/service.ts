/**
 * The captcha: a proof-of-work challenge of ALTCHA (altcha-lib on the server, the `altcha` widget in the
 * browser). `issue` answers a challenge signed with an HMAC key; the browser spends a second or two of CPU to
 * find its counter and sends the solution (a base64 payload); `consume` checks the signature, the expiry and
 * the work, and accepts each solution once (the challenge's nonce is stored in `captcha_solution` until the
 * challenge expires, so every server process sharing the database refuses a replay).
 *
 * The seed's captcha API keeps its three calls and its result (AUTH-033) and codes (AUTH-034: only 100, 111,
 * 112 and 113 may be retried):
 *
 * | code | meaning | retry |
 * |---|---|---|
 * | 100 | the work does not solve the challenge | yes, with a new challenge |
 * | 111 | the challenge expired | yes, with a new one |
 * | 112 | not a challenge of this server (bad signature, unreadable payload) | yes, with a new one |
 * | 113 | the solution was already used | yes, with a new one |
 */
import { randomBytes } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt, sql } from 'drizzle-orm';
import type { CaptchaResult } from '@betline/contracts';
import type { Db } from '../../db/client';
import { captchaSolution } from './tables';

/** Seconds a challenge (and so its solution) stays valid. */
export const CAPTCHA_TTL_SECONDS = 300;
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';

export const CAPTCHA_CODES = {
  wrong: 100,
  expired: 111,
  unknown: 112,
  used: 113,
} as const;
const RETRYABLE = new Set<number>([100, 111, 112, 113]);

export interface CaptchaOptions {
  /** The HMAC key that signs challenges (CAPTCHA_HMAC_KEY). Default: random per process. */
  hmacKey?: string;
  /** PBKDF2 iterations per try. Default 1000. */
  cost?: number;
  /** The solution's counter is drawn in [counterMin, counterMax]: the tries a solver needs. */
  counterMin?: number;
  counterMax?: number;
  ttlSeconds?: number;
  now?: () => Date;
}

/** Limits of a payload the server reads (a solution is a few hundred characters of base64). */
export const CAPTCHA_PAYLOAD_MAX = 2000;

function randomCounter(min: number, max: number): number {
  return min + (randomBytes(4).readUInt32BE() % (max - min + 1));
}

/** The payload the widget sends (base64 of `{ challenge, solution }`), or null when it is not one. */
function parsePayload(payload: string): Payload | null {
  if (payload.length === 0 || payload.length > CAPTCHA_PAYLOAD_MAX) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { challenge, solution } = parsed as Partial<Payload>;
    if (typeof challenge?.parameters?.nonce !== 'string' || typeof solution?.counter !== 'number')
      return null;
    if (typeof solution.derivedKey !== 'string') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

export function createCaptchaService(db: Db, options: CaptchaOptions = {}) {
  const now = options.now ?? (() => new Date());
  const hmacKey = options.hmacKey || randomBytes(32).toString('hex');
  // Deterministic mode: the server signs the derived key too, so checking a solution costs one PBKDF2 run.
  const keySignatureSecret = `${hmacKey}:key`;
  const cost = options.cost ?? 1000;
  const counterMin = options.counterMin ?? 3000;
  const counterMax = Math.max(options.counterMax ?? 8000, counterMin);
  const ttlSeconds = options.ttlSeconds ?? CAPTCHA_TTL_SECONDS;
  let lastSweep = 0;

  /** A new challenge for the widget (`GET /web-api/captcha/update`). */
  async function issue(): Promise<Challenge> {
    return createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost,
      counter: randomCounter(counterMin, counterMax),
      deriveKey,
      expiresAt: new Date(now().getTime() + ttlSeconds * 1000),
      hmacSignatureSecret: hmacKey,
      hmacKeySignatureSecret: keySignatureSecret,
    });
  }

  function result(code: number | null, message: string | null, time = 0): CaptchaResult {
    return {
      success: code === null,
      // A proof of work is never answered wrongly "too often": nobody is signed out for it.
      isLogoutUser: false,
      time,
      errorMessage: message,
      errorCode: code,
      retryable: code !== null && RETRYABLE.has(code),
    };
  }

  /** Checks a solution without using it up: its signature, expiry and work, and whether it was used. */
  async function check(payload: string): Promise<{ result: CaptchaResult; parsed: Payload | null }> {
    const parsed = parsePayload(payload);
    if (!parsed)
      return { result: result(CAPTCHA_CODES.unknown, 'not a captcha solution: solve a new one'), parsed };
    const expiresAt = parsed.challenge.parameters.expiresAt ?? 0;
    const left = Math.ceil(expiresAt - now().getTime() / 1000);
    if (left <= 0) {
      return { result: result(CAPTCHA_CODES.expired, 'the captcha expired: solve a new one'), parsed };
    }
    let verification;
    try {
      verification = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      });
    } catch {
      return { result: result(CAPTCHA_CODES.unknown, 'not a captcha of this site: solve a new one'), parsed };
    }
    if (verification.invalidSignature || parsed.challenge.parameters.algorithm !== CAPTCHA_ALGORITHM) {
      return { result: result(CAPTCHA_CODES.unknown, 'not a captcha of this site: solve a new one'), parsed };
    }
    if (verification.expired) {
      return { result: result(CAPTCHA_CODES.expired, 'the captcha expired: solve a new one'), parsed };
    }
    if (!verification.verified) {
      return { result: result(CAPTCHA_CODES.wrong, 'the captcha was not solved: solve a new one'), parsed };
    }
    const [used] = await db
      .select({ nonce: captchaSolution.nonce })
      .from(captchaSolution)
      .where(sql`${captchaSolution.nonce} = ${parsed.challenge.parameters.nonce}`);
    if (used)
      return { result: result(CAPTCHA_CODES.used, 'this captcha was already used: solve a new one'), parsed };
    return { result: result(null, null, left), parsed };
  }

  /** `POST /web-api/captcha/validate`: whether a solution would be accepted now (it is not used up). */
  async function validate(payload: string): Promise<CaptchaResult> {
    return (await check(payload)).result;
  }

  /**
   * Accepts a solution once: true the first time a valid, unexpired solution is presented, false otherwise (a
   * replay, from this process or another, included).
   */
  async function consume(payload: string | undefined): Promise<boolean> {
    if (!payload) return false;
    const { result: checked, parsed } = await check(payload);
    if (!checked.success || !parsed) return false;
    const at = now();
    const expiresAt = new Date((parsed.challenge.parameters.expiresAt ?? 0) * 1000);
    const taken = await db
      .insert(captchaSolution)
      .values({ nonce: parsed.challenge.parameters.nonce, expiresAt, usedAt: at })
      .onConflictDoNothing({ target: captchaSolution.nonce })
      .returning({ nonce: captchaSolution.nonce });
    // Solutions of expired challenges are refused by their signed expiry: their rows can go.
    if (at.getTime() - lastSweep > 60_000) {
      lastSweep = at.getTime();
      await db.delete(captchaSolution).where(lt(captchaSolution.expiresAt, at));
    }
    return taken.length > 0;
  }

  /** `GET /web-api/captcha/gettime`: the server's time, and the seconds a challenge has left (by its expiry). */
  function timeLeft(expiresAt: number | undefined) {
    const serverTime = Math.floor(now().getTime() / 1000);
    return { serverTime, time: expiresAt === undefined ? 0 : Math.max(expiresAt - serverTime, 0) };
  }

  return { issue, validate, consume, timeLeft, ttlSeconds };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
