import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { apiErrorSchema } from '@betline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from './app';
import { PARTNER_DEMO_BRAND } from './db/seed';
import { DEFAULT_WEB_DIST_DIR, IMMUTABLE_CACHE } from './http/web';
import { createSeededDatabase, drivers, type TestDatabase } from './test/databases';

const THEME_SCRIPT = "document.documentElement.setAttribute('data-color-mode', 'light');";
const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
const STYLESHEET = '@font-face{font-family:Inter;src:url(/assets/inter-1.woff2)}body{margin:0}';
const INDEX_HTML =
  '<!doctype html><html><head><title>Betline</title><script src="/theme-init.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-a1b2c3d4.css"></head><body><div id="root"></div></body></html>';

function makeWebBuild(): string {
  // The build folder sits next to files that must never be served (like the repository's own).
  const outer = mkdtempSync(join(tmpdir(), 'betline-web-'));
  writeFileSync(join(outer, 'package.json'), '{"name":"SECRET"}');
  mkdirSync(join(outer, 'src'));
  writeFileSync(join(outer, 'src', 'x.ts'), 'SECRET');
  const dir = join(outer, 'dist');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'index-a1b2c3d4.js'), 'console.log("app");');
  // Precompressed siblings as the web build writes them, and a source map that must stay private.
  writeFileSync(join(dir, 'assets', 'index-a1b2c3d4.js.br'), brotliCompressSync('console.log("app");'));
  writeFileSync(join(dir, 'assets', 'index-a1b2c3d4.js.gz'), gzipSync('console.log("app");'));
  writeFileSync(join(dir, 'assets', 'index-a1b2c3d4.js.map'), '{"version":3,"sources":["SECRET.ts"]}');
  writeFileSync(join(dir, 'index.html.gz'), gzipSync(INDEX_HTML));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'theme-init.js'), THEME_SCRIPT);
  writeFileSync(join(dir, 'assets', 'index-a1b2c3d4.css'), STYLESHEET);
  // The build's manifest: the entry, a page chunk with a chunk of its own and one shared with the entry, texts.
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a1b2c3d4.js', isEntry: true, imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_board-1.js': { file: 'assets/board-1.js', imports: ['_react-1.js'] },
      'src/pages/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_board-1.js', '_react-1.js'] },
      'src/pages/routes/betting.tsx': { file: 'assets/betting-1.js', imports: ['_react-1.js'] },
      '../../packages/ui/src/i18n/en.ts': { file: 'assets/en-1.js' },
      '../../packages/ui/src/i18n/ru.ts': { file: 'assets/ru-1.js' },
      'src/i18n/locales/ru.ts': { file: 'assets/ru-app-1.js' },
    }),
  );
  return dir;
}

/** The built index.html as the server answers it: the same document with the brand's head (title, icon). */
function expectShell(body: string, name = 'Betline') {
  expect(body).toContain('<div id="root"></div>');
  expect(body).toContain(`<title>${name}</title>`);
  expect(body).toContain('<link rel="icon" href="/brand-icon.svg" type="image/svg+xml" />');
}

function expectApiError(body: string, statusCode: number) {
  const error = apiErrorSchema.parse(JSON.parse(body));
  expect(error.statusCode).toBe(statusCode);
  return error;
}

it('the default web build is apps/web/dist, resolved from the server package', () => {
  const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  expect(DEFAULT_WEB_DIST_DIR).toBe(resolve(serverDir, '../web/dist'));
});

describe.each(drivers)('HTTP basics on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let webDir: string;

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    webDir = makeWebBuild();
    app = buildApp({ db: database, webDistDir: webDir });
    // A route with a JSON body, to see how malformed bodies are answered.
    app.post(
      '/web-api/test/echo',
      { schema: { body: z.object({ n: z.number().int() }) } },
      async (request) => ({
        n: request.body.n,
      }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    if (webDir) rmSync(dirname(webDir), { recursive: true, force: true });
  });

  describe('security headers', () => {
    it.each(['/healthz', '/bff-api/config/all.json?lang=en', '/en/sport', '/bff-api/unknown'])(
      'sends the strict Content-Security-Policy on %s',
      async (url) => {
        const res = await app.inject({ method: 'GET', url });
        const csp = String(res.headers['content-security-policy']);
        const directives = Object.fromEntries(
          csp.split(';').map((d) => {
            const [name, ...values] = d.trim().split(/\s+/);
            return [name, values.join(' ')];
          }),
        );
        expect(directives).toMatchObject({
          'default-src': "'self'",
          'script-src': `'self' ${THEME_SCRIPT_HASH}`,
          'style-src': "'self' 'unsafe-inline'",
          'img-src': "'self' data:",
          'font-src': "'self' data:",
          'connect-src': "'self'",
          'frame-ancestors': "'none'",
          'object-src': "'none'",
          'base-uri': "'self'",
        });
        expect(csp).not.toContain('unsafe-eval');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      },
    );

    it('gives every answer a request id, keeping a sane incoming X-Request-Id', async () => {
      const fresh = await app.inject({ method: 'GET', url: '/healthz' });
      expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const kept = await app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'edge-42' },
      });
      expect(kept.headers['x-request-id']).toBe('edge-42');
      const replaced = await app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'bad id\t!' },
      });
      expect(replaced.headers['x-request-id']).not.toBe('bad id\t!');
    });
  });

  describe('errors are JSON { statusCode, error, message }, malformed input is never a 5xx', () => {
    it.each([
      ['GET', '/bff-api/unknown'],
      ['GET', '/web-api/nothing/here'],
      ['GET', '/healthz/extra'],
      ['GET', '/limit-service-api/api/external/web/v3/nothing-here'],
      // A POST to a page path is a form sent before hydration: 303 back to the page (http/serverRender.test.ts).
      ['POST', '/web-api/nothing/here'],
      ['DELETE', '/'],
    ])('answers 404 JSON for %s %s', async (method, url) => {
      const res = await app.inject({ method: method as 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expectApiError(res.body, 404);
    });

    it('answers 400 for a body that is not JSON', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/web-api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"n": 1,,}',
      });
      expect(res.statusCode).toBe(400);
      expectApiError(res.body, 400);
    });

    it('answers 400 naming the field for a body that breaks its schema', async () => {
      const res = await app.inject({ method: 'POST', url: '/web-api/test/echo', payload: { n: 'one' } });
      expect(res.statusCode).toBe(400);
      expect(expectApiError(res.body, 400).message).toMatch(/^body\.n: /);
      const ok = await app.inject({ method: 'POST', url: '/web-api/test/echo', payload: { n: 1 } });
      expect(ok.json()).toEqual({ n: 1 });
    });

    it('answers 400 for a missing body, 415 for a foreign content type, 413 for a huge body', async () => {
      const missing = await app.inject({ method: 'POST', url: '/web-api/test/echo' });
      expect(missing.statusCode).toBe(400);
      const foreign = await app.inject({
        method: 'POST',
        url: '/web-api/test/echo',
        headers: { 'content-type': 'application/x-unknown' },
        payload: 'n=1',
      });
      expect(foreign.statusCode).toBe(415);
      expectApiError(foreign.body, 415);
      const huge = await app.inject({
        method: 'POST',
        url: '/web-api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ n: 1, pad: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expect(huge.statusCode).toBe(413);
      expectApiError(huge.body, 413);
    });

    it('answers 400 for a malformed URL and a bad query', async () => {
      const badUrl = await app.inject({ method: 'GET', url: '/bff-api/%zz' });
      expect(badUrl.statusCode).toBe(400);
      expectApiError(badUrl.body, 400);
      const badQuery = await app.inject({
        method: 'GET',
        url: '/bff-api/config/all.json?lang[]=en&lang=%00',
      });
      expect(badQuery.statusCode).toBe(400);
      expectApiError(badQuery.body, 400);
    });

    it('keeps the message of a malformed URL short, however long the URL', async () => {
      for (const url of [`/%zz${'a'.repeat(20_000)}`, `/bff-api/${'%E0%A4%A'.repeat(3_000)}`]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(400);
        const error = expectApiError(res.body, 400);
        expect(error.message.length).toBeLessThan(300);
        expect(error.message).toMatch(/not a valid url component/);
      }
    });

    it.each([
      ['a nested key', '?lang[]=en'],
      ['a prototype key', '?__proto__=x&constructor=y'],
      ['many empty pairs', `?${'&'.repeat(20_000)}`],
      ['many unknown keys', `?${'a=1&'.repeat(5_000)}`],
    ])('ignores unknown query keys on the site config (%s): English, not an error', async (_label, query) => {
      const res = await app.inject({ method: 'GET', url: `/bff-api/config/all.json${query}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ lang: 'en' });
    });

    it.each([
      ['HEAD', '/bff-api/config/all.json?lang=en', 200],
      ['HEAD', '/healthz', 200],
      ['OPTIONS', '/bff-api/config/all.json', 405],
      ['OPTIONS', '*', 404],
      ['PUT', '/healthz', 405],
      ['PATCH', '/bff-api/config/all.json', 405],
      ['POST', '/bff-api/config/all.json', 405],
      ['TRACE', '/', 404],
    ])('answers %s %s with %i, as JSON', async (method, url, status) => {
      const res = await app.inject({ method: method as 'GET', url });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      if (status >= 400) expectApiError(res.body, status);
      // A known path asked with another method: 405 naming the methods it takes.
      if (status === 405) expect(res.headers.allow).toBe('GET, HEAD');
    });

    it('answers a huge request line over a real socket with a 4xx, and keeps serving', async () => {
      const server = buildApp({ db: database, webDistDir: null });
      await server.listen({ port: 0, host: '127.0.0.1' });
      try {
        const { port } = server.server.address() as AddressInfo;
        const status = await new Promise<number>((resolvePromise, reject) => {
          const req = httpRequest(
            { host: '127.0.0.1', port, path: `/bff-api/config/all.json?lang=en&pad=${'x'.repeat(40_000)}` },
            (res) => {
              res.resume();
              resolvePromise(res.statusCode ?? 0);
            },
          );
          req.on('error', reject);
          req.end();
        });
        expect(status).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(500);
        const after = await fetch(`http://127.0.0.1:${port}/healthz`);
        expect(after.status).toBe(200);
      } finally {
        await server.close();
      }
    });
  });

  describe('the built web app', () => {
    it.each(['/ru/office/account', '/en', '/en/', '/de/line/football/1', '/en/information/rules/1'])(
      'answers index.html (200, no-cache) for the page %s of the route table',
      async (url) => {
        const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expectShell(res.body);
      },
    );

    it('REF-003 REF-007 REF-009 REF-014 keeps the referral parameters of the arriving address as cookies with the first answer', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/en?bf=ABCDEFGH&subid=s1',
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(200);
      const cookies = res.cookies.map((c) => [c.name, c.value, c.maxAge, c.path]);
      expect(cookies).toContainEqual(['referral_values', '{"type":"bf","val":"ABCDEFGH"}', 86_400, '/']);
      expect(cookies).toContainEqual(['subid', 's1', 60 * 86_400, '/']);
      // That answer is the visitor's own: no shared cache keeps it.
      expect(res.headers['cache-control']).toBe('private, no-cache');
      const plain = await app.inject({ method: 'GET', url: '/en', headers: { accept: 'text/html' } });
      expect(plain.cookies).toEqual([]);
    });

    it('writes its render-blocking script into the shell (the CSP allows it by its hash); the stylesheet stays a link', async () => {
      const res = await app.inject({ method: 'GET', url: '/en', headers: { accept: 'text/html' } });
      expect(res.body).toContain(`<script>${THEME_SCRIPT}</script>`);
      expect(res.body).not.toContain('src="/theme-init.js"');
      // Vite's loader of lazy chunks looks for this link before it adds the stylesheet itself.
      expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-a1b2c3d4.css">');
      const inline = /<script>([^<]*)<\/script>/.exec(res.body)![1]!;
      const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
      expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' ${hash}`);
    });

    it('names what the arriving page needs before it hydrates in its head: its chunks and its texts', async () => {
      const links = (body: string) =>
        [...body.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
      const home = await app.inject({ method: 'GET', url: '/en', headers: { accept: 'text/html' } });
      expect(links(home.body)).toEqual(['/assets/home-1.js', '/assets/board-1.js', '/assets/en-1.js']);
      const russian = await app.inject({ method: 'GET', url: '/ru/line', headers: { accept: 'text/html' } });
      expect(links(russian.body)).toEqual([
        '/assets/betting-1.js',
        '/assets/en-1.js',
        '/assets/ru-1.js',
        '/assets/ru-app-1.js',
      ]);
      // Not a page: nothing to name.
      const missing = await app.inject({
        method: 'GET',
        url: '/en/user/foo',
        headers: { accept: 'text/html' },
      });
      expect(links(missing.body)).toEqual([]);
    });

    it.each(['/en/anything', '/en/user/foo', '/en/print-coupon/abc', '/en/office/promotion/archive/1'])(
      'ROUTE-068 ERR-004 ERR-005 answers the app (which renders its 404 page) with HTTP 404 for %s',
      async (url) => {
        const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expectShell(res.body);
      },
    );

    it.each([
      ['/en/rules', 301, '/en/information/rules/1'],
      ['/en/allgamesentrance/crash', 301, '/en/games/crash'],
      ['/en/user/forgotpassword', 302, '/en?showForgotPasswordModal=1'],
      ['/en/office', 302, '/en/office/account'],
      ['/xx/live?a=1', 302, '/en/live?a=1'],
    ])('answers the route table redirect of %s with %i to %s', async (url, status, location) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      expect(res.headers.location).toBe(location);
    });

    it('ROUTE-002 sends / to the visitor language when the site has it (DECISIONS 2), else English', async () => {
      const ru = await app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-language': 'fr;q=0.9, ru;q=0.8' },
      });
      expect(ru.statusCode).toBe(302);
      expect(ru.headers.location).toBe('/ru');
      const plain = await app.inject({ method: 'GET', url: '/' });
      expect(plain.headers.location).toBe('/en');
      const hidden = await app.inject({ method: 'GET', url: '/live', headers: { 'accept-language': 'kk' } });
      expect(hidden.headers.location).toBe('/en/live');
    });

    it('serves the precompressed brotli or gzip file the client accepts, with Vary, else the plain file', async () => {
      const url = '/assets/index-a1b2c3d4.js';
      const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe(IMMUTABLE_CACHE);
      const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("app");');
      const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('console.log("app");');
    });

    it('API answers over 1 KB travel compressed as the client accepts; small ones and plain clients get plain JSON', async () => {
      // The casino catalogue (seeded demo games) is several KB of JSON.
      const url = '/web-api/casino/games';
      const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const big = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(big.headers['content-encoding']).toBe('br');
      expect(big.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(brotliDecompressSync(big.rawPayload).toString()).toBe(plain.body);
      const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      const small = await app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'accept-encoding': 'br' },
      });
      expect(small.headers['content-encoding']).toBeUndefined();
    });

    it('never serves source maps', async () => {
      const res = await app.inject({ method: 'GET', url: '/assets/index-a1b2c3d4.js.map' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('SECRET');
    });

    it('serves hashed assets with a one-year immutable cache, other files revalidated', async () => {
      const asset = await app.inject({ method: 'GET', url: '/assets/index-a1b2c3d4.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe(IMMUTABLE_CACHE);
      expect(asset.body).toContain('console.log');
      const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['cache-control']).toBe('no-cache');
    });

    it('answers 404, not index.html, for a missing asset or file', async () => {
      for (const url of ['/assets/index-deadbeef.js', '/missing.css', '/missing-data.json']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('<div id="root">');
      }
    });

    it('keeps API paths out of the fallback: /bff-api/unknown is a 404 JSON', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/bff-api/unknown',
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(404);
      expectApiError(res.body, 404);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
        status: 'ok',
        db: 'ok',
      });
    });

    it.each([
      '/..%2f..%2fpackage.json',
      '/..%2fpackage.json',
      '/%2e%2e/package.json',
      '/%2e%2e%2f%2e%2e%2fpackage.json',
      '/assets/..%2F..%2Fsrc/x.ts',
      '/assets/..%2F..%2Fpackage.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/..%5c..%5cpackage.json',
      '/assets/..\\..\\package.json',
      '//etc/passwd',
      '/%00',
      '/assets/%00.js',
      '/.env',
    ])('never serves a file outside the build folder: %s', async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('SECRET');
      if (res.statusCode >= 300 && res.statusCode < 400)
        expect(res.headers.location).toMatch(/^\/[a-z]{2}(\/|$)/);
      else if (res.headers['content-type']?.toString().startsWith('text/html')) expectShell(res.body);
      else expectApiError(res.body, res.statusCode);
    });

    it('answers /index.html itself, and a folder of the build as a page path', async () => {
      for (const url of ['/index.html', '/index.html?x=1', '/en/']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expectShell(res.body);
      }
      const folder = await app.inject({ method: 'GET', url: '/assets' });
      expect(folder.statusCode).toBe(302);
      expect(folder.headers.location).toBe('/en/assets');
    });

    it('MISC-005 API-067 a partner brand is named everywhere before the app loads: the shell, its icon and its manifest at /manifest.json', async () => {
      const partner = buildApp({ db: database, webDistDir: webDir, brand: PARTNER_DEMO_BRAND });
      try {
        const page = await partner.inject({ method: 'GET', url: '/en' });
        expect(page.statusCode).toBe(200);
        expectShell(page.body, 'Aurora Bet');
        expect(page.body).toContain('<meta name="theme-color" content="#1b1034" />');
        expect(page.body).toContain('<link rel="manifest" href="/manifest.json" />');
        const icon = await partner.inject({ method: 'GET', url: '/brand-icon.svg' });
        expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
        // The partner's initial on the partner's accent colour (its brand book).
        expect(icon.body).toContain('fill="#7c3aed"');
        expect(icon.body).toMatch(/>A<\/text>/);
        const manifest = await partner.inject({ method: 'GET', url: '/manifest.json' });
        expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
        expect(manifest.json()).toMatchObject({
          name: 'Aurora Bet',
          short_name: 'Aurora Bet',
          theme_color: '#1b1034',
        });
        expect(manifest.json().icons[0]).toMatchObject({ src: '/brand-icon.svg', type: 'image/svg+xml' });
        // The default brand keeps its own.
        const own = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
        expect(own.json()).toMatchObject({ name: 'Betline', theme_color: '#10141c' });
      } finally {
        await partner.close();
      }
    });

    it('MISC-007 MISC-008 PNG icons in the seed sizes, in the manifest and as touch icons, precomposed for iOS 14 and older', async () => {
      const sizes = [72, 96, 128, 144, 152, 192, 384, 512];
      const manifest = (await app.inject({ method: 'GET', url: '/manifest.json' })).json() as {
        icons: { src: string; sizes: string; type: string }[];
      };
      expect(manifest.icons.filter((i) => i.type === 'image/png').map((i) => i.sizes)).toEqual(
        sizes.map((n) => `${n}x${n}`),
      );
      for (const size of sizes) {
        const png = await app.inject({ method: 'GET', url: `/brand-icon-${size}.png` });
        expect(png.statusCode).toBe(200);
        expect(png.headers['content-type']).toBe('image/png');
        expect(png.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
        expect([png.rawPayload.readUInt32BE(16), png.rawPayload.readUInt32BE(20)]).toEqual([size, size]);
      }
      const page = await app.inject({ method: 'GET', url: '/en' });
      for (const size of sizes) {
        expect(page.body).toContain(
          `<link rel="apple-touch-icon" sizes="${size}x${size}" href="/brand-icon-${size}.png" />`,
        );
      }
      const old = await app.inject({
        method: 'GET',
        url: '/en',
        headers: {
          'user-agent':
            'Mozilla/5.0 (iPhone; CPU iPhone OS 14_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1',
        },
      });
      expect(old.body).toContain(
        '<link rel="apple-touch-icon-precomposed" sizes="152x152" href="/brand-icon-152.png" />',
      );
      expect(old.body).not.toContain('rel="apple-touch-icon" ');
    });

    it('refuses path traversal out of the build folder', async () => {
      const res = await app.inject({ method: 'GET', url: '/assets/..%2f..%2f..%2fetc%2fpasswd' });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('root:');
    });
  });

  it('serves only the API, with a clear warning, when the web build is missing', async () => {
    const lines: string[] = [];
    const apiOnly = buildApp({
      db: database,
      webDistDir: join(tmpdir(), 'betline-no-such-build'),
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const res = await apiOnly.inject({ method: 'GET', url: '/en/anything' });
      expect(res.statusCode).toBe(404);
      expectApiError(res.body, 404);
      expect((await apiOnly.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const warning = lines
        .map((l) => JSON.parse(l) as { level: number; msg: string })
        .find((l) => l.level === 40);
      expect(warning?.msg).toMatch(/web build not found/);
    } finally {
      await apiOnly.close();
    }
  });

  it('closing the app finishes in-flight requests before it resolves', async () => {
    const server = buildApp({ db: database, webDistDir: null });
    // Closed once the request is being answered (not after a guessed delay: a busy machine connects later).
    let arrived!: () => void;
    const inHandler = new Promise<void>((resolve) => (arrived = resolve));
    server.get('/web-api/test/slow', async () => {
      arrived();
      await new Promise((r) => setTimeout(r, 300));
      return { done: true };
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    const inFlight = fetch(`http://127.0.0.1:${port}/web-api/test/slow`);
    await inHandler;
    await server.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
  });
});
