/**
 * Storing what the simulator and the demo controls did to games: each new version of a game is written only
 * over the version it was made from, with the tick's events and price changes (`feed_event`, ordered by
 * sequence number), which are then published on the bus.
 */
import { and, eq } from 'drizzle-orm';
import { isSuspended, type FeedEvent, type Game } from './engine';
import type { FeedContext } from './context';
import { FEED_SUBJECT_PREFIX, type FeedBusMessage } from './events';
import { feedEvent, feedGame, type FeedEventRecord } from './tables';

export type GameRow = typeof feedGame.$inferSelect;

/** A new version of a stored game and the events that made it. */
export interface GameUpdate {
  before: GameRow;
  game: Game;
  events: FeedEvent[];
}

/** The stored row of a game at `now`. */
export function rowOf(game: Game, now: number): typeof feedGame.$inferInsert {
  return {
    id: game.id,
    sportId: game.sportId,
    champId: game.champId,
    homeTeamId: game.home?.id ?? null,
    awayTeamId: game.away?.id ?? null,
    nameEng: game.nameEng,
    startAt: new Date(game.startAt),
    status: game.state.status,
    period: game.state.period,
    clockSec: Math.floor(game.state.clockSec),
    top: game.top,
    game,
    simulatedAt: game.state.status === 'line' ? null : new Date(now),
    finishedAt: game.state.finishedAt === null ? null : new Date(game.state.finishedAt),
  };
}

/** Outcome prices that differ between two versions of a game. */
function oddsChanges(before: Game, after: Game): [number, number | null][] {
  const old = new Map<number, number | null>();
  for (const m of before.markets) for (const o of m.outcomes) old.set(o.id, o.coef);
  const out: [number, number | null][] = [];
  for (const m of after.markets)
    for (const o of m.outcomes) if (old.get(o.id) !== o.coef) out.push([o.id, o.coef]);
  return out;
}

/**
 * Stores new versions of games (only where the stored version is still the one they were made from) with
 * their events, and publishes them. Returns the published messages and how many games were stored.
 */
export type StoreGames = (
  updates: GameUpdate[],
  now: number,
) => Promise<{ messages: FeedBusMessage[]; stored: number }>;

export function createStore(ctx: FeedContext): StoreGames {
  const { db, bus } = ctx;
  return async function store(updates, now) {
    const messages: FeedBusMessage[] = [];
    let stored = 0;
    await db.transaction(async (tx) => {
      for (const { before, game, events } of updates) {
        const written = await tx
          .update(feedGame)
          .set({ ...rowOf(game, now), version: before.version + 1, updatedAt: new Date(now) })
          .where(and(eq(feedGame.id, before.id), eq(feedGame.version, before.version)))
          .returning({ id: feedGame.id });
        if (written.length === 0) continue;
        stored += 1;
        const odds = oddsChanges(before.game, game);
        if (events.length === 0 && odds.length === 0) continue;
        const record: FeedEventRecord = {
          sportId: game.sportId,
          events,
          odds,
          status: game.state.status,
          suspended: isSuspended(game.state, now),
          clockSec: game.state.clockSec,
          period: game.state.period,
          score: game.state.score,
        };
        const [inserted] = await tx
          .insert(feedEvent)
          .values({ gameId: game.id, payload: record, createdAt: new Date(now) })
          .returning({ seq: feedEvent.seq });
        if (inserted) messages.push({ seq: inserted.seq, gameId: game.id, ...record });
      }
    });
    for (const m of messages) await bus.publish(`${FEED_SUBJECT_PREFIX}.${m.gameId}`, m);
    return { messages, stored };
  };
}
