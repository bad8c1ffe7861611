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
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { currencyByIso } from '@betline/core';
import type { Db } from '../../db/client';
import { ledgerAccount, ledgerEntry, ledgerTransaction, payment } from './tables';

/** Ledger transaction kinds that stake the player's money (sportsbook bets, casino rounds). */
export const STAKE_KINDS = ['bet', 'casino_stake'] as const;
/** Ledger transaction kinds that pay the player back for a stake (wins, refunds, cash-outs). */
export const RETURN_KINDS = ['win', 'bet_refund', 'cashout', 'casino_win', 'casino_refund'] as const;

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

export interface WalletUsage {
  deposited(db: Executor, playerId: number, currency: string, since: number): Promise<number>;
  wagered(db: Executor, playerId: number, currency: string, since: number): Promise<number>;
  netLoss(db: Executor, playerId: number, currency: string, since: number): Promise<number>;
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
  };
}
