import { demoPost, expect, fundedPlayer, test } from './support';

interface WireGame {
  gameId: number;
  champId: number;
  champNameEng: string;
  firstOpponent: { teamId: number; nameEng: string } | null;
  secondOpponent: { teamId: number; nameEng: string } | null;
  periodScores: { first: number; second: number }[];
}

test.describe('the esports section', () => {
  test('ROUTE-017 ROUTE-018 esports opens on its real matches by discipline with prices; a price goes into the slip and a match opens its page', async ({
    page,
  }) => {
    await page.goto('/en/esports');
    await expect(page).toHaveURL(/\/en\/esports\/real$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Esports' })).toBeVisible();
    const sections = page.getByRole('navigation', { name: 'Esports sections' });
    await expect(sections.getByRole('link', { name: 'Esports' })).toHaveAttribute('aria-current', 'page');
    const cs2 = page.getByRole('region', { name: 'CS2' });
    await expect(cs2.getByRole('link', { name: 'All championships of CS2' })).toHaveAttribute(
      'href',
      '/en/esports/cs2',
    );
    // The first open price, held by its place among the prices (its name carries the price, which may move).
    const prices = cs2.locator('button[aria-pressed]');
    const states = await prices.evaluateAll((buttons) =>
      buttons.map(
        (b) => b.getAttribute('aria-pressed') === 'false' && b.getAttribute('aria-disabled') !== 'true',
      ),
    );
    const price = prices.nth(states.indexOf(true));
    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'Bet slip' }).getByText(/CS2|—/).first()).toBeVisible();

    const match = cs2.locator('a[href*="/en/esports/cs2/"]').first();
    const href = await match.getAttribute('href');
    expect(href).toMatch(/^\/en\/esports\/cs2\/\d+-[a-z0-9-]+\/real\/\d+$/);
    await page.goto(href ?? '');
    await expect(page.getByRole('heading', { level: 1, name: / — / })).toBeVisible();

    await page.goto('/en/cyber');
    await expect(page).toHaveURL(/\/en\/cyber\/real$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Esports' })).toBeVisible();
  });

  test('ROUTE-019 disciplines lead to all; a discipline lists its championships and matches; a championship links its table; virtual sports have their tab', async ({
    page,
  }) => {
    await page.goto('/en/esports/disciplines');
    await expect(page).toHaveURL(/\/en\/esports\/all$/);
    const disciplines = page.getByRole('navigation', { name: 'Disciplines' });
    await expect(disciplines.getByRole('link', { name: /^Virtual football/ })).toBeVisible();
    await disciplines.getByRole('link', { name: /^Dota 2/ }).click();
    await expect(page).toHaveURL(/\/en\/esports\/dota-2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dota 2' })).toBeVisible();
    const champs = page.getByRole('region', { name: 'Championships of Dota 2' });
    const champ = champs.getByRole('link').first();
    const name = ((await champ.textContent()) ?? '').replace(/\d+$/, '');
    await champ.click();
    await expect(page).toHaveURL(/\/en\/esports\/dota-2\/\d+-/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('link', { name: `Table of ${name}` })).toHaveAttribute(
      'href',
      /^\/en\/team\/line\/41-dota-2\/\d+-/,
    );

    await page.goto('/en/esports/virtual');
    await expect(page.getByRole('heading', { level: 1, name: 'Virtual sports' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Virtual football' })).toBeVisible();

    await page.goto('/en/esports/no-such-game');
    await expect(page.getByText('There is no such discipline.')).toBeVisible();
  });

  test("a player bets on a CS2 match's first map winner from the esports section, and the bet settles as that map ended", async ({
    page,
  }) => {
    await fundedPlayer(page, '20');
    const answer = await page.request.get('/web-api/sportsbook/games?section=line&sportId=40&limit=5');
    const { games } = (await answer.json()) as { games: WireGame[] };
    const game = games.find((g) => g.firstOpponent && g.secondOpponent);
    if (!game?.firstOpponent) throw new Error('no CS2 match on the line');
    // The match stands still while the bet is placed (its prices do not move, it does not kick off).
    await demoPost(page, `/web-api/sportsbook/demo/games/${game.gameId}/hold`, { seconds: 120 });
    await page.goto(`/en/esports/cs2/${game.champId}-x/real/${game.gameId}`);
    await expect(page.getByRole('heading', { level: 1, name: / — / })).toBeVisible();
    const price = page.getByRole('button', {
      name: new RegExp(`^1 [0-9.]+, Map 1 winner: ${game.firstOpponent.nameEng},`),
    });
    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'true');
    const host = page.locator('[data-slip-host]');
    await host.getByRole('textbox', { name: 'Stake (EUR)' }).fill('2');
    await host.locator('button[data-state="ready"]').click();
    await expect(host.getByText('Bet placed')).toBeVisible();

    await demoPost(page, `/web-api/sportsbook/demo/games/${game.gameId}/finish`);
    const finished = (await (
      await page.request.get(`/web-api/sportsbook/games/${game.gameId}`)
    ).json()) as WireGame;
    const [first] = finished.periodScores;
    if (!first) throw new Error('the match has no first map');
    const expected = first.first > first.second ? 'won' : 'lost';
    await expect
      .poll(
        async () => {
          const bets = await page.request.get('/web-api/sportsbook/bets');
          const { coupons } = (await bets.json()) as { coupons: { status: string }[] };
          return coupons[0]?.status;
        },
        { timeout: 30_000 },
      )
      .toBe(expected);
  });
});
