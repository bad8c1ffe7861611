/**
 * Cashback (ACC-027; docs/adr/0048-cashback.md).
 *
 * - **The week's awards** (`runDue`, the leased worker): once a week has ended, each player's casino rounds of it
 *   staked from money accounts (the wallet's `casinoTotals`) earn, per currency, the percent of the net loss
 *   (credited as money to the player's account of that currency through the money path: movement `bonus`, so
 *   protection refuses it while the player is excluded or banned, ledger kind `cashback`) and points for the
 *   stakes. One transaction per player under the player's money lock; an award's key (player, currency, week,
 *   kind) and its ledger key make a second run change nothing.
 * - **Points for money** (`exchange`): the whole hundreds of the player's points become money in the player's own
 *   currency, through the money path, once per Idempotency-Key.
 */
import {
  ACCOUNT_TYPE,
  CASHBACK,
  cashbackPoints as pointsForStakes,
  cashbackWeek,
  currencyOf,
  paymentUnitsToMinor,
  percentCashback,
  pointsWorth,
} from '@betline/core';
import type { CashbackExchangeResponse, CashbackResponse } from '@betline/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import { lockPlayers } from '../../infra/playerLock';
import type { MoneyPath } from '../wallet/money';
import { cashbackAward, cashbackExchange, cashbackPoints, cashbackWeek as weekTable } from './tables';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

type Totals = { playerId: number; currencyId: number; staked: number; returned: number };

export interface CashbackOptions {
  db: Db;
  clock: Clock;
  money: MoneyPath;
  /** Wallet: each player's casino stakes and returns from money accounts in a time range, per currency. */
  casinoTotals(run: Executor, range: { from: Date; to: Date; playerId?: number }): Promise<Totals[]>;
  /** Identity: the player's own (registration) currency. */
  profileOf(playerId: number, run: Executor): Promise<{ currencyId: number } | undefined>;
}

export function createCashback({ db, clock, money, casinoTotals, profileOf }: CashbackOptions) {
  /** The player's money account (main or currency account) of a currency, if it has one. */
  async function moneyAccount(
    tx: Executor,
    playerId: number,
    currencyId: number,
  ): Promise<number | undefined> {
    const own = await money.accountsOf(playerId, tx);
    return own.find(
      (a) =>
        a.currencyId === currencyId &&
        a.closedAt === null &&
        (a.type === ACCOUNT_TYPE.MAIN || a.type === ACCOUNT_TYPE.CURRENCY),
    )?.id;
  }

  /** Credits money to the player's account through the money path; answers why not when it may not. */
  async function credit(
    tx: Tx,
    playerId: number,
    currencyId: number,
    amount: number,
    key: string,
    meta: Record<string, unknown>,
  ): Promise<string | null> {
    const accountId = await moneyAccount(tx, playerId, currencyId);
    if (accountId === undefined) return `no open account in ${currencyOf(currencyId).iso}`;
    const planned = await money.plan(tx, [
      { kind: 'bonus', playerId, accountId, amount, house: 'bonuses', ledgerKind: 'cashback' },
    ]);
    const outcome = planned.outcomes[0]!;
    if (!outcome.ok) return outcome.error.message;
    await planned.post(new Map([[0, { key, meta }]]));
    return null;
  }

  /** One player's awards of one week, in one transaction. */
  async function award(rows: Totals[], weekStart: Date): Promise<void> {
    const playerId = rows[0]!.playerId;
    await db.transaction(async (tx) => {
      await lockPlayers(tx, [playerId]);
      const at = new Date(clock.now());
      for (const row of rows) {
        const iso = currencyOf(row.currencyId).iso;
        const netLoss = row.staked - row.returned;
        const cash = percentCashback(netLoss, iso);
        if (cash > 0) {
          const [added] = await tx
            .insert(cashbackAward)
            .values({
              playerId,
              currencyId: row.currencyId,
              weekStart,
              kind: 'percent',
              basis: netLoss,
              amount: cash,
              status: 'paid',
              createdAt: at,
            })
            .onConflictDoNothing()
            .returning();
          if (added) {
            const key = `cashback:percent:${playerId}:${row.currencyId}:${weekStart.toISOString()}`;
            const refused = await credit(tx, playerId, row.currencyId, cash, key, { week: weekStart });
            if (refused !== null) {
              await tx
                .update(cashbackAward)
                .set({ status: 'refused', reason: refused })
                .where(
                  and(
                    eq(cashbackAward.playerId, playerId),
                    eq(cashbackAward.currencyId, row.currencyId),
                    eq(cashbackAward.weekStart, weekStart),
                    eq(cashbackAward.kind, 'percent'),
                  ),
                );
            }
          }
        }
        const points = pointsForStakes(row.staked, iso);
        if (points > 0) {
          const [added] = await tx
            .insert(cashbackAward)
            .values({
              playerId,
              currencyId: row.currencyId,
              weekStart,
              kind: 'points',
              basis: row.staked,
              amount: points,
              status: 'credited',
              createdAt: at,
            })
            .onConflictDoNothing()
            .returning();
          if (added) {
            await tx
              .insert(cashbackPoints)
              .values({ playerId, balance: points, updatedAt: at })
              .onConflictDoUpdate({
                target: cashbackPoints.playerId,
                set: { balance: sql`${cashbackPoints.balance} + ${points}`, updatedAt: at },
              });
          }
        }
      }
    });
  }

  /**
   * Awards the last ended week, unless it was done: every player's cashback and points, then the week marked
   * done. Answers how many players were awarded (0 when the week was done already).
   */
  async function runDue(now: number = clock.now()): Promise<number> {
    const start = new Date(cashbackWeek(now).start - WEEK_MS);
    const [done] = await db.select().from(weekTable).where(eq(weekTable.weekStart, start));
    if (done) return 0;
    const totals = await casinoTotals(db, { from: start, to: new Date(start.getTime() + WEEK_MS) });
    const byPlayer = new Map<number, Totals[]>();
    for (const row of totals) byPlayer.set(row.playerId, [...(byPlayer.get(row.playerId) ?? []), row]);
    for (const rows of byPlayer.values()) await award(rows, start);
    await db
      .insert(weekTable)
      .values({ weekStart: start, doneAt: new Date(clock.now()) })
      .onConflictDoNothing();
    return byPlayer.size;
  }

  async function ownIso(playerId: number, run: Executor): Promise<{ iso: string; currencyId: number }> {
    const profile = await profileOf(playerId, run);
    if (!profile) throw new HttpError(401, 'sign in first: the session has no player');
    return { iso: currencyOf(profile.currencyId).iso, currencyId: profile.currencyId };
  }

  async function pointsOf(playerId: number, run: Executor, iso: string) {
    const [row] = await run.select().from(cashbackPoints).where(eq(cashbackPoints.playerId, playerId));
    const balance = row?.balance ?? 0;
    return { balance, worth: pointsWorth(balance, iso).amount, iso };
  }

  /** This week so far, the terms, the points and the past awards and exchanges. */
  async function summary(playerId: number): Promise<CashbackResponse> {
    const { iso } = await ownIso(playerId, db);
    const now = clock.now();
    const week = cashbackWeek(now);
    const totals = await casinoTotals(db, { from: new Date(week.start), to: new Date(week.end), playerId });
    const awards = await db
      .select()
      .from(cashbackAward)
      .where(eq(cashbackAward.playerId, playerId))
      .orderBy(desc(cashbackAward.weekStart), cashbackAward.kind)
      .limit(52);
    const exchanges = await db
      .select()
      .from(cashbackExchange)
      .where(eq(cashbackExchange.playerId, playerId))
      .orderBy(desc(cashbackExchange.createdAt))
      .limit(20);
    return {
      terms: {
        percent: CASHBACK.percent,
        minLoss: paymentUnitsToMinor(CASHBACK.minLossUnits, iso),
        max: paymentUnitsToMinor(CASHBACK.maxUnits, iso),
        iso,
        pointsPerUnit: CASHBACK.pointsPerUnit,
        pointsForUnit: CASHBACK.pointsForUnit,
        minExchangePoints: CASHBACK.minExchangePoints,
      },
      week: {
        start: new Date(week.start).toISOString(),
        end: new Date(week.end).toISOString(),
        currencies: totals.map((row) => {
          const rowIso = currencyOf(row.currencyId).iso;
          const netLoss = row.staked - row.returned;
          return {
            iso: rowIso,
            staked: row.staked,
            returned: row.returned,
            netLoss,
            percentCashback: percentCashback(netLoss, rowIso),
            points: pointsForStakes(row.staked, rowIso),
          };
        }),
      },
      points: await pointsOf(playerId, db, iso),
      awards: awards.map((a) => ({
        weekStart: a.weekStart.toISOString(),
        kind: a.kind,
        iso: currencyOf(a.currencyId).iso,
        basis: a.basis,
        amount: a.amount,
        status: a.status,
      })),
      exchanges: exchanges.map((e) => ({
        at: e.createdAt.toISOString(),
        points: e.points,
        amount: e.amount,
        iso: currencyOf(e.currencyId).iso,
      })),
    };
  }

  /**
   * The player's points' whole hundreds become money in the player's own currency, once per key: a repeat
   * answers the first exchange. Fewer points than the minimum is a 409; protection's refusal a 403.
   */
  async function exchange(playerId: number, key: string): Promise<CashbackExchangeResponse> {
    return db.transaction(async (tx) => {
      await lockPlayers(tx, [playerId]);
      const { iso, currencyId } = await ownIso(playerId, tx);
      const [again] = await tx
        .select()
        .from(cashbackExchange)
        .where(and(eq(cashbackExchange.playerId, playerId), eq(cashbackExchange.key, key)));
      if (again) {
        return {
          points: await pointsOf(playerId, tx, iso),
          exchanged: { points: again.points, amount: again.amount, iso: currencyOf(again.currencyId).iso },
        };
      }
      const [row] = await tx
        .select()
        .from(cashbackPoints)
        .where(eq(cashbackPoints.playerId, playerId))
        .for('update');
      const balance = row?.balance ?? 0;
      const worth = pointsWorth(balance, iso);
      if (balance < CASHBACK.minExchangePoints || worth.used === 0) {
        throw new HttpError(
          409,
          `${balance} points cannot be exchanged yet: at least ${CASHBACK.minExchangePoints} are needed`,
          'not_enough_points',
        );
      }
      const at = new Date(clock.now());
      const [made] = await tx
        .insert(cashbackExchange)
        .values({ playerId, key, points: worth.used, amount: worth.amount, currencyId, createdAt: at })
        .returning();
      const refused = await credit(tx, playerId, currencyId, worth.amount, `cashback:exchange:${made!.id}`, {
        points: worth.used,
      });
      if (refused !== null)
        throw new HttpError(403, `The points cannot be exchanged now: ${refused}`, 'refused');
      await tx
        .update(cashbackPoints)
        .set({ balance: balance - worth.used, updatedAt: at })
        .where(eq(cashbackPoints.playerId, playerId));
      return {
        points: { balance: balance - worth.used, worth: pointsWorth(balance - worth.used, iso).amount, iso },
        exchanged: { points: worth.used, amount: worth.amount, iso },
      };
    });
  }

  return { runDue, summary, exchange };
}

export type Cashback = ReturnType<typeof createCashback>;
