/** The player's own figures: net deposits, activity per day and the history of limit changes. */
import { toEpochSeconds } from '@betline/core';
import {
  FIGURE_PERIODS,
  utcDayMs,
  type DailyFiguresAnswer,
  type FigurePeriod,
  type LimitChange,
  type NetDepositsAnswer,
} from '@betline/contracts';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import type { UsageSource } from './ports';
import { limitChangeLog } from './tables';

const DAY_MS = 86_400_000;
const FIGURE_PERIOD_MS: Record<FigurePeriod, number> = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
};

export function createFigures({
  db,
  clock,
  usage,
  playerCurrency,
}: {
  db: Db;
  clock: Clock;
  usage: UsageSource;
  playerCurrency: (playerId: number) => Promise<string>;
}) {
  /** Net deposits (successful deposits minus withdrawals) over the player's lifetime and the last 24 h, 7 d, 30 d. */
  async function netDeposits(playerId: number, currency?: string): Promise<NetDepositsAnswer> {
    const iso = currency ?? (await playerCurrency(playerId));
    const now = clock.now();
    const flow = async (since: number | null) => {
      const t = usage.paymentTotals
        ? await usage.paymentTotals(db, playerId, iso, since)
        : { deposits: 0, withdrawals: 0 };
      return { ...t, net: t.deposits - t.withdrawals };
    };
    const periods = [];
    for (const period of FIGURE_PERIODS) {
      periods.push({ period, ...(await flow(now - FIGURE_PERIOD_MS[period])) });
    }
    return { currency: iso, lifetime: await flow(null), periods };
  }

  /** Deposits, withdrawals, stakes, wins and net loss per UTC day of [from, to] (days validated by the contract). */
  async function dailyFigures(
    playerId: number,
    query: { from: string; to: string; currency?: string | undefined },
  ): Promise<DailyFiguresAnswer> {
    const iso = query.currency ?? (await playerCurrency(playerId));
    const from = utcDayMs(query.from);
    const end = utcDayMs(query.to) + DAY_MS;
    const found = usage.daily ? await usage.daily(db, playerId, iso, from, end) : [];
    const byDate = new Map(found.map((d) => [d.date, d]));
    const days = [];
    for (let at = from; at < end; at += DAY_MS) {
      const date = new Date(at).toISOString().slice(0, 10);
      const d = byDate.get(date) ?? { deposits: 0, withdrawals: 0, stakes: 0, wins: 0 };
      days.push({
        date,
        deposits: d.deposits,
        withdrawals: d.withdrawals,
        stakes: d.stakes,
        wins: d.wins,
        netLoss: d.stakes - d.wins,
      });
    }
    return { currency: iso, from: query.from, to: query.to, days };
  }

  /** A page of the history of limit changes, newest first, with who or what changed each. */
  async function limitHistory(
    playerId: number,
    query: { limit: number; before?: number | undefined; limitType?: number | undefined },
  ): Promise<LimitChange[]> {
    const rows = await db
      .select()
      .from(limitChangeLog)
      .where(
        and(
          eq(limitChangeLog.playerId, playerId),
          query.before === undefined ? undefined : lt(limitChangeLog.id, query.before),
          query.limitType === undefined ? undefined : eq(limitChangeLog.limitType, query.limitType),
        ),
      )
      .orderBy(desc(limitChangeLog.id))
      .limit(query.limit);
    return rows.map((r) => ({
      id: r.id,
      limitType: r.limitType,
      action: r.action,
      oldValue: r.oldValue,
      newValue: r.newValue,
      actor: r.actor,
      at: toEpochSeconds(r.at),
    }));
  }

  /** The history of limit changes, newest first (who or what changed them). */
  async function history(playerId: number, since = 0) {
    return db
      .select()
      .from(limitChangeLog)
      .where(and(eq(limitChangeLog.playerId, playerId), gte(limitChangeLog.at, since)))
      .orderBy(desc(limitChangeLog.at), desc(limitChangeLog.id));
  }

  return { netDeposits, dailyFigures, limitHistory, history };
}
