import {
  CAPTCHA_RETRYABLE_CODES,
  captchaChallengeSchema,
  captchaGetTimeSchema,
  captchaResultSchema,
  IDENTITY_PATHS as P,
} from '@betline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { CHEAP_CAPTCHA, solveCaptcha } from '../../test/captcha';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { createIdentityService, type IdentityService } from '../identity/service';
import { CAPTCHA_ALGORITHM, CAPTCHA_TTL_SECONDS, createCaptchaService } from './service';

describe.each(drivers)('the captcha API on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let identity: IdentityService;
  let clock = Date.now();

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    identity = createIdentityService(database.db, { now: () => new Date(clock), captcha: CHEAP_CAPTCHA });
    app = buildApp({ db: database, webDistDir: null, identity });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  async function validate(payload: string) {
    const res = await app.inject({ method: 'POST', url: P.captchaValidate, payload: { payload } });
    expect(res.statusCode).toBe(200);
    return captchaResultSchema.parse(res.json());
  }
  /** A payload whose counter was guessed, not found: no work done. */
  function unsolved(challenge: unknown, counter: number): string {
    const solution = { counter, derivedKey: '00'.repeat(32), time: 1 };
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  it('API-025 update (GET) answers a signed proof-of-work challenge; API-026 gettime (GET) its time left', async () => {
    const res = await app.inject({ method: 'GET', url: P.captchaUpdate });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = captchaChallengeSchema.parse(res.json());
    expect(challenge.parameters.algorithm).toBe(CAPTCHA_ALGORITHM);
    // Nothing in it says the answer: no picture, no text to read.
    expect(res.body).not.toMatch(/svg|<text/i);
    const time = captchaGetTimeSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `${P.captchaGetTime}?expires_at=${challenge.parameters.expiresAt}`,
        })
      ).json(),
    );
    expect(time.time).toBeGreaterThan(0);
    expect(time.time).toBeLessThanOrEqual(CAPTCHA_TTL_SECONDS);
    expect(Math.abs(time.serverTime - clock / 1000)).toBeLessThan(5);
    expect((await app.inject({ method: 'POST', url: P.captchaUpdate })).statusCode).toBe(405);
  });

  it('the product asks real work of a solver: PBKDF2 with 1000 iterations per try and thousands of tries', async () => {
    const service = createCaptchaService(database.db);
    const challenge = await service.issue();
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000 });
    // The key prefix is half the derived key: a solver cannot stop early, it must reach the drawn counter.
    expect(challenge.parameters.keyPrefix).toHaveLength(32);
  });

  it('API-024 AUTH-033 validate (POST): a solved challenge succeeds and is not used up by validate; the result has success, isLogoutUser, time, errorMessage', async () => {
    const payload = await solveCaptcha(app);
    const result = await validate(payload);
    expect(result).toMatchObject({ success: true, isLogoutUser: false, errorMessage: null, errorCode: null });
    expect(result.time).toBeGreaterThan(0);
    expect((await validate(payload)).success).toBe(true);
    // Used up by the request it guards, then refused (113).
    expect(await identity.captcha.consume(payload)).toBe(true);
    expect(await identity.captcha.consume(payload)).toBe(false);
    expect(await validate(payload)).toMatchObject({ success: false, errorCode: 113, retryable: true });
  });

  it('AUTH-034 only codes 100, 111, 112 and 113 are retryable: not solved, expired, not ours, used', async () => {
    expect(CAPTCHA_RETRYABLE_CODES).toEqual([100, 111, 112, 113]);
    const challenge = captchaChallengeSchema.parse(
      (await app.inject({ method: 'GET', url: P.captchaUpdate })).json(),
    );
    expect(await validate(unsolved(challenge, 7))).toMatchObject({
      success: false,
      errorCode: 100,
      retryable: true,
    });
    expect(await validate('bm90IGEgcGF5bG9hZA==')).toMatchObject({ errorCode: 112, retryable: true });
    // A challenge signed with another key (another site, or a forged one) is not ours.
    const foreign = await createCaptchaService(database.db, {
      ...CHEAP_CAPTCHA,
      hmacKey: 'another-key-0123456789',
    }).issue();
    expect(await validate(unsolved(foreign, 1))).toMatchObject({ errorCode: 112 });
    // The expiry is inside the signed challenge: moving it on breaks the signature.
    const stretched = {
      ...challenge,
      parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt + 3600 },
    };
    expect(await validate(unsolved(stretched, 1))).toMatchObject({ errorCode: 112 });

    const old = await solveCaptcha(app);
    clock += (CAPTCHA_TTL_SECONDS + 1) * 1000;
    try {
      expect(await validate(old)).toMatchObject({ errorCode: 111, retryable: true });
      expect(await identity.captcha.consume(old)).toBe(false);
    } finally {
      clock -= (CAPTCHA_TTL_SECONDS + 1) * 1000;
    }
  });

  it('a malformed validate body answers 400 (the old question-and-answer body among them)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: P.captchaValidate,
      payload: { captcha_id: 'x', answer: '42' },
    });
    expect(res.statusCode).toBe(400);
  });
});
