/**
 * Demo data of the wallet, written once (a demo player that exists already is left alone):
 * - `wallet_demo`: 500.00 USD on the main account and 250.00 EUR on a EUR currency account;
 * - `bonus_demo`: 300.00 RUB on the main account and the first-deposit sports bonus on a bonus account.
 * Money arrives the way it does for any player: a deposit through the gateway path, confirmed by a signed
 * callback, posted by the ledger; so the payment history shows the deposits.
 */
import { currencyByIso } from '@betline/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DEMO_PASSWORD } from '../identity/demo';
import { createIdentityService } from '../identity/service';
import { player } from '../identity/tables';
import type { Wallet } from './service';

/** Demo sign-ins (README "Demo players"). */
export const WALLET_DEMO_PLAYERS = {
  wallet: { login: 'wallet_demo', password: DEMO_PASSWORD },
  bonus: { login: 'bonus_demo', password: DEMO_PASSWORD },
} as const;

async function confirmedDeposit(
  wallet: Wallet,
  playerId: number,
  accountId: number,
  amount: number,
  key: string,
): Promise<void> {
  const created = await wallet.createDeposit(playerId, { accountId, amount, method: 'card', lng: 'en' }, key);
  if (created.statusCode !== 201) throw new Error(`demo deposit refused: ${JSON.stringify(created.body)}`);
  const row = await wallet.getPayment(created.body.payment.id);
  if (!row) throw new Error('demo deposit vanished');
  const callback = wallet.buildCallback(row, 'success');
  await wallet.handleCallback(callback.body, callback.signature);
}

export async function seedWalletDemo(db: Db, wallet: Wallet): Promise<{ playersCreated: string[] }> {
  const identity = createIdentityService(db);
  const usd = currencyByIso('USD')!.id;
  const eur = currencyByIso('EUR')!.id;
  const rub = currencyByIso('RUB')!.id;
  const playersCreated: string[] = [];

  const exists = async (login: string) =>
    (await db.select({ id: player.id }).from(player).where(eq(player.login, login))).length > 0;

  if (!(await exists(WALLET_DEMO_PLAYERS.wallet.login))) {
    const created = await identity.createPlayer({
      ...WALLET_DEMO_PLAYERS.wallet,
      countryId: 1,
      currencyId: usd,
      registrationType: 'demo',
    });
    const [main] = await wallet.ensureAccounts(created.id);
    const euro = await wallet.addCurrency(created.id, eur);
    await confirmedDeposit(wallet, created.id, main!.id, 50_000, 'demo-seed-usd');
    await confirmedDeposit(wallet, created.id, euro.id, 25_000, 'demo-seed-eur');
    playersCreated.push(created.login);
  }

  if (!(await exists(WALLET_DEMO_PLAYERS.bonus.login))) {
    const created = await identity.createPlayer({
      ...WALLET_DEMO_PLAYERS.bonus,
      countryId: 1,
      currencyId: rub,
      firstDepositBonusChoice: 1,
      registrationType: 'demo',
    });
    const [main] = await wallet.ensureAccounts(created.id);
    await confirmedDeposit(wallet, created.id, main!.id, 30_000, 'demo-seed-rub');
    playersCreated.push(created.login);
  }
  return { playersCreated };
}
