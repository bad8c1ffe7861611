import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { PAGE_ROUTES, REDIRECT_ROUTES, resolvePath } from '@betline/core';
import { createAppRoutes } from './router';
import { missingPageModules, reloadOnceForChunkError } from './pages';
import { scrollKey } from './scroll';

describe('react-router routes built from the route table', () => {
  it('every page of the table has its own page module (its own lazy chunk)', () => {
    expect(missingPageModules()).toEqual([]);
  });

  it('one react-router route per page and redirect of the table, plus the fall-through', () => {
    const routes = createAppRoutes();
    const language = routes[0]?.children?.find((route) => route.id === 'language');
    const ids = (language?.children ?? []).map((route) => route.id);
    expect(ids).toEqual([...PAGE_ROUTES.map((r) => r.id), ...REDIRECT_ROUTES.map((r) => r.id), 'not-found']);
  });

  it('ROUTE-001 every page is matched only below the /:lng segment', () => {
    const routes = createAppRoutes();
    for (const path of ['/en', '/ru/live', '/de/no-such-page', '/en/office/account']) {
      const ids = (matchRoutes(routes, path) ?? []).map((match) => match.route.id);
      expect(ids.slice(0, 2), path).toEqual(['root', 'language']);
      expect(ids).toHaveLength(3);
    }
    expect(matchRoutes(routes, '/')?.map((match) => match.route.id)).toEqual(['root', 'no-language-home']);
  });

  it('react-router finds a route for every path resolvePath knows (PageFrame then decides with resolvePath)', () => {
    const routes = createAppRoutes();
    for (const path of [
      '/en/live/all/football/epl/123',
      '/en/print-coupon/12',
      '/en/bonus/casino/landing-x',
    ]) {
      expect(resolvePath(path).kind).toBe('page');
      const leaf = (matchRoutes(routes, path) ?? []).at(-1)?.route.id;
      expect(leaf, path).toBeDefined();
      expect(leaf).not.toBe('not-found');
    }
  });

  it('ROUTE-068 an unknown path below a language reaches the fall-through', () => {
    const ids = (matchRoutes(createAppRoutes(), '/en/no/such/page/at/all/x') ?? []).map((m) => m.route.id);
    expect(ids.at(-1)).toBe('not-found');
  });

  it('ERR-001 ERR-002 a chunk failure reloads the page once, at most once a minute', () => {
    let reloads = 0;
    const reload = () => {
      reloads += 1;
    };
    expect(reloadOnceForChunkError(1_000_000, reload)).toBe(true);
    expect(reloadOnceForChunkError(1_030_000, reload)).toBe(false);
    expect(reloadOnceForChunkError(1_060_001, reload)).toBe(true);
    expect(reloads).toBe(2);
  });
});

describe('scroll', () => {
  const match = (routeId: string, keepScroll: boolean) => [
    { handle: undefined },
    { handle: { routeId, flags: keepScroll ? { keepScroll } : {} } },
  ];

  it('ROUTE-005 a new page starts at the top; a keep-scroll route keeps the position across its parameters', () => {
    expect(scrollKey({ key: 'a1', pathname: '/en/casino' }, match('casino', false))).toBe('a1');
    expect(scrollKey({ key: 'b2', pathname: '/en/promotions' }, match('promotions', false))).toBe('b2');
    const results = scrollKey({ key: 'c3', pathname: '/en/results/live' }, match('results', true));
    expect(scrollKey({ key: 'd4', pathname: '/en/results/zone' }, match('results', true))).toBe(results);
    expect(scrollKey({ key: 'e5', pathname: '/en/x' }, [])).toBe('e5');
  });
});
