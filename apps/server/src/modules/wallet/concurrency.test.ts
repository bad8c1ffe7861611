/**
 * Concurrency of the wallet on a PostgreSQL server (PGlite runs one transaction at a time, so these run only
 * when DATABASE_URL is set). Requests go through the HTTP API in parallel over a pool of connections.
 */
import {
  apiErrorSchema,
  paymentCreatedSchema,
  VERIFICATION_STATUS,
  WALLET_PATHS as P,
} from '@betline/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { openDatabase } from '../../db/client';
import { seedDatabase } from '../../db/seed';
import { drivers, type TestDatabase } from '../../test/databases';
import { registerAndSignIn } from '../../test/players';
import { verificationState } from '../verification/tables';
import { createLedger } from './ledger';
import { answerGateway, createPayment, deposit, getBalance, newKey } from './testing';

const USD = 2;
const postgres = drivers.find((d) => d.name === 'postgres');

describe.skipIf(!postgres)('wallet under concurrency on PostgreSQL', () => {
  let database: TestDatabase;
  let app: App;
  let closePool: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const created = await postgres!.create();
    await created.migrate();
    await seedDatabase(created.db);
    // A wider pool than the default test pool, so that requests really overlap in the database.
    const wide = await openDatabase({ url: created.url, maxConnections: 20 });
    closePool = () => wide.close();
    database = created;
    app = buildApp({
      db: wide,
      webDistDir: null,
      wallet: { gatewaySecret: 'concurrency-secret-0123456789', withdrawalApproveDelayMs: 60_000 },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await closePool?.();
    await database?.dispose();
  });

  async function fundedPlayer(amount: number) {
    const me = await registerAndSignIn(app, { currency_id: USD });
    // Verified: these players withdraw more in total than verification's threshold lets an unverified one.
    await database.db
      .insert(verificationState)
      .values({ playerId: me.playerId, status: VERIFICATION_STATUS.VERIFIED });
    const main = (await getBalance(app, me.headers)).active_account_id;
    if (amount > 0) await deposit(app, me.headers, main, amount);
    return { ...me, main };
  }

  async function accountEntriesSum(accountId: number): Promise<number> {
    const result = (await database.db.execute(
      sql`select coalesce(sum(amount), 0)::text as s from ledger_entry where account_id = ${accountId}`,
    )) as unknown as { rows: { s: string }[] };
    return Number(result.rows[0]?.s ?? 0);
  }

  it('100 parallel withdrawals of 10 from a balance of 500 give exactly 50 successes and 50 clear refusals', async () => {
    const me = await fundedPlayer(50_000);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        createPayment(app, me.headers, 'withdrawals', { accountId: me.main, amount: 1_000 }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    const refusals = answers.filter((a) => a.statusCode !== 201);
    expect(refusals).toHaveLength(50);
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(422);
      expect(apiErrorSchema.parse(refusal.json()).message).toMatch(/Insufficient funds.*1000 requested/);
    }
    expect((await getBalance(app, me.headers)).balance).toBe(0);
    expect(await accountEntriesSum(me.main)).toBe(0);
  }, 120_000);

  it('200 parallel mixed deposits and withdrawals on one player leave balances equal to the ledger sums', async () => {
    const me = await fundedPlayer(100_000);
    // 100 deposits created first; their confirmations then race 100 withdrawals.
    const deposits = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        createPayment(app, me.headers, 'deposits', { accountId: me.main, amount: 1_000 + i }),
      ),
    );
    const pages = deposits.map((d) => paymentCreatedSchema.parse(d.json()).redirectUrl);
    const ops = [
      ...pages.map((url) => () => answerGateway(app, url, 'success').then((r) => ({ kind: 'deposit', r }))),
      ...Array.from(
        { length: 100 },
        (_, i) => () =>
          createPayment(app, me.headers, 'withdrawals', { accountId: me.main, amount: 1_000 + 37 * i }).then(
            (r) => ({
              kind: 'withdrawal',
              r,
            }),
          ),
      ),
    ].sort(() => Math.random() - 0.5);
    const results = await Promise.all(ops.map((op) => op()));

    const deposited = results.filter((x) => x.kind === 'deposit');
    expect(deposited.every((x) => x.r.statusCode === 303)).toBe(true);
    const withdrawn = results
      .filter((x) => x.kind === 'withdrawal' && x.r.statusCode === 201)
      .map((x) => paymentCreatedSchema.parse((x.r as { json(): unknown }).json()).payment.amount);
    const refusedCount = results.filter((x) => x.kind === 'withdrawal' && x.r.statusCode !== 201).length;
    for (const x of results.filter((y) => y.kind === 'withdrawal' && y.r.statusCode !== 201)) {
      expect(x.r.statusCode).toBe(422);
    }
    expect(withdrawn.length + refusedCount).toBe(100);

    const depositSum = Array.from({ length: 100 }, (_, i) => 1_000 + i).reduce((a, b) => a + b, 0);
    const withdrawnSum = withdrawn.reduce((a, b) => a + b, 0);
    const balance = (await getBalance(app, me.headers)).balance;
    expect(balance).toBe(100_000 + depositSum - withdrawnSum);
    expect(await accountEntriesSum(me.main)).toBe(balance);
    expect(await createLedger(database.db).audit()).toEqual({
      unbalancedTransactions: [],
      driftedAccounts: [],
    });
  }, 180_000);

  it('a request retried in parallel with the same Idempotency-Key moves money once and answers alike', async () => {
    const me = await fundedPlayer(50_000);
    const key = newKey('retry');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        createPayment(app, me.headers, 'withdrawals', { accountId: me.main, amount: 7_000 }, key),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const ids = new Set(answers.map((a) => paymentCreatedSchema.parse(a.json()).payment.id));
    expect(ids.size).toBe(1);
    expect((await getBalance(app, me.headers)).balance).toBe(43_000);

    // A deposit confirmation delivered many times at once credits once.
    const created = paymentCreatedSchema.parse(
      (await createPayment(app, me.headers, 'deposits', { accountId: me.main, amount: 9_000 })).json(),
    );
    const confirmations = await Promise.all(
      Array.from({ length: 10 }, () => answerGateway(app, created.redirectUrl, 'success')),
    );
    expect(confirmations.every((c) => c.statusCode === 303)).toBe(true);
    expect((await getBalance(app, me.headers)).balance).toBe(52_000);
    expect(await accountEntriesSum(me.main)).toBe(52_000);
  }, 120_000);

  it('an unknown payment page id is refused, not a server error', async () => {
    const res = await app.inject({ method: 'GET', url: `${P.gatewayPage.replace(':id', '999999')}?sig=00` });
    expect(res.statusCode).toBe(403);
  });
});
