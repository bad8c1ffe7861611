import type { Page } from '@playwright/test';
import { expect, newPlayer, test } from './support';

/**
 * The six bonus games (docs/adr/0049-bonus-games.md) against the real server: an operator grants a new player
 * free plays of every game (the operator API with the demo operator's token, on in the e2e server's demo mode);
 * the player plays each one to its prize, sees the play checked in the browser, and finds the prizes on a bonus
 * in the office; a guest plays for fun.
 */

const OPERATOR = { authorization: 'Bearer betline-demo-operator-token' };

async function grantAll(page: Page) {
  const session = await page.request.get('/web-api/session');
  const { userId } = (await session.json()) as { userId: number };
  for (const game of ['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon']) {
    const answer = await page.request.post('/operator-api/bonus-games/passes', {
      headers: OPERATOR,
      data: { playerId: userId, game, plays: 2, unit: 100, iso: 'EUR', key: `e2e:${userId}:${game}` },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
}

/** The play is over: the prize is said, and the browser's check of the revealed seed passed. */
async function expectWonAndVerified(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /You won €\d+\.\d\d/ })).toBeVisible();
  await expect(page.getByTestId('bonus-verified')).toHaveText(/Checked in your browser/);
}

test.describe('bonus games', () => {
  test('CASINO-014 ROUTE-034 a player with free plays plays all six games; each prize is credited to a bonus and the play verifies', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await newPlayer(page);
    await grantAll(page);

    await page.goto('/en/bonus/casino');
    const shelf = page.getByRole('region', { name: 'Bonus games' });
    await expect(shelf.getByText('2 free plays left')).toHaveCount(6);
    await shelf.getByRole('link', { name: 'Wheel of fortune' }).click();
    await expect(page).toHaveURL(/\/en\/games\/fortuna-bonus$/);
    await expect(page.getByText('2 free plays left')).toBeVisible();
    await expect(page.getByRole('table', { name: 'The odds' })).toBeVisible();
    await page.getByRole('button', { name: 'Spin the wheel' }).click();
    await expectWonAndVerified(page);
    await expect(page.getByText('1 free play left')).toBeVisible();

    await page.goto('/en/games/chest-bonus');
    await page.getByRole('button', { name: 'Open chest 2' }).click();
    await expectWonAndVerified(page);
    await expect(page.getByText('Your chest')).toBeVisible();

    await page.goto('/en/games/safe-bonus');
    await page.getByRole('spinbutton', { name: 'Digit 1 of 4' }).press('7');
    await page.getByRole('button', { name: 'Try the code' }).click();
    await expectWonAndVerified(page);
    await expect(page.getByText(/of 4 digits? in place/).first()).toBeVisible();

    await page.goto('/en/games/lottery-bonus');
    await page.getByRole('button', { name: 'Get a card' }).click();
    await page.getByRole('button', { name: 'Scratch cell 1' }).click();
    await page.getByRole('button', { name: /Uncover all/ }).click();
    await expectWonAndVerified(page);

    await page.goto('/en/games/dragon-bonus');
    // Past the first door the prize is taken; behind it the dragon ends the play (its answer says which).
    const [door] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/actions') && r.ok()),
      page.getByRole('button', { name: 'Level 1, door 1' }).click(),
    ]);
    if (((await door.json()) as { status: string }).status === 'open') {
      await page.getByRole('button', { name: /^Take / }).click();
    }
    await expectWonAndVerified(page);

    await page.goto('/en/games/memory-bonus');
    // Card 1 with card 2, then with card 3, ...: card 1's partner is among them, so a pair is found by turn 11.
    const card = (n: number) => page.getByRole('button', { name: new RegExp(`^Card ${n}[,:]`) });
    const turned = () => page.waitForResponse((r) => r.url().includes('/actions') && r.ok());
    for (let other = 2; other <= 12; other += 1) {
      await Promise.all([turned(), card(1).click()]);
      const [answer] = await Promise.all([turned(), card(other).click()]);
      if (((await answer.json()) as { status: string }).status === 'finished') break;
    }
    await expectWonAndVerified(page);

    // The prizes collected into one bonus of the bonus games, with its wagering.
    await page.goto('/en/office/bonuses/deposit');
    await expect(page.getByText('Bonus game prizes').first()).toBeVisible();
  });

  test('a promo code gives free plays of a bonus game: checked, used in the office, then played', async ({
    page,
  }) => {
    // The operator adds a code to a running demo promotion that gives three plays of the wheel, each prize unit
    // worth €1; not public, so the promotions and the code showcase the other journeys read stay as they are.
    const code = await page.request.put('/operator-api/promotions/plinko-drop/codes/WHEEL3', {
      headers: OPERATOR,
      data: { amounts: { EUR: 100 }, plays: { game: 'fortuna', plays: 3 }, public: false },
    });
    expect([200, 201], await code.text()).toContain(code.status());

    await newPlayer(page);
    await page.goto('/en/office/promotion?code=wheel3');
    await expect(
      page
        .getByRole('region', { name: 'WHEEL3' })
        .getByText(
          'Code WHEEL3 can be used: it gives free plays of Wheel of fortune (3). Their prizes go to your bonus account; one prize unit is worth €1.00.',
        ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Use the code' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your free plays of Wheel of fortune are ready: 3.' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Play Wheel of fortune' }).click();
    await expect(page).toHaveURL(/\/en\/games\/fortuna-bonus$/);
    await expect(page.getByText('3 free plays left')).toBeVisible();
    await page.getByRole('button', { name: 'Spin the wheel' }).click();
    await expectWonAndVerified(page);
    await expect(page.getByText('2 free plays left')).toBeVisible();
  });

  test('a guest plays a bonus game for fun: the odds are shown, the play runs in the browser and verifies', async ({
    page,
  }) => {
    await page.goto('/en/games/fortuna-bonus');
    await expect(page.getByText('Sign in to use the free plays granted to you')).toBeVisible();
    await expect(page.getByText('For fun', { exact: true })).toBeVisible();
    await expect(page.getByText(/On average a play pays ×2\.04/)).toBeVisible();
    await page.getByRole('button', { name: 'Spin the wheel' }).click();
    await expect(page.getByRole('status').filter({ hasText: /This play would have paid ×/ })).toBeVisible();
    await expect(page.getByTestId('bonus-verified')).toHaveText(/Checked in your browser/);
  });
});
