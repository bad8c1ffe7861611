#!/usr/bin/env node
// Interaction to next paint of the board's prices: a click on a price until the page has painted it into the slip,
// from the browser's own Event Timing entries (what INP is made of), at a 4x CPU slowdown in Debian's Chromium.
// Not a test: the figures are for people (goal: p95 <= 100 ms).
//
//   npm run inp                                   builds, starts the compiled server, measures, stops it
//   npm run inp -- --url http://127.0.0.1:8080    measures a server that is already running
//   npm run inp -- --clicks 40 --cpu-slowdown 4 --page /en/live
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.mjs';
import { option, serverToMeasure } from './serve-built.mjs';

const clicks = Number(option('--clicks') ?? 40);
const slowdown = Number(option('--cpu-slowdown') ?? 4);
const path = option('--page') ?? '/en/line';

const server = await serverToMeasure([path]);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // A returning visitor: no consent banner or age question over the board.
  await context.addCookies([{ name: 'cookiesAgreeType', value: 'ALL', url: server.base }]);
  await context.addInitScript(() => {
    localStorage.setItem('betline.ageAcceptedAt', String(Date.now()));
    localStorage.setItem('betline.registrationReminderNextAt', String(Date.now() + 86_400_000));
  });
  const page = await context.newPage();
  await page.goto(`${server.base}${path}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.evaluate(() => {
    window.__interactions = new Map();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        const longest = window.__interactions.get(entry.interactionId) ?? 0;
        window.__interactions.set(entry.interactionId, Math.max(longest, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });

  const prices = page.getByRole('region', { name: 'Events' }).locator('button[aria-pressed]');
  const slip = page.locator('[data-slip-host]');
  const added = [];
  for (let at = 0; at < clicks; at += 1) {
    const price = prices.nth(at % 6);
    const before = await page.evaluate(() => [...window.__interactions.keys()].at(-1) ?? 0);
    const adding = (await price.getAttribute('aria-pressed')) === 'false';
    await price.click();
    await page
      .waitForFunction((last) => ([...window.__interactions.keys()].at(-1) ?? 0) > last, before, {
        timeout: 10_000,
      })
      .catch(() => undefined);
    // Event Timing entries under 16 ms are not reported: such an interaction counts as 16 ms.
    const duration = await page.evaluate((last) => {
      const ids = [...window.__interactions.keys()].filter((id) => id > last);
      return Math.max(16, ...ids.map((id) => window.__interactions.get(id)));
    }, before);
    if (adding) {
      await slip
        .locator('[data-selection], li')
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      added.push(duration);
    }
    await page.waitForTimeout(150);
  }
  added.sort((a, b) => a - b);
  const at = (q) => added[Math.min(added.length - 1, Math.ceil(q * added.length) - 1)];
  console.log(
    `Click on a price to the slip painted, ${path}, ${slowdown}x CPU slowdown, ${added.length} picks`,
  );
  console.table([{ 'p50 ms': at(0.5), 'p75 ms': at(0.75), 'p95 ms': at(0.95), 'max ms': added.at(-1) }]);
} finally {
  await browser.close();
  await server.stop();
}
