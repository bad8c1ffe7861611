import { describe, expect, it } from 'vitest';
import {
  CONTENT_PATHS,
  OPERATOR_CONTENT_PATHS,
  OPERATOR_UNAUTHENTICATED,
  contentDraftSchema,
  contentPageSchema,
  contentPagesResponseSchema,
  pathWith,
  ruleChapterSchema,
  rulesResponseSchema,
  rulesSearchResponseSchema,
} from '@betline/contracts';
import type { App } from '../../app';
import { drivers, useSeededApp } from '../../test/databases';
import { DEMO_OPERATOR_TOKEN } from '../operator/seed';
import { cleanHtml, plainText } from './sanitize';

const OPERATOR = { authorization: `Bearer ${DEMO_OPERATOR_TOKEN}` };

const get = (app: App, url: string) => app.inject({ method: 'GET', url });
const page = (app: App, slug: string, lng: string) =>
  get(app, `${pathWith(CONTENT_PATHS.page, { slug })}?lng=${lng}`);
const chapter = (app: App, group: number | string, chapterNo: number | string, lng: string) =>
  get(app, `${pathWith(CONTENT_PATHS.ruleChapter, { group, chapter: chapterNo })}?lng=${lng}`);
const draft = (app: App, payload: unknown, headers: Record<string, string> = OPERATOR) =>
  app.inject({ method: 'POST', url: OPERATOR_CONTENT_PATHS.drafts, headers, payload: payload as object });
const publish = (app: App, id: number | string, headers: Record<string, string> = OPERATOR) =>
  app.inject({ method: 'POST', url: pathWith(OPERATOR_CONTENT_PATHS.publish, { id }), headers });

describe('cleanHtml', () => {
  it('keeps the allow-listed markup and drops scripts, handlers, styles and unsafe links', () => {
    const { html, headings } = cleanHtml(
      '<h1 onclick="x()">Limits &amp; times</h1><script>alert(1)</script>' +
        '<p style="color:red" onmouseover="steal()">Hi <img src="x" onerror="alert(1)"><strong>there</strong></p>' +
        '<a href="javascript:alert(1)">bad</a> <a href="https://example.org" target="_blank">good</a>' +
        '<iframe src="https://evil.example"></iframe><h3>Limits &amp; times</h3>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|onmouseover|style=|<img|iframe|javascript:|target=/i);
    expect(html).toContain('<p>Hi <strong>there</strong></p>');
    expect(html).toContain('<a href="https://example.org">good</a>');
    // The text's h1 becomes an h2 (the page's title is its h1); headings get unique anchors.
    expect(headings).toEqual([
      { id: 'limits-times', level: 2, text: 'Limits & times' },
      { id: 'limits-times-2', level: 3, text: 'Limits & times' },
    ]);
    expect(html).toContain('<h2 id="limits-times">Limits &amp; times</h2>');
    expect(plainText(html)).toBe('Limits & times Hi there bad good Limits & times');
  });

  it('names headings in any script', () => {
    expect(cleanHtml('<h2>Ставки на футбол</h2>').headings[0]?.id).toBe('ставки-на-футбол');
  });
});

describe.each(drivers)('content API on $name', (driver) => {
  const ctx = useSeededApp(driver);

  it('lists the information pages with titles and summaries', async () => {
    const res = await get(ctx.app, `${CONTENT_PATHS.pages}?lng=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age/);
    const body = contentPagesResponseSchema.parse(res.json());
    const slugs = body.pages.map((p) => p.slug);
    for (const slug of [
      'about',
      'contacts',
      'howbet',
      'payment',
      'cookies',
      'licenses',
      'responsiblegaming',
    ]) {
      expect(slugs).toContain(slug);
    }
    for (const slug of ['amlpolicy', 'kycpolicy', 'disputeresolution', 'taxation'])
      expect(slugs).toContain(slug);
    const about = body.pages.find((p) => p.slug === 'about');
    expect(about).toMatchObject({ title: 'About Betline', contentLng: 'en' });
    expect(about?.summary).toMatch(/^Betline is a sportsbook/);
  });

  it('answers a page with its cleaned HTML, its headings and its revision', async () => {
    const res = await page(ctx.app, 'payment', 'en');
    expect(res.statusCode).toBe(200);
    const body = contentPageSchema.parse(res.json());
    expect(body).toMatchObject({
      slug: 'payment',
      lng: 'en',
      contentLng: 'en',
      title: 'Payment methods',
      revision: 1,
    });
    expect(body.headings.map((h) => h.text)).toEqual([
      'Deposits',
      'Withdrawals',
      'Approval',
      'Where the money goes',
      'Bonuses',
    ]);
    for (const heading of body.headings)
      expect(body.html).toContain(`<h${heading.level} id="${heading.id}">`);
    expect(body.html).toContain('5,000 USD');
  });

  it('falls back to English where a language has no text, and says so', async () => {
    const own = contentPageSchema.parse((await page(ctx.app, 'about', 'ru')).json());
    expect(own).toMatchObject({ lng: 'ru', contentLng: 'ru', title: 'О Betline' });
    const fallback = contentPageSchema.parse((await page(ctx.app, 'cookies', 'ru')).json());
    expect(fallback).toMatchObject({ lng: 'ru', contentLng: 'en', title: 'Cookie policy' });
    const list = contentPagesResponseSchema.parse(
      (await get(ctx.app, `${CONTENT_PATHS.pages}?lng=de`)).json(),
    );
    expect(list.pages.every((p) => p.contentLng === 'en')).toBe(true);

    const rules = rulesResponseSchema.parse((await get(ctx.app, `${CONTENT_PATHS.rules}?lng=ru`)).json());
    expect(rules.groups[1]).toMatchObject({ group: 2, title: 'Правила по видам спорта', contentLng: 'ru' });
    expect(rules.groups[1]?.chapters[0]).toMatchObject({ chapter: 1, title: 'Football', contentLng: 'en' });
    const football = ruleChapterSchema.parse((await chapter(ctx.app, 2, 1, 'ru')).json());
    expect(football).toMatchObject({ groupTitle: 'Правила по видам спорта', lng: 'ru', contentLng: 'en' });
  });

  it('answers the rule book: groups with chapters, and one chapter', async () => {
    const rules = rulesResponseSchema.parse((await get(ctx.app, `${CONTENT_PATHS.rules}?lng=en`)).json());
    expect(rules.groups.map((g) => [g.group, g.title])).toEqual([
      [1, 'General rules'],
      [2, 'Sports rules'],
      [3, 'Settlement'],
    ]);
    expect(rules.groups[0]?.chapters.map((c) => c.title)).toEqual([
      'General terms',
      'Bet types: single, express, system',
      'Live betting',
    ]);
    expect(rules.groups[2]?.chapters.map((c) => c.title)).toContain('Cash-out');
    const res = await chapter(ctx.app, 1, 2, 'en');
    expect(res.statusCode).toBe(200);
    const body = ruleChapterSchema.parse(res.json());
    expect(body).toMatchObject({ group: 1, chapter: 2, groupTitle: 'General rules', contentLng: 'en' });
    expect(body.headings.filter((h) => h.level === 2).map((h) => h.text)).toEqual([
      'Single',
      'Express (accumulator)',
      'System',
      'Bankers',
    ]);
  });

  it('searches the chapters: every word must occur, the best match first, with a snippet', async () => {
    const res = await get(
      ctx.app,
      `${CONTENT_PATHS.rulesSearch}?lng=en&q=${encodeURIComponent('cash-out value')}`,
    );
    expect(res.statusCode).toBe(200);
    const body = rulesSearchResponseSchema.parse(res.json());
    expect(body.hits[0]).toMatchObject({ group: 3, chapter: 3, title: 'Cash-out' });
    expect(body.hits[0]?.snippet.toLowerCase()).toContain('cash-out value');
    const none = rulesSearchResponseSchema.parse(
      (await get(ctx.app, `${CONTENT_PATHS.rulesSearch}?lng=en&q=croquet`)).json(),
    );
    expect(none.hits).toEqual([]);
  });

  it('answers 4xx with a message on bad input', async () => {
    const cases: [string, number, RegExp][] = [
      [`${CONTENT_PATHS.pages}?lng=english`, 400, /lng/],
      [`${CONTENT_PATHS.pages}`, 400, /lng/],
      [`${pathWith(CONTENT_PATHS.page, { slug: 'Not A Page' })}?lng=en`, 400, /page name/],
      [`${pathWith(CONTENT_PATHS.page, { slug: 'nowhere' })}?lng=en`, 404, /nowhere/],
      [`${pathWith(CONTENT_PATHS.ruleChapter, { group: 'abc', chapter: 1 })}?lng=en`, 400, /whole number/],
      [`${pathWith(CONTENT_PATHS.ruleChapter, { group: 0, chapter: 1 })}?lng=en`, 400, /from 1/],
      [`${pathWith(CONTENT_PATHS.ruleChapter, { group: 1, chapter: 99 })}?lng=en`, 404, /1\/99/],
      [`${CONTENT_PATHS.rulesSearch}?lng=en&q=a`, 400, /at least 2/],
    ];
    for (const [url, status, message] of cases) {
      const res = await get(ctx.app, url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json().message, url).toMatch(message);
    }
  });

  it('refuses the operator calls without an operator token (401)', async () => {
    const body = { document: { kind: 'page', slug: 'about' }, lng: 'en', title: 'About', html: '<p>x</p>' };
    const refused: Record<string, string>[] = [{}, { authorization: 'Bearer not-an-operator-token-at-all' }];
    for (const headers of refused) {
      const created = await draft(ctx.app, body, headers);
      expect(created.statusCode).toBe(401);
      expect(created.json()).toMatchObject({ code: OPERATOR_UNAUTHENTICATED });
      expect((await publish(ctx.app, 1, headers)).statusCode).toBe(401);
    }
  });

  it('a draft is cleaned and not served; publishing it adds the next revision, which is served', async () => {
    const created = await draft(ctx.app, {
      document: { kind: 'page', slug: 'taxation' },
      lng: 'en',
      title: 'Taxes on winnings',
      html: '<h2 onclick="steal()">Who pays</h2><script>document.cookie</script><p>You do.<img src=x onerror=alert(1)></p>',
    });
    expect(created.statusCode).toBe(201);
    const saved = contentDraftSchema.parse(created.json());
    expect(saved).toMatchObject({
      revision: null,
      publishedAt: null,
      document: { kind: 'page', slug: 'taxation' },
    });
    expect(saved.html).toBe('<h2 id="who-pays">Who pays</h2><p>You do.</p>');

    // Still revision 1 until published.
    expect(contentPageSchema.parse((await page(ctx.app, 'taxation', 'en')).json())).toMatchObject({
      revision: 1,
      title: 'Taxation',
    });
    const published = await publish(ctx.app, saved.id);
    expect(published.statusCode).toBe(200);
    expect(contentDraftSchema.parse(published.json())).toMatchObject({ id: saved.id, revision: 2 });
    const served = contentPageSchema.parse((await page(ctx.app, 'taxation', 'en')).json());
    expect(served).toMatchObject({ revision: 2, title: 'Taxes on winnings', html: saved.html });
    expect(served.headings).toEqual([{ id: 'who-pays', level: 2, text: 'Who pays' }]);
    // Other languages keep falling back to the newest English revision.
    expect(contentPageSchema.parse((await page(ctx.app, 'taxation', 'es')).json())).toMatchObject({
      contentLng: 'en',
      revision: 2,
    });

    const again = await publish(ctx.app, saved.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already published as revision 2/);
  });

  it('an operator creates a new page and a new chapter through drafts', async () => {
    const pageDraft = contentDraftSchema.parse(
      (
        await draft(ctx.app, {
          document: { kind: 'page', slug: 'lottery-terms' },
          lng: 'de',
          title: 'Lotteriebedingungen',
          html: '<p>Bedingungen der Lotterie.</p>',
        })
      ).json(),
    );
    expect((await page(ctx.app, 'lottery-terms', 'de')).statusCode).toBe(404);
    await publish(ctx.app, pageDraft.id);
    expect(contentPageSchema.parse((await page(ctx.app, 'lottery-terms', 'de')).json())).toMatchObject({
      contentLng: 'de',
      revision: 1,
    });
    // No English text: other languages have nothing to fall back to.
    expect((await page(ctx.app, 'lottery-terms', 'en')).statusCode).toBe(404);

    const chapterDraft = contentDraftSchema.parse(
      (
        await draft(ctx.app, {
          document: { kind: 'rule-chapter', group: 2, chapter: 6 },
          lng: 'en',
          title: 'Volleyball',
          html: '<p>Sets to 25 points.</p>',
        })
      ).json(),
    );
    await publish(ctx.app, chapterDraft.id);
    const rules = rulesResponseSchema.parse((await get(ctx.app, `${CONTENT_PATHS.rules}?lng=en`)).json());
    expect(rules.groups[1]?.chapters.at(-1)).toMatchObject({ chapter: 6, title: 'Volleyball' });
  });

  it('answers 4xx on a bad draft or publication', async () => {
    const bad: [unknown, number, RegExp][] = [
      [{ document: { kind: 'page', slug: 'about' }, lng: 'en', title: '', html: '<p>x</p>' }, 400, /title/],
      [{ document: { kind: 'poster' }, lng: 'en', title: 'x', html: '' }, 400, /kind/],
      [{ document: { kind: 'page', slug: 'about' }, lng: 'EN', title: 'x', html: '' }, 400, /lng/],
      [
        { document: { kind: 'page', slug: 'about' }, lng: 'en', title: 'x', html: 'y'.repeat(200_001) },
        400,
        /html/,
      ],
      [
        { document: { kind: 'rule-chapter', group: 42, chapter: 1 }, lng: 'en', title: 'x', html: '' },
        404,
        /group 42/,
      ],
    ];
    for (const [body, status, message] of bad) {
      const res = await draft(ctx.app, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect((await publish(ctx.app, 'x')).statusCode).toBe(400);
    expect((await publish(ctx.app, 999_999)).statusCode).toBe(404);
  });
});
