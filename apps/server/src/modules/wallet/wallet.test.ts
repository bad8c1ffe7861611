import {
  apiErrorSchema,
  balanceResponseSchema,
  gatewayCallbackResponseSchema,
  IDENTITY_PATHS,
  paymentCreatedSchema,
  paymentHistoryResponseSchema,
  paymentMethodsResponseSchema,
  WALLET_PATHS as P,
  walletFailureSchema,
} from '@betline/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { registerAndSignIn, type SignedInPlayer } from '../../test/players';
import { signCallback } from './gateway';
import { createMoneyStack } from '../../money';
import type { Wallet } from './service';
import { answerGateway, createPayment, deposit, getBalance, newKey } from './testing';

const SECRET = 'wallet-test-secret-0123456789';
const USD = 2;
const EUR = 3;
const DELAY_MS = 60_000;

describe.each(drivers)('wallet HTTP API on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  /** A second handle on the same database, for what the server does on its own (approvals). */
  let wallet: Wallet;

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    const options = {
      gatewaySecret: SECRET,
      withdrawalApproveDelayMs: DELAY_MS,
    };
    app = buildApp({ db: database, webDistDir: null, wallet: options });
    await app.ready();
    wallet = createMoneyStack(database.db, { wallet: options }).wallet;
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  /** `choice` null: registered without being asked (REG-003's field left out). */
  async function usdPlayer(choice: 0 | 1 | 2 | null = 0): Promise<SignedInPlayer & { main: number }> {
    const me = await registerAndSignIn(app, {
      currency_id: USD,
      first_deposit_bonus_choice: choice ?? undefined,
    });
    const balance = await getBalance(app, me.headers);
    return { ...me, main: balance.active_account_id };
  }

  describe('balance load', () => {
    it('API-041 ACC-001 ACC-002 ACC-004 ACC-005 answers balance, bonus, all_accounts and is_available_first_deposit_bonus; the main account (type 0) is opened in the registration currency', async () => {
      const me = await usdPlayer(1);
      const res = await app.inject({ method: 'GET', url: P.balance, headers: me.headers });
      expect(res.statusCode).toBe(200);
      const body = balanceResponseSchema.parse(res.json());
      expect(body).toMatchObject({ balance: 0, bonus: 0, is_available_first_deposit_bonus: true });
      expect(body.all_accounts).toHaveLength(1);
      const main = body.all_accounts[0]!;
      expect(Object.keys(main).sort()).toEqual(
        ['currencyId', 'id', 'isActive', 'iso', 'label', 'money', 'points', 'symbol', 'type'].sort(),
      );
      expect(main).toMatchObject({
        type: 0,
        iso: 'USD',
        symbol: '$',
        currencyId: USD,
        isActive: true,
        money: 0,
      });
      expect(body.accounts).toEqual(body.all_accounts);
      expect(body.bonuses).toEqual([]);
    });

    it('API-041 without a session answers 401', async () => {
      const res = await app.inject({ method: 'GET', url: P.balance });
      expect(res.statusCode).toBe(401);
      expect(apiErrorSchema.parse(res.json()).message).toMatch(/sign in/);
    });

    it('a player who declined the bonus has no first-deposit bonus available', async () => {
      const me = await usdPlayer(0);
      expect((await getBalance(app, me.headers)).is_available_first_deposit_bonus).toBe(false);
    });
  });

  describe('currencies and the active account', () => {
    it('API-043 ACC-007 adding a currency by currency id opens a type 9 account and answers data.message', async () => {
      const me = await usdPlayer();
      const res = await app.inject({
        method: 'POST',
        url: P.currencies,
        headers: me.headers,
        payload: { currency_id: EUR },
      });
      expect(res.statusCode).toBe(201);
      const body = res.json() as { success: boolean; data: { message: string; account: { id: number } } };
      expect(body.success).toBe(true);
      expect(body.data.message).toBe('EUR account added');
      const balance = await getBalance(app, me.headers);
      expect(balance.accounts.map((a) => [a.type, a.iso])).toEqual([
        [0, 'USD'],
        [9, 'EUR'],
      ]);
    });

    it('ERR-019 adding a currency the player already has fails with success false and the server message', async () => {
      const me = await usdPlayer();
      const res = await app.inject({
        method: 'POST',
        url: P.currencies,
        headers: me.headers,
        payload: { currency_id: USD },
      });
      expect(res.statusCode).toBe(409);
      const body = walletFailureSchema.parse(res.json());
      expect(body.data.message).toBe('You already have a USD account');
    });

    it('adding a currency: an unknown or malformed currency id is a 400, no session a 401', async () => {
      const me = await usdPlayer();
      for (const payload of [{ currency_id: 99 }, { currency_id: 'usd' }, {}]) {
        const res = await app.inject({ method: 'POST', url: P.currencies, headers: me.headers, payload });
        expect(res.statusCode).toBe(400);
        expect(apiErrorSchema.parse(res.json()).message).toMatch(/currency_id/);
      }
      const anon = await app.inject({ method: 'POST', url: P.currencies, payload: { currency_id: EUR } });
      expect(anon.statusCode).toBe(401);
    });

    it('API-042 ERR-021 changing the active account takes the id and answers "account will be set"', async () => {
      const me = await usdPlayer();
      const added = await app.inject({
        method: 'POST',
        url: P.currencies,
        headers: me.headers,
        payload: { currency_id: EUR },
      });
      const eurId = (added.json() as { data: { account: { id: number } } }).data.account.id;
      const res = await app.inject({
        method: 'POST',
        url: P.activeAccount,
        headers: me.headers,
        payload: { id: eurId },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'account will be set', id: eurId });
      const balance = await getBalance(app, me.headers);
      expect(balance.active_account_id).toBe(eurId);
      expect(balance.all_accounts.filter((a) => a.isActive).map((a) => a.id)).toEqual([eurId]);
    });

    it("ERR-020 selecting another player's account fails with success false (404) and changes nothing", async () => {
      const me = await usdPlayer();
      const other = await usdPlayer();
      const res = await app.inject({
        method: 'POST',
        url: P.activeAccount,
        headers: me.headers,
        payload: { id: other.main },
      });
      expect(res.statusCode).toBe(404);
      expect(walletFailureSchema.parse(res.json()).success).toBe(false);
      expect((await getBalance(app, other.headers)).active_account_id).toBe(other.main);
    });

    it('changing the active account: a malformed id is a 400, no session a 401', async () => {
      const me = await usdPlayer();
      const bad = await app.inject({
        method: 'POST',
        url: P.activeAccount,
        headers: me.headers,
        payload: { id: 'x' },
      });
      expect(bad.statusCode).toBe(400);
      expect(apiErrorSchema.parse(bad.json()).message).toMatch(/body\.id/);
      const anon = await app.inject({ method: 'POST', url: P.activeAccount, payload: { id: 1 } });
      expect(anon.statusCode).toBe(401);
    });

    it('API-044 removing a currency by account id at zero balance answers data.message; the main account becomes active again', async () => {
      const me = await usdPlayer();
      const added = await app.inject({
        method: 'POST',
        url: P.currencies,
        headers: me.headers,
        payload: { currency_id: EUR },
      });
      const eurId = (added.json() as { data: { account: { id: number } } }).data.account.id;
      await app.inject({ method: 'POST', url: P.activeAccount, headers: me.headers, payload: { id: eurId } });
      const res = await app.inject({
        method: 'DELETE',
        url: P.account.replace(':id', String(eurId)),
        headers: me.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { message: 'EUR account removed' } });
      const balance = await getBalance(app, me.headers);
      expect(balance.all_accounts.map((a) => a.iso)).toEqual(['USD']);
      expect(balance.active_account_id).toBe(me.main);
    });

    it('ERR-019 removing a currency that holds money, or the main account, is refused with a clear message', async () => {
      const me = await usdPlayer();
      const added = await app.inject({
        method: 'POST',
        url: P.currencies,
        headers: me.headers,
        payload: { currency_id: EUR },
      });
      const eurId = (added.json() as { data: { account: { id: number } } }).data.account.id;
      await deposit(app, me.headers, eurId, 2_000);
      const res = await app.inject({
        method: 'DELETE',
        url: P.account.replace(':id', String(eurId)),
        headers: me.headers,
      });
      expect(res.statusCode).toBe(409);
      const body = walletFailureSchema.parse(res.json());
      expect(body.data.message).toMatch(/only at zero balance; it holds 20\.00 EUR\./);
      const main = await app.inject({
        method: 'DELETE',
        url: P.account.replace(':id', String(me.main)),
        headers: me.headers,
      });
      expect(main.statusCode).toBe(409);
      expect(walletFailureSchema.parse(main.json()).message).toBe('The main account cannot be removed');
    });

    it("removing a currency: another player's account is a 404, a malformed id a 400, no session a 401", async () => {
      const me = await usdPlayer();
      const other = await usdPlayer();
      const foreign = await app.inject({
        method: 'DELETE',
        url: P.account.replace(':id', String(other.main)),
        headers: me.headers,
      });
      expect(foreign.statusCode).toBe(404);
      const bad = await app.inject({
        method: 'DELETE',
        url: P.account.replace(':id', 'abc'),
        headers: me.headers,
      });
      expect(bad.statusCode).toBe(400);
      const anon = await app.inject({ method: 'DELETE', url: P.account.replace(':id', String(me.main)) });
      expect(anon.statusCode).toBe(401);
    });
  });

  describe('payment methods', () => {
    it('lists the methods with minimum and maximum per direction in minor units of the currency', async () => {
      const me = await usdPlayer();
      const res = await app.inject({
        method: 'GET',
        url: `${P.paymentMethods}?currencyId=${USD}`,
        headers: me.headers,
      });
      expect(res.statusCode).toBe(200);
      const { methods } = paymentMethodsResponseSchema.parse(res.json());
      expect(methods.find((m) => m.id === 'card')).toMatchObject({
        deposit: { min: 100, max: 500_000 },
        withdrawal: { min: 1_000, max: 300_000 },
      });
      const jpy = paymentMethodsResponseSchema.parse(
        (
          await app.inject({ method: 'GET', url: `${P.paymentMethods}?currencyId=8`, headers: me.headers })
        ).json(),
      );
      expect(jpy.methods.find((m) => m.id === 'card')?.deposit.min).toBe(150); // JPY has no minor unit
      const bad = await app.inject({
        method: 'GET',
        url: `${P.paymentMethods}?currencyId=0`,
        headers: me.headers,
      });
      expect(bad.statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: `${P.paymentMethods}?currencyId=2` })).statusCode).toBe(
        401,
      );
    });
  });

  describe('deposits through the demo gateway', () => {
    it('a confirmed deposit returns to /{lng}/onpay/success and credits the account once', async () => {
      const me = await usdPlayer();
      const res = await createPayment(app, me.headers, 'deposits', {
        accountId: me.main,
        amount: 12_345,
        lng: 'ru',
      });
      expect(res.statusCode).toBe(201);
      const created = paymentCreatedSchema.parse(res.json());
      expect(created.payment).toMatchObject({
        type: 'deposit',
        status: 'pending',
        amount: 12_345,
        iso: 'USD',
      });
      const page = await app.inject({ method: 'GET', url: created.redirectUrl });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('123.45 USD');
      expect(page.body).toContain('<label for="amount">');
      const answer = await answerGateway(app, created.redirectUrl, 'success');
      expect(answer).toMatchObject({ statusCode: 303, location: '/ru/onpay/success' });
      expect((await getBalance(app, me.headers)).balance).toBe(12_345);
      // Submitting the page again changes nothing and returns to the same result.
      const again = await answerGateway(app, created.redirectUrl, 'success');
      expect(again.location).toBe('/ru/onpay/success');
      expect((await getBalance(app, me.headers)).balance).toBe(12_345);
    });

    it('failed, cancelled and pending deposits return to onpay/fail, cancel and pending and credit nothing', async () => {
      const me = await usdPlayer();
      for (const outcome of ['fail', 'cancel', 'pending'] as const) {
        const res = await createPayment(app, me.headers, 'deposits', { accountId: me.main, amount: 5_000 });
        const created = paymentCreatedSchema.parse(res.json());
        const answer = await answerGateway(app, created.redirectUrl, outcome);
        expect(answer).toMatchObject({ statusCode: 303, location: `/en/onpay/${outcome}` });
      }
      expect((await getBalance(app, me.headers)).balance).toBe(0);
    });

    it('the player may change method and amount on the gateway page; limits are checked there too', async () => {
      const me = await usdPlayer();
      const created = paymentCreatedSchema.parse(
        (await createPayment(app, me.headers, 'deposits', { accountId: me.main, amount: 5_000 })).json(),
      );
      const tooBig = await answerGateway(app, created.redirectUrl, 'success', {
        method: 'ewallet',
        amount: '2500',
      });
      expect(tooBig.statusCode).toBe(422);
      expect(tooBig.body).toMatch(/The maximum deposit by ewallet is 2000\.00 USD/);
      const ok = await answerGateway(app, created.redirectUrl, 'success', {
        method: 'ewallet',
        amount: '75,50',
      });
      expect(ok.location).toBe('/en/onpay/success');
      expect((await getBalance(app, me.headers)).balance).toBe(7_550);
    });

    it('a forged page link is refused (403)', async () => {
      const me = await usdPlayer();
      const created = paymentCreatedSchema.parse(
        (await createPayment(app, me.headers, 'deposits', { accountId: me.main, amount: 5_000 })).json(),
      );
      const forged = created.redirectUrl.replace(/sig=[0-9a-f]+/, `sig=${'0'.repeat(64)}`);
      expect((await app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
      const unsigned = await app.inject({ method: 'GET', url: created.redirectUrl.split('?')[0]! });
      expect(unsigned.statusCode).toBe(400);
      expect(apiErrorSchema.parse(unsigned.json()).message).toMatch(/query\.sig/);
      expect((await answerGateway(app, forged, 'success')).statusCode).toBe(403);
      expect((await getBalance(app, me.headers)).balance).toBe(0);
    });

    it('amounts outside the minimum and maximum of the method and currency are refused with a clear 422', async () => {
      const me = await usdPlayer();
      const low = await createPayment(app, me.headers, 'deposits', { accountId: me.main, amount: 99 });
      expect(low.statusCode).toBe(422);
      expect(apiErrorSchema.parse(low.json()).message).toBe(
        'The minimum deposit by card is 1.00 USD; 0.99 USD requested',
      );
      const high = await createPayment(app, me.headers, 'deposits', { accountId: me.main, amount: 500_001 });
      expect(high.statusCode).toBe(422);
      expect(apiErrorSchema.parse(high.json()).message).toMatch(/maximum deposit by card is 5000\.00 USD/);
    });

    it('malformed deposits are 400: no Idempotency-Key, fractional amount, unknown method', async () => {
      const me = await usdPlayer();
      const noKey = await app.inject({
        method: 'POST',
        url: P.deposits,
        headers: me.headers,
        payload: { accountId: me.main, amount: 1_000, method: 'card' },
      });
      expect(noKey.statusCode).toBe(400);
      expect(apiErrorSchema.parse(noKey.json()).message).toMatch(/idempotency-key/);
      const fractional = await createPayment(app, me.headers, 'deposits', {
        accountId: me.main,
        amount: 10.5,
      });
      expect(fractional.statusCode).toBe(400);
      const method = await createPayment(app, me.headers, 'deposits', {
        accountId: me.main,
        amount: 1_000,
        method: 'cash',
      });
      expect(method.statusCode).toBe(400);
      expect(apiErrorSchema.parse(method.json()).message).toMatch(/body\.method/);
    });

    it("a deposit needs a session (401) and cannot go to another player's account (404)", async () => {
      const me = await usdPlayer();
      const other = await usdPlayer();
      const anon = await app.inject({
        method: 'POST',
        url: P.deposits,
        headers: { 'idempotency-key': newKey() },
        payload: { accountId: me.main, amount: 1_000, method: 'card' },
      });
      expect(anon.statusCode).toBe(401);
      const foreign = await createPayment(app, me.headers, 'deposits', {
        accountId: other.main,
        amount: 1_000,
      });
      expect(foreign.statusCode).toBe(404);
    });

    it('the same Idempotency-Key with the same parameters answers the first deposit; other parameters get a 409', async () => {
      const me = await usdPlayer();
      const key = newKey();
      const first = await createPayment(
        app,
        me.headers,
        'deposits',
        { accountId: me.main, amount: 1_000 },
        key,
      );
      const second = await createPayment(
        app,
        me.headers,
        'deposits',
        { accountId: me.main, amount: 1_000 },
        key,
      );
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      const changed = await createPayment(
        app,
        me.headers,
        'deposits',
        { accountId: me.main, amount: 2_000 },
        key,
      );
      expect(changed.statusCode).toBe(409);
      expect(apiErrorSchema.parse(changed.json()).message).toMatch(/already used with different parameters/);
      const history = paymentHistoryResponseSchema.parse(
        (await app.inject({ method: 'GET', url: P.payments, headers: me.headers })).json(),
      );
      expect(history.total).toBe(1);
    });
  });

  describe('the gateway callback', () => {
    async function pendingDeposit(me: { headers: Record<string, string>; main: number }, amount = 4_000) {
      return paymentCreatedSchema.parse(
        (await createPayment(app, me.headers, 'deposits', { accountId: me.main, amount })).json(),
      ).payment;
    }
    function post(body: unknown, signature?: string) {
      return app.inject({
        method: 'POST',
        url: P.gatewayCallback,
        payload: body as object,
        headers: signature ? { 'x-gateway-signature': signature } : {},
      });
    }

    it('a signed callback credits once; the same callback replayed changes nothing', async () => {
      const me = await usdPlayer();
      const payment = await pendingDeposit(me);
      const body = {
        eventId: newKey('evt'),
        paymentId: payment.id,
        status: 'success',
        amount: 4_000,
        currencyId: USD,
      };
      const signature = signCallback(SECRET, body);
      const first = await post(body, signature);
      expect(first.statusCode).toBe(200);
      expect(gatewayCallbackResponseSchema.parse(first.json())).toEqual({
        received: true,
        applied: true,
        duplicate: false,
      });
      const replay = await post(body, signature);
      expect(replay.json()).toEqual({ received: true, applied: false, duplicate: true });
      // A new event id for a payment that is already complete applies nothing either.
      const late = { ...body, eventId: newKey('evt') };
      expect((await post(late, signCallback(SECRET, late))).json()).toMatchObject({ applied: false });
      expect((await getBalance(app, me.headers)).balance).toBe(4_000);
    });

    it('a forged, unsigned, stale or altered callback is refused (401) and changes nothing', async () => {
      const me = await usdPlayer();
      const payment = await pendingDeposit(me);
      const body = {
        eventId: newKey('evt'),
        paymentId: payment.id,
        status: 'success',
        amount: 4_000,
        currencyId: USD,
      };
      expect((await post(body)).statusCode).toBe(401);
      expect((await post(body, signCallback('another-secret-of-an-attacker', body))).statusCode).toBe(401);
      const stale = signCallback(SECRET, body, Math.floor(Date.now() / 1000) - 3_600);
      const staleRes = await post(body, stale);
      expect(staleRes.statusCode).toBe(401);
      expect(apiErrorSchema.parse(staleRes.json()).message).toMatch(/timestamp/);
      const altered = await post({ ...body, amount: 400_000 }, signCallback(SECRET, body));
      expect(altered.statusCode).toBe(401);
      expect((await post(body, 't=1,v1=zz')).statusCode).toBe(401);
      expect((await getBalance(app, me.headers)).balance).toBe(0);
    });

    it('a malformed callback body is a 400', async () => {
      const res = await post({ paymentId: 'x' }, 't=1,v1=00');
      expect(res.statusCode).toBe(400);
    });
  });

  describe('withdrawals', () => {
    it('a withdrawal holds the funds at once, is approved after the demo delay and returns to onpay/withdraw/*', async () => {
      const me = await usdPlayer();
      await deposit(app, me.headers, me.main, 50_000);
      const res = await createPayment(app, me.headers, 'withdrawals', { accountId: me.main, amount: 20_000 });
      expect(res.statusCode).toBe(201);
      const created = paymentCreatedSchema.parse(res.json());
      expect((await getBalance(app, me.headers)).balance).toBe(30_000);
      const answer = await answerGateway(app, created.redirectUrl, 'success');
      expect(answer.location).toBe('/en/onpay/withdraw/pending');
      expect(await wallet.approveDueWithdrawals(new Date(Date.now() + DELAY_MS / 2))).toBe(0);
      expect(
        await wallet.approveDueWithdrawals(new Date(Date.now() + DELAY_MS + 1_000)),
      ).toBeGreaterThanOrEqual(1);
      const history = paymentHistoryResponseSchema.parse(
        (
          await app.inject({ method: 'GET', url: `${P.payments}?type=withdrawal`, headers: me.headers })
        ).json(),
      );
      expect(history.items[0]).toMatchObject({ id: created.payment.id, status: 'success' });
      expect((await getBalance(app, me.headers)).balance).toBe(30_000);
      // Once paid out it cannot be cancelled.
      const cancel = await app.inject({
        method: 'POST',
        url: P.cancelWithdrawal.replace(':id', String(created.payment.id)),
        headers: { ...me.headers, 'idempotency-key': newKey() },
      });
      expect(cancel.statusCode).toBe(409);
      expect(apiErrorSchema.parse(cancel.json()).message).toMatch(/already success/);
    });

    it('the player can cancel a pending withdrawal: the held amount returns', async () => {
      const me = await usdPlayer();
      await deposit(app, me.headers, me.main, 50_000);
      const created = paymentCreatedSchema.parse(
        (await createPayment(app, me.headers, 'withdrawals', { accountId: me.main, amount: 10_000 })).json(),
      );
      const url = P.cancelWithdrawal.replace(':id', String(created.payment.id));
      const key = newKey();
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { ...me.headers, 'idempotency-key': key },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ payment: { status: 'cancel' } });
      const retry = await app.inject({
        method: 'POST',
        url,
        headers: { ...me.headers, 'idempotency-key': key },
      });
      expect(retry.json()).toEqual(res.json());
      expect((await getBalance(app, me.headers)).balance).toBe(50_000);
      expect(await wallet.approveDueWithdrawals(new Date(Date.now() + 10 * DELAY_MS))).toBe(0);
      expect((await getBalance(app, me.headers)).balance).toBe(50_000);
    });

    it('a withdrawal the gateway fails releases the hold and returns to onpay/withdraw/fail', async () => {
      const me = await usdPlayer();
      await deposit(app, me.headers, me.main, 50_000);
      const created = paymentCreatedSchema.parse(
        (await createPayment(app, me.headers, 'withdrawals', { accountId: me.main, amount: 10_000 })).json(),
      );
      const answer = await answerGateway(app, created.redirectUrl, 'fail');
      expect(answer.location).toBe('/en/onpay/withdraw/fail');
      expect((await getBalance(app, me.headers)).balance).toBe(50_000);
      const cancelled = paymentCreatedSchema.parse(
        (await createPayment(app, me.headers, 'withdrawals', { accountId: me.main, amount: 10_000 })).json(),
      );
      expect((await answerGateway(app, cancelled.redirectUrl, 'cancel')).location).toBe(
        '/en/onpay/withdraw/cancel',
      );
      expect((await getBalance(app, me.headers)).balance).toBe(50_000);
    });

    it('a withdrawal above the balance is refused with a clear 422 and holds nothing', async () => {
      const me = await usdPlayer();
      await deposit(app, me.headers, me.main, 5_000);
      const res = await createPayment(app, me.headers, 'withdrawals', { accountId: me.main, amount: 6_000 });
      expect(res.statusCode).toBe(422);
      expect(apiErrorSchema.parse(res.json()).message).toMatch(
        /Insufficient funds.*balance 5000.*6000 requested/,
      );
      expect((await getBalance(app, me.headers)).balance).toBe(5_000);
      const low = await createPayment(app, me.headers, 'withdrawals', { accountId: me.main, amount: 999 });
      expect(apiErrorSchema.parse(low.json()).message).toBe(
        'The minimum withdrawal by card is 10.00 USD; 9.99 USD requested',
      );
    });

    it("withdrawals: 400 malformed, 401 without session, 404 for another player's account or withdrawal", async () => {
      const me = await usdPlayer();
      const other = await usdPlayer();
      await deposit(app, other.headers, other.main, 50_000);
      const bad = await createPayment(app, me.headers, 'withdrawals', { accountId: me.main, amount: -5 });
      expect(bad.statusCode).toBe(400);
      const anon = await app.inject({
        method: 'POST',
        url: P.withdrawals,
        headers: { 'idempotency-key': newKey() },
        payload: { accountId: me.main, amount: 1_000, method: 'card' },
      });
      expect(anon.statusCode).toBe(401);
      const foreign = await createPayment(app, me.headers, 'withdrawals', {
        accountId: other.main,
        amount: 1_000,
      });
      expect(foreign.statusCode).toBe(404);
      const theirs = paymentCreatedSchema.parse(
        (
          await createPayment(app, other.headers, 'withdrawals', { accountId: other.main, amount: 1_000 })
        ).json(),
      );
      const cancel = await app.inject({
        method: 'POST',
        url: P.cancelWithdrawal.replace(':id', String(theirs.payment.id)),
        headers: { ...me.headers, 'idempotency-key': newKey() },
      });
      expect(cancel.statusCode).toBe(404);
      expect((await getBalance(app, other.headers)).balance).toBe(49_000);
      const cancelAnon = await app.inject({
        method: 'POST',
        url: P.cancelWithdrawal.replace(':id', String(theirs.payment.id)),
        headers: { 'idempotency-key': newKey() },
      });
      expect(cancelAnon.statusCode).toBe(401);
      const cancelBad = await app.inject({
        method: 'POST',
        url: P.cancelWithdrawal.replace(':id', 'abc'),
        headers: { ...me.headers, 'idempotency-key': newKey() },
      });
      expect(cancelBad.statusCode).toBe(400);
      const cancelNoKey = await app.inject({
        method: 'POST',
        url: P.cancelWithdrawal.replace(':id', String(theirs.payment.id)),
        headers: other.headers,
      });
      expect(cancelNoKey.statusCode).toBe(400);
      expect((await getBalance(app, other.headers)).balance).toBe(49_000);
    });
  });

  describe('first-deposit bonus', () => {
    it('ACC-006 REG-003 the first deposit credits the bonus account (type 4) per first_deposit_bonus_choice, once', async () => {
      const me = await usdPlayer(1);
      await deposit(app, me.headers, me.main, 30_000);
      let balance = await getBalance(app, me.headers);
      expect(balance.bonuses).toHaveLength(1);
      expect(balance.bonuses[0]).toMatchObject({ type: 4, iso: 'USD', money: 10_000, label: 'Sports bonus' });
      expect(balance.bonus).toBe(10_000);
      expect(balance.is_available_first_deposit_bonus).toBe(false);
      await deposit(app, me.headers, me.main, 30_000);
      balance = await getBalance(app, me.headers);
      expect(balance.bonus).toBe(10_000);
      expect(balance.balance).toBe(60_000);

      const casino = await usdPlayer(2);
      await deposit(app, casino.headers, casino.main, 4_000);
      expect((await getBalance(app, casino.headers)).bonuses[0]).toMatchObject({
        money: 4_000,
        label: 'Casino bonus',
      });

      const declined = await usdPlayer(0);
      await deposit(app, declined.headers, declined.main, 4_000);
      expect((await getBalance(app, declined.headers)).bonuses).toEqual([]);
    });

    it('REG-003 a player not asked at registration may choose the bonus before the first deposit; a "no" is kept, and may be changed in the settings (first_deposit_bonus_type)', async () => {
      const notAsked = await usdPlayer(null);
      let balance = await getBalance(app, notAsked.headers);
      expect(balance).toMatchObject({
        is_available_first_deposit_bonus: false,
        first_deposit_bonus_choosable: true,
      });
      // A player who said no at registration is not asked again.
      const declined = await usdPlayer(0);
      expect(await getBalance(app, declined.headers)).toMatchObject({
        is_available_first_deposit_bonus: false,
        first_deposit_bonus_choosable: false,
      });

      const chosen = await app.inject({
        method: 'PUT',
        url: IDENTITY_PATHS.mailing,
        headers: notAsked.headers,
        payload: { first_deposit_bonus_type: 2 },
      });
      expect(chosen.statusCode).toBe(200);
      expect(chosen.json()).toMatchObject({ first_deposit_bonus_type: 2 });
      const read = await app.inject({
        method: 'GET',
        url: IDENTITY_PATHS.mailing,
        headers: notAsked.headers,
      });
      expect(read.json()).toMatchObject({ first_deposit_bonus_type: 2 });
      balance = await getBalance(app, notAsked.headers);
      expect(balance).toMatchObject({
        is_available_first_deposit_bonus: true,
        first_deposit_bonus_choosable: false,
      });
      await deposit(app, notAsked.headers, notAsked.main, 5_000);
      balance = await getBalance(app, notAsked.headers);
      expect(balance.bonuses[0]).toMatchObject({ money: 5_000, label: 'Casino bonus' });
      expect(balance).toMatchObject({
        is_available_first_deposit_bonus: false,
        first_deposit_bonus_choosable: false,
      });

      // The one who declined changes their mind in the settings: their first deposit brings the sports bonus.
      await app.inject({
        method: 'PUT',
        url: IDENTITY_PATHS.mailing,
        headers: declined.headers,
        payload: { first_deposit_bonus_type: 1 },
      });
      await deposit(app, declined.headers, declined.main, 5_000);
      expect((await getBalance(app, declined.headers)).bonuses[0]).toMatchObject({ label: 'Sports bonus' });

      // After the first deposit nothing is left to choose: another choice grants nothing more.
      const late = await usdPlayer(null);
      await deposit(app, late.headers, late.main, 5_000);
      expect(await getBalance(app, late.headers)).toMatchObject({ first_deposit_bonus_choosable: false });
      await app.inject({
        method: 'PUT',
        url: IDENTITY_PATHS.mailing,
        headers: late.headers,
        payload: { first_deposit_bonus_type: 1 },
      });
      await deposit(app, late.headers, late.main, 5_000);
      expect((await getBalance(app, late.headers)).bonuses).toEqual([]);
    });
  });

  describe('payment history', () => {
    it('filters by period, type and status, pages, and exports CSV', async () => {
      const me = await usdPlayer();
      await deposit(app, me.headers, me.main, 10_000);
      await deposit(app, me.headers, me.main, 20_000);
      const failed = paymentCreatedSchema.parse(
        (await createPayment(app, me.headers, 'deposits', { accountId: me.main, amount: 3_000 })).json(),
      );
      await answerGateway(app, failed.redirectUrl, 'fail');
      await createPayment(app, me.headers, 'withdrawals', { accountId: me.main, amount: 5_000 });
      const other = await usdPlayer();
      await deposit(app, other.headers, other.main, 1_000);

      const get = async (query: string) => {
        const res = await app.inject({ method: 'GET', url: `${P.payments}${query}`, headers: me.headers });
        expect(res.statusCode).toBe(200);
        return paymentHistoryResponseSchema.parse(res.json());
      };
      const all = await get('');
      expect(all.total).toBe(4);
      expect(all.items.map((i) => i.amount)).toEqual([5_000, 3_000, 20_000, 10_000]);
      expect((await get('?type=deposit&status=success')).items.map((i) => i.amount)).toEqual([
        20_000, 10_000,
      ]);
      expect((await get('?status=fail')).items.map((i) => i.id)).toEqual([failed.payment.id]);
      expect((await get('?type=withdrawal')).items.map((i) => i.status)).toEqual(['pending']);
      const page2 = await get('?pageSize=3&page=2');
      expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
      expect(page2.items.map((i) => i.amount)).toEqual([10_000]);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      expect((await get(`?from=${tomorrow}`)).total).toBe(0);
      const lastMonth = new Date(Date.now() - 30 * 86_400_000).toISOString();
      expect((await get(`?from=${encodeURIComponent(lastMonth)}&to=${tomorrow}`)).total).toBe(4);

      const csv = await app.inject({
        method: 'GET',
        url: `${P.paymentsCsv}?type=deposit`,
        headers: me.headers,
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toMatch(/attachment; filename="payments.csv"/);
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toBe('id,type,method,amount,currency,status,created_at,completed_at,reason');
      expect(lines).toHaveLength(4);
      expect(lines[1]).toMatch(/^\d+,deposit,card,30\.00,USD,fail,/);
    });

    it('payments older than 3 months are still in the history', async () => {
      const me = await usdPlayer();
      await deposit(app, me.headers, me.main, 10_000);
      const [old] = (await wallet.history(me.playerId, { page: 1, pageSize: 1 })).items;
      await database.db.execute(
        sql`update payment set created_at = now() - interval '200 days' where id = ${old!.id}`,
      );
      const since = new Date(Date.now() - 190 * 86_400_000).toISOString().slice(0, 10);
      const recent = await app.inject({
        method: 'GET',
        url: `${P.payments}?from=${since}`,
        headers: me.headers,
      });
      expect(paymentHistoryResponseSchema.parse(recent.json()).total).toBe(0);
      const all = await app.inject({ method: 'GET', url: P.payments, headers: me.headers });
      expect(paymentHistoryResponseSchema.parse(all.json()).items.map((i) => i.id)).toEqual([old!.id]);
    });

    it('history: malformed filters are 400, no session 401', async () => {
      const me = await usdPlayer();
      for (const query of ['?type=bet', '?status=done', '?page=0', '?pageSize=1000', '?from=yesterday']) {
        const res = await app.inject({ method: 'GET', url: `${P.payments}${query}`, headers: me.headers });
        expect(res.statusCode, query).toBe(400);
      }
      expect((await app.inject({ method: 'GET', url: P.payments })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: P.paymentsCsv })).statusCode).toBe(401);
      const csvBad = await app.inject({
        method: 'GET',
        url: `${P.paymentsCsv}?type=bet`,
        headers: me.headers,
      });
      expect(csvBad.statusCode).toBe(400);
    });
  });

  it('after all of the above the ledger is balanced and every balance equals its entries', async () => {
    expect(await wallet.ledger.audit()).toEqual({ unbalancedTransactions: [], driftedAccounts: [] });
  });
});
