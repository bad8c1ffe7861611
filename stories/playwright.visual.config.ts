import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

const port = 6107;

/** Visual regression of every story of the built Storybook (`npm run build` first). */
export default defineConfig({
  testDir: './visual',
  testMatch: /\.visual\.spec\.ts$/,
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: {
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-GB',
    timezoneId: 'UTC',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: `node scripts/serve-static.mjs storybook-static ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 20_000,
  },
});
