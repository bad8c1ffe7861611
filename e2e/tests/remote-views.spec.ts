import { expect, fundedPlayer, test } from './support';

const VIEWS = '**/web-api/views/**';

test.describe('remote views', () => {
  test("RV-001 the footer shows the partner's remote footer block", async ({ page }) => {
    const response = await page.goto('/en');
    // The site config allows no view origins: script-src stays the page's own and the shell's hashes.
    const csp = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toMatch(/unsafe|https?:/);

    // No scrolling first: the footer's part may still be hydrating, and its node can be replaced meanwhile; the
    // expectations below find it again each time they look.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/OGL\/2024\/118\/0203/)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'BeGambleAware' })).toHaveAttribute(
      'href',
      'https://www.begambleaware.org',
    );
    await expect(footer.getByText('Mastercard')).toBeVisible();
    // The kit's own footer is still there.
    await expect(footer.getByRole('link', { name: 'Betting rules' })).toBeVisible();
  });

  test('RV-009 ERR-006 a failing footer block retries 3 times, shows its error, and the refresh button loads it', async ({
    page,
  }) => {
    const asked: number[] = [];
    await page.route(VIEWS, (route) => {
      asked.push(Date.now());
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'views are down' }),
      });
    });
    await page.goto('/en');
    // No scrolling first: the footer's part may still be hydrating, and its node can be replaced meanwhile; the
    // expectations below find it again each time they look.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('status')).toHaveText('Loading…');
    const alert = footer.getByRole('alert');
    await expect(alert).toHaveText(/This section could not be loaded\./, { timeout: 20_000 });
    // The first request and 3 retries, 1 s, 2 s and 4 s apart.
    expect(asked).toHaveLength(4);
    const gaps = asked.slice(1).map((at, i) => at - (asked[i] ?? at));
    expect(gaps[0]).toBeGreaterThanOrEqual(900);
    expect(gaps[1]).toBeGreaterThanOrEqual(1900);
    expect(gaps[2]).toBeGreaterThanOrEqual(3900);

    await page.unroute(VIEWS);
    await alert.getByRole('button', { name: 'Refresh' }).click();
    await expect(footer.getByText(/OGL\/2024\/118\/0203/)).toBeVisible();
    await expect(footer.getByRole('alert')).toHaveCount(0);
  });

  test("RV-001 the error page, the account page and the support pages show the partner's views the site config names", async ({
    page,
  }) => {
    await page.goto('/en/500');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong on our side' }),
    ).toBeVisible();
    const technical = page.locator('[data-remote-view="error-page"]');
    await expect(technical).toContainText('The page could not be shown. Try again in a minute');
    await expect(technical.getByRole('link', { name: 'contact support' })).toHaveAttribute(
      'href',
      '/en/information/contacts',
    );

    await page.goto('/en/information/contacts');
    const support = page.locator('[data-remote-view="support-modal"]');
    await expect(support.getByRole('heading', { name: 'How can we help?' })).toBeVisible();

    await fundedPlayer(page, '10');
    await page.goto('/en/office/account');
    const account = page.locator('[data-remote-view="account-page"]');
    await expect(account.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/en/office/limits',
    );
    await page.goto('/en/office/support');
    await expect(page.locator('[data-remote-view="support-modal"]')).toContainText(
      'Our team answers around the clock',
    );
  });
});
