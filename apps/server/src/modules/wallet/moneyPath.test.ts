/**
 * Regression tests of the holes where a deposit slipped past player protection: every one went through the
 * payment page or the gateway's confirmation, which the deposit limit and the exclusions did not see.
 */
import { LIMIT_PATHS, paymentCreatedSchema } from '@betline/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../infra/clock';
import { drivers, useSeededApp } from '../../test/databases';
import { bearer, registerAndSignIn, type SignedInPlayer } from '../../test/players';
import { bansOf, currencyIsoOf } from '../identity/directory';
import { createProtectionService } from '../protection/service';
import { payment } from './tables';
import { answerGateway, createPayment, deposit, getBalance } from './testing';
import { createWalletUsage } from './usage';

const EUR = 3;

describe.each(drivers)('deposits and player protection on $name', (driver) => {
  const ctx = useSeededApp(driver);

  /** A EUR player with a 24 h deposit limit of `limit` EUR who has deposited `used` minor units. */
  async function limitedPlayer(limit: number, used: number) {
    const { app } = ctx;
    const me = await registerAndSignIn(app, { currency_id: EUR });
    const auth = await bearer(app, me);
    const saved = await app.inject({
      method: 'POST',
      url: LIMIT_PATHS.limits,
      headers: { ...auth, 'x-language': 'en' },
      payload: { limits: [{ limitType: 20, limitValue: limit }] },
    });
    expect(saved.statusCode).toBe(200);
    const account = (await getBalance(app, me.headers)).active_account_id;
    if (used > 0) await deposit(app, me.headers, account, used);
    return { me, auth, account };
  }

  async function pendingDeposit(me: SignedInPlayer, account: number, amount: number) {
    const res = await createPayment(ctx.app, me.headers, 'deposits', { accountId: account, amount });
    expect(res.statusCode, res.body).toBe(201);
    return paymentCreatedSchema.parse(res.json());
  }

  const balanceOf = async (me: SignedInPlayer) => (await getBalance(ctx.app, me.headers)).balance;
  const statusOf = async (id: number) =>
    (await ctx.database.db.select().from(payment).where(eq(payment.id, id)))[0];

  it('RG-009 a pending deposit raised on the payment page past the deposit limit is refused: the limit decides the amount as it is when confirmed', async () => {
    const { me, account } = await limitedPlayer(80, 60_00);
    const created = await pendingDeposit(me, account, 10_00);
    // The page's amount field: 1000.00 EUR with 20.00 left of the limit.
    const answer = await answerGateway(ctx.app, created.redirectUrl, 'success', { amount: '1000.00' });
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toMatch(/deposit limit: you can deposit 20\.00 EUR more now/);
    expect(await balanceOf(me)).toBe(60_00);
    expect(await statusOf(created.payment.id)).toMatchObject({ status: 'pending', amount: 10_00 });
    // Within the limit the page still works: 20.00 is confirmed and credited.
    const within = await answerGateway(ctx.app, created.redirectUrl, 'success', { amount: '20.00' });
    expect(within.statusCode).toBe(303);
    expect(await balanceOf(me)).toBe(80_00);
  });

  it('RG-009 a pending deposit is decided again when the money arrives: a limit lowered meanwhile fails the payment and credits nothing', async () => {
    const { me, auth, account } = await limitedPlayer(80, 60_00);
    const created = await pendingDeposit(me, account, 10_00);
    // Lowering a limit applies at once; 60.00 of 60 are used.
    const lowered = await ctx.app.inject({
      method: 'POST',
      url: LIMIT_PATHS.limits,
      headers: { ...auth, 'x-language': 'en' },
      payload: { limits: [{ limitType: 20, limitValue: 60 }] },
    });
    expect(lowered.statusCode).toBe(200);
    const answer = await answerGateway(ctx.app, created.redirectUrl, 'success');
    expect(answer.location).toMatch(/\/onpay\/fail$/);
    expect(await balanceOf(me)).toBe(60_00);
    expect(await statusOf(created.payment.id)).toMatchObject({
      status: 'fail',
      reason: expect.stringMatching(/deposit limit: you can deposit 0\.00 EUR more now/),
    });
  });

  it('RG-010 a self-exclusion cancels the pending deposits: a payment page confirmed afterwards credits nothing', async () => {
    const { app } = ctx;
    const me = await registerAndSignIn(app, { currency_id: EUR });
    const auth = await bearer(app, me);
    const account = (await getBalance(app, me.headers)).active_account_id;
    const created = await pendingDeposit(me, account, 50_00);
    const excluded = await app.inject({
      method: 'POST',
      url: LIMIT_PATHS.limits,
      headers: { ...auth, 'x-language': 'en' },
      payload: { limits: [{ limitType: 30, limitValue: 7, selfExcludeReason: 1 }] },
    });
    expect(excluded.statusCode).toBe(200);
    expect(await statusOf(created.payment.id)).toMatchObject({
      status: 'cancel',
      reason: expect.stringMatching(/^cancelled: self-exclusion until \d{4}-/),
    });
    // The signed link still opens the page; confirming it changes nothing.
    const answer = await answerGateway(app, created.redirectUrl, 'success');
    expect(answer.location).toMatch(/\/onpay\/cancel$/);
    const rows = await ctx.database.db.select().from(payment).where(eq(payment.playerId, me.playerId));
    expect(rows.map((r) => r.status)).toEqual(['cancel']);
  });

  it('RG-013 a deposit confirmed during a time-out (deposit time-out, type 33) is refused when the money arrives, even if it was not cancelled', async () => {
    const { app, database } = ctx;
    const me = await registerAndSignIn(app, { currency_id: EUR });
    const account = (await getBalance(app, me.headers)).active_account_id;
    const created = await pendingDeposit(me, account, 50_00);
    // A second protection service on the same database tells nobody: the deposit stays pending, as when the
    // confirmation arrives at the very moment the time-out begins.
    const quiet = createProtectionService({
      db: database.db,
      clock: systemClock,
      playerCurrency: (id) => currencyIsoOf(id, database.db),
      usage: createWalletUsage(),
      bansOf,
    });
    await quiet.setLimits(me.playerId, [{ limitType: 33, limitValue: 1 }], 'en');
    expect(await statusOf(created.payment.id)).toMatchObject({ status: 'pending' });
    const answer = await answerGateway(app, created.redirectUrl, 'success');
    expect(answer.location).toMatch(/\/onpay\/fail$/);
    expect(await statusOf(created.payment.id)).toMatchObject({
      status: 'fail',
      reason: expect.stringMatching(/^refused: time-out until \d{4}-.*deposits are refused until then/),
    });
    const rows = await database.db.select().from(payment).where(eq(payment.playerId, me.playerId));
    expect(rows.every((r) => r.status !== 'success')).toBe(true);
  });
});
