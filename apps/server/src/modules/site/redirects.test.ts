import { describe, expect, it } from 'vitest';
import { decideRedirect, parseSitePath, type RedirectRule } from './redirects';

const rules: RedirectRule[] = [
  { routeFrom: 'a', routeTo: 'b', code: 301 },
  { routeFrom: 'b', routeTo: 'c', code: 302 },
  { routeFrom: 'loop1', routeTo: 'loop2', code: 301 },
  { routeFrom: 'loop2', routeTo: 'loop1', code: 301 },
  { routeFrom: 'old-rules', routeTo: 'rules', code: 301 },
];

describe('decideRedirect', () => {
  it('API-022 follows a chain of rules; the chain is permanent only when every step is', () => {
    expect(decideRedirect('/en/a?x=1', rules)).toMatchObject({
      redirect: true,
      code: 302,
      url: '/en/c?x=1',
      reasons: ['rule:a', 'rule:b'],
    });
  });

  it('API-022 a rule may lead into a redirect of the route table (rules -> information/rules/1)', () => {
    expect(decideRedirect('/ru/old-rules', rules)).toMatchObject({
      redirect: true,
      code: 301,
      url: '/ru/information/rules/1',
      reasons: ['rule:old-rules', 'route-table'],
    });
  });

  it('a cyclic chain of rules is reported, not followed', () => {
    expect(decideRedirect('/en/loop1', rules)).toMatchObject({
      redirect: false,
      code: null,
      url: '/en/loop1',
      reasons: ['rule:loop1', 'rule:loop2', 'cycle'],
    });
  });
});

describe('parseSitePath', () => {
  it('splits the language, the segments and the query', () => {
    expect(parseSitePath('/en/a/b/?q=1')).toEqual({ lang: 'en', segments: ['a', 'b'], search: '?q=1' });
    expect(parseSitePath('/games')).toEqual({ lang: undefined, segments: ['games'], search: '' });
  });
});
