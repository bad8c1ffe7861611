import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiErrorSchema, IDENTITY_PATHS as P } from '@betline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../infra/dataDirLock';
import { createSeededDatabase, drivers, type TestDatabase } from '../test/databases';
import { HSTS, PERMISSIONS_POLICY } from './hardening';

function errorOf(body: string) {
  return apiErrorSchema.parse(JSON.parse(body));
}

describe.each(drivers)('HTTP hardening on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let proxied: App;

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    app = buildApp({ db: database, webDistDir: null });
    proxied = buildApp({ db: database, webDistDir: null, trustProxy: true });
    await Promise.all([app.ready(), proxied.ready()]);
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    await database?.dispose();
  });

  it('a wrong method on a known path answers 405 with Allow, not 404', async () => {
    const res = await app.inject({ method: 'GET', url: P.login });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(errorOf(res.body).message).toMatch(/GET is not allowed on \/web-api\/auth\/login: use POST/);
    const put = await app.inject({ method: 'DELETE', url: P.personalData });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, PUT');
    const param = await app.inject({ method: 'GET', url: `${P.sessions}/${'a'.repeat(64)}` });
    expect(param.statusCode).toBe(405);
    expect(param.headers.allow).toBe('DELETE');
  });

  it('a route that takes no body refuses one (413), whatever the method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const url = method === 'GET' ? P.session : P.disconnect;
      const res = await app.inject({ method, url, payload: { a: 1 } });
      expect(res.statusCode).toBe(413);
      expect(errorOf(res.body).message).toMatch(/takes no request body/);
    }
    const empty = await app.inject({ method: 'POST', url: P.disconnect });
    expect(empty.statusCode).toBe(200);
  });

  it('sign-in bodies are limited to a few KB, and a deeply nested body is refused quickly', async () => {
    const big = await app.inject({
      method: 'POST',
      url: P.login,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ login: 'x', password: 'y'.repeat(20_000) }),
    });
    expect(big.statusCode).toBe(413);
    const deep = '['.repeat(2_000) + ']'.repeat(2_000);
    const started = performance.now();
    const nested = await app.inject({
      method: 'PUT',
      url: P.personalData,
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(performance.now() - started).toBeLessThan(200);
    expect(nested.statusCode).toBeGreaterThanOrEqual(400);
    expect(nested.statusCode).toBeLessThan(500);
  });

  it('a __proto__ or constructor.prototype key is named as such, not as invalid JSON', async () => {
    const proto = await app.inject({
      method: 'POST',
      url: P.login,
      headers: { 'content-type': 'application/json' },
      payload: '{"login":"a","password":"b","__proto__":{"admin":true}}',
    });
    expect(proto.statusCode).toBe(400);
    expect(errorOf(proto.body).message).toBe('body: the key "__proto__" is not allowed');
    const ctor = await app.inject({
      method: 'POST',
      url: P.login,
      headers: { 'content-type': 'application/json' },
      payload: '{"login":"a","password":"b","constructor":{"prototype":{"admin":true}}}',
    });
    expect(ctor.statusCode).toBe(400);
    expect(errorOf(ctor.body).message).toMatch(/prototype/);
    const broken = await app.inject({
      method: 'POST',
      url: P.login,
      headers: { 'content-type': 'application/json' },
      payload: '{"login":',
    });
    expect(broken.statusCode).toBe(400);
    expect(errorOf(broken.body).message).toMatch(/^body is not valid JSON/);
  });

  it('a path over 4 KB answers 414', async () => {
    const res = await app.inject({ method: 'GET', url: `/en/${'a'.repeat(5_000)}` });
    expect(res.statusCode).toBe(414);
    expect(errorOf(res.body).statusCode).toBe(414);
  });

  it('HSTS only over HTTPS; no X-Frame-Options (the CSP says frame-ancestors); a Permissions-Policy', async () => {
    const plain = await app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['x-frame-options']).toBeUndefined();
    expect(String(plain.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(plain.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    const https = await proxied.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe(HSTS);
    // Without TRUST_PROXY a forwarded header is not believed.
    const spoofed = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('session cookies are Secure over HTTPS', async () => {
    const res = await proxied.inject({
      method: 'POST',
      url: P.registerFast,
      headers: { 'x-forwarded-proto': 'https' },
      payload: { country_id: 1, currency_id: 1 },
    });
    expect(res.statusCode).toBe(201);
    const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(lines.length).toBe(2);
    for (const line of lines) expect(line).toMatch(/; Secure/);
  });
});

describe('one server per PGlite data folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'betline-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a second open of the same folder is refused with a clear message, and allowed after close', async () => {
    const first = await openDatabase({ dataDir: dir });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        /another Betline server \(pid \d+\) is using the PGlite data folder/,
      );
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  });

  it('a second server process on the folder exits with the message; the first keeps running', async () => {
    const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
    const tsx = resolve(serverDir, '../../node_modules/.bin/tsx');
    const holder = await openDatabase({ dataDir: dir });
    try {
      const child = spawn(tsx, ['src/main.ts'], {
        cwd: serverDir,
        env: { ...process.env, DATA_DIR: dir, PORT: '0', DATABASE_URL: '', LOG_LEVEL: 'error' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((done) => child.on('exit', done));
      expect(code).toBe(1);
      expect(output).toMatch(/another Betline server \(pid \d+\) is using the PGlite data folder/);
      await holder.ping();
    } finally {
      await holder.close();
    }
  });
});
