/**
 * redirect-light (API-022): which address a site path should go to, from the brand's rules (route_from ->
 * route_to) and the legacy game routes of SPEC §2 (`allgamesentrance/{gameRoute?}` and the bare bonus-game
 * names answer 301 to the canonical game route or the games index). Pure functions; the rules come from the
 * database through the service.
 */
import type { Breadcrumb, RedirectLightResponse } from '@betline/contracts';

export interface RedirectRule {
  routeFrom: string;
  routeTo: string;
  code: 301 | 302;
}

/** The bonus games of SPEC §2 (`games/{name}`); the bare names redirect there. */
export const BONUS_GAMES = [
  'fortuna-bonus',
  'chest-bonus',
  'memory-bonus',
  'safe-bonus',
  'lottery-bonus',
  'dragon-bonus',
] as const;

/** A path split into its language prefix (two lowercase letters, when present), route and query. */
export interface SitePath {
  lang: string | undefined;
  /** Segments of the route without the language prefix, empty ones dropped. */
  segments: string[];
  /** `?...` or empty. */
  search: string;
}

export function parseSitePath(url: string): SitePath {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt);
  const segments = path.split('/').filter((s) => s !== '');
  const first = segments[0];
  const lang = first !== undefined && /^[a-z]{2}$/.test(first) ? first : undefined;
  return { lang, segments: lang ? segments.slice(1) : segments, search };
}

function join(lang: string | undefined, route: string): string {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  const prefix = lang ? `/${lang}` : '';
  return trimmed === '' ? prefix || '/' : `${prefix}/${trimmed}`;
}

/** The legacy game route a path stands for, or undefined (SPEC §2 "Games"). */
export function legacyGameTarget(segments: readonly string[]): string | undefined {
  const [first, second, ...rest] = segments;
  if (first === 'allgamesentrance' && rest.length === 0) {
    return second === undefined ? 'games' : `games/${second}`;
  }
  if (segments.length === 1 && (BONUS_GAMES as readonly string[]).includes(first ?? '')) {
    return `games/${first}`;
  }
  return undefined;
}

export function breadcrumbsOf(lang: string | undefined, segments: readonly string[]): Breadcrumb[] {
  return segments.map((name, i) => ({ name, url: join(lang, segments.slice(0, i + 1).join('/')) }));
}

/** Longest chain of rules followed for one request; a longer one (or a cycle) is not followed. */
export const MAX_REDIRECT_HOPS = 5;

export function decideRedirect(url: string, rules: readonly RedirectRule[]): RedirectLightResponse['data'] {
  const start = parseSitePath(url);
  const byFrom = new Map(rules.map((r) => [r.routeFrom.replace(/^\/+|\/+$/g, ''), r]));
  let route = start.segments.join('/');
  let code: 301 | 302 | null = null;
  const reasons: string[] = [];
  const seen = new Set([route]);

  for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop += 1) {
    const rule = byFrom.get(route);
    let next: string | undefined;
    if (rule) {
      next = rule.routeTo.replace(/^\/+|\/+$/g, '');
      reasons.push(`rule:${rule.routeFrom}`);
      // A chain is permanent only when every step is.
      code = code === 302 || rule.code === 302 ? 302 : 301;
    } else {
      const legacy = legacyGameTarget(route.split('/').filter(Boolean));
      if (legacy !== undefined) {
        next = legacy;
        reasons.push('legacy-game');
        code = code ?? 301;
      }
    }
    if (next === undefined) break;
    if (seen.has(next)) {
      // A cyclic chain is reported, not followed (GUARD-022 on the client does the same).
      return {
        redirect: false,
        code: null,
        url,
        reasons: [...reasons, 'cycle'],
        breadcrumbs: breadcrumbsOf(start.lang, start.segments),
      };
    }
    seen.add(next);
    route = next;
  }

  if (code === null) {
    return {
      redirect: false,
      code: null,
      url,
      reasons,
      breadcrumbs: breadcrumbsOf(start.lang, start.segments),
    };
  }
  const target = join(start.lang, route) + start.search;
  return {
    redirect: true,
    code,
    url: target,
    reasons,
    breadcrumbs: breadcrumbsOf(start.lang, route.split('/').filter(Boolean)),
  };
}
