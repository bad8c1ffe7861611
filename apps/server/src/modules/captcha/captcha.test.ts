import {
  CAPTCHA_RETRYABLE_CODES,
  captchaChallengeSchema,
  captchaGetTimeSchema,
  captchaResultSchema,
  IDENTITY_PATHS as P,
} from '@betline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { registerAndSignIn } from '../../test/players';
import { createIdentityService, type IdentityService } from '../identity/service';
import {
  CAPTCHA_MAX_ATTEMPTS,
  CAPTCHA_TTL_SECONDS,
  createCaptchaService,
  type CaptchaService,
} from './service';

describe.each(drivers)('the captcha API on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let identity: IdentityService;
  let captcha: CaptchaService;
  let clock = Date.now();

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    identity = createIdentityService(database.db, { now: () => new Date(clock) });
    captcha = createCaptchaService(database.db, identity.limits);
    app = buildApp({ db: database, webDistDir: null, identity });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  async function newChallenge() {
    const res = await app.inject({ method: 'GET', url: P.captchaUpdate });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return captchaChallengeSchema.parse(res.json());
  }
  async function validate(captcha_id: string, answer: string, headers: Record<string, string> = {}) {
    const res = await app.inject({
      method: 'POST',
      url: P.captchaValidate,
      headers,
      payload: { captcha_id, answer },
    });
    expect(res.statusCode).toBe(200);
    return { result: captchaResultSchema.parse(res.json()), res };
  }

  it('API-025 update (GET) answers a new challenge picture; API-026 gettime (GET) its time left', async () => {
    const challenge = await newChallenge();
    expect(challenge.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(challenge.time).toBe(CAPTCHA_TTL_SECONDS);
    const time = captchaGetTimeSchema.parse(
      (
        await app.inject({ method: 'GET', url: `${P.captchaGetTime}?captcha_id=${challenge.captcha_id}` })
      ).json(),
    );
    expect(time.time).toBeGreaterThan(0);
    expect(time.time).toBeLessThanOrEqual(CAPTCHA_TTL_SECONDS);
    expect(Math.abs(time.serverTime - Date.now() / 1000)).toBeLessThan(3600);
    expect((await app.inject({ method: 'POST', url: P.captchaUpdate })).statusCode).toBe(405);
  });

  it('API-024 AUTH-033 validate (POST): a right answer succeeds once; the result has success, isLogoutUser, time, errorMessage', async () => {
    const challenge = await newChallenge();
    const answer = await captcha.solveForTest(challenge.captcha_id);
    const { result } = await validate(challenge.captcha_id, answer);
    expect(result).toMatchObject({ success: true, isLogoutUser: false, errorMessage: null, errorCode: null });
    expect(result.time).toBeGreaterThan(0);
    const again = await validate(challenge.captcha_id, answer);
    expect(again.result).toMatchObject({ success: false, errorCode: 113, retryable: true });
  });

  it('AUTH-034 only codes 100, 111, 112 and 113 are retryable: wrong, expired, unknown, used; 120 is not and signs out', async () => {
    expect(CAPTCHA_RETRYABLE_CODES).toEqual([100, 111, 112, 113]);
    const challenge = await newChallenge();
    const wrong = await validate(challenge.captcha_id, '1000');
    expect(wrong.result).toMatchObject({ success: false, errorCode: 100, retryable: true });
    const unknown = await validate('no-such-captcha-id-000', '1');
    expect(unknown.result).toMatchObject({ errorCode: 112, retryable: true });

    const old = await newChallenge();
    clock += (CAPTCHA_TTL_SECONDS + 1) * 1000;
    const expired = await validate(old.captcha_id, await captcha.solveForTest(old.captcha_id));
    expect(expired.result).toMatchObject({ errorCode: 111, retryable: true });
    clock -= (CAPTCHA_TTL_SECONDS + 1) * 1000;

    const me = await registerAndSignIn(app);
    const tries = await newChallenge();
    let last = wrong.result;
    for (let i = 0; i < CAPTCHA_MAX_ATTEMPTS; i += 1)
      last = (await validate(tries.captcha_id, '1000', me.headers)).result;
    expect(last).toMatchObject({ success: false, errorCode: 120, retryable: false, isLogoutUser: true });
    // isLogoutUser: the signed-in browser was signed out.
    expect((await app.inject({ method: 'GET', url: P.check, headers: me.headers })).statusCode).toBe(401);
    // Even the right answer does not help now.
    const late = await validate(tries.captcha_id, await captcha.solveForTest(tries.captcha_id));
    expect(late.result.retryable).toBe(false);
  });

  it('a malformed validate body answers 400', async () => {
    const res = await app.inject({ method: 'POST', url: P.captchaValidate, payload: { captcha_id: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/body\.answer/);
  });
});
