import { expect, test } from './support';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { type Page } from '@playwright/test';

/**
 * The route table, the guards and the special pages against the real server. Maintenance and block reasons
 * are switched with the operator's command (`npm run demo -w @betline/server -- ...`, README), which the server
 * answers because the e2e server runs with DEMO_MODE=true.
 */
function demo(...args: string[]): void {
  // The script behind `npm run demo -w @betline/server`, run with node directly (npm adds seconds per call).
  execFileSync(process.execPath, ['apps/server/scripts/demo-switch.mjs', ...args], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { ...process.env, BETLINE_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '18080'}` },
    stdio: 'pipe',
  });
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test.describe.configure({ mode: 'serial' });

test.afterEach(() => {
  demo('maintenance', 'off');
  demo('block', 'off');
});

test('GUARD-001 GUARD-003 a guest opening /en/office/account lands on sign-in with the returnUrl', async ({
  page,
}) => {
  await page.goto('/en/office/account');
  await expect(page).toHaveURL(/\/en\/user\/login\?returnUrl=%2Fen%2Foffice%2Faccount$/);
  await expect(heading(page, 'Sign in')).toBeVisible();
});

test('ROUTE-062 ROUTE-055 /en/user/foo and /en/print-coupon/abc are 404 (status and page)', async ({
  page,
}) => {
  for (const path of ['/en/user/foo', '/en/print-coupon/abc']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(heading(page, 'This page could not be found')).toBeVisible();
  }
  const known = await page.goto('/en/print-coupon/123');
  expect(known?.status()).toBe(200);
  await expect(heading(page, 'Print coupon')).toBeVisible();
});

test('ROUTE-040 /en/rules lands on /en/information/rules/1', async ({ page }) => {
  await page.goto('/en/rules');
  await expect(page).toHaveURL(/\/en\/information\/rules\/1$/);
  // The rule book's first group opens on its first chapter.
  await expect(heading(page, 'General terms')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Rule book' })).toBeVisible();
});

test('the header links open their pages (ROUTE-011, casino, promotions)', async ({ page }) => {
  await page.goto('/en');
  for (const [link, title] of [
    ['Sports', 'Line'],
    ['Live', 'Live'],
    ['Casino', 'Casino'],
    ['Promotions', 'Promotions'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: link }).click();
    await expect(heading(page, title)).toBeVisible();
  }
});

test('GUARD-010 GUARD-011 maintenance sends every route to the maintenance page and back', async ({
  page,
}) => {
  demo('maintenance', 'on', '60');
  for (const path of ['/en', '/en/live', '/en/office/account', '/en/no/such/page']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/en\/maintenance$/);
    await expect(heading(page, 'Technical works')).toBeVisible();
  }
  await expect(
    page.getByText(/The server is down from .+ until .+\. The site and apps are unavailable/),
  ).toBeVisible();
  // I18N-006: Russian for kk, uk, ru and az.
  await page.goto('/uk');
  await expect(heading(page, 'Технические работы')).toBeVisible();

  demo('maintenance', 'off');
  await page.goto('/en/maintenance');
  await expect(page).toHaveURL(/\/en$/);
  await expect(heading(page, 'Welcome to Betline')).toBeVisible();
});

test('NOTICE-014 the maintenance warning shows on a notify date', async ({ page }) => {
  demo('maintenance', 'notify', '30');
  await page.goto('/en/live');
  await expect(page.getByTestId('maintenance-warning')).toContainText('Planned technical works');
});

test('GUARD-012 block reason 13 shows the block-ua page', async ({ page }) => {
  demo('block', '13');
  await page.goto('/en/live');
  await expect(page).toHaveURL(/\/en\/block-ua$/);
  await expect(heading(page, 'The site is not available in your region')).toBeVisible();
  // GUARD-013: the verify route stays open.
  await page.goto('/en/user/accountverify');
  await expect(heading(page, 'Account verification')).toBeVisible();
});

const specialPages: { name: string; path: string; title: string; switch?: string[] }[] = [
  {
    name: 'maintenance',
    path: '/en/maintenance',
    title: 'Technical works',
    switch: ['maintenance', 'on', '90'],
  },
  { name: 'block', path: '/en/block', title: 'Access to the site is restricted', switch: ['block', '3'] },
  {
    name: 'block-ua',
    path: '/en/block-ua',
    title: 'The site is not available in your region',
    switch: ['block', '13'],
  },
  { name: 'block-ie', path: '/en/block-ie', title: 'Your browser is not supported', switch: ['block', '17'] },
  {
    name: 'site-updates',
    path: '/en/site-updates',
    title: 'We are updating the site',
    switch: ['block', '4'],
  },
  { name: 'coming-soon', path: '/en/coming-soon', title: 'Coming soon', switch: ['block', '8'] },
  { name: 'suspension', path: '/en/suspension', title: 'Your account is suspended', switch: ['block', '16'] },
  { name: 'error-500', path: '/en/500', title: 'Something went wrong on our side' },
  { name: 'not-found', path: '/en/no-such-page', title: 'This page could not be found' },
  { name: 'login-placeholder', path: '/en/user/login', title: 'Sign in' },
];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`special pages in the ${mode} theme`, () => {
    test.use({ colorScheme: mode });

    for (const special of specialPages) {
      test(`ROUTE-053 ROUTE-057 ${special.name} page (${mode}) renders in its layout`, async ({
        page,
      }, testInfo) => {
        if (special.switch) demo(...special.switch);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(special.path);
        await expect(heading(page, special.title)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
        await page.screenshot({
          path: join(testInfo.project.outputDir, 'special-pages', `${special.name}-${mode}.png`),
          fullPage: true,
        });
      });
    }
  });
}
