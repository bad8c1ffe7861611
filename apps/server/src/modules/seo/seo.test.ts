import {
  apiErrorSchema,
  errorAnswerSchema,
  gamesResponseSchema,
  LONG_TERM_SPORT_ID,
  robotsAllowIndex,
  ROBOTS_NOINDEX,
  SEO_PATHS,
  seoContentResponseSchema,
  seoCountersResponseSchema,
  seoLanguagesResponseSchema,
  seoPageDataSchema,
  seoSportsResponseSchema,
  seoVisualResponseSchema,
  SPORTSBOOK_PATHS,
  type SeoPageData,
} from '@betline/contracts';
import { bettingPath, PAGE_ROUTES, resolvePath, siteFeatures } from '@betline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { loadLanguages } from '../config/service';
import { createFeed, type FeedService } from '../feed/service';
import { createSiteService } from '../site/service';
import { hierarchyRobots, isPrivate } from './pages';
import { createSeoService } from './service';
import { seoCanonical } from './tables';
import { expectWellFormedXml, locsOf } from './testing';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const HOST = 'betline.example';
const ORIGIN = `http://${HOST}`;
/** The languages every visitor is offered (kk is hidden: signed-in players only). */
const VISIBLE = ['en', 'ru', 'de', 'es', 'pt', 'tr', 'uk'];

/**
 * Indexable routes whose pages all carry a name or a number that no module lists yet (esports disciplines,
 * promotions, tournaments, CMS landings, team pages...): the sitemap cannot name them. Everything else indexable
 * is in it, in every language.
 */
const UNLISTED_ROUTES = [
  'betsonyour-game',
  'topgame-game',
  'marble',
  'marble-game',
  'team',
  'team-game',
  'team-info',
  'top-events',
  'top-events-home',
  'top-events-game',
  'esports-discipline',
  'esports-discipline-champs',
  'esports-champ',
  'esports-game',
  'games-landing',
  'promotion',
  'bonuses-rule',
  'bonuses-partner',
  'bonuses-offers',
  'bonuses-offers-games',
  'bonus-offer',
  'bonus-offer-partner',
  'cms-landing',
  'bonus-casino-promotion',
  'bonus-casino-item',
  'slots-subcategory-game',
  'casino-subcategory-game',
  'tournament',
];

describe.each(drivers)('SEO on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let feed: FeedService;

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    // SEO-003: a mirror canonical for one page (the demo data has the cybersport pages' url canonicals).
    await database.db
      .insert(seoCanonical)
      .values({ brand: 'betline', path: 'information/about', mode: 'mirror', domain: 'www.betline.example' });
    feed = createFeed({ database, seed: 3, horizonDays: 1, speed: 1, now: () => NOW });
    await feed.schedule();
    while ((await feed.tick()).started > 0);
    app = buildApp({ db: database, webDistDir: null, feed });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  async function get(url: string, headers: Record<string, string> = {}) {
    const res = await app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });
    return {
      status: res.statusCode,
      body: res.body,
      headers: res.headers,
      json: () => res.json() as unknown,
    };
  }
  async function pageData(path: string): Promise<SeoPageData> {
    const res = await get(`${SEO_PATHS.page}?path=${encodeURIComponent(path)}`);
    expect(res.status, `${path}: ${res.body}`).toBe(200);
    return seoPageDataSchema.parse(res.json());
  }
  async function firstGame(section: 'line' | 'live') {
    const res = await get(`${SPORTSBOOK_PATHS.games}?section=${section}&limit=50`);
    const game = gamesResponseSchema.parse(res.json()).games.find((g) => g.sportId === 1);
    if (!game) throw new Error(`no ${section} football game in the feed`);
    return game;
  }

  describe('API-053 sports list', () => {
    it('API-053 SEO-004 SEO-005 every sport with its id, English name and name in the language, 2999 included', async () => {
      const res = await get(`${SEO_PATHS.sports}?lng=ru`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const { lng, sports } = seoSportsResponseSchema.parse(res.json());
      expect(lng).toBe('ru');
      expect(sports.find((s) => s.sportId === 1)).toEqual({
        sportId: 1,
        nameEng: 'Football',
        name: 'Футбол',
      });
      expect(sports.find((s) => s.sportId === LONG_TERM_SPORT_ID)).toEqual({
        sportId: LONG_TERM_SPORT_ID,
        nameEng: 'Long-term bets',
        name: 'Долгосрочные ставки',
      });
    });

    it('a language without names of its own answers the English ones; a malformed one is a 400', async () => {
      const { sports } = seoSportsResponseSchema.parse((await get(`${SEO_PATHS.sports}?lng=kk`)).json());
      expect(sports.find((s) => s.sportId === 2)?.name).toBe('Ice hockey');
      for (const lng of ['RU', 'rus', '', 'r1']) {
        const res = await get(`${SEO_PATHS.sports}?lng=${lng}`);
        expect(res.status, lng).toBe(400);
        expect(apiErrorSchema.parse(res.json()).message).toMatch(/lng/);
      }
    });
  });

  describe('API-054 page data', () => {
    it('API-054 SEO-002 a board: its title, description, site name, robots rules, metas, canonical and alternates', async () => {
      const data = await pageData('/de/live');
      expect(data).toMatchObject({
        routeId: 'betting',
        lng: 'de',
        title: 'Live-Wetten: Quoten während des Spiels | Betline',
        siteName: 'Betline',
        metaRobots: null,
        hierarchyMetaRobots: 'index, follow',
        customCanonical: null,
        canonical: `${ORIGIN}/de/live`,
      });
      expect(data.description).toMatch(/^Wetten Sie bei Betline/);
      expect(data.alternates).toEqual([
        ...VISIBLE.map((lng) => ({ hreflang: lng, href: `${ORIGIN}/${lng}/live` })),
        { hreflang: 'x-default', href: `${ORIGIN}/en/live` },
      ]);
      expect(data.metas).toEqual(
        expect.arrayContaining([
          { attribute: 'property', key: 'og:title', content: data.title },
          { attribute: 'property', key: 'og:locale', content: 'de_DE' },
          { attribute: 'property', key: 'og:url', content: `${ORIGIN}/de/live` },
          { attribute: 'name', key: 'twitter:card', content: 'summary' },
        ]),
      );
    });

    it('a game page names the game, its championship and its sport in the language of the page', async () => {
      const game = await firstGame('line');
      const path = bettingPath('ru', {
        section: 'line',
        sport: { id: game.sportId, name: game.sportNameEng },
        champ: { id: game.champId, name: game.champNameEng },
        gameId: game.gameId,
      });
      const data = await pageData(path);
      expect(data.title).toBe(`${game.nameEng}: ставки и коэффициенты — ${game.champNameEng} | Betline`);
      expect(data.description).toContain(`(${game.champNameEng}, Футбол)`);
      expect(data.metaRobots).toBeNull();
      expect(data.canonical).toBe(`${ORIGIN}${path}`);
      // A game that does not exist (or no longer does): not indexed, its links followed.
      const gone = await pageData(`/en/line/sport/1-football/${game.champId}-x/99999999`);
      expect(gone.metaRobots).toBe('noindex, follow');
      expect(gone.canonical).toBeNull();
      expect(gone.alternates).toEqual([]);
    });

    it('a news or blog post is named by its title and described by its summary, in its language', async () => {
      const news = await pageData('/en/news/seven-languages');
      expect(news.title).toBe('Betline now speaks seven languages | Betline');
      expect(news.description).toMatch(/^Turkish, Ukrainian and Portuguese join/);
      const blog = await pageData('/ru/blog/how-odds-work');
      expect(blog.title).toBe('Как устроены коэффициенты: десятичные, дробные и американские: блог Betline');
      // The list keeps its own title; a post that does not exist is not indexed.
      expect((await pageData('/en/news')).title).not.toMatch(/seven languages/);
      expect((await pageData('/en/blog/no-such-post')).metaRobots).toBe('noindex, follow');
    });

    it('a casino game page: the game and its studio, its picture, indexed although its flags hide the SEO block', async () => {
      const data = await pageData('/en/slots/game/1001/fruit-five');
      expect(data.title).toBe('Fruit Five by Betline Studio: play online | Betline');
      expect(data.hierarchyMetaRobots).toBe(ROBOTS_NOINDEX);
      expect(data.metaRobots).toBe('index, follow');
      expect(data.metas).toEqual(
        expect.arrayContaining([
          {
            attribute: 'property',
            key: 'og:image',
            content: `${ORIGIN}/web-api/casino/thumbnails/fruit-five.svg`,
          },
          { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
        ]),
      );
    });

    it('private pages and pages whose flags hide SEO are noindex, without canonical or alternates', async () => {
      for (const path of ['/en/office/account', '/ru/user/login', '/en/my-casino']) {
        const data = await pageData(path);
        expect(data.metaRobots, path).toBe(ROBOTS_NOINDEX);
        expect(data.hierarchyMetaRobots, path).toBe(ROBOTS_NOINDEX);
        expect(data.canonical, path).toBeNull();
        expect(data.alternates, path).toEqual([]);
      }
      const office = await pageData('/uk/office/history');
      expect(office.title).toBe('Історія ставок | Betline');
      const print = await pageData('/en/print-coupon/12');
      expect(print.metaRobots).toBeNull();
      expect(print.hierarchyMetaRobots).toBe(ROBOTS_NOINDEX);
      expect(print.canonical).toBeNull();
    });

    it('SEO-003 a custom canonical: the cybersport pages point at the esports ones; a mirror names its host', async () => {
      const cyber = await pageData('/es/cyber/real');
      expect(cyber.customCanonical).toEqual({
        mode: 'url',
        targetUrl: `${ORIGIN}/es/esports/real`,
        domain: HOST,
      });
      expect(cyber.canonical).toBe(`${ORIGIN}/es/esports/real`);
      expect(cyber.alternates).toEqual([]);
      const about = await pageData('/pt/information/about');
      expect(about.customCanonical).toEqual({
        mode: 'mirror',
        targetUrl: 'http://www.betline.example/pt/information/about',
        domain: 'www.betline.example',
      });
      expect(about.canonical).toBe('http://www.betline.example/pt/information/about');
      expect(about.alternates[0]).toEqual({
        hreflang: 'en',
        href: 'http://www.betline.example/en/information/about',
      });
    });

    it('a language without texts of its own is answered in English, and a hidden one is not indexed', async () => {
      const english = await pageData('/en/information/contacts');
      const kazakh = await pageData('/kk/information/contacts');
      expect(kazakh.title).toBe(english.title);
      expect(kazakh.description).toBe(english.description);
      expect(kazakh.metaRobots).toBe(ROBOTS_NOINDEX);
    });

    it('a path that is no page is a 404; a malformed one a 400, never a 5xx', async () => {
      for (const path of ['/en/nope', '/xx/line', '/', '/en/office', '/en/print-coupon/abc']) {
        const res = await get(`${SEO_PATHS.page}?path=${encodeURIComponent(path)}`);
        expect(res.status, path).toBe(404);
        expect(errorAnswerSchema.parse(res.json()).code).toBe('SEO_PAGE_NOT_FOUND');
      }
      for (const query of [
        '',
        '?path=en/line',
        '?path=//evil.example/x',
        '?path=https://evil.example/',
        `?path=/${'a'.repeat(600)}`,
        '?path=/en/a%20b',
        '?path=/en&path=/de',
      ]) {
        const res = await get(`${SEO_PATHS.page}${query}`);
        expect(res.status, query).toBe(400);
      }
      for (const path of [
        '/en/%E0%A4%A',
        '/en/line/sport/99999999999999999999-x/1-y/2',
        '/en/slots/game/0/x',
      ]) {
        const res = await get(`${SEO_PATHS.page}?path=${encodeURIComponent(path)}`);
        expect(res.status, path).toBeLessThan(500);
      }
    });
  });

  describe('API-055 SEO content', () => {
    it('API-055 the SEO block of a page in its language, the family text where the page has none', async () => {
      const res = await get(`${SEO_PATHS.content}?path=/tr/slots`);
      expect(res.status).toBe(200);
      const { routeId, lng, content } = seoContentResponseSchema.parse(res.json());
      expect({ routeId, lng }).toEqual({ routeId: 'slots', lng: 'tr' });
      expect(content?.heading).toBe('Betline online casino');
      expect(content?.paragraphs).toHaveLength(2);
      const home = seoContentResponseSchema.parse((await get(`${SEO_PATHS.content}?path=/en`)).json());
      expect(home.content?.heading).toBe('Sports betting and casino at Betline');
    });

    it('SEO-001 a page whose route flags hide the SEO block has no SEO content', async () => {
      for (const path of ['/en/registration', '/en/office/account', '/en/slots/game/1001/fruit-five']) {
        const answer = seoContentResponseSchema.parse(
          (await get(`${SEO_PATHS.content}?path=${path}`)).json(),
        );
        expect(answer.content, path).toBeNull();
      }
    });
  });

  describe('API-056 visual data', () => {
    it('API-056 the heading and breadcrumbs of a championship, from the language home down', async () => {
      const game = await firstGame('line');
      const path = bettingPath('de', {
        section: 'line',
        sport: { id: 1, name: 'Football' },
        champ: { id: game.champId, name: game.champNameEng },
      });
      const res = await get(`${SEO_PATHS.visual}?path=${path}`);
      expect(res.status).toBe(200);
      const visual = seoVisualResponseSchema.parse(res.json());
      expect(visual.heading).toBe(game.champNameEng);
      expect(visual.breadcrumbs).toEqual([
        { name: 'Sportwetten und Online-Casino', path: '/de' },
        { name: 'Wetten vor dem Spiel', path: '/de/line' },
        { name: 'Fußball: Wetten vor dem Spiel', path: '/de/line/sport/1-football' },
        { name: game.champNameEng, path },
      ]);
      expect(visual.image).toBeNull();
    });

    it('a casino game has its picture', async () => {
      const visual = seoVisualResponseSchema.parse(
        (await get(`${SEO_PATHS.visual}?path=/en/slots/game/1001/fruit-five`)).json(),
      );
      expect(visual.image).toEqual({
        url: `${ORIGIN}/web-api/casino/thumbnails/fruit-five.svg`,
        alt: 'Fruit Five',
        width: 320,
        height: 240,
      });
      expect(visual.breadcrumbs.at(-1)).toEqual({
        name: 'Fruit Five',
        path: '/en/slots/game/1001/fruit-five',
      });
    });
  });

  describe('API-057 languages', () => {
    it('API-057 the ISO map of the languages everyone is offered, and the default', async () => {
      const answer = seoLanguagesResponseSchema.parse((await get(SEO_PATHS.languages)).json());
      expect(answer.languages.map((l) => l.code)).toEqual(VISIBLE);
      expect(answer.languages.find((l) => l.code === 'uk')).toEqual({
        code: 'uk',
        iso: 'uk',
        locale: 'uk_UA',
        name: 'Українська',
      });
      expect(answer.xDefault).toBe('en');
    });
  });

  describe('API-058 analytics counters', () => {
    it("API-058 a domain's own counters first, then those of every domain, for a project", async () => {
      const own = seoCountersResponseSchema.parse(
        (await get(`${SEO_PATHS.counters}?domain=betline.example&projectId=1`)).json(),
      );
      expect(own.counters).toEqual([
        { kind: 'google-analytics', counterId: 'G-BETLINE01' },
        { kind: 'google-tag-manager', counterId: 'GTM-BETLN01' },
        { kind: 'yandex-metrika', counterId: '90210777' },
      ]);
      const mirror = seoCountersResponseSchema.parse(
        (await get(`${SEO_PATHS.counters}?domain=mirror.example&projectId=1`)).json(),
      );
      expect(mirror.counters.map((c) => c.kind)).toEqual(['google-tag-manager', 'yandex-metrika']);
      const other = seoCountersResponseSchema.parse(
        (await get(`${SEO_PATHS.counters}?domain=betline.example&projectId=2`)).json(),
      );
      expect(other.counters).toEqual([]);
    });

    it('a malformed domain or project is a 400', async () => {
      for (const query of [
        '',
        '?domain=betline.example',
        '?projectId=1',
        '?domain=Bad_Host&projectId=1',
        '?domain=a.example&projectId=-1',
      ]) {
        expect((await get(`${SEO_PATHS.counters}${query}`)).status, query).toBe(400);
      }
    });
  });

  describe('robots.txt', () => {
    it('disallows the private pages in every language and names the sitemap', async () => {
      const res = await get('/robots.txt');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = res.body.split('\n');
      for (const lng of [...VISIBLE, 'kk']) {
        expect(lines).toContain(`Disallow: /${lng}/office`);
        expect(lines).toContain(`Disallow: /${lng}/my-casino`);
      }
      expect(
        lines.filter(
          (line) => line.startsWith('Disallow:') && /\/(line|live|casino|information)\b/.test(line),
        ),
      ).toEqual([]);
      expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    });

    it('with PUBLIC_URL set, its origin is written whatever the Host header says', async () => {
      const behindProxy = buildApp({
        db: database,
        webDistDir: null,
        feed,
        siteOrigin: 'https://www.betline.example',
      });
      try {
        const res = await behindProxy.inject({
          method: 'GET',
          url: '/robots.txt',
          headers: { host: 'internal:8080' },
        });
        expect(res.body).toContain('Sitemap: https://www.betline.example/sitemap.xml');
        const data = seoPageDataSchema.parse(
          (await behindProxy.inject({ method: 'GET', url: `${SEO_PATHS.page}?path=/en/line` })).json(),
        );
        expect(data.canonical).toBe('https://www.betline.example/en/line');
      } finally {
        await behindProxy.close();
      }
    });

    it('a Host header that is no host name is a 400', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: 'bad_host..example' },
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('sitemap', () => {
    let xml: string;
    let locs: string[];
    beforeAll(async () => {
      const res = await get('/sitemap.xml');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      xml = res.body;
      locs = locsOf(xml);
    });

    it('is well-formed XML with every address in every visible language and its alternates', () => {
      expectWellFormedXml(xml);
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
      const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
      expect(urls.length).toBe(locs.length);
      for (const url of urls.slice(0, 50)) {
        expect(url.match(/hreflang="/g)).toHaveLength(VISIBLE.length + 1);
        expect(url).toContain('hreflang="x-default"');
      }
      expect(new Set(locs).size).toBe(locs.length);
      expect(locs.every((loc) => loc.startsWith(`${ORIGIN}/`))).toBe(true);
    });

    it('lists every public page of the route table in every language', () => {
      const features = siteFeatures({ production: true, signedIn: true, features: { marble: false } });
      const listed = new Map<string, Set<string>>();
      for (const loc of locs) {
        const resolution = resolvePath(new URL(loc).pathname, '', { features });
        expect(resolution.kind, loc).toBe('page');
        if (resolution.kind !== 'page') continue;
        const languages = listed.get(resolution.routeId) ?? new Set<string>();
        languages.add(resolution.lng);
        listed.set(resolution.routeId, languages);
      }
      const indexable = PAGE_ROUTES.filter(
        (route) =>
          !isPrivate(route.flags ?? {}) &&
          (route.flags?.featureId === undefined || features.has(route.flags.featureId)) &&
          // Their canonical is another page: the esports ones, and the mirror of beforeAll.
          !route.id.startsWith('cyber-') &&
          route.id !== 'information-about' &&
          (robotsAllowIndex(
            hierarchyRobots({ routeId: route.id, layout: route.layout, flags: route.flags ?? {} }),
          ) ||
            ['slots-game', 'casino-game', 'games-game', 'live-casino-game'].includes(route.id)),
      ).map((route) => route.id);
      const missing = indexable.filter(
        (id) => !UNLISTED_ROUTES.includes(id) && [...VISIBLE].some((lng) => !listed.get(id)?.has(lng)),
      );
      expect(missing).toEqual([]);
      expect([...listed.keys()].filter((id) => UNLISTED_ROUTES.includes(id))).toEqual([]);
    });

    it('lists the championships and games of the sportsbook and the casino games', async () => {
      const game = await firstGame('line');
      const path = bettingPath('en', {
        section: 'line',
        sport: { id: game.sportId, name: game.sportNameEng },
        champ: { id: game.champId, name: game.champNameEng },
      });
      expect(locs).toContain(`${ORIGIN}${path}`);
      expect(locs).toContain(`${ORIGIN}${path}/${game.gameId}`);
      expect(locs).toContain(`${ORIGIN}/uk/line/sport/1-football`);
      expect(locs).toContain(`${ORIGIN}/de/slots/game/1001/fruit-five`);
      expect(locs).toContain(`${ORIGIN}/es/providers/betline-studio`);
      expect(locs.some((loc) => /\/line\/longterm\/2999-long-term-bets\/\d+-/.test(loc))).toBe(true);
    });

    it('leaves out private pages, pages hiding SEO, hidden languages and pages whose canonical is another', () => {
      const paths = locs.map((loc) => new URL(loc).pathname);
      expect(
        paths.filter((p) =>
          /^\/[a-z]{2}\/(office|my-casino|user|registration|print-coupon|onpay|cyber)(\/|$)/.test(p),
        ),
      ).toEqual([]);
      expect(paths.filter((p) => p.startsWith('/kk'))).toEqual([]);
      expect(paths).not.toContain('/en/information/about');
      expect(paths).toContain('/en/esports/real');
    });

    it('its one file is also part 1; a part that does not exist is a 404, a malformed one a 400', async () => {
      const part = await get('/sitemaps/1.xml');
      expect(part.status).toBe(200);
      expect(part.body).toBe(xml);
      expect((await get('/sitemaps/2.xml')).status).toBe(404);
      for (const file of ['0.xml', 'x.xml', '1.txt', '99999.xml']) {
        expect((await get(`/sitemaps/${file}`)).status, file).toBe(400);
      }
    });
  });

  it('more addresses than one file may hold make the sitemap an index of parts that list them all', async () => {
    const site = createSiteService({ db: database.db, brand: 'betline' });
    const options: Parameters<typeof createSeoService>[0] = {
      db: database.db,
      brand: 'betline',
      site,
      languages: () => loadLanguages(database.db, 'betline'),
      // The static pages alone are some 700 addresses.
      sportsbook: {
        sportsMenu: async () => ({ sports: [] }),
        champs: async () => ({ champs: [] }),
        games: async () => ({ total: 0, games: [] }),
        game: async () => {
          throw new Error('no games');
        },
      },
      casino: {
        providers: async () => ({ providers: [] }),
        games: async () => ({ total: 0, games: [] }),
        gameById: async () => {
          throw new Error('no games');
        },
      },
    };
    const whole = locsOf((await createSeoService(options).sitemap(ORIGIN)) ?? '');
    expect(whole.length).toBeGreaterThan(500);
    const seo = createSeoService({ ...options, maxUrlsPerSitemap: 100 });
    const index = await seo.sitemap(ORIGIN);
    expect(index).not.toBeNull();
    expectWellFormedXml(index ?? '');
    expect(index).toContain('<sitemapindex');
    const partUrls = locsOf(index ?? '');
    expect(partUrls[0]).toBe(`${ORIGIN}/sitemaps/1.xml`);
    const listed: string[] = [];
    for (let part = 1; part <= partUrls.length; part += 1) {
      const xml = await seo.sitemap(ORIGIN, part);
      expect(xml, `part ${part}`).not.toBeNull();
      expectWellFormedXml(xml ?? '');
      const locs = locsOf(xml ?? '');
      expect(locs.length).toBeLessThanOrEqual(100);
      listed.push(...locs);
    }
    expect(await seo.sitemap(ORIGIN, partUrls.length + 1)).toBeNull();
    expect(listed.sort()).toEqual(whole.sort());
  });
});
