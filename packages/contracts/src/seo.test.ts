import { describe, expect, it } from 'vitest';
import {
  customCanonicalSchema,
  hostSchema,
  robotsAllowIndex,
  robotsDirectiveSchema,
  seoCountersQuerySchema,
  seoPageDataSchema,
  seoPathQuerySchema,
  seoSportsResponseSchema,
  sitemapPartParamsSchema,
} from './seo';

const page = {
  routeId: 'betting',
  lng: 'de',
  title: 'Live-Wetten | Betline',
  description: 'Wetten während des Spiels.',
  siteName: 'Betline',
  metaRobots: null,
  hierarchyMetaRobots: 'index, follow',
  metas: [{ attribute: 'property', key: 'og:title', content: 'Live-Wetten' }],
  customCanonical: null,
  canonical: 'https://betline.example/de/live',
  alternates: [
    { hreflang: 'en', href: 'https://betline.example/en/live' },
    { hreflang: 'x-default', href: 'https://betline.example/en/live' },
  ],
};

describe('SEO contracts', () => {
  it('SEO-002 page data carries title, description, siteName, both robots rules, metas and customCanonical', () => {
    const parsed = seoPageDataSchema.parse(page);
    for (const field of [
      'title',
      'description',
      'siteName',
      'metaRobots',
      'hierarchyMetaRobots',
      'metas',
      'customCanonical',
    ]) {
      expect(parsed).toHaveProperty(field);
    }
    expect(seoPageDataSchema.safeParse({ ...page, siteName: undefined }).success).toBe(false);
    expect(seoPageDataSchema.safeParse({ ...page, metaRobots: 'INDEX' }).success).toBe(false);
  });

  it('SEO-003 a custom canonical is url or mirror, with its target address and its host', () => {
    expect(
      customCanonicalSchema.parse({
        mode: 'mirror',
        targetUrl: 'https://www.betline.example/de/live',
        domain: 'www.betline.example',
      }).mode,
    ).toBe('mirror');
    expect(
      customCanonicalSchema.safeParse({ mode: 'copy', targetUrl: 'https://x.example/', domain: 'x.example' })
        .success,
    ).toBe(false);
    expect(
      customCanonicalSchema.safeParse({ mode: 'url', targetUrl: 'javascript:alert(1)', domain: 'x.example' })
        .success,
    ).toBe(false);
    expect(customCanonicalSchema.safeParse({ mode: 'url', targetUrl: 'https://x.example/' }).success).toBe(
      false,
    );
  });

  it('SEO-004 SEO-005 a sports entry has sportId and nameEng; long-term bets are sport 2999', () => {
    const answer = seoSportsResponseSchema.parse({
      lng: 'ru',
      sports: [
        { sportId: 1, nameEng: 'Football', name: 'Футбол' },
        { sportId: 2999, nameEng: 'Long-term bets', name: 'Долгосрочные ставки' },
      ],
    });
    expect(answer.sports.map((s) => s.sportId)).toContain(2999);
    expect(
      seoSportsResponseSchema.safeParse({ lng: 'ru', sports: [{ sportId: 1, name: 'x' }] }).success,
    ).toBe(false);
  });

  it.each(['/en', '/de/live/sport/1-football', '/en/line?x=1'])('accepts the page path %s', (path) => {
    expect(seoPathQuerySchema.safeParse({ path }).success).toBe(true);
  });
  it.each(['', 'en/line', '//evil.example/x', 'https://evil.example/', '/a b', `/${'a'.repeat(600)}`])(
    'refuses the page path %j',
    (path) => {
      expect(seoPathQuerySchema.safeParse({ path }).success).toBe(false);
    },
  );

  it('hosts are lower-case names with an optional port', () => {
    for (const host of ['betline.example', 'localhost:8080', 'a-b.c.example']) {
      expect(hostSchema.safeParse(host).success, host).toBe(true);
    }
    for (const host of ['', 'Betline.example', 'evil.example/x', '-a.example', 'a..example', 'a b']) {
      expect(hostSchema.safeParse(host).success, host).toBe(false);
    }
  });

  it('robots rules: lower-case, comma-separated; noindex and none keep a page out of the index', () => {
    expect(robotsDirectiveSchema.safeParse('index, follow').success).toBe(true);
    expect(robotsDirectiveSchema.safeParse('noindex,nofollow,max-image-preview:large').success).toBe(true);
    expect(robotsDirectiveSchema.safeParse('index; follow').success).toBe(false);
    expect(robotsAllowIndex('index, follow')).toBe(true);
    expect(robotsAllowIndex('noindex, follow')).toBe(false);
    expect(robotsAllowIndex('none')).toBe(false);
  });

  it('API-058 counters are asked for a domain and a project id', () => {
    expect(seoCountersQuerySchema.parse({ domain: 'betline.example', projectId: '3' })).toEqual({
      domain: 'betline.example',
      projectId: 3,
    });
    expect(seoCountersQuerySchema.safeParse({ domain: 'betline.example', projectId: '0' }).success).toBe(
      false,
    );
    expect(seoCountersQuerySchema.safeParse({ projectId: '3' }).success).toBe(false);
  });

  it('sitemap parts are numbered files', () => {
    expect(sitemapPartParamsSchema.parse({ file: '2.xml' }).file).toBe(2);
    for (const file of ['0.xml', '1.txt', 'x.xml', '12345.xml']) {
      expect(sitemapPartParamsSchema.safeParse({ file }).success, file).toBe(false);
    }
  });
});
