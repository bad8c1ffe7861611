/**
 * The wallet: a player's accounts (main, currency, bonus), deposits and withdrawals through the demo payment
 * gateway, the gateway's signed callbacks, withdrawal holds with approval or cancellation, payment history,
 * and the first-deposit bonus. All money moves through the ledger (`./ledger.ts`), inside database
 * transactions, under an idempotency key.
 */
import { randomUUID } from 'node:crypto';
import type {
  BalanceResponse,
  GatewayCallback,
  Payment,
  PaymentHistoryQuery,
  PaymentMethodId,
  PaymentRequest,
  WalletAccount,
} from '@betline/contracts';
import { currencyById, currencyOf } from '@betline/core';
import { and, asc, count, desc, eq, gte, isNull, lt, lte, ne, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import { pageSignature, signCallback, verifyCallback } from './gateway';
import { createIdempotencyStore, type IdempotencyStore } from './idempotency';
import { createLedger, type Ledger, type LedgerAccountRow } from './ledger';
import { createMoneyPath, MoneyRefused, type Movement, type OpenGate } from './money';
import { BONUS_LABELS, firstDepositBonusAmount, PAYMENT_METHODS, paymentLimits } from './methods';
import {
  ACCOUNT_TYPE,
  firstDepositBonus,
  gatewayEvent,
  ledgerAccount,
  payment,
  type PaymentDirection,
  type PaymentStatus,
} from './tables';

/** What the wallet needs to know about a player (from the identity module). */
export interface WalletPlayerProfile {
  /** The registration currency: the main account's currency. */
  currencyId: number;
  /** first_deposit_bonus_choice (REG-003): 0 decline, 1 sports, 2 casino. */
  firstDepositBonusChoice: number;
}

export interface WalletOptions {
  /** Looks a player up; undefined when there is no such player. */
  playerProfile: (playerId: number, run: Executor) => Promise<WalletPlayerProfile | undefined>;
  /** HMAC secret shared with the payment gateway (callbacks and page links). */
  gatewaySecret: string;
  /** Demo mode: a withdrawal the gateway accepted is approved after this delay (0: at once). Default 60 s. */
  withdrawalApproveDelayMs?: number;
  /**
   * Player protection's money gate (the protection module's `openGate`): every movement of a player's money
   * goes through the money path, which asks it inside the movement's transaction.
   */
  openGate: OpenGate;
  ledger?: Ledger;
  idempotency?: IdempotencyStore;
  now?: () => Date;
}

/** A refusal with the `success: false` shape of the seed's account calls (ERR-019, ERR-020). */
export class WalletFailure extends HttpError {
  constructor(statusCode: number, message: string) {
    super(statusCode, message);
    this.name = 'WalletFailure';
  }
}

type PaymentRow = typeof payment.$inferSelect;

function iso(currencyId: number): string {
  return currencyOf(currencyId).iso;
}

export function toWalletAccount(row: LedgerAccountRow): WalletAccount {
  const currency = currencyOf(row.currencyId);
  return {
    id: row.id,
    type: row.type as 0 | 4 | 9,
    iso: currency.iso,
    symbol: currency.symbol,
    money: row.balance,
    currencyId: row.currencyId,
    label: row.label,
    isActive: row.isActive,
    points: row.points,
  };
}

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    type: row.direction,
    method: row.method,
    amount: row.amount,
    currencyId: row.currencyId,
    iso: iso(row.currencyId),
    accountId: row.accountId,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}

/** The seed's return pages: `/{lng}/onpay/<status>` and `/{lng}/onpay/withdraw/<status>`. */
export function returnPath(direction: PaymentDirection, lng: string, status: PaymentStatus): string {
  return direction === 'deposit' ? `/${lng}/onpay/${status}` : `/${lng}/onpay/withdraw/${status}`;
}

export function gatewayPagePath(secret: string, paymentId: number): string {
  return `/web-api/wallet/gateway/${paymentId}?sig=${pageSignature(secret, paymentId)}`;
}

export function createWallet(db: Db, options: WalletOptions) {
  const ledger = options.ledger ?? createLedger(db);
  const idempotency = options.idempotency ?? createIdempotencyStore(db);
  const now = options.now ?? (() => new Date());
  const approveDelayMs = options.withdrawalApproveDelayMs ?? 60_000;
  const money = createMoneyPath({ db, ledger, openGate: options.openGate });
  const secret = options.gatewaySecret;

  async function profileOf(playerId: number, tx: Tx): Promise<WalletPlayerProfile> {
    const profile = await options.playerProfile(playerId, tx);
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

  /** Whether the player chose a bonus and has had no successful deposit yet (other than `currentPaymentId`). */
  async function firstDepositBonusAvailable(
    playerId: number,
    tx: Tx,
    currentPaymentId?: number,
  ): Promise<boolean> {
    const profile = await options.playerProfile(playerId, tx);
    if (!profile || !(profile.firstDepositBonusChoice in BONUS_LABELS)) return false;
    const [granted] = await tx
      .select({ playerId: firstDepositBonus.playerId })
      .from(firstDepositBonus)
      .where(eq(firstDepositBonus.playerId, playerId));
    if (granted) return false;
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
    return (deposited?.n ?? 0) === 0;
  }

  /** Balance load (SPEC §7, API-041). */
  async function balance(playerId: number): Promise<BalanceResponse> {
    return db.transaction(async (txRaw) => {
      const tx = txRaw;
      const rows = await ensureAccounts(playerId, tx);
      const all = rows.map(toWalletAccount);
      const active = all.find((a) => a.isActive) ?? all.find((a) => a.type === ACCOUNT_TYPE.main)!;
      const bonus = all.find((a) => a.type === ACCOUNT_TYPE.bonus && a.currencyId === active.currencyId);
      return {
        balance: active.money,
        bonus: bonus?.money ?? 0,
        all_accounts: all,
        accounts: all.filter((a) => a.type === ACCOUNT_TYPE.main || a.type === ACCOUNT_TYPE.currency),
        bonuses: all.filter((a) => a.type === ACCOUNT_TYPE.bonus),
        is_available_first_deposit_bonus: await firstDepositBonusAvailable(playerId, tx),
        active_account_id: active.id,
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
      const [pending] = await tx
        .select({ n: count() })
        .from(payment)
        .where(and(eq(payment.accountId, accountId), eq(payment.status, 'pending')));
      if ((pending?.n ?? 0) > 0) {
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
          `The ${iso(row.currencyId)} account can be removed only at zero balance; it holds ${current?.balance ?? row.balance} minor units. Withdraw or spend them first`,
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

  function paymentMethods(currencyId: number) {
    return PAYMENT_METHODS.map((m) => ({
      id: m.id,
      name: m.name,
      currencyId,
      deposit: paymentLimits(m.id, 'deposit', currencyId),
      withdrawal: paymentLimits(m.id, 'withdrawal', currencyId),
    }));
  }

  function checkLimits(
    direction: PaymentDirection,
    method: PaymentMethodId,
    amount: number,
    currencyId: number,
  ) {
    const { min, max } = paymentLimits(method, direction, currencyId);
    const code = iso(currencyId);
    if (amount < min) {
      throw new HttpError(
        422,
        `The minimum ${direction} by ${method} in ${code} is ${min} minor units; ${amount} requested`,
      );
    }
    if (amount > max) {
      throw new HttpError(
        422,
        `The maximum ${direction} by ${method} in ${code} is ${max} minor units; ${amount} requested`,
      );
    }
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

  interface Created {
    payment: Payment;
    redirectUrl: string;
  }

  /** Starts a deposit: the player is sent to the gateway page, the money arrives with its callback. */
  async function createDeposit(playerId: number, request: PaymentRequest, key: string) {
    return idempotency.run<Created>(
      { scope: 'wallet.deposit', ownerId: playerId, key, params: request },
      async (tx) => {
        const account = await moneyAccount(playerId, request.accountId, tx);
        checkLimits('deposit', request.method, request.amount, account.currencyId);
        // Refused early (nothing is written); decided again when the money arrives.
        const planned = await money.plan(tx, [depositMovement(playerId, account.id, request.amount)]);
        const outcome = planned.outcomes[0]!;
        if (!outcome.ok) throw outcome.error;
        const [row] = await tx
          .insert(payment)
          .values({
            playerId,
            accountId: account.id,
            direction: 'deposit',
            method: request.method,
            amount: request.amount,
            currencyId: account.currencyId,
            lng: request.lng,
          })
          .returning();
        return {
          statusCode: 201,
          body: { payment: toPayment(row!), redirectUrl: gatewayPagePath(secret, row!.id) },
        };
      },
    );
  }

  /** Requests a withdrawal: the amount is held at once (refused when the balance is short). */
  async function createWithdrawal(playerId: number, request: PaymentRequest, key: string) {
    return idempotency.run<Created>(
      { scope: 'wallet.withdrawal', ownerId: playerId, key, params: request },
      async (tx) => {
        const account = await moneyAccount(playerId, request.accountId, tx);
        checkLimits('withdrawal', request.method, request.amount, account.currencyId);
        const [row] = await tx
          .insert(payment)
          .values({
            playerId,
            accountId: account.id,
            direction: 'withdrawal',
            method: request.method,
            amount: request.amount,
            currencyId: account.currencyId,
            lng: request.lng,
          })
          .returning();
        await money.move(
          tx,
          {
            kind: 'withdrawal',
            playerId,
            accountId: account.id,
            amount: request.amount,
            house: 'withdrawal_holds',
            ledgerKind: 'withdrawal_hold',
          },
          { key: `payment:${row!.id}:hold`, meta: { paymentId: row!.id } },
        );
        return {
          statusCode: 201,
          body: { payment: toPayment(row!), redirectUrl: gatewayPagePath(secret, row!.id) },
        };
      },
    );
  }

  /** Moves a pending payment to a final status (guarded: only from pending). Undefined when it was not pending. */
  async function finish(
    tx: Tx,
    id: number,
    status: PaymentStatus,
    reason: string | null = null,
  ): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .update(payment)
      .set({ status, reason, updatedAt: now(), completedAt: now() })
      .where(and(eq(payment.id, id), eq(payment.status, 'pending')))
      .returning();
    return row;
  }

  async function releaseHold(tx: Tx, row: PaymentRow, why: 'cancel' | 'fail'): Promise<void> {
    await money.move(
      tx,
      {
        kind: 'payback',
        playerId: row.playerId,
        accountId: row.accountId,
        amount: row.amount,
        house: 'withdrawal_holds',
        ledgerKind: 'withdrawal_release',
      },
      { key: `payment:${row.id}:release`, meta: { paymentId: row.id, why } },
    );
  }

  async function payOut(tx: Tx, row: PaymentRow): Promise<void> {
    await money.moveHouse(tx, {
      from: 'withdrawal_holds',
      to: 'withdrawals',
      currencyId: row.currencyId,
      amount: row.amount,
      ledgerKind: 'withdrawal_payout',
      playerId: row.playerId,
      key: `payment:${row.id}:payout`,
      meta: { paymentId: row.id },
    });
  }

  /** The player cancels a withdrawal that is still pending: the held amount returns to the account. */
  async function cancelWithdrawal(playerId: number, paymentId: number, key: string) {
    return idempotency.run<{ payment: Payment }>(
      { scope: 'wallet.withdrawal.cancel', ownerId: playerId, key, params: { paymentId } },
      async (tx) => {
        const [current] = await tx
          .select()
          .from(payment)
          .where(
            and(
              eq(payment.id, paymentId),
              eq(payment.playerId, playerId),
              eq(payment.direction, 'withdrawal'),
            ),
          );
        if (!current) throw new HttpError(404, `Withdrawal ${paymentId} not found among your payments`);
        const row = await finish(tx, paymentId, 'cancel', 'cancelled by the player');
        if (!row) {
          throw new HttpError(
            409,
            `Withdrawal ${paymentId} is already ${current.status} and cannot be cancelled`,
          );
        }
        await releaseHold(tx, row, 'cancel');
        return { statusCode: 200, body: { payment: toPayment(row) } };
      },
    );
  }

  /** A deposit of the player into an account, as protection decides it (a pending one counts from `counted`). */
  function depositMovement(
    playerId: number,
    accountId: number,
    amount: number,
    counted?: { amount: number; at: number },
  ): Movement {
    return {
      kind: 'deposit',
      playerId,
      accountId,
      amount,
      house: 'deposits',
      ledgerKind: 'deposit',
      counted,
    };
  }

  /**
   * Credits a pending deposit the gateway confirmed, if protection allows it now (the amount as it is now,
   * limits, time-out, self-exclusion, ban): otherwise the payment fails with the reason and nothing moves.
   * Answers the finished payment row.
   */
  async function creditDeposit(tx: Tx, row: PaymentRow): Promise<PaymentRow | undefined> {
    const planned = await money.plan(tx, [
      depositMovement(row.playerId, row.accountId, row.amount, {
        amount: row.amount,
        at: row.createdAt.getTime(),
      }),
    ]);
    const outcome = planned.outcomes[0]!;
    if (!outcome.ok) {
      const why = outcome.error instanceof MoneyRefused ? outcome.error.message : outcome.error.message;
      return finish(tx, row.id, 'fail', `refused: ${why}`);
    }
    const available = await firstDepositBonusAvailable(row.playerId, tx, row.id);
    const done = await finish(tx, row.id, 'success');
    if (!done) return undefined;
    await planned.post(
      new Map([[0, { key: `payment:${row.id}:credit`, meta: { paymentId: row.id, method: row.method } }]]),
    );
    if (!available) return done;
    const profile = await profileOf(row.playerId, tx);
    const amount = firstDepositBonusAmount(row.amount, row.currencyId);
    if (amount <= 0) return done;
    const accounts = await ledger.accountsOf(row.playerId, tx);
    const bonusAccount =
      accounts.find((a) => a.type === ACCOUNT_TYPE.bonus && a.currencyId === row.currencyId) ??
      (await money.openAccount(tx, {
        playerId: row.playerId,
        type: ACCOUNT_TYPE.bonus,
        currencyId: row.currencyId,
        label: BONUS_LABELS[profile.firstDepositBonusChoice] ?? 'Bonus',
      }));
    // The primary key on player_id grants it once, even under concurrent first deposits.
    const [granted] = await tx
      .insert(firstDepositBonus)
      .values({
        playerId: row.playerId,
        choice: profile.firstDepositBonusChoice,
        paymentId: row.id,
        accountId: bonusAccount.id,
        amount,
      })
      .onConflictDoNothing()
      .returning();
    if (!granted) return done;
    await money.move(
      tx,
      {
        kind: 'bonus',
        playerId: row.playerId,
        accountId: bonusAccount.id,
        amount,
        house: 'bonuses',
        ledgerKind: 'bonus',
      },
      {
        key: `payment:${row.id}:first-deposit-bonus`,
        meta: { paymentId: row.id, choice: profile.firstDepositBonusChoice },
      },
    );
    return done;
  }

  async function approveInTx(tx: Tx, paymentId: number): Promise<PaymentRow | undefined> {
    const row = await finish(tx, paymentId, 'success');
    if (row) await payOut(tx, row);
    return row;
  }

  /**
   * The gateway's callback. Verified (HMAC, timestamp), recorded by event id (a replay finds it and changes
   * nothing), checked against the payment (amount and currency), then applied only to a pending payment.
   */
  async function handleCallback(
    body: GatewayCallback,
    signature: string | undefined,
  ): Promise<{ received: true; applied: boolean; duplicate: boolean }> {
    const check = verifyCallback(secret, body, signature, Math.floor(now().getTime() / 1000));
    if (!check.ok) throw new HttpError(401, `Gateway callback refused: ${check.reason}`);
    return db.transaction(async (txRaw) => {
      const tx = txRaw;
      const [row] = await tx.select().from(payment).where(eq(payment.id, body.paymentId)).for('update');
      if (!row) throw new HttpError(404, `Payment ${body.paymentId} not found`);
      const recorded = await tx
        .insert(gatewayEvent)
        .values({ eventId: body.eventId, paymentId: row.id, status: body.status, applied: false })
        .onConflictDoNothing()
        .returning({ eventId: gatewayEvent.eventId });
      if (!recorded[0]) return { received: true as const, applied: false, duplicate: true };
      if (row.amount !== body.amount || row.currencyId !== body.currencyId) {
        throw new HttpError(
          422,
          `Callback amount/currency ${body.amount}/${body.currencyId} do not match payment ${row.id} (${row.amount}/${row.currencyId})`,
        );
      }
      let applied = false;
      if (row.status === 'pending' && body.status !== 'pending') {
        if (row.direction === 'deposit') {
          const done =
            body.status === 'success'
              ? await creditDeposit(tx, row)
              : await finish(tx, row.id, body.status, `gateway: ${body.status}`);
          applied = done !== undefined;
        } else if (body.status === 'success') {
          // The gateway accepted the payout: approved after the demo delay (at once when it is 0).
          if (row.approveAfter === null) {
            if (approveDelayMs <= 0) {
              applied = (await approveInTx(tx, row.id)) !== undefined;
            } else {
              await tx
                .update(payment)
                .set({ approveAfter: new Date(now().getTime() + approveDelayMs), updatedAt: now() })
                .where(eq(payment.id, row.id));
              applied = true;
            }
          }
        } else {
          const done = await finish(tx, row.id, body.status, `gateway: ${body.status}`);
          if (done) await releaseHold(tx, done, 'fail');
          applied = done !== undefined;
        }
      }
      if (applied) {
        await tx.update(gatewayEvent).set({ applied: true }).where(eq(gatewayEvent.eventId, body.eventId));
      }
      return { received: true as const, applied, duplicate: false };
    });
  }

  /** Pays out every accepted withdrawal whose delay has passed (each in its own transaction). */
  async function approveDueWithdrawals(at: Date = now()): Promise<number> {
    const due = await db
      .select({ id: payment.id })
      .from(payment)
      .where(
        and(
          eq(payment.direction, 'withdrawal'),
          eq(payment.status, 'pending'),
          lte(payment.approveAfter, at),
        ),
      )
      .orderBy(asc(payment.approveAfter))
      .limit(100);
    let approved = 0;
    for (const { id } of due) {
      const row = await db.transaction((tx) => approveInTx(tx, id));
      if (row) approved += 1;
    }
    return approved;
  }

  async function getPayment(id: number): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payment).where(eq(payment.id, id));
    return row;
  }

  /**
   * Deposits only: the player changed method or amount on the gateway page (while still pending). The new
   * amount is decided by protection as a deposit would be (the pending one no longer counts as it was).
   */
  async function updatePendingDeposit(
    id: number,
    method: PaymentMethodId,
    amount: number,
  ): Promise<PaymentRow> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(payment).where(eq(payment.id, id)).for('update');
      if (!row || row.direction !== 'deposit') throw new HttpError(404, `Deposit ${id} not found`);
      if (row.status !== 'pending') throw new HttpError(409, `Payment ${id} is already ${row.status}`);
      checkLimits('deposit', method, amount, row.currencyId);
      const planned = await money.plan(tx, [
        depositMovement(row.playerId, row.accountId, amount, {
          amount: row.amount,
          at: row.createdAt.getTime(),
        }),
      ]);
      const outcome = planned.outcomes[0]!;
      if (!outcome.ok) throw outcome.error;
      const [updated] = await tx
        .update(payment)
        .set({ method, amount, updatedAt: now() })
        .where(and(eq(payment.id, id), eq(payment.status, 'pending')))
        .returning();
      return updated!;
    });
  }

  /** An exclusion or time-out began: the player's pending deposits are cancelled (none can be credited anyway). */
  async function cancelPendingDeposits(playerId: number, reason: string): Promise<number> {
    const rows = await db
      .update(payment)
      .set({ status: 'cancel', reason, updatedAt: now(), completedAt: now() })
      .where(
        and(eq(payment.playerId, playerId), eq(payment.direction, 'deposit'), eq(payment.status, 'pending')),
      )
      .returning({ id: payment.id });
    return rows.length;
  }

  /** What the gateway sends back for the player's choice on its page: a signed callback. */
  function buildCallback(row: PaymentRow, status: GatewayCallback['status']) {
    const body: GatewayCallback = {
      eventId: randomUUID(),
      paymentId: row.id,
      status,
      amount: row.amount,
      currencyId: row.currencyId,
    };
    return { body, signature: signCallback(secret, body, Math.floor(now().getTime() / 1000)) };
  }

  function historyWhere(playerId: number, query: Omit<PaymentHistoryQuery, 'page' | 'pageSize'>): SQL {
    const conditions: SQL[] = [eq(payment.playerId, playerId)];
    if (query.from) conditions.push(gte(payment.createdAt, new Date(query.from)));
    if (query.to) conditions.push(lt(payment.createdAt, new Date(query.to)));
    if (query.type) conditions.push(eq(payment.direction, query.type));
    if (query.status) conditions.push(eq(payment.status, query.status));
    return and(...conditions)!;
  }

  /** Payment history, newest first (kept for good: at least the 3 months the product promises). */
  async function history(playerId: number, query: PaymentHistoryQuery) {
    const where = historyWhere(playerId, query);
    const [total] = await db.select({ n: count() }).from(payment).where(where);
    const rows = await db
      .select()
      .from(payment)
      .where(where)
      .orderBy(desc(payment.createdAt), desc(payment.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return { items: rows.map(toPayment), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
  }

  /** The same history as CSV (RFC 4180), every matching row. */
  async function historyCsv(playerId: number, query: Omit<PaymentHistoryQuery, 'page' | 'pageSize'>) {
    const rows = await db
      .select()
      .from(payment)
      .where(historyWhere(playerId, query))
      .orderBy(desc(payment.createdAt), desc(payment.id));
    const header = [
      'id',
      'type',
      'method',
      'amount',
      'currency',
      'status',
      'created_at',
      'completed_at',
      'reason',
    ];
    const field = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
    const lines = rows.map((r) => {
      const p = toPayment(r);
      const decimals = currencyById(p.currencyId)?.decimals ?? 2;
      const amount = (p.amount / 10 ** decimals).toFixed(decimals);
      return [
        String(p.id),
        p.type,
        p.method,
        amount,
        p.iso,
        p.status,
        p.createdAt,
        p.completedAt ?? '',
        p.reason ?? '',
      ]
        .map(field)
        .join(',');
    });
    return [header.join(','), ...lines].join('\r\n') + '\r\n';
  }

  return {
    ledger,
    idempotency,
    gatewaySecret: secret,
    withdrawalApproveDelayMs: approveDelayMs,
    ensureAccounts: (playerId: number) => db.transaction((tx) => ensureAccounts(playerId, tx)),
    balance,
    setActiveAccount,
    addCurrency,
    removeCurrency,
    paymentMethods,
    createDeposit,
    createWithdrawal,
    cancelWithdrawal,
    handleCallback,
    approveDueWithdrawals,
    getPayment,
    updatePendingDeposit,
    cancelPendingDeposits,
    money,
    buildCallback,
    history,
    historyCsv,
  };
}

export type Wallet = ReturnType<typeof createWallet>;
