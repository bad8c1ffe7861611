/**
 * The endpoint matrix of the signed-in writes (401 without a session, 403 without the CSRF header, 400 on a
 * malformed body), one-time codes under concurrent use, and social sign-in of a player with two-step on.
 */
import { eq } from 'drizzle-orm';
import {
  activateResponseSchema,
  authErrorSchema,
  CSRF_HEADER,
  IDENTITY_PATHS as P,
  SESSION_COOKIE,
  signedInSchema,
  twoStepChallengeSchema,
} from '@betline/contracts';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { drivers, useSeededApp } from '../../test/databases';
import { cookiesOf, registerAndSignIn, sessionHeaders } from '../../test/players';
import { createIdentityService } from './service';
import { sha256 } from './crypto';
import { authCode } from './tables';
import { DEMO_OAUTH_BASE } from './social';

type Method = 'POST' | 'PUT' | 'DELETE';

/** Signed-in writes: a valid body and a malformed one. */
const WRITES: [Method, string, Record<string, unknown> | undefined, Record<string, unknown>, RegExp][] = [
  ['PUT', P.personalData, { city: 'Oslo' }, { city: 5 }, /body\.city/],
  ['PUT', P.mailing, { enable_sms_news: true }, { bonus_type: -1 }, /body\.bonus_type/],
  [
    'POST',
    P.changePassword,
    { currentPassword: 'x', newPassword: 'Other12345' },
    { currentPassword: 'x' },
    /body\.newPassword/,
  ],
  ['POST', P.twoStepEnable, { code: '123456' }, { code: 'abc' }, /body\.code/],
  ['POST', P.twoStepDisable, { code: '123456', password: 'x' }, { code: '123456' }, /body\.password/],
  [
    'POST',
    P.sendCredentials,
    { email: 'a@example.com', password: 'x' },
    { email: 'nope', password: 'x' },
    /body\.email/,
  ],
];

describe.each(drivers)('identity endpoints on $name', (driver) => {
  const server = useSeededApp(driver);
  const inject = (options: InjectOptions) => server.app.inject(options);

  it.each(WRITES)(
    '%s %s: 401 without a session, 403 without the CSRF header, 400 on a malformed body',
    async (method, url, good, bad, message) => {
      const guest = await inject({ method, url, payload: good });
      expect(guest.statusCode).toBe(401);
      expect(authErrorSchema.parse(guest.json()).code).toBe('unauthenticated');
      const me = await registerAndSignIn(server.app);
      const noCsrf = await inject({ method, url, headers: { cookie: me.headers.cookie! }, payload: good });
      expect(noCsrf.statusCode).toBe(403);
      expect(authErrorSchema.parse(noCsrf.json()).code).toBe('csrf_failed');
      // Another player's CSRF token does not fit this session.
      const other = await registerAndSignIn(server.app);
      const crossed = await inject({
        method,
        url,
        headers: { cookie: me.headers.cookie!, [CSRF_HEADER]: other.headers[CSRF_HEADER]! },
        payload: good,
      });
      expect(crossed.statusCode).toBe(403);
      const malformed = await inject({ method, url, headers: me.headers, payload: bad });
      expect(malformed.statusCode).toBe(400);
      expect(authErrorSchema.parse(malformed.json()).message).toMatch(message);
    },
  );

  it('POST two-step setup: 401 without a session, 409 when two-step is already on', async () => {
    expect((await inject({ method: 'POST', url: P.twoStepSetup })).statusCode).toBe(401);
    const first = await inject({
      method: 'POST',
      url: P.login,
      remoteAddress: '100.64.0.8',
      payload: { login: 'demo2fa', password: 'Demo12345' },
    });
    const { challenge } = twoStepChallengeSchema.parse(first.json());
    const { code } = (await inject({ method: 'GET', url: '/web-api/dev/two-step-code?login=demo2fa' })).json<{
      code: string;
    }>();
    const done = await inject({ method: 'POST', url: P.loginTwoStep, payload: { challenge, code } });
    const headers = sessionHeaders(done.headers['set-cookie']);
    const again = await inject({ method: 'POST', url: P.twoStepSetup, headers });
    expect(again.statusCode).toBe(409);
  });

  it('API-032 one two-step challenge used by five requests at once signs in exactly once', async () => {
    const identity = createIdentityService(server.database.db);
    const secret = identity.generateTotpSecret();
    const racer = await identity.createPlayer({
      login: `racer${Date.now()}`,
      password: 'Racer12345',
      countryId: 1,
      currencyId: 1,
      registrationType: 'demo',
      totpSecret: secret,
    });
    const first = await inject({
      method: 'POST',
      url: P.login,
      remoteAddress: '100.64.0.9',
      payload: { login: racer.login, password: 'Racer12345' },
    });
    const { challenge } = twoStepChallengeSchema.parse(first.json());
    const code = identity.totpCode(secret);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        inject({ method: 'POST', url: P.loginTwoStep, payload: { challenge, code } }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(4);
    signedInSchema.parse(ok[0]!.json());
  });

  it('an activation link used by three requests at once activates once', async () => {
    const email = `race-${Date.now()}@example.com`;
    await inject({
      method: 'POST',
      url: P.registerEmail,
      payload: { email, password: 'Racer12345', country_id: 1, currency_id: 1 },
    });
    const outbox = (
      await inject({ method: 'GET', url: `${P.outbox}?to=${encodeURIComponent(email)}` })
    ).json<{ data: { meta: { token?: string } }[] }>();
    const token = outbox.data[0]?.meta.token;
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => inject({ method: 'POST', url: P.activate, payload: { token } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('an activation link signs the player in, once; a used or expired link opens no session', async () => {
    const register = async (email: string) => {
      await inject({
        method: 'POST',
        url: P.registerEmail,
        // An address of its own: the per-address registration limits of the other tests stay apart.
        remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
        payload: { email, password: 'Newbie12345', country_id: 1, currency_id: 1 },
      });
      const outbox = (
        await inject({ method: 'GET', url: `${P.outbox}?to=${encodeURIComponent(email)}` })
      ).json<{ data: { meta: { token?: string } }[] }>();
      return outbox.data[0]!.meta.token!;
    };
    const token = await register(`newbie-${Date.now()}@example.com`);
    const activated = await inject({ method: 'POST', url: P.activate, payload: { token } });
    expect(activated.statusCode).toBe(200);
    const answer = activateResponseSchema.parse(activated.json());
    expect(answer.userId).toBeGreaterThan(0);
    // The cookies a sign-in sets: the session works at once.
    const headers = sessionHeaders(activated.headers['set-cookie']);
    expect(answer.csrfToken).toBe(headers[CSRF_HEADER]);
    const check = await inject({ method: 'GET', url: P.check, headers });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ userId: answer.userId });
    // Used once: the same link again is refused and sets no cookie.
    const again = await inject({ method: 'POST', url: P.activate, payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(cookiesOf(again.headers['set-cookie'])[SESSION_COOKIE]).toBeUndefined();
    // Expired: refused, and no session either.
    const late = await register(`late-${Date.now()}@example.com`);
    await server.database.db
      .update(authCode)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authCode.id, sha256(late)));
    const expired = await inject({ method: 'POST', url: P.activate, payload: { token: late } });
    expect(expired.statusCode).toBe(410);
    expect(cookiesOf(expired.headers['set-cookie'])[SESSION_COOKIE]).toBeUndefined();
  });

  it('API-033 social sign-in of a player with two-step on continues with the two-step code', async () => {
    // A social player turns two-step on, then signs in with the provider again.
    const email = `social2fa-${Date.now()}@example.com`;
    const socialSignIn = async () => {
      const start = await inject({ method: 'GET', url: '/web-api/auth/oauth/google/start?lng=en' });
      const authorize = new URL(String(start.headers.location), 'http://localhost');
      const approved = await inject({
        method: 'POST',
        url: `${DEMO_OAUTH_BASE}/google/approve`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          client_id: authorize.searchParams.get('client_id')!,
          redirect_uri: authorize.searchParams.get('redirect_uri')!,
          state: authorize.searchParams.get('state')!,
          code_challenge: authorize.searchParams.get('code_challenge')!,
          email,
          name: 'Two Step',
          decision: 'allow',
        }).toString(),
      });
      return inject({ method: 'GET', url: String(approved.headers.location) });
    };
    const first = await socialSignIn();
    const headers = sessionHeaders(first.headers['set-cookie']);
    const setup = (await inject({ method: 'POST', url: P.twoStepSetup, headers })).json<{ secret: string }>();
    const { generateSync } = await import('otplib');
    const now = Math.floor(Date.now() / 1000);
    expect(
      (
        await inject({
          method: 'POST',
          url: P.twoStepEnable,
          headers,
          payload: { code: generateSync({ secret: setup.secret, epoch: now }) },
        })
      ).statusCode,
    ).toBe(200);

    const second = await socialSignIn();
    expect(second.statusCode).toBe(302);
    expect(second.headers['set-cookie']).toBeUndefined();
    const location = new URL(String(second.headers.location), 'http://localhost');
    expect(location.pathname).toBe('/en/user/login');
    const challenge = location.searchParams.get('twoStep')!;
    const done = await inject({
      method: 'POST',
      url: P.loginTwoStep,
      payload: { challenge, code: generateSync({ secret: setup.secret, epoch: now + 30 }) },
    });
    expect(done.statusCode).toBe(200);
  });
});
