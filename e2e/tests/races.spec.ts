import type { Page } from '@playwright/test';
import { demoPost, expect, fundedPlayer, test } from './support';

interface WireBet {
  betId: string;
  market: 'win' | 'place';
  status: string;
  place: number | null;
  price: number;
  payout: number | null;
  raceId: number;
}

/**
 * Waits until the next race starts in at least `seconds`: a race that starts while the journey bets would take the
 * bets of the next one at other prices (the page moves on to it), so the journey bets well before a start.
 */
async function roomBeforeStart(page: Page, seconds = 45): Promise<void> {
  await expect
    .poll(
      async () => {
        const text =
          (await page
            .getByText(/^Starts in \d+:\d{2}$/)
            .textContent()
            .catch(() => null)) ?? '';
        const [, minutes = '0', secs = '0'] = /(\d+):(\d{2})$/.exec(text) ?? [];
        return Number(minutes) * 60 + Number(secs);
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBeGreaterThanOrEqual(seconds);
}

test.describe('virtual races', () => {
  test('ROUTE-011 ROUTE-012 marble races live under live only: a guest sees the next race with its ten marbles, chances and prices, and is asked to sign in to bet', async ({
    page,
  }) => {
    await page.goto('/en/live/marble');
    await expect(page.getByRole('heading', { level: 1, name: 'Marble races' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Marbles, race at / })).toBeVisible();
    const runners = page.getByRole('table', { name: 'Runners' });
    await expect(runners.getByRole('button', { name: /^Back .+ to win at \d+\.\d{2}$/ })).toHaveCount(10);
    await expect(runners.getByRole('columnheader', { name: 'Place (first 3)' })).toBeVisible();
    await expect(page.getByText(/^Starts in \d+:\d{2}$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to bet' })).toBeVisible();
    // Marble exists only under live: there is no marble section outside it.
    expect((await page.request.get('/en/marble')).status()).toBe(404);
  });

  test('ROUTE-011 a player backs a marble to win and another to place, the stakes leave the balance, the race runs from its committed seed, each bet is paid by its place, and the race verifies in the browser', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await fundedPlayer(page, '100');
    await page.goto('/en/live/marble');
    const balance = page.getByTestId('header-balance');
    await expect(balance).toContainText('100.00');
    await roomBeforeStart(page);
    const runners = page.getByRole('table', { name: 'Runners' });
    const first = runners.getByRole('button', { name: /^Back .+ to win at \d+\.\d{2}$/ }).first();
    const label = (await first.getAttribute('aria-label')) ?? '';
    const [, name = '', price = ''] = /^Back (.+) to win at (\d+\.\d{2})$/.exec(label) ?? [];
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('radiogroup', { name: 'Stake' }).getByText('€1.00').click();
    await expect(page.getByText(`if ${name} wins.`)).toBeVisible();
    await page.getByRole('button', { name: `Bet €1.00 on ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bet placed' })).toHaveText(
      `Bet placed: ${name} to win at ${price}.`,
    );
    await expect(balance).toContainText('99.00');

    // The last marble to place: the first three are paid.
    const last = runners.getByRole('button', { name: /^Back .+ to place at \d+\.\d{2}$/ }).last();
    const [, other = ''] = /^Back (.+) to place at/.exec((await last.getAttribute('aria-label')) ?? '') ?? [];
    await last.click();
    await expect(page.getByText(`if ${other} finishes in the first 3.`)).toBeVisible();
    await page.getByRole('button', { name: `Bet €1.00 on ${other} to place` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bet placed' })).toContainText(
      `Bet placed: ${other} to place at`,
    );
    await expect(balance).toContainText('98.00');

    await demoPost(page, '/web-api/races/demo/run', { kind: 'marbles' });
    let bets: WireBet[] = [];
    await expect
      .poll(async () => {
        const answer = await page.request.get('/web-api/races/bets?kind=marbles');
        bets = ((await answer.json()) as { bets: WireBet[] }).bets;
        return bets.length === 2 && bets.every((b) => b.status !== 'open');
      })
      .toBe(true);
    const bet = bets.find((b) => b.market === 'win')!;
    const placeBet = bets.find((b) => b.market === 'place')!;
    const payout = bet.place === 1 ? Math.floor(100 * Number(price)) : 0; // cents
    expect(bet.payout).toBe(payout);
    const placePayout = (placeBet.place ?? 99) <= 3 ? placeBet.price : 0; // a 1.00 stake returns its price
    expect(placeBet.payout).toBe(placePayout);
    await page.reload();
    const mine = page.getByRole('table', { name: 'My bets' });
    await expect(mine.getByRole('row').filter({ hasText: `${name} to win @ ${price}` })).toContainText(
      payout > 0 ? `Won €${(payout / 100).toFixed(2)}` : `Finished ${bet.place}`,
    );
    await expect(mine.getByRole('row').filter({ hasText: `${other} to place @` })).toContainText(
      placePayout > 0 ? `Won €${(placePayout / 100).toFixed(2)}` : `Finished ${placeBet.place}`,
    );
    await expect(balance).toContainText(
      ((9_800 + payout + placePayout) / 100).toLocaleString('en', { minimumFractionDigits: 2 }),
    );

    // The race's own page: its finishing order and the check of its seed.
    await page.goto(`/en/live/marble/marbles/sand-track/${bet.raceId}`);
    const order = page.getByRole('list', { name: /^Finishing order: / });
    await expect(order.getByRole('listitem')).toHaveCount(10);
    if (bet.place !== null) await expect(order.getByRole('listitem').nth(bet.place - 1)).toContainText(name);
    await page.getByRole('button', { name: /^Verify race \d+$/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Verified' })).toHaveText(
      'Verified: the seed matches its hash and gives this finishing order.',
    );
  });

  test('CASINO-001 the virtual sports page races horses and greyhounds above its games', async ({ page }) => {
    await page.goto('/en/virtualsports');
    await expect(page.getByRole('heading', { level: 2, name: /^Horse racing, race at / })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Runners' }).getByRole('button', { name: /^Back .+ to win at / }),
    ).toHaveCount(8);
    await page.getByRole('radiogroup', { name: 'Races' }).getByText('Greyhound racing').click();
    await expect(page.getByRole('heading', { level: 2, name: /^Greyhound racing, race at / })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Runners' }).getByRole('button', { name: /^Back .+ to win at / }),
    ).toHaveCount(6);
    // Greyhounds pay a place bet for the first two of six.
    await expect(page.getByRole('columnheader', { name: 'Place (first 2)' })).toBeVisible();
  });
});
