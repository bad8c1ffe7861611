import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_PATHS, pathWith } from '@betline/contracts/paths';
import type { ContentPage, RuleChapter, RulesResponse, RulesSearchResponse } from '../api/types';
import type { TransportRequest } from '../api/transport';
import { apiStubs, renderApp, stubSiteConfig } from '../test/app';

const RULES: RulesResponse = {
  lng: 'en',
  groups: [
    {
      group: 1,
      title: 'General rules',
      contentLng: 'en',
      chapters: [
        { chapter: 1, title: 'General terms', contentLng: 'en' },
        { chapter: 2, title: 'Bet types: single, express, system', contentLng: 'en' },
      ],
    },
    {
      group: 3,
      title: 'Settlement',
      contentLng: 'en',
      chapters: [{ chapter: 3, title: 'Cash-out', contentLng: 'en' }],
    },
  ],
};

function chapter(overrides: Partial<RuleChapter> = {}): RuleChapter {
  return {
    group: 1,
    groupTitle: 'General rules',
    chapter: 2,
    lng: 'en',
    title: 'Bet types: single, express, system',
    contentLng: 'en',
    html:
      '<p>Three types of bet.</p><h2 id="single">Single</h2><p>One selection; no cash-out on a system.</p>' +
      '<h2 id="express-accumulator">Express (accumulator)</h2><h3 id="example">Example</h3><p>Odds multiply.</p>' +
      '<p>See the <a href="/information/payment">payment methods</a>.</p>',
    headings: [
      { id: 'single', level: 2, text: 'Single' },
      { id: 'express-accumulator', level: 2, text: 'Express (accumulator)' },
      { id: 'example', level: 3, text: 'Example' },
    ],
    revision: 3,
    publishedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** Answers the rule book and the chapters; returns the requests of each path. */
function stubRules(chapters: RuleChapter[] = [chapter()]) {
  const requests: TransportRequest[] = [];
  apiStubs.set(`GET ${CONTENT_PATHS.rules}`, (request) => {
    requests.push(request);
    return { status: 200, data: RULES };
  });
  for (const answer of chapters) {
    const path = pathWith(CONTENT_PATHS.ruleChapter, { group: answer.group, chapter: answer.chapter });
    apiStubs.set(`GET ${path}`, (request) => {
      requests.push(request);
      return { status: 200, data: answer };
    });
  }
  return requests;
}

beforeEach(() => {
  stubSiteConfig();
});

describe('information-rules', { timeout: 30_000 }, () => {
  it('shows the chapter with its table of contents, anchors and the rule book beside it', async () => {
    const requests = stubRules();
    renderApp('/en/information/rules/1/2');
    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Bet types: single, express, system',
    });
    expect(title).toBeInTheDocument();
    expect(screen.getByText('General rules', { selector: 'header *' })).toBeInTheDocument();

    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const entries = within(toc).getAllByRole('link');
    expect(entries.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Single', '#single'],
      ['Express (accumulator)', '#express-accumulator'],
      ['Example', '#example'],
    ]);
    // Each entry's anchor is the heading in the text.
    for (const entry of entries) {
      const target = document.getElementById(entry.getAttribute('href')!.slice(1));
      expect(target?.tagName).toMatch(/^H[23]$/);
      expect(target?.textContent).toBe(entry.textContent);
    }
    // The site's own links in the text are in the page's language.
    expect(screen.getByRole('link', { name: 'payment methods' })).toHaveAttribute(
      'href',
      '/en/information/payment',
    );

    const book = screen.getByRole('navigation', { name: 'Rule book' });
    expect(within(book).getByRole('link', { name: 'Bet types: single, express, system' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(book).getByRole('link', { name: 'Cash-out' })).toHaveAttribute(
      'href',
      '/en/information/rules/3/3',
    );
    // Below the text: the chapters before and after it, across groups.
    const pager = screen.getByRole('navigation', { name: 'Chapters' });
    expect(within(pager).getByRole('link', { name: /Previous chapter\s*General terms/ })).toHaveAttribute(
      'href',
      '/en/information/rules/1/1',
    );
    expect(within(pager).getByRole('link', { name: /Next chapter\s*Cash-out/ })).toHaveAttribute(
      'href',
      '/en/information/rules/3/3',
    );
    expect(requests.every((r) => r.params?.lng === 'en')).toBe(true);
  });

  it('a group without a chapter shows its first chapter', async () => {
    const requests = stubRules([
      chapter({ chapter: 1, title: 'General terms', headings: [], html: '<p>Terms.</p>' }),
    ]);
    renderApp('/en/information/rules/1');
    await screen.findByRole('heading', { level: 1, name: 'General terms' });
    expect(
      requests.some((r) => r.path === pathWith(CONTENT_PATHS.ruleChapter, { group: 1, chapter: 1 })),
    ).toBe(true);
    expect(screen.queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument();
  });

  it('searches the rules: lists the chapters found and marks the words in the text', async () => {
    const user = userEvent.setup();
    stubRules();
    const searches: string[] = [];
    apiStubs.set(`GET ${CONTENT_PATHS.rulesSearch}`, (request) => {
      const q = String(request.params?.q);
      searches.push(q);
      const answer: RulesSearchResponse = {
        lng: 'en',
        q,
        hits:
          q === 'cash-out'
            ? [
                {
                  group: 3,
                  chapter: 3,
                  title: 'Cash-out',
                  contentLng: 'en',
                  snippet: 'Cash-out lets you settle a bet early.',
                  matches: 4,
                },
                {
                  group: 1,
                  chapter: 2,
                  title: 'Bet types: single, express, system',
                  contentLng: 'en',
                  snippet: 'One selection; no cash-out on a system.',
                  matches: 1,
                },
              ]
            : [],
      };
      return { status: 200, data: answer };
    });
    renderApp('/en/information/rules/1/2');
    await screen.findByRole('heading', { level: 1, name: 'Bet types: single, express, system' });

    await user.type(screen.getByRole('searchbox', { name: 'Search the rules' }), 'cash-out');
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(searches.at(-1)).toBe('cash-out');
    expect(within(results).getByText('Chapters found: 2')).toBeInTheDocument();
    const found = within(results).getAllByRole('link');
    expect(found.map((a) => a.getAttribute('href'))).toEqual([
      '/en/information/rules/3/3',
      '/en/information/rules/1/2',
    ]);
    expect(within(found[0]!).getAllByText('Cash-out', { selector: 'mark' })).toHaveLength(2);
    // The chapter list gives way to the results while searching.
    expect(screen.queryByRole('navigation', { name: 'Rule book' })).not.toBeInTheDocument();

    // The words are marked in the chapter's text, never inside its markup.
    const article = screen.getByRole('article');
    const marks = article.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['cash-out']);
    expect(within(article).getByText('Matches in this chapter: 1')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search the rules' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the rules' }), 'croquet');
    expect(await screen.findByText('No chapter mentions “croquet”.')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search the rules' }));
    expect(await screen.findByRole('navigation', { name: 'Rule book' })).toBeInTheDocument();
    expect(article.querySelectorAll('mark')).toHaveLength(0);
  });
});

describe('information pages', { timeout: 30_000 }, () => {
  function page(overrides: Partial<ContentPage> = {}): ContentPage {
    return {
      slug: 'cookies',
      lng: 'de',
      title: 'How Betline uses cookies',
      contentLng: 'en',
      html: '<p>What cookies are.</p><h2 id="cookies-we-always-use">Cookies we always use</h2><p>Session.</p>',
      headings: [{ id: 'cookies-we-always-use', level: 2, text: 'Cookies we always use' }],
      revision: 1,
      publishedAt: '2026-11-01T09:00:00.000Z',
      ...overrides,
    };
  }

  it('a page in a fallback language is marked with its lang and says so', async () => {
    const requests: TransportRequest[] = [];
    apiStubs.set(`GET ${pathWith(CONTENT_PATHS.page, { slug: 'cookies' })}`, (request) => {
      requests.push(request);
      return { status: 200, data: page() };
    });
    renderApp('/de/information/cookies');
    const title = await screen.findByRole('heading', { level: 1, name: 'How Betline uses cookies' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(requests[0]?.params).toEqual({ lng: 'de' });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Dieser Text ist in Ihrer Sprache noch nicht verfügbar. Er wird auf Englisch angezeigt.',
    );
    const text = screen.getByText('What cookies are.').parentElement;
    expect(text).toHaveAttribute('lang', 'en');
    const toc = screen.getByRole('navigation', { name: 'Auf dieser Seite' });
    expect(within(toc).getByRole('link', { name: 'Cookies we always use' })).toHaveAttribute(
      'href',
      '#cookies-we-always-use',
    );
    expect(document.getElementById('cookies-we-always-use')).toHaveTextContent('Cookies we always use');
  });

  it('a page in its own language carries no lang of its own and no note', async () => {
    apiStubs.set(`GET ${pathWith(CONTENT_PATHS.page, { slug: 'about' })}`, () => ({
      status: 200,
      data: page({ slug: 'about', lng: 'en', title: 'About Betline', html: '<p>Hello.</p>', headings: [] }),
    }));
    renderApp('/en/information/about');
    const title = await screen.findByRole('heading', { level: 1, name: 'About Betline' });
    expect(title).not.toHaveAttribute('lang');
    expect(screen.getByText('Hello.').parentElement).not.toHaveAttribute('lang');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByText('Updated 2026-11-01, revision 1')).toBeInTheDocument();
  });

  it('a page not published yet says so; a failure offers a retry that asks again', async () => {
    let calls = 0;
    apiStubs.set(`GET ${pathWith(CONTENT_PATHS.page, { slug: 'taxation' })}`, () => {
      calls += 1;
      return calls === 1
        ? { status: 503, data: { statusCode: 503, error: 'Service Unavailable', message: 'down' } }
        : { status: 200, data: page({ slug: 'taxation', lng: 'en', contentLng: 'en', title: 'Taxation' }) };
    });
    renderApp('/en/information/taxation');
    const alert = (await screen.findByText('The text could not be loaded.')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    await userEvent.setup().click(within(alert).getByRole('button'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Taxation' })).toBeInTheDocument();

    apiStubs.set(`GET ${pathWith(CONTENT_PATHS.page, { slug: 'kycpolicy' })}`, () => ({
      status: 404,
      data: { statusCode: 404, error: 'Not Found', message: 'no text', code: 'CONTENT_NOT_FOUND' },
    }));
    renderApp('/en/information/kycpolicy');
    expect(await screen.findByText('This text has not been published yet.')).toBeInTheDocument();
  });

  it('the information index lists the pages and the rule book', async () => {
    apiStubs.set(`GET ${CONTENT_PATHS.pages}`, () => ({
      status: 200,
      data: {
        lng: 'en',
        pages: [
          { slug: 'about', title: 'About Betline', summary: 'Betline is a sportsbook.', contentLng: 'en' },
          {
            slug: 'payment',
            title: 'Payment methods',
            summary: 'Deposits and withdrawals.',
            contentLng: 'en',
          },
        ],
      },
    }));
    renderApp('/en/information');
    const about = await screen.findByRole('link', { name: /About Betline/ });
    expect(about).toHaveAttribute('href', '/en/information/about');
    expect(screen.getByRole('link', { name: /Payment methods/ })).toHaveAttribute(
      'href',
      '/en/information/payment',
    );
    // The rule book's card (the footer links to the rules too).
    const rules = screen.getByText(
      'General terms, bet types, the rules of each sport, settlement and cash-out.',
    );
    expect(rules.closest('a')).toHaveAttribute('href', '/en/information/rules/1');
  });
});
