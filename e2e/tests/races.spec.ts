import { demoPost, expect, fundedPlayer, test } from './support';

interface WireBet {
  status: string;
  place: number | null;
  payout: number | null;
  raceId: number;
}

test.describe('virtual races', () => {
  test('ROUTE-011 ROUTE-012 marble races live under live only: a guest sees the next race with its ten marbles, chances and prices, and is asked to sign in to bet', async ({
    page,
  }) => {
    await page.goto('/en/live/marble');
    await expect(page.getByRole('heading', { level: 1, name: 'Marble races' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Marbles, race at / })).toBeVisible();
    const runners = page.getByRole('table', { name: 'Runners' });
    await expect(runners.getByRole('button', { name: /^Back .+ at \d+\.\d{2}$/ })).toHaveCount(10);
    await expect(page.getByText(/^Starts in \d+:\d{2}$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to bet' })).toBeVisible();
    // Marble exists only under live: there is no marble section outside it.
    expect((await page.request.get('/en/marble')).status()).toBe(404);
  });

  test('ROUTE-011 a player backs a marble, the stake leaves the balance, the race runs from its committed seed, the bet is paid by its place, and the race verifies in the browser', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await fundedPlayer(page, '100');
    await page.goto('/en/live/marble');
    const balance = page.getByTestId('header-balance');
    await expect(balance).toContainText('100.00');
    const runners = page.getByRole('table', { name: 'Runners' });
    const first = runners.getByRole('button', { name: /^Back .+ at \d+\.\d{2}$/ }).first();
    const label = (await first.getAttribute('aria-label')) ?? '';
    const [, name = '', price = ''] = /^Back (.+) at (\d+\.\d{2})$/.exec(label) ?? [];
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('radiogroup', { name: 'Stake' }).getByText('€1.00').click();
    await expect(page.getByText(`if ${name} wins.`)).toBeVisible();
    await page.getByRole('button', { name: `Bet €1.00 on ${name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bet placed' })).toHaveText(
      `Bet placed: ${name} to win at ${price}.`,
    );
    await expect(balance).toContainText('99.00');

    await demoPost(page, '/web-api/races/demo/run', { kind: 'marbles' });
    let bet: WireBet = { status: 'open', place: null, payout: null, raceId: 0 };
    await expect
      .poll(async () => {
        const answer = await page.request.get('/web-api/races/bets?kind=marbles');
        bet = ((await answer.json()) as { bets: WireBet[] }).bets[0] ?? bet;
        return bet.status;
      })
      .not.toBe('open');
    const payout = bet.place === 1 ? Math.floor(100 * Number(price)) : 0; // cents
    expect(bet.payout).toBe(payout);
    await page.reload();
    const mine = page.getByRole('table', { name: 'My bets' });
    await expect(mine.getByRole('row').nth(1)).toContainText(
      payout > 0 ? `Won €${(payout / 100).toFixed(2)}` : `Finished ${bet.place}`,
    );
    await expect(balance).toContainText(
      ((9_900 + payout) / 100).toLocaleString('en', { minimumFractionDigits: 2 }),
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
      page.getByRole('table', { name: 'Runners' }).getByRole('button', { name: /^Back / }),
    ).toHaveCount(8);
    await page.getByRole('radiogroup', { name: 'Races' }).getByText('Greyhound racing').click();
    await expect(page.getByRole('heading', { level: 2, name: /^Greyhound racing, race at / })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Runners' }).getByRole('button', { name: /^Back / }),
    ).toHaveCount(6);
  });
});
