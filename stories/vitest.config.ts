import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

const here = dirname(fileURLToPath(import.meta.url));
const configDir = join(here, '.storybook');

/** Debian Chromium with the flags that keep it quiet on a closed network (see TOOLCHAIN.md). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
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
      },
    })),
  },
});
