/**
 * The casino's catalogue (docs/adr/0015-casino.md): providers, games (filters and search), one game by slug or
 * number, the generated thumbnails, the seed's games preview light, and the player's favourites and recently
 * played games.
 */
import { and, arrayContains, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  CASINO_SECTIONS,
  type CasinoCategory,
  type CasinoGame,
  type CasinoSection,
  type CasinoSectionsResponse,
} from '@betline/contracts';
import type { GameId, SharedTableId } from '@betline/games';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { CASINO_ERROR_CODES } from './errors';
import { casinoFavourite, casinoGame, casinoProvider, casinoRecent } from './tables';

type GameRow = typeof casinoGame.$inferSelect;

/** A provider of the catalogue with its number of games. */
export interface CasinoProvider {
  id: string;
  name: string;
  inHouse: boolean;
  gameCount: number;
}

/** Filters of the game list (GET games). */
export interface GamesQuery {
  category?: CasinoCategory;
  section?: CasinoSection;
  provider?: string;
  otherKind?: number;
  q?: string;
  limit: number;
  offset: number;
}

/** The seed's games preview light: the group's games keyed by the group id. */
export interface PreviewLight {
  success: boolean;
  value: Record<string, CasinoGame[]>;
}

/** A list of games: a page of them and how many match in all (or every game of a short list). */
export interface GameList {
  total: number;
  games: CasinoGame[];
}

export function thumbnailUrl(slug: string): string {
  return `/web-api/casino/thumbnails/${slug}.svg`;
}

function toGame(row: GameRow): CasinoGame {
  return {
    id: row.gameId,
    slug: row.slug,
    name: row.name,
    provider: row.providerId,
    category: row.category as CasinoCategory,
    sections: row.sections as CasinoSection[],
    otherKind: (row.otherKind as 0 | 1 | 2 | 3 | null) ?? null,
    engine: (row.engine as GameId | null) ?? null,
    table: (row.sharedTable as SharedTableId | null) ?? null,
    thumbnail: thumbnailUrl(row.slug),
    isNew: row.isNew,
    popular: row.popular,
  };
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
const HEX = /^#[0-9a-fA-F]{6}$/;

/** A 320x240 SVG tile generated from the game's name and colours (served by the server, never hot-linked). */
export function thumbnailSvg(row: Pick<GameRow, 'name' | 'colours' | 'slug'>): string {
  const [from, to] = [row.colours[0], row.colours[1]].map((c) => (c && HEX.test(c) ? c : '#333333'));
  const name = escapeXml(row.name);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240" role="img"',
    ` aria-label="${name}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>`,
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="320" height="240" rx="16" fill="url(#g)"/>',
    `<text x="160" y="130" text-anchor="middle" font-family="sans-serif" font-size="28" font-weight="700" fill="#ffffff">${name}</text>`,
    '</svg>',
  ].join('');
}

/**
 * The catalogue. The in-house studio is named after the brand that serves it (`studioName`: "Betline Studio", a
 * partner's "Aurora Studio"), so a partner's players never see another brand's name on its games.
 */
export function createCatalogue(db: Db, studioName?: () => Promise<string>) {
  async function gameBySlug(slug: string, run: Db = db): Promise<GameRow> {
    const [row] = await run.select().from(casinoGame).where(eq(casinoGame.slug, slug));
    if (!row) throw new HttpError(404, `no casino game '${slug}'`, CASINO_ERROR_CODES.gameNotFound);
    return row;
  }

  async function providers(): Promise<{ providers: CasinoProvider[] }> {
    const rows = await db
      .select({
        id: casinoProvider.id,
        name: casinoProvider.name,
        inHouse: casinoProvider.inHouse,
        gameCount: count(casinoGame.slug),
      })
      .from(casinoProvider)
      .leftJoin(casinoGame, eq(casinoGame.providerId, casinoProvider.id))
      .groupBy(casinoProvider.id)
      .orderBy(asc(casinoProvider.sort));
    const studio = studioName === undefined ? undefined : await studioName();
    return {
      providers: rows.map((r) => ({
        ...r,
        name: r.inHouse && studio !== undefined ? studio : r.name,
        gameCount: Number(r.gameCount),
      })),
    };
  }

  /** The sections that list games, with how many, in the catalogue's order of sections. */
  async function sections(): Promise<CasinoSectionsResponse> {
    const section = sql<string>`unnest(${casinoGame.sections})`;
    const rows = await db.select({ id: section, gameCount: count() }).from(casinoGame).groupBy(section);
    const counts = new Map(rows.map((row) => [row.id, Number(row.gameCount)]));
    return {
      sections: CASINO_SECTIONS.flatMap((id) => {
        const gameCount = counts.get(id) ?? 0;
        return gameCount > 0 ? [{ id, gameCount }] : [];
      }),
    };
  }

  async function games(query: GamesQuery): Promise<GameList> {
    const where: SQL[] = [];
    if (query.category) where.push(eq(casinoGame.category, query.category));
    if (query.section) where.push(arrayContains(casinoGame.sections, [query.section]));
    if (query.provider) where.push(eq(casinoGame.providerId, query.provider));
    if (query.otherKind !== undefined) where.push(eq(casinoGame.otherKind, query.otherKind));
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(or(ilike(casinoGame.name, pattern), ilike(casinoGame.slug, pattern))!);
    }
    const condition = where.length ? and(...where) : undefined;
    const [total] = await db.select({ n: count() }).from(casinoGame).where(condition);
    const rows = await db
      .select()
      .from(casinoGame)
      .where(condition)
      .orderBy(asc(casinoGame.sort), asc(casinoGame.slug))
      .limit(query.limit)
      .offset(query.offset);
    return { total: Number(total?.n ?? 0), games: rows.map(toGame) };
  }

  async function game(slug: string): Promise<CasinoGame> {
    return toGame(await gameBySlug(slug));
  }

  async function gameById(gameId: number): Promise<CasinoGame> {
    const [row] = await db.select().from(casinoGame).where(eq(casinoGame.gameId, gameId));
    if (!row) throw new HttpError(404, `no casino game number ${gameId}`, CASINO_ERROR_CODES.gameNotFound);
    return toGame(row);
  }

  async function thumbnail(slug: string): Promise<string> {
    return thumbnailSvg(await gameBySlug(slug));
  }

  async function favourites(playerId: number): Promise<GameList> {
    const rows = await db
      .select({ game: casinoGame })
      .from(casinoFavourite)
      .innerJoin(casinoGame, eq(casinoGame.slug, casinoFavourite.gameSlug))
      .where(eq(casinoFavourite.playerId, playerId))
      .orderBy(desc(casinoFavourite.createdAt), asc(casinoGame.slug));
    return { total: rows.length, games: rows.map((r) => toGame(r.game)) };
  }

  async function addFavourite(playerId: number, slug: string): Promise<GameList> {
    await gameBySlug(slug);
    await db.insert(casinoFavourite).values({ playerId, gameSlug: slug }).onConflictDoNothing();
    return favourites(playerId);
  }

  async function removeFavourite(playerId: number, slug: string): Promise<GameList> {
    await gameBySlug(slug);
    await db
      .delete(casinoFavourite)
      .where(and(eq(casinoFavourite.playerId, playerId), eq(casinoFavourite.gameSlug, slug)));
    return favourites(playerId);
  }

  async function recent(playerId: number): Promise<GameList> {
    const rows = await db
      .select({ game: casinoGame })
      .from(casinoRecent)
      .innerJoin(casinoGame, eq(casinoGame.slug, casinoRecent.gameSlug))
      .where(eq(casinoRecent.playerId, playerId))
      .orderBy(desc(casinoRecent.playedAt), asc(casinoGame.slug))
      .limit(20);
    return { total: rows.length, games: rows.map((r) => toGame(r.game)) };
  }

  /** The seed's games preview light: the group's games (popular first), keyed by the group id. */
  async function previewLight(groupId: number): Promise<PreviewLight> {
    const rows = await db
      .select()
      .from(casinoGame)
      .orderBy(desc(casinoGame.popular), asc(casinoGame.sort))
      .limit(16);
    return { success: true, value: { [String(groupId)]: rows.map(toGame) } };
  }

  return {
    providers,
    sections,
    games,
    game,
    gameById,
    thumbnail,
    favourites,
    addFavourite,
    removeFavourite,
    recent,
    previewLight,
  };
}
