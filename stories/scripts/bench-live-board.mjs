#!/usr/bin/env node
// Browser benchmark of the live board (a script, not a test): builds bench/live-board.tsx with Vite, opens
// it in Debian's Chromium through Playwright, feeds 200 odds changes a second through valtio into 1,000
// rendered outcomes for 30 s and prints the longest task, frames over 50 ms and the p95 update-to-paint
// delay. Goal: no task over 50 ms, p95 <= 150 ms.
//
//   node scripts/bench-live-board.mjs [--seconds 30] [--rate 200] [--outcomes 1000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 30);
const rate = arg('rate', 200);
const outcomes = arg('outcomes', 1000);
const port = arg('port', 6131);

const out = mkdtempSync(join(tmpdir(), 'bench-live-board-'));
try {
  await build({
    root: join(here, '..', 'bench'),
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { dedupe: ['react', 'react-dom', 'styled-components', 'i18next', 'react-i18next'] },
    build: { outDir: out, emptyOutDir: true, minify: true, sourcemap: false },
  });
  const server = spawn(process.execPath, [join(here, 'serve-static.mjs'), out, String(port)], {
    stdio: 'ignore',
  });
  try {
    await new Promise((r) => setTimeout(r, 500));
    const browser = await chromium.launch(chromiumLaunchOptions);
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(
      `http://127.0.0.1:${port}/index.html?seconds=${seconds}&rate=${rate}&outcomes=${outcomes}`,
    );
    const handle = await page.waitForFunction(() => window.__benchResult, undefined, {
      timeout: (seconds + 60) * 1000,
      polling: 1000,
    });
    const result = await handle.jsonValue();
    await browser.close();
    const ok = result.longestTaskMs <= 50 && result.p95UpdateToPaintMs <= 150;
    console.log(
      `live board: ${result.rendered} outcomes rendered, ${result.updates} odds changes in ${result.seconds} s`,
    );
    console.log(`longest task:          ${result.longestTaskMs} ms (${result.longTasks} tasks over 50 ms)`);
    console.log(`frames over 50 ms:     ${result.framesOver50ms} of ${result.frames}`);
    console.log(
      `update-to-paint:       p50 ${result.p50UpdateToPaintMs} ms, p95 ${result.p95UpdateToPaintMs} ms`,
    );
    console.log(`goal (no task > 50 ms, p95 <= 150 ms): ${ok ? 'met' : 'NOT met'}`);
  } finally {
    server.kill();
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
