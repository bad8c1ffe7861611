import type { Page } from '@playwright/test';
import { demoPost, expect, fundedPlayer, test } from './support';

interface WireEvent {
  gameId: number;
  home: string;
  away: string;
}
interface WireOverview {
  current: { drawId: number; week: string; events: WireEvent[] } | null;
}

/** The open draw, once the server has formed it (it waits for the feed to schedule the week as it starts). */
async function openDraw(page: Page): Promise<NonNullable<WireOverview['current']>> {
  let draw: WireOverview['current'] = null;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get('/web-api/toto?currency=EUR');
        draw = ((await answer.json()) as WireOverview).current;
        return draw !== null;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return draw!;
}

test.describe('toto', () => {
  test('ROUTE-020 a guest sees the open draw: its 15 matches, the jackpot, the prizes and the rules, and is asked to sign in to play', async ({
    page,
  }) => {
    await openDraw(page);
    await page.goto('/en/toto');
    await expect(page.getByRole('heading', { level: 1, name: 'Toto' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Toto' });
    await expect(tabs.getByRole('link', { name: 'Current draw' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: /^Week \d+, \d{4}$/ })).toBeVisible();
    await expect(page.getByText('Jackpot', { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Match \d+: / })).toHaveCount(15);
    await expect(page.getByRole('table', { name: 'Prizes' }).getByRole('row')).toHaveCount(7);
    await expect(page.getByRole('link', { name: 'Sign in to place a coupon' })).toHaveAttribute(
      'href',
      /\/en\/user\/login\?returnUrl=%2Fen%2Ftoto/,
    );
    await page.getByRole('link', { name: 'Results' }).click();
    await expect(page).toHaveURL(/\/en\/toto\/draws$/);
    await page.getByRole('link', { name: 'My coupons' }).click();
    await expect(page.getByRole('link', { name: 'Sign in to see your coupons.' })).toBeVisible();
  });

  test('ROUTE-020 a player fills a coupon, it is staked from the balance, and after the last match it settles and pays: the coupon, the results and the winners show it', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await fundedPlayer(page, '100');
    const current = await openDraw(page);

    await page.goto('/en/toto/draw');
    const balance = page.getByTestId('header-balance');
    await expect(balance).toContainText('100.00');
    // Home wins everywhere, and a draw as well in the first match: two variants.
    for (const [index, event] of current.events.entries()) {
      const match = page.getByRole('group', { name: `Match ${index + 1}: ${event.home} — ${event.away}` });
      await match.getByRole('button', { name: `${event.home} to win` }).click();
    }
    const first = page.getByRole('group', { name: new RegExp(`^Match 1: `) });
    await first.getByRole('button', { name: 'Draw' }).click();
    await expect(first.getByRole('button', { name: 'Draw' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('2 variants', { exact: true })).toBeVisible();
    await expect(page.getByText('Total stake: €0.50')).toBeVisible();
    await page.getByRole('button', { name: 'Place coupon' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Coupon placed: €0.50 on 2 variants.' }),
    ).toBeVisible();
    await expect(balance).toContainText('99.50');

    // The simulator plays every match to a home win (the feed's demo control); the toto settles within seconds.
    for (const event of current.events) {
      await demoPost(page, `/web-api/sportsbook/demo/games/${event.gameId}/finish`, { winner: 'first' });
    }
    await page.goto('/en/toto/coupons');
    const coupons = page.getByRole('table', { name: 'My coupons' });
    await expect(async () => {
      await page.reload();
      // (Each cell also holds its column's name for the phone layout: "Won" is a column, so wait for the status.)
      await expect(coupons.getByRole('row').nth(1)).not.toContainText('Waiting', { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    const row = coupons.getByRole('row').nth(1);
    await expect(row).toContainText('15');
    // 15 right on a variant: the jackpot (1,000 euros guaranteed, shared with any other coupon with 15 right).
    // (Each cell also holds its column's name for the phone layout, hidden here.)
    await expect(row.getByRole('cell').last()).toContainText(/€[\d,]+\.\d{2}$/);
    // The payout is in the same transaction as the status; the header's balance is read as the page loads.
    await expect(async () => {
      await page.reload();
      await expect(balance).not.toContainText('99.50', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    await page.getByRole('link', { name: 'Results' }).click();
    const settled = page.locator('details').first();
    await expect(settled.locator('summary')).toContainText('Settled');
    await expect(settled.getByRole('table').first().getByRole('row')).toHaveCount(16);
    await expect(settled.getByRole('cell', { name: /^1 \(\d+:\d+\)$/ })).toHaveCount(15);

    await page.getByRole('link', { name: 'Winners' }).click();
    const winners = page.getByRole('table', { name: 'Winners' });
    await expect(winners.getByRole('row').nth(1)).toContainText(/Week \d+, \d{4}/);
    await expect(winners).toContainText('15');
  });
});
