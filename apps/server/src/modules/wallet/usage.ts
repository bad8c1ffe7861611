/**
 * The wallet's figures for player protection (`UsageSource` of the protection module): deposits, stakes and
 * net loss of a player in one currency over a rolling window, read from the payments and the ledger.
 *
 * - Deposits count from the moment they are created (pending or paid), so that a player cannot open several
 *   gateway pages at once to pass a limit; failed and cancelled ones do not count.
 * - Stakes are the ledger transactions of a stake kind moving money out of the player's accounts (bonus
 *   account included); returns are those of a return kind moving money in. Unsettled stakes have no return yet,
 *   so they count as lost, as DECISIONS "Player protection" asks.
 */
import { and, count, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { currencyByIso } from '@betline/core';
import type { Db, Executor as Run } from '../../db/client';
import { ledgerAccount, ledgerEntry, ledgerTransaction, payment } from './tables';

/**
 * Ledger transaction kinds that stake the player's money (sportsbook bets and bets on their terms, casino rounds,
 * toto, lotto and races).
 */
export const STAKE_KINDS = [
  'bet',
  'builder_stake',
  'casino_stake',
  'toto_stake',
  'lotto_stake',
  'race_stake',
] as const;
/** Ledger transaction kinds that pay the player back for a stake (wins, refunds, cash-outs). */
export const RETURN_KINDS = [
  'win',
  'bet_refund',
  'cashout',
  'casino_win',
  'casino_refund',
  'toto_win',
  'toto_refund',
  'lotto_win',
  'race_win',
  'builder_win',
  'builder_refund',
] as const;

type Executor = Pick<Db, 'select'>;

function currencyId(iso: string): number | undefined {
  return currencyByIso(iso)?.id;
}

/** Sum of the player's ledger entries of these kinds after `since` (signed, minor units). */
async function entriesSum(
  db: Executor,
  playerId: number,
  currency: number,
  kinds: readonly string[],
  since: number,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`coalesce(sum(${ledgerEntry.amount}), 0)` })
    .from(ledgerEntry)
    .innerJoin(ledgerTransaction, eq(ledgerTransaction.id, ledgerEntry.transactionId))
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
    .where(
      and(
        eq(ledgerAccount.playerId, playerId),
        eq(ledgerTransaction.currencyId, currency),
        inArray(ledgerTransaction.kind, [...kinds]),
        gt(ledgerTransaction.createdAt, new Date(since)),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Successful payments of a player in one currency (minor units). */
export interface PaymentTotals {
  deposits: number;
  withdrawals: number;
}

/** One UTC day of a player's movements in one currency (minor units; stakes and wins as positive sums). */
export interface DailyMovement {
  date: string;
  deposits: number;
  withdrawals: number;
  stakes: number;
  wins: number;
}

export interface WalletUsage {
  deposited(db: Executor, playerId: number, currency: string, since: number): Promise<number>;
  wagered(db: Executor, playerId: number, currency: string, since: number): Promise<number>;
  netLoss(db: Executor, playerId: number, currency: string, since: number): Promise<number>;
  /** Successful deposits and withdrawals completed after `since` (null: ever). */
  paymentTotals(
    db: Executor,
    playerId: number,
    currency: string,
    since: number | null,
  ): Promise<PaymentTotals>;
  /** Days of [from, to) (epoch ms of UTC midnights) with any movement, oldest first. */
  daily(db: Executor, playerId: number, currency: string, from: number, to: number): Promise<DailyMovement[]>;
}

/** When a payment counts: when it completed (a deposit credited, a withdrawal paid), else when it was made. */
const paymentAt = sql`coalesce(${payment.completedAt}, ${payment.createdAt})`;

/** How many of an account's payments are still pending (a gateway page open, a withdrawal waiting). */
export async function pendingPayments(run: Executor, accountId: number): Promise<number> {
  const [row] = await run
    .select({ n: count() })
    .from(payment)
    .where(and(eq(payment.accountId, accountId), eq(payment.status, 'pending')));
  return row?.n ?? 0;
}

/** How many deposits of the player succeeded (in any currency). */
export async function successfulDeposits(run: Executor, playerId: number): Promise<number> {
  const [row] = await run
    .select({ n: count() })
    .from(payment)
    .where(
      and(eq(payment.playerId, playerId), eq(payment.direction, 'deposit'), eq(payment.status, 'success')),
    );
  return row?.n ?? 0;
}

/** The first successful deposit of each of the players who have one: its amount, currency and time. */
export async function firstDeposits(
  run: Run,
  playerIds: readonly number[],
): Promise<Map<number, { amount: number; currencyId: number; at: Date }>> {
  if (playerIds.length === 0) return new Map();
  const rows = await run
    .selectDistinctOn([payment.playerId], {
      playerId: payment.playerId,
      amount: payment.amount,
      currencyId: payment.currencyId,
      at: sql<Date>`coalesce(${payment.completedAt}, ${payment.createdAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
    })
    .from(payment)
    .where(
      and(
        inArray(payment.playerId, [...playerIds]),
        eq(payment.direction, 'deposit'),
        eq(payment.status, 'success'),
      ),
    )
    .orderBy(payment.playerId, sql`coalesce(${payment.completedAt}, ${payment.createdAt})`, payment.id);
  return new Map(rows.map((r) => [r.playerId, { amount: r.amount, currencyId: r.currencyId, at: r.at }]));
}

/**
 * Each player's casino rounds staked from money accounts (bonus accounts left out) between `from` and `to`, per
 * currency: what was staked, and what came back (wins and refunds). Cashback counts over these.
 */
export async function casinoTotals(
  run: Run,
  range: { from: Date; to: Date; playerId?: number },
): Promise<{ playerId: number; currencyId: number; staked: number; returned: number }[]> {
  const rows = await run
    .select({
      playerId: ledgerAccount.playerId,
      currencyId: ledgerTransaction.currencyId,
      staked: sql<string>`coalesce(sum(case when ${ledgerTransaction.kind} = 'casino_stake' then -${ledgerEntry.amount} else 0 end), 0)`,
      returned: sql<string>`coalesce(sum(case when ${ledgerTransaction.kind} in ('casino_win', 'casino_refund') then ${ledgerEntry.amount} else 0 end), 0)`,
    })
    .from(ledgerEntry)
    .innerJoin(ledgerTransaction, eq(ledgerTransaction.id, ledgerEntry.transactionId))
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
    .where(
      and(
        inArray(ledgerTransaction.kind, ['casino_stake', 'casino_win', 'casino_refund']),
        sql`${ledgerAccount.playerId} is not null`,
        sql`${ledgerAccount.type} <> 4`,
        gte(ledgerTransaction.createdAt, range.from),
        lt(ledgerTransaction.createdAt, range.to),
        range.playerId === undefined ? undefined : eq(ledgerAccount.playerId, range.playerId),
      ),
    )
    .groupBy(ledgerAccount.playerId, ledgerTransaction.currencyId);
  return rows.map((r) => ({
    playerId: r.playerId!,
    currencyId: r.currencyId,
    staked: Number(r.staked),
    returned: Number(r.returned),
  }));
}

export function createWalletUsage(): WalletUsage {
  return {
    async deposited(db, playerId, currency, since) {
      const id = currencyId(currency);
      if (id === undefined) return 0;
      const [row] = await db
        .select({ total: sql<string | null>`coalesce(sum(${payment.amount}), 0)` })
        .from(payment)
        .where(
          and(
            eq(payment.playerId, playerId),
            eq(payment.currencyId, id),
            eq(payment.direction, 'deposit'),
            inArray(payment.status, ['pending', 'success']),
            gt(payment.createdAt, new Date(since)),
          ),
        );
      return Number(row?.total ?? 0);
    },
    async wagered(db, playerId, currency, since) {
      const id = currencyId(currency);
      if (id === undefined) return 0;
      // Stakes leave the player's accounts: their entries are negative.
      return -(await entriesSum(db, playerId, id, STAKE_KINDS, since));
    },
    async netLoss(db, playerId, currency, since) {
      const id = currencyId(currency);
      if (id === undefined) return 0;
      const staked = -(await entriesSum(db, playerId, id, STAKE_KINDS, since));
      const returned = await entriesSum(db, playerId, id, RETURN_KINDS, since);
      return staked - returned;
    },
    async paymentTotals(db, playerId, currency, since) {
      const id = currencyId(currency);
      if (id === undefined) return { deposits: 0, withdrawals: 0 };
      const rows = await db
        .select({ direction: payment.direction, total: sql<string>`coalesce(sum(${payment.amount}), 0)` })
        .from(payment)
        .where(
          and(
            eq(payment.playerId, playerId),
            eq(payment.currencyId, id),
            eq(payment.status, 'success'),
            since === null ? undefined : sql`${paymentAt} > ${new Date(since).toISOString()}`,
          ),
        )
        .groupBy(payment.direction);
      const of = (d: string) => Number(rows.find((r) => r.direction === d)?.total ?? 0);
      return { deposits: of('deposit'), withdrawals: of('withdrawal') };
    },
    async daily(db, playerId, currency, from, to) {
      const id = currencyId(currency);
      if (id === undefined) return [];
      const fromIso = new Date(from).toISOString();
      const toIso = new Date(to).toISOString();
      const payDay = sql<string>`to_char(${paymentAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const payments = await db
        .select({
          day: payDay,
          direction: payment.direction,
          total: sql<string>`sum(${payment.amount})`,
        })
        .from(payment)
        .where(
          and(
            eq(payment.playerId, playerId),
            eq(payment.currencyId, id),
            eq(payment.status, 'success'),
            sql`${paymentAt} >= ${fromIso}`,
            sql`${paymentAt} < ${toIso}`,
          ),
        )
        .groupBy(payDay, payment.direction);
      const ledgerDay = sql<string>`to_char(${ledgerTransaction.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      // Constant kinds written into the SQL (not parameters), so that the select and the group by are one expression.
      const stakeKinds = sql.raw(STAKE_KINDS.map((k) => `'${k}'`).join(', '));
      const isStake = sql<boolean>`${ledgerTransaction.kind} in (${stakeKinds})`;
      const moves = await db
        .select({ day: ledgerDay, stake: isStake, total: sql<string>`sum(${ledgerEntry.amount})` })
        .from(ledgerEntry)
        .innerJoin(ledgerTransaction, eq(ledgerTransaction.id, ledgerEntry.transactionId))
        .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
        .where(
          and(
            eq(ledgerAccount.playerId, playerId),
            eq(ledgerTransaction.currencyId, id),
            inArray(ledgerTransaction.kind, [...STAKE_KINDS, ...RETURN_KINDS]),
            gte(ledgerTransaction.createdAt, new Date(from)),
            lt(ledgerTransaction.createdAt, new Date(to)),
          ),
        )
        .groupBy(ledgerDay, isStake);
      const days = new Map<string, DailyMovement>();
      const day = (date: string) => {
        let d = days.get(date);
        if (!d) {
          d = { date, deposits: 0, withdrawals: 0, stakes: 0, wins: 0 };
          days.set(date, d);
        }
        return d;
      };
      for (const p of payments) {
        if (p.direction === 'deposit') day(p.day).deposits += Number(p.total);
        else day(p.day).withdrawals += Number(p.total);
      }
      for (const m of moves) {
        // Stakes leave the player's accounts (negative entries); returns come in.
        if (m.stake) day(m.day).stakes += -Number(m.total);
        else day(m.day).wins += Number(m.total);
      }
      return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
    },
  };
}
