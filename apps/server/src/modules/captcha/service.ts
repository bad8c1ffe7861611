/**
 * The captcha of the seed's captcha API (update GET, validate POST, gettime GET). A challenge is a sum of
 * two numbers drawn as an SVG picture with noise; a solved challenge is then accepted once as
 * `captcha_id` by a sign-in. Error codes (AUTH-034: only 100, 111, 112 and 113 may be retried):
 *
 * | code | meaning | retry |
 * |---|---|---|
 * | 100 | wrong answer | yes, same challenge |
 * | 111 | the challenge expired | yes, with a new one |
 * | 112 | unknown challenge | yes, with a new one |
 * | 113 | the challenge was already solved or used | yes, with a new one |
 * | 120 | too many wrong answers to this challenge | no: `isLogoutUser`, the session is closed |
 * | 121 | too many wrong answers from this address | no: wait `time` seconds |
 */
import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CaptchaResult } from '@betline/contracts';
import type { Db } from '../../db/client';
import type { RateLimitStore } from '../../infra/rateLimit';
import { randomToken, safeEqual, sha256 } from '../identity/crypto';
import { captcha } from '../identity/tables';

export const CAPTCHA_TTL_SECONDS = 120;
export const CAPTCHA_MAX_ATTEMPTS = 5;
/** Wrong answers per address per window before validation stops (code 121). */
export const CAPTCHA_WRONG_PER_ADDRESS = 30;
export const CAPTCHA_WINDOW_MS = 15 * 60_000;

export const CAPTCHA_CODES = {
  wrong: 100,
  expired: 111,
  unknown: 112,
  used: 113,
  tooManyAttempts: 120,
  addressBlocked: 121,
} as const;
const RETRYABLE = new Set<number>([100, 111, 112, 113]);

function noise(): string {
  let lines = '';
  for (let i = 0; i < 6; i += 1) {
    lines += `<line x1="${randomInt(160)}" y1="${randomInt(50)}" x2="${randomInt(160)}" y2="${randomInt(50)}" stroke="#8a8f98" stroke-width="1"/>`;
  }
  return lines;
}

function drawQuestion(question: string): string {
  const glyphs = [...question]
    .map(
      (ch, i) =>
        `<text x="${12 + i * 18}" y="${32 + randomInt(8) - 4}" transform="rotate(${randomInt(24) - 12} ${12 + i * 18} 30)" font-family="monospace" font-size="24" fill="#1f2430">${ch}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="50" viewBox="0 0 160 50" role="img" aria-label="captcha"><rect width="160" height="50" fill="#f4f5f7"/>${noise()}${glyphs}</svg>`;
}

function answerHash(id: string, answer: string): string {
  return sha256(`captcha:${id}:${answer.trim()}`);
}

export function createCaptchaService(db: Db, limits: RateLimitStore, now: () => Date = () => new Date()) {
  async function issue() {
    const a = 10 + randomInt(40);
    const b = 1 + randomInt(9);
    const id = randomToken(18);
    const at = now();
    await db.insert(captcha).values({
      id: sha256(id),
      answerHash: answerHash(id, String(a + b)),
      createdAt: at,
      expiresAt: new Date(at.getTime() + CAPTCHA_TTL_SECONDS * 1000),
    });
    const image = `data:image/svg+xml;base64,${Buffer.from(drawQuestion(`${a}+${b}=?`)).toString('base64')}`;
    return { captcha_id: id, image, time: CAPTCHA_TTL_SECONDS };
  }

  function result(
    code: number | null,
    message: string | null,
    time: number,
    isLogoutUser = false,
  ): CaptchaResult {
    return {
      success: code === null,
      isLogoutUser,
      time,
      errorMessage: message,
      errorCode: code,
      retryable: code !== null && RETRYABLE.has(code),
    };
  }

  async function validate(captchaId: string, answer: string, ip: string): Promise<CaptchaResult> {
    const at = now();
    const blocked = await limits.peek(`captcha-wrong:${ip}`);
    if (blocked.count >= CAPTCHA_WRONG_PER_ADDRESS) {
      const wait = Math.ceil((blocked.resetAt - at.getTime()) / 1000);
      return result(
        CAPTCHA_CODES.addressBlocked,
        'too many wrong answers from this address',
        Math.max(wait, 1),
      );
    }
    const [row] = await db
      .select()
      .from(captcha)
      .where(eq(captcha.id, sha256(captchaId)))
      .limit(1);
    if (!row) return result(CAPTCHA_CODES.unknown, 'unknown captcha: get a new one', 0);
    const left = Math.ceil((row.expiresAt.getTime() - at.getTime()) / 1000);
    if (row.solvedAt || row.usedAt)
      return result(CAPTCHA_CODES.used, 'this captcha was already solved: get a new one', 0);
    if (left <= 0) return result(CAPTCHA_CODES.expired, 'the captcha expired: get a new one', 0);
    if (row.attempts >= CAPTCHA_MAX_ATTEMPTS) {
      return result(CAPTCHA_CODES.tooManyAttempts, 'too many wrong answers to this captcha', 0, true);
    }
    if (!safeEqual(row.answerHash, answerHash(captchaId, answer))) {
      const [updated] = await db
        .update(captcha)
        .set({ attempts: sql`${captcha.attempts} + 1` })
        .where(eq(captcha.id, row.id))
        .returning({ attempts: captcha.attempts });
      await limits.hit(`captcha-wrong:${ip}`, CAPTCHA_WINDOW_MS);
      if ((updated?.attempts ?? 0) >= CAPTCHA_MAX_ATTEMPTS) {
        return result(CAPTCHA_CODES.tooManyAttempts, 'too many wrong answers to this captcha', 0, true);
      }
      return result(CAPTCHA_CODES.wrong, 'wrong answer, try again', left);
    }
    const solved = await db
      .update(captcha)
      .set({ solvedAt: at })
      .where(and(eq(captcha.id, row.id), isNull(captcha.solvedAt)))
      .returning({ id: captcha.id });
    if (solved.length === 0)
      return result(CAPTCHA_CODES.used, 'this captcha was already solved: get a new one', 0);
    return result(null, null, left);
  }

  async function timeLeft(captchaId: string | undefined) {
    const at = now();
    const serverTime = Math.floor(at.getTime() / 1000);
    if (!captchaId) return { serverTime, time: 0 };
    const [row] = await db
      .select()
      .from(captcha)
      .where(eq(captcha.id, sha256(captchaId)))
      .limit(1);
    const left = row && !row.usedAt ? Math.ceil((row.expiresAt.getTime() - at.getTime()) / 1000) : 0;
    return { serverTime, time: Math.max(left, 0) };
  }

  /** The answer of a challenge, for tests only (reads it back by trying every sum). */
  async function solveForTest(captchaId: string): Promise<string> {
    const [row] = await db
      .select()
      .from(captcha)
      .where(eq(captcha.id, sha256(captchaId)))
      .limit(1);
    if (!row) throw new Error('no such captcha');
    for (let n = 0; n < 100; n += 1) {
      if (row.answerHash === answerHash(captchaId, String(n))) return String(n);
    }
    throw new Error('captcha answer not found');
  }

  return { issue, validate, timeLeft, solveForTest };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
