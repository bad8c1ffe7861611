import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const configDir = join(here, '.storybook');

const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: chromiumLaunchOptions,
  }),
  instances: [{ browser: 'chromium' as const }],
});

/**
 * Every story becomes a test: it renders, its play function runs and axe checks it
 * (`parameters.a11y.test = 'error'`). The suite runs twice, once per colour mode.
 */
export default defineConfig({
  test: {
    projects: (['light', 'dark'] as const).map((theme) => ({
      extends: true,
      plugins: [storybookTest({ configDir, initialGlobals: { theme } })],
      test: {
        name: `storybook-${theme}`,
        browser: browser(),
        setupFiles: ['./.storybook/vitest.setup.ts'],
        // Every story file in one page per worker instead of a fresh iframe each: loading the preview again for
        // each of ~170 files was most of the run. Stories mount and unmount through Storybook's own renderer.
        isolate: false,
      },
    })),
  },
});
