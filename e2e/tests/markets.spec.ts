import type { Page } from '@playwright/test';
import { coupons, demoPost, expect, fundedPlayer, place, test } from './support';

/**
 * Markets in depth on a football match of the real feed: the halves, each side's goals, the exact number of goals,
 * the winning margin and the rest are on the match's page in the page's language, and a bet on one of them is
 * settled by the match's final score like any other.
 */

interface WireGame {
  gameId: number;
  champId: number;
  firstOpponent: { nameEng: string } | null;
  secondOpponent: { nameEng: string } | null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A football match well down the line: the betting journeys play the first ones to their end, and the two journeys
 * here, run side by side, take matches far apart (the list moves up as matches kick off).
 */
async function lineMatch(page: Page, skip: number) {
  const answer = await page.request.get('/web-api/sportsbook/games?section=line&sportId=1&limit=50');
  const { games } = (await answer.json()) as { games: WireGame[] };
  const game = games.filter((g) => g.firstOpponent && g.secondOpponent).at(skip);
  if (!game?.firstOpponent) throw new Error('no football match on the line');
  return { ...game, home: game.firstOpponent.nameEng };
}

test.describe('markets in depth', () => {
  test('a football match offers its halves, each side’s goals, exact goals, the winning margin, clean sheets and draw no bet, named in Russian', async ({
    page,
  }) => {
    const game = await lineMatch(page, 12);
    await page.goto(`/ru/line/sport/1-football/${game.champId}-league/${game.gameId}`);
    for (const name of [
      'Исход 1-го тайма',
      'Тотал 1-го тайма',
      'Исход 2-го тайма',
      'Индивидуальный тотал хозяев',
      'Точное количество голов',
      'Чёт/нечет голов',
      'Разница в счёте',
      'Хозяева не пропустят',
      'Исход и тотал',
      'Победа без ничьей (возврат при ничьей)',
    ])
      await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
    await expect(
      page.getByRole('button', { name: new RegExp(`Разница в счёте: ${escape(game.home)} с разницей 1,`) }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Чёт\/нечет голов: Нечёт,/ })).toContainText('Нечёт');
  });

  test('a single on odd goals is settled by the match’s final score', async ({ page }) => {
    test.setTimeout(120_000);
    await fundedPlayer(page, '20');
    const game = await lineMatch(page, 30);
    await page.goto(`/en/line/sport/1-football/${game.champId}-league/${game.gameId}`);
    await page.getByRole('button', { name: /Odd\/even goals: Odd,/ }).click();
    const host = page.locator('[data-slip-host]');
    await host.getByRole('textbox', { name: 'Stake (EUR)' }).fill('2');
    await place(page);
    await expect.poll(async () => (await coupons(page, 'open')).length).toBe(1);

    await demoPost(page, `/web-api/sportsbook/demo/games/${game.gameId}/finish`);
    const final = async () =>
      (await (await page.request.get(`/web-api/sportsbook/games/${game.gameId}`)).json()) as {
        isFinished: boolean;
        score: { first: number; second: number };
      };
    await expect.poll(async () => (await final()).isFinished, { timeout: 30_000 }).toBe(true);
    const { score } = await final();
    const odd = (score.first + score.second) % 2 === 1;
    await expect
      .poll(async () => (await coupons(page)).map((coupon) => coupon.status), { timeout: 30_000 })
      .toEqual([odd ? 'won' : 'lost']);
  });
});
