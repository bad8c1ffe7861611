/**
 * The real entry point, as `npm start` runs it: the compiled bundle (`node dist/bin/main.js`, built here by
 * scripts/build.mjs) in its own process.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, type TestDatabase } from './test/databases';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'pipe' });
}, 60_000);

interface LogLine {
  level: number;
  msg: string;
  seededBrands?: string[];
  [key: string]: unknown;
}

interface Running {
  child: ChildProcess;
  port: number;
  logs: LogLine[];
  exited: Promise<number | null>;
}

/** Every server this file starts, so that none outlives the tests (even a failed or timed-out one). */
const started = new Set<ChildProcess>();
afterAll(() => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

/** Starts the server and resolves once it logs that it listens. */
function startServer(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/bin/main.js'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: tmpdir(),
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST_DIR: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  const logs: LogLine[] = [];
  let stderr = '';
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return new Promise((resolvePromise, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.trim()) continue;
        const entry = JSON.parse(line) as LogLine;
        logs.push(entry);
        const match = /^Server listening at http:\/\/127\.0\.0\.1:(\d+)$/.exec(entry.msg);
        if (match) resolvePromise({ child, port: Number(match[1]), logs, exited });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening: ${stderr}`)));
  });
}

describe.each(drivers)('node dist/bin/main.js on $name', (driver) => {
  let dataDir: string;
  let database: TestDatabase | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'betline-data-'));
    if (driver.name === 'postgres') {
      database = await driver.create();
      env = { DATABASE_URL: database.url as string };
    } else {
      env = { DATA_DIR: join(dataDir, 'nested', 'data') };
    }
  });
  afterAll(async () => {
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates and seeds the database, serves, and exits 0 on SIGTERM after closing everything', async () => {
    const server = await startServer(env);
    try {
      const ready = server.logs.find((l) => l.msg.startsWith('database ready'));
      expect(ready?.seededBrands).toEqual(['betline', 'aurora']);
      const health = await fetch(`http://127.0.0.1:${server.port}/healthz`);
      expect(health.status).toBe(200);
      const config = await fetch(`http://127.0.0.1:${server.port}/bff-api/config/all.json?lang=ru`);
      expect(((await config.json()) as { lang: string }).lang).toBe('ru');
      expect(health.headers.get('x-request-id')).toBeTruthy();
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
    expect(server.logs.map((l) => l.msg)).toContain('shutdown complete');
    // One JSON line per request (not on a terminal): the config request, and nothing else about it.
    const requestLines = server.logs.filter((l) => typeof l.url === 'string');
    expect(requestLines.map((l) => l.msg)).toEqual([
      expect.stringMatching(/^GET \/bff-api\/config\/all\.json\?lang=ru 200 [\d.]+ ms$/),
    ]);
    expect(requestLines[0]).toMatchObject({ method: 'GET', statusCode: 200, level: 30 });
    expect(server.logs.some((l) => /incoming request|request completed/.test(l.msg))).toBe(false);
  }, 90_000);

  it('a second start on the same database is a no-op (nothing seeded again); SIGINT exits 0 too', async () => {
    const server = await startServer(env);
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    const ready = server.logs.find((l) => l.msg.startsWith('database ready'));
    expect(ready?.seededBrands).toEqual([]);
  });

  it('logs one readable line per request with LOG_FORMAT=pretty', async () => {
    const child = spawn(process.execPath, ['dist/bin/main.js'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        TMPDIR: tmpdir(),
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_DIST_DIR: 'none',
        LOG_FORMAT: 'pretty',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.add(child);
    let out = '';
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    const port = await new Promise<number>((resolvePort, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
        if (match) resolvePort(Number(match[1]));
      });
      void exited.then((code) => reject(new Error(`exited ${code}: ${out}`)));
    });
    await fetch(`http://127.0.0.1:${port}/bff-api/config/all.json?lang=en`);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const lines = out.split('\n').filter((l) => l.includes('/bff-api/config/all.json'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/INFO.*GET \/bff-api\/config\/all\.json\?lang=en 200 [\d.]+ ms/);
    expect(() => JSON.parse(lines[0] ?? '') as unknown).toThrow();
  });

  it('NODE_ENV=production serves no demo or development route; DEMO_MODE=true brings them back', async () => {
    const production = await startServer({ ...env, NODE_ENV: 'production' });
    try {
      const base = `http://127.0.0.1:${production.port}`;
      expect(production.logs.find((l) => l.msg.startsWith('database ready'))?.devRoutes).toBe(false);
      // No route answers them (not a route's own 404).
      const finish = await fetch(`${base}/web-api/sportsbook/demo/games/1/finish`, { method: 'POST' });
      expect(finish.status).toBe(404);
      expect(((await finish.json()) as { message: string }).message).toMatch(/^No route POST /);
      for (const path of ['/web-api/dev/outbox', '/dev/outbox', '/web-api/demo/switches']) {
        const res = await fetch(`${base}${path}`);
        expect(res.status).toBe(404);
        expect(((await res.json()) as { message: string }).message).toMatch(/^No route GET /);
      }
    } finally {
      production.child.kill('SIGTERM');
    }
    expect(await production.exited).toBe(0);

    const demo = await startServer({ ...env, NODE_ENV: 'production', DEMO_MODE: 'true' });
    try {
      const base = `http://127.0.0.1:${demo.port}`;
      expect(demo.logs.find((l) => l.msg.startsWith('database ready'))?.devRoutes).toBe(true);
      expect((await fetch(`${base}/web-api/dev/outbox`)).status).toBe(200);
      expect((await fetch(`${base}/web-api/demo/switches`)).status).toBe(200);
    } finally {
      demo.child.kill('SIGTERM');
    }
    expect(await demo.exited).toBe(0);
  }, 90_000);

  it('refuses to start with a bad PORT, naming the variable', async () => {
    await expect(startServer({ ...env, PORT: 'eighty' })).rejects.toThrow(/PORT/);
  });
});
