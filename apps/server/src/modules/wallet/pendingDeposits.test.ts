/**
 * A deposit whose answer was lost must not become two deposits, and a pending deposit can be resumed or
 * cancelled by its player: the same Idempotency-Key is the same deposit, the same key for another deposit is
 * refused, a cancelled deposit moves no money and can no longer be confirmed, a credited one cannot be cancelled.
 */
import {
  apiErrorSchema,
  depositCancelledSchema,
  depositResumeSchema,
  LIMIT_PATHS,
  paymentCreatedSchema,
  paymentHistoryResponseSchema,
  pathWith,
  WALLET_PATHS as P,
} from '@betline/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { bearer, registerAndSignIn, type SignedInPlayer } from '../../test/players';
import { signCallback } from './gateway';
import { ledgerTransaction, payment } from './tables';
import { answerGateway, createPayment, deposit, getBalance, newKey } from './testing';

const EUR = 3;
const SECRET = 'pending-deposits-test-secret-0123456789';

describe.each(drivers)('pending deposits on $name', (driver) => {
  const ctx = {} as { app: App; database: TestDatabase };
  beforeAll(async () => {
    ctx.database = await createSeededDatabase(driver);
    ctx.app = buildApp({ db: ctx.database, webDistDir: null, wallet: { gatewaySecret: SECRET } });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.database.dispose();
  });

  async function player(): Promise<SignedInPlayer & { main: number }> {
    const me = await registerAndSignIn(ctx.app, { currency_id: EUR });
    return { ...me, main: (await getBalance(ctx.app, me.headers)).active_account_id };
  }

  async function pendingDeposit(me: SignedInPlayer & { main: number }, amount = 25_00) {
    const res = await createPayment(ctx.app, me.headers, 'deposits', { accountId: me.main, amount });
    expect(res.statusCode, res.body).toBe(201);
    return paymentCreatedSchema.parse(res.json());
  }

  function cancel(me: SignedInPlayer, id: number | string, key = newKey('cancel')) {
    return ctx.app.inject({
      method: 'POST',
      url: pathWith(P.cancelDeposit, { id }),
      headers: { ...me.headers, 'idempotency-key': key },
    });
  }

  function resume(me: SignedInPlayer, id: number | string) {
    return ctx.app.inject({ method: 'GET', url: pathWith(P.resumeDeposit, { id }), headers: me.headers });
  }

  /** The player's ledger transactions: a deposit that is not credited has none. */
  async function ledgerMovements(me: SignedInPlayer): Promise<number> {
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(ledgerTransaction)
      .where(eq(ledgerTransaction.playerId, me.playerId));
    return row?.n ?? 0;
  }

  async function history(me: SignedInPlayer) {
    const res = await ctx.app.inject({ method: 'GET', url: P.payments, headers: me.headers });
    return paymentHistoryResponseSchema.parse(res.json());
  }

  describe('the same Idempotency-Key', () => {
    it('sent twice for the same deposit (a retry after a lost answer) is one deposit', async () => {
      const me = await player();
      const key = newKey('deposit');
      const body = { accountId: me.main, amount: 30_00, lng: 'de' };
      const first = await createPayment(ctx.app, me.headers, 'deposits', body, key);
      const retry = await createPayment(ctx.app, me.headers, 'deposits', body, key);
      expect(first.statusCode).toBe(201);
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toEqual(first.json());
      const listed = await history(me);
      expect(listed.total).toBe(1);
      expect(listed.items[0]).toMatchObject({ id: paymentCreatedSchema.parse(first.json()).payment.id });
    });

    it('sent for another amount, method or account is refused with a 409 and makes no second deposit', async () => {
      const me = await player();
      const added = await ctx.app.inject({
        method: 'POST',
        url: P.currencies,
        headers: me.headers,
        payload: { currency_id: 2 },
      });
      expect(added.statusCode).toBe(201);
      const usd = (added.json() as { data: { account: { id: number } } }).data.account.id;
      const key = newKey('deposit');
      const first = await createPayment(
        ctx.app,
        me.headers,
        'deposits',
        { accountId: me.main, amount: 30_00 },
        key,
      );
      expect(first.statusCode).toBe(201);
      for (const changed of [
        { accountId: me.main, amount: 40_00 },
        { accountId: me.main, amount: 30_00, method: 'bank' },
        { accountId: usd, amount: 30_00 },
      ]) {
        const res = await createPayment(ctx.app, me.headers, 'deposits', changed, key);
        expect(res.statusCode).toBe(409);
        expect(apiErrorSchema.parse(res.json()).message).toMatch(
          /already used with different parameters; send a new key/,
        );
      }
      expect((await history(me)).total).toBe(1);
    });
  });

  describe('resuming a pending deposit', () => {
    it('answers the same gateway page the deposit was created with', async () => {
      const me = await player();
      const created = await pendingDeposit(me);
      const res = await resume(me, created.payment.id);
      expect(res.statusCode).toBe(200);
      const body = depositResumeSchema.parse(res.json());
      expect(body.redirectUrl).toBe(created.redirectUrl);
      expect(body.payment).toMatchObject({ id: created.payment.id, status: 'pending', amount: 25_00 });
      // The page opens, and confirming it credits that one deposit.
      expect((await ctx.app.inject({ method: 'GET', url: body.redirectUrl })).statusCode).toBe(200);
      expect((await answerGateway(ctx.app, body.redirectUrl, 'success')).location).toBe('/en/onpay/success');
      expect((await getBalance(ctx.app, me.headers)).balance).toBe(25_00);
      expect((await history(me)).total).toBe(1);
    });

    it('a deposit that is no longer pending cannot be resumed (409); another player’s is a 404, a guest a 401', async () => {
      const me = await player();
      const other = await player();
      const created = await pendingDeposit(me);
      expect((await resume(other, created.payment.id)).statusCode).toBe(404);
      const guest = await ctx.app.inject({ method: 'GET', url: pathWith(P.resumeDeposit, { id: 1 }) });
      expect(guest.statusCode).toBe(401);
      expect((await resume(me, 'abc')).statusCode).toBe(400);
      await answerGateway(ctx.app, created.redirectUrl, 'success');
      const done = await resume(me, created.payment.id);
      expect(done.statusCode).toBe(409);
      expect(apiErrorSchema.parse(done.json()).message).toMatch(/already success and cannot be resumed/);
    });
  });

  describe('cancelling a pending deposit', () => {
    it('cancels it without moving money; asked again it answers the same', async () => {
      const me = await player();
      await deposit(ctx.app, me.headers, me.main, 10_00);
      const before = await ledgerMovements(me);
      const created = await pendingDeposit(me, 25_00);
      expect(await ledgerMovements(me)).toBe(before);
      const key = newKey('cancel');
      const res = await cancel(me, created.payment.id, key);
      expect(res.statusCode, res.body).toBe(200);
      const body = depositCancelledSchema.parse(res.json());
      expect(body.payment).toMatchObject({
        id: created.payment.id,
        type: 'deposit',
        status: 'cancel',
        reason: 'cancelled by the player',
      });
      expect((await cancel(me, created.payment.id, key)).json()).toEqual(res.json());
      // A new key (the history's button pressed again elsewhere): the deposit is cancelled already.
      const again = await cancel(me, created.payment.id);
      expect(again.statusCode).toBe(200);
      expect(depositCancelledSchema.parse(again.json()).payment.status).toBe('cancel');
      expect(await ledgerMovements(me)).toBe(before);
      expect((await getBalance(ctx.app, me.headers)).balance).toBe(10_00);
      expect((await history(me)).items.map((p) => p.status)).toEqual(['cancel', 'success']);
    });

    it('the gateway cannot confirm a cancelled deposit: the page refuses and nothing is credited', async () => {
      const me = await player();
      const created = await pendingDeposit(me, 25_00);
      expect((await cancel(me, created.payment.id)).statusCode).toBe(200);
      const page = await ctx.app.inject({ method: 'GET', url: created.redirectUrl });
      expect(page.body).toContain('This payment was cancelled and can no longer be confirmed.');
      expect(page.body).not.toContain('Confirm payment');
      const confirmed = await answerGateway(ctx.app, created.redirectUrl, 'success');
      expect(confirmed).toMatchObject({ statusCode: 303, location: '/en/onpay/cancel' });
      // A signed callback of the gateway arriving late changes nothing either.
      const callback = {
        eventId: newKey('evt'),
        paymentId: created.payment.id,
        status: 'success',
        amount: 25_00,
        currencyId: EUR,
      };
      const late = await ctx.app.inject({
        method: 'POST',
        url: P.gatewayCallback,
        payload: callback,
        headers: { 'x-gateway-signature': signCallback(SECRET, callback) },
      });
      expect(late.json()).toEqual({ received: true, applied: false, duplicate: false });
      expect((await getBalance(ctx.app, me.headers)).balance).toBe(0);
      expect(await ledgerMovements(me)).toBe(0);
      expect((await history(me)).items.map((p) => p.status)).toEqual(['cancel']);
    });

    it('a deposit credited meanwhile cannot be cancelled: 409 with a clear message, the money stays', async () => {
      const me = await player();
      const created = await pendingDeposit(me, 25_00);
      await answerGateway(ctx.app, created.redirectUrl, 'success');
      const res = await cancel(me, created.payment.id);
      expect(res.statusCode).toBe(409);
      expect(apiErrorSchema.parse(res.json()).message).toBe(
        `Deposit ${created.payment.id} is already credited and can no longer be cancelled`,
      );
      expect((await getBalance(ctx.app, me.headers)).balance).toBe(25_00);
      const failed = await pendingDeposit(me, 25_00);
      await answerGateway(ctx.app, failed.redirectUrl, 'fail');
      const late = await cancel(me, failed.payment.id);
      expect(late.statusCode).toBe(409);
      expect(apiErrorSchema.parse(late.json()).message).toMatch(/already fail and cannot be cancelled/);
    });

    it('only the player’s own deposits: a withdrawal or another player’s deposit is a 404; bad calls are 4xx', async () => {
      const me = await player();
      const other = await player();
      const theirs = await pendingDeposit(other);
      expect((await cancel(me, theirs.payment.id)).statusCode).toBe(404);
      await deposit(ctx.app, me.headers, me.main, 50_00);
      const withdrawal = paymentCreatedSchema.parse(
        (
          await createPayment(ctx.app, me.headers, 'withdrawals', { accountId: me.main, amount: 20_00 })
        ).json(),
      );
      const notADeposit = await cancel(me, withdrawal.payment.id);
      expect(notADeposit.statusCode).toBe(404);
      expect(apiErrorSchema.parse(notADeposit.json()).message).toMatch(/not found among your payments/);
      expect((await cancel(me, 'abc')).statusCode).toBe(400);
      const noKey = await ctx.app.inject({
        method: 'POST',
        url: pathWith(P.cancelDeposit, { id: theirs.payment.id }),
        headers: other.headers,
      });
      expect(noKey.statusCode).toBe(400);
      const guest = await ctx.app.inject({
        method: 'POST',
        url: pathWith(P.cancelDeposit, { id: theirs.payment.id }),
        headers: { 'idempotency-key': newKey() },
      });
      expect(guest.statusCode).toBe(401);
      const [row] = await ctx.database.db.select().from(payment).where(eq(payment.id, theirs.payment.id));
      expect(row?.status).toBe('pending');
    });

    it('a cancelled deposit no longer counts towards the deposit limit', async () => {
      const me = await player();
      const auth = await bearer(ctx.app, me);
      const saved = await ctx.app.inject({
        method: 'POST',
        url: LIMIT_PATHS.limits,
        headers: { ...auth, 'x-language': 'en' },
        payload: { limits: [{ limitType: 20, limitValue: 50 }] },
      });
      expect(saved.statusCode).toBe(200);
      const stray = await pendingDeposit(me, 40_00);
      const refused = await createPayment(ctx.app, me.headers, 'deposits', {
        accountId: me.main,
        amount: 40_00,
      });
      expect(refused.statusCode).toBe(403);
      expect((await cancel(me, stray.payment.id)).statusCode).toBe(200);
      const allowed = await createPayment(ctx.app, me.headers, 'deposits', {
        accountId: me.main,
        amount: 40_00,
      });
      expect(allowed.statusCode, allowed.body).toBe(201);
    });
  });
});
