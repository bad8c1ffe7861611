/**
 * The attack of issue 31 (item 4), replayed: a script that read the old arithmetic captcha, then made 19 wrong
 * sign-ins from rotating addresses behind the proxy (TRUST_PROXY=1) and signed in with the 20th. Now the
 * captcha is a proof of work each solution of which is accepted once, the account backs off exponentially
 * whatever the address, and the player is told by e-mail. Registration, password-reset and SMS-code requests
 * need a solution too once repeated.
 */
import { authErrorSchema, IDENTITY_PATHS as P, outboxListSchema, signedInSchema } from '@betline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { CHEAP_CAPTCHA, solveCaptcha } from '../../test/captcha';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import {
  BACKOFF_AFTER_FAILURES,
  backoffSeconds,
  CAPTCHA_AFTER_FAILURES,
  createIdentityService,
  FREE_REQUESTS_PER_TARGET,
  type IdentityService,
} from './service';

let addressCounter = 0;
/** A new address each call, as a script rotating proxies would have. */
function rotatingAddress(): string {
  addressCounter += 1;
  return `203.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

describe.each(drivers)('captcha and sign-in back-off on $name', (driver) => {
  let database: TestDatabase;
  /** Behind a reverse proxy: the client address is the X-Forwarded-For one. */
  let app: App;
  let identity: IdentityService;
  let clock = Date.now();

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    identity = createIdentityService(database.db, { now: () => new Date(clock), captcha: CHEAP_CAPTCHA });
    app = buildApp({ db: database, webDistDir: null, identity, trustProxy: true });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  let playerCounter = 0;
  async function playerWithEmail() {
    playerCounter += 1;
    const email = `target${playerCounter}.${clock}@example.com`;
    const created = await identity.createPlayer({
      email,
      password: 'Right12345',
      countryId: 1,
      currencyId: 1,
      registrationType: 'full_reg',
      emailVerified: true,
    });
    return { email, login: created.login, id: created.id, password: 'Right12345' };
  }

  async function signIn(login: string, password: string, captcha?: string) {
    return app.inject({
      method: 'POST',
      url: P.login,
      // The socket is the proxy's; the client's address rotates.
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': rotatingAddress() },
      payload: { login, password, ...(captcha ? { captcha } : {}) },
    });
  }

  async function mails(to: string) {
    const list = outboxListSchema.parse(
      (await app.inject({ method: 'GET', url: `${P.outbox}?to=${encodeURIComponent(to)}` })).json(),
    );
    return list.data.filter((m) => m.channel === 'email');
  }

  it('issue 31: 20 wrong passwords with solved captchas from rotating addresses back the account off; the right password waits too; the player is told by e-mail', async () => {
    const target = await playerWithEmail();
    const answers: { status: number; code: string | undefined; retryAfter: string | undefined }[] = [];
    for (let i = 0; i < 20; i += 1) {
      // The script pays for each captcha with work (here cheap), and the 20th attempt has the right password.
      const password = i === 19 ? target.password : `wrong-${i}`;
      const res = await signIn(target.login, password, await solveCaptcha(app));
      const retryAfter = res.headers['retry-after'];
      answers.push({
        status: res.statusCode,
        code: authErrorSchema.parse(res.json()).code,
        retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
      });
    }
    // Only BACKOFF_AFTER_FAILURES passwords were checked; every later attempt was refused before its password.
    const checked = answers.slice(0, BACKOFF_AFTER_FAILURES);
    expect(checked.every((a) => a.status === 401 && a.code === 'invalid_credentials')).toBe(true);
    const refused = answers.slice(BACKOFF_AFTER_FAILURES);
    expect(refused.every((a) => a.status === 429 && a.code === 'too_many_attempts')).toBe(true);
    expect(refused.every((a) => Number(a.retryAfter) >= 1)).toBe(true);
    // The 20th had the right password and was refused all the same.
    expect(answers[19]).toMatchObject({ status: 429, code: 'too_many_attempts' });
    const last = await signIn(target.login, target.password, await solveCaptcha(app));
    expect(last.json<{ message: string }>().message).toMatch(/wait \d+ s/);

    // The player was told once, by e-mail, with a way to reset the password.
    const told = (await mails(target.email)).filter((m) => m.meta.kind === 'signin_backoff');
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toMatch(/\/user\/passwordreset/);

    // After the wait one more attempt is let through; another failure doubles the wait.
    clock += backoffSeconds(BACKOFF_AFTER_FAILURES) * 1000 + 1000;
    const wrong = await signIn(target.login, 'wrong-again', await solveCaptcha(app));
    expect(wrong.statusCode).toBe(401);
    const early = await signIn(target.login, target.password, await solveCaptcha(app));
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBe(backoffSeconds(BACKOFF_AFTER_FAILURES + 1));

    // Once that wait is over, the right password (with a solved captcha: the account has failures) signs in.
    clock += backoffSeconds(BACKOFF_AFTER_FAILURES + 1) * 1000 + 1000;
    const ok = await signIn(target.login, target.password, await solveCaptcha(app));
    expect(ok.statusCode).toBe(200);
    expect(signedInSchema.parse(ok.json()).userId).toBe(target.id);
    // A success ends the back-off: one wrong password later is an ordinary 401, not a wait.
    expect((await signIn(target.login, 'wrong-after')).statusCode).toBe(401);
  });

  it('the old captcha solved by a script no longer works: no readable question, the old fields refused, a solution without the work refused', async () => {
    const target = await playerWithEmail();
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i += 1) {
      expect((await signIn(target.login, `wrong-${i}`)).statusCode).toBe(401);
    }
    // The challenge has nothing to read.
    const update = await app.inject({ method: 'GET', url: P.captchaUpdate });
    expect(update.body).not.toMatch(/svg|image|<text/i);
    // The old flow: an answer to validate and a captcha_id at sign-in.
    const oldValidate = await app.inject({
      method: 'POST',
      url: P.captchaValidate,
      payload: { captcha_id: 'x'.repeat(24), answer: '42' },
    });
    expect(oldValidate.statusCode).toBe(400);
    const oldSignIn = await app.inject({
      method: 'POST',
      url: P.login,
      payload: { login: target.login, password: target.password, captcha_id: 'x'.repeat(24) },
    });
    expect(oldSignIn.statusCode).toBe(400);
    // A payload with a guessed counter (no work done) is not a solution.
    const challenge = update.json<Record<string, unknown>>();
    const guessed = Buffer.from(
      JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00'.repeat(32), time: 1 } }),
    ).toString('base64');
    const refused = await signIn(target.login, target.password, guessed);
    expect(refused.statusCode).toBe(401);
    expect(authErrorSchema.parse(refused.json()).code).toBe('captcha_required');
    // No captcha at all: refused the same way.
    expect(authErrorSchema.parse((await signIn(target.login, target.password)).json()).code).toBe(
      'captcha_required',
    );
  });

  it('a captcha solution is accepted once: its second use is refused, on sign-in as on the other requests', async () => {
    const target = await playerWithEmail();
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i += 1) await signIn(target.login, `wrong-${i}`);
    const solution = await solveCaptcha(app);
    const first = await signIn(target.login, 'still-wrong', solution);
    expect(authErrorSchema.parse(first.json()).code).toBe('invalid_credentials');
    const replay = await signIn(target.login, target.password, solution);
    expect(replay.statusCode).toBe(401);
    expect(replay.json<{ code: string; message: string }>()).toMatchObject({
      code: 'captcha_required',
      message: expect.stringMatching(/already used/),
    });
    // A used solution does not open a password reset either.
    for (let i = 0; i < FREE_REQUESTS_PER_TARGET; i += 1) {
      await app.inject({ method: 'POST', url: P.passwordResetRequest, payload: { email: target.email } });
    }
    const reset = await app.inject({
      method: 'POST',
      url: P.passwordResetRequest,
      payload: { email: target.email, captcha: solution },
    });
    expect(authErrorSchema.parse(reset.json()).code).toBe('captcha_required');
  });

  it('registration, password-reset and SMS-code requests need a solved captcha once repeated for one e-mail or phone, whatever the address', async () => {
    const target = await playerWithEmail();
    const phone = `+7999${String(clock).slice(-7)}`;
    const requests = [
      { url: P.passwordResetRequest, payload: { email: target.email }, ok: 202 },
      { url: P.sendSms, payload: { phone, purpose: 'reset' }, ok: 200 },
      {
        url: P.registerEmail,
        payload: { email: `new.${clock}@example.com`, password: 'Fresh12345', country_id: 1, currency_id: 1 },
        ok: 202,
      },
    ];
    for (const request of requests) {
      const send = (captcha?: string) =>
        app.inject({
          method: 'POST',
          url: request.url,
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': rotatingAddress() },
          payload: { ...request.payload, ...(captcha ? { captcha } : {}) },
        });
      for (let i = 0; i < FREE_REQUESTS_PER_TARGET; i += 1) {
        clock += 31_000; // past the SMS resend pause
        expect((await send()).statusCode, request.url).toBe(request.ok);
      }
      clock += 31_000;
      const refused = await send();
      expect(refused.statusCode, request.url).toBe(401);
      expect(authErrorSchema.parse(refused.json()).code).toBe('captcha_required');
      expect((await send(await solveCaptcha(app))).statusCode, request.url).toBe(request.ok);
    }
  });
});
