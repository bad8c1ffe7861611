import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

const here = dirname(fileURLToPath(import.meta.url));
const indexPath = join(here, '..', 'storybook-static', 'index.json');
const index = JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, IndexEntry> };
// A story tagged `no-visual` is checked by its play test only (its picture depends on timing).
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !(entry.tags ?? []).includes('no-visual'),
);
const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

/**
 * One Storybook page per colour mode and worker: loading the preview (its scripts, fonts and the kit) is most
 * of a story's cost, so each test switches the story inside a page that stays open, the way the Storybook
 * manager does. A story that does not finish rendering there gets a fresh page.
 */
const test = base.extend<object, { storyPages: { open(globals: string): Promise<Page> } }>({
  storyPages: [
    async ({ browser }, use, workerInfo) => {
      const options = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL: options.baseURL,
        viewport: options.viewport,
        deviceScaleFactor: options.deviceScaleFactor,
        reducedMotion: options.reducedMotion,
        colorScheme: options.colorScheme,
        locale: options.locale,
        timezoneId: options.timezoneId,
      });
      // A little room around the story so focus rings and shadows at its edges are in the picture. It is in
      // place before the story renders: overlays positioned by a play function (tooltips, popovers) are then
      // placed against the final layout, not the one before the padding.
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = '#storybook-root { padding: 8px; }';
          document.head.append(style);
        });
      });
      // One page per set of toolbar globals (colour mode, brand).
      const pages = new Map<string, Page>();
      await use({
        async open(globals) {
          const open = pages.get(globals);
          // Only the page in front paints at full speed (a page behind waits for its animation frames).
          if (open && !open.isClosed()) {
            await open.bringToFront();
            return open;
          }
          const page = await context.newPage();
          pages.set(globals, page);
          return page;
        },
      });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

type Preview = { currentRender?: { id?: string; phase?: string } };
type Channel = { emit(event: string, payload: unknown): void };

/** Waits until the story has rendered and its play function (clicks, typing, focus) has finished. */
async function settled(page: Page, storyId: string, timeout: number): Promise<string> {
  return page
    .waitForFunction(
      (id) => {
        const current = (window as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.currentRender;
        return current?.id === id &&
          current.phase &&
          ['completed', 'finished', 'errored', 'aborted'].includes(current.phase)
          ? current.phase
          : false;
      },
      storyId,
      { timeout },
    )
    .then((handle) => handle.jsonValue() as Promise<string>);
}

async function show(page: Page, storyId: string, globals: string): Promise<string> {
  if (page.url().includes('/iframe.html')) {
    // Switch inside the open page: focus and scroll of the previous story are left behind.
    await page.evaluate((id) => {
      (document.activeElement as HTMLElement | null)?.blur?.();
      window.scrollTo(0, 0);
      const channel = (window as { __STORYBOOK_ADDONS_CHANNEL__?: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
      channel?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    }, storyId);
    const phase = await settled(page, storyId, 10_000).catch(() => undefined);
    if (phase) return phase;
  }
  await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=${globals}`);
  return settled(page, storyId, 20_000);
}

test('the built Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

/** Shows a story with the toolbar's globals and compares its picture with the baseline `name`. */
async function compare(page: Page, storyId: string, globals: string, theme: Theme, name: string) {
  const phase = await show(page, storyId, globals);
  expect(['completed', 'finished'], `story render phase: ${String(phase)}`).toContain(phase);
  await page.locator('#storybook-root > *').first().waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', theme);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A running countdown in seconds (`role="timer"`, "New code in 59 s") reads differently from run to run:
  // masked. Clocks of the live board (also timers) are fixed by their stories and stay in the picture.
  await expect(page.locator('#storybook-root')).toHaveScreenshot(name, {
    mask: [page.locator('[role="timer"]', { hasText: /\d+\s*s$/ })],
  });
}

for (const story of stories) {
  for (const theme of themes) {
    test(`${story.title} / ${story.name} (${theme})`, async ({ storyPages }) => {
      const globals = `theme:${theme}`;
      await compare(await storyPages.open(globals), story.id, globals, theme, `${story.id}--${theme}.png`);
    });
  }
}

/**
 * Under both partner brand books (stories/src/brands.ts), in light and dark: every composed example and the
 * components a reskin changes most (buttons, prices, the slip, notices, overlays, forms, the limits page).
 */
const brands = ['aurora', 'pitch'] as const;
const brandedIds = new Set([
  'protection-components--limits-page',
  'betting-oddsbutton--states',
  'coupon-couponslip--express-with-bonus',
  'coupon-couponslip--system-with-blocks',
  'primitives-button--sizes',
  'notices-noticestack--kinds',
  'overlays-modal--playground',
  'forms-select--playground',
  'forms-tabs--playground',
  'navigation-appheader--player-and-partner-logo',
]);
const branded = stories.filter(
  (story) =>
    brandedIds.has(story.id) ||
    story.title.startsWith('Examples/') ||
    story.title.endsWith('/Examples') ||
    story.name.startsWith('Example'),
);

test('the partner brand set has its stories', () => {
  expect(branded.length).toBeGreaterThanOrEqual(brandedIds.size);
});

for (const story of branded) {
  for (const brand of brands) {
    for (const theme of themes) {
      test(`${story.title} / ${story.name} (${brand}, ${theme})`, async ({ storyPages }) => {
        const globals = `theme:${theme};brand:${brand}`;
        const page = await storyPages.open(globals);
        await compare(page, story.id, globals, theme, `${story.id}--${brand}--${theme}.png`);
      });
    }
  }
}
