/**
 * What the kill test and the scale test check in the stored data once the servers are done: every coupon the
 * server accepted is there exactly once with exactly one stake; every finished game's selections have their
 * result and its coupons are settled; no coupon is paid twice, every settled coupon with a payout has exactly one
 * payout transaction crediting that payout to its account, no open or lost coupon is paid; and the ledger
 * balances (every transaction's entries sum to zero, every balance is the sum of its account's entries).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { createLedger } from '../src/modules/wallet/ledger';

export interface SiteCheck {
  failures: string[];
  coupons: number;
  byStatus: Record<string, number>;
  finishedGames: number;
  couponsOnFinishedGames: number;
  payouts: number;
  ledgerBalanced: boolean;
}

/** The settlement work still to do: selections of finished games without a result, complete coupons still open. */
export async function settlementBacklog(db: Db): Promise<{ selections: number; coupons: number }> {
  const [row] = (
    (await db.execute(sql`select
      (select count(*)::int from bet_selection s join feed_game g on g.id = s.game_id
        where g.status = 'finished' and s.result is null) as selections,
      (select count(*)::int from bet_coupon c where c.status = 'open' and not exists (
        select 1 from bet_selection s where s.coupon_id = c.id and s.result is null and s.game_id <> 0)) as coupons`)) as unknown as {
      rows: { selections: number; coupons: number }[];
    }
  ).rows;
  return row ?? { selections: 0, coupons: 0 };
}

/** Waits until settlement has nothing left to do (at most `timeoutMs`); answers whether it got there. */
export async function waitSettled(db: Db, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const left = await settlementBacklog(db);
    if (left.selections === 0 && left.coupons === 0) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Checks the stored data. `accepted`: the coupons the clients were answered as placed (coupon id → the client's
 * coupon id).
 */
export async function checkSite(db: Db, accepted: ReadonlyMap<number, string>): Promise<SiteCheck> {
  const q = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const failures: string[] = [];
  const list = (ids: readonly (number | string)[]) =>
    ids.length > 10 ? `${ids.slice(0, 10).join(', ')} and ${ids.length - 10} more` : ids.join(', ');

  const coupons = await q<{
    id: number;
    clientId: string;
    status: string;
    payout: string | null;
    stakes: number;
    payouts: number;
    credited: string;
  }>(
    sql`select c.id::int as id, c.client_id as "clientId", c.status, c.payout::text as payout,
          (select count(*)::int from ledger_transaction t where t.key = 'bet:' || c.id || ':stake') as stakes,
          (select count(*)::int from ledger_transaction t where t.key = 'bet:' || c.id || ':payout') as payouts,
          (select coalesce(sum(e.amount), 0)::text from ledger_transaction t
             join ledger_entry e on e.transaction_id = t.id and e.account_id = c.account_id
             where t.key = 'bet:' || c.id || ':payout') as credited
        from bet_coupon c`,
  );
  const byId = new Map(coupons.map((c) => [c.id, c]));
  const missing = [...accepted.keys()].filter((id) => !byId.has(id));
  if (missing.length > 0) failures.push(`accepted coupons missing: ${list(missing)}`);
  const wrongClient = [...accepted].filter(
    ([id, clientId]) => byId.has(id) && byId.get(id)!.clientId !== clientId,
  );
  if (wrongClient.length > 0)
    failures.push(`accepted coupons stored under another client id: ${list(wrongClient.map(([id]) => id))}`);
  const clientIds = await q<{ clientId: string; n: number }>(
    sql`select client_id as "clientId", count(*)::int as n from bet_coupon group by player_id, client_id having count(*) > 1`,
  );
  if (clientIds.length > 0) failures.push(`coupons stored twice: ${list(clientIds.map((c) => c.clientId))}`);
  const badStakes = coupons.filter((c) => c.stakes !== 1);
  if (badStakes.length > 0)
    failures.push(`coupons without exactly one stake: ${list(badStakes.map((c) => c.id))}`);
  const twice = coupons.filter((c) => c.payouts > 1);
  if (twice.length > 0) failures.push(`paid more than once: ${list(twice.map((c) => c.id))}`);
  const paidStatuses = ['won', 'void', 'declined'];
  const unpaid = coupons.filter(
    (c) => ['won', 'void'].includes(c.status) && Number(c.payout) > 0 && c.payouts !== 1,
  );
  if (unpaid.length > 0) failures.push(`settled without payout: ${list(unpaid.map((c) => c.id))}`);
  const wrongAmount = coupons.filter((c) => c.payouts === 1 && c.credited !== String(Number(c.payout)));
  if (wrongAmount.length > 0)
    failures.push(`payout credited differs from the coupon's: ${list(wrongAmount.map((c) => c.id))}`);
  const paidWrongly = coupons.filter((c) => !paidStatuses.includes(c.status) && c.payouts > 0);
  if (paidWrongly.length > 0) failures.push(`paid while open or lost: ${list(paidWrongly.map((c) => c.id))}`);

  const [games] = await q<{ games: number; coupons: number }>(
    sql`select count(distinct s.game_id)::int as games, count(distinct s.coupon_id)::int as coupons
        from bet_selection s join feed_game g on g.id = s.game_id where g.status = 'finished'`,
  );
  const backlog = await settlementBacklog(db);
  if (backlog.selections > 0)
    failures.push(`${backlog.selections} selections of finished games have no result`);
  if (backlog.coupons > 0) failures.push(`${backlog.coupons} complete coupons are still open`);

  const audit = await createLedger(db).audit();
  const ledgerBalanced = audit.unbalancedTransactions.length === 0 && audit.driftedAccounts.length === 0;
  if (!ledgerBalanced) failures.push(`ledger not balanced: ${JSON.stringify(audit).slice(0, 500)}`);

  return {
    failures,
    coupons: coupons.length,
    byStatus: coupons.reduce<Record<string, number>>(
      (acc, c) => ({ ...acc, [c.status]: (acc[c.status] ?? 0) + 1 }),
      {},
    ),
    finishedGames: games?.games ?? 0,
    couponsOnFinishedGames: games?.coupons ?? 0,
    payouts: coupons.reduce((n, c) => n + c.payouts, 0),
    ledgerBalanced,
  };
}

/** The value at percentile `p` (0–100) of ascending `sorted`. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
