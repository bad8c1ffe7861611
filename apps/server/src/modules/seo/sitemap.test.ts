import { describe, expect, it } from 'vitest';
import { customCanonicalOf } from './service';
import { renderIndex, renderRobots, renderUrlset, splitEntries, urlCount } from './sitemap';
import { expectWellFormedXml } from './testing';

const ORIGIN = 'https://betline.example';

describe('sitemap and robots.txt text', () => {
  it('lists each page once per language with every alternate and x-default', () => {
    const xml = renderUrlset(
      ORIGIN,
      [
        { rest: '', languages: ['en', 'de'] },
        { rest: 'line/sport/1-football', languages: ['de', 'ru'] },
      ],
      'en',
    );
    expectWellFormedXml(xml);
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('<loc>https://betline.example/en</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://betline.example/en"/>',
    );
    // A page not listed in English names its first language as the default.
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://betline.example/de/line/sport/1-football"/>',
    );
  });

  it('escapes what XML reserves', () => {
    const xml = renderUrlset(ORIGIN, [{ rest: 'news?a=1&b=<2>', languages: ['en'] }], 'en');
    expectWellFormedXml(xml);
    expect(xml).toContain('news?a=1&amp;b=&lt;2&gt;');
  });

  it('splits into parts of at most the limit, keeping the language versions of a page together', () => {
    const entries = Array.from({ length: 10 }, (_, i) => ({ rest: `p${i}`, languages: ['en', 'de', 'ru'] }));
    const parts = splitEntries(entries, 7);
    expect(parts.map((part) => urlCount(part))).toEqual([6, 6, 6, 6, 6]);
    expect(parts.flat()).toEqual(entries);
    expect(splitEntries([], 7)).toEqual([[]]);
    const index = renderIndex(ORIGIN, 2);
    expectWellFormedXml(index);
    expect(index).toContain('<sitemap><loc>https://betline.example/sitemaps/2.xml</loc></sitemap>');
  });

  it('robots.txt disallows each private prefix in each language and names the sitemap', () => {
    const text = renderRobots(ORIGIN, ['en', 'de'], ['office', 'my-casino']);
    expect(text.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /en/office',
      'Disallow: /en/my-casino',
      'Disallow: /de/office',
      'Disallow: /de/my-casino',
      'Allow: /',
      '',
      'Sitemap: https://betline.example/sitemap.xml',
      '',
    ]);
  });

  it('SEO-003 a custom canonical: exact path, longest prefix, whole site; url with {lng} and {rest}, or a mirror', () => {
    const rows = [
      { path: 'cyber/*', mode: 'url' as const, target: '/{lng}/esports/{rest}', domain: null },
      { path: 'cyber/all', mode: 'url' as const, target: 'https://other.example/all', domain: null },
      { path: '*', mode: 'mirror' as const, target: null, domain: 'www.betline.example' },
      { path: 'bad', mode: 'url' as const, target: 'javascript:alert(1)', domain: null },
    ];
    expect(customCanonicalOf(rows, 'cyber/real', 'de', ORIGIN)).toEqual({
      mode: 'url',
      targetUrl: 'https://betline.example/de/esports/real',
      domain: 'betline.example',
    });
    expect(customCanonicalOf(rows, 'cyber/all', 'en', ORIGIN)?.targetUrl).toBe('https://other.example/all');
    expect(customCanonicalOf(rows, 'line', 'ru', ORIGIN)).toEqual({
      mode: 'mirror',
      targetUrl: 'https://www.betline.example/ru/line',
      domain: 'www.betline.example',
    });
    expect(customCanonicalOf(rows, 'bad', 'en', ORIGIN)).toBeNull();
    expect(customCanonicalOf([], 'line', 'en', ORIGIN)).toBeNull();
  });
});
