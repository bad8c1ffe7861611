import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

/**
 * Runs the product the way the README does (`npm run start -w @betline/server`, which serves apps/web/dist) on
 * a fresh embedded database. Build first: `npm run build -w @betline/web` (the root test script does).
 *
 * The config is evaluated again in every worker process: values chosen here are kept in the environment so the
 * workers see the same port and data directory as the runner.
 */
const port = Number((process.env.E2E_PORT ??= '18080'));
const ownsDataDir = !process.env.E2E_DATA_DIR;
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'betline-e2e-')));
// The runner that created the temporary database removes it when it exits (after the web server stopped).
if (ownsDataDir) process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const baseURL = `http://127.0.0.1:${port}`;
// The offline journey (pwa.spec.ts) cuts the service worker's own requests: Playwright routes them only with this.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS ??= '1';

/**
 * Journeys start as a returning visitor: cookies chosen (ALL), age confirmed (cookie and storage) and the registration reminder not
 * due, so that no site notice covers what a journey tests (docs/adr/0022). A journey about those notices
 * clears this state (`test.use({ storageState: { cookies: [], origins: [] } })`).
 */
const returningVisitor = {
  cookies: [
    {
      name: 'cookiesAgreeType',
      value: 'ALL',
      domain: '127.0.0.1',
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
    {
      // NOTICE-006: the age answer the server renders the page with (site/ageGate.ts), 3 days old at most.
      name: 'betline_age',
      value: `l${Date.now()}`,
      domain: '127.0.0.1',
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [
    {
      origin: baseURL,
      localStorage: [
        { name: 'betline.ageAcceptedAt', value: String(Date.now()) },
        { name: 'betline.registrationReminderNextAt', value: String(Date.now() + 86_400_000) },
      ],
    },
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Journeys in two browsers at once: each uses its own new player (or only reads a demo player). The tests
  // that turn the site-wide demo switches on (maintenance, blocks, terms) run first and alone (projects below).
  workers: 2,
  // A journey registers and funds its own player and opens several pages, each rendered by the server and
  // hydrated: on the two-core CI machine, with two browsers, the server and its database on the same cores,
  // that passed 30 s under load though nothing was stuck. Longer journeys set their own (test.setTimeout).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    storageState: returningVisitor,
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1366, height: 768 },
    // The service worker (docs/adr/0044-pwa.md) answers navigations when the network fails: the journeys that
    // route or count requests see the page's own; the offline journey allows it (pwa.spec.ts).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // Maintenance, blocks and new terms change every page for every visitor: nothing else runs meanwhile.
      name: 'site-switches',
      testMatch: 'routes.spec.ts',
      use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions },
    },
    {
      name: 'chromium',
      testIgnore: 'routes.spec.ts',
      dependencies: ['site-switches'],
      use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: {
    // DATABASE_URL is removed so the server uses its default embedded database in DATA_DIR.
    command: 'env -u DATABASE_URL npm run start -w @betline/server',
    cwd: '..',
    url: `${baseURL}/healthz`,
    // DEMO_MODE: the operator's switches (maintenance, block, terms) that routes.spec.ts turns on and off.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      DEMO_MODE: 'true',
      // Every journey registers from 127.0.0.1, and the journeys stand for many players: past 20 registrations
      // an hour one address would need a captcha (identity/requestGuard.ts, checked by the server's tests).
      FREE_AUTH_REQUESTS_PER_ADDRESS: '1000',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
