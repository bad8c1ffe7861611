/**
 * Demo data of the wallet, written once (a demo player that exists already is left alone):
 * - `wallet_demo`: 500.00 USD on the main account and 250.00 EUR on a EUR currency account;
 * - `bonus_demo`: 300.00 RUB on the main account and the first-deposit sports bonus on a bonus account;
 * - `kuna_demo`: a main account in kuna (HRK, retired) holding 1,507.00 kn, the convert-account reminder's
 *   main-account case (ACC-022); `kuna2_demo`: a euro main account and an active kuna account holding 376.73 kn,
 *   its additional-account case (ACC-023). Kuna cannot be deposited any more: their balances are opening
 *   balances brought over by the ledger (kind `opening_balance`, house `adjustments`).
 * Money arrives the way it does for any player: a deposit through the gateway path, confirmed by a signed
 * callback, posted by the ledger; so the payment history shows the deposits.
 */
import { currencyByIso, retiredCurrency } from '@betline/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DEMO_PASSWORD } from '../identity/demo';
import { createIdentityService } from '../identity/service';
import { player } from '../identity/tables';
import { createLedger } from './ledger';
import type { Wallet } from './service';
import { ACCOUNT_TYPE, ledgerAccount } from './tables';

/** Demo sign-ins (README "Demo players"). */
export const WALLET_DEMO_PLAYERS = {
  wallet: { login: 'wallet_demo', password: DEMO_PASSWORD },
  bonus: { login: 'bonus_demo', password: DEMO_PASSWORD },
  kuna: { login: 'kuna_demo', password: DEMO_PASSWORD },
  kunaAdditional: { login: 'kuna2_demo', password: DEMO_PASSWORD },
} as const;

/** A kuna account with an opening balance (see the module comment); the player's own currency moves with a main one. */
export async function kunaAccount(
  db: Db,
  playerId: number,
  type: 0 | 9,
  amount: number,
  active: boolean,
): Promise<void> {
  const hrk = retiredCurrency('HRK')!;
  const ledger = createLedger(db);
  await db.transaction(async (tx) => {
    if (type === ACCOUNT_TYPE.main) {
      await tx.update(player).set({ currencyId: hrk.id }).where(eq(player.id, playerId));
    }
    if (active) {
      await tx.update(ledgerAccount).set({ isActive: false }).where(eq(ledgerAccount.playerId, playerId));
    }
    const [account] = await tx
      .insert(ledgerAccount)
      .values({
        playerId,
        type,
        currencyId: hrk.id,
        label: type === ACCOUNT_TYPE.main ? 'Main account' : 'HRK account',
        isActive: active,
      })
      .returning();
    const house = await ledger.houseAccountId('adjustments', hrk.id, tx);
    await ledger.transfer(
      {
        key: `demo-seed-kuna:${account!.id}`,
        kind: 'opening_balance',
        playerId,
        entries: [
          { accountId: house, amount: -amount },
          { accountId: account!.id, amount },
        ],
      },
      tx,
    );
  });
}

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

  if (!(await exists(WALLET_DEMO_PLAYERS.kuna.login))) {
    // Registered in euros (kuna is not offered any more), then given the main account in kuna it had before.
    const created = await identity.createPlayer({
      ...WALLET_DEMO_PLAYERS.kuna,
      countryId: 1,
      currencyId: eur,
      registrationType: 'demo',
    });
    await kunaAccount(db, created.id, ACCOUNT_TYPE.main, 150_700, true);
    playersCreated.push(created.login);
  }

  if (!(await exists(WALLET_DEMO_PLAYERS.kunaAdditional.login))) {
    const created = await identity.createPlayer({
      ...WALLET_DEMO_PLAYERS.kunaAdditional,
      countryId: 1,
      currencyId: eur,
      registrationType: 'demo',
    });
    await wallet.ensureAccounts(created.id);
    await kunaAccount(db, created.id, ACCOUNT_TYPE.currency, 37_673, true);
    playersCreated.push(created.login);
  }
  return { playersCreated };
}
