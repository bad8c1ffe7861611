/**
 * The feed's schedule: games (and the season's outrights) are stored ahead from the catalogue, a day at a
 * time where the simulator spreads a first start over several ticks; old results and events are pruned.
 */
import { and, eq, lt } from 'drizzle-orm';
import {
  dayOf,
  gamesOfDay,
  outrightOf,
  seasonEndDay,
  sportById,
  DAY_MS,
  EPOCH_MS,
  type Catalog,
  type Game,
} from './engine';
import type { Catalogue } from './catalogue';
import type { FeedContext } from './context';
import type { FeedService } from './service';
import { rowOf } from './store';
import { feedEvent, feedGame, feedMeta } from './tables';

/** How long finished games stay (results pages). */
export const KEEP_FINISHED_DAYS = 8;
/** How long feed events stay for push resume. */
export const KEEP_EVENTS_MS = 3_600_000;
/** Virtual sports are scheduled this far ahead (they run every few minutes). */
const VIRTUAL_AHEAD_MS = 3 * 3_600_000;

export interface Scheduler {
  schedule: FeedService['schedule'];
  /** Whether the last schedule run reached the horizon (until then the simulator schedules on every tick). */
  complete(): boolean;
}

export function createScheduler(ctx: FeedContext, catalogue: Catalogue): Scheduler {
  const { db, log } = ctx;
  let scheduleComplete = false;

  async function metaNumber(key: string): Promise<number | null> {
    const [row] = await db.select().from(feedMeta).where(eq(feedMeta.key, key));
    return row && typeof row.value === 'number' ? row.value : null;
  }

  async function setMeta(key: string, value: number): Promise<void> {
    await db
      .insert(feedMeta)
      .values({ key, value })
      .onConflictDoUpdate({ target: feedMeta.key, set: { value } });
  }

  async function schedule(
    now: number = ctx.now(),
    { step = false }: { step?: boolean } = {},
  ): Promise<number> {
    await catalogue.prepare();
    const catalog = catalogue.catalog() as Catalog;
    const regularFrom = Math.max((await metaNumber('scheduledUntil')) ?? 0, now - DAY_MS);
    const horizon = now + ctx.horizonDays * DAY_MS;
    const regularTo = step ? Math.min(horizon, Math.max(regularFrom, now) + DAY_MS) : horizon;
    scheduleComplete = regularTo >= horizon;
    const virtualFrom = Math.max((await metaNumber('virtualUntil')) ?? 0, now - 3_600_000);
    const virtualTo = now + VIRTUAL_AHEAD_MS;
    const games: Game[] = [];
    const outrights = new Map<number, Game>();
    for (const champ of catalog.champs) {
      // Generating a day of games is CPU work: let requests through between two championships.
      await new Promise((resolve) => setImmediate(resolve));
      // A stopping simulator leaves the rest for the next start (nothing is marked as scheduled).
      if (ctx.stopping.aborting) return 0;
      const virtual = sportById(champ.sportId)?.group === 'virtual';
      const from = virtual ? virtualFrom : regularFrom;
      const to = virtual ? virtualTo : regularTo;
      if (from >= to) continue;
      for (let day = dayOf(from); day <= dayOf(to - 1); day++) {
        games.push(...gamesOfDay(catalog, champ, day, from, to));
        const end = EPOCH_MS + seasonEndDay(day) * DAY_MS;
        if (!virtual && end > now) {
          const outright = outrightOf(catalog, champ, day);
          if (outright) outrights.set(outright.id, outright);
        }
      }
    }
    const rows = [...games, ...outrights.values()].map((g) => rowOf(g, now));
    let added = 0;
    for (let i = 0; i < rows.length; i += 200) {
      const inserted = await db
        .insert(feedGame)
        .values(rows.slice(i, i + 200))
        .onConflictDoNothing()
        .returning({ id: feedGame.id });
      added += inserted.length;
    }
    await setMeta('scheduledUntil', Math.max(regularTo, regularFrom));
    await setMeta('virtualUntil', Math.max(virtualTo, virtualFrom));
    await db
      .delete(feedGame)
      .where(
        and(
          eq(feedGame.status, 'finished'),
          lt(feedGame.startAt, new Date(now - KEEP_FINISHED_DAYS * DAY_MS)),
        ),
      );
    await db.delete(feedEvent).where(lt(feedEvent.createdAt, new Date(now - KEEP_EVENTS_MS)));
    if (added > 0) log.info({ added }, 'feed: games scheduled');
    return added;
  }

  return { schedule, complete: () => scheduleComplete };
}
