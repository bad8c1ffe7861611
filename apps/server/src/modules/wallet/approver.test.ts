import { paymentCreatedSchema, paymentHistoryResponseSchema, WALLET_PATHS as P } from '@betline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { registerAndSignIn } from '../../test/players';
import { answerGateway, createPayment, deposit, getBalance } from './testing';

describe.each(drivers)('demo withdrawal approval loop on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    app = buildApp({
      db: database,
      webDistDir: null,
      wallet: {
        gatewaySecret: 'approver-secret-0123456789',
        withdrawalApproveDelayMs: 200,
        approveIntervalMs: 50,
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('a withdrawal the gateway accepted is paid out automatically after the configured delay', async () => {
    const me = await registerAndSignIn(app, { currency_id: 2 });
    const main = (await getBalance(app, me.headers)).active_account_id;
    await deposit(app, me.headers, main, 20_000);
    const created = paymentCreatedSchema.parse(
      (await createPayment(app, me.headers, 'withdrawals', { accountId: main, amount: 5_000 })).json(),
    );
    expect((await answerGateway(app, created.redirectUrl, 'success')).location).toBe(
      '/en/onpay/withdraw/pending',
    );
    const statusOf = async () =>
      paymentHistoryResponseSchema.parse(
        (
          await app.inject({ method: 'GET', url: `${P.payments}?type=withdrawal`, headers: me.headers })
        ).json(),
      ).items[0]?.status;
    expect(await statusOf()).toBe('pending');
    const deadline = Date.now() + 10_000;
    while ((await statusOf()) !== 'success' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await statusOf()).toBe('success');
    expect((await getBalance(app, me.headers)).balance).toBe(15_000);
  });
});
