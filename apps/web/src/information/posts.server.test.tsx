import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_PATHS, pathWith } from '@betline/contracts/paths';
import type { Post, PostsResponse } from '../api/types';
import { renderPage, type RenderedPage } from '../entry-server';
import { apiStubs, stubSiteConfig, stubSiteServices } from '../test/app';

function page(rendered: RenderedPage): Extract<RenderedPage, { kind: 'page' }> {
  if (rendered.kind !== 'page') throw new Error(`expected a page, got a ${rendered.status}`);
  return rendered;
}

const LIST: PostsResponse = {
  kind: 'blog',
  lng: 'en',
  page: 2,
  size: 6,
  total: 7,
  pageCount: 2,
  posts: [
    {
      kind: 'blog',
      slug: 'handicaps-explained',
      title: 'Handicaps explained',
      summary: 'How a goal handicap evens out a one-sided game.',
      coverUrl: null,
      contentLng: 'en',
      date: '2026-10-27T09:00:00.000Z',
    },
  ],
};

const POST: Post = {
  kind: 'news',
  slug: 'seven-languages',
  lng: 'en',
  title: 'Betline now speaks seven languages',
  summary: 'Turkish, Ukrainian and Portuguese join the site.',
  coverUrl: null,
  date: '2026-11-19T09:30:00.000Z',
  contentLng: 'en',
  html: '<p>Choose your language in the header.</p>',
  headings: [],
  revision: 1,
  publishedAt: '2026-11-19T09:30:00.000Z',
};

afterEach(() => apiStubs.clear());

describe('news and blog on the server (ADR 0041)', () => {
  it('a page of the blog list arrives drawn by the server, its answer handed to the browser', async () => {
    stubSiteServices();
    const { transport } = stubSiteConfig();
    apiStubs.set(`GET ${pathWith(CONTENT_PATHS.posts, { kind: 'blog' })}`, (request) => {
      expect(request.params).toMatchObject({ page: 2, size: 6, lng: 'en' });
      return { status: 200, data: LIST };
    });
    const rendered = page(
      await renderPage({ url: '/en/blog?page=2', cookies: {}, languages: ['en'], transport }),
    );
    expect(rendered.status).toBe(200);
    expect(rendered.html).toContain('Handicaps explained');
    expect(rendered.html).toContain('href="/en/blog/handicaps-explained"');
    expect(rendered.html).toContain('Page 2 of 2');
    const json = /id="app-data">([\s\S]*?)<\/script>/.exec(rendered.data)![1]!;
    expect(Object.values(JSON.parse(json) as Record<string, unknown>)).toContainEqual(LIST);
  });

  it('a news post arrives drawn by the server', async () => {
    stubSiteServices();
    const { transport } = stubSiteConfig();
    apiStubs.set(`GET ${pathWith(CONTENT_PATHS.post, { kind: 'news', slug: 'seven-languages' })}`, () => ({
      status: 200,
      data: POST,
    }));
    const rendered = page(
      await renderPage({ url: '/en/news/seven-languages', cookies: {}, languages: ['en'], transport }),
    );
    expect(rendered.html).toMatch(/<h1[^>]*>Betline now speaks seven languages<\/h1>/);
    expect(rendered.html).toContain('Choose your language in the header.');
    expect(rendered.html).toContain('Published November 19, 2026');
  });
});
