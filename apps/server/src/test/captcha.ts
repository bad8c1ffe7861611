/**
 * Test helpers for the proof-of-work captcha: a cheap difficulty for test apps, and a solver that does what the
 * browser's widget does (fetch a challenge, find its counter with altcha-lib, send the base64 payload).
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { captchaChallengeSchema, IDENTITY_PATHS } from '@betline/contracts';
import type { App } from '../app';
import type { CaptchaOptions } from '../modules/captcha/service';

/** A difficulty a test solves in a few milliseconds (the product's default takes a second or two). */
export const CHEAP_CAPTCHA: Omit<CaptchaOptions, 'now'> = { cost: 1, counterMin: 20, counterMax: 60 };

/** The payload of a solved challenge of `app`, as the widget would send it. */
export async function solveCaptcha(app: App, remoteAddress?: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: IDENTITY_PATHS.captchaUpdate,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`captcha update: ${res.statusCode} ${res.body}`);
  const challenge = captchaChallengeSchema.parse(res.json());
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha: no solution found');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
