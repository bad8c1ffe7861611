import { describe, expect, it } from 'vitest';
import { IDENTITY_PATHS } from '@betline/contracts';
import { drivers, useSeededApp } from '../../test/databases';
import { sessionHeaders } from '../../test/players';
import { createMoneyStack } from '../../money';
import { seedWalletDemo, WALLET_DEMO_PLAYERS } from './seed';
import { getBalance } from './testing';

describe.each(drivers)('wallet demo data on $name', (driver) => {
  const server = useSeededApp(driver);

  async function signIn(login: string, password: string) {
    const res = await server.app.inject({
      method: 'POST',
      url: IDENTITY_PATHS.login,
      payload: { login, password },
    });
    expect(res.statusCode).toBe(200);
    return sessionHeaders(res.headers['set-cookie']);
  }

  it('a demo player has money on two currency accounts, another a first-deposit bonus account; a second seed adds nothing', async () => {
    const walletDemo = await getBalance(
      server.app,
      await signIn(WALLET_DEMO_PLAYERS.wallet.login, WALLET_DEMO_PLAYERS.wallet.password),
    );
    expect(walletDemo.accounts.map((a) => [a.type, a.iso, a.money])).toEqual([
      [0, 'USD', 50_000],
      [9, 'EUR', 25_000],
    ]);
    const bonusDemo = await getBalance(
      server.app,
      await signIn(WALLET_DEMO_PLAYERS.bonus.login, WALLET_DEMO_PLAYERS.bonus.password),
    );
    expect(bonusDemo).toMatchObject({ balance: 30_000, bonus: 30_000 });
    expect(bonusDemo.bonuses.map((a) => [a.type, a.iso, a.label])).toEqual([[4, 'RUB', 'Sports bonus']]);

    expect(await seedWalletDemo(server.database.db, createMoneyStack(server.database.db).wallet)).toEqual({
      playersCreated: [],
    });
  });
});
