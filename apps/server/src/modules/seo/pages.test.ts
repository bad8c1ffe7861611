import { describe, expect, it } from 'vitest';
import { FEATURES, PAGE_ROUTES, resolvePath, siteFeatures } from '@betline/core';
import { ROBOTS_INDEX, ROBOTS_NOINDEX } from '@betline/contracts';
import { PAGE_NAMES, SPECIAL_PAGES, TEXT_LANGUAGES } from './demoTexts';
import { demoPageRows } from './seed';
import {
  hierarchyRobots,
  nameFromSlug,
  pageKey,
  pathsOfRoute,
  privatePrefixes,
  staticPages,
  type PagePath,
} from './pages';

const allFeatures = siteFeatures({ production: true, signedIn: true });

function at(path: string): PagePath {
  const resolution = resolvePath(path, '', { features: allFeatures });
  if (resolution.kind !== 'page') throw new Error(`${path} is no page`);
  return resolution;
}

describe('SEO keys and robots rules of the route table', () => {
  it('the sportsbook board and game pages have texts per section and depth', () => {
    expect(pageKey(at('/en/line'))).toBe('line');
    expect(pageKey(at('/en/live/sport/1-football'))).toBe('live-sport');
    expect(pageKey(at('/en/line/sport/1-football/101-england-premier-league'))).toBe('line-champ');
    expect(pageKey(at('/en/live/sport/1-football/101-england-premier-league/7'))).toBe('live-game');
    expect(pageKey(at('/en/slots/game/1001/fruit-five'))).toBe('casino-game');
    expect(pageKey(at('/en/live-casino/game/1005/roulette'))).toBe('casino-game');
    expect(pageKey(at('/en/cyber/real'))).toBe('esports-type');
    expect(pageKey(at('/en/office/payment/create-request/3/transactions'))).toBe(
      'office-payment-create-request',
    );
    expect(pageKey(at('/en/confirm'))).toBe('confirm-terms');
  });

  it('every page of the route table has texts in all seven languages', () => {
    const rows = demoPageRows('betline');
    const keys = new Set(rows.map((row) => row.pageKey));
    const missing = PAGE_ROUTES.map((route) => {
      const key =
        route.id === 'betting'
          ? 'line'
          : route.id === 'betting-game'
            ? 'line-game'
            : pageKey({ routeId: route.id, params: {} });
      return keys.has(key) ? undefined : `${route.id} (${key})`;
    }).filter((id) => id !== undefined);
    expect(missing).toEqual([]);
    for (const key of keys) {
      const languages = rows.filter((row) => row.pageKey === key).map((row) => row.lng);
      expect(languages.sort(), key).toEqual([...TEXT_LANGUAGES].sort());
    }
    // Readable texts: no empty text, no placeholder the service does not fill.
    for (const row of rows) {
      for (const text of [row.title, row.description, row.heading]) {
        expect(text.trim(), `${row.pageKey} ${row.lng}`).not.toBe('');
        expect(
          text.replace(/\{(brand|sport|champ|game|provider|post|summary)\}/g, ''),
          `${row.pageKey} ${row.lng}`,
        ).not.toMatch(/[{}]/);
      }
    }
  });

  it('no two pages of a family share a name (and so a title) in a language', () => {
    for (const [index, lng] of TEXT_LANGUAGES.entries()) {
      const seen = new Map<string, string>();
      for (const [key, { family, name }] of Object.entries(PAGE_NAMES)) {
        const text = `${family}:${name[index]}`;
        if (seen.has(text)) {
          throw new Error(`${lng}: "${name[index]}" names both ${seen.get(text)} and ${key}`);
        }
        seen.set(text, key);
      }
    }
    expect(Object.keys(SPECIAL_PAGES)).toEqual(
      expect.arrayContaining(['home', 'line', 'live', 'line-game', 'live-game', 'casino-game', 'provider']),
    );
  });

  it('private pages, pages hiding SEO and special layouts are noindex; the rest index', () => {
    expect(hierarchyRobots(at('/en/office/account'))).toBe(ROBOTS_NOINDEX);
    expect(hierarchyRobots(at('/en/user/login'))).toBe(ROBOTS_NOINDEX);
    expect(hierarchyRobots(at('/en/print-coupon/12'))).toBe(ROBOTS_NOINDEX);
    expect(hierarchyRobots(at('/en/maintenance'))).toBe(ROBOTS_NOINDEX);
    expect(hierarchyRobots(at('/en/casino-search'))).toBe(ROBOTS_NOINDEX);
    expect(hierarchyRobots(at('/en/line'))).toBe(ROBOTS_INDEX);
    expect(hierarchyRobots(at('/en/information/about'))).toBe(ROBOTS_INDEX);
  });

  it('a route pattern makes its addresses without names: listed values expanded, optional ones left out', () => {
    expect(pathsOfRoute({ path: '' })).toEqual(['']);
    expect(
      pathsOfRoute({
        path: ':section/:menuSection?/:sport?',
        params: { section: { kind: 'oneOf', values: ['line', 'live'] } },
      }),
    ).toEqual(['line', 'live']);
    expect(
      pathsOfRoute({ path: 'results/:type?', params: { type: { kind: 'oneOf', values: ['live', 'zone'] } } }),
    ).toEqual(['results', 'results/live', 'results/zone']);
    expect(pathsOfRoute({ path: 'blog/*' })).toEqual(['blog']);
    expect(pathsOfRoute({ path: 'providers/:provider', params: { provider: { kind: 'slug' } } })).toEqual([]);
  });

  it('static pages resolve to the route that made them, for the features that are on', () => {
    const pages = staticPages(allFeatures);
    const rests = pages.map((page) => page.rest);
    expect(rests).toEqual(
      expect.arrayContaining(['', 'line', 'live', 'information/about', 'information/rules/1']),
    );
    expect(rests).toContain('games/crash');
    expect(pages.find((page) => page.rest === 'games/fortuna-bonus')?.routeId).toBe('games-fortuna-bonus');
    expect(new Set(rests).size).toBe(rests.length);
    const withoutCasino = new Set([...allFeatures].filter((id) => id !== FEATURES.casino));
    expect(staticPages(withoutCasino).map((page) => page.rest)).not.toContain('slots');
    expect(staticPages(allFeatures, ['information/about']).map((page) => page.rest)).not.toContain(
      'information/about',
    );
  });

  it('robots.txt keeps crawlers out of the pages of signed-in players, banned players and development', () => {
    expect(privatePrefixes(allFeatures)).toEqual([
      'block-appeal-history',
      'convert-account',
      'my-casino',
      'office',
    ]);
    const development = new Set([...allFeatures, FEATURES.nonProduction]);
    expect(privatePrefixes(development)).toEqual(expect.arrayContaining(['debugger', 'internal-vpn']));
  });

  it('the words of a name in an address', () => {
    expect(nameFromSlug('101-england-premier-league')).toBe('England Premier League');
    expect(nameFromSlug('crash')).toBe('Crash');
    expect(nameFromSlug('2999')).toBe('');
    expect(nameFromSlug(undefined)).toBe('');
  });
});
