/**
 * The wallet's payments: deposits and withdrawals through the demo payment gateway, its signed callbacks,
 * withdrawal holds with approval or cancellation, and the first-deposit bonus (granted with its wagering record
 * by the bonuses module's `grantBonus`, in the deposit's transaction). Every movement of money goes
 * through the money path (`./money.ts`), which asks player protection, inside database transactions, under an
 * idempotency key.
 */
import { randomUUID } from 'node:crypto';
import type { GatewayCallback, Payment, PaymentMethodId, PaymentRequest } from '@betline/contracts';
import { WALLET_PATHS } from '@betline/contracts/paths';
import { retiredCurrency } from '@betline/core';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import { grantBonus } from '../bonuses/grant';
import { firstDepositKind } from '../bonuses/terms';
import { signCallback, verifyCallback } from './gateway';
import { formatMoney, type Movement } from './money';
import { BONUS_LABELS, firstDepositBonusAmount, PAYMENT_METHODS, paymentLimits } from './methods';
import {
  ACCOUNT_TYPE,
  firstDepositBonus,
  gatewayEvent,
  payment,
  type PaymentDirection,
  type PaymentStatus,
} from './tables';
import { type PaymentRow, iso, toPayment, gatewayPagePath } from './shapes';
import type { WalletContext } from './context';
import type { Accounts } from './accounts';

export function createPayments(ctx: WalletContext, accounts: Accounts) {
  const { db, ledger, money, idempotency, now, secret, approveDelayMs, withdrawalGate } = ctx;

  function paymentMethods(currencyId: number) {
    // A retired currency (HRK) has no payments any more: its account converts (wallet/convert.ts).
    if (retiredCurrency(currencyId)) return [];
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
    const retired = retiredCurrency(currencyId);
    if (retired) {
      throw new HttpError(
        409,
        `${retired.iso} was replaced by ${retired.replacedBy} on ${retired.since}: no ${direction} is possible in it. Convert the account first (POST ${WALLET_PATHS.convertAccount})`,
        'currency_retired',
      );
    }
    const { min, max } = paymentLimits(method, direction, currencyId);
    const code = iso(currencyId);
    if (amount < min) {
      throw new HttpError(
        422,
        `The minimum ${direction} by ${method} is ${formatMoney(min, code)}; ${formatMoney(amount, code)} requested`,
      );
    }
    if (amount > max) {
      throw new HttpError(
        422,
        `The maximum ${direction} by ${method} is ${formatMoney(max, code)}; ${formatMoney(amount, code)} requested`,
      );
    }
  }

  interface Created {
    payment: Payment;
    redirectUrl: string;
  }

  /**
   * A new payment of the player: the money account, the method's minimum and maximum, the movement decided by
   * the money path first (the player's money lock is the first lock the transaction takes), then the payment
   * row. Nothing is written when the movement is refused.
   */
  /** What the player has withdrawn in a currency, paid or waiting (refused and cancelled ones do not count). */
  async function withdrawnSoFar(tx: Tx, playerId: number, currencyId: number): Promise<number> {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${payment.amount}), 0)` })
      .from(payment)
      .where(
        and(
          eq(payment.playerId, playerId),
          eq(payment.direction, 'withdrawal'),
          eq(payment.currencyId, currencyId),
          inArray(payment.status, ['pending', 'success']),
        ),
      );
    return Number(row?.total ?? 0);
  }

  async function openPayment(
    tx: Tx,
    playerId: number,
    direction: PaymentDirection,
    request: PaymentRequest,
    movement: (accountId: number) => Movement,
  ) {
    const account = await accounts.moneyAccount(playerId, request.accountId, tx);
    checkLimits(direction, request.method, request.amount, account.currencyId);
    const planned = await money.plan(tx, [movement(account.id)]);
    const outcome = planned.outcomes[0]!;
    if (!outcome.ok) throw outcome.error;
    // Under the player's money lock (taken by the plan): two withdrawals at once see each other.
    if (direction === 'withdrawal' && withdrawalGate) {
      const total = (await withdrawnSoFar(tx, playerId, account.currencyId)) + request.amount;
      await withdrawalGate(tx, playerId, total, account.currencyId);
    }
    const [row] = await tx
      .insert(payment)
      .values({
        playerId,
        accountId: account.id,
        direction,
        method: request.method,
        amount: request.amount,
        currencyId: account.currencyId,
        lng: request.lng,
      })
      .returning();
    return { row: row!, planned };
  }

  function created(row: PaymentRow) {
    return {
      statusCode: 201,
      body: { payment: toPayment(row), redirectUrl: gatewayPagePath(secret, row.id) },
    };
  }

  /**
   * Starts a deposit: the player is sent to the gateway page, the money arrives with its callback (and is
   * decided again then).
   */
  async function createDeposit(playerId: number, request: PaymentRequest, key: string) {
    return idempotency.run<Created>(
      { scope: 'wallet.deposit', ownerId: playerId, key, params: request },
      async (tx) => {
        const { row } = await openPayment(tx, playerId, 'deposit', request, (accountId) =>
          depositMovement(playerId, accountId, request.amount),
        );
        return created(row);
      },
    );
  }

  /** Requests a withdrawal: the amount is held at once (refused when the balance is short). */
  async function createWithdrawal(playerId: number, request: PaymentRequest, key: string) {
    return idempotency.run<Created>(
      { scope: 'wallet.withdrawal', ownerId: playerId, key, params: request },
      async (tx) => {
        const { row, planned } = await openPayment(tx, playerId, 'withdrawal', request, (accountId) => ({
          kind: 'withdrawal',
          playerId,
          accountId,
          amount: request.amount,
          house: 'withdrawal_holds',
          ledgerKind: 'withdrawal_hold',
        }));
        await planned.post(new Map([[0, { key: `payment:${row.id}:hold`, meta: { paymentId: row.id } }]]));
        return created(row);
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

  /**
   * The player cancels a deposit that is still pending (a stray one left by a lost answer, or one they no
   * longer want). No money moves: a pending deposit was never credited (the ledger gets its entries only when
   * the gateway confirms it, `creditDeposit`); the deposit simply stops counting towards the deposit limits.
   * Only from pending, under the payment's row lock (the gateway's callback takes the same lock): a deposit
   * confirmed or failed meanwhile is a 409; one already cancelled answers as it is (asking twice is harmless).
   */
  async function cancelDeposit(playerId: number, paymentId: number, key: string) {
    return idempotency.run<{ payment: Payment }>(
      { scope: 'wallet.deposit.cancel', ownerId: playerId, key, params: { paymentId } },
      async (tx) => {
        const [current] = await tx
          .select()
          .from(payment)
          .where(
            and(eq(payment.id, paymentId), eq(payment.playerId, playerId), eq(payment.direction, 'deposit')),
          )
          .for('update');
        if (!current) throw new HttpError(404, `Deposit ${paymentId} not found among your payments`);
        if (current.status === 'cancel') return { statusCode: 200, body: { payment: toPayment(current) } };
        const row = await finish(tx, paymentId, 'cancel', 'cancelled by the player');
        if (!row) {
          throw new HttpError(
            409,
            current.status === 'success'
              ? `Deposit ${paymentId} is already credited and can no longer be cancelled`
              : `Deposit ${paymentId} is already ${current.status} and cannot be cancelled`,
          );
        }
        return { statusCode: 200, body: { payment: toPayment(row) } };
      },
    );
  }

  /** The gateway page of a pending deposit of the player, to go on with that same deposit. */
  async function resumeDeposit(playerId: number, paymentId: number): Promise<Created> {
    const [row] = await db
      .select()
      .from(payment)
      .where(
        and(eq(payment.id, paymentId), eq(payment.playerId, playerId), eq(payment.direction, 'deposit')),
      );
    if (!row) throw new HttpError(404, `Deposit ${paymentId} not found among your payments`);
    if (row.status !== 'pending') {
      throw new HttpError(409, `Deposit ${paymentId} is already ${row.status} and cannot be resumed`);
    }
    return { payment: toPayment(row), redirectUrl: gatewayPagePath(secret, row.id) };
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
      return finish(tx, row.id, 'fail', `refused: ${outcome.error.message}`);
    }
    const available = await accounts.firstDepositBonusAvailable(row.playerId, tx, row.id);
    const done = await finish(tx, row.id, 'success');
    if (!done) return undefined;
    await planned.post(
      new Map([[0, { key: `payment:${row.id}:credit`, meta: { paymentId: row.id, method: row.method } }]]),
    );
    if (!available) return done;
    const profile = await accounts.profileOf(row.playerId, tx);
    // `available` says a bonus was chosen (1 or 2).
    const choice = profile?.firstDepositBonusChoice ?? 0;
    const amount = firstDepositBonusAmount(row.amount, row.currencyId);
    if (amount <= 0) return done;
    const own = await ledger.accountsOf(row.playerId, tx);
    const bonusAccount =
      own.find((a) => a.type === ACCOUNT_TYPE.bonus && a.currencyId === row.currencyId) ??
      (await money.openAccount(tx, {
        playerId: row.playerId,
        type: ACCOUNT_TYPE.bonus,
        currencyId: row.currencyId,
        label: BONUS_LABELS[choice] ?? 'Bonus',
      }));
    // The primary key on player_id grants it once, even under concurrent first deposits.
    const [granted] = await tx
      .insert(firstDepositBonus)
      .values({
        playerId: row.playerId,
        choice,
        paymentId: row.id,
        accountId: bonusAccount.id,
        amount,
      })
      .onConflictDoNothing()
      .returning();
    if (!granted) return done;
    const kind = firstDepositKind(choice);
    const grant = kind
      ? await grantBonus(
          tx,
          { money, now: now().getTime() },
          {
            playerId: row.playerId,
            currencyId: row.currencyId,
            accountId: bonusAccount.id,
            kind,
            amount,
            key: `payment:${row.id}:first-deposit-bonus`,
            meta: { paymentId: row.id, choice },
          },
        )
      : undefined;
    if (!grant?.ok) {
      // Not granted (protection refused it, or a bonus is still active on the account): the deposit stands
      // without it, and no first-deposit bonus is recorded as granted.
      await tx
        .delete(firstDepositBonus)
        .where(and(eq(firstDepositBonus.playerId, row.playerId), eq(firstDepositBonus.paymentId, row.id)));
    }
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

  return {
    paymentMethods,
    createDeposit,
    createWithdrawal,
    cancelWithdrawal,
    cancelDeposit,
    resumeDeposit,
    handleCallback,
    approveDueWithdrawals,
    getPayment,
    updatePendingDeposit,
    cancelPendingDeposits,
    buildCallback,
  };
}
