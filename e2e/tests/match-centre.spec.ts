import { demoPost, expect, test } from './support';

interface WireGame {
  gameId: number;
  champId: number;
  firstOpponent: { teamId: number; nameEng: string } | null;
  secondOpponent: { teamId: number; nameEng: string } | null;
}

test.describe('the match centre', () => {
  test('a live football match: the tracker says the phase of play, the statistics and the timeline follow the game to its final whistle, with both sides’ form', async ({
    page,
  }, testInfo) => {
    // A match well down the line: the betting journeys play the first ones to their end.
    const answer = await page.request.get('/web-api/sportsbook/games?section=line&sportId=1&limit=50');
    const { games } = (await answer.json()) as { games: WireGame[] };
    const game = games.filter((g) => g.firstOpponent && g.secondOpponent).at(14);
    if (!game?.firstOpponent || !game.secondOpponent) throw new Error('no football match on the line');
    const [home, away] = [game.firstOpponent.nameEng, game.secondOpponent.nameEng];
    // The simulator plays 25 minutes of it (the feed's demo control).
    await demoPost(page, `/web-api/sportsbook/demo/games/${game.gameId}/fast-forward`, { seconds: 1500 });

    await page.goto(`/en/live/sport/1-football/${game.champId}-league/${game.gameId}`);
    const centre = page.getByRole('region', { name: 'Match centre' });
    await expect(centre).toBeVisible({ timeout: 20_000 });
    const phase = centre.locator('figcaption');
    await expect(phase).toHaveText(
      new RegExp(
        `^(${home}|${away}) (in possession|attacking)$|^(Dangerous attack|Corner|Card): (${home}|${away})$|^Goal! `,
      ),
    );
    const stats = centre.getByRole('list', { name: 'Statistics' });
    await expect(stats.getByText(new RegExp(`^Possession: ${home} \\d+%, ${away} \\d+%$`))).toBeAttached();
    await expect(stats.getByText(new RegExp(`^Shots on target: ${home} \\d+, ${away} \\d+$`))).toBeAttached();
    const timeline = centre.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem').last()).toHaveText('Start of play');
    await expect(centre.getByRole('heading', { name: 'Form and table' })).toBeVisible();
    await expect(centre.getByText(home, { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('match-centre-live.png'), fullPage: true });

    // The match is played to its end: the push channel's finish brings the final whistle without a reload.
    await demoPost(page, `/web-api/sportsbook/demo/games/${game.gameId}/finish`, { winner: 'first' });
    await expect(timeline.getByRole('listitem').first()).toHaveText(/^9\d'9\d' End of play \(\d+:\d+\)$/, {
      timeout: 30_000,
    });
    await expect(phase).toHaveText('Game over');
    const goals = await timeline
      .getByRole('listitem')
      .filter({ hasText: `Goal: ${home}` })
      .count();
    expect(goals).toBeGreaterThan(0);
  });
});
