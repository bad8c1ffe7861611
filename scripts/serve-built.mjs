// Starts the compiled product the way `npm start` does, on a free port with a fresh embedded database, for the
// measuring scripts (lighthouse.mjs, inp.mjs, render-load.mjs). Not used by the tests.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The value after `name` in the script's arguments. */
export function option(name, args = process.argv.slice(2)) {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, child) {
  for (let i = 0; i < 120; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become healthy within 60 s');
}

/**
 * A server that has just started is busy for a while (the feed simulator schedules its week of games, the
 * database warms up): the first page measured that way took 1.4 s to answer its document, against 5 ms later,
 * and Lighthouse takes the document's observed time into its simulated load. Measure a settled server, as a
 * running site would be: wait (up to 90 s) until every page answers within 100 ms twice in a row.
 */
async function warmUp(base, pages) {
  let quick = 0;
  for (const deadline = Date.now() + 90_000; quick < 2 && Date.now() < deadline;) {
    let slowest = 0;
    for (const page of pages) {
      const started = performance.now();
      await (await fetch(`${base}${page}`)).text();
      slowest = Math.max(slowest, performance.now() - started);
    }
    quick = slowest < 100 ? quick + 1 : 0;
    if (quick < 2) await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * The server to measure: `--url` names a running one; else the product is built and started here, and
 * `stop()` stops it and removes its database.
 */
export async function serverToMeasure(warmPages) {
  const given = option('--url');
  if (given) return { base: given.replace(/\/$/, ''), stop: async () => {} };
  execFileSync(
    'npx',
    [
      'turbo',
      'run',
      'build',
      '--filter=@betline/web...',
      '--filter=@betline/server...',
      '--output-logs=errors-only',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'betline-measure-'));
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/bin/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DEMO_MODE: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    return new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r())).then(() =>
      rmSync(dataDir, { recursive: true, force: true }),
    );
  };
  try {
    await waitForHealth(base, child);
    await warmUp(base, warmPages);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/** Signs a demo player in (README "Demo players") and answers the session's `Cookie` header. */
export async function demoPlayerCookie(base, login = 'demo') {
  const answer = await fetch(`${base}/web-api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: 'Demo12345' }),
  });
  if (!answer.ok) throw new Error(`sign-in as ${login}: HTTP ${answer.status} ${await answer.text()}`);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A game page's address as the board links it: the first game of the line (`--game <path>` names another). */
export async function aGamePage(base, lang = 'en') {
  const named = option('--game');
  if (named) return named;
  const html = await (
    await fetch(`${base}/${lang}/line`, { headers: { cookie: 'cookiesAgreeType=ALL' } })
  ).text();
  const href = html.match(new RegExp(`href="(/${lang}/line/[^"]*/\\d+[^"]*)"`))?.[1];
  if (!href) throw new Error(`no game link on /${lang}/line`);
  return href.replaceAll('&amp;', '&');
}
