import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { createAppRoutes } from './router';
import { routeTable } from './table';

describe('route table', () => {
  it('has unique ids and exactly one fall-through', () => {
    const ids = routeTable.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(routeTable.filter((route) => route.path === '*')).toHaveLength(1);
  });

  it('ROUTE-001 every page is matched only below the /:lng segment', () => {
    const routes = createAppRoutes();
    const pageIds = new Set(routeTable.map((route) => route.id));
    for (const path of ['/en', '/ru/anything/else', '/de/no-such-page']) {
      const matches = matchRoutes(routes, path) ?? [];
      const ids = matches.map((match) => match.route.id);
      expect(ids.slice(0, 2)).toEqual(['root', 'language']);
      expect(ids.some((id) => id !== undefined && pageIds.has(id))).toBe(true);
    }
    expect(matchRoutes(routes, '/')?.map((match) => match.route.id)).toEqual(['root', 'no-language-home']);
  });

  it('ROUTE-068 an unknown path below a language reaches the not-found page in the main layout', () => {
    const ids = (matchRoutes(createAppRoutes(), '/en/no/such/page') ?? []).map((match) => match.route.id);
    expect(ids).toEqual(['root', 'language', 'layout-main', 'not-found']);
  });
});
