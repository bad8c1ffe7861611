/**
 * The feed's reading side: the sports and championships of the menus, line and live counts and lists, single
 * games, search, results and team pages. Any process answers them from the tables the simulator writes.
 */
import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { LONG_TERM_SPORT_ID, SPORTS, type Game } from './engine';
import type { FeedContext } from './context';
import type { FeedService } from './service';
import { feedChamp, feedGame, feedSport, feedTeam } from './tables';

export type Section = 'line' | 'live';
/** Time filters of SPEC §9 (CONST-011): 0 all, 1 upcoming, 2 first period, 3 second period, 6 recommended. */
export type TimeFilter = 0 | 1 | 2 | 3 | 6;
/** "Upcoming" (time filter 1): games that start within this time. */
export const UPCOMING_MS = 2 * 3_600_000;

/**
 * A line game this long past its start that has not kicked off is not offered: the simulator is catching up on it
 * (a server that has just started plays the games it missed), and it may well be over when opened.
 */
export const LINE_LATE_MS = 60_000;

export interface ChampInfo {
  id: number;
  sportId: number;
  baseSportId: number;
  nameEng: string;
  countryEng: string;
  tier: number;
  sort: number;
}

export interface SportInfo {
  id: number;
  nameEng: string;
  slug: string;
  kind: string;
  sort: number;
}

export interface TeamInfo {
  id: number;
  sportId: number;
  champId: number;
  nameEng: string;
  countryEng: string;
}

export interface GameQuery {
  section?: Section | undefined;
  sportId?: number | undefined;
  champId?: number | undefined;
  timeFilter?: TimeFilter | undefined;
  limit: number;
  offset: number;
}

export interface CountRow {
  id: number;
  line: number;
  live: number;
}

/** SQL condition of a section and a time filter at `now`. */
function listCondition(section: Section | undefined, filter: TimeFilter, now: number): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const notLate = or(ne(feedGame.status, 'line'), gt(feedGame.startAt, new Date(now - LINE_LATE_MS)));
  if (filter === 1) {
    // Upcoming: not started, starting soon (in the live section too: the games about to go live).
    conditions.push(
      eq(feedGame.status, 'line'),
      ne(feedGame.sportId, LONG_TERM_SPORT_ID),
      lte(feedGame.startAt, new Date(now + UPCOMING_MS)),
      notLate,
    );
  } else {
    conditions.push(section ? eq(feedGame.status, section) : ne(feedGame.status, 'finished'), notLate);
    if (filter === 2) conditions.push(eq(feedGame.status, 'live'), eq(feedGame.period, 1));
    if (filter === 3) conditions.push(eq(feedGame.status, 'live'), eq(feedGame.period, 2));
    if (filter === 6) conditions.push(eq(feedGame.top, true));
  }
  return and(...conditions);
}

/** The columns of a team that the pages show. */
const teamColumns = {
  id: feedTeam.id,
  sportId: feedTeam.sportId,
  champId: feedTeam.champId,
  nameEng: feedTeam.nameEng,
  countryEng: feedTeam.countryEng,
};

export function createQueries(
  ctx: FeedContext,
): Pick<
  FeedService,
  | 'sports'
  | 'champs'
  | 'countBySport'
  | 'countByChamp'
  | 'listGames'
  | 'getGame'
  | 'topGames'
  | 'search'
  | 'results'
  | 'team'
  | 'teamGames'
  | 'champTeams'
  | 'champGames'
> {
  const { db } = ctx;
  let sportCache: Map<number, SportInfo> | undefined;
  let champCache: Map<number, ChampInfo> | undefined;

  async function count(
    key: typeof feedGame.sportId | typeof feedGame.champId,
    where: SQL | undefined,
    filter: TimeFilter,
    now: number,
  ): Promise<CountRow[]> {
    const line = listCondition('line', filter, now);
    const live = filter === 1 ? sql`false` : listCondition('live', filter, now);
    const rows = await db
      .select({
        id: key,
        line: sql<number>`count(*) filter (where ${line})`.mapWith(Number),
        live: sql<number>`count(*) filter (where ${live})`.mapWith(Number),
      })
      .from(feedGame)
      .where(and(where, ne(feedGame.status, 'finished')))
      .groupBy(key);
    return rows;
  }

  async function listGames(
    query: GameQuery,
    now: number = ctx.now(),
  ): Promise<{ games: Game[]; total: number }> {
    const where = and(
      listCondition(query.section, query.timeFilter ?? 0, now),
      query.sportId === undefined ? undefined : eq(feedGame.sportId, query.sportId),
      query.champId === undefined ? undefined : eq(feedGame.champId, query.champId),
    );
    const [totalRow] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(feedGame)
      .where(where);
    const rows = await db
      .select({ game: feedGame.game })
      .from(feedGame)
      .where(where)
      .orderBy(
        asc(sql`case when ${feedGame.status} = 'live' then 0 else 1 end`),
        asc(feedGame.startAt),
        asc(feedGame.id),
      )
      .limit(query.limit)
      .offset(query.offset);
    return { games: rows.map((r) => r.game), total: totalRow?.n ?? 0 };
  }

  return {
    async sports() {
      if (!sportCache) {
        const rows = await db.select().from(feedSport).orderBy(asc(feedSport.sort));
        if (rows.length > 0) sportCache = new Map(rows.map((r) => [r.id, r]));
        return new Map(rows.map((r) => [r.id, r]));
      }
      return sportCache;
    },

    async champs() {
      if (!champCache) {
        const rows = await db.select().from(feedChamp).orderBy(asc(feedChamp.sort));
        if (rows.length > 0) champCache = new Map(rows.map((r) => [r.id, r]));
        return new Map(rows.map((r) => [r.id, r]));
      }
      return champCache;
    },

    countBySport: (filter, now = ctx.now()) => count(feedGame.sportId, undefined, filter, now),

    countByChamp: (sportId, filter, now = ctx.now()) =>
      count(feedGame.champId, eq(feedGame.sportId, sportId), filter, now),

    listGames,

    async getGame(id) {
      const [row] = await db.select({ game: feedGame.game }).from(feedGame).where(eq(feedGame.id, id));
      return row?.game ?? null;
    },

    async topGames(section, limit, now = ctx.now()) {
      return (await listGames({ section, timeFilter: 6, limit, offset: 0 }, now)).games;
    },

    async search(text, limit) {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const games = await db
        .select({ game: feedGame.game })
        .from(feedGame)
        .where(and(ne(feedGame.status, 'finished'), ilike(feedGame.nameEng, pattern)))
        .orderBy(asc(sql`case when ${feedGame.status} = 'live' then 0 else 1 end`), asc(feedGame.startAt))
        .limit(limit);
      const champs = await db
        .select()
        .from(feedChamp)
        .where(ilike(feedChamp.nameEng, pattern))
        .orderBy(asc(feedChamp.sort))
        .limit(limit);
      const teams = await db
        .select(teamColumns)
        .from(feedTeam)
        .where(ilike(feedTeam.nameEng, pattern))
        .orderBy(asc(feedTeam.nameEng))
        .limit(limit);
      return { games: games.map((r) => r.game), champs, teams };
    },

    async results(from, to, type, limit) {
      const virtualIds = SPORTS.filter((s) => s.group === 'virtual').map((s) => s.id);
      const rows = await db
        .select({ game: feedGame.game })
        .from(feedGame)
        .where(
          and(
            eq(feedGame.status, 'finished'),
            gte(feedGame.startAt, new Date(from)),
            lt(feedGame.startAt, new Date(to)),
            type === 'live' ? ne(feedGame.sportId, LONG_TERM_SPORT_ID) : undefined,
            type === 'virtual' ? inArray(feedGame.sportId, virtualIds) : undefined,
          ),
        )
        .orderBy(desc(feedGame.startAt), asc(feedGame.id))
        .limit(limit);
      return rows.map((r) => r.game);
    },

    async team(id) {
      const [row] = await db.select(teamColumns).from(feedTeam).where(eq(feedTeam.id, id));
      return row ?? null;
    },

    async teamGames(id, limit) {
      const ofTeam = or(eq(feedGame.homeTeamId, id), eq(feedGame.awayTeamId, id));
      const coming = await db
        .select({ game: feedGame.game })
        .from(feedGame)
        .where(and(ofTeam, ne(feedGame.status, 'finished')))
        .orderBy(asc(feedGame.startAt))
        .limit(limit);
      const finished = await db
        .select({ game: feedGame.game })
        .from(feedGame)
        .where(and(ofTeam, eq(feedGame.status, 'finished')))
        .orderBy(desc(feedGame.startAt))
        .limit(limit);
      return { coming: coming.map((r) => r.game), finished: finished.map((r) => r.game) };
    },

    async champTeams(champId) {
      return db
        .select(teamColumns)
        .from(feedTeam)
        .where(eq(feedTeam.champId, champId))
        .orderBy(asc(feedTeam.nameEng));
    },

    async champGames(champId, { coming: comingLimit, finished: finishedLimit }) {
      const ofChamp = eq(feedGame.champId, champId);
      const [coming, finished] = await Promise.all([
        db
          .select({ game: feedGame.game })
          .from(feedGame)
          .where(and(ofChamp, ne(feedGame.status, 'finished')))
          .orderBy(asc(feedGame.startAt), asc(feedGame.id))
          .limit(comingLimit),
        db
          .select({ game: feedGame.game })
          .from(feedGame)
          .where(and(ofChamp, eq(feedGame.status, 'finished')))
          .orderBy(desc(feedGame.startAt), asc(feedGame.id))
          .limit(finishedLimit),
      ]);
      return { coming: coming.map((r) => r.game), finished: finished.map((r) => r.game) };
    },
  };
}
