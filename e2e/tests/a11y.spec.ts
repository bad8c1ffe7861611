import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Page } from '@playwright/test';
import { appInCharge, expect, test } from './support';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe (WCAG 2.x A and AA rules, colour contrast included) on the page as the player sees it. The script is
 * evaluated through the DevTools protocol, so the page's strict CSP stays on.
 */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations;
  });
  return (violations as AxeViolation[]).map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${mode} theme`, () => {
    test.use({ colorScheme: mode });

    for (const [name, path, heading] of [
      ['home', '/en', 'Welcome to Betline'],
      ['404 page', '/en/no-such-page', 'This page could not be found'],
      ['Russian home', '/ru', 'Добро пожаловать в Betline'],
    ] as const) {
      test(`the ${name} has no axe violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test('the header is usable by keyboard alone: skip link, language switch, theme switch', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Betline' })).toBeVisible();
  await appInCharge(page);

  // The first Tab lands on the skip link, which becomes visible and moves focus to the content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);

  // From the top of the page again, Tab on until the theme switch has focus, then toggle it with Space and Enter.
  const theme = page.getByRole('button', { name: 'Dark theme' });
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Betline' })).toBeVisible();
  await appInCharge(page);
  for (let i = 0; i < 20 && !(await theme.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(theme).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'light');

  // The language switch is a labelled control reachable by Tab; choosing Русский with the keyboard opens /ru.
  const language = page.getByLabel('Language');
  await language.focus();
  await language.selectOption({ label: 'Русский' });
  await expect(page).toHaveURL(/\/ru(#main)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Добро пожаловать в Betline' })).toBeVisible();
});
