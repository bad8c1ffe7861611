import { type BrowserContext, type Route } from '@playwright/test';
import { expect, test } from './support';

/**
 * The installable site (issue 34 item 6, docs/adr/0044-pwa.md): the brand's manifest and icons, and a service
 * worker that answers a page the network cannot reach with the offline page of its language.
 */

/** The network gone, for the page and for its service worker (whose requests `setOffline` alone does not cut). */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**', cutWorker);
  await context.setOffline(true);
}

function cutWorker(route: Route) {
  return route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue();
}

async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**', cutWorker);
  await context.setOffline(false);
}

test.describe('installable site', () => {
  test.use({ serviceWorkers: 'allow' });

  test('MISC-007 MISC-008 the manifest names the brand and lists its icons in the seed sizes; the shell links the touch icons', async ({
    page,
  }) => {
    const manifest = (await (await page.request.get('/manifest.json')).json()) as {
      name: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest.name).toBe('Betline');
    const sizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes);
    expect(sizes).toEqual([
      '72x72',
      '96x96',
      '128x128',
      '144x144',
      '152x152',
      '192x192',
      '384x384',
      '512x512',
    ]);
    for (const icon of manifest.icons.filter((each) => each.type === 'image/png')) {
      const answer = await page.request.get(icon.src);
      expect(answer.headers()['content-type']).toBe('image/png');
      const bytes = await answer.body();
      // A PNG of the size it claims (the width and height of its IHDR chunk).
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      const side = Number(icon.sizes.split('x')[0]);
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([side, side]);
    }
    const html = await (await page.request.get('/en')).text();
    expect(html).toContain('<link rel="apple-touch-icon" sizes="152x152" href="/brand-icon-152.png"');
    const old = await page.request.get('/en', {
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 14_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1',
      },
    });
    expect(await old.text()).toContain(
      '<link rel="apple-touch-icon-precomposed" sizes="152x152" href="/brand-icon-152.png"',
    );
  });

  test('a page the network cannot reach shows the offline page in its language; back online, the page loads', async ({
    page,
    context,
  }) => {
    await page.goto('/de/line');
    // The worker installs after the page has loaded; from the next page on it answers.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await goOffline(context);
    await page.goto('/de/live');
    await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Erneut versuchen' })).toBeVisible();
    await page.goto('/uk/casino');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Немає підключення до інтернету' }),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('offline-uk.png') });

    // Back online: the page the player asked for loads by itself.
    await goOnline(context);
    await expect(page).toHaveURL(/\/uk\/casino$/);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Немає підключення до інтернету' })).toHaveCount(
      0,
    );
  });
});
