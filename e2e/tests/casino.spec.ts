import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { demoPost, expect, fundedPlayer, test } from './support';

/**
 * The casino against the real server and database: a new player deposits, finds the slot through search and
 * plays ten rounds while the balance and the game history follow; a wagering limit then refuses the next
 * round with the reason; a guest plays the crash game for fun.
 */

interface RoundSummary {
  roundId: string;
  stake: number;
  win: number;
  balance: number;
}

async function rounds(page: Page): Promise<{ total: number; rounds: RoundSummary[] }> {
  const answer = await page.request.get('/web-api/casino/rounds?limit=100');
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { total: number; rounds: RoundSummary[] };
}

async function activeBalance(page: Page): Promise<number> {
  const answer = await page.request.get('/web-api/wallet/balance');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { balance: number }).balance;
}

test.describe('casino', () => {
  test('CASINO-004 RG-007 a new player finds the slot by search, plays ten rounds with the balance and history following; a wagering limit then refuses the next round with the reason', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await fundedPlayer(page, '50');
    const before = await activeBalance(page);
    expect(before).toBe(50_00);

    await page.goto('/en/casino');
    await page.getByRole('searchbox', { name: 'Search games' }).fill('fruit');
    await page.getByRole('searchbox', { name: 'Search games' }).press('Enter');
    await expect(page).toHaveURL(/\/en\/casino-search\?q=fruit$/);
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('link', { name: 'Fruit Five', exact: true })
      .click();
    await expect(page).toHaveURL(/\/en\/slots\/game\/\d+\/fruit-five$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fruit Five' })).toBeVisible();
    const gameUrl = page.url();

    const spin = page.getByRole('button', { name: 'Spin' });
    const result = page.getByText(/^(You won .+|No win this time .+|Your stake came back: .+)$/);
    for (let round = 1; round <= 10; round += 1) {
      await expect(spin).toBeEnabled();
      await spin.click();
      await expect.poll(async () => (await rounds(page)).total).toBe(round);
      await expect(result).toBeVisible();
    }
    const played = await rounds(page);
    const staked = played.rounds.reduce((sum, each) => sum + each.stake, 0);
    const won = played.rounds.reduce((sum, each) => sum + each.win, 0);
    expect(staked).toBe(10 * 1_00);
    // The ledger and the screen agree: the balance is the deposit less the stakes plus the wins.
    expect(await activeBalance(page)).toBe(before - staked + won);
    expect(played.rounds[0]!.balance).toBe(before - staked + won);
    const euros = ((before - staked + won) / 100).toFixed(2);
    await expect(page.getByTestId('header-balance')).toContainText(euros);

    await page.goto('/en/office/history?tab=casino');
    await expect(page.getByText('10 rounds')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Casino rounds' }).getByRole('listitem')).toHaveCount(10);

    // A wagering limit of 10 euros a day (all of it staked already): the next round is refused with the reason.
    const { token } = (await (await page.request.get('/web-api/user/gettoken')).json()) as { token: string };
    const limit = await page.request.post('/limit-service-api/api/external/web/v3/limits', {
      data: { limits: [{ limitType: 1, limitValue: 10 }] },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(limit.status(), await limit.text()).toBeLessThan(300);
    await page.goto(gameUrl);
    await page.getByRole('button', { name: 'Spin' }).click();
    await expect(page.getByTestId('game-refused')).toContainText('Your wagering limit allows');
    await expect(page.getByRole('button', { name: 'Spin' })).toBeDisabled();
    expect((await rounds(page)).total).toBe(10);
    expect(await activeBalance(page)).toBe(before - staked + won);
  });

  test('CASINO-001 CASINO-010 a guest filters a section by studio and plays the crash game for fun: no money, the flight ends in a cash-out or a crash', async ({
    page,
  }) => {
    await page.goto('/en/crash-games');
    // A studio chip filters the section (CASINO-001): no demo studio has a crash game.
    await page.getByRole('button', { name: 'Aurora Gaming' }).click();
    await expect(page.getByText('No games here yet.')).toBeVisible();
    await page.getByRole('button', { name: 'All studios' }).click();
    await page.getByRole('link', { name: 'Crash', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Crash' })).toBeVisible();
    await expect(page.getByText('You are playing for fun: no money is staked.')).toBeVisible();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText(/^(You won .+|No win this time .+|Your stake came back: .+)$/)).toBeVisible({
      timeout: 15_000,
    });
    const balance = await page.request.get('/web-api/wallet/balance');
    expect(balance.status()).toBe(401);
  });

  test('a guest drops a ball in Plinko for fun: the board takes it down to a slot, the round result follows', async ({
    page,
  }) => {
    await page.goto('/en/fast-games');
    await page.getByRole('link', { name: 'Plinko', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plinko' })).toBeVisible();
    await page.getByRole('radio', { name: '8 rows' }).check();
    await page.getByRole('radio', { name: 'High' }).check();
    await expect(page.getByRole('img', { name: 'Plinko board, 8 rows of pegs' })).toBeVisible();
    await page.getByRole('button', { name: 'Drop' }).click();
    await expect(page.getByRole('figure')).toHaveAccessibleName(/^The ball landed on \d/, {
      timeout: 15_000,
    });
    await expect(page.getByText(/^(You won .+|No win this time .+|Your stake came back: .+)$/)).toBeVisible();
  });

  test('a player backs the Banker at baccarat: the coup is dealt, the winner named, the stake settled through the wallet', async ({
    page,
  }) => {
    await fundedPlayer(page, '20');
    await page.goto('/en/card-games');
    await page.getByRole('link', { name: 'Baccarat', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Baccarat' })).toBeVisible();
    await page.getByText('About this game').click();
    await expect(page.getByText(/^Punto banco from a fresh eight-deck shoe/)).toBeVisible();
    await page.getByRole('radio', { name: 'Banker · pays 0.95:1' }).check();
    await page.getByRole('button', { name: 'Deal' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^(Player wins|Banker wins|Tie)/ })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText(/^(You won .+|No win this time .+|Your stake came back: .+)$/)).toBeVisible();
  });

  test('a player buys a scratch card, scratches a cell, uncovers the rest and sees what it won, settled through the wallet', async ({
    page,
  }) => {
    await fundedPlayer(page, '20');
    await page.goto('/en/scratchcards');
    await page.getByRole('link', { name: 'Lucky Scratch', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lucky Scratch' })).toBeVisible();
    await page.getByText('About this game').click();
    await expect(page.getByText(/^A card of nine cells, each printed with a symbol/)).toBeVisible();
    // The legend prices every symbol for the stake on screen (€1.00): three sevens pay 1,000 times it.
    const legend = page.getByRole('table', { name: 'Prizes' });
    await expect(legend.getByRole('row', { name: /Three sevens/ })).toContainText('€1,000.00');
    await page.getByRole('button', { name: 'Buy a card' }).click();
    const card = page.getByRole('list', { name: 'Scratch card' });
    await expect(card.getByRole('button', { name: 'Scratch cell 1' })).toBeEnabled({ timeout: 15_000 });
    await expect(page.getByText('9 cells left to scratch')).toBeVisible();
    // The card is paid for and settled at once; its result waits until it is uncovered.
    await expect(page.getByText(/^(You won .+|No win this time .+|Your stake came back: .+)$/)).toHaveCount(
      0,
    );
    await card.getByRole('button', { name: 'Scratch cell 5' }).click();
    await expect(card.getByText(/^Cell 5: /)).toBeAttached();
    await expect(page.getByText('8 cells left to scratch')).toBeVisible();
    await page.getByRole('button', { name: 'Uncover all' }).click();
    await expect(page.getByText(/^(Three .+: you win .+|No three alike)$/).first()).toBeVisible();
    await expect(page.getByText(/^(You won .+|No win this time .+|Your stake came back: .+)$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy another card' })).toBeVisible();
  });

  test('a player spins European roulette with two chips: the number and the bets that won are said, the balance follows, and the spin replays on the public verifier', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await fundedPlayer(page, '20');
    const before = await activeBalance(page);
    await page.goto('/en/casino');
    await page.getByRole('link', { name: 'European Roulette', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'European Roulette' })).toBeVisible();
    const layout = page.getByRole('group', { name: 'Roulette betting layout' });
    await layout.getByRole('button', { name: 'Red', exact: true }).click();
    // The second chip from the keyboard.
    await layout.getByRole('button', { name: 'Split 17/18', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(layout.getByRole('button', { name: /^Split 17\/18, chip .+1\.00$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Spin' }).click();
    const summary = page.getByText(/^Landed on (\d{1,2}) (red|black|green); won ([0-2]) of 2 bets$/);
    await expect(summary).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByText(/^(You won .+|No win this time .+|Your stake came back: .+) Balance: .+$/),
    ).toBeVisible();
    const [, number, , won] =
      /^Landed on (\d+) (\w+); won (\d) of 2 bets$/.exec((await summary.textContent()) ?? '') ?? [];
    const n = Number(number);
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(n);
    const split = n === 17 || n === 18;
    expect(Number(won)).toBe(Number(red) + Number(split));
    expect(await activeBalance(page)).toBe(before - 200 + (red ? 200 : 0) + (split ? 1800 : 0));

    // The seed is revealed; the round is verified from the history and replayed on the public page.
    await demoPost(page, '/web-api/casino/seed/rotate', {});
    await page.goto('/en/office/history?tab=casino');
    const row = page
      .getByRole('list', { name: 'Casino rounds' })
      .getByRole('listitem')
      .filter({ hasText: 'European Roulette' });
    await row.getByRole('button', { name: 'Verify' }).click();
    await expect(row.getByText(`Landed on ${number}`, { exact: false })).toBeVisible();
    await row.getByRole('link', { name: 'Check it on the public verifier' }).click();
    await expect(page).toHaveURL(/\/en\/provably-fair\?/);
    const result = page.getByRole('region', { name: /^European Roulette, round \d+$/ });
    await expect(result).toBeVisible();
    await expect(result.getByText(`Landed on ${number} `, { exact: false })).toBeVisible();
    await expect(
      page.getByText('The seed matches the hash shown before the round.', { exact: false }),
    ).toBeVisible();
  });

  test('a stored round of each game replays on the public verifier, opened from the game history once the seed is revealed', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await fundedPlayer(page, '20');
    const bets = {
      slot: { name: 'Fruit Five', bet: { stake: 100 } },
      dice: { name: 'Dice', bet: { stake: 100, direction: 'over', target: 4950 } },
      keno: { name: 'Keno', bet: { stake: 100, picks: [5, 23, 41, 77] } },
      crash: { name: 'Crash', bet: { stake: 100, cashOut: 150 } },
      plinko: { name: 'Plinko', bet: { stake: 100, rows: 12, risk: 'medium' } },
      baccarat: { name: 'Baccarat', bet: { stake: 100, on: 'banker' } },
      scratch: { name: 'Scratch cards', bet: { stake: 100 } },
    };
    for (const [game, { bet }] of Object.entries(bets)) {
      await demoPost(page, '/web-api/casino/rounds', { roundId: randomUUID(), game, bet });
    }
    // The seed the four rounds were played with is revealed (a new one is committed).
    await demoPost(page, '/web-api/casino/seed/rotate', {});

    for (const { name } of Object.values(bets)) {
      await page.goto('/en/office/history?tab=casino');
      const row = page
        .getByRole('list', { name: 'Casino rounds' })
        .getByRole('listitem')
        .filter({ hasText: name });
      await row.getByRole('button', { name: 'Verify' }).click();
      await row.getByRole('link', { name: 'Check it on the public verifier' }).click();
      await expect(page).toHaveURL(/\/en\/provably-fair\?/);
      await expect(page.getByRole('region', { name: new RegExp(`^${name}, round \\d+$`) })).toBeVisible();
      await expect(
        page.getByText('The seed matches the hash shown before the round.', { exact: false }),
      ).toBeVisible();
    }
  });
});

test.describe('the casino on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("no floating button covers a game's play area; the lobby keeps its Support button", async ({
    page,
  }) => {
    await page.goto('/en/slots/game/1001/fruit-five');
    const spin = page.getByRole('button', { name: 'Spin' });
    await expect(spin).toBeVisible();
    await expect(page.getByRole('link', { name: 'Support' })).toBeHidden();
    // With the Spin button at the very bottom of the screen (above the bottom navigation), a tap reaches it.
    const navHeight =
      (await page.getByRole('navigation', { name: 'Quick navigation' }).boundingBox())?.height ?? 0;
    await spin.evaluate((button, below) => {
      window.scrollBy(0, button.getBoundingClientRect().bottom - (window.innerHeight - below) + 2);
    }, navHeight);
    // Nothing lies over any part of it: the element at its left, middle and right is the button itself.
    const covered = await spin.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const y = box.top + box.height / 2;
      return [box.left + 4, box.left + box.width / 2, box.right - 4].filter(
        (x) => !button.contains(document.elementFromPoint(x, y)),
      ).length;
    });
    expect(covered).toBe(0);
    await spin.tap();
    await expect(page.getByText(/^(You won .+|No win this time .+|Your stake came back: .+)$/)).toBeVisible();

    await page.goto('/en/casino');
    await expect(page.getByRole('link', { name: 'Support' })).toBeVisible();
  });
});

test.describe('the games pages', () => {
  test('ROUTE-034 ROUTE-035 the games index shows the quick games and the bonus games; an old entrance leads there; games/wheel opens roulette', async ({
    page,
  }) => {
    await page.goto('/en/allgamesentrance');
    await expect(page).toHaveURL(/\/en\/games$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    const quick = page.getByRole('list', { name: 'Fast games' });
    await expect(quick.getByRole('link', { name: 'Crash', exact: true })).toHaveAttribute(
      'href',
      /^\/en\/casino\/game\/\d+\/crash$/,
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Bonus games' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wheel of fortune' })).toHaveAttribute(
      'href',
      '/en/games/fortuna-bonus',
    );

    await page.goto('/en/games/wheel');
    await expect(page).toHaveURL(/\/en\/casino\/game\/\d+\/roulette$/);

    await page.goto('/en/games-landing/no-such-game');
    await expect(page.getByText('This game is not in the catalogue.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Games' })).toHaveAttribute(
      'href',
      '/en/games',
    );
  });
});
