import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiErrorSchema, IDENTITY_PATHS as P } from '@betline/contracts';
import type { InjectOptions } from 'fastify';
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

  it('a NUL byte or text that is not UTF-8 answers 400 wherever it comes: path, query, header, JSON or form body', async () => {
    const refused = async (request: InjectOptions, message: RegExp): Promise<void> => {
      const res = await app.inject(request);
      expect(res.statusCode, `${String(request.url)} ${res.body}`).toBe(400);
      expect(errorOf(res.body).message).toMatch(message);
    };
    // The query string (this one was a 500: PostgreSQL refuses a NUL in text).
    await refused({ method: 'GET', url: '/web-api/casino/games?q=%00' }, /query string contains a NUL byte/);
    await refused(
      { method: 'GET', url: '/web-api/casino/games?q=a%C3%28' },
      /query string contains text that is not UTF-8/,
    );
    // An encoded surrogate (ED A0 80) is not UTF-8 either.
    await refused({ method: 'GET', url: '/web-api/casino/games?q=%ED%A0%80' }, /not UTF-8/);
    await refused({ method: 'GET', url: '/web-api/sportsbook/search?q=%FFab' }, /not UTF-8/);
    // A path parameter, and a path no route has.
    await refused({ method: 'GET', url: '/web-api/casino/games/a%00b' }, /the path contains a NUL byte/);
    await refused({ method: 'GET', url: '/en/casino%00' }, /the path contains a NUL byte/);
    // Header values: bytes that are not UTF-8 (Node reads header bytes as latin1), a %00 in a cookie.
    await refused(
      { method: 'GET', url: '/web-api/session', headers: { 'user-agent': 'agent \xff\xfe' } },
      /the header user-agent contains text that is not UTF-8/,
    );
    await refused(
      { method: 'GET', url: '/web-api/session', headers: { cookie: 'betline_session=a%00b' } },
      /the header cookie contains a NUL byte/,
    );
    // JSON bodies: an escaped NUL (this one was a 500 too), a lone surrogate, raw bytes that are not UTF-8.
    await refused(
      { method: 'POST', url: P.login, payload: { login: 'de\u0000mo', password: 'Demo12345' } },
      /body\.login: contains a NUL byte/,
    );
    await refused(
      {
        method: 'POST',
        url: P.login,
        headers: { 'content-type': 'application/json' },
        payload: '{"login":"demo","password":"\\ud800x"}',
      },
      /body\.password: contains text that is not UTF-8/,
    );
    await refused(
      {
        method: 'POST',
        url: P.login,
        headers: { 'content-type': 'application/json' },
        payload: Buffer.concat([
          Buffer.from('{"login":"de'),
          Buffer.from([0xff]),
          Buffer.from('mo","password":"x"}'),
        ]),
      },
      /^body: contains text that is not UTF-8/,
    );
    await refused(
      { method: 'POST', url: P.login, payload: { ['k\u0000']: 1, login: 'demo', password: 'x' } },
      /body: a key contains a NUL byte/,
    );
    // A form body: its escapes are decoded bytes too.
    for (const form of ['email=a%00b%40example.com&name=N', 'email=a%40example.com&name=%C3']) {
      await refused(
        {
          method: 'POST',
          url: '/social-api/demo-oauth/google/approve',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: form,
        },
        /^body: contains (a NUL byte|text that is not UTF-8)/,
      );
    }
  });

  it('UTF-8 text (Cyrillic, emoji, accents) passes everywhere the check looks', async () => {
    const cyrillic = encodeURIComponent('рулетка');
    const emoji = encodeURIComponent('🎰 é');
    for (const url of [`/web-api/casino/games?q=${cyrillic}`, `/web-api/casino/games?q=${emoji}+x`]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    // A path in UTF-8 is not refused: a page nobody has is a 404, a slug its route's own 400.
    expect((await app.inject({ method: 'GET', url: `/web-api/${cyrillic}` })).statusCode).toBe(404);
    const game = await app.inject({ method: 'GET', url: `/web-api/casino/games/${cyrillic}` });
    expect(errorOf(game.body).message).toMatch(/^params\.slug: /);
    // A header in UTF-8, as Node hands it over (its bytes as latin1), and the same as a JavaScript string.
    for (const agent of [Buffer.from('агент 🎰', 'utf8').toString('latin1'), 'агент 🎰']) {
      const res = await app.inject({
        method: 'GET',
        url: '/web-api/session',
        headers: { 'user-agent': agent },
      });
      expect(res.statusCode).toBe(200);
    }
    // A JSON body in UTF-8 reaches the route: wrong credentials, not bad input.
    const login = await app.inject({
      method: 'POST',
      url: P.login,
      payload: { login: 'игрок🎰', password: 'пароль é' },
    });
    expect(login.statusCode).toBe(401);
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
    // A new folder is created and migrated here: on a CI machine running other tests beside, past 30 s.
  }, 120_000);

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
    // A second server process starts (tsx compiles it) before it finds the folder taken.
  }, 120_000);
});
