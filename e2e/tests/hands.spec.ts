import { type Page } from '@playwright/test';
import { demoPost, expect, fundedPlayer, test } from './support';

/**
 * The games played in steps (docs/adr/0054-hands.md) against the real server and database: a player plays a hand
 * of Mines, Hi-Lo and video poker for money, each decided step by step by the server; an unfinished hand comes
 * back after a reload and keeps its seed from being revealed; then each hand replays on the public verifier,
 * opened from the game history.
 */

interface RoundSummary {
  roundId: string;
  game: string;
  stake: number;
  win: number;
  balance: number;
}

async function rounds(page: Page): Promise<RoundSummary[]> {
  const answer = await page.request.get('/web-api/casino/rounds?limit=100');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { rounds: RoundSummary[] }).rounds;
}

async function activeBalance(page: Page): Promise<number> {
  const answer = await page.request.get('/web-api/wallet/balance');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { balance: number }).balance;
}

const ENDED = /^(You won .+|No win this time .+|Your stake came back: .+) Balance: .+$/;

async function openGame(page: Page, name: string) {
  await page.goto(`/en/casino-search?q=${encodeURIComponent(name)}`);
  await page.getByRole('list', { name: 'Search results' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('games played in steps', () => {
  test('a player plays a hand of Mines, Hi-Lo and Jacks or Better for money: each step is the server’s, the stake and the win move the balance, and each hand replays on the public verifier', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await fundedPlayer(page, '20');
    let balance = await activeBalance(page);

    // Mines: three mines, tiles opened from the top left until a gem shows, then cashed out (or a mine ends it).
    await openGame(page, 'Mines');
    await page.getByRole('button', { name: 'Start' }).click();
    const board = page.getByRole('group', { name: 'Minefield' });
    await expect(page.getByRole('button', { name: /^Tile 1, row 1, column 1, hidden/ })).toBeEnabled();
    expect(await activeBalance(page)).toBe(balance - 100);
    await page.getByRole('button', { name: /^Tile 1, row 1, column 1, hidden/ }).click();
    const cashOut = page.getByRole('button', { name: /^Cash out / });
    await expect(cashOut.or(page.getByText(ENDED))).toBeVisible();
    if (await cashOut.isVisible()) await cashOut.click();
    await expect(page.getByText(ENDED)).toBeVisible();
    await expect(board).toBeVisible();
    let [last] = await rounds(page);
    expect(last).toMatchObject({ game: 'mines', stake: 100 });
    balance += last!.win - 100;
    expect(await activeBalance(page)).toBe(balance);
    expect(last!.balance).toBe(balance);

    // Hi-Lo: one guess on the likelier side (the button that pays less), then cashed out when it was right.
    await openGame(page, 'Hi-Lo');
    await page.getByRole('button', { name: 'Deal a card' }).click();
    const higher = page.getByRole('button', { name: /^Higher or same/ });
    const lower = page.getByRole('button', { name: /^Lower or same/ });
    await expect(higher).toBeVisible();
    const chance = async (button: typeof higher) =>
      (await button.isEnabled())
        ? Number(/· ([\d.]+) %/.exec((await button.textContent()) ?? '')?.[1] ?? 0)
        : 0;
    const guess = (await chance(higher)) >= (await chance(lower)) ? higher : lower;
    if ((await chance(guess)) === 0) await page.getByRole('button', { name: 'Skip this card' }).click();
    await guess.click();
    const hiloCash = page.getByRole('button', { name: /^Cash out / });
    await expect(hiloCash.or(page.getByText(ENDED))).toBeVisible();
    if (await hiloCash.isVisible()) await hiloCash.click();
    await expect(page.getByText(ENDED)).toBeVisible();
    [last] = await rounds(page);
    expect(last).toMatchObject({ game: 'hilo', stake: 100 });
    balance += last!.win - 100;
    expect(await activeBalance(page)).toBe(balance);

    // Jacks or Better: dealt, the suggested hold taken, one draw; the final hand is named when it pays.
    await openGame(page, 'Jacks or Better');
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
    await page.getByRole('button', { name: 'Suggest a hold' }).click();
    await page.getByRole('button', { name: 'Draw' }).click();
    await expect(page.getByText(ENDED)).toBeVisible();
    [last] = await rounds(page);
    expect(last).toMatchObject({ game: 'videoPoker', stake: 100 });
    balance += last!.win - 100;
    expect(await activeBalance(page)).toBe(balance);

    // A hand left open comes back after a reload, and the seed it was dealt from is not revealed meanwhile.
    await openGame(page, 'Mines');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('button', { name: /^Tile 25, row 5, column 5, hidden/ })).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('button', { name: /^Cash out|^Open a tile/ })).toBeVisible();
    await page.locator('summary', { hasText: 'Provably fair' }).click();
    await page.getByRole('button', { name: 'Reveal the seed and start a new one' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Finish your open hand' })).toBeVisible();
    await page.getByRole('button', { name: /^Tile 25, row 5, column 5, hidden/ }).click();
    const lastCash = page.getByRole('button', { name: /^Cash out / });
    await expect(lastCash.or(page.getByText(ENDED))).toBeVisible();
    if (await lastCash.isVisible()) await lastCash.click();
    await expect(page.getByText(ENDED)).toBeVisible();

    // The hands are rounds of the history: once the seed is revealed, each replays on the public verifier.
    await demoPost(page, '/web-api/casino/seed/rotate', {});
    for (const name of ['Mines', 'Hi-Lo', 'Jacks or Better']) {
      await page.goto('/en/office/history?tab=casino');
      const row = page
        .getByRole('list', { name: 'Casino rounds' })
        .getByRole('listitem')
        .filter({ hasText: name })
        .first();
      await row.getByRole('button', { name: 'Verify' }).click();
      await expect(row.getByText(/^Verified: round \d+ replays/)).toBeVisible();
      await row.getByRole('link', { name: 'Check it on the public verifier' }).click();
      await expect(page).toHaveURL(/\/en\/provably-fair\?/);
      await expect(page.getByRole('region', { name: new RegExp(`^${name}, round \\d+$`) })).toBeVisible();
      await expect(
        page.getByText('The seed matches the hash shown before the round.', { exact: false }),
      ).toBeVisible();
    }
  });

  test('a player plays blackjack by the basic strategy chart the game names: a double or a split takes its stake when chosen, the dealer draws to 17, and the hand replays on the public verifier', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await fundedPlayer(page, '20');
    const before = await activeBalance(page);
    await openGame(page, 'Blackjack');
    await page.getByRole('button', { name: 'Deal', exact: true }).click();
    const advice = page.getByText(/^The basic strategy chart says: (.+)\.$/);
    const buttons: Record<string, RegExp> = {
      hit: /^Hit$/,
      stand: /^Stand$/,
      double: /^Double /,
      split: /^Split /,
      'no insurance': /^No insurance$/,
    };
    // The table is ready for the next move once a move's buttons are enabled again (or the hand has ended): while
    // a move is on its way they are disabled and the chart still names the move just sent.
    const settled = page
      .getByText(ENDED)
      .or(page.getByRole('button', { name: /^(Stand|No insurance)$/, disabled: false }));
    await expect(settled.first()).toBeVisible();
    for (let moves = 0; moves < 20 && (await advice.isVisible()); moves += 1) {
      const move = /says: (.+)\.$/.exec((await advice.textContent()) ?? '')?.[1] ?? '';
      await Promise.all([
        page.waitForResponse(
          (response) =>
            response.url().includes('/web-api/casino/hands/') && response.request().method() === 'POST',
        ),
        page.getByRole('button', { name: buttons[move] }).click(),
      ]);
      await expect(settled.first()).toBeVisible();
    }
    await expect(page.getByText(ENDED)).toBeVisible();
    await expect(page.getByRole('group', { name: /^Dealer/ })).toBeVisible();
    const [last] = await rounds(page);
    expect(last).toMatchObject({ game: 'blackjack' });
    // The stake may have grown during the hand (a double, a split); the balance follows every movement.
    expect(last!.stake % 100).toBe(0);
    expect(await activeBalance(page)).toBe(before - last!.stake + last!.win);

    await demoPost(page, '/web-api/casino/seed/rotate', {});
    await page.goto('/en/office/history?tab=casino');
    const row = page
      .getByRole('list', { name: 'Casino rounds' })
      .getByRole('listitem')
      .filter({ hasText: 'Blackjack' });
    await row.getByRole('button', { name: 'Verify' }).click();
    await expect(row.getByText(/^Verified: round \d+ replays/)).toBeVisible();
    await row.getByRole('link', { name: 'Check it on the public verifier' }).click();
    await expect(page.getByRole('region', { name: /^Blackjack, round \d+$/ })).toBeVisible();
    await expect(
      page.getByText('The seed matches the hash shown before the round.', { exact: false }),
    ).toBeVisible();
  });

  test('a guest plays Mines for fun: the hand is dealt in the browser, no money moves, and the mines show when it ends', async ({
    page,
  }) => {
    await openGame(page, 'Mines');
    await expect(page.getByText('You are playing for fun', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Start' }).click();
    for (let tile = 1; tile <= 25; tile += 1) {
      const hidden = page.getByRole('button', {
        name: new RegExp(`^Tile ${tile}, row \\d, column \\d, hidden`),
      });
      if (!(await hidden.isEnabled())) break;
      await hidden.click();
      if (await page.getByText(/^No win this time|^You won/).isVisible()) break;
      const cash = page.getByRole('button', { name: /^Cash out / });
      if (tile >= 2 && (await cash.isEnabled())) {
        await cash.click();
        break;
      }
    }
    await expect(page.getByText(/^No win this time|^You won/)).toBeVisible();
    // Every mine is shown once the hand is over.
    await expect(page.getByRole('button', { name: /, mine(, hit)?$/ }).first()).toBeVisible();
  });
});
