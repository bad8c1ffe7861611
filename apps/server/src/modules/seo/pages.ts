/**
 * The route table as SEO sees it (pure): which texts a page has (`pageKey`), whether search engines may index it
 * (`hierarchyRobots`, `isPrivate`), which of its pages a sitemap lists without asking anyone (`staticPages`),
 * and which paths robots.txt keeps crawlers out of (`privatePrefixes`).
 */
import { ROBOTS_INDEX, ROBOTS_NOINDEX } from '@betline/contracts';
import {
  FEATURES,
  PAGE_ROUTES,
  resolvePath,
  type PageRoute,
  type PathResolution,
  type RouteFlags,
} from '@betline/core';

export type PagePath = Extract<PathResolution, { kind: 'page' }>;

/** The casino's game pages (every section, with and without a subcategory): one set of texts. */
const CASINO_GAME_ROUTES = new Set([
  'slots-game',
  'slots-subcategory-game',
  'casino-game',
  'casino-subcategory-game',
  'live-casino-game',
]);

/**
 * The key of a page's texts: its route id, except the sportsbook's board (`line`, `live`, `line-sport`,
 * `live-champ`, ...) and game pages (`line-game`, `live-game`), the casino's game pages (`casino-game`), the
 * cybersport pages (the esports texts) and the steps of a payment request (one page).
 */
export function pageKey(page: Pick<PagePath, 'routeId' | 'params'>): string {
  const { routeId, params } = page;
  if (routeId === 'betting') {
    const section = params.section ?? 'line';
    if (params.champ !== undefined) return `${section}-champ`;
    if (params.sport !== undefined) return `${section}-sport`;
    return section;
  }
  if (routeId === 'betting-game') return `${params.section ?? 'line'}-game`;
  if (CASINO_GAME_ROUTES.has(routeId)) return 'casino-game';
  if (routeId.startsWith('cyber-')) return `esports-${routeId.slice('cyber-'.length)}`;
  if (routeId.startsWith('office-payment-create-request')) return 'office-payment-create-request';
  if (routeId === 'confirm') return 'confirm-terms';
  // A news or blog post (its title is the page's name) rather than the list.
  if (routeId === 'news' && params.slug !== undefined && params.slug !== '') return 'news-post';
  if (routeId === 'blog' && params['*'] !== undefined && params['*'] !== '') return 'blog-post';
  return routeId;
}

/** Pages only some visitors may open: signed-in players, guests (sign-in, registration), banned players. */
export function isPrivate(flags: RouteFlags): boolean {
  return (
    flags.auth === true ||
    flags.restricted === true ||
    flags.bannedOnly === true ||
    flags.featureId === FEATURES.nonProduction
  );
}

/** Pages open to anyone that lead nowhere for a search engine: links from e-mails, results of a search. */
const UTILITY_ROUTES = new Set([
  'user-accountverify',
  'user-activatefast',
  'user-stopnewsletter',
  'thank-you',
  'casino-search',
  'cms-form',
]);

/**
 * The robots rule a page's place in the site gives it: private pages, pages whose flags hide SEO, pages of the
 * special layouts and utility pages are `noindex, nofollow`; every other page `index, follow`.
 */
export function hierarchyRobots(page: { routeId: string; layout: string; flags: RouteFlags }): string {
  if (isPrivate(page.flags) || page.flags.hideSeo === true) return ROBOTS_NOINDEX;
  if (page.layout !== 'main' || UTILITY_ROUTES.has(page.routeId)) return ROBOTS_NOINDEX;
  return ROBOTS_INDEX;
}

type Segment =
  { kind: 'literal'; value: string } | { kind: 'param'; name: string; optional: boolean } | { kind: 'splat' };

function segmentsOf(path: string): Segment[] {
  return path
    .split('/')
    .filter((part) => part.length > 0)
    .map((part): Segment => {
      if (part === '*') return { kind: 'splat' };
      if (part.startsWith(':')) {
        const optional = part.endsWith('?');
        return { kind: 'param', name: part.slice(1, optional ? -1 : undefined), optional };
      }
      return { kind: 'literal', value: part };
    });
}

/**
 * The addresses (below the language) a route's pattern makes without names: literal segments as they are, a
 * parameter with a list of values once per value, an optional parameter also left out, a catch-all left out.
 * A route whose required parameter is a name or a number makes none (those pages come from their owners).
 */
export function pathsOfRoute(route: Pick<PageRoute, 'path' | 'params'>): string[] {
  const done: string[] = [];
  let open: string[][] = [[]];
  for (const segment of segmentsOf(route.path)) {
    if (segment.kind === 'literal') {
      open = open.map((parts) => [...parts, segment.value]);
      continue;
    }
    if (segment.kind === 'splat') {
      done.push(...open.map((parts) => parts.join('/')));
      open = [];
      break;
    }
    const rule = route.params?.[segment.name];
    const values = rule?.kind === 'oneOf' ? rule.values : undefined;
    if (segment.optional) done.push(...open.map((parts) => parts.join('/')));
    open = values === undefined ? [] : open.flatMap((parts) => values.map((value) => [...parts, value]));
    if (open.length === 0) break;
  }
  done.push(...open.map((parts) => parts.join('/')));
  return [...new Set(done)];
}

/** Pages with numbers in their address that a sitemap lists all the same (the first chapter of the rules). */
const EXTRA_PATHS = ['information/rules/1'];

export interface StaticPage {
  /** The address below the language (`''` for the language's home). */
  rest: string;
  routeId: string;
  layout: string;
  flags: RouteFlags;
  key: string;
}

/** Whether a path below the language is one of the forbidden paths or under one (GUARD-023). */
export function isForbidden(rest: string, forbidden: readonly string[]): boolean {
  return forbidden.some((entry) => {
    const path = entry.replace(/^\/+|\/+$/g, '');
    return path !== '' && (rest === path || rest.startsWith(`${path}/`));
  });
}

/**
 * Every page of the route table whose address has no names in it, for the features that are on: each address
 * resolves to the route that made it (an address another route answers, `games/fortuna-bonus` of
 * `games/:gameRoute`, belongs to that other route and is listed once).
 */
export function staticPages(
  features: ReadonlySet<string>,
  forbiddenPaths: readonly string[] = [],
): StaticPage[] {
  const pages = new Map<string, StaticPage>();
  const candidates = [
    ...PAGE_ROUTES.flatMap((route) => pathsOfRoute(route).map((rest) => ({ rest, routeId: route.id }))),
    ...EXTRA_PATHS.map((rest) => ({ rest, routeId: undefined })),
  ];
  for (const { rest, routeId } of candidates) {
    if (pages.has(rest) || isForbidden(rest, forbiddenPaths)) continue;
    const resolution = resolvePath(rest === '' ? '/en' : `/en/${rest}`, '', { features });
    if (resolution.kind !== 'page') continue;
    if (routeId !== undefined && resolution.routeId !== routeId) continue;
    pages.set(rest, {
      rest,
      routeId: resolution.routeId,
      layout: resolution.layout,
      flags: resolution.flags,
      key: pageKey(resolution),
    });
  }
  return [...pages.values()];
}

/**
 * The paths below the language that robots.txt disallows: every page of signed-in players, banned players and
 * development only (`office`, `my-casino`, ...). A first segment whose pages are all private is disallowed
 * whole; otherwise each private page's fixed part.
 */
export function privatePrefixes(features: ReadonlySet<string>): string[] {
  const hidden = (route: PageRoute) =>
    route.flags?.auth === true ||
    route.flags?.bannedOnly === true ||
    route.flags?.featureId === FEATURES.nonProduction;
  const present = PAGE_ROUTES.filter(
    (route) => route.flags?.featureId === undefined || features.has(route.flags.featureId),
  );
  const firstLiteral = (route: PageRoute) => {
    const [first] = segmentsOf(route.path);
    return first?.kind === 'literal' ? first.value : undefined;
  };
  const prefixes = new Set<string>();
  for (const route of present.filter(hidden)) {
    const first = firstLiteral(route);
    if (first === undefined) continue;
    const siblings = present.filter((other) => firstLiteral(other) === first);
    if (siblings.every(hidden)) {
      prefixes.add(first);
      continue;
    }
    const fixed: string[] = [];
    for (const segment of segmentsOf(route.path)) {
      if (segment.kind !== 'literal') break;
      fixed.push(segment.value);
    }
    prefixes.add(fixed.join('/'));
  }
  return [...prefixes].sort();
}

/** Words of a name in an address (`101-england-premier-league` -> `England Premier League`). */
export function nameFromSlug(segment: string | undefined): string {
  const words = (segment ?? '')
    .replace(/^\d+(?:-|$)/, '')
    .split(/[-_]+/)
    .filter((word) => word.length > 0);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}
