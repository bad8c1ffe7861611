import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { createSeededDatabase, drivers, type TestDatabase } from '../test/databases';
import {
  PICTURE_SCRIPT,
  PICTURE_SCRIPT_HASH,
  pictureDrawer,
  pictureRendererPath,
  warmFirstScreen,
  withPicture,
  type FirstScreenPicture,
} from './firstScreenPicture';

const SHELL =
  '<!doctype html><html lang="en"><head><title>Betline</title><script src="/theme-init.js"></script>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
  '<link rel="preload" as="fetch" crossorigin href="/bff-api/config/all.json?lang=ru">' +
  '<link rel="manifest" href="/manifest.json" />' +
  '</head><body><div id="root"></div></body></html>';

const PICTURE: FirstScreenPicture = {
  html: '<h1 class="a b">Линия</h1>',
  css: '.b{font-size:2rem}',
  title: 'Линия | Betline',
  lang: 'ru',
  parts: ['page', 'notices'],
};

/** A stand-in for the web build's renderer: draws what the site config answered for the visitor's cookies. */
const FAKE_RENDERER = `
export async function renderFirstScreen({ url, cookies, transport, signal }) {
  (globalThis.__betlineDrawn ??= []).push(url);
  if (url.startsWith('/en/line')) throw new Error('render failed');
  if (url.startsWith('/en/live')) return new Promise(() => {});
  if (cookies.betline_csrf !== undefined) return null;
  const answer = await transport({ method: 'GET', url: '/bff-api/config/all.json?lang=en', headers: { Accept: 'application/json' } });
  return {
    html: '<h1>' + answer.status + ' ' + typeof answer.data + ' ' + (cookies.cookiesAgreeType ?? 'new') + '</h1>',
    css: 'h1{color:red}',
    title: undefined,
    lang: 'en',
    parts: ['page'],
  };
}
`;

describe('the first-screen picture in the page (ADR 0032)', () => {
  it('moves the app start after the first paint, keeps the stylesheet, and writes the picture, its styles and its parts', () => {
    const page = withPicture(SHELL, PICTURE);
    expect(page).toContain('<html lang="ru"');
    expect(page).toContain('<title>Линия | Betline</title>');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(page).toMatch(/<style id="first-screen-styles">\.b\{font-size:2rem\}.*data-static-overlay/);
    expect(page).toContain(
      '<div id="first-screen" inert data-parts="page notices"><h1 class="a b">Линия</h1></div><div id="root"></div>',
    );
    // The entry script and the preloads are gone from the head, listed for the start script instead.
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('as="fetch"');
    expect(head).not.toContain('rel="manifest"');
    const listed = /<script type="application\/json" id="app-assets">(.*?)<\/script>/.exec(page)?.[1];
    // The preloads first, then the library chunks (each a module of its own, evaluated in its own task), the
    // entry after them: the app's requests find their preloads made. The manifest's link last (its fetch and its
    // icon's no longer share the network with the picture's first paint).
    expect(JSON.parse(listed!)).toEqual([
      ['link', { rel: 'preload', as: 'fetch', crossorigin: '', href: '/bff-api/config/all.json?lang=ru' }],
      ['script', { type: 'module', crossorigin: '', src: '/assets/react-1.js' }],
      ['script', { type: 'module', crossorigin: '', src: '/assets/index-1.js' }],
      ['link', { rel: 'manifest', href: '/manifest.json' }],
    ]);
    // The start script is the constant the CSP allows by its hash.
    const inline = /<script>(.*?)<\/script><\/body>/.exec(page)?.[1];
    expect(inline).toBe(PICTURE_SCRIPT);
    expect(`'sha256-${createHash('sha256').update(inline!).digest('base64')}'`).toBe(PICTURE_SCRIPT_HASH);
  });

  it('hands the app the answers it was drawn with as JSON data (not a script), and nothing when it has none', () => {
    const page = withPicture(SHELL, {
      ...PICTURE,
      data: '{"casino-all":{"games":[{"name":"</script><b>"}]}}',
    });
    const data = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(data!)).toEqual({ 'casino-all': { games: [{ name: '</script><b>' }] } });
    expect(page).not.toContain('</script><b>');
    expect(withPicture(SHELL, PICTURE)).not.toContain('first-screen-data');
  });

  it('cannot be broken out of by the styles it carries', () => {
    const page = withPicture(SHELL, { ...PICTURE, css: '.a{content:"</style><script>alert(1)</script>"}' });
    expect(page).not.toContain('</style><script>alert(1)');
  });

  describe('drawn by the renderer next to the web build', () => {
    let outer: string;
    let database: TestDatabase;
    let app: App;

    beforeAll(async () => {
      outer = mkdtempSync(join(tmpdir(), 'betline-picture-'));
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
      expect(pictureRendererPath(join(outer, 'dist'))).toBe(join(outer, 'dist-ssr', 'entry-server.js'));
      expect(pictureRendererPath(join(outer, 'other', 'dist'))).toBeNull();
    });

    it("answers a guest's page with the picture, the renderer's requests answered in-process with the visitor's cookies", async () => {
      const answer = await app.inject({
        method: 'GET',
        url: '/en',
        headers: { cookie: 'cookiesAgreeType=ALL' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(
        '<div id="first-screen" inert data-parts="page"><h1>200 object ALL</h1></div>',
      );
      expect(answer.body).toContain('<style id="first-screen-styles">h1{color:red}');
      expect(answer.headers['content-security-policy']).toContain(PICTURE_SCRIPT_HASH);
    });

    it('answers the plain page when the renderer draws nothing, fails or is slow', async () => {
      const player = await app.inject({ method: 'GET', url: '/en', headers: { cookie: 'betline_csrf=t' } });
      expect(player.statusCode).toBe(200);
      expect(player.body).toContain('<div id="root"></div>');
      expect(player.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
      expect(player.body).not.toContain('first-screen');

      const failing = await app.inject({ method: 'GET', url: '/en/line' });
      expect(failing.statusCode).toBe(200);
      expect(failing.body).toContain('<div id="root"></div>');

      const renderer = pictureRendererPath(join(outer, 'dist'));
      const draw = pictureDrawer(Fastify(), renderer, 'cf-ipcountry', 50)!;
      const log = { warn: () => undefined };
      const request = { url: '/en/live', headers: {}, ip: '127.0.0.1', log } as unknown as FastifyRequest;
      expect(await draw(request)).toBeNull();
    });

    it('draws the most visited pages once as the server starts, a failing one not stopping the others', async () => {
      const drawn = ((globalThis as { __betlineDrawn?: string[] }).__betlineDrawn ??= []);
      drawn.length = 0;
      await warmFirstScreen(app, ['/en/line', '/en', '/en/casino']);
      expect(drawn).toEqual(['/en/line', '/en', '/en/casino']);
    });

    it('draws no picture when the server is told not to', async () => {
      const plain = buildApp({ db: database, webDistDir: join(outer, 'dist'), firstScreenPicture: false });
      try {
        const answer = await plain.inject({ method: 'GET', url: '/en' });
        expect(answer.body).not.toContain('first-screen');
        expect(answer.headers['content-security-policy']).not.toContain(PICTURE_SCRIPT_HASH);
      } finally {
        await plain.close();
      }
    });
  });
});
