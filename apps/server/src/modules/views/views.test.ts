import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  OPERATOR_REMOTE_VIEW_PATHS,
  REMOTE_VIEW_PATHS,
  SITE_CONFIG_PATH,
  pathWith,
  remoteViewSchema,
  siteConfigSchema,
} from '@betline/contracts';
import type { App } from '../../app';
import { drivers, useSeededApp } from '../../test/databases';
import { DEMO_OPERATOR_TOKEN } from '../operator/seed';
import { registerSecurityHeaders } from '../../http/security';
import { cleanViewBody, cleanViewHead } from './sanitize';

const OPERATOR = { authorization: `Bearer ${DEMO_OPERATOR_TOKEN}` };

const read = (app: App, appName: string, lng: string) =>
  app.inject({ method: 'GET', url: `${pathWith(REMOTE_VIEW_PATHS.view, { appName })}?lng=${lng}` });
const put = (app: App, appName: string, payload: unknown, headers: Record<string, string> = OPERATOR) =>
  app.inject({
    method: 'PUT',
    url: pathWith(OPERATOR_REMOTE_VIEW_PATHS.view, { appName }),
    headers,
    payload: payload as object,
  });

describe('view HTML cleaning', () => {
  it('keeps layout markup, classes and safe links; drops scripts, handlers, inline styles and frames', () => {
    const body = cleanViewBody(
      '<section class="x" onclick="steal()"><script>alert(1)</script><h1>Hi</h1>' +
        '<p style="color:red">Text <img src="https://cdn.example/a.png" onerror="alert(1)" alt="A"></p>' +
        '<a href="javascript:alert(1)">bad</a><a href="/en/information/contacts" rel="noopener">ok</a>' +
        '<iframe src="https://evil.example"></iframe><img src="http://plain.example/b.png"></section>',
    );
    expect(body).not.toMatch(/script|onclick|onerror|style=|iframe|javascript:|http:\/\/plain/i);
    expect(body).toContain('<section class="x"><h2>Hi</h2>');
    expect(body).toContain('<img src="https://cdn.example/a.png" alt="A" />');
    expect(body).toContain('<a href="/en/information/contacts" rel="noopener">ok</a>');
  });

  it('keeps only meta tags in the head', () => {
    expect(
      cleanViewHead(
        '<title>x</title><meta name="robots" content="noindex"><script>x()</script><link rel="x">',
      ),
    ).toBe('<meta name="robots" content="noindex" />');
  });
});

describe('script origins of remote views in the Content-Security-Policy', () => {
  async function scriptSrc(origins: readonly string[]): Promise<string | undefined> {
    const app = Fastify();
    registerSecurityHeaders(app, ["'sha256-abc='"], async () => origins);
    app.get('/', async () => 'ok');
    const res = await app.inject({ url: '/' });
    await app.close();
    return String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.startsWith('script-src '));
  }

  it('adds the allowed origins to script-src and nothing inline', async () => {
    expect((await scriptSrc([]))?.trim()).toBe("script-src 'self' 'sha256-abc='");
    const extended = await scriptSrc(['https://views.partner.example', "'unsafe-inline'"]);
    expect(extended?.trim()).toBe("script-src 'self' 'sha256-abc=' https://views.partner.example");
    expect(extended).not.toMatch(/unsafe/);
  });
});

describe.each(drivers)('views API on $name', (driver) => {
  const ctx = useSeededApp(driver);

  it('RV-002 answers a view as appName, title, body, style, cssToLoad, scriptsToLoad, codeToEval, head', async () => {
    const res = await read(ctx.app, 'partner-footer', 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age/);
    const view = remoteViewSchema.parse(res.json());
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'appName',
        'body',
        'codeToEval',
        'cssToLoad',
        'head',
        'lng',
        'scriptsToLoad',
        'style',
        'title',
        'updatedAt',
      ].sort(),
    );
    expect(view).toMatchObject({ appName: 'partner-footer', lng: 'en', title: 'Partner information' });
    expect(view.body).toContain('OGL/2024/118/0203');
    expect(view.body).toContain('BeGambleAware');
    expect(view.body).toContain('Mastercard');
    expect(view.style).toContain('.partner-footer');
  });

  it('RV-001 serves the footer, error page, account page and support modal views, per language', async () => {
    for (const name of ['error-page', 'account-page', 'support-modal']) {
      const res = await read(ctx.app, name, 'en');
      expect(res.statusCode, name).toBe(200);
      // The error page's view is the page's message (the page has its heading); the others bring their own.
      expect(remoteViewSchema.parse(res.json()).body).toMatch(name === 'error-page' ? /<p>/ : /<h2>/);
    }
    const ru = remoteViewSchema.parse((await read(ctx.app, 'partner-footer', 'ru')).json());
    expect(ru).toMatchObject({ lng: 'ru', title: 'Информация партнёра' });
    // Each of the seven languages has its own text, with links into the site in that language.
    const tr = remoteViewSchema.parse((await read(ctx.app, 'error-page', 'tr')).json());
    expect(tr).toMatchObject({ lng: 'tr', title: 'Bir şeyler ters gitti' });
    expect(tr.body).toContain('href="/tr/information/contacts"');
    // A language without its own text (the hidden Kazakh) gets the English one, and `lng` says so.
    const kk = remoteViewSchema.parse((await read(ctx.app, 'partner-footer', 'kk')).json());
    expect(kk).toMatchObject({ lng: 'en', title: 'Partner information' });
  });

  it('the site config names the footer view and allows no code origins by default', async () => {
    const config = siteConfigSchema.parse((await ctx.app.inject({ url: SITE_CONFIG_PATH })).json());
    expect(config.footerRemoteView).toBe('partner-footer');
    expect(config).toMatchObject({
      errorRemoteView: 'error-page',
      accountRemoteView: 'account-page',
      supportRemoteView: 'support-modal',
    });
    expect(config.remoteViewOrigins).toEqual([]);
  });

  it('answers 404 for an unknown view and 400 for a bad name or language', async () => {
    const missing = await read(ctx.app, 'no-such-view', 'en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'VIEW_NOT_FOUND' });
    expect((await read(ctx.app, 'Bad_Name', 'en')).statusCode).toBe(400);
    expect((await read(ctx.app, 'partner-footer', 'english')).statusCode).toBe(400);
  });

  it('lets an operator create and replace a view, cleaning its HTML', async () => {
    const created = await put(ctx.app, 'promo-strip', {
      lng: 'en',
      title: 'Promo',
      body: '<div class="promo" onmouseover="x()"><script>steal()</script><strong>Weekend boost</strong></div>',
      style: '.promo { color: red; }',
      head: '<meta name="robots" content="noindex"><script>x()</script>',
    });
    expect(created.statusCode).toBe(201);
    const view = remoteViewSchema.parse(created.json());
    expect(view.body).toBe('<div class="promo"><strong>Weekend boost</strong></div>');
    expect(view.head).toBe('<meta name="robots" content="noindex" />');
    expect(view).toMatchObject({ cssToLoad: [], scriptsToLoad: [], codeToEval: '' });

    const replaced = await put(ctx.app, 'promo-strip', {
      lng: 'en',
      title: 'Promo 2',
      body: '<p>Cup final boost</p>',
      cssToLoad: ['/static/promo.css'],
      codeToEval: 'window.promoSeen = true;',
    });
    expect(replaced.statusCode).toBe(200);
    const read2 = remoteViewSchema.parse((await read(ctx.app, 'promo-strip', 'de')).json());
    expect(read2).toMatchObject({
      title: 'Promo 2',
      body: '<p>Cup final boost</p>',
      cssToLoad: ['/static/promo.css'],
      codeToEval: 'window.promoSeen = true;',
      lng: 'en',
    });
  });

  it('refuses a view change without an operator token (401)', async () => {
    const body = { lng: 'en', title: 'X', body: '<p>x</p>' };
    expect((await put(ctx.app, 'partner-footer', body, {})).statusCode).toBe(401);
    expect((await put(ctx.app, 'partner-footer', body, { authorization: 'Bearer nope' })).statusCode).toBe(
      401,
    );
    const still = remoteViewSchema.parse((await read(ctx.app, 'partner-footer', 'en')).json());
    expect(still.title).toBe('Partner information');
  });

  it('answers 400 with a message for bad view input', async () => {
    const bad = [
      { lng: 'en', title: '', body: '<p>x</p>' },
      { lng: 'english', title: 'X', body: '<p>x</p>' },
      { lng: 'en', title: 'X', body: '<p>x</p>', style: '</style><script>x()</script>' },
      { lng: 'en', title: 'X', body: '<p>x</p>', style: '@import url(https://evil.example/a.css);' },
      { lng: 'en', title: 'X', body: '<p>x</p>', cssToLoad: ['javascript:alert(1)'] },
      { lng: 'en', title: 'X', body: '<p>x</p>', scriptsToLoad: ['//evil.example/a.js'] },
      { lng: 'en', title: 'X', body: '<p>x</p>', scriptsToLoad: 'https://a.example/a.js' },
      { lng: 'en', title: 'X', body: '<script>only()</script>' },
    ];
    for (const payload of bad) {
      const res = await put(ctx.app, 'partner-footer', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await put(ctx.app, 'Bad_Name', { lng: 'en', title: 'X', body: '<p>x</p>' })).statusCode).toBe(
      400,
    );
  });
});
