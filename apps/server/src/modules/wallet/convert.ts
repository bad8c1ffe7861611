/**
 * Converting an account held in a retired currency (ACC-020..024, DECISIONS 13: the Croatian kuna, replaced by
 * the euro at 7.53450 HRK = 1 EUR): in one transaction, under the player's money lock, the whole balance leaves
 * the account (movement `removal`, ledger kind `currency_conversion`, house `adjustments` of that currency), the
 * account is closed, and the converted amount, rounded half away from zero to the cent, reaches the player's
 * account of the replacing currency (movement `payback`, the same kind and house of that currency). A converted
 * main account is replaced by a main account of the new currency (the player's euro account becomes the main one
 * when there is one), and the player's own currency becomes it; a converted additional account pays into the
 * player's account of the new currency (opened when missing). The active account stays the active one.
 *
 * An account converts once: converting it again answers what the first conversion did (its ledger keys).
 */
import { convertRetired, currencyByIso, retiredCurrency } from '@betline/core';
import type { ConvertAccountResponse } from '@betline/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { lockPlayers } from '../../infra/playerLock';
import type { WalletContext } from './context';
import type { LedgerAccountRow } from './ledger';
import { ACCOUNT_TYPE, ledgerAccount, ledgerTransaction } from './tables';
import { WalletFailure } from './shapes';
import { pendingPayments } from './usage';

/** ACC-020: 1 when the main account is in a retired currency, else 2 when an additional one is, else 0. */
export function convertAccountStatus(accounts: readonly LedgerAccountRow[]): 0 | 1 | 2 {
  const open = accounts.filter((a) => a.closedAt === null && retiredCurrency(a.currencyId) !== undefined);
  if (open.some((a) => a.type === ACCOUNT_TYPE.main)) return 1;
  if (open.some((a) => a.type === ACCOUNT_TYPE.currency)) return 2;
  return 0;
}

const keys = (accountId: number) => ({ out: `convert:${accountId}:out`, in: `convert:${accountId}:in` });

export function createConversion(
  ctx: WalletContext & {
    /** Identity: the player's own (registration) currency becomes `currencyId`. */
    setPlayerCurrency?: (playerId: number, currencyId: number, tx: Tx) => Promise<void>;
  },
) {
  const { db, ledger, money, now } = ctx;

  async function transactionMeta(tx: Tx, key: string) {
    const [row] = await tx
      .select({ meta: ledgerTransaction.meta })
      .from(ledgerTransaction)
      .where(eq(ledgerTransaction.key, key));
    return row?.meta as ConvertAccountResponse | undefined;
  }

  async function convert(playerId: number, accountId: number): Promise<ConvertAccountResponse> {
    return db.transaction(async (tx) => {
      await lockPlayers(tx, [playerId]);
      const account = await ledger.account(accountId, tx);
      if (!account || account.playerId !== playerId || account.type === ACCOUNT_TYPE.bonus) {
        throw new WalletFailure(404, `Account ${accountId} not found among your accounts`);
      }
      const retired = retiredCurrency(account.currencyId);
      if (!retired) {
        throw new WalletFailure(
          409,
          `Account ${accountId} is not in a retired currency: there is nothing to convert`,
        );
      }
      if (account.closedAt !== null) {
        // Converted before: the first conversion's answer (kept with its ledger transaction).
        const first =
          (await transactionMeta(tx, keys(accountId).in)) ?? (await transactionMeta(tx, keys(accountId).out));
        if (first) return first;
        // A conversion of an empty account moved no money: it answers zeros and the account of the new currency.
        const target = currencyByIso(retired.replacedBy)!;
        const to = (await ledger.accountsOf(playerId, tx)).find(
          (a) => a.closedAt === null && a.currencyId === target.id && a.type !== ACCOUNT_TYPE.bonus,
        );
        return {
          from: { accountId, iso: retired.iso, amount: 0 },
          to: { accountId: to?.id ?? 0, iso: target.iso, amount: 0 },
          rate: retired.rate,
        };
      }
      if ((await pendingPayments(tx, accountId)) > 0) {
        throw new WalletFailure(
          409,
          `Account ${accountId} has pending payments: convert it once they are done`,
        );
      }
      const target = currencyByIso(retired.replacedBy)!;
      const amount = account.balance;
      const converted = convertRetired(amount, retired);

      const own = await ledger.accountsOf(playerId, tx);
      const existing = own.find(
        (a) =>
          a.closedAt === null &&
          a.currencyId === target.id &&
          (a.type === ACCOUNT_TYPE.main || a.type === ACCOUNT_TYPE.currency),
      );
      const answerOf = (toId: number): ConvertAccountResponse => ({
        from: { accountId, iso: retired.iso, amount },
        to: { accountId: toId, iso: target.iso, amount: converted },
        rate: retired.rate,
      });

      if (amount > 0) {
        await money.move(
          tx,
          {
            kind: 'removal',
            playerId,
            accountId,
            amount,
            house: 'adjustments',
            ledgerKind: 'currency_conversion',
          },
          { key: keys(accountId).out, meta: { ...answerOf(existing?.id ?? 0), step: 'out' } },
        );
      }
      await tx
        .update(ledgerAccount)
        .set({ closedAt: now(), isActive: false })
        .where(
          and(eq(ledgerAccount.id, accountId), eq(ledgerAccount.balance, 0), isNull(ledgerAccount.closedAt)),
        );

      let toId: number;
      if (existing) {
        toId = existing.id;
        // The euro account becomes the main one when the main account was converted.
        if (account.type === ACCOUNT_TYPE.main) {
          await tx
            .update(ledgerAccount)
            .set({ type: ACCOUNT_TYPE.main })
            .where(eq(ledgerAccount.id, existing.id));
        }
      } else {
        const main = account.type === ACCOUNT_TYPE.main;
        const [opened] = await tx
          .insert(ledgerAccount)
          .values({
            playerId,
            type: main ? ACCOUNT_TYPE.main : ACCOUNT_TYPE.currency,
            currencyId: target.id,
            label: main ? 'Main account' : `${target.iso} account`,
          })
          .returning();
        toId = opened!.id;
      }
      if (account.isActive) {
        await tx.update(ledgerAccount).set({ isActive: true }).where(eq(ledgerAccount.id, toId));
      }
      if (account.type === ACCOUNT_TYPE.main) await ctx.setPlayerCurrency?.(playerId, target.id, tx);

      const answer = answerOf(toId);
      if (converted > 0) {
        await money.move(
          tx,
          {
            kind: 'payback',
            playerId,
            accountId: toId,
            amount: converted,
            house: 'adjustments',
            ledgerKind: 'currency_conversion',
          },
          { key: keys(accountId).in, meta: answer },
        );
      }
      return answer;
    });
  }

  return { convert };
}
