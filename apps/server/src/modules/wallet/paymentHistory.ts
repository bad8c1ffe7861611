/** The player's payment history, newest first, and the same as CSV. */
import type { PaymentHistoryQuery } from '@betline/contracts';
import { currencyOf } from '@betline/core';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { payment } from './tables';
import { toPayment } from './shapes';
import type { WalletContext } from './context';

export function createPaymentHistory(ctx: WalletContext) {
  const { db } = ctx;

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
      const decimals = currencyOf(p.currencyId).decimals;
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

  return { history, historyCsv };
}
