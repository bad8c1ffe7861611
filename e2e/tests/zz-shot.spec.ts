import { expect, test } from './support';

test('shots', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/provably-fair?game=keno&currency=EUR&hash=' + 'a'.repeat(64) + '&seed=' + '0f'.repeat(32) + '&client=abc&nonce=3&stake=250&picks=3,17,42');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shot-verifier-desktop.png', fullPage: true });
  await page.getByLabel('Game').selectOption('dice');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForTimeout(800);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: '/tmp/shot-verifier-phone.png', fullPage: true });
  await page.goto('/en/slots/game/1001/fruit-five');
  await page.getByText('About this game').click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shot-game-phone.png', fullPage: true });
  await expect(page.getByText('Return to player')).toBeVisible();
});
