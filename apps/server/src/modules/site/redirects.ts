/**
 * redirect-light (API-022): which address a site path should go to, from the brand's rules (route_from ->
 * route_to) and the route table's redirects (among them the legacy game routes of SPEC §2, which answer 301 to
 * the canonical game route or the games index). Pure functions; the rules come from the database through the
 * service.
 */
import type { Breadcrumb, RedirectLightResponse } from '@betline/contracts';
import { resolvePath } from '@betline/core';

export interface RedirectRule {
  routeFrom: string;
  routeTo: string;
  code: 301 | 302;
}

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

export function breadcrumbsOf(lang: string | undefined, segments: readonly string[]): Breadcrumb[] {
  return segments.map((name, i) => ({ name, url: join(lang, segments.slice(0, i + 1).join('/')) }));
}

/** Longest chain of redirects followed for one request; a longer one (or a cycle) is not followed. */
export const MAX_REDIRECT_HOPS = 5;

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/**
 * Where `url` leads: the brand's rules first (matched on the path without its language, the language and the
 * query kept), then the route table's redirects (`resolvePath` of @betline/core: legacy game routes, rules,
 * esports, office root, ...). A chain is followed up to MAX_REDIRECT_HOPS; its code is 301 only when every
 * step is. A cycle is reported and not followed.
 */
export function decideRedirect(url: string, rules: readonly RedirectRule[]): RedirectLightResponse['data'] {
  const byFrom = new Map(rules.map((r) => [trimSlashes(r.routeFrom), r]));
  let current = url;
  let code: 301 | 302 | null = null;
  const reasons: string[] = [];
  const seen = new Set([url]);

  for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop += 1) {
    const path = parseSitePath(current);
    const rule = byFrom.get(path.segments.join('/'));
    let next: string | undefined;
    let status: 301 | 302 | undefined;
    if (rule) {
      next = join(path.lang, rule.routeTo) + path.search;
      status = rule.code;
      reasons.push(`rule:${rule.routeFrom}`);
    } else {
      const queryAt = current.indexOf('?');
      const resolution = resolvePath(
        queryAt === -1 ? current : current.slice(0, queryAt),
        queryAt === -1 ? '' : current.slice(queryAt),
      );
      if (resolution.kind === 'redirect') {
        next = resolution.location;
        status = resolution.status;
        reasons.push('route-table');
      }
    }
    if (next === undefined || status === undefined) break;
    if (seen.has(next)) {
      const start = parseSitePath(url);
      return {
        redirect: false,
        code: null,
        url,
        reasons: [...reasons, 'cycle'],
        breadcrumbs: breadcrumbsOf(start.lang, start.segments),
      };
    }
    seen.add(next);
    code = code === 302 || status === 302 ? 302 : 301;
    current = next;
  }

  const final = parseSitePath(current);
  return {
    redirect: code !== null,
    code,
    url: current,
    reasons,
    breadcrumbs: breadcrumbsOf(final.lang, final.segments),
  };
}
