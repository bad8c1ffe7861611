import type { Page } from '@playwright/test';
import { demoPost, expect, fundedPlayer, test } from './support';

interface WireGame {
  gameId: number;
  sportId: number;
  sportNameEng: string;
  champId: number;
  champNameEng: string;
  firstOpponent: { nameEng: string } | null;
  secondOpponent: { nameEng: string } | null;
  markets: { nameEng: string; outcomes: { nameEng: string; coefThousandths: number | null }[] }[];
}

interface WireBet {
  status: string;
  coef: number;
  stake: number;
  payout: number | null;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** An upcoming football match that offers over 2.5 goals: the page of bets on your terms of it. */
async function footballMatch(page: Page): Promise<{ game: WireGame; path: string }> {
  const answer = await page.request.get('/web-api/sportsbook/games?section=line&sportId=1&limit=30');
  const { games } = (await answer.json()) as { games: WireGame[] };
  const ids = games.map((g) => g.gameId);
  for (const gameId of ids) {
    const game = (await (await page.request.get(`/web-api/sportsbook/games/${gameId}`)).json()) as WireGame;
    const over = game.markets.some((m) =>
      m.outcomes.some((o) => o.nameEng === 'Over 2.5' && o.coefThousandths !== null),
    );
    if (over && game.firstOpponent && game.secondOpponent)
      return {
        game,
        path: `/en/betsonyour/${game.sportId}-${slug(game.sportNameEng)}/${game.champId}-${slug(game.champNameEng)}/${game.gameId}`,
      };
  }
  throw new Error('no upcoming football match offers over 2.5');
}

test.describe('bets on your terms', () => {
  test('ROUTE-011 a guest sees the matches open for bets on your terms and how they work, and a match’s markets to pick from', async ({
    page,
  }) => {
    await page.goto('/en/betsonyour');
    await expect(page.getByRole('heading', { level: 1, name: 'Bets on your terms' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    // An upcoming football match: a live one, or a virtual one (a few minutes long), may be over by the click.
    const builds = page
      .getByRole('region', { name: 'Upcoming football' })
      .getByRole('link', { name: /^Build a bet on .+ – .+$/ })
      .and(page.locator('a[href*="/betsonyour/1-football/"]'));
    // Not the first: the journey below plays the first match with over 2.5 to its end, side by side with this one.
    const build = builds.nth(4);
    await expect(build).toBeVisible();
    await build.click();
    await expect(page.getByRole('heading', { level: 1, name: /^Build a bet on .+ – .+$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your bet' })).toBeVisible();
    await expect(page.getByText('Pick at least two outcomes from the markets.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to bet' })).toBeVisible();
  });

  test('ROUTE-011 picks that clash are named; a player’s home win with over 2.5 goals is priced together, staked, and settled when the match is over', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await fundedPlayer(page, '100');
    const { game, path } = await footballMatch(page);
    const home = game.firstOpponent!.nameEng;
    const away = game.secondOpponent!.nameEng;
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: `Build a bet on ${home} – ${away}` }),
    ).toBeVisible();
    const pick = (outcome: string) =>
      page
        .getByRole('button', { name: new RegExp(`^${outcome.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) })
        .first();

    // The home and the away win are one market's outcomes: the page says so, naming both.
    await pick(home).click();
    await expect(page.getByText('Pick one more outcome to get a price.')).toBeVisible();
    await pick(away).click();
    await expect(page.getByText(/are outcomes of the same market: keep one of them\.$/)).toBeVisible();
    await pick(away).click();
    await expect(pick(away)).toHaveAttribute('aria-pressed', 'false');

    await pick('Over 2.5').click();
    await expect(pick('Over 2.5')).toHaveAttribute('aria-pressed', 'true');
    const together = page.getByText(/^Price for all together: \d+\.\d{2}$/);
    await expect(together).toBeVisible();
    const price = /(\d+\.\d{2})$/.exec((await together.textContent()) ?? '')?.[1] ?? '';
    await expect(page.getByText(/^Separate prices multiplied: \d+\.\d{2}$/)).toBeVisible();

    const balance = page.getByTestId('header-balance');
    await expect(balance).toContainText('100.00');
    await page.getByLabel('Stake', { exact: true }).fill('2');
    await page.getByRole('button', { name: `Bet €2.00 at ${price}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bet placed' })).toHaveText(
      `Bet placed at ${price}. It is settled when the match is over.`,
    );
    await expect(balance).toContainText('98.00');
    const mine = page.getByRole('table', { name: 'My bets on your terms' });
    await expect(mine.getByRole('row').nth(1)).toContainText('Open');

    await demoPost(page, `/web-api/sportsbook/demo/games/${game.gameId}/finish`, { winner: 'first' });
    let bet: WireBet = { status: 'open', coef: 0, stake: 0, payout: null };
    await expect
      .poll(
        async () => {
          const answer = await page.request.get('/web-api/builder/bets');
          bet = ((await answer.json()) as { bets: WireBet[] }).bets[0] ?? bet;
          return bet.status;
        },
        { timeout: 30_000 },
      )
      .not.toBe('open');
    expect(bet.coef).toBe(Math.round(Number(price) * 1000));
    const payout = bet.status === 'won' ? Math.floor((200 * bet.coef) / 1000) : 0; // cents
    expect(bet.payout).toBe(payout);
    await page.reload();
    await expect(mine.getByRole('row').nth(1)).toContainText(
      payout > 0 ? `Won €${(payout / 100).toFixed(2)}` : 'Lost',
    );
    await expect(balance).toContainText(
      ((9_800 + payout) / 100).toLocaleString('en', { minimumFractionDigits: 2 }),
    );
  });
});
