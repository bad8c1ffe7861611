import { describe, expect, it } from 'vitest';
import {
  IDENTITY_PATHS,
  LIMIT_PATHS,
  REALITY_CHECK_PATH,
  availableLimitsAnswerSchema,
  limitsAnswerSchema,
  setLimitsAnswerSchema,
  testAnswersAnswerSchema,
  userTokenResponseSchema,
} from '@betline/contracts';
import type { App } from '../../app';
import { drivers, useSeededApp } from '../../test/databases';
import { bearer, registerAndSignIn, sessionHeaders, type SignedInPlayer } from '../../test/players';
import { createPayment, deposit, getBalance } from '../wallet/testing';

const USD = 2;

async function mainAccountId(app: App, me: SignedInPlayer): Promise<number> {
  const balance = await getBalance(app, me.headers);
  const main = balance.all_accounts.find((a) => a.type === 0);
  if (!main) throw new Error('no main account');
  return main.id;
}

describe.each(drivers)('limit service over HTTP on $name', (driver) => {
  const ctx = useSeededApp(driver);

  it('ERR-015 API-007 every limit-service path answers 401 with status and title without a valid bearer token', async () => {
    const { app } = ctx;
    const me = await registerAndSignIn(app);
    const calls: [string, string][] = [
      ['GET', LIMIT_PATHS.limits],
      ['GET', LIMIT_PATHS.availableLimits],
      ['GET', LIMIT_PATHS.selfExcludeReasons],
      ['POST', LIMIT_PATHS.limits],
      ['POST', LIMIT_PATHS.testAnswers],
      ['POST', LIMIT_PATHS.limitAction],
      ['DELETE', `${LIMIT_PATHS.limit}?limitType=20`],
      ['POST', LIMIT_PATHS.ping],
      ['POST', LIMIT_PATHS.blockUser],
    ];
    for (const [method, url] of calls) {
      for (const headers of [{}, { authorization: 'Bearer not-a-real-token-at-all' }, me.headers]) {
        const res = await app.inject({
          method: method as 'GET',
          url,
          headers,
          payload: method === 'GET' || method === 'DELETE' || url === LIMIT_PATHS.ping ? undefined : {},
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toMatchObject({ status: 401, title: expect.stringMatching(/sign in again/i) });
      }
    }
    // The title is the player's text, in the language of X-Language.
    const german = await app.inject({
      method: 'GET',
      url: LIMIT_PATHS.limits,
      headers: { 'x-language': 'de' },
    });
    expect(german.json()).toMatchObject({
      status: 401,
      title: expect.stringMatching(/^Bitte melden Sie sich erneut an/),
    });
  });

  it('RG-004 API-008 available limits list every type with its values and measure', async () => {
    const { app } = ctx;
    const me = await registerAndSignIn(app);
    const res = await app.inject({
      method: 'GET',
      url: LIMIT_PATHS.availableLimits,
      headers: await bearer(app, me),
    });
    const body = availableLimitsAnswerSchema.parse(res.json());
    expect(body.data.map((d) => d.type)).toEqual([1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33]);
    expect(body.data.find((d) => d.type === 32)?.availableValues).toEqual([5, 10, 15, 30, 45, 60]);
  });

  it('RG-009 API-010 a 24 h deposit limit of 100 is enforced at deposit time: 60 passes, 50 is refused saying 40.00 USD is allowed', async () => {
    const { app } = ctx;
    const me = await registerAndSignIn(app, { currency_id: USD });
    const auth = await bearer(app, me);
    const saved = await app.inject({
      method: 'POST',
      url: LIMIT_PATHS.limits,
      headers: { ...auth, 'x-language': 'en' },
      payload: { limits: [{ limitType: 20, limitValue: 100 }] },
    });
    expect(saved.statusCode).toBe(200);
    expect(setLimitsAnswerSchema.parse(saved.json()).limitsData?.[0]).toMatchObject({
      limitType: 20,
      limitValue: 100,
      limitState: 'ACTIVE',
      currency: 'USD',
    });

    const account = await mainAccountId(app, me);
    await deposit(app, me.headers, account, 60_00);
    const refused = await createPayment(app, me.headers, 'deposits', { accountId: account, amount: 50_00 });
    expect(refused.statusCode).toBe(403);
    // Formatted money, never minor units (the refusal once read "4000 (minor units of USD)").
    expect(refused.json()).toMatchObject({ code: 'deposit_limit', stillAllowed: 40_00, limitType: 20 });
    expect(refused.json().message).toMatch(/deposit limit: you can deposit 40\.00 USD more now/);
    expect(refused.json().message).not.toMatch(/minor units/);
    expect(
      (await createPayment(app, me.headers, 'deposits', { accountId: account, amount: 40_00 })).statusCode,
    ).toBe(201);

    const limits = limitsAnswerSchema.parse(
      (await app.inject({ method: 'GET', url: LIMIT_PATHS.limits, headers: auth })).json(),
    );
    expect(limits.data[0]?.limitBalance).toBe(0);
  });

  it('RG-027 API-011 API-013 ERR-014 an increase over HTTP: questionnaire, then PENDING, and approval refused during the cooling-off', async () => {
    const { app } = ctx;
    const me = await registerAndSignIn(app);
    const auth = await bearer(app, me);
    await app.inject({
      method: 'POST',
      url: LIMIT_PATHS.limits,
      headers: auth,
      payload: { limits: [{ limitType: 1, limitValue: 100 }] },
    });
    const asked = setLimitsAnswerSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: LIMIT_PATHS.limits,
          headers: auth,
          payload: { limits: [{ limitType: 1, limitValue: 500 }] },
        })
      ).json(),
    );
    expect(asked.tokenGuid).not.toBeNull();
    const tested = await app.inject({
      method: 'POST',
      url: LIMIT_PATHS.testAnswers,
      headers: auth,
      payload: {
        tokenGuid: asked.tokenGuid,
        answers: asked.data.questions.map((q) => ({ questionId: q.id, answerId: 2 })),
      },
    });
    expect(testAnswersAnswerSchema.parse(tested.json()).limitsData?.[0]).toMatchObject({
      limitState: 'PENDING',
      pendingChangeType: 1,
      limitValue: 100,
    });
    const approve = await app.inject({
      method: 'POST',
      url: LIMIT_PATHS.limitAction,
      headers: auth,
      payload: { limitType: 1, action: 1 },
    });
    expect(approve.statusCode).toBe(400);
    expect(approve.json().title).toMatch(/24-hour/);
    const reject = await app.inject({
      method: 'POST',
      url: LIMIT_PATHS.limitAction,
      headers: auth,
      payload: { limitType: 1, action: 0 },
    });
    expect(reject.statusCode).toBe(200);
    expect(reject.json()).toMatchObject({ status: 204, title: expect.stringMatching(/current limit stays/) });
  });

  it('malformed bodies answer 400 with a message a developer can act on, never 5xx', async () => {
    const { app } = ctx;
    const me = await registerAndSignIn(app);
    const auth = await bearer(app, me);
    const bad: [string, string, unknown][] = [
      ['POST', LIMIT_PATHS.limits, { limits: 'all' }],
      ['POST', LIMIT_PATHS.limits, { limits: [] }],
      ['POST', LIMIT_PATHS.limits, { limits: [{ limitType: 20, limitValue: 1.5 }] }],
      ['POST', LIMIT_PATHS.limits, { limits: [{ limitType: 20, limitValue: 10 }], extra: 1 }],
      ['POST', LIMIT_PATHS.limits, { limits: [{ limitType: 77, limitValue: 10 }] }],
      ['POST', LIMIT_PATHS.testAnswers, { tokenGuid: 'nope', answers: [] }],
      ['POST', LIMIT_PATHS.limitAction, { limitType: 20, action: 5 }],
      ['DELETE', `${LIMIT_PATHS.limit}?limitType=abc`, undefined],
      ['POST', LIMIT_PATHS.blockUser, { days: 'forever' }],
      ['POST', LIMIT_PATHS.blockUser, { days: 2 }],
    ];
    for (const [method, url, payload] of bad) {
      const res = await app.inject({
        method: method as 'POST',
        url,
        headers: auth,
        payload: payload as object,
      });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().message.length).toBeGreaterThan(5);
    }
  });

  it("API-014 another player's questionnaire token or limit cannot be used", async () => {
    const { app } = ctx;
    const a = await registerAndSignIn(app);
    const b = await registerAndSignIn(app);
    const authA = await bearer(app, a);
    const authB = await bearer(app, b);
    await app.inject({
      method: 'POST',
      url: LIMIT_PATHS.limits,
      headers: authA,
      payload: { limits: [{ limitType: 21, limitValue: 10 }] },
    });
    const asked = setLimitsAnswerSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: LIMIT_PATHS.limits,
          headers: authA,
          payload: { limits: [{ limitType: 21, limitValue: null }] },
        })
      ).json(),
    );
    const stolen = await app.inject({
      method: 'POST',
      url: LIMIT_PATHS.testAnswers,
      headers: authB,
      payload: {
        tokenGuid: asked.tokenGuid,
        answers: [1, 2, 3].map((q) => ({ questionId: q, answerId: 2 })),
      },
    });
    expect(stolen.statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'DELETE', url: `${LIMIT_PATHS.limit}?limitType=21`, headers: authB }))
        .statusCode,
    ).toBe(404);
    const removal = await app.inject({
      method: 'DELETE',
      url: `${LIMIT_PATHS.limit}?limitType=21`,
      headers: authA,
    });
    expect(removal.json()).toMatchObject({ status: 204, title: expect.stringMatching(/24-hour/) });
    expect(
      limitsAnswerSchema.parse(
        (await app.inject({ method: 'GET', url: LIMIT_PATHS.limits, headers: authB })).json(),
      ).data,
    ).toEqual([]);
  });

  it('RG-028 API-012 self-exclusion logs the player out everywhere, refuses sign-in with the end date, and the old cookie moves no money', async () => {
    const { app } = ctx;
    const me = await registerAndSignIn(app);
    const account = await mainAccountId(app, me);
    const auth = await bearer(app, me);
    const reasons = await app.inject({
      method: 'GET',
      url: LIMIT_PATHS.selfExcludeReasons,
      headers: { ...auth, 'x-language': 'ru' },
    });
    expect(reasons.json().data[0]).toMatchObject({
      id: 1,
      selfExcludeReason: expect.stringMatching(/[а-я]/),
    });

    const blocked = await app.inject({
      method: 'POST',
      url: LIMIT_PATHS.blockUser,
      headers: auth,
      payload: { days: 7, reasonId: 1 },
    });
    expect(blocked.json()).toMatchObject({ success: true });

    expect(
      (await app.inject({ method: 'GET', url: '/web-api/wallet/balance', headers: me.headers })).statusCode,
    ).toBe(401);
    expect(
      (await createPayment(app, me.headers, 'deposits', { accountId: account, amount: 1000 })).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'GET', url: LIMIT_PATHS.limits, headers: auth })).statusCode).toBe(
      401,
    );

    const signIn = await app.inject({
      method: 'POST',
      url: IDENTITY_PATHS.login,
      remoteAddress: '10.200.1.1',
      payload: { login: me.login, password: me.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({
      code: 'excluded',
      message: expect.stringMatching(/self-excluded until \d{4}-/),
    });
  });

  it('RG-032 RG-033 API-006 the reality check records the answer with the session; log_out ends the session', async () => {
    const { app } = ctx;
    const me = await registerAndSignIn(app);
    const payload = (action: string) => ({
      data: {
        attributes: { action, do_not_show_again: false, popup_show_at: Math.floor(Date.now() / 1000) },
      },
    });
    expect(
      (await app.inject({ method: 'POST', url: REALITY_CHECK_PATH, payload: payload('continue') }))
        .statusCode,
    ).toBe(401);
    const { cookie } = me.headers;
    expect(
      (
        await app.inject({
          method: 'POST',
          url: REALITY_CHECK_PATH,
          headers: { cookie },
          payload: payload('continue'),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: REALITY_CHECK_PATH,
          headers: me.headers,
          payload: payload('maybe'),
        })
      ).statusCode,
    ).toBe(400);

    const figures = await app.inject({ method: 'GET', url: REALITY_CHECK_PATH, headers: me.headers });
    expect(figures.json()).toMatchObject({
      sessionSeconds: expect.any(Number),
      netPosition: 0,
      currency: 'RUB',
      nextCheckAt: null,
    });
    const ok = await app.inject({
      method: 'POST',
      url: REALITY_CHECK_PATH,
      headers: me.headers,
      payload: payload('continue'),
    });
    expect(ok.statusCode).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: REALITY_CHECK_PATH,
      headers: me.headers,
      payload: payload('log_out'),
    });
    expect(out.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/web-api/wallet/balance', headers: me.headers })).statusCode,
    ).toBe(401);
  });

  it('RG-011 ping answers when the session ends under a session limit', async () => {
    const { app } = ctx;
    const me = await registerAndSignIn(app);
    const auth = await bearer(app, me);
    await app.inject({
      method: 'POST',
      url: LIMIT_PATHS.limits,
      headers: auth,
      payload: { limits: [{ limitType: 31, limitValue: 2 }] },
    });
    const ping = await app.inject({ method: 'POST', url: LIMIT_PATHS.ping, headers: auth });
    expect(ping.statusCode).toBe(200);
    const { sessionEndsAt } = ping.json() as { sessionEndsAt: number };
    expect(sessionEndsAt - Date.now() / 1000).toBeGreaterThan(2 * 3600 - 120);
    expect(sessionEndsAt - Date.now() / 1000).toBeLessThanOrEqual(2 * 3600);
  });

  it('RG-013 RG-025 demo data: timeout_demo is refused at sign-in; limits_demo sees its increase ready to approve', async () => {
    const { app } = ctx;
    const refused = await app.inject({
      method: 'POST',
      url: IDENTITY_PATHS.login,
      remoteAddress: '10.201.1.1',
      payload: { login: 'timeout_demo', password: 'Demo12345' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'excluded',
      message: expect.stringMatching(/time-out until/),
    });

    const signIn = await app.inject({
      method: 'POST',
      url: IDENTITY_PATHS.login,
      remoteAddress: '10.201.1.2',
      payload: { login: 'limits_demo', password: 'Demo12345' },
    });
    expect(signIn.statusCode).toBe(200);
    const headers = sessionHeaders(signIn.headers['set-cookie']);
    const token = await app.inject({ method: 'GET', url: IDENTITY_PATHS.userToken, headers });
    const auth = { authorization: `Bearer ${userTokenResponseSchema.parse(token.json()).token}` };
    const limits = limitsAnswerSchema.parse(
      (await app.inject({ method: 'GET', url: LIMIT_PATHS.limits, headers: auth })).json(),
    );
    expect(limits.data[0]).toMatchObject({
      limitType: 20,
      limitValue: 100,
      limitState: 'PENDING',
      needApprove: true,
      pendingValue: 500,
    });
    const approved = await app.inject({
      method: 'POST',
      url: LIMIT_PATHS.limitAction,
      headers: auth,
      payload: { limitType: 20, action: 1 },
    });
    expect(approved.json()).toMatchObject({ status: 204 });
  });
});
