import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { createSeededDatabase, drivers, type TestDatabase } from '../test/databases';
import {
  pageRenderer,
  rendererPath,
  warmRenderer,
  withRenderedPage,
  type RenderedPage,
} from './serverRender';

const SHELL =
  '<!doctype html><html lang="en"><head><title>Betline</title><script src="/theme-init.js"></script>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
  '</head><body><div id="root"></div></body></html>';

const PAGE: Extract<RenderedPage, { kind: 'page' }> = {
  kind: 'page',
  status: 200,
  lang: 'ru',
  head: '<style data-styled="active">.b{font-size:2rem}</style>',
  html: '<h1 class="a b">Линия</h1>',
  data: '<script type="application/json" id="app-state">{}</script>',
};

/** A stand-in for the web build's renderer: renders what the site config answered for the visitor's cookies. */
const FAKE_RENDERER = `
export async function renderPage({ url, cookies, languages, transport }) {
  (globalThis.__betlineRendered ??= []).push(url);
  if (url.startsWith('/en/line')) throw new Error('render failed');
  if (url.startsWith('/en/live')) return new Promise(() => {});
  if (url.startsWith('/en/office')) return { kind: 'redirect', status: 302, location: '/en/user/login' };
  const answer = await transport({ method: 'GET', url: '/bff-api/config/all.json?lang=en', headers: { Accept: 'application/json' } });
  return {
    kind: 'page',
    status: url.startsWith('/en/nothing') ? 404 : 200,
    lang: 'en',
    head: '<style data-styled="active">h1{color:red}</style>',
    html: '<h1>' + answer.status + ' ' + typeof answer.data + ' ' + (cookies.betline_csrf ?? 'guest') + ' ' + languages.join(',') + '</h1>',
    data: '<script type="application/json" id="app-state">{"x":1}</script>',
  };
}
`;

describe('server rendering in the page (ADR 0041)', () => {
  it('writes the rendered page into the shell: its language, its styles in the head, its markup and its state', () => {
    const page = withRenderedPage(SHELL, PAGE);
    expect(page).toContain('<html lang="ru"');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(page).toMatch(/<style data-styled="active">\.b\{font-size:2rem\}<\/style>\s*<\/head>/);
    expect(page).toContain(
      '<div id="root"><h1 class="a b">Линия</h1></div><script type="application/json" id="app-state">{}</script>',
    );
    // The app starts as the shell says: nothing is deferred or added.
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it('cannot be given another language attribute than a language', () => {
    const page = withRenderedPage(SHELL, { ...PAGE, lang: '"><script>' });
    expect(page).not.toContain('"><script>');
  });

  describe('rendered by the renderer next to the web build', () => {
    let outer: string;
    let database: TestDatabase;
    let app: App;

    beforeAll(async () => {
      outer = mkdtempSync(join(tmpdir(), 'betline-render-'));
      const dist = join(outer, 'dist');
      mkdirSync(join(dist, 'assets'), { recursive: true });
      writeFileSync(join(dist, 'index.html'), SHELL);
      writeFileSync(join(dist, 'theme-init.js'), "document.documentElement.dataset.colorMode='light';");
      mkdirSync(join(outer, 'dist-ssr'));
      writeFileSync(join(outer, 'dist-ssr', 'entry-server.js'), FAKE_RENDERER);
      database = await createSeededDatabase(drivers[0]!);
      app = buildApp({ db: database, webDistDir: dist });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
      rmSync(outer, { recursive: true, force: true });
    });

    it('finds the renderer only where the web build put it', () => {
      expect(rendererPath(join(outer, 'dist'))).toBe(join(outer, 'dist-ssr', 'entry-server.js'));
      expect(rendererPath(join(outer, 'other', 'dist'))).toBeNull();
    });

    it("answers guests and players with the rendered page, the renderer's requests answered in-process with the visitor's cookies", async () => {
      const guest = await app.inject({
        method: 'GET',
        url: '/en',
        headers: { 'accept-language': 'de,en;q=0.5' },
      });
      expect(guest.statusCode).toBe(200);
      expect(guest.body).toContain('<div id="root"><h1>200 object guest de,en</h1></div>');
      expect(guest.body).toContain('<style data-styled="active">h1{color:red}</style>');
      const player = await app.inject({ method: 'GET', url: '/en', headers: { cookie: 'betline_csrf=t' } });
      expect(player.body).toContain('<h1>200 object t </h1>');
    });

    it("answers the app's guard redirect and its 404 with their statuses", async () => {
      const office = await app.inject({ method: 'GET', url: '/en/office/account' });
      expect(office.statusCode).toBe(302);
      expect(office.headers.location).toBe('/en/user/login');
      const missing = await app.inject({ method: 'GET', url: '/en/nothing/here/at/all' });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<div id="root"><h1>');
    });

    it('sends a form posted before the page was hydrated back to its page, without reading or echoing its fields', async () => {
      const answer = await app.inject({
        method: 'POST',
        url: '/en/user/login?returnUrl=%2Fen',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'login=demo&password=Demo12345',
      });
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/en/user/login?returnUrl=%2Fen');
      expect(answer.body).not.toContain('Demo12345');
      // The API keeps its own answers.
      const api = await app.inject({ method: 'POST', url: '/web-api/nothing', payload: {} });
      expect(api.statusCode).toBe(404);
    });

    it('answers the bare shell when the render fails or is slow', async () => {
      const failing = await app.inject({ method: 'GET', url: '/en/line' });
      expect(failing.statusCode).toBe(200);
      expect(failing.body).toContain('<div id="root"></div>');
      expect(failing.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');

      const render = pageRenderer(Fastify(), rendererPath(join(outer, 'dist')), 'cf-ipcountry', 50)!;
      const log = { warn: () => undefined };
      const request = { url: '/en/live', headers: {}, ip: '127.0.0.1', log } as unknown as FastifyRequest;
      expect(await render(request)).toBeNull();
    });

    it('renders the most visited pages once as the server starts, a failing one not stopping the others', async () => {
      const rendered = ((globalThis as { __betlineRendered?: string[] }).__betlineRendered ??= []);
      rendered.length = 0;
      await warmRenderer(app, ['/en/line', '/en', '/en/casino']);
      expect(rendered).toEqual(['/en/line', '/en', '/en/casino']);
    });

    it('renders nothing when the server is told not to', async () => {
      const plain = buildApp({ db: database, webDistDir: join(outer, 'dist'), serverRendering: false });
      try {
        const answer = await plain.inject({ method: 'GET', url: '/en' });
        expect(answer.body).toContain('<div id="root"></div>');
      } finally {
        await plain.close();
      }
    });
  });
});
