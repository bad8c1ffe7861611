/**
 * The Done-when scenarios of the player-protection issue end to end over HTTP on the real database, with the
 * server's one clock moved by the test: an increase not in force at 23 h 59 min and in force after 24 h plus
 * approval; a self-exclusion that logs out every session and refuses the old cookie's deposit and casino stake.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASINO_PATHS,
  IDENTITY_PATHS,
  LIMIT_PATHS,
  limitsAnswerSchema,
  setLimitsAnswerSchema,
  testAnswersAnswerSchema,
  userTokenResponseSchema,
} from '@betline/contracts';
import { buildApp, type App } from '../../app';
import { manualClock } from '../../infra/clock';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { registerAndSignIn, sessionHeaders, type SignedInPlayer } from '../../test/players';
import { ledgerAccount } from '../wallet/tables';
import { createPayment, deposit, getBalance } from '../wallet/testing';

const USD = 2;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

describe.each(drivers)('protection scenarios over HTTP on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  const clock = manualClock(Date.now());

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    app = buildApp({ db: database, webDistDir: null, clock });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  /** A fresh user token (they live 15 minutes on the server's clock). */
  async function bearer(me: SignedInPlayer): Promise<Record<string, string>> {
    const res = await app.inject({ method: 'GET', url: IDENTITY_PATHS.userToken, headers: me.headers });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${userTokenResponseSchema.parse(res.json()).token}` };
  }

  it('RG-009 RG-027 RG-022 RG-025 a raised 24 h deposit limit is not in force at 23 h 59 min and is after 24 h plus approval', async () => {
    const start = clock.now();
    const me = await registerAndSignIn(app, { currency_id: USD });
    const account = (await getBalance(app, me.headers)).active_account_id;
    let auth = await bearer(me);
    await app.inject({
      method: 'POST',
      url: LIMIT_PATHS.limits,
      headers: auth,
      payload: { limits: [{ limitType: 20, limitValue: 100 }] },
    });
    await deposit(app, me.headers, account, 100_00);

    const asked = setLimitsAnswerSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: LIMIT_PATHS.limits,
          headers: auth,
          payload: { limits: [{ limitType: 20, limitValue: 500 }] },
        })
      ).json(),
    );
    const tested = testAnswersAnswerSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: LIMIT_PATHS.testAnswers,
          headers: auth,
          payload: {
            tokenGuid: asked.tokenGuid,
            answers: asked.data.questions.map((q) => ({ questionId: q.id, answerId: 2 })),
          },
        })
      ).json(),
    );
    expect(tested.limitsData?.[0]).toMatchObject({ limitState: 'PENDING', pendingValue: 500 });

    clock.set(start + 23 * HOUR_MS + 59 * MINUTE_MS);
    auth = await bearer(me);
    const early = await app.inject({
      method: 'POST',
      url: LIMIT_PATHS.limitAction,
      headers: auth,
      payload: { limitType: 20, action: 1 },
    });
    expect(early.statusCode).toBe(400);
    const refused = await createPayment(app, me.headers, 'deposits', { accountId: account, amount: 50_00 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/deposit limit: you can deposit 0\.00 USD more now/);

    clock.set(start + 24 * HOUR_MS + MINUTE_MS);
    auth = await bearer(me);
    const limits = limitsAnswerSchema.parse(
      (await app.inject({ method: 'GET', url: LIMIT_PATHS.limits, headers: auth })).json(),
    );
    expect(limits.data[0]).toMatchObject({ limitValue: 100, needApprove: true });
    // Not in force before the player approves it: the first 100 left the 24 h window, the limit is still 100.
    const before = await createPayment(app, me.headers, 'deposits', { accountId: account, amount: 150_00 });
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toMatch(/you can deposit 100\.00 USD more now/);
    const approved = await app.inject({
      method: 'POST',
      url: LIMIT_PATHS.limitAction,
      headers: auth,
      payload: { limitType: 20, action: 1 },
    });
    expect(approved.json()).toMatchObject({ status: 204 });
    expect(
      (await createPayment(app, me.headers, 'deposits', { accountId: account, amount: 150_00 })).statusCode,
    ).toBe(201);
  });

  it('RG-010 RG-028 a self-exclusion logs out every session, refuses sign-in, and the old cookie can neither deposit nor stake in the casino', async () => {
    const me = await registerAndSignIn(app, { currency_id: USD });
    const account = (await getBalance(app, me.headers)).active_account_id;
    await deposit(app, me.headers, account, 20_00);
    // A second browser of the same player.
    const other = await app.inject({
      method: 'POST',
      url: IDENTITY_PATHS.login,
      remoteAddress: '10.220.1.1',
      payload: { login: me.login, password: me.password },
    });
    const second = sessionHeaders(other.headers['set-cookie']);

    const blocked = await app.inject({
      method: 'POST',
      url: LIMIT_PATHS.blockUser,
      headers: await bearer(me),
      payload: { days: 30, reasonId: 2 },
    });
    expect(blocked.json()).toMatchObject({ success: true });

    for (const headers of [me.headers, second]) {
      const stake = await app.inject({
        method: 'POST',
        url: CASINO_PATHS.rounds,
        headers,
        payload: {
          roundId: randomUUID(),
          game: 'dice',
          bet: { stake: 1_00, direction: 'under', target: 5000 },
        },
      });
      expect(stake.statusCode).toBe(401);
      expect(stake.json()).toMatchObject({
        code: 'excluded',
        message: expect.stringMatching(/self-exclusion/),
      });
      const pay = await createPayment(app, headers, 'deposits', { accountId: account, amount: 1_00 });
      expect(pay.statusCode).toBe(401);
    }
    const signIn = await app.inject({
      method: 'POST',
      url: IDENTITY_PATHS.login,
      remoteAddress: '10.220.1.2',
      payload: { login: me.login, password: me.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: 'excluded' });
    // Nothing moved: the balance is what was deposited.
    const [row] = await database.db.select().from(ledgerAccount).where(eq(ledgerAccount.id, account));
    expect(row?.balance).toBe(20_00);
  });
});
