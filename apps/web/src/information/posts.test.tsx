import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_PATHS, SUPPORT_PATHS, pathWith } from '@betline/contracts/paths';
import type { SupportTicketDetail } from '@betline/contracts';
import type { ContentPage, Post, PostSummary, PostsResponse } from '../api/types';
import type { TransportRequest } from '../api/transport';
import { apiStubs, renderApp, stubSiteConfig, testStores } from '../test/app';

const NEWS: PostSummary[] = Array.from({ length: 13 }, (_, index) => ({
  kind: 'news',
  slug: `news-${index + 1}`,
  title: `News number ${index + 1}`,
  summary: `What happened in news ${index + 1}.`,
  coverUrl: null,
  contentLng: 'en',
  date: new Date(Date.UTC(2026, 10, 28 - index, 9)).toISOString(),
}));

/** Answers the news list as the server does: newest first, `page` and `size` from the query. */
function stubNews(): TransportRequest[] {
  const requests: TransportRequest[] = [];
  apiStubs.set(`GET ${pathWith(CONTENT_PATHS.posts, { kind: 'news' })}`, (request) => {
    requests.push(request);
    const page = Number(request.params?.page);
    const size = Number(request.params?.size);
    const body: PostsResponse = {
      kind: 'news',
      lng: String(request.params?.lng),
      page,
      size,
      total: NEWS.length,
      pageCount: Math.ceil(NEWS.length / size),
      posts: NEWS.slice((page - 1) * size, page * size),
    };
    return { status: 200, data: body };
  });
  return requests;
}

const POST: Post = {
  kind: 'blog',
  slug: 'how-odds-work',
  lng: 'en',
  title: 'How odds work',
  summary: 'What odds tell you about a result.',
  coverUrl: null,
  date: '2026-11-24T09:00:00.000Z',
  contentLng: 'en',
  html: '<p>Odds say two things.</p><h2 id="decimal-odds">Decimal odds</h2><p>Try the <a href="/information/betting-calculator">calculator</a>.</p>',
  headings: [{ id: 'decimal-odds', level: 2, text: 'Decimal odds' }],
  revision: 2,
  publishedAt: '2026-11-25T09:00:00.000Z',
};

beforeEach(() => {
  stubSiteConfig();
});

describe('news and blog', { timeout: 30_000 }, () => {
  it('lists the news newest first and pages through them with the pager', async () => {
    const user = userEvent.setup();
    const requests = stubNews();
    const { router } = renderApp('/en/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: 'News number 1' });
    expect(first).toHaveAttribute('href', '/en/news/news-1');
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByText('Published November 28, 2026')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    const pager = screen.getByRole('navigation', { name: 'Pages of posts' });
    await user.click(within(pager).getByRole('link', { name: /2/ }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('link', { name: 'News number 7' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByRole('link', { name: 'News number 1' })).toBeNull();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    // The last page holds the oldest posts.
    const again = screen.getByRole('navigation', { name: 'Pages of posts' });
    await user.click(within(again).getByRole('link', { name: /3/ }));
    expect(await screen.findByRole('link', { name: 'News number 13' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(requests.map((r) => [r.params?.page, r.params?.size, r.params?.lng])).toEqual([
      [1, 6, 'en'],
      [2, 6, 'en'],
      [3, 6, 'en'],
    ]);
  });

  it('past the last page says so and leads back to the first', async () => {
    stubNews();
    renderApp('/en/news?page=7');
    expect(await screen.findByText('There are no posts on this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/en/news');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows a blog post with its date, summary, contents and the way back to the blog', async () => {
    apiStubs.set(`GET ${pathWith(CONTENT_PATHS.post, { kind: 'blog', slug: 'how-odds-work' })}`, () => ({
      status: 200,
      data: POST,
    }));
    renderApp('/en/blog/how-odds-work');
    expect(await screen.findByRole('heading', { level: 1, name: 'How odds work' })).toBeInTheDocument();
    expect(screen.getByText('Published November 24, 2026')).toBeInTheDocument();
    expect(screen.getByText('What odds tell you about a result.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All blog posts' })).toHaveAttribute('href', '/en/blog');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getByRole('link', { name: 'Decimal odds' })).toHaveAttribute('href', '#decimal-odds');
    expect(screen.getByRole('link', { name: 'calculator' })).toHaveAttribute(
      'href',
      '/en/information/betting-calculator',
    );
  });

  it('says so when a post does not exist', async () => {
    apiStubs.set(`GET ${pathWith(CONTENT_PATHS.post, { kind: 'news', slug: 'gone' })}`, () => ({
      status: 404,
      data: { message: 'news post "gone" does not exist or has no published text' },
    }));
    renderApp('/en/news/gone');
    expect(await screen.findByText('This text has not been published yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/en/news');
  });
});

describe('content pages', { timeout: 30_000 }, () => {
  it('the partners page shows its text from the content service in the page’s language', async () => {
    const requests: TransportRequest[] = [];
    const page: ContentPage = {
      slug: 'partners',
      lng: 'ru',
      title: 'Betline Partners: партнёрская программа',
      contentLng: 'ru',
      html: '<p>Betline Partners платит за игроков.</p><h2 id="как-подключиться">Как подключиться</h2><p>Пишите нам.</p>',
      headings: [{ id: 'как-подключиться', level: 2, text: 'Как подключиться' }],
      revision: 1,
      publishedAt: '2026-11-01T09:00:00.000Z',
    };
    apiStubs.set(`GET ${pathWith(CONTENT_PATHS.page, { slug: 'partners' })}`, (request) => {
      requests.push(request);
      return { status: 200, data: page };
    });
    renderApp('/ru/ourpartners');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Betline Partners: партнёрская программа' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Как подключиться' })).toHaveAttribute(
      'id',
      'как-подключиться',
    );
    expect(requests[0]?.params?.lng).toBe('ru');
    // No install button off the app pages.
    expect(screen.queryByRole('button', { name: /Установить/ })).toBeNull();
  });

  it('the mobile app page offers the install button once the browser allows installing', async () => {
    apiStubs.set(`GET ${pathWith(CONTENT_PATHS.page, { slug: 'mobile-app' })}`, () => ({
      status: 200,
      data: {
        slug: 'mobile-app',
        lng: 'en',
        title: 'The Betline mobile app',
        contentLng: 'en',
        html: '<p>The app.</p>',
        headings: [],
        revision: 1,
        publishedAt: '2026-11-01T09:00:00.000Z',
      } satisfies ContentPage,
    }));
    renderApp('/en/mobile-app');
    await screen.findByRole('heading', { level: 1, name: 'The Betline mobile app' });
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();

    const { installPromptOf } = await import('../site/installPrompt');
    const stored = installPromptOf(testStores());
    let prompted = 0;
    await act(async () => {
      stored.held = Object.assign(new Event('beforeinstallprompt'), {
        prompt: async () => {
          prompted += 1;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' as const }),
      });
      for (const watcher of stored.watchers) watcher();
    });
    await userEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(prompted).toBe(1);
    expect(
      await screen.findByText('Betline is being installed: open it from your home screen or app list.'),
    ).toBeInTheDocument();
  });
});

describe('office-share-idea', { timeout: 30_000 }, () => {
  it('asks for a topic and the idea, sends it to support and thanks the player', async () => {
    const user = userEvent.setup();
    testStores().user.userId = 7;
    const sent: FormData[] = [];
    apiStubs.set(`POST ${SUPPORT_PATHS.tickets}`, (request) => {
      sent.push(request.body as FormData);
      const ticket: SupportTicketDetail = {
        id: 42,
        topicId: 5,
        subTopicId: 51,
        subject: 'Idea: Casino',
        status: 'open',
        transaction: null,
        createdAt: '2026-11-29T10:00:00.000Z',
        updatedAt: '2026-11-29T10:00:00.000Z',
        unread: 0,
        messages: [],
      };
      return { status: 201, data: ticket };
    });
    renderApp('/en/office/share-idea');
    const form = await screen.findByRole('form', { name: 'Your idea' });
    await user.click(within(form).getByRole('button', { name: 'Send the idea' }));
    expect(within(form).getByText('Please choose one.')).toBeInTheDocument();
    expect(within(form).getByText('Please fill this in.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.selectOptions(within(form).getByRole('combobox', { name: /Topic/ }), 'casino');
    await user.type(
      within(form).getByRole('textbox', { name: /Your idea/ }),
      'A table of my favourite slots',
    );
    await user.click(within(form).getByRole('button', { name: 'Send the idea' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your idea!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow the answer' })).toHaveAttribute(
      'href',
      '/en/office/support?ticket=42',
    );
    expect(sent).toHaveLength(1);
    const body = sent[0]!;
    expect(Object.fromEntries(body.entries())).toEqual({
      topicId: '5',
      subTopicId: '51',
      subject: 'Idea: Casino',
      text: 'A table of my favourite slots',
      lng: 'en',
    });
  });
});
