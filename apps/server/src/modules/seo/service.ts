/**
 * The SEO service (docs/adr/0039-seo.md): the seed's six SEO requests (API-053..058), robots.txt and the
 * sitemap. Texts live in the module's tables per language (English answers for a language without its own);
 * the names in a page's address (sport, championship, game, casino game, provider) are read through the
 * sportsbook's and the casino's services, never their tables. One instance per app, created in `buildApp`.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  LONG_TERM_SPORT_ID,
  ROBOTS_NOINDEX,
  SITEMAP_MAX_URLS,
  X_DEFAULT,
  robotsAllowIndex,
  type CustomCanonical,
  type SeoAlternate,
  type SeoBreadcrumb,
  type SeoContentResponse,
  type SeoCountersResponse,
  type SeoImage,
  type SeoLanguagesResponse,
  type SeoMeta,
  type SeoPageData,
  type SeoSportsResponse,
  type SeoVisualResponse,
} from '@betline/contracts';
import { FEATURES, bettingPath, casinoGamePath, pageRoute, resolvePath } from '@betline/core';
import type { Db } from '../../db/client';
import { HttpError, shorten } from '../../http/errors';
import type { CasinoService } from '../casino/service';
import type { ContentService } from '../content/service';
import type { RouteContext } from '../site/service';
import type { SportsbookService } from '../sportsbook/service';
import { PAGE_NAMES, SPECIAL_PAGES, type Family } from './demoTexts';
import {
  hierarchyRobots,
  isForbidden,
  isPrivate,
  nameFromSlug,
  pageKey,
  privatePrefixes,
  staticPages,
  type PagePath,
} from './pages';
import {
  pageUrl,
  renderIndex,
  renderRobots,
  renderUrlset,
  splitEntries,
  urlCount,
  type SitemapEntry,
} from './sitemap';
import { seoCanonical, seoContent, seoCounter, seoLanguage, seoPageText, seoSportName } from './tables';

/** What the SEO service needs of the site: its route settings and its public name. */
export interface SeoSite {
  routeContext(): Promise<RouteContext>;
  settings(): Promise<{ companyName: string }>;
}

export interface SeoServiceOptions {
  db: Db;
  brand: string;
  site: SeoSite;
  /** The brand's languages with their own names (hidden ones too). */
  languages: () => Promise<readonly { code: string; name: string; hidden: boolean }[]>;
  sportsbook: Pick<SportsbookService, 'sportsMenu' | 'champs' | 'games' | 'game'>;
  casino: Pick<CasinoService, 'providers' | 'games' | 'gameById'>;
  /** News and blog posts: a post's page is named by its title. Without it, by the address. */
  content?: Pick<ContentService, 'post'>;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
  /** How long texts and names read from the database and the other modules are kept (ms). Default 60 000. */
  cacheMs?: number;
  /** How long the sitemap's list of pages is kept (ms). Default 600 000. */
  sitemapCacheMs?: number;
  /** The most addresses one sitemap file lists (more make an index). Default 50 000 (sitemaps.org). */
  maxUrlsPerSitemap?: number;
}

/** The SEO answers of one brand. `origin` is the site's public origin (`https://betline.example`). */
export interface SeoService {
  /** API-053, SEO-004, SEO-005. */
  sports(lng: string): Promise<SeoSportsResponse>;
  /** API-054, SEO-002, SEO-003. */
  page(path: string, origin: string): Promise<SeoPageData>;
  /** API-055 (SEO-001: no content where the route's flags hide the SEO block). */
  content(path: string): Promise<SeoContentResponse>;
  /** API-056. */
  visual(path: string, origin: string): Promise<SeoVisualResponse>;
  /** API-057. */
  languages(): Promise<SeoLanguagesResponse>;
  /** API-058. */
  counters(domain: string, projectId: number): Promise<SeoCountersResponse>;
  robotsTxt(origin: string): Promise<string>;
  /** `/sitemap.xml` (no part) or one numbered part of it; null when that part does not exist. */
  sitemap(origin: string, part?: number): Promise<string | null>;
}

export const SEO_ERROR_CODES = { pageNotFound: 'SEO_PAGE_NOT_FOUND' } as const;

interface TextRow {
  title: string;
  description: string;
  heading: string;
  robots: string | null;
  metas: SeoMeta[];
}

interface PageNames {
  vars: Record<string, string>;
  /** A name the address carries does not exist (a finished game, a removed provider). */
  missing: boolean;
  image: SeoImage | null;
}

interface Found {
  page: PagePath;
  rest: string;
  key: string;
  context: RouteContext;
}

/** A listed page of the sitemap: its address below the language, its texts and its place's robots rule. */
interface ListedPage {
  rest: string;
  key: string;
  hierarchy: string;
}

const FALLBACK_LANGUAGE = 'en';
const SECTIONS = ['line', 'live'] as const;
/** Games asked of the sportsbook per request while the sitemap is built. */
const GAMES_PAGE = 500;
/** At most this many games and casino games in the sitemap (the newest pages come first). */
const MAX_LISTED = 40_000;
const NO_TEXT: TextRow = { title: '{brand}', description: '', heading: '{brand}', robots: null, metas: [] };

/** The id that leads a path segment (`12-premier-league` -> 12), or undefined. */
function idOf(segment: string | undefined): number | undefined {
  const match = /^([1-9][0-9]{0,14})(?:-|$)/.exec(segment ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The path below the language of a page's address (`/xx/line/sport` -> `line/sport`). */
function restOf(path: string): string {
  return path.split('/').slice(2).join('/');
}

/** Fills `{name}` placeholders; an unknown one stays as it is. */
export function fill(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\{([a-z]+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

export function familyOf(key: string): Family {
  return PAGE_NAMES[key]?.family ?? SPECIAL_PAGES[key]?.family ?? 'other';
}

/** The language every version names as the default: English when the site offers it, else its first. */
function xDefaultOf(languages: readonly string[]): string {
  return languages.includes(FALLBACK_LANGUAGE) ? FALLBACK_LANGUAGE : (languages[0] ?? FALLBACK_LANGUAGE);
}

function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.statusCode === 404;
}

/** Promises by key, kept `ttlMs` (a failed one is forgotten at once); at most `max` keys. */
function memo<T>(ttlMs: number, now: () => number, max = 256) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit !== undefined && now() - hit.at < ttlMs) return hit.value;
    const value = load();
    entries.delete(key);
    entries.set(key, { at: now(), value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    while (entries.size > max) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return value;
  };
}

interface CanonicalRow {
  path: string;
  mode: 'url' | 'mirror';
  target: string | null;
  domain: string | null;
}

/**
 * SEO-003: the operator's canonical for a page, if any (an exact path before the longest prefix `x/*` before
 * the whole site `*`), resolved to an absolute address; a row whose address is not http(s) is ignored.
 */
export function customCanonicalOf(
  rows: readonly CanonicalRow[],
  rest: string,
  lng: string,
  origin: string,
): CustomCanonical | null {
  let best: { row: CanonicalRow; tail: string; score: number } | undefined;
  for (const row of rows) {
    let match: { tail: string; score: number } | undefined;
    if (row.path === rest) match = { tail: '', score: Number.MAX_SAFE_INTEGER };
    else if (row.path === '*') match = { tail: rest, score: 0 };
    else if (row.path.endsWith('/*')) {
      const prefix = row.path.slice(0, -2);
      if (rest.startsWith(`${prefix}/`))
        match = { tail: rest.slice(prefix.length + 1), score: prefix.length + 1 };
    }
    if (match !== undefined && (best === undefined || match.score > best.score)) best = { row, ...match };
  }
  if (best === undefined) return null;
  const { row, tail } = best;
  const own = new URL(pageUrl(origin, lng, rest));
  let target: URL;
  try {
    if (row.mode === 'mirror') {
      if (row.domain === null) return null;
      target = new URL(`${own.protocol}//${row.domain}${own.pathname}`);
    } else {
      if (row.target === null) return null;
      const filled = row.target
        .replaceAll('{lng}', lng)
        .replaceAll('{rest}', tail)
        .replace(/(?<=.)\/+$/, '');
      target = new URL(filled, origin);
    }
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  return { mode: row.mode, targetUrl: target.href, domain: target.host };
}

export function createSeoService(options: SeoServiceOptions): SeoService {
  const { db, brand, site, sportsbook, casino } = options;
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? 60_000;
  const maxUrls = options.maxUrlsPerSitemap ?? SITEMAP_MAX_URLS;
  const cached = memo<unknown>(cacheMs, now);
  const keep = <T>(key: string, load: () => Promise<T>) => cached(key, load) as Promise<T>;
  const sitemapCache = memo<unknown>(options.sitemapCacheMs ?? 600_000, now, 16);

  // ----- data of this module (kept `cacheMs`) ----------------------------------------------------------------

  const texts = () =>
    keep('texts', async () => {
      const rows = await db.select().from(seoPageText).where(eq(seoPageText.brand, brand));
      const byKey = new Map<string, Map<string, TextRow>>();
      for (const row of rows) {
        const forKey = byKey.get(row.pageKey) ?? new Map<string, TextRow>();
        forKey.set(row.lng, row);
        byKey.set(row.pageKey, forKey);
      }
      return byKey;
    });

  async function textOf(key: string, lng: string): Promise<TextRow> {
    const forKey = (await texts()).get(key);
    return forKey?.get(lng) ?? forKey?.get(FALLBACK_LANGUAGE) ?? NO_TEXT;
  }

  const contents = () =>
    keep('contents', async () => {
      const rows = await db.select().from(seoContent).where(eq(seoContent.brand, brand));
      return new Map(rows.map((row) => [`${row.contentKey}:${row.lng}`, row]));
    });

  const sportNames = () =>
    keep('sportNames', async () => {
      const rows = await db.select().from(seoSportName);
      return new Map(rows.map((row) => [`${row.sportId}:${row.lng}`, row.name]));
    });

  const isoMap = () =>
    keep('iso', async () => {
      const rows = await db.select().from(seoLanguage);
      return new Map(rows.map((row) => [row.code, row]));
    });

  const canonicals = () =>
    keep('canonicals', async () =>
      db
        .select({
          path: seoCanonical.path,
          mode: seoCanonical.mode,
          target: seoCanonical.target,
          domain: seoCanonical.domain,
        })
        .from(seoCanonical)
        .where(eq(seoCanonical.brand, brand)),
    );

  const brandName = async () => (await site.settings()).companyName;

  async function sportName(sportId: number, lng: string, nameEng: string): Promise<string> {
    const names = await sportNames();
    return names.get(`${sportId}:${lng}`) ?? names.get(`${sportId}:${FALLBACK_LANGUAGE}`) ?? nameEng;
  }

  // ----- names read through the other modules' services -------------------------------------------------------

  const sportList = () =>
    keep('sports', async () => {
      const { sports } = await sportsbook.sportsMenu(0);
      return new Map(sports.map((sport) => [sport.sportId, sport]));
    });

  const champList = (sportId: number) =>
    keep(`champs:${sportId}`, async () => {
      const { champs } = await sportsbook.champs(sportId, 0);
      return new Map(champs.map((champ) => [champ.champId, champ]));
    });

  const gameOf = (gameId: number) =>
    keep(`game:${gameId}`, async () => {
      try {
        const game = await sportsbook.game(gameId);
        return { nameEng: game.nameEng, champId: game.champId };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    });

  const providerList = () =>
    keep('providers', async () => new Map((await casino.providers()).providers.map((p) => [p.id, p])));

  const casinoGameOf = (gameId: number) =>
    keep(`casino:${gameId}`, async () => {
      try {
        return await casino.gameById(gameId);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    });

  /** A post's title and summary in a language (kept like the other names), null where it does not exist. */
  const postOf = (kind: 'news' | 'blog', slug: string, lng: string) =>
    keep(`post:${kind}:${slug}:${lng}`, async () => {
      if (options.content === undefined || !/^[a-z][a-z0-9_-]{0,63}$/.test(slug)) return null;
      try {
        const post = await options.content.post(kind, slug, lng);
        return { title: post.title, summary: post.summary };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    });

  /** The names a page's address carries, in the page's language where they have one. */
  async function namesOf(page: PagePath, key: string): Promise<PageNames> {
    const vars: Record<string, string> = {};
    let missing = false;
    let image: SeoImage | null = null;
    const board = /^(line|live)-(sport|champ|game)$/.exec(key);
    if (board !== null) {
      const sportId = idOf(page.params.sport);
      const sport = sportId === undefined ? undefined : (await sportList()).get(sportId);
      if (sport === undefined || sportId === undefined) missing = true;
      vars.sport =
        sport === undefined || sportId === undefined
          ? nameFromSlug(page.params.sport)
          : await sportName(sportId, page.lng, sport.nameEng);
      if (board[2] !== 'sport') {
        const champId = idOf(page.params.champ);
        const champ =
          sportId === undefined || champId === undefined
            ? undefined
            : (await champList(sportId)).get(champId);
        if (champ === undefined) missing = true;
        vars.champ = champ?.nameEng ?? nameFromSlug(page.params.champ);
        if (board[2] === 'game') {
          const gameId = idOf(page.params.game);
          const game = gameId === undefined ? null : await gameOf(gameId);
          if (game === null || game.champId !== champId) missing = true;
          vars.game = game?.nameEng ?? vars.champ;
        }
      }
    } else if (key === 'casino-game') {
      const game = await casinoGameOf(Number(page.params.gameId));
      if (game === null) {
        missing = true;
        vars.game = nameFromSlug(page.params.gameName);
        vars.provider = '';
      } else {
        vars.game = game.name;
        vars.provider = (await providerList()).get(game.provider)?.name ?? nameFromSlug(game.provider);
        image = { url: game.thumbnail, alt: game.name, width: 320, height: 240 };
      }
    } else if (key === 'news-post' || key === 'blog-post') {
      const kind = key === 'news-post' ? 'news' : 'blog';
      const slug = (kind === 'news' ? page.params.slug : page.params['*']) ?? '';
      const post = await postOf(kind, slug.replace(/\/$/, ''), page.lng);
      if (post === null) missing = true;
      vars.post = post?.title ?? nameFromSlug(slug);
      vars.summary = post?.summary ?? '';
    } else if (key === 'games-game') {
      vars.game = nameFromSlug(page.params.gameRoute);
    } else if (key === 'provider') {
      const provider = (await providerList()).get(page.params.provider ?? '');
      if (provider === undefined) missing = true;
      vars.provider = provider?.name ?? nameFromSlug(page.params.provider);
    }
    return { vars, missing, image };
  }

  // ----- pages ----------------------------------------------------------------------------------------------

  /** The page at a path (its language prefix included), or a 404 that says why not. */
  async function find(path: string): Promise<Found> {
    const pathname = (path.split(/[?#]/, 1)[0] ?? path).replace(/(?<=.)\/+$/, '');
    const context = await site.routeContext();
    const page = resolvePath(pathname, '', { languages: context.languages, features: context.features });
    const rest = pathname.split('/').filter(Boolean).slice(1).join('/');
    if (page.kind !== 'page' || isForbidden(rest, context.forbiddenPaths)) {
      throw new HttpError(
        404,
        `${shorten(pathname)} is no page of this site${page.kind === 'redirect' ? ` (it redirects to ${shorten(page.location)})` : ''}`,
        SEO_ERROR_CODES.pageNotFound,
      );
    }
    return { page, rest, key: pageKey(page), context };
  }

  function alternatesOf(base: string, rest: string, languages: readonly string[]): SeoAlternate[] {
    if (languages.length === 0) return [];
    return [
      ...languages.map((lng) => ({ hreflang: lng, href: pageUrl(base, lng, rest) })),
      { hreflang: X_DEFAULT, href: pageUrl(base, xDefaultOf(languages), rest) },
    ];
  }

  async function page(path: string, origin: string): Promise<SeoPageData> {
    const { page: found, rest, key, context } = await find(path);
    const lng = found.lng;
    const [row, names, siteName, iso, canonicalRows] = await Promise.all([
      textOf(key, lng),
      namesOf(found, key),
      brandName(),
      isoMap(),
      canonicals(),
    ]);
    const vars = { brand: siteName, ...names.vars };
    const title = fill(row.title, vars).slice(0, 300);
    const description = fill(row.description, vars).slice(0, 1000);
    const hierarchyMetaRobots = hierarchyRobots(found);
    // Private pages and pages in a hidden language (signed-in players only) are never indexed; the page of a
    // name that no longer exists (a finished game) is not either, but its links are followed.
    const metaRobots =
      isPrivate(found.flags) || !context.visibleLanguages.includes(lng)
        ? ROBOTS_NOINDEX
        : names.missing
          ? 'noindex, follow'
          : row.robots;
    const indexable = robotsAllowIndex(metaRobots ?? hierarchyMetaRobots);
    const own = pageUrl(origin, lng, rest);
    const customCanonical = customCanonicalOf(canonicalRows, rest, lng, origin);
    const canonical = indexable ? (customCanonical?.targetUrl ?? own) : null;
    const alternates =
      !indexable || (customCanonical?.mode === 'url' && customCanonical.targetUrl !== own)
        ? []
        : alternatesOf(
            customCanonical?.mode === 'mirror' ? new URL(customCanonical.targetUrl).origin : origin,
            rest,
            context.visibleLanguages,
          );
    const image = names.image === null ? null : new URL(names.image.url, origin).href;
    const locale = iso.get(lng)?.locale;
    const metas: SeoMeta[] = [
      { attribute: 'property', key: 'og:type', content: 'website' },
      { attribute: 'property', key: 'og:site_name', content: siteName },
      { attribute: 'property', key: 'og:title', content: title },
      ...(description === ''
        ? []
        : [{ attribute: 'property' as const, key: 'og:description', content: description }]),
      ...(locale === undefined
        ? []
        : [{ attribute: 'property' as const, key: 'og:locale', content: locale }]),
      { attribute: 'property', key: 'og:url', content: canonical ?? own },
      ...(image === null ? [] : [{ attribute: 'property' as const, key: 'og:image', content: image }]),
      { attribute: 'name', key: 'twitter:card', content: image === null ? 'summary' : 'summary_large_image' },
      ...row.metas,
    ];
    return {
      routeId: found.routeId,
      lng,
      title,
      description,
      siteName,
      metaRobots,
      hierarchyMetaRobots,
      metas,
      customCanonical,
      canonical,
      alternates,
    };
  }

  async function content(path: string): Promise<SeoContentResponse> {
    const { page: found, key } = await find(path);
    const answer = { routeId: found.routeId, lng: found.lng };
    // SEO-001: the route's flags hide the SEO block.
    if (found.flags.hideSeo === true) return { ...answer, content: null };
    const family = familyOf(key);
    const chain = [key, family, ...(family === 'games' ? ['casino'] : []), 'default'];
    const rows = await contents();
    const row =
      chain.map((name) => rows.get(`${name}:${found.lng}`)).find((r) => r !== undefined) ??
      chain.map((name) => rows.get(`${name}:${FALLBACK_LANGUAGE}`)).find((r) => r !== undefined);
    if (row === undefined || row.paragraphs.length === 0) return { ...answer, content: null };
    const vars = { brand: await brandName() };
    return {
      ...answer,
      content: {
        heading: fill(row.heading, vars),
        paragraphs: row.paragraphs.map((paragraph) => fill(paragraph, vars)),
      },
    };
  }

  async function headingOf(found: PagePath, key: string, siteName: string): Promise<string> {
    const [row, names] = await Promise.all([textOf(key, found.lng), namesOf(found, key)]);
    return fill(row.heading, { brand: siteName, ...names.vars }) || siteName;
  }

  async function visual(path: string, origin: string): Promise<SeoVisualResponse> {
    const { page: found, rest, key, context } = await find(path);
    const lng = found.lng;
    const siteName = await brandName();
    const [names, heading] = await Promise.all([namesOf(found, key), headingOf(found, key, siteName)]);
    const home = resolvePath(`/${lng}`, '', { features: context.features });
    const breadcrumbs: SeoBreadcrumb[] = [
      {
        name: home.kind === 'page' ? await headingOf(home, pageKey(home), siteName) : siteName,
        path: `/${lng}`,
      },
    ];
    let lastKey = 'home';
    const segments = rest === '' ? [] : rest.split('/');
    for (let depth = 1; depth <= segments.length; depth += 1) {
      const crumbPath = `/${lng}/${segments.slice(0, depth).join('/')}`;
      const crumb = resolvePath(crumbPath, '', { languages: context.languages, features: context.features });
      if (crumb.kind !== 'page') continue;
      const crumbKey = pageKey(crumb);
      const last = depth === segments.length;
      if (crumbKey === lastKey) {
        // The same page one segment deeper (`/en/line/sport` is `/en/line`): the deepest address names it.
        if (last) breadcrumbs.pop();
        else continue;
      }
      breadcrumbs.push({
        name: last ? heading : await headingOf(crumb, crumbKey, siteName),
        path: crumbPath,
      });
      lastKey = crumbKey;
    }
    const image =
      names.image === null ? null : { ...names.image, url: new URL(names.image.url, origin).href };
    return { routeId: found.routeId, lng, heading, breadcrumbs, image };
  }

  // ----- lists ----------------------------------------------------------------------------------------------

  async function sports(lng: string): Promise<SeoSportsResponse> {
    const list = [...(await sportList()).values()].map((sport) => ({
      sportId: sport.sportId,
      nameEng: sport.nameEng,
    }));
    // SEO-005: long-term bets are part of the lookup even while the feed has none.
    if (!list.some((sport) => sport.sportId === LONG_TERM_SPORT_ID)) {
      list.push({ sportId: LONG_TERM_SPORT_ID, nameEng: 'Long-term bets' });
    }
    return {
      lng,
      sports: await Promise.all(
        list.map(async (sport) => ({ ...sport, name: await sportName(sport.sportId, lng, sport.nameEng) })),
      ),
    };
  }

  async function languagesAnswer(): Promise<SeoLanguagesResponse> {
    const [all, iso] = await Promise.all([keep('languages', options.languages), isoMap()]);
    const visible = all.filter((language) => !language.hidden);
    return {
      languages: visible.map((language) => ({
        code: language.code,
        iso: iso.get(language.code)?.iso ?? language.code,
        locale: iso.get(language.code)?.locale ?? `${language.code}_${language.code.toUpperCase()}`,
        name: language.name,
      })),
      xDefault: xDefaultOf(visible.map((language) => language.code)),
    };
  }

  async function counters(domain: string, projectId: number): Promise<SeoCountersResponse> {
    const rows = await db
      .select({ domain: seoCounter.domain, kind: seoCounter.kind, counterId: seoCounter.counterId })
      .from(seoCounter)
      .where(
        and(
          eq(seoCounter.brand, brand),
          eq(seoCounter.projectId, projectId),
          inArray(seoCounter.domain, [domain, '*']),
        ),
      );
    // The domain's own counter of a kind wins over the one of every domain.
    const byKind = new Map<string, string>();
    for (const row of [...rows].sort((a, b) => Number(a.domain === '*') - Number(b.domain === '*'))) {
      if (!byKind.has(row.kind)) byKind.set(row.kind, row.counterId);
    }
    return {
      domain,
      projectId,
      counters: [...byKind]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, counterId]) => ({
          kind: kind as SeoCountersResponse['counters'][number]['kind'],
          counterId,
        })),
    };
  }

  // ----- robots.txt and the sitemap -------------------------------------------------------------------------

  async function robotsTxt(origin: string): Promise<string> {
    const context = await site.routeContext();
    return renderRobots(origin, context.languages, privatePrefixes(context.features));
  }

  function hierarchyOfRoute(routeId: string): string {
    const route = pageRoute(routeId);
    return route === undefined
      ? ROBOTS_NOINDEX
      : hierarchyRobots({ routeId: route.id, layout: route.layout, flags: route.flags ?? {} });
  }

  /** The sportsbook's sports, championships and games with something to bet on. */
  async function sportsbookPages(): Promise<ListedPage[]> {
    const listed: ListedPage[] = [];
    const board = hierarchyOfRoute('betting');
    const gamePage = hierarchyOfRoute('betting-game');
    const { sports: menu } = await sportsbook.sportsMenu(0);
    const kinds = new Map(menu.map((sport) => [sport.sportId, sport.kind]));
    for (const sport of menu) {
      const target = { kind: sport.kind, sport: { id: sport.sportId, name: sport.nameEng } };
      for (const section of SECTIONS) {
        if ((section === 'line' ? sport.lineCount : sport.liveCount) === 0) continue;
        listed.push({
          rest: restOf(bettingPath('xx', { ...target, section })),
          key: `${section}-sport`,
          hierarchy: board,
        });
      }
      if (sport.lineCount + sport.liveCount === 0) continue;
      for (const champ of (await sportsbook.champs(sport.sportId, 0)).champs) {
        for (const section of SECTIONS) {
          if ((section === 'line' ? champ.lineCount : champ.liveCount) === 0) continue;
          const path = bettingPath('xx', {
            ...target,
            section,
            champ: { id: champ.champId, name: champ.nameEng },
          });
          listed.push({ rest: restOf(path), key: `${section}-champ`, hierarchy: board });
        }
      }
    }
    let games = 0;
    for (const section of SECTIONS) {
      for (let offset = 0; games < MAX_LISTED; offset += GAMES_PAGE) {
        const answer = await sportsbook.games({ section, limit: GAMES_PAGE, offset });
        for (const game of answer.games) {
          if (game.isFinished) continue;
          const gameSection = game.isLive ? 'live' : 'line';
          const path = bettingPath('xx', {
            section: gameSection,
            kind: kinds.get(game.sportId) ?? 'sport',
            sport: { id: game.sportId, name: game.sportNameEng },
            champ: { id: game.champId, name: game.champNameEng },
            gameId: game.gameId,
          });
          listed.push({ rest: restOf(path), key: `${gameSection}-game`, hierarchy: gamePage });
          games += 1;
        }
        if (answer.games.length < GAMES_PAGE || offset + GAMES_PAGE >= answer.total) break;
      }
    }
    return listed;
  }

  /** The casino's providers and games, where their sections are on. */
  async function casinoPages(features: ReadonlySet<string>): Promise<ListedPage[]> {
    if (!features.has(FEATURES.casino)) return [];
    const listed: ListedPage[] = (await casino.providers()).providers.map((provider) => ({
      rest: `providers/${provider.id}`,
      key: 'provider',
      hierarchy: hierarchyOfRoute('provider'),
    }));
    for (let offset = 0; offset < MAX_LISTED; offset += GAMES_PAGE) {
      const answer = await casino.games({ limit: GAMES_PAGE, offset });
      for (const game of answer.games) {
        const rest = restOf(casinoGamePath('xx', game));
        const routeId = `${rest.split('/', 1)[0] ?? 'casino'}-game`;
        if (routeId === 'live-casino-game' && !features.has(FEATURES.liveCasino)) continue;
        listed.push({ rest, key: 'casino-game', hierarchy: hierarchyOfRoute(routeId) });
      }
      if (answer.games.length < GAMES_PAGE || offset + GAMES_PAGE >= answer.total) break;
    }
    return listed;
  }

  /** Every page a sitemap may list, in any language (kept `sitemapCacheMs`). */
  const listedPages = () =>
    sitemapCache('pages', async (): Promise<ListedPage[]> => {
      const context = await site.routeContext();
      const statics = staticPages(context.features, context.forbiddenPaths)
        .filter((page) => !isPrivate(page.flags))
        .map((page) => ({ rest: page.rest, key: page.key, hierarchy: hierarchyRobots(page) }));
      const [sportsbookListed, casinoListed] = await Promise.all([
        sportsbookPages(),
        casinoPages(context.features),
      ]);
      const unique = new Map<string, ListedPage>();
      for (const page of [...statics, ...sportsbookListed, ...casinoListed]) {
        if (!unique.has(page.rest) && !isForbidden(page.rest, context.forbiddenPaths))
          unique.set(page.rest, page);
      }
      return [...unique.values()];
    }) as Promise<ListedPage[]>;

  /** The sitemap's files for an origin: each page in the languages where it is indexed under its own address. */
  const sitemapFiles = (origin: string) =>
    sitemapCache(`files:${origin}`, async (): Promise<string[]> => {
      const [pages, context, allTexts, canonicalRows] = await Promise.all([
        listedPages(),
        site.routeContext(),
        texts(),
        canonicals(),
      ]);
      const languages = context.visibleLanguages;
      const entries: SitemapEntry[] = [];
      for (const page of pages) {
        const forKey = allTexts.get(page.key);
        const listedIn = languages.filter((lng) => {
          const robots = (forKey?.get(lng) ?? forKey?.get(FALLBACK_LANGUAGE))?.robots ?? page.hierarchy;
          if (!robotsAllowIndex(robots)) return false;
          const custom = customCanonicalOf(canonicalRows, page.rest, lng, origin);
          return custom === null || custom.targetUrl === pageUrl(origin, lng, page.rest);
        });
        if (listedIn.length > 0) entries.push({ rest: page.rest, languages: listedIn });
      }
      const xDefault = xDefaultOf(languages);
      if (urlCount(entries) <= maxUrls) return [renderUrlset(origin, entries, xDefault)];
      const parts = splitEntries(entries, maxUrls).map((part) => renderUrlset(origin, part, xDefault));
      return [renderIndex(origin, parts.length), ...parts];
    }) as Promise<string[]>;

  async function sitemap(origin: string, part?: number): Promise<string | null> {
    const files = await sitemapFiles(origin);
    if (part === undefined) return files[0] ?? null;
    // One file: it is also part 1. An index: its parts follow it.
    if (files.length === 1) return part === 1 ? (files[0] ?? null) : null;
    return files[part] ?? null;
  }

  return {
    sports,
    page,
    content,
    visual,
    languages: languagesAnswer,
    counters,
    robotsTxt,
    sitemap,
  };
}
