import { type Page } from '@playwright/test';
import { demoPost, expect, fundedPlayer, test } from './support';

/**
 * The shared tables (docs/adr/0055-shared-rounds.md) against the real server: one round for everyone on the clock,
 * bets staked through the money path, the result pushed to every watcher over the table's event stream, each bet
 * paid once and replayed on the public verifier.
 */

interface TableBet {
  betId: string;
  status: 'open' | 'won' | 'lost';
  stake: number;
  payout: number | null;
}

async function betsAt(page: Page, tableId: string): Promise<TableBet[]> {
  const answer = await page.request.get(`/web-api/tables/${tableId}/bets`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { bets: TableBet[] }).bets;
}

async function activeBalance(page: Page): Promise<number> {
  const answer = await page.request.get('/web-api/wallet/balance');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { balance: number }).balance;
}

async function openTable(page: Page, name: string) {
  await page.goto(`/en/casino-search?q=${encodeURIComponent(name)}`);
  await page.getByRole('list', { name: 'Search results' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Waits until the round taking bets has a few seconds left, so that a bet is not placed as it closes. */
async function roundWithTime(page: Page): Promise<number> {
  const countdown = page.getByText(/^Round \d+: bets close in \d+ s$/);
  await expect
    .poll(
      async () => {
        const text = (await countdown.textContent().catch(() => null)) ?? '';
        return Number(/in (\d+) s/.exec(text)?.[1] ?? 0);
      },
      { timeout: 45_000 },
    )
    .toBeGreaterThanOrEqual(6);
  return Number(/^Round (\d+)/.exec((await countdown.textContent()) ?? '')?.[1]);
}

test.describe('shared tables', () => {
  test('a player bets at live roulette and the money wheel: the stake leaves the balance, the round is drawn for everyone, the bet is paid once and replays on the public verifier', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await fundedPlayer(page, '20');
    const start = await activeBalance(page);

    await openTable(page, 'Live Roulette');
    await expect(page.getByText(/^Round \d+ seed hash: [0-9a-f]{64}$/)).toBeVisible();
    await roundWithTime(page);
    await page
      .getByRole('group', { name: 'Roulette betting layout' })
      .getByRole('button', { name: 'Red', exact: true })
      .click();
    await page.getByRole('button', { name: 'Place bet' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /^Bet placed on round \d+: €1\.00$/ }),
    ).toBeVisible();
    expect(await activeBalance(page)).toBe(start - 100);
    await expect(page.getByText(/yours: €1\.00/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('live-roulette-bet.png'), fullPage: true });

    // The demo control draws the open round now from its committed seed (or the worker drew it meanwhile).
    await demoPost(page, '/web-api/tables/live-roulette/demo/draw');
    await expect
      .poll(async () => (await betsAt(page, 'live-roulette'))[0]?.status, { timeout: 30_000 })
      .not.toBe('open');
    const [roulette] = await betsAt(page, 'live-roulette');
    const afterRoulette = start - 100 + (roulette!.payout ?? 0);
    expect(await activeBalance(page)).toBe(afterRoulette);
    const mine = page.locator('[data-table-bets] li').first();
    await expect(mine).toContainText(roulette!.status === 'won' ? 'Won €2.00' : 'No win');
    await expect(page.getByText(/^Round \d+: \d+ (red|black|green)/).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('live-roulette-drawn.png'), fullPage: true });

    // The bet replays on the public verifier: the table as client seed, the round as nonce.
    await mine.getByRole('link', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/en\/provably-fair\?.*client=live-roulette/);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByText(
        'The seed matches the hash shown before the round. This is the only result these seeds give.',
      ),
    ).toBeVisible();

    // The money wheel: chips on 1 and 40.
    await openTable(page, 'Money Wheel');
    await roundWithTime(page);
    await page.getByRole('button', { name: /^Add a €1\.00 chip on 1 / }).click();
    await page.getByRole('button', { name: /^Add a €1\.00 chip on 40 / }).click();
    await page.getByRole('button', { name: 'Place bet' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /^Bet placed on round \d+: €2\.00$/ }),
    ).toBeVisible();
    expect(await activeBalance(page)).toBe(afterRoulette - 200);
    await demoPost(page, '/web-api/tables/money-wheel/demo/draw');
    await expect
      .poll(async () => (await betsAt(page, 'money-wheel'))[0]?.status, { timeout: 30_000 })
      .not.toBe('open');
    const [wheel] = await betsAt(page, 'money-wheel');
    expect(await activeBalance(page)).toBe(afterRoulette - 200 + (wheel!.payout ?? 0));
    await expect(page.getByText(/^Round \d+: Wheel: (1|2|5|10|20|40)$/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('money-wheel.png'), fullPage: true });
  });

  test('a player buys a bingo card for the next round: the card is staked, the 75 calls come with the result, and the card is paid by its line and full house', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await fundedPlayer(page, '20');
    const start = await activeBalance(page);
    await openTable(page, 'Bingo 75');
    const next = page.getByRole('table', { name: 'Your card for the next round' });
    await expect(next).toBeVisible();
    const before = await next.innerText();
    await page.getByRole('button', { name: 'New card' }).click();
    await expect.poll(() => next.innerText()).not.toBe(before);
    await roundWithTime(page);
    await page.getByRole('button', { name: 'Place bet' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /^Bet placed on round \d+: €1\.00$/ }),
    ).toBeVisible();
    expect(await activeBalance(page)).toBe(start - 100);

    await demoPost(page, '/web-api/tables/bingo-75/demo/draw');
    await expect
      .poll(async () => (await betsAt(page, 'bingo-75'))[0]?.status, { timeout: 30_000 })
      .not.toBe('open');
    const [bet] = await betsAt(page, 'bingo-75');
    expect(await activeBalance(page)).toBe(start - 100 + (bet!.payout ?? 0));
    // The calls play out on the caller's board and the card that played is daubed as they come.
    await expect(page.getByText(/^Call \d+ of 75$/)).toBeVisible();
    await expect(page.getByRole('table', { name: /^Your card 1 in the last round/ })).toBeVisible();
    // 75 calls at five a second: 15 s, three times over on a loaded machine.
    await expect(page.getByText(/^Round \d+: 75 of 75 balls called$/)).toBeVisible({ timeout: 45_000 });
    await page.screenshot({ path: test.info().outputPath('bingo.png'), fullPage: true });
  });

  test('a guest watches live baccarat: the countdown runs, betting asks to sign in, and a round drawn by the server reaches the page without a reload', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/en');
    await openTable(page, 'Live Baccarat');
    await expect(page.getByText(/^Round \d+: bets close in \d+ s$/)).toBeVisible();
    await expect(
      page.getByText(
        'Everyone at this table sees the same rounds. Sign in to place bets; until then you can watch.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place bet' })).toHaveCount(0);
    const round = await roundWithTime(page);
    const drawn = (await demoPost(page, '/web-api/tables/live-baccarat/demo/draw')) as { number: number };
    expect(drawn.number).toBeGreaterThanOrEqual(round);
    // Pushed over the table's event stream: the page shows the drawn round and the next one's countdown.
    await expect(page.getByText(new RegExp(`^Round ${drawn.number}: (Player|Banker|Tie)`))).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Baccarat table' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('live-baccarat-guest.png'), fullPage: true });
  });
});
