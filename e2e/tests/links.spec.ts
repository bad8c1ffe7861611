import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support';

/**
 * Every page a visitor can reach by a link is a real page (issue 34): starting from home (a guest) and from the
 * office (a signed-in player), the server-rendered pages are followed link by link; each must answer (after its
 * redirects) with a page of the app that is not a placeholder. Pages that differ only by a number (a game, an
 * event) are sampled, not all visited. Links are read from the server's rendering: a link that only appears after
 * the app has started in the browser is not followed.
 */

/**
 * Pages visited per crawl at most: a margin over the site (about 140 address shapes for a guest today, slugged ids
 * counted as ids), so the crawl ends by running out of new links.
 */
const MAX_PAGES = 1000;
/** Pages visited per address shape (`/en/casino/game/#/#`). */
const PER_SHAPE = 2;

/** A page's address shape: every id segment (`/123`, or `/123-its-slug` of a sport, championship, game or team) is `#`. */
const shapeOf = (path: string) => path.replace(/\?.*$/, '').replace(/\/\d+(?:-[^/]*)?(?=\/|$)/g, '/#');

/** The site's own page links of a server-rendered page (not its API, files or other sites). */
function linksOf(html: string): string[] {
  const out = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*\bhref="(\/[a-z]{2}(?:\/[^"#]*)?)(?:#[^"]*)?"/g)) {
    const href = match[1]!.replace(/&amp;/g, '&');
    out.add(href);
  }
  return [...out];
}

async function crawl(request: APIRequestContext, start: string[]) {
  const seen = new Set<string>(start);
  const shapes = new Map<string, number>();
  const queue = [...start];
  const problems: string[] = [];
  let visited = 0;
  while (queue.length > 0 && visited < MAX_PAGES) {
    const path = queue.shift()!;
    const shape = shapeOf(path);
    const count = shapes.get(shape) ?? 0;
    if (count >= PER_SHAPE) continue;
    shapes.set(shape, count + 1);
    visited += 1;
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    const html = await response.text();
    if (response.status() >= 400) {
      problems.push(`${path}: HTTP ${response.status()}`);
      continue;
    }
    if (html.includes('data-placeholder')) {
      problems.push(`${path}: a placeholder page`);
      continue;
    }
    for (const link of linksOf(html)) {
      if (!seen.has(link)) {
        seen.add(link);
        queue.push(link);
      }
    }
  }
  return { visited, problems };
}

test.describe('links', () => {
  test('every page a guest reaches by a link answers with a real page', async ({ request }) => {
    test.setTimeout(240_000);
    const { visited, problems } = await crawl(request, ['/en']);
    expect(problems).toEqual([]);
    expect(visited).toBeGreaterThan(100);
    expect(visited).toBeLessThan(MAX_PAGES);
  });

  test('every page a signed-in player reaches by a link answers with a real page', async ({ request }) => {
    test.setTimeout(240_000);
    const registered = await request.post('/web-api/auth/register/fast', {
      data: { country_id: 1, currency_id: 3, first_deposit_bonus_choice: 0 },
    });
    expect(registered.status()).toBe(201);
    const { visited, problems } = await crawl(request, ['/en/office/account', '/en']);
    expect(problems).toEqual([]);
    expect(visited).toBeGreaterThan(100);
    expect(visited).toBeLessThan(MAX_PAGES);
  });
});
