/**
 * Games by id for bet placement: each process keeps the games it has parsed with the stamp (version and write
 * time) they were read at, and reads a game whole again only once the stored stamp has changed.
 */
import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { Game } from './engine';
import type { FeedContext } from './context';
import type { FeedService } from './service';
import { feedGame } from './tables';

/** How many parsed games a process keeps (the live games and the line games being bet on, comfortably). */
const GAME_CACHE_SIZE = 2000;

/** Freezes a parsed game and everything in it, so that a cached game cannot be changed by a reader. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export function createGameCache(ctx: FeedContext): Pick<FeedService, 'getGames'> {
  const { db } = ctx;
  /** Parsed games by id with the stamp (version and write time) they were read at; see `getGames`. */
  const gameCache = new Map<number, { stamp: string; game: Game }>();
  /**
   * The stamps of games asked for in one turn of the event loop, read with one query (bets placed at the same
   * moment each ask for their games' stamps). No cache: a stamp is read fresh on every turn.
   */
  const stampLoader = new DataLoader<number, string | null>(
    async (ids) => {
      const rows = await db
        .select({ id: feedGame.id, version: feedGame.version, updatedAt: feedGame.updatedAt })
        .from(feedGame)
        .where(inArray(feedGame.id, [...ids]));
      const stamps = new Map(rows.map((r) => [r.id, `${r.version}:${r.updatedAt.getTime()}`]));
      return ids.map((id) => stamps.get(id) ?? null);
    },
    { cache: false, maxBatchSize: 1000 },
  );

  /** Keeps a parsed game; the least recently stored ones go first past GAME_CACHE_SIZE. */
  function remember(id: number, stamp: string, game: Game): void {
    gameCache.delete(id);
    gameCache.set(id, { stamp, game });
    // A Map keeps insertion order: its first key is the oldest entry (no dependency needed for this).
    while (gameCache.size > GAME_CACHE_SIZE) gameCache.delete(gameCache.keys().next().value!);
  }

  async function getGames(ids: readonly number[]): Promise<Game[]> {
    if (ids.length === 0) return [];
    const wanted = [...new Set(ids)];
    const stamps = await stampLoader.loadMany(wanted);
    const current = new Map<number, string>();
    for (const [i, stamp] of stamps.entries()) {
      if (stamp instanceof Error) throw stamp;
      if (stamp !== null) current.set(wanted[i]!, stamp);
    }
    const stale = wanted.filter((id) => current.has(id) && gameCache.get(id)?.stamp !== current.get(id));
    const fresh = new Map<number, Game>();
    if (stale.length > 0) {
      const rows = await db
        .select({ game: feedGame.game, version: feedGame.version, updatedAt: feedGame.updatedAt })
        .from(feedGame)
        .where(inArray(feedGame.id, stale));
      for (const row of rows) {
        const game = deepFreeze(row.game);
        fresh.set(game.id, game);
        remember(game.id, `${row.version}:${row.updatedAt.getTime()}`, game);
      }
    }
    return ids.flatMap((id) => {
      if (!current.has(id)) return [];
      const game = fresh.get(id) ?? gameCache.get(id)?.game;
      return game ? [game] : [];
    });
  }

  return { getGames };
}
