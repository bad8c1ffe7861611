/**
 * The wallet's accounts: a player's main, currency and bonus accounts, the balance load, the active account,
 * currency accounts added and removed, and whether the first-deposit bonus is still available.
 */
import type { BalanceResponse, WalletAccount } from '@betline/contracts';
import { currencyById } from '@betline/core';
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import { type LedgerAccountRow } from './ledger';
import { convertAccountStatus } from './convert';
import { BONUS_LABELS } from './methods';
import { ACCOUNT_TYPE, firstDepositBonus, ledgerAccount, payment } from './tables';
import { formatMoney } from './money';
import { WalletFailure, iso, toWalletAccount } from './shapes';
import { pendingPayments } from './usage';
import { type WalletContext, type WalletPlayerProfile } from './context';

export function createAccounts(ctx: WalletContext) {
  const { db, ledger, now } = ctx;

  async function profileOf(playerId: number, tx: Tx): Promise<WalletPlayerProfile> {
    const profile = await ctx.playerProfile(playerId, tx);
    if (!profile) throw new HttpError(404, `Player ${playerId} not found`);
    return profile;
  }

  /** The player's accounts, opening the main account (registration currency, active) on first use. */
  async function ensureAccounts(playerId: number, tx: Tx): Promise<LedgerAccountRow[]> {
    const accounts = await ledger.accountsOf(playerId, tx);
    if (accounts.some((a) => a.type === ACCOUNT_TYPE.main)) return accounts;
    const profile = await profileOf(playerId, tx);
    const [created] = await tx
      .insert(ledgerAccount)
      .values({
        playerId,
        type: ACCOUNT_TYPE.main,
        currencyId: profile.currencyId,
        label: 'Main account',
        isActive: !accounts.some((a) => a.isActive),
      })
      .onConflictDoNothing()
      .returning();
    if (!created) return ledger.accountsOf(playerId, tx);
    return [...accounts, created].sort((a, b) => a.id - b.id);
  }

  async function ownAccount(playerId: number, accountId: number, tx: Tx): Promise<LedgerAccountRow> {
    const row = await ledger.account(accountId, tx);
    // Another player's account answers like a missing one: no hint that it exists.
    if (!row || row.playerId !== playerId || row.closedAt) {
      throw new WalletFailure(404, `Account ${accountId} not found among your accounts`);
    }
    return row;
  }

  /**
   * The first deposit still ahead of the player (no successful deposit other than `currentPaymentId`, no
   * first-deposit bonus granted), and the bonus they chose (0 declined, null not asked).
   */
  async function firstDepositAhead(
    playerId: number,
    tx: Tx,
    currentPaymentId?: number,
  ): Promise<{ ahead: boolean; choice: number | null }> {
    const profile = await ctx.playerProfile(playerId, tx);
    if (!profile) return { ahead: false, choice: 0 };
    const choice = profile.firstDepositBonusChoice;
    const [granted] = await tx
      .select({ playerId: firstDepositBonus.playerId })
      .from(firstDepositBonus)
      .where(eq(firstDepositBonus.playerId, playerId));
    if (granted) return { ahead: false, choice };
    const [deposited] = await tx
      .select({ n: count() })
      .from(payment)
      .where(
        and(
          eq(payment.playerId, playerId),
          eq(payment.direction, 'deposit'),
          eq(payment.status, 'success'),
          currentPaymentId === undefined ? undefined : ne(payment.id, currentPaymentId),
        ),
      );
    return { ahead: (deposited?.n ?? 0) === 0, choice };
  }

  /** Whether the player chose a bonus and has had no successful deposit yet (other than `currentPaymentId`). */
  async function firstDepositBonusAvailable(
    playerId: number,
    tx: Tx,
    currentPaymentId?: number,
  ): Promise<boolean> {
    const { ahead, choice } = await firstDepositAhead(playerId, tx, currentPaymentId);
    return ahead && choice !== null && choice in BONUS_LABELS;
  }

  /** Balance load (SPEC §7, API-041). */
  async function balance(playerId: number): Promise<BalanceResponse> {
    return db.transaction(async (txRaw) => {
      const tx = txRaw;
      const rows = await ensureAccounts(playerId, tx);
      const all = rows.map(toWalletAccount);
      const active = all.find((a) => a.isActive) ?? all.find((a) => a.type === ACCOUNT_TYPE.main)!;
      const bonus = all.find((a) => a.type === ACCOUNT_TYPE.bonus && a.currencyId === active.currencyId);
      const firstDeposit = await firstDepositAhead(playerId, tx);
      return {
        balance: active.money,
        bonus: bonus?.money ?? 0,
        all_accounts: all,
        accounts: all.filter((a) => a.type === ACCOUNT_TYPE.main || a.type === ACCOUNT_TYPE.currency),
        bonuses: all.filter((a) => a.type === ACCOUNT_TYPE.bonus),
        is_available_first_deposit_bonus:
          firstDeposit.ahead && firstDeposit.choice !== null && firstDeposit.choice in BONUS_LABELS,
        // Asked once on home (first-deposit modal 2) only when the registration did not ask: a "no" is kept.
        first_deposit_bonus_choosable: firstDeposit.ahead && firstDeposit.choice === null,
        offers_paused: (await ctx.offersPaused?.(playerId, tx)) ?? false,
        active_account_id: active.id,
        convert_account_status: convertAccountStatus(rows),
      };
    });
  }

  /** Change the active account (SPEC §7 "takes id"); main and currency accounts only. */
  async function setActiveAccount(playerId: number, accountId: number): Promise<{ id: number }> {
    return db.transaction(async (txRaw) => {
      const tx = txRaw;
      await ensureAccounts(playerId, tx);
      const target = await ownAccount(playerId, accountId, tx);
      if (target.type === ACCOUNT_TYPE.bonus) {
        throw new WalletFailure(
          409,
          `Account ${accountId} is a bonus account and cannot be the active account`,
        );
      }
      await tx
        .update(ledgerAccount)
        .set({ isActive: false })
        .where(and(eq(ledgerAccount.playerId, playerId), eq(ledgerAccount.isActive, true)));
      await tx.update(ledgerAccount).set({ isActive: true }).where(eq(ledgerAccount.id, accountId));
      return { id: accountId };
    });
  }

  /** Add a currency account (DECISIONS 21: by currency id). */
  async function addCurrency(playerId: number, currencyId: number): Promise<WalletAccount> {
    const currency = currencyById(currencyId);
    if (!currency) throw new WalletFailure(400, `Unknown currency id ${currencyId}`);
    return db.transaction(async (txRaw) => {
      const tx = txRaw;
      const accounts = await ensureAccounts(playerId, tx);
      if (accounts.some((a) => a.type !== ACCOUNT_TYPE.bonus && a.currencyId === currencyId)) {
        throw new WalletFailure(409, `You already have a ${currency.iso} account`);
      }
      const [created] = await tx
        .insert(ledgerAccount)
        .values({ playerId, type: ACCOUNT_TYPE.currency, currencyId, label: `${currency.iso} account` })
        .onConflictDoNothing()
        .returning();
      if (!created) throw new WalletFailure(409, `You already have a ${currency.iso} account`);
      return toWalletAccount(created);
    });
  }

  /** Remove a currency account (DECISIONS 21: by account id), only at zero balance and with nothing pending. */
  async function removeCurrency(playerId: number, accountId: number): Promise<WalletAccount> {
    return db.transaction(async (txRaw) => {
      const tx = txRaw;
      const row = await ownAccount(playerId, accountId, tx);
      if (row.type !== ACCOUNT_TYPE.currency) {
        throw new WalletFailure(
          409,
          row.type === ACCOUNT_TYPE.main
            ? 'The main account cannot be removed'
            : 'A bonus account cannot be removed',
        );
      }
      if ((await pendingPayments(tx, accountId)) > 0) {
        throw new WalletFailure(
          409,
          `The ${iso(row.currencyId)} account has pending payments; wait for them or cancel them first`,
        );
      }
      // Guarded: the row lock serialises with any transfer, and a balance that is not zero refuses.
      const [closed] = await tx
        .update(ledgerAccount)
        .set({ closedAt: now(), isActive: false })
        .where(
          and(eq(ledgerAccount.id, accountId), eq(ledgerAccount.balance, 0), isNull(ledgerAccount.closedAt)),
        )
        .returning();
      if (!closed) {
        const current = await ledger.account(accountId, tx);
        throw new WalletFailure(
          409,
          `The ${iso(row.currencyId)} account can be removed only at zero balance; it holds ${formatMoney(current?.balance ?? row.balance, iso(row.currencyId))}. Withdraw or spend them first`,
        );
      }
      if (row.isActive) {
        await tx
          .update(ledgerAccount)
          .set({ isActive: true })
          .where(and(eq(ledgerAccount.playerId, playerId), eq(ledgerAccount.type, ACCOUNT_TYPE.main)));
      }
      return toWalletAccount(closed);
    });
  }

  async function moneyAccount(playerId: number, accountId: number, tx: Tx): Promise<LedgerAccountRow> {
    await ensureAccounts(playerId, tx);
    const account = await ownAccount(playerId, accountId, tx);
    if (account.type === ACCOUNT_TYPE.bonus) {
      throw new HttpError(
        409,
        `Account ${accountId} is a bonus account: pay in and out through a money account`,
      );
    }
    return account;
  }

  return {
    profileOf,
    ensureAccounts,
    ownAccount,
    firstDepositBonusAvailable,
    balance,
    setActiveAccount,
    addCurrency,
    removeCurrency,
    moneyAccount,
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
