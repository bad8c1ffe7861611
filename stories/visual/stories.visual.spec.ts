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
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

/**
 * One Storybook page per colour mode and worker: loading the preview (its scripts, fonts and the kit) is most
 * of a story's cost, so each test switches the story inside a page that stays open, the way the Storybook
 * manager does. A story that does not finish rendering there gets a fresh page.
 */
const test = base.extend<
  object,
  { storyPages: Record<Theme, Page | undefined> & { open(theme: Theme): Promise<Page> } }
>({
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
      const pages: Record<Theme, Page | undefined> & { open(theme: Theme): Promise<Page> } = {
        light: undefined,
        dark: undefined,
        async open(theme) {
          const open = pages[theme];
          // Only the page in front paints at full speed (a page behind waits for its animation frames).
          if (open && !open.isClosed()) {
            await open.bringToFront();
            return open;
          }
          const page = await context.newPage();
          pages[theme] = page;
          return page;
        },
      };
      await use(pages);
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

async function show(page: Page, storyId: string, theme: Theme): Promise<string> {
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
  await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=theme:${theme}`);
  return settled(page, storyId, 20_000);
}

test('the built Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  for (const theme of themes) {
    test(`${story.title} / ${story.name} (${theme})`, async ({ storyPages }) => {
      const page = await storyPages.open(theme);
      const phase = await show(page, story.id, theme);
      expect(['completed', 'finished'], `story render phase: ${String(phase)}`).toContain(phase);
      await page.locator('#storybook-root > *').first().waitFor({ state: 'attached' });
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', theme);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await expect(page.locator('#storybook-root')).toHaveScreenshot(`${story.id}--${theme}.png`);
    });
  }
}
