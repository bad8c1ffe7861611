/**
 * What the identity module's use cases share: the database, the clock, the outbox, the counters of throttling
 * and failed sign-ins, the captcha, the links' base and the secrets every process shares.
 */
import { eq } from 'drizzle-orm';
import { AUTH_ERROR_CODES } from '@betline/contracts';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { RateLimitStore } from '../../infra/rateLimit';
import type { CaptchaService } from '../captcha/service';
import type { Outbox } from '../outbox/service';
import { randomToken } from './crypto';
import { serverSecret } from './tables';

export interface IdentityContext {
  db: Db;
  /** The clock (tests move it). */
  now: () => Date;
  /** Where e-mails and SMS go. */
  outbox: Outbox;
  /** Counters of throttling and failed sign-ins. */
  limits: RateLimitStore;
  /** The proof-of-work captcha. */
  captcha: CaptchaService;
  /** Base of the links put in e-mails, without a trailing slash. */
  publicUrl: string;
  /** A secret generated once and stored, so every process on this database shares it. */
  sharedSecret: (name: string) => Promise<string>;
}

/** The `sharedSecret` of a database: each secret is created once (by whichever process comes first) and cached. */
export function createSharedSecrets(db: Db): (name: string) => Promise<string> {
  const secrets = new Map<string, Promise<string>>();
  return function sharedSecret(name: string): Promise<string> {
    let cached = secrets.get(name);
    if (!cached) {
      cached = (async () => {
        await db
          .insert(serverSecret)
          .values({ name, value: randomToken(32) })
          .onConflictDoNothing({ target: serverSecret.name });
        const [row] = await db.select().from(serverSecret).where(eq(serverSecret.name, name));
        if (!row) throw new Error(`server secret ${name} missing`);
        return row.value;
      })();
      cached.catch(() => secrets.delete(name));
      secrets.set(name, cached);
    }
    return cached;
  };
}

/** Whole seconds from `now` until `date`, at least 1 (for Retry-After). */
export function secondsUntil(date: Date, now: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000));
}

/** The 401 `captcha_required` refusal, saying why and how to solve one. */
export function captchaRequired(why: string): HttpError {
  return new HttpError(
    401,
    `${why}: solve the captcha (a proof of work, challenge from /web-api/captcha/update) and send its payload as \`captcha\``,
    AUTH_ERROR_CODES.captchaRequired,
  );
}
