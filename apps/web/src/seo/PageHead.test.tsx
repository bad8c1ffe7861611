import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { SeoPageData } from '../api/types';
import { SEO_PATHS } from '@betline/contracts/paths';
import { apiStubs, renderApp, stubSiteConfig, stubSiteServices, testStores } from '../test/app';
import { canonicalOf } from './PageHead';

const ORIGIN = 'https://betline.example';

function pageData(path: string, overrides: Partial<SeoPageData> = {}): SeoPageData {
  const [, lng = 'en', ...rest] = path.split('/');
  const tail = rest.length === 0 ? '' : `/${rest.join('/')}`;
  return {
    routeId: 'betting',
    lng,
    title: `SEO title of ${path} | Betline`,
    description: `SEO description of ${path}`,
    siteName: 'Betline',
    metaRobots: null,
    hierarchyMetaRobots: 'index, follow',
    metas: [
      { attribute: 'property', key: 'og:title', content: `SEO title of ${path}` },
      { attribute: 'name', key: 'twitter:card', content: 'summary' },
    ],
    customCanonical: null,
    canonical: `${ORIGIN}${path}`,
    alternates: [
      ...['en', 'de', 'ru'].map((code) => ({ hreflang: code, href: `${ORIGIN}/${code}${tail}` })),
      { hreflang: 'x-default', href: `${ORIGIN}/en${tail}` },
    ],
    ...overrides,
  };
}

/** Answers the SEO page data of every path with `answer(path)`; returns the paths asked for. */
function serveSeo(answer: (path: string) => SeoPageData): string[] {
  const asked: string[] = [];
  apiStubs.set(`GET ${SEO_PATHS.page}`, (request) => {
    const path = String(request.params?.path);
    asked.push(path);
    return { status: 200, data: answer(path) };
  });
  return asked;
}

const head = () => document.head;
const all = (selector: string) => [...head().querySelectorAll(selector)];
const attr = (selector: string, name: string) => head().querySelector(selector)?.getAttribute(name) ?? null;

beforeEach(() => {
  testStores().user.userId = null;
  stubSiteConfig();
});

describe('PageHead', () => {
  it('SEO-002 renders the title, description, robots rule, canonical, alternates and metas of the page', async () => {
    const asked = serveSeo((path) => pageData(path));
    renderApp('/de/live');
    await waitFor(() => expect(document.title).toBe('SEO title of /de/live | Betline'));
    expect(asked).toEqual(['/de/live']);
    expect(all('title')).toHaveLength(1);
    expect(attr('meta[name="description"]', 'content')).toBe('SEO description of /de/live');
    expect(attr('meta[name="robots"]', 'content')).toBe('index, follow');
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/de/live`);
    expect(
      all('link[rel="alternate"]').map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    ).toEqual([
      ['en', `${ORIGIN}/en/live`],
      ['de', `${ORIGIN}/de/live`],
      ['ru', `${ORIGIN}/ru/live`],
      ['x-default', `${ORIGIN}/en/live`],
    ]);
    expect(attr('meta[property="og:title"]', 'content')).toBe('SEO title of /de/live');
    expect(attr('meta[name="twitter:card"]', 'content')).toBe('summary');
  });

  it("shows the page's translated title while the SEO data is missing", async () => {
    renderApp('/en/information/about');
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    await waitFor(() => expect(document.title).toBe('About us | Betline'));
    expect(all('meta[name="robots"]')).toEqual([]);
    expect(all('link[rel="canonical"]')).toEqual([]);
  });

  it("the home page's title comes from the main strings; the maintenance page's speaks its text's language", async () => {
    const { unmount } = renderApp('/en');
    await waitFor(() => expect(document.title).toBe('Sports betting and casino | Betline'));
    unmount();
    testStores().user.userId = 7;
    stubSiteServices({
      maintenance: {
        startAt: null,
        finishAt: null,
        notifyStartDate: null,
        notifyEndDate: null,
        isActive: true,
      },
    });
    serveSeo((path) =>
      pageData(path, { title: 'Technical works | Betline', hierarchyMetaRobots: 'noindex, nofollow' }),
    );
    renderApp('/kk/news');
    await screen.findByRole('heading', { level: 1, name: 'Технические работы' });
    // The SEO data is in (its robots rule shows), and the title still speaks Russian.
    await waitFor(() => expect(attr('meta[name="robots"]', 'content')).toBe('noindex, nofollow'));
    expect(document.title).toBe('Технические работы | Betline');
  });

  it('the next page replaces the head of the last one, and the shell description steps aside', async () => {
    const shell = document.createElement('meta');
    shell.name = 'description';
    shell.content = 'Betline: sports betting, live odds and casino.';
    head().append(shell);
    try {
      serveSeo((path) => pageData(path));
      const { router } = renderApp('/en/live');
      await waitFor(() => expect(document.title).toBe('SEO title of /en/live | Betline'));
      await act(() => router.navigate('/en/line'));
      await waitFor(() => expect(document.title).toBe('SEO title of /en/line | Betline'));
      expect(all('title')).toHaveLength(1);
      expect(all('meta[name="description"]').map((meta) => meta.getAttribute('content'))).toEqual([
        'SEO description of /en/line',
      ]);
      expect(all('link[rel="canonical"]').map((link) => link.getAttribute('href'))).toEqual([
        `${ORIGIN}/en/line`,
      ]);
      expect(all('link[rel="alternate"]')).toHaveLength(4);
    } finally {
      shell.remove();
    }
  });

  it('SEO-003 honours a custom canonical: the target of a url, this page on the host of a mirror', () => {
    const url = pageData('/en/cyber/real', {
      customCanonical: { mode: 'url', targetUrl: `${ORIGIN}/en/esports/real`, domain: 'betline.example' },
    });
    expect(canonicalOf(url)).toBe(`${ORIGIN}/en/esports/real`);
    const mirror = pageData('/en/line', {
      customCanonical: {
        mode: 'mirror',
        targetUrl: 'https://mirror.example/en/line',
        domain: 'mirror.example',
      },
    });
    expect(canonicalOf(mirror)).toBe('https://mirror.example/en/line');
    expect(canonicalOf(pageData('/en/line'))).toBe(`${ORIGIN}/en/line`);
    expect(canonicalOf({ ...url, metaRobots: 'noindex, follow' })).toBeNull();
  });

  it('SEO-003 renders the custom canonical of the page', async () => {
    serveSeo((path) =>
      pageData(path, {
        customCanonical: { mode: 'url', targetUrl: `${ORIGIN}/de/esports/real`, domain: 'betline.example' },
        alternates: [],
      }),
    );
    renderApp('/de/cyber/real');
    await waitFor(() => expect(attr('link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/de/esports/real`));
    expect(all('link[rel="alternate"]')).toEqual([]);
  });

  it('SEO-001 a page whose flags hide SEO has no SEO block, and its head says noindex without canonical', async () => {
    serveSeo((path) =>
      pageData(path, {
        routeId: 'registration',
        hierarchyMetaRobots: 'noindex, nofollow',
        canonical: null,
        alternates: [],
      }),
    );
    renderApp('/en/registration');
    await waitFor(() => expect(attr('meta[name="robots"]', 'content')).toBe('noindex, nofollow'));
    expect(screen.queryByTestId('seo-block')).toBeNull();
    expect(all('link[rel="canonical"]')).toEqual([]);
    expect(all('link[rel="alternate"]')).toEqual([]);
  });
});
