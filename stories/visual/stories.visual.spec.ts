import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

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

test('the built Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  for (const theme of themes) {
    test(`${story.title} / ${story.name} (${theme})`, async ({ page }) => {
      // A little room around the story so focus rings and shadows at its edges are in the picture. It is in
      // place before the story renders: overlays positioned by a play function (tooltips, popovers) are then
      // placed against the final layout, not the one before the padding.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = '#storybook-root { padding: 8px; }';
          document.head.append(style);
        });
      });
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
      await page.locator('#storybook-root > *').first().waitFor({ state: 'attached' });
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', theme);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // Play functions may click, type or move focus: wait until the story has finished playing and
      // screenshot the state it leaves behind (caret hidden, animations disabled by the config).
      const phase = await page
        .waitForFunction(() => {
          const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
            .__STORYBOOK_PREVIEW__;
          const current = preview?.currentRender?.phase;
          return current && ['completed', 'finished', 'errored', 'aborted'].includes(current)
            ? current
            : false;
        })
        .then((handle) => handle.jsonValue());
      expect(['completed', 'finished'], `story render phase: ${String(phase)}`).toContain(phase);
      await expect(page.locator('#storybook-root')).toHaveScreenshot(`${story.id}--${theme}.png`);
    });
  }
}
