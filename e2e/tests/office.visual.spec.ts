import { expect, test } from './support';
import { type Page } from '@playwright/test';

/**
 * The office pages as a player sees them, in light and dark, kept as visual baselines (issue "app part 1").
 * `demo` has a fixed balance, no bets and no limits, so the pages are the same on every run.
 */

const PAGES = ['account', 'recharge', 'deduce', 'responsible', 'settings'] as const;

async function signIn(page: Page) {
  await page.goto('/en/user/login?returnUrl=%2Fen%2Foffice%2Faccount');
  await page.getByLabel(/^Login or e-mail/).fill('demo');
  await page
    .getByLabel(/^Password/)
    .first()
    .fill('Demo12345');
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/office\/account$/);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the office pages in ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    // The browser's clock is fixed (the footer's year, "now" in the time-zone hint); timers still run.
    await page.clock.setFixedTime(new Date('2026-11-23T12:00:00Z'));
    await page.addInitScript((mode) => window.localStorage.setItem('betline.colorMode', mode), scheme);
    await signIn(page);
    for (const section of PAGES) {
      await page.goto(`/en/office/${section}`);
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', scheme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('header-balance')).toBeVisible();
      // Wait for the page's own data (balances, methods, limits) before the picture.
      if (section === 'account') {
        await expect(page.getByTestId('balance-RUB')).toBeVisible();
        // The partner's block on the account page (site config `accountRemoteView`), once loaded.
        await expect(page.locator('[data-remote-view="account-page"]')).toBeVisible();
      }
      if (section === 'recharge' || section === 'deduce')
        await expect(page.getByLabel(/^Method/)).not.toHaveValue('');
      if (section === 'responsible') await expect(page.getByTestId('limit-20')).toBeVisible();
      // The footer's chunk loads after the first paint; the picture waits for it (and its links).
      await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
      // The partner's remote footer block (docs/adr/0043) is in the picture once loaded, not its loading line.
      await expect(page.locator('[data-remote-view="partner-footer"]')).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // What changes from run to run is masked: the current time, and dates such as the registration day.
      const mask = [page.getByText(/^Now/), page.locator('dd').filter({ hasText: /\b20\d\d\b/ })];
      // A tall page on a busy two-core machine takes a while to shoot twice alike.
      await expect(page).toHaveScreenshot(`office-${section}-${scheme}.png`, {
        fullPage: true,
        mask,
        timeout: 30_000,
      });
    }
  });
}
