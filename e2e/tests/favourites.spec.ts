import { expect, newPlayer, test } from './support';

interface WireGame {
  gameId: number;
  sportId: number;
  sportNameEng: string;
  champId: number;
  champNameEng: string;
  firstOpponent: { teamId: number; nameEng: string } | null;
  secondOpponent: { teamId: number; nameEng: string } | null;
}

test.describe('sportsbook favourites', () => {
  test('a player stars a game on its page, finds it in the favourites of the office and removes it there', async ({
    page,
  }) => {
    // The star and the favourites block are the browser's: the server's page must hydrate without a mismatch.
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
    });
    await newPlayer(page);
    // A football match of the line (the feed schedules days ahead as it starts).
    let game: WireGame | undefined;
    await expect
      .poll(
        async () => {
          const answer = await page.request.get('/web-api/sportsbook/games?section=line&sportId=1&limit=50');
          const { games } = (await answer.json()) as { games: WireGame[] };
          game = games.find((each) => each.firstOpponent && each.secondOpponent);
          return game !== undefined;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const { gameId, champId, firstOpponent, secondOpponent } = game!;
    const name = `${firstOpponent!.nameEng} — ${secondOpponent!.nameEng}`;

    await page.goto(`/en/line/sport/1-football/${champId}-champ/${gameId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const star = page.getByRole('button', { name: `Add ${name} to favourites` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    const starred = page.getByRole('button', { name: `Remove ${name} from favourites` });
    await expect(starred).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/en/office/settings');
    const favourites = page.getByRole('region', { name: 'Favourites' });
    const link = favourites.getByRole('link', { name });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', new RegExp(`/${gameId}$`));
    await favourites.getByRole('button', { name: `Remove ${name} from favourites` }).click();
    await expect(favourites.getByText('Nothing starred yet.')).toBeVisible();
    await expect(link).toHaveCount(0);

    // The game's page shows it unstarred again.
    await page.goto(`/en/line/sport/1-football/${champId}-champ/${gameId}`);
    await expect(page.getByRole('button', { name: `Add ${name} to favourites` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(hydrationErrors).toEqual([]);
  });
});
