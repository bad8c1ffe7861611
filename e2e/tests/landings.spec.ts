import { expect, test } from './support';

test.describe('sportsbook landings', () => {
  test('ROUTE-043 the cricket landing shows the cricket to come with prices that go into the slip, and the championships with their tables', async ({
    page,
  }) => {
    await page.goto('/en/cricket-world-cup');
    await expect(page.getByRole('heading', { level: 1, name: 'Cricket World Cup' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Live now' })).toBeVisible();
    const upcoming = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Coming up' }) });
    // Every match listed is a cricket match of the line, its page under the cricket board.
    const games = upcoming.locator('a[href*="/line/sport/66-cricket/"]');
    await expect(games.first()).toBeVisible();
    // A price goes into the slip like any other.
    await expect(page.getByText('Your bet slip is empty')).toBeVisible();
    await upcoming.getByRole('group').first().getByRole('button').first().click();
    await expect(page.getByText('Your bet slip is empty')).toBeHidden();
    const champs = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Championships' }) });
    await expect(champs.getByRole('link', { name: /: table$/ })).toHaveCount(3);
    await champs
      .getByRole('link', { name: /: table$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/team\/line\/66-cricket\/\d+-/);
  });

  test('ROUTE-043 MISC-011 the Asian showcase explains the lines and switches the board to the Asian view, kept for the next pages', async ({
    page,
  }) => {
    await page.goto('/en/asian-showcase');
    await expect(page.getByRole('heading', { level: 1, name: 'Asian showcase' })).toBeVisible();
    await expect(page.getByText(/^A quarter line \(−0\.75, 2\.25\)/)).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'The board shows the European view' }),
    ).toBeVisible();
    const football = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Football: the next matches' }) });
    await expect(football.getByRole('group', { name: 'Handicap' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Switch to the Asian view' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The board shows the Asian view' }),
    ).toBeVisible();
    await expect(football.getByRole('group', { name: 'Handicap' }).first()).toBeVisible();
    // The choice is the player's setting: the line board shows the same view.
    await page.goto('/en/line');
    await expect(page.getByRole('group', { name: 'Handicap' }).first()).toBeVisible();
    await page.goto('/en/asian-showcase');
    await page.getByRole('button', { name: 'Back to the European view' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The board shows the European view' }),
    ).toBeVisible();
  });
});
