import { expect, signInAndWait, test } from './support';

/**
 * The convert-account reminder and the conversion (ACC-020..024, DECISIONS 13) with the demo players holding
 * kuna: `kuna_demo` (a main account in kuna, active) and `kuna2_demo` (a euro main account and an active account
 * in kuna).
 */

test.describe('convert account', () => {
  test('ACC-020 ACC-022 ACC-024 a player whose main account is in kuna is reminded on sign-in and converts it into euros', async ({
    page,
  }) => {
    await page.goto('/en/user/login');
    await signInAndWait(page, 'kuna_demo', 'Demo12345');
    const reminder = page.getByRole('dialog', { name: 'Convert your main account to euros' });
    await expect(reminder).toBeVisible();
    await expect(reminder).toContainText('7.53450 kn to €1');
    await reminder.getByRole('button', { name: 'Convert now' }).click();
    await expect(page).toHaveURL(/\/en\/convert-account$/);
    const main = page.getByRole('region', { name: 'Main account in kuna' });
    await expect(main).toContainText('becomes €200.01');
    await main.getByRole('button', { name: 'Convert to euros' }).click();
    await expect(page.getByTestId('convert-done')).toHaveText(/became €200\.01 on your euro account/);
    await expect(page.getByText('You have no account in kuna')).toBeVisible();
    await expect(page.getByTestId('header-balance')).toContainText('€200.01');
  });

  test('ACC-021 ACC-023 the additional-account reminder shows once per session', async ({ page }) => {
    await page.goto('/en/user/login');
    await signInAndWait(page, 'kuna2_demo', 'Demo12345');
    const reminder = page.getByRole('dialog', { name: 'Convert your kuna account to euros' });
    await expect(reminder).toBeVisible();
    await reminder.getByRole('button', { name: 'Later' }).click();
    await expect(reminder).toBeHidden();
    await page.goto('/en/line');
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await expect(page.getByRole('dialog', { name: /Convert your/ })).toHaveCount(0);
  });
});
