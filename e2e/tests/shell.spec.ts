import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { appInCharge, expect, newPlayer, test } from './support';

/** The page background as the player sees it (the layout frame paints the canvas colour). */
async function canvasColour(page: Page): Promise<string> {
  return page
    .locator('#main')
    .evaluate((main) => getComputedStyle(main.parentElement ?? main).backgroundColor);
}

test.describe('language prefix', () => {
  test('ROUTE-002 / lands on /en (or the detected language)', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Betline' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test.describe('with a Russian browser', () => {
    test.use({ locale: 'ru-RU' });

    test('ROUTE-002 / lands on /ru, the detected language', async ({ page }) => {
      await page.goto('/?utm=1');
      await expect(page).toHaveURL(/\/ru\?utm=1$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Добро пожаловать в Betline' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    });
  });

  test.describe('with a browser language the site does not offer', () => {
    test.use({ locale: 'ja-JP' });

    test('I18N-003 an unavailable path language with an unavailable browser language falls back to English', async ({
      page,
    }) => {
      await page.goto('/zz/casino');
      await expect(page).toHaveURL(/\/en\/casino$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
    });
  });
});

test('the theme switch turns the page dark', async ({ page }, testInfo) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.clock.setFixedTime(new Date('2026-03-01T12:00:00Z'));
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Betline' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'light');
  const light = await canvasColour(page);

  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  await expect.poll(() => canvasColour(page)).not.toBe(light);

  // The choice survives a reload and is applied before the app starts (public/theme-init.js).
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(0, 0);

  await page.screenshot({ path: join(testInfo.project.outputDir, 'dark.png'), fullPage: true });
  // The sportsbook part of home (live prices and clocks from the feed) changes from run to run: masked.
  await expect(page.getByRole('heading', { name: 'Top live' })).toBeVisible();
  await expect(page).toHaveScreenshot('home-dark.png', {
    maxDiffPixelRatio: 0.01,
    mask: [page.locator('[data-betting-frame]')],
  });
});

test.describe('the line board on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('draws its sports menu once, when the menu is opened, and the menu leads to a sport', async ({
    page,
  }) => {
    await page.goto('/en/line');
    await appInCharge(page);
    await expect(page.getByText(/^\d+ events? · Times in /)).toBeVisible({ timeout: 15_000 });
    // No hidden copy of the menu: the left column is not drawn on a phone, the in-page menu draws when opened.
    const menus = page.getByRole('navigation', { name: 'Sports', exact: true });
    await expect(menus).toHaveCount(0);
    await page.locator('summary', { hasText: 'Sports' }).click();
    await expect(menus).toHaveCount(1);
    await expect(menus).toBeVisible();
    await menus.getByRole('button', { name: 'Football', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/line\/sport\/\d+-football/);
    await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
  });
});

test('ROUTE-068 /en/no-such-page shows the 404 page', async ({ page }) => {
  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Play responsibly');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Betline' })).toBeVisible();
});

test.describe('first screen hints', () => {
  for (const path of ['/en', '/ru/line']) {
    test(`what ${path} names in its head is fetched once and used, and the app does not ask again for what the page was rendered with`, async ({
      page,
    }) => {
      const requests = new Map<string, number>();
      const warnings: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        const key = `${url.pathname}${url.search}`;
        requests.set(key, (requests.get(key) ?? 0) + 1);
      });
      page.on('console', (message) => {
        if (/preload/i.test(message.text())) warnings.push(message.text());
      });
      await page.goto(path);
      await expect(page.locator('#main')).toBeVisible();
      const hinted = await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).getAttribute('href') ?? ''));
      expect(hinted.some((href) => href.startsWith('/assets/'))).toBe(true);
      // Long enough for the browser to report a preload it did not use (it waits a few seconds after load).
      await page.waitForTimeout(3_500);
      for (const href of hinted) expect(requests.get(href), href).toBe(1);
      // The stylesheet is the shell's link, fetched once: lazy chunks add it themselves when no link names it.
      const linked = await page
        .locator('head link[rel="stylesheet"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).getAttribute('href') ?? ''));
      expect(linked.length).toBeGreaterThan(0);
      const stylesheets = [...requests].filter(([key]) => /^\/assets\/[\w-]+\.css$/.test(key));
      expect(stylesheets).toEqual(linked.map((href) => [href, 1]));
      // The site config and the guards' answers came with the page: the hydrated app does not ask for them.
      const asked = [...requests.keys()];
      expect(asked.filter((key) => key.startsWith('/bff-api/config/all.json'))).toEqual([]);
      expect(asked.filter((key) => key.startsWith('/web-api/api/v1/maintenance'))).toEqual([]);
      expect(warnings).toEqual([]);
    });
  }
});

test.describe('server rendering (ADR 0041)', () => {
  // A new visitor: no cookie answer, no age answer.
  test.use({ storageState: { cookies: [], origins: [] } });
  test.describe.configure({ timeout: 60_000 });

  test.describe('with scripts off', () => {
    test.use({ javaScriptEnabled: false });

    const pages: { path: string; heading: string; content: (page: Page) => ReturnType<Page['locator']> }[] = [
      { path: '/en', heading: 'Welcome to Betline', content: (page) => page.getByRole('article').first() },
      {
        path: '/en/line',
        heading: 'Line',
        content: (page) => page.getByRole('region', { name: 'Events' }).getByRole('article').first(),
      },
      {
        path: '/en/live',
        heading: 'Live',
        content: (page) => page.getByRole('region', { name: 'Events' }).getByRole('article').first(),
      },
      {
        path: '/en/casino',
        heading: 'Casino',
        content: (page) => page.getByRole('list', { name: 'Popular' }).getByRole('link').first(),
      },
      {
        path: '/ru/line',
        heading: 'Линия',
        content: (page) => page.getByRole('region').getByRole('article').first(),
      },
    ];
    for (const { path, heading, content } of pages) {
      test(`${path} is the page itself from the server alone: its heading, its content, its styles and its head`, async ({
        page,
      }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(content(page)).toBeVisible();
        // Styled: the header's layout is there without the app.
        const header = page.locator('header').first();
        expect((await header.boundingBox())?.height ?? 0).toBeGreaterThan(30);
        await expect(page).toHaveTitle(/Betline/);
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      });
    }

    test('ROUTE-065 the old-browser page is whole from the server alone, and the shell sends a browser without modules there', async ({
      page,
    }) => {
      const response = await page.goto('/en/oldbrowser');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Please update your browser' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Mozilla Firefox' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Continue to the home page anyway' })).toHaveAttribute(
        'href',
        '/en',
      );
      const home = await page.request.get('/en');
      expect(await home.text()).toContain('<script nomodule src="/old-browser.js"></script>');
      const script = await page.request.get('/old-browser.js');
      expect(script.status()).toBe(200);
      expect(await script.text()).toContain("'/oldbrowser'");
    });

    test("NOTICE-005 NOTICE-006 a new visitor's page has the age question in the server's markup; an answer in the cookie leaves it out", async ({
      page,
      baseURL,
    }) => {
      await page.goto('/en/casino');
      await expect(page.getByRole('alertdialog', { name: 'Are you 18 or older?' })).toBeVisible();
      await page.context().addCookies([{ name: 'betline_age', value: `l${Date.now()}`, url: baseURL ?? '' }]);
      await page.goto('/en/casino');
      await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });

    test('a game page from the server alone: its teams and its markets; the board links each game', async ({
      page,
    }) => {
      // The board's rows link their games in the server's markup (a link, not a button that needs scripts).
      await page.goto('/en/line');
      const row = page.getByRole('region', { name: 'Events' }).getByRole('article').first();
      const teams = (await row.getAttribute('aria-label')) ?? '';
      const address = (await row.getByRole('link').first().getAttribute('href')) ?? '';
      expect(address).toMatch(/^\/en\/line\/.+\/\d+/);

      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(teams.split(' v ')[0]!).first()).toBeVisible();
      await expect(page.getByRole('button', { pressed: false }).first()).toBeVisible();
    });

    test('ROUTE-068 an unknown page answers 404 with the 404 page; GUARD-001 a guest on an office page is sent to sign-in by the server', async ({
      page,
    }) => {
      const missing = await page.goto('/en/no-such-page');
      expect(missing?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'This page could not be found' }),
      ).toBeVisible();
      const office = await page.request.get('/en/office/account', { maxRedirects: 0 });
      expect(office.status()).toBe(302);
      expect(office.headers().location).toBe('/en/user/login?returnUrl=%2Fen%2Foffice%2Faccount');
    });
  });

  /** Opens `path` and checks its hydration: no mismatch, no script refused, no script in the server's markup. */
  async function expectCleanHydration(page: Page, path: string): Promise<string> {
    const problems: string[] = [];
    const listen = (message: { type(): string; text(): string }) => {
      const text = message.text();
      if (
        message.type() === 'error' &&
        /hydrat|Content Security Policy|Refused|Minified React error/i.test(text)
      )
        problems.push(text);
    };
    const failed = (error: Error) => problems.push(error.message);
    page.on('console', listen);
    page.on('pageerror', failed);
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root.length).toBeGreaterThan(1000);
    // Data for the app, never a script for the browser to run.
    expect(root.replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g, '')).not.toContain(
      '<script',
    );
    await appInCharge(page);
    // Parts hydrate as their chunks arrive: give them the time to.
    await page.waitForLoadState('networkidle');
    page.off('console', listen);
    page.off('pageerror', failed);
    expect(problems).toEqual([]);
    return root;
  }

  for (const path of ['/en', '/en/line', '/en/live', '/en/casino', '/ru/line', '/en/no-such-page']) {
    test(`${path} hydrates without a mismatch and without a script refused by the CSP`, async ({ page }) => {
      await expectCleanHydration(page, path);
    });
  }

  test.describe("a browser in India's time zone (UTC+05:30, no summer time)", () => {
    test.use({ timezoneId: 'Asia/Kolkata' });

    test("times follow the device's zone, named on the board; the server draws the next page in it", async ({
      page,
    }) => {
      await expectCleanHydration(page, '/en/line');
      await expect(page.getByText(/^\d+ events? · Times in UTC\+05:30$/)).toBeVisible({ timeout: 15_000 });
      // The device's zone is known to the server from now on: the next page is drawn in it and hydrates as drawn.
      const root = await expectCleanHydration(page, '/en/line');
      expect(root).toContain('Times in UTC+05:30');
    });
  });

  test("a signed-in player's pages hydrate without a mismatch, the header's balance drawn by the server", async ({
    page,
    baseURL,
  }) => {
    // A returning visitor (this block's pages start as new ones): no notice over the sign-in form.
    await page.context().addCookies([{ name: 'cookiesAgreeType', value: 'ALL', url: baseURL ?? '' }]);
    await page.addInitScript(() => {
      localStorage.setItem('betline.ageAcceptedAt', String(Date.now()));
      localStorage.setItem('betline.registrationReminderNextAt', String(Date.now() + 86_400_000));
    });
    await newPlayer(page);
    for (const path of ['/en/office/account', '/en/line']) {
      const root = await expectCleanHydration(page, path);
      // A new player's balance, in the server's markup before any script ran.
      expect(root).toMatch(/data-testid="header-balance"[^>]*>€0\.00</);
      await expect(page.getByTestId('header-balance')).toHaveText('€0.00');
    }
  });

  test('NOTICE-008 a new visitor is asked their age over the page: focus on the question, Escape does not close it', async ({
    page,
  }) => {
    await page.goto('/en/line');
    await appInCharge(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Line' })).toHaveCount(1);
    const gate = page.getByRole('alertdialog', { name: 'Are you 18 or older?' });
    await expect(gate).toBeVisible();
    await expect(gate).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(gate).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(gate.getByRole('button', { name: 'No, leave the site' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(gate.getByRole('button', { name: 'Yes, I am 18 or older' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(gate).toBeHidden();
    await expect(page.getByRole('link', { name: 'Live' }).first()).toBeVisible();
    // NOTICE-006: the answer is a cookie too, so the server leaves the question out of the next page.
    const next = await (await page.request.get('/en/live')).text();
    expect(next).toContain('<h1');
    expect(next).not.toContain('Are you 18 or older?');
  });

  for (const { path, width, height } of [
    { path: '/en/line', width: 390, height: 844 },
    { path: '/en/live', width: 1280, height: 900 },
  ]) {
    test(`${path} at ${width} px: the board's rows sit one under the other once hydrated, no gap, no overlap`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto(path);
      await appInCharge(page);
      const list = page.getByRole('region', { name: 'Events' });
      await expect(list.getByRole('article').first()).toBeVisible();
      await expect
        .poll(() =>
          list.evaluate((element) => {
            const rows = [...element.querySelectorAll('[data-index]')]
              .map((row) => row.getBoundingClientRect())
              .sort((a, b) => a.top - b.top);
            // Sub-pixel rounding aside, each row starts where the one above ends.
            return rows.slice(1).filter((row, i) => Math.abs(row.top - (rows[i]?.bottom ?? row.top)) > 1.5)
              .length;
          }),
        )
        .toBe(0);
    });
  }
});
