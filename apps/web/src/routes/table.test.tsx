import { describe, expect, it } from 'vitest';
import { MemoryRouter, matchRoutes } from 'react-router-dom';
import { PAGE_ROUTES, REDIRECT_ROUTES, resolvePath } from '@betline/core';
import { createAppRoutes } from './router';
import { Suspense, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { missingPageModules, pageComponents, preloadPage, reloadOnceForChunkError } from './pages';
import { scrollKey } from './scroll';
import { testStores, WithStores } from '../test/app';

describe('react-router routes built from the route table', () => {
  it('every page of the table has its own page module (its own lazy chunk)', () => {
    expect(missingPageModules()).toEqual([]);
  });

  it('below the language, one react-router route for every page: PageFrame resolves it with the table', () => {
    const routes = createAppRoutes(testStores());
    const language = routes[0]?.children?.find((route) => route.id === 'language');
    expect((language?.children ?? []).map((route) => route.id)).toEqual(['language-home', 'page']);
  });

  it('ROUTE-001 every page is matched only below the /:lng segment', () => {
    const routes = createAppRoutes(testStores());
    for (const path of ['/en', '/ru/live', '/de/no-such-page', '/en/office/account']) {
      const ids = (matchRoutes(routes, path) ?? []).map((match) => match.route.id);
      expect(ids.slice(0, 2), path).toEqual(['root', 'language']);
      expect(ids).toHaveLength(3);
    }
    expect(matchRoutes(routes, '/')?.map((match) => match.route.id)).toEqual(['root', 'no-language-home']);
  });

  it('react-router hands every path below a language to PageFrame, which decides with resolvePath', () => {
    const routes = createAppRoutes(testStores());
    for (const path of [
      '/en/live/all/football/epl/123',
      '/en/print-coupon/12',
      '/en/bonus/casino/landing-x',
      ...PAGE_ROUTES.slice(0, 20).map((route) => `/en/${route.path.replace(/:[^/]+/g, '1')}`),
      ...REDIRECT_ROUTES.slice(0, 5).map((route) => `/ru/${route.path.replace(/:[^/]+/g, '1')}`),
    ]) {
      const leaf = (matchRoutes(routes, path) ?? []).at(-1)?.route.id;
      expect(leaf, path).toMatch(/^(page|language-home)$/);
    }
    expect(resolvePath('/en/live/all/football/epl/123').kind).toBe('page');
  });

  it('ROUTE-068 an unknown path below a language reaches PageFrame, for which it is not found', () => {
    const ids = (matchRoutes(createAppRoutes(testStores()), '/en/no/such/page/at/all/x') ?? []).map(
      (m) => m.route.id,
    );
    expect(ids).toEqual(['root', 'language', 'page']);
    expect(resolvePath('/en/no/such/page/at/all/x').kind).toBe('notFound');
  });

  it('the page a visitor arrives on, preloaded with its texts, renders at once; another page shows its loading state first', async () => {
    const shown = (routeId: string) =>
      renderToString(
        createElement(
          WithStores,
          null,
          createElement(
            MemoryRouter,
            null,
            createElement(Suspense, { fallback: 'loading…' }, createElement(pageComponents[routeId]!)),
          ),
        ),
      );
    await preloadPage('home', 'en');
    expect(shown('home')).not.toContain('loading…');
    expect(shown('home')).toMatch(/<h1/);
    expect(shown('betsonyour')).toContain('loading…');
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
  it('ROUTE-005 a new page starts at the top; a keep-scroll route keeps the position across its parameters', () => {
    expect(scrollKey({ key: 'a1', pathname: '/en/casino' })).toBe('a1');
    expect(scrollKey({ key: 'b2', pathname: '/en/promotions' })).toBe('b2');
    // The line board keeps its scroll across sport and championship (both `betting`, flagged keepScroll).
    expect(resolvePath('/en/line/all/football')).toMatchObject({ kind: 'page', routeId: 'betting' });
    const first = scrollKey({ key: 'c3', pathname: '/en/line/all/football' });
    expect(first).toBe('route:betting');
    expect(scrollKey({ key: 'd4', pathname: '/en/line/all/tennis/atp' })).toBe(first);
    expect(scrollKey({ key: 'e5', pathname: '/en/x/y/z/w' })).toBe('e5');
  });
});
