import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Tx } from '../../db/client';
import { createIdentityService } from '../identity/service';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { createIdempotencyStore, IdempotencyConflictError } from './idempotency';
import {
  AccountClosedError,
  createLedger,
  InsufficientFundsError,
  LedgerConflictError,
  type Ledger,
} from './ledger';
import { HOUSE_STRIPES, ledgerAccount } from './tables';

const USD = 2;
const EUR = 3;

/** A real player row (the ledger's accounts reference player(id)). */
async function newPlayerId(db: Db, currencyId = USD): Promise<number> {
  const identity = createIdentityService(db);
  const created = await identity.createPlayer({ countryId: 1, currencyId, registrationType: 'demo' });
  return created.id;
}

async function fund(ledger: Ledger, accountId: number, amount: number, currencyId = USD) {
  const house = await ledger.houseAccountId('deposits', currencyId);
  return ledger.transferAlone({
    key: `fund:${accountId}:${Math.random()}`,
    kind: 'deposit',
    entries: [
      { accountId: house, amount: -amount },
      { accountId, amount },
    ],
  });
}

describe.each(drivers)('ledger on $name', (driver) => {
  let database: TestDatabase;
  let ledger: Ledger;
  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    ledger = createLedger(database.db);
  });
  afterAll(async () => {
    await database.dispose();
  });

  async function player(currencyId = USD) {
    const playerId = await newPlayerId(database.db, currencyId);
    const main = await ledger.openAccount({ playerId, type: 0, currencyId, isActive: true });
    return { playerId, main };
  }

  it('posts balanced entries, moves the balances and keeps balances equal to the entry sums', async () => {
    const { main } = await player();
    const result = await fund(ledger, main.id, 12_345);
    expect(result.replayed).toBe(false);
    expect(result.balances[main.id]).toBe(12_345);
    expect((await ledger.account(main.id))?.balance).toBe(12_345);
    expect(await ledger.audit()).toEqual({ unbalancedTransactions: [], driftedAccounts: [] });
  });

  it('a house account is found once and remembered; one created in a transaction that rolls back is not', async () => {
    // A currency no house account has yet: the first use creates it, inside a transaction that then fails.
    const currencyId = 777;
    let createdInRolledBack = 0;
    await expect(
      database.db.transaction(async (tx) => {
        createdInRolledBack = await ledger.houseAccountId('bets', currencyId, tx);
        // Asked again in the same transaction: its own row, still uncommitted.
        expect(await ledger.houseAccountId('bets', currencyId, tx)).toBe(createdInRolledBack);
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(createdInRolledBack).toBeGreaterThan(0);
    // The row is gone with the rollback; the ledger does not answer its id but creates the account again.
    const again = await ledger.houseAccountId('bets', currencyId);
    expect(again).not.toBe(createdInRolledBack);
    const [row] = await database.db.select().from(ledgerAccount).where(eq(ledgerAccount.id, again));
    expect(row).toMatchObject({ house: 'bets', currencyId, playerId: null });
    // Now committed, it is remembered: the same id, also inside another transaction.
    await database.db.transaction(async (tx) => {
      expect(await ledger.houseAccountId('bets', currencyId, tx)).toBe(again);
    });
    expect(await ledger.houseAccountId('bets', currencyId)).toBe(again);
  });

  it('a busy house purpose is spread over stripes: one spread key, one account; the purpose sums its stripes', async () => {
    const currencyId = 778;
    const first = await ledger.houseAccountId('wins', currencyId, undefined, 5);
    expect(await ledger.houseAccountId('wins', currencyId, undefined, 5 + HOUSE_STRIPES)).toBe(first);
    const other = await ledger.houseAccountId('wins', currencyId, undefined, 6);
    expect(other).not.toBe(first);
    const plain = await ledger.houseAccountId('wins', currencyId);
    expect(await ledger.houseAccountId('wins', currencyId, undefined, 0)).toBe(plain);
    const rows = await database.db
      .select()
      .from(ledgerAccount)
      .where(and(eq(ledgerAccount.house, 'wins'), eq(ledgerAccount.currencyId, currencyId)));
    expect(rows.map((r) => r.stripe).sort((a, b) => a - b)).toEqual([0, 5, 6]);
    // Two players' transfers land on their own stripes; the purpose's balance is the sum of its stripes.
    const a = await newPlayerId(database.db, USD);
    const b = await newPlayerId(database.db, USD);
    const accounts = await Promise.all(
      [a, b].map((playerId) => ledger.openAccount({ playerId, type: 0, currencyId: USD, isActive: true })),
    );
    await Promise.all(accounts.map((account) => fund(ledger, account.id, 1_000)));
    const stripes = await Promise.all(
      [a, b].map(async (playerId, i) => {
        const house = await ledger.houseAccountId('bets', USD, undefined, playerId);
        await ledger.transferAlone({
          key: `striped:${playerId}`,
          kind: 'bet',
          playerId,
          entries: [
            { accountId: accounts[i]!.id, amount: -(100 + i) },
            { accountId: house, amount: 100 + i },
          ],
        });
        return house;
      }),
    );
    expect(stripes[0]).not.toBe(stripes[1]);
    const [sum] = await database.db
      .select({ total: sql<string>`sum(${ledgerAccount.balance})` })
      .from(ledgerAccount)
      .where(
        and(
          eq(ledgerAccount.house, 'bets'),
          eq(ledgerAccount.currencyId, USD),
          inArray(ledgerAccount.id, stripes),
        ),
      );
    expect(Number(sum!.total)).toBe(201);
    expect(await ledger.audit()).toEqual({ unbalancedTransactions: [], driftedAccounts: [] });
  });

  it('refuses unbalanced, single-entry, zero, fractional and mixed-currency transfers with a 400', async () => {
    const { main } = await player();
    const eurHouse = await ledger.houseAccountId('deposits', EUR);
    const usdHouse = await ledger.houseAccountId('deposits', USD);
    const bad = [
      [
        { accountId: usdHouse, amount: -10 },
        { accountId: main.id, amount: 9 },
      ],
      [{ accountId: main.id, amount: 0 }],
      [
        { accountId: usdHouse, amount: -1.5 },
        { accountId: main.id, amount: 1.5 },
      ],
      [
        { accountId: eurHouse, amount: -10 },
        { accountId: main.id, amount: 10 },
      ],
      [
        { accountId: 99_999_999, amount: -10 },
        { accountId: main.id, amount: 10 },
      ],
    ];
    for (const entries of bad) {
      await expect(
        ledger.transferAlone({ key: `bad:${Math.random()}`, kind: 'x', entries }),
      ).rejects.toMatchObject({
        statusCode: 400,
      });
    }
    expect((await ledger.account(main.id))?.balance).toBe(0);
  });

  it('refuses a transfer that would take a player account below zero and moves nothing', async () => {
    const { main } = await player();
    await fund(ledger, main.id, 500);
    const house = await ledger.houseAccountId('withdrawals', USD);
    const attempt = ledger.transferAlone({
      key: `overdraw:${main.id}`,
      kind: 'withdrawal',
      entries: [
        { accountId: main.id, amount: -501 },
        { accountId: house, amount: 501 },
      ],
    });
    await expect(attempt).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 422 });
    expect((await ledger.account(main.id))?.balance).toBe(500);
    // The key was not consumed by the refusal: the same key may post a valid transfer later.
    await ledger.transferAlone({
      key: `overdraw:${main.id}`,
      kind: 'withdrawal',
      entries: [
        { accountId: main.id, amount: -500 },
        { accountId: house, amount: 500 },
      ],
    });
    expect((await ledger.account(main.id))?.balance).toBe(0);
  });

  it('refuses an entry on a closed account with a 409 and moves nothing, in either lock order', async () => {
    const { main } = await player();
    await fund(ledger, main.id, 300);
    const { main: spare } = await player();
    await database.db
      .update(ledgerAccount)
      .set({ closedAt: new Date() })
      .where(eq(ledgerAccount.id, spare.id));
    const house = await ledger.houseAccountId('deposits', USD);
    // The closed account last (main has the lower id) and first (the house's id is lower still).
    for (const entries of [
      [
        { accountId: main.id, amount: -100 },
        { accountId: spare.id, amount: 100 },
      ],
      [
        { accountId: house, amount: -100 },
        { accountId: spare.id, amount: 100 },
      ],
    ]) {
      const attempt = ledger.transferAlone({ key: `closed:${Math.random()}`, kind: 'x', entries });
      await expect(attempt).rejects.toBeInstanceOf(AccountClosedError);
      await expect(attempt).rejects.toMatchObject({ statusCode: 409 });
    }
    expect((await ledger.account(main.id))?.balance).toBe(300);
    expect(await ledger.audit()).toEqual({ unbalancedTransactions: [], driftedAccounts: [] });
  });

  it('an unknown account refuses the transfer with a 400 whether its id sorts first or last', async () => {
    const { main } = await player();
    await fund(ledger, main.id, 50);
    for (const unknown of [1, 99_999_998]) {
      // Id 1 may be a real account of the seed: only an id with no row is unknown.
      const [row] = await database.db.select().from(ledgerAccount).where(eq(ledgerAccount.id, unknown));
      if (row) continue;
      await expect(
        ledger.transferAlone({
          key: `unknown:${unknown}:${Math.random()}`,
          kind: 'x',
          entries: [
            { accountId: unknown, amount: 10 },
            { accountId: main.id, amount: -10 },
          ],
        }),
      ).rejects.toMatchObject({
        statusCode: 400,
        message: expect.stringContaining('Unknown ledger account'),
      });
    }
    expect((await ledger.account(main.id))?.balance).toBe(50);
  });

  it('a database CHECK keeps a player balance from going negative even when written directly', async () => {
    const { main } = await player();
    const error = (await database.db
      .execute(sql`update ${ledgerAccount} set balance = -1 where id = ${main.id}`)
      .then(
        () => null,
        (e: unknown) => e,
      )) as (Error & { cause?: Error }) | null;
    expect(error).not.toBeNull();
    expect(`${error?.message} ${error?.cause?.message}`).toMatch(/ledger_account_player_not_negative/);
  });

  it('a key posted twice moves money once; the same key with other entries is a 409', async () => {
    const { main } = await player();
    const house = await ledger.houseAccountId('deposits', USD);
    const input = {
      key: `once:${main.id}`,
      kind: 'deposit',
      entries: [
        { accountId: house, amount: -700 },
        { accountId: main.id, amount: 700 },
      ],
    };
    const first = await ledger.transferAlone(input);
    const second = await ledger.transferAlone(input);
    expect(second).toMatchObject({ replayed: true, transactionId: first.transactionId });
    expect((await ledger.account(main.id))?.balance).toBe(700);
    await expect(
      ledger.transferAlone({
        ...input,
        entries: [
          { accountId: house, amount: -1 },
          { accountId: main.id, amount: 1 },
        ],
      }),
    ).rejects.toBeInstanceOf(LedgerConflictError);
  });

  it('a batch posts many transfers at once, each key once: a replayed key is skipped, a changed one is a 409', async () => {
    const [a, b] = [await player(), await player()];
    const house = await ledger.houseAccountId('wins', USD);
    const win = (key: string, accountId: number, amount: number) => ({
      key,
      kind: 'win',
      entries: [
        { accountId: house, amount: -amount },
        { accountId, amount },
      ],
    });
    const batch = [win(`batch:${a.main.id}:1`, a.main.id, 100), win(`batch:${a.main.id}:2`, a.main.id, 250)];
    batch.push(win(`batch:${b.main.id}:1`, b.main.id, 40));
    const inTx = (inputs: typeof batch) => database.db.transaction((t) => ledger.transferMany(inputs, t));
    expect(await inTx(batch)).toEqual({ posted: 3, replayed: [] });
    expect((await ledger.account(a.main.id))?.balance).toBe(350);
    expect((await ledger.account(b.main.id))?.balance).toBe(40);
    // The same batch again moves nothing; a new key in it is posted.
    const again = [...batch, win(`batch:${b.main.id}:2`, b.main.id, 60)];
    expect(await inTx(again)).toEqual({ posted: 1, replayed: batch.map((i) => i.key) });
    expect((await ledger.account(b.main.id))?.balance).toBe(100);
    // A posted key with other entries refuses the whole batch: nothing of it moves.
    await expect(
      inTx([win(`batch:${a.main.id}:3`, a.main.id, 5), win(`batch:${a.main.id}:1`, a.main.id, 101)]),
    ).rejects.toBeInstanceOf(LedgerConflictError);
    expect((await ledger.account(a.main.id))?.balance).toBe(350);
    expect(await ledger.audit()).toEqual({ unbalancedTransactions: [], driftedAccounts: [] });
  });

  it('a batch that would leave a player account below zero is refused whole (422), and a key twice in a batch is a 400', async () => {
    const { main } = await player();
    await fund(ledger, main.id, 300);
    const house = await ledger.houseAccountId('withdrawals', USD);
    const move = (key: string, amount: number) => ({
      key,
      kind: 'withdrawal',
      entries: [
        { accountId: main.id, amount: -amount },
        { accountId: house, amount },
      ],
    });
    const inTx = (inputs: ReturnType<typeof move>[]) =>
      database.db.transaction((t) => ledger.transferMany(inputs, t));
    const refused = inTx([move(`over:${main.id}:1`, 200), move(`over:${main.id}:2`, 200)]);
    await expect(refused).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(refused).rejects.toMatchObject({ statusCode: 422 });
    expect((await ledger.account(main.id))?.balance).toBe(300);
    await expect(inTx([move(`twice:${main.id}`, 1), move(`twice:${main.id}`, 1)])).rejects.toMatchObject({
      statusCode: 400,
    });
    // The refused keys were not consumed.
    expect(await inTx([move(`over:${main.id}:1`, 200)])).toEqual({ posted: 1, replayed: [] });
    expect((await ledger.account(main.id))?.balance).toBe(100);
  });

  it('property: random sequences of transfers keep every transaction at zero and every balance equal to its entries', async () => {
    const players = await Promise.all([player(), player(), player()]);
    const houses = await Promise.all(
      (['deposits', 'withdrawals', 'bets', 'wins'] as const).map((h) => ledger.houseAccountId(h, USD)),
    );
    const accounts = [...players.map((p) => p.main.id), ...houses];
    let step = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            from: fc.nat({ max: accounts.length - 1 }),
            to: fc.nat({ max: accounts.length - 1 }),
            amount: fc.integer({ min: 2, max: 5_000 }),
            legs: fc.integer({ min: 2, max: 3 }),
            retry: fc.boolean(),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (ops) => {
          for (const op of ops) {
            const from = accounts[op.from]!;
            const to = accounts[op.to === op.from ? (op.to + 1) % accounts.length : op.to]!;
            const third = accounts.find((a) => a !== from && a !== to)!;
            const half = Math.floor(op.amount / 2);
            const entries =
              op.legs === 2
                ? [
                    { accountId: from, amount: -op.amount },
                    { accountId: to, amount: op.amount },
                  ]
                : [
                    { accountId: from, amount: -op.amount },
                    { accountId: to, amount: op.amount - half },
                    { accountId: third, amount: half },
                  ];
            const before = await Promise.all(entries.map((e) => ledger.account(e.accountId)));
            const key = `prop:${step++}`;
            let refused = false;
            try {
              await ledger.transferAlone({ key, kind: 'prop', entries });
              if (op.retry) {
                expect((await ledger.transferAlone({ key, kind: 'prop', entries })).replayed).toBe(true);
              }
            } catch (error) {
              if (!(error instanceof InsufficientFundsError)) throw error;
              refused = true;
            }
            const after = await Promise.all(entries.map((e) => ledger.account(e.accountId)));
            entries.forEach((e, i) => {
              const expected = (before[i]?.balance ?? 0) + (refused ? 0 : e.amount);
              expect(after[i]?.balance).toBe(expected);
              if (after[i]?.playerId !== null) expect(after[i]?.balance).toBeGreaterThanOrEqual(0);
            });
            expect(await ledger.audit()).toEqual({ unbalancedTransactions: [], driftedAccounts: [] });
          }
        },
      ),
      { numRuns: driver.name === 'pglite' ? 20 : 12 },
    );
  });
});

describe.each(drivers)('idempotency store on $name', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createSeededDatabase(driver);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('the same key and parameters answer the first result; other parameters are a 409', async () => {
    const store = createIdempotencyStore(database.db);
    let runs = 0;
    const work = async () => ({ statusCode: 201, body: { run: ++runs } });
    const request = { scope: 'test.op', ownerId: 1, key: 'k-1', params: { amount: 10, method: 'card' } };
    const first = await store.run(request, work);
    const second = await store.run({ ...request, params: { method: 'card', amount: 10 } }, work);
    expect(first).toEqual({ statusCode: 201, body: { run: 1 }, replayed: false });
    expect(second).toEqual({ statusCode: 201, body: { run: 1 }, replayed: true });
    expect(runs).toBe(1);
    await expect(
      store.run({ ...request, params: { amount: 11, method: 'card' } }, work),
    ).rejects.toBeInstanceOf(IdempotencyConflictError);
    // Keys are per owner and per operation.
    expect((await store.run({ ...request, ownerId: 2 }, work)).replayed).toBe(false);
    expect((await store.run({ ...request, scope: 'test.other' }, work)).replayed).toBe(false);
  });

  it('keeps keys at least 24 hours; an expired key can be used again', async () => {
    const store = createIdempotencyStore(database.db, { ttlMs: 1000 });
    expect(store.ttlMs).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
    const request = { scope: 'test.ttl', ownerId: 1, key: 'k-ttl', params: { a: 1 } };
    await store.run(request, async () => ({ statusCode: 200, body: { n: 1 } }));
    const [row] = (
      (await database.db.execute(
        sql`select extract(epoch from expires_at - created_at)::int as ttl from idempotency_record where key = 'k-ttl'`,
      )) as unknown as { rows: { ttl: number }[] }
    ).rows;
    expect(row?.ttl).toBeGreaterThanOrEqual(24 * 60 * 60);
    await database.db.execute(
      sql`update idempotency_record set expires_at = now() - interval '1 second' where key = 'k-ttl'`,
    );
    const again = await store.run({ ...request, params: { a: 2 } }, async () => ({
      statusCode: 200,
      body: { n: 2 },
    }));
    expect(again).toEqual({ statusCode: 200, body: { n: 2 }, replayed: false });
  });

  it('stores a refusal as the answer and rolls back what the refused work wrote', async () => {
    const store = createIdempotencyStore(database.db);
    const ledger = createLedger(database.db);
    const main = await ledger.openAccount({
      playerId: await newPlayerId(database.db),
      type: 0,
      currencyId: USD,
    });
    const house = await ledger.houseAccountId('withdrawals', USD);
    const request = { scope: 'test.refuse', ownerId: 1, key: 'k-r', params: { amount: 5 } };
    const work = async (tx: Tx) => {
      await ledger.transfer(
        {
          key: `refuse:${main.id}`,
          kind: 'withdrawal',
          entries: [
            { accountId: main.id, amount: -5 },
            { accountId: house, amount: 5 },
          ],
        },
        tx,
      );
      return { statusCode: 201, body: {} };
    };
    const first = await store.run(request, work);
    expect(first.statusCode).toBe(422);
    expect((first.body as { message: string }).message).toMatch(/Insufficient funds/);
    const second = await store.run(request, work);
    expect(second).toMatchObject({ statusCode: 422, replayed: true });
    expect(await ledger.audit()).toEqual({ unbalancedTransactions: [], driftedAccounts: [] });
  });
});
