/**
 * The player's money lock: a transaction-scoped advisory lock per player. Every movement of a player's money
 * (the wallet's money path) and every change of the player's protection (limits, exclusions) takes it first,
 * so a movement is decided against protection as it is at that moment and two movements of one player are
 * decided one after the other. Several players are locked in one statement, in ascending key order, so two
 * transactions locking overlapping sets never wait for each other in a cycle.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

export async function lockPlayers(tx: Tx, playerIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(playerIds)];
  if (ids.length === 0) return;
  if (ids.length === 1) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`money:${ids[0]}`}))`);
    return;
  }
  const list = sql.join(
    ids.map((id) => sql`${id}::integer`),
    sql`, `,
  );
  // A subquery with ORDER BY is not flattened: the locks are taken in ascending key order.
  await tx.execute(sql`select pg_advisory_xact_lock(k) from (
      select distinct hashtext('money:' || p) as k from unnest(array[${list}]) as p order by k) as keys`);
}
