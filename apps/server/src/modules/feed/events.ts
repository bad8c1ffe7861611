/**
 * The feed's events as the bus carries them, and read back from `feed_event` for a push client that
 * reconnects (what it missed since the last sequence number it saw).
 */
import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { FeedContext } from './context';
import type { FeedService } from './service';
import { feedEvent, type FeedEventRecord } from './tables';

/** What the bus carries for every stored feed event. */
export interface FeedBusMessage extends FeedEventRecord {
  seq: number;
  gameId: number;
}

export const FEED_SUBJECT_PREFIX = 'feed.game';

export function createFeedEvents(
  ctx: FeedContext,
): Pick<FeedService, 'eventsSince' | 'latestSeq' | 'oldestSeq'> {
  const { db } = ctx;
  return {
    async eventsSince(seq, gameIds, limit) {
      const rows = await db
        .select()
        .from(feedEvent)
        .where(and(gt(feedEvent.seq, seq), gameIds ? inArray(feedEvent.gameId, [...gameIds]) : undefined))
        .orderBy(asc(feedEvent.seq))
        .limit(limit);
      return rows.map((r) => ({ seq: r.seq, gameId: r.gameId, ...r.payload }));
    },

    async latestSeq() {
      const [row] = await db
        .select({ seq: sql<number>`coalesce(max(${feedEvent.seq}), 0)`.mapWith(Number) })
        .from(feedEvent);
      return row?.seq ?? 0;
    },

    async oldestSeq() {
      const [row] = await db
        .select({ seq: sql<number>`coalesce(min(${feedEvent.seq}), 0)`.mapWith(Number) })
        .from(feedEvent);
      return row?.seq ?? 0;
    },
  };
}
