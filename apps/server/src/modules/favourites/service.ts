/**
 * Sportsbook favourites: the games, championships and teams a signed-in player starred.
 *
 * - Adding is idempotent (the row's key is player, kind and target) and checks the target against the feed: an
 *   unknown game, championship or team is a 404. A player keeps at most `FAVOURITES_MAX` stars; the count and the
 *   insert run under a per-player advisory lock, so two adds at once cannot pass the limit together.
 * - Removing is idempotent: a star that is not there is removed all the same.
 * - The list names each star from the feed (one read of the games asked, the cached sports and championships,
 *   one read per team); a game the feed pruned is answered without a name until the player removes it.
 */
import {
  FAVOURITES_MAX,
  type FavouriteChamp,
  type FavouriteGame,
  type FavouriteKind,
  type FavouritesResponse,
  type FavouriteTeam,
} from '@betline/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import type { ChampInfo, FeedService, SportInfo } from '../feed/service';
import { playerFavourite } from './tables';

/** What favourites read of the feed. */
export type FavouritesFeed = Pick<FeedService, 'getGames' | 'sports' | 'champs' | 'team'>;

export interface FavouritesOptions {
  db: Db;
  clock: Clock;
  feed: FavouritesFeed;
}

export interface Favourites {
  /** The player's favourites, newest first in each kind, named from the feed. */
  list(playerId: number): Promise<FavouritesResponse>;
  /** Stars a target (idempotent); 404 when the feed has no such target, 409 past the most a player keeps. */
  add(playerId: number, kind: FavouriteKind, targetId: number): Promise<FavouritesResponse>;
  /** Unstars a target (idempotent). */
  remove(playerId: number, kind: FavouriteKind, targetId: number): Promise<FavouritesResponse>;
}

type FeedGame = Awaited<ReturnType<FeedService['getGames']>>[number];

/** Championships and teams have 32-bit ids (games have larger ones). */
const MAX_INT = 2_147_483_647;

const KIND_NAMES: Record<FavouriteKind, string> = { game: 'game', champ: 'championship', team: 'team' };

export function createFavourites({ db, clock, feed }: FavouritesOptions): Favourites {
  /** Whether the feed knows the target. */
  async function exists(kind: FavouriteKind, targetId: number): Promise<boolean> {
    if (kind !== 'game' && targetId > MAX_INT) return false;
    if (kind === 'game') return (await feed.getGames([targetId])).length > 0;
    if (kind === 'champ') return (await feed.champs()).has(targetId);
    return (await feed.team(targetId)) !== null;
  }

  /** A starred game as the list shows it (named from the feed; without a name once the feed pruned it). */
  function gameOf(
    id: number,
    addedAt: string,
    game: FeedGame | undefined,
    names: { sports: Map<number, SportInfo>; champs: Map<number, ChampInfo> },
  ): FavouriteGame {
    if (game === undefined) {
      return {
        id,
        name: null,
        home: null,
        away: null,
        status: null,
        score: null,
        startAt: null,
        sportId: null,
        sportNameEng: null,
        sportKind: null,
        champId: null,
        champNameEng: null,
        addedAt,
      };
    }
    const sport = names.sports.get(game.sportId);
    return {
      id,
      name: game.home && game.away ? `${game.home.nameEng} — ${game.away.nameEng}` : game.nameEng,
      home: game.home?.nameEng ?? null,
      away: game.away?.nameEng ?? null,
      status: game.state.status,
      score: [game.state.score[0], game.state.score[1]],
      startAt: new Date(game.startAt).toISOString(),
      sportId: game.sportId,
      sportNameEng: sport?.nameEng ?? null,
      sportKind: sport?.kind ?? null,
      champId: game.champId,
      champNameEng: names.champs.get(game.champId)?.nameEng ?? null,
      addedAt,
    };
  }

  async function list(playerId: number): Promise<FavouritesResponse> {
    const rows = await db
      .select()
      .from(playerFavourite)
      .where(eq(playerFavourite.playerId, playerId))
      .orderBy(desc(playerFavourite.createdAt), desc(playerFavourite.targetId));
    const rowsOf = (kind: FavouriteKind) => rows.filter((row) => row.kind === kind);
    const gameRows = rowsOf('game');
    const champRows = rowsOf('champ');
    const teamRows = rowsOf('team');
    const [sports, champs, games, teams] = await Promise.all([
      feed.sports(),
      feed.champs(),
      gameRows.length > 0 ? feed.getGames(gameRows.map((row) => row.targetId)) : Promise.resolve([]),
      Promise.all(teamRows.map((row) => (row.targetId > MAX_INT ? null : feed.team(row.targetId)))),
    ]);
    const gameById = new Map(games.map((game) => [game.id, game]));
    const sportOf = (sportId: number | undefined) =>
      sportId === undefined ? undefined : sports.get(sportId);
    return {
      games: gameRows.map((row) =>
        gameOf(row.targetId, row.createdAt.toISOString(), gameById.get(row.targetId), { sports, champs }),
      ),
      champs: champRows.map((row): FavouriteChamp => {
        const champ = champs.get(row.targetId);
        return {
          id: row.targetId,
          name: champ?.nameEng ?? null,
          countryEng: champ?.countryEng ?? null,
          sportId: champ?.sportId ?? null,
          sportNameEng: sportOf(champ?.sportId)?.nameEng ?? null,
          addedAt: row.createdAt.toISOString(),
        };
      }),
      teams: teamRows.map((row, index): FavouriteTeam => {
        const team = teams[index] ?? null;
        return {
          id: row.targetId,
          name: team?.nameEng ?? null,
          countryEng: team?.countryEng ?? null,
          sportId: team?.sportId ?? null,
          sportNameEng: sportOf(team?.sportId)?.nameEng ?? null,
          champId: team?.champId ?? null,
          champNameEng: team ? (champs.get(team.champId)?.nameEng ?? null) : null,
          addedAt: row.createdAt.toISOString(),
        };
      }),
      max: FAVOURITES_MAX,
    };
  }

  async function add(playerId: number, kind: FavouriteKind, targetId: number): Promise<FavouritesResponse> {
    if (!(await exists(kind, targetId))) {
      throw new HttpError(404, `${KIND_NAMES[kind]} ${targetId} does not exist`, 'unknown_target');
    }
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`favourites:${playerId}`}))`);
      const [existing] = await tx
        .select({ playerId: playerFavourite.playerId })
        .from(playerFavourite)
        .where(
          and(
            eq(playerFavourite.playerId, playerId),
            eq(playerFavourite.kind, kind),
            eq(playerFavourite.targetId, targetId),
          ),
        );
      if (existing) return;
      const [counted] = await tx
        .select({ n: count() })
        .from(playerFavourite)
        .where(eq(playerFavourite.playerId, playerId));
      if ((counted?.n ?? 0) >= FAVOURITES_MAX) {
        throw new HttpError(
          409,
          `at most ${FAVOURITES_MAX} favourites: remove one before adding another`,
          'too_many_favourites',
        );
      }
      await tx
        .insert(playerFavourite)
        .values({ playerId, kind, targetId, createdAt: new Date(clock.now()) })
        .onConflictDoNothing();
    });
    return list(playerId);
  }

  async function remove(
    playerId: number,
    kind: FavouriteKind,
    targetId: number,
  ): Promise<FavouritesResponse> {
    await db
      .delete(playerFavourite)
      .where(
        and(
          eq(playerFavourite.playerId, playerId),
          eq(playerFavourite.kind, kind),
          eq(playerFavourite.targetId, targetId),
        ),
      );
    return list(playerId);
  }

  return { list, add, remove };
}
