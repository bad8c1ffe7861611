import { describe, expect, it } from 'vitest';
import {
  CONTENT_PATHS,
  OPERATOR_CONTENT_PATHS,
  OPERATOR_UNAUTHENTICATED,
  contentDraftSchema,
  contentPageSchema,
  contentPagesResponseSchema,
  pathWith,
  postSchema,
  postsResponseSchema,
} from '@betline/contracts';
import type { App } from '../../app';
import { drivers, useSeededApp } from '../../test/databases';
import { DEMO_OPERATOR_TOKEN } from '../operator/seed';
import { DEMO_POSTS } from './demoPosts';

const OPERATOR = { authorization: `Bearer ${DEMO_OPERATOR_TOKEN}` };

const get = (app: App, url: string) => app.inject({ method: 'GET', url });
const list = (app: App, kind: string, query: string) =>
  get(app, `${pathWith(CONTENT_PATHS.posts, { kind })}?${query}`);
const post = (app: App, kind: string, slug: string, lng: string) =>
  get(app, `${pathWith(CONTENT_PATHS.post, { kind, slug })}?lng=${lng}`);
const draft = (app: App, payload: unknown, headers: Record<string, string> = OPERATOR) =>
  app.inject({ method: 'POST', url: OPERATOR_CONTENT_PATHS.drafts, headers, payload: payload as object });
const publish = (app: App, id: number | string, headers: Record<string, string> = OPERATOR) =>
  app.inject({ method: 'POST', url: pathWith(OPERATOR_CONTENT_PATHS.publish, { id }), headers });

const NEWS = DEMO_POSTS.filter((p) => p.kind === 'news');

describe.each(drivers)('posts API on $name', (driver) => {
  const ctx = useSeededApp(driver);

  it('lists the news newest first, one page at a time', async () => {
    const first = await list(ctx.app, 'news', 'lng=en&page=1&size=3');
    expect(first.statusCode).toBe(200);
    const page1 = postsResponseSchema.parse(first.json());
    expect(page1).toMatchObject({ kind: 'news', page: 1, size: 3, total: NEWS.length });
    expect(page1.pageCount).toBe(Math.ceil(NEWS.length / 3));
    const newest = [...NEWS].sort((a, b) => b.date.localeCompare(a.date));
    expect(page1.posts.map((p) => p.slug)).toEqual(newest.slice(0, 3).map((p) => p.slug));
    expect(page1.posts[0]).toMatchObject({
      kind: 'news',
      title: 'Cash-out now works on every live accumulator',
      contentLng: 'en',
      coverUrl: null,
    });
    expect(page1.posts[0]?.summary).toMatch(/^Partial and full cash-out/);

    const page2 = postsResponseSchema.parse((await list(ctx.app, 'news', 'lng=en&page=2&size=3')).json());
    expect(page2.posts.map((p) => p.slug)).toEqual(newest.slice(3, 6).map((p) => p.slug));
    const dates = [...page1.posts, ...page2.posts].map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());

    // Past the last page: no posts, the totals still tell where the pages end.
    const past = postsResponseSchema.parse((await list(ctx.app, 'news', 'lng=en&page=9&size=3')).json());
    expect(past.posts).toEqual([]);
    expect(past.total).toBe(NEWS.length);
  });

  it('answers the blog in Russian where a post has Russian text, else in English', async () => {
    const body = postsResponseSchema.parse((await list(ctx.app, 'blog', 'lng=ru')).json());
    expect(body.size).toBe(10);
    expect(body.posts.every((p) => p.kind === 'blog')).toBe(true);
    const odds = body.posts.find((p) => p.slug === 'how-odds-work');
    expect(odds).toMatchObject({ contentLng: 'ru', title: expect.stringMatching(/^Как устроены/) });
    expect(body.posts.find((p) => p.slug === 'handicaps-explained')?.contentLng).toBe('en');
  });

  it('refuses pages and sizes out of bounds and unknown kinds (400)', async () => {
    for (const query of [
      'lng=en&page=0',
      'lng=en&size=0',
      'lng=en&size=51',
      'lng=en&page=two',
      'lng=english',
    ]) {
      const res = await list(ctx.app, 'news', query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toEqual(expect.any(String));
    }
    expect((await list(ctx.app, 'press', 'lng=en')).statusCode).toBe(400);
  });

  it('answers one post with its text and its date, and 404 for a post that does not exist', async () => {
    const res = await post(ctx.app, 'blog', 'how-odds-work', 'en');
    expect(res.statusCode).toBe(200);
    const body = postSchema.parse(res.json());
    expect(body).toMatchObject({ kind: 'blog', slug: 'how-odds-work', contentLng: 'en', revision: 1 });
    expect(body.date).toBe('2026-11-24T09:00:00.000Z');
    expect(body.headings.map((h) => h.text)).toContain('Decimal odds');

    for (const [kind, slug] of [
      ['blog', 'no-such-post'],
      // A news post is not a blog post.
      ['blog', 'seven-languages'],
    ] as const) {
      const missing = await post(ctx.app, kind, slug, 'en');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'CONTENT_NOT_FOUND' });
    }
    expect((await post(ctx.app, 'news', 'Bad Slug!', 'en')).statusCode).toBe(400);
  });

  it('serves the site pages by their slug without listing them among the information pages', async () => {
    const partners = contentPageSchema.parse(
      (await get(ctx.app, `${CONTENT_PATHS.pages}/partners?lng=ru`)).json(),
    );
    expect(partners).toMatchObject({ contentLng: 'ru', title: expect.stringMatching(/Betline Partners/) });
    const alphabet = contentPageSchema.parse(
      (await get(ctx.app, `${CONTENT_PATHS.pages}/betting-alphabet?lng=en`)).json(),
    );
    expect(alphabet.headings.map((h) => h.id)).toEqual(expect.arrayContaining(['a', 'c', 'v']));
    const pages = contentPagesResponseSchema.parse(
      (await get(ctx.app, `${CONTENT_PATHS.pages}?lng=en`)).json(),
    );
    const slugs = pages.pages.map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(['smsbets', 'ussdinstruction', 'cash_terminals']));
    expect(slugs).not.toContain('partners');
    expect(slugs).not.toContain('mobile-app');
  });

  it('an operator writes a post as a draft (cleaned, not listed) and publishes it to the top of the list', async () => {
    const created = await draft(ctx.app, {
      document: { kind: 'news', slug: 'tennis-finals' },
      lng: 'en',
      title: 'Tennis finals live',
      html: '<p onclick="steal()">Every match <script>alert(1)</script><strong>live</strong>.</p><img src=x onerror=alert(1)>',
      coverUrl: '/assets/news/tennis.webp',
    });
    expect(created.statusCode).toBe(201);
    const written = contentDraftSchema.parse(created.json());
    expect(written.html).toBe('<p>Every match <strong>live</strong>.</p>');
    expect(written).toMatchObject({ summary: 'Every match live.', coverUrl: '/assets/news/tennis.webp' });

    const before = postsResponseSchema.parse((await list(ctx.app, 'news', 'lng=en')).json());
    expect(before.posts.map((p) => p.slug)).not.toContain('tennis-finals');
    expect((await post(ctx.app, 'news', 'tennis-finals', 'en')).statusCode).toBe(404);

    const published = await publish(ctx.app, written.id);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      revision: 1,
      document: { kind: 'news', slug: 'tennis-finals' },
    });
    const after = postsResponseSchema.parse((await list(ctx.app, 'news', 'lng=en')).json());
    expect(after.total).toBe(before.total + 1);
    expect(after.posts[0]).toMatchObject({ slug: 'tennis-finals', coverUrl: '/assets/news/tennis.webp' });

    // A correction is revision 2 and keeps the post's date.
    const firstDate = after.posts[0]?.date;
    const fix = contentDraftSchema.parse(
      (
        await draft(ctx.app, {
          document: { kind: 'news', slug: 'tennis-finals' },
          lng: 'en',
          title: 'Tennis finals: every match live',
          html: '<p>Corrected.</p>',
          summary: 'Every match of the finals, live.',
        })
      ).json(),
    );
    await publish(ctx.app, fix.id);
    const read = postSchema.parse((await post(ctx.app, 'news', 'tennis-finals', 'en')).json());
    expect(read).toMatchObject({ revision: 2, title: 'Tennis finals: every match live', date: firstDate });
    expect(read.summary).toBe('Every match of the finals, live.');
  });

  it('refuses covers from other sites and post fields on pages (400)', async () => {
    const base = { lng: 'en', title: 'T', html: '<p>x</p>' };
    for (const coverUrl of ['https://evil.example/a.png', '/assets/../secret.png', 'javascript:alert(1)']) {
      const res = await draft(ctx.app, { ...base, document: { kind: 'blog', slug: 'x' }, coverUrl });
      expect(res.statusCode, coverUrl).toBe(400);
    }
    const onPage = await draft(ctx.app, { ...base, document: { kind: 'page', slug: 'about' }, summary: 'S' });
    expect(onPage.statusCode).toBe(400);
    expect(onPage.json()).toMatchObject({ code: 'CONTENT_NOT_A_POST' });
  });

  it('refuses drafts of posts and publishing without an operator token (401)', async () => {
    const body = { document: { kind: 'blog', slug: 'x' }, lng: 'en', title: 'X', html: '<p>x</p>' };
    const refused: Record<string, string>[] = [{}, { authorization: 'Bearer not-an-operator-token-at-all' }];
    for (const headers of refused) {
      const created = await draft(ctx.app, body, headers);
      expect(created.statusCode).toBe(401);
      expect(created.json()).toMatchObject({ code: OPERATOR_UNAUTHENTICATED });
      expect((await publish(ctx.app, 1, headers)).statusCode).toBe(401);
    }
  });
});
