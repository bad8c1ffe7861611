import { demoPost, expect, fundedPlayer, test } from './support';

/** What Quick 5/36 pays per number of matches (thousandths of the stake), as the lottery's prize table says. */
const QUICK_PAYS: Record<number, number> = { 5: 50_000_000, 4: 500_000, 3: 20_000, 2: 2_000 };

test.describe('lotto', () => {
  test('ROUTE-021 a guest sees the lotteries with their next draw, opens one with its number grid and prizes, and is asked to sign in to play', async ({
    page,
  }) => {
    await page.goto('/en/lotto');
    await expect(page.getByRole('heading', { level: 1, name: 'Lotto' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Lotto' });
    await expect(tabs.getByRole('link', { name: 'Lotteries' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Rapid 4/20', 'Quick 5/36', 'Classic 6/45'])
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByText('Pick 5 numbers from 1 to 36')).toBeVisible();
    await expect(page.getByText(/^Draw in \d+:\d{2}$/).first()).toBeVisible();

    await page.getByRole('link', { name: 'Play Quick 5/36' }).click();
    await expect(page).toHaveURL(/\/en\/lotto\/view\/2$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Quick 5/36' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Numbers from 1 to 36' }).getByRole('button')).toHaveCount(
      36,
    );
    // The prize table: a header and four rows (2 to 5 numbers matched).
    await expect(
      page.getByRole('table', { name: 'What a ticket wins by the numbers it matches' }).getByRole('row'),
    ).toHaveCount(5);
    await expect(page.getByText(/^Seed hash \(published before the draw\): [0-9a-f]{64}$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to buy a ticket' })).toHaveAttribute(
      'href',
      /\/en\/user\/login\?returnUrl=%2Fen%2Flotto%2Fview%2F2/,
    );
    await page.goto('/en/lotto/view/9');
    await expect(page.getByText('There is no such lottery.')).toBeVisible();
  });

  test('ROUTE-021 a player buys a ticket, it is staked from the balance, the draw comes from its committed seed, the ticket is paid by its matches, and the draw verifies in the browser', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await fundedPlayer(page, '100');
    await page.goto('/en/lotto/view/2');
    const balance = page.getByTestId('header-balance');
    await expect(balance).toContainText('100.00');
    const grid = page.getByRole('group', { name: 'Numbers from 1 to 36' });
    for (const n of [3, 9, 14, 27, 33])
      await grid.getByRole('button', { name: `Number ${n}`, exact: true }).click();
    await expect(grid.getByRole('button', { name: 'Number 14', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('5 of 5 numbers chosen')).toBeVisible();
    // A sixth number is not taken: the player is told to clear one first.
    await grid.getByRole('button', { name: 'Number 1', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You have chosen all 5 numbers' })).toBeVisible();
    await expect(grid.getByRole('button', { name: 'Number 1', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.getByRole('radiogroup', { name: 'Stake' }).getByText('€1.00').click();
    await page.getByRole('button', { name: 'Buy ticket for €1.00' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ticket bought for the draw at' })).toContainText(
      '3, 9, 14, 27, 33',
    );
    await expect(balance).toContainText('99.00');
    const mine = page.getByRole('table', { name: 'My tickets' });
    await expect(mine.getByRole('row').nth(1)).toContainText('Awaiting the draw');

    // The demo control draws the lottery now, from the seed whose hash was published before the ticket (the
    // ticket's draw is the one drawn now, or, if its time came meanwhile, the worker's: either way it is decided).
    await demoPost(page, '/web-api/lotto/demo/draw', { lotteryId: 'quick-5-36' });
    let ticket = { status: 'open', drawn: [] as number[], payout: 0 };
    await expect
      .poll(async () => {
        const answer = await page.request.get('/web-api/lotto/tickets?lottery=quick-5-36');
        ticket = ((await answer.json()) as { tickets: (typeof ticket)[] }).tickets[0] ?? ticket;
        return ticket.status;
      })
      .not.toBe('open');
    const drawn = ticket.drawn;
    const matches = [3, 9, 14, 27, 33].filter((n) => drawn.includes(n)).length;
    const payout = (100 * (QUICK_PAYS[matches] ?? 0)) / 1000; // cents
    expect(ticket.payout).toBe(payout);
    await page.reload();
    const row = mine.getByRole('row').nth(1);
    await expect(row).toContainText(drawn.join(', '));
    await expect(row).toContainText(`${matches} number${matches === 1 ? '' : 's'} matched`);
    if (payout > 0) await expect(row).toContainText(`Won €${(payout / 100).toFixed(2)}`);
    else await expect(row).toContainText('No win');
    const expected = (9_900 + payout) / 100;
    await expect(balance).toContainText(expected.toLocaleString('en', { minimumFractionDigits: 2 }));

    await page.getByRole('link', { name: 'All results' }).click();
    await expect(page).toHaveURL(/\/en\/lotto\/results\/2$/);
    const results = page.getByRole('navigation', { name: 'Lottery' });
    await expect(results.getByRole('link', { name: 'Quick 5/36' })).toHaveAttribute('aria-current', 'page');
    // The ticket's draw, with its numbers and its check.
    const first = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('list', { name: `Numbers drawn: ${drawn.join(', ')}` }) });
    await first.getByRole('button', { name: /^Verify draw/ }).click();
    await expect(first.getByRole('status')).toHaveText(
      'Verified: the seed matches its hash and gives these numbers.',
    );
  });
});
