import { demoPost, expect, test } from './support';

interface WireGame {
  gameId: number;
  champId: number;
  champNameEng: string;
  sportNameEng: string;
  firstOpponent: { teamId: number; nameEng: string } | null;
  secondOpponent: { teamId: number; nameEng: string } | null;
}

test.describe('tables and team pages', () => {
  test("ROUTE-014 ROUTE-011 a team's page shows its form, results and next games; its championship's table counts the result; a next game leads back to both teams", async ({
    page,
  }) => {
    // A football match of the line and a later one of the same team (the feed schedules days ahead as it starts).
    let pair: [WireGame, WireGame] | undefined;
    await expect
      .poll(
        async () => {
          const answer = await page.request.get('/web-api/sportsbook/games?section=line&sportId=1&limit=200');
          const { games } = (await answer.json()) as { games: WireGame[] };
          for (const first of games) {
            const team = first.firstOpponent?.teamId;
            const later = games.find(
              (g) =>
                g.gameId !== first.gameId &&
                [g.firstOpponent?.teamId, g.secondOpponent?.teamId].includes(team),
            );
            if (team !== undefined && first.secondOpponent && later) {
              pair = [first, later];
              return true;
            }
          }
          return false;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const [game, later] = pair!;
    if (!game.firstOpponent || !game.secondOpponent) throw new Error('no football match on the line');
    const home = game.firstOpponent;
    // The simulator plays the match to its end with a home win (the feed's demo control).
    await demoPost(page, `/web-api/sportsbook/demo/games/${game.gameId}/finish`, { winner: 'first' });

    await page.goto(`/en/team/line/${home.teamId}-team`);
    await expect(page.getByRole('heading', { level: 1, name: home.nameEng })).toBeVisible();
    await expect(page.getByText(`Football · ${game.champNameEng}`)).toBeVisible();
    // The form beside the heading: the latest result first.
    await expect(page.getByText(/^Last results, latest first: won/).first()).toBeAttached();
    const results = page.getByRole('region', { name: 'Results' });
    const played = results.getByRole('listitem').filter({ hasText: game.secondOpponent.nameEng }).first();
    await expect(played).toContainText(`${home.nameEng} — ${game.secondOpponent.nameEng}`);
    await expect(played.getByText(/^Final score \d+:\d+/)).toBeAttached();
    const next = page.getByRole('region', { name: 'Next games' });
    // By its address: the feed may schedule the same two teams twice in a week (each row also shows its time).
    await expect(next.locator(`a[href$="/${later.gameId}"]`)).toHaveAccessibleName(
      `${later.firstOpponent?.nameEng} — ${later.secondOpponent?.nameEng}`,
    );

    await page.getByRole('link', { name: `Table of ${game.champNameEng}` }).click();
    await expect(page).toHaveURL(new RegExp(`/en/team/line/1-football/${game.champId}-`));
    await expect(page.getByRole('heading', { level: 1, name: game.champNameEng })).toBeVisible();
    const table = page.getByRole('table', { name: `Table of ${game.champNameEng}` });
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: home.nameEng, exact: true }) });
    // The team's row counts the win: played, won, points (3 for a win) by their columns.
    // innerText: what the cells show (each also holds its column's name for the phone layout, hidden here).
    const headers = await table.getByRole('columnheader').allInnerTexts();
    const cells = await row.getByRole('cell').allInnerTexts();
    const rowHeader = await row.getByRole('rowheader').innerText();
    const byColumn = new Map(
      headers.map((header, i) => [header, i === 1 ? rowHeader : cells[i < 1 ? i : i - 1]]),
    );
    expect(Number(byColumn.get('Played'))).toBeGreaterThanOrEqual(1);
    expect(Number(byColumn.get('Won'))).toBeGreaterThanOrEqual(1);
    expect(Number(byColumn.get('Points'))).toBe(
      3 * Number(byColumn.get('Won')) + Number(byColumn.get('Drawn')),
    );
    await expect(table.getByRole('link')).toHaveCount((await table.getByRole('row').count()) - 1);

    await page.getByRole('region', { name: 'Next games' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/(line|live)\/sport\/1-football\/\d+-[^/]+\/\d+$/);
    const stats = page.getByRole('navigation', { name: 'Statistics' });
    await expect(stats.getByRole('link')).toHaveCount(3);
    await expect(stats.getByRole('link', { name: /: form and results$/ }).first()).toHaveAttribute(
      'href',
      /^\/en\/team\/line\/\d+-/,
    );
  });

  test('championship results: the championships of a sport, each with its table; an unknown one says so', async ({
    page,
  }) => {
    await page.goto('/en/champs');
    await expect(page.getByRole('heading', { level: 1, name: 'Championship results' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Sport' }).selectOption({ label: 'Ice hockey' });
    await expect(page).toHaveURL(/\/en\/champs\?sport=2$/);
    const list = page.getByRole('region', { name: 'Championships of Ice hockey' });
    const first = list.getByRole('link').first();
    const name = (await first.textContent())?.split(' · ')[0] ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/en\/champs\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('table', { name: `Table of ${name}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Bet on ${name}` })).toHaveAttribute(
      'href',
      /^\/en\/line\/sport\/2-ice-hockey\/\d+-/,
    );

    await page.goto('/en/champs/999999');
    await expect(page.getByText('There is no such championship.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'All championships' })).toHaveAttribute('href', '/en/champs');
  });

  test('ROUTE-022 the statistics centre lists the championships of a sport and leads to a table; an unknown address says so', async ({
    page,
  }) => {
    await page.goto('/en/statistic');
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
    const list = page.getByRole('region', { name: 'Championships of Football' });
    const first = list.getByRole('link').first();
    const name = (await first.textContent())?.split(' · ')[0] ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/en\/statistic\/champ\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('table', { name: `Table of ${name}` })).toBeVisible();

    await page.goto('/en/statistic/nothing/here');
    await expect(page.getByText('There is no such statistics page.')).toBeVisible();
  });

  test('ROUTE-015 the top events page shows the recommended live and line events; the top game is a game page with its markets', async ({
    page,
  }) => {
    await page.goto('/en/top/football');
    await expect(page.getByRole('heading', { level: 1, name: 'Top events' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Top matches' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All line events' })).toHaveAttribute('href', '/en/line');

    await page.goto('/en/topgame');
    await expect(page.getByRole('heading', { level: 1, name: / — / })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Statistics' }).getByRole('link')).toHaveCount(3);
  });
});
