/**
 * The simulator lease (`feed_lease`): one process at a time drives the simulator; it renews the lease on
 * every tick, and another process takes over once it has expired.
 */
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { FeedContext } from './context';
import type { FeedService } from './service';
import { feedLease } from './tables';

const LEASE_NAME = 'simulator';

export function createLease(ctx: FeedContext): Pick<FeedService, 'acquireLease' | 'releaseLease'> {
  const { db, holder, leaseMs } = ctx;
  return {
    async acquireLease() {
      const rows = await db
        .insert(feedLease)
        .values({
          name: LEASE_NAME,
          holder,
          expiresAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
        })
        .onConflictDoUpdate({
          target: feedLease.name,
          set: { holder, expiresAt: sql`excluded.expires_at` },
          setWhere: or(eq(feedLease.holder, holder), lt(feedLease.expiresAt, sql`now()`)),
        })
        .returning({ holder: feedLease.holder });
      return rows[0]?.holder === holder;
    },

    async releaseLease() {
      await db.delete(feedLease).where(and(eq(feedLease.name, LEASE_NAME), eq(feedLease.holder, holder)));
    },
  };
}
