/**
 * Converting an account of a retired currency (ACC-020, DECISIONS 13; wallet/convert.ts): the balance answers
 * the convert-account status, and a conversion moves the kuna through the ledger at the fixed rate into euros,
 * once, closing the kuna account and keeping the active account active.
 */
import { WALLET_PATHS, balanceResponseSchema, convertAccountResponseSchema } from '@betline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { registerAndSignIn, type SignedInPlayer } from '../../test/players';
import { walletProfile } from '../identity/directory';
import { createLedger } from './ledger';
import { kunaAccount } from './seed';
import { createPayment } from './testing';

const EUR = 3;

describe.each(drivers)('converting kuna accounts on $name', (driver) => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    app = buildApp({ db: database, webDistDir: null });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const balance = async (me: SignedInPlayer) => {
    const res = await app.inject({ method: 'GET', url: WALLET_PATHS.balance, headers: me.headers });
    return balanceResponseSchema.parse(res.json());
  };
  const convert = (me: SignedInPlayer, accountId: unknown) =>
    app.inject({
      method: 'POST',
      url: WALLET_PATHS.convertAccount,
      headers: me.headers,
      payload: { accountId },
    });
  const audited = async () =>
    expect(await createLedger(database.db).audit()).toEqual({
      unbalancedTransactions: [],
      driftedAccounts: [],
    });

  it('ACC-020 the status is 1 for a kuna main account, 2 for a kuna additional account, 0 without kuna', async () => {
    const plain = await registerAndSignIn(app, { currency_id: EUR });
    expect((await balance(plain)).convert_account_status).toBe(0);
    // Kuna main account (given before the first balance load opens a euro one).
    const main = await registerAndSignIn(app, { currency_id: EUR });
    await kunaAccount(database.db, main.playerId, 0, 10_000, true);
    expect((await balance(main)).convert_account_status).toBe(1);
    // Kuna additional account next to the euro main account.
    const extra = await registerAndSignIn(app, { currency_id: EUR });
    await balance(extra);
    await kunaAccount(database.db, extra.playerId, 9, 10_000, true);
    const answer = await balance(extra);
    expect(answer.convert_account_status).toBe(2);
    expect(answer.accounts.find((a) => a.iso === 'HRK')).toMatchObject({ isActive: true, money: 10_000 });
  });

  it('a kuna main account converts at 7.53450 into a euro main account, once; the player’s currency becomes euro', async () => {
    const me = await registerAndSignIn(app, { currency_id: EUR });
    await kunaAccount(database.db, me.playerId, 0, 150_700, true);
    const before = await balance(me);
    expect(before.convert_account_status).toBe(1);
    const kuna = before.accounts.find((a) => a.iso === 'HRK')!;
    expect(kuna.type).toBe(0);

    const res = await convert(me, kuna.id);
    expect(res.statusCode, res.body).toBe(200);
    const answer = convertAccountResponseSchema.parse(res.json());
    // 1,507.00 kn / 7.53450 = 200.013... EUR: €200.01.
    expect(answer).toMatchObject({
      from: { iso: 'HRK', amount: 150_700 },
      to: { iso: 'EUR', amount: 20_001 },
      rate: '7.53450',
    });
    const after = await balance(me);
    expect(after.convert_account_status).toBe(0);
    expect(after.accounts.map((a) => a.iso)).toEqual(['EUR']);
    expect(after.accounts[0]).toMatchObject({
      id: answer.to.accountId,
      type: 0,
      isActive: true,
      money: 20_001,
    });
    expect((await walletProfile(me.playerId, database.db))?.currencyId).toBe(EUR);
    // Again: the first conversion's answer, nothing moves.
    const again = await convert(me, kuna.id);
    expect(again.json()).toEqual(answer);
    expect((await balance(me)).accounts[0]!.money).toBe(20_001);
    await audited();
  });

  it('a kuna additional account pays into the euro account, which becomes the active one', async () => {
    const me = await registerAndSignIn(app, { currency_id: EUR });
    const euro = (await balance(me)).accounts[0]!;
    await kunaAccount(database.db, me.playerId, 9, 37_673, true);
    const kuna = (await balance(me)).accounts.find((a) => a.iso === 'HRK')!;
    const answer = convertAccountResponseSchema.parse((await convert(me, kuna.id)).json());
    expect(answer.to).toEqual({ accountId: euro.id, iso: 'EUR', amount: 5_000 });
    const after = await balance(me);
    expect(after.active_account_id).toBe(euro.id);
    expect(after.accounts).toHaveLength(1);
    expect(after.balance).toBe(5_000);
    await audited();
  });

  it('a kuna account takes no deposit or withdrawal: the answer says to convert it', async () => {
    const me = await registerAndSignIn(app, { currency_id: EUR });
    await balance(me);
    await kunaAccount(database.db, me.playerId, 9, 50_000, true);
    const kuna = (await balance(me)).accounts.find((a) => a.iso === 'HRK')!;
    for (const kind of ['deposits', 'withdrawals'] as const) {
      const res = await createPayment(app, me.headers, kind, { accountId: kuna.id, amount: 10_000 });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'currency_retired' });
      expect(res.json().message).toContain('Convert the account first');
    }
    expect((await balance(me)).accounts.find((a) => a.iso === 'HRK')!.money).toBe(50_000);
  });

  it('only an own account of a retired currency converts; bad input is a 400', async () => {
    const me = await registerAndSignIn(app, { currency_id: EUR });
    const euro = (await balance(me)).accounts[0]!;
    expect((await convert(me, euro.id)).statusCode).toBe(409);
    const other = await registerAndSignIn(app, { currency_id: EUR });
    await balance(other);
    await kunaAccount(database.db, other.playerId, 9, 1_000, false);
    const theirs = (await balance(other)).accounts.find((a) => a.iso === 'HRK')!;
    expect((await convert(me, theirs.id)).statusCode).toBe(404);
    expect((await convert(me, 'abc')).statusCode).toBe(400);
  });
});
