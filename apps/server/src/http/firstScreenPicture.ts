/**
 * The first-screen picture (ADR 0032): a guest's page drawn by the web app's own components on the server, so
 * the browser paints it before any script has run. The renderer is the web build's `dist-ssr/entry-server.js`
 * (`vite build --ssr`); its API requests are answered in-process (`app.inject`), with the visitor's cookies,
 * language and address, exactly as the browser's would be. No renderer, a player, a busy renderer, a slow
 * render or any failure: the page goes out without a picture and the app draws it as before.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the web app's `entry-server.tsx` takes and gives (kept in step with it). */
interface PictureTransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

interface PictureTransportResponse {
  status: number;
  data: unknown;
  headers: Headers;
}

export interface FirstScreenPicture {
  html: string;
  css: string;
  title: string | undefined;
  lang: string;
  parts: string[];
  /** The answers the picture was drawn with, handed to the app (JSON by key; the web app's lib/handover). */
  data?: string | undefined;
}

interface PictureModule {
  renderFirstScreen(request: {
    url: string;
    cookies: Readonly<Record<string, string>>;
    transport: (request: PictureTransportRequest) => Promise<PictureTransportResponse>;
    signal?: AbortSignal;
  }): Promise<FirstScreenPicture | null>;
}

/** A render that takes longer than this is dropped (the page goes out without its picture). */
export const PICTURE_TIMEOUT_MS = 1_500;

/** The renderer next to a web build (`apps/web/dist` -> `apps/web/dist-ssr/entry-server.js`), if it was built. */
export function pictureRendererPath(distDir: string): string | null {
  const path = join(distDir, '..', 'dist-ssr', 'entry-server.js');
  return existsSync(path) ? path : null;
}

/** Request headers the app's own requests carry on (the block service reads the country and the language). */
const FORWARDED = ['accept-language', 'user-agent', 'cf-ipcountry', 'x-forwarded-for'];

function cookiesOf(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const raw = pair.slice(at + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

function parseBody(text: string, type: string | undefined): unknown {
  if (text === '') return undefined;
  if (type?.includes('json') === true) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The function that draws a page's picture for a request, or null when there is no renderer. The renderer
 * module is imported on first use.
 */
export function pictureDrawer(
  app: FastifyInstance,
  rendererPath: string | null,
  geoCountryHeader = 'cf-ipcountry',
  timeoutMs = PICTURE_TIMEOUT_MS,
): ((request: FastifyRequest) => Promise<FirstScreenPicture | null>) | null {
  if (rendererPath === null) return null;
  let module: Promise<PictureModule | null> | undefined;
  const load = () => {
    module ??= (import(pathToFileURL(rendererPath).href) as Promise<PictureModule>).catch(
      (error: unknown) => {
        app.log.warn(
          { err: error, rendererPath },
          'first-screen renderer could not be loaded: pages go without it',
        );
        return null;
      },
    );
    return module;
  };
  return async (request) => {
    const renderer = await load();
    if (renderer === null) return null;
    const headers: Record<string, string> = {};
    for (const name of [...FORWARDED, geoCountryHeader.toLowerCase()]) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    if (typeof request.headers.cookie === 'string') headers.cookie = request.headers.cookie;
    const transport = async (call: PictureTransportRequest): Promise<PictureTransportResponse> => {
      const answer = await app.inject({
        method: call.method,
        url: call.url,
        headers: { ...headers, ...call.headers },
        remoteAddress: request.ip,
        ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
      });
      const answerHeaders = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value === undefined) continue;
        answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      return {
        status: answer.statusCode,
        data: parseBody(answer.body, answerHeaders.get('content-type') ?? undefined),
        headers: answerHeaders,
      };
    };
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The renderer is told to stop, and the page does not wait for it either way.
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        request.log.warn(
          { url: request.url },
          'first-screen picture took too long: the page goes without it',
        );
        resolve(null);
      }, timeoutMs);
    });
    try {
      const drawing = renderer.renderFirstScreen({
        url: request.url,
        cookies: cookiesOf(request.headers.cookie),
        transport,
        signal: controller.signal,
      });
      return await Promise.race([drawing, late]);
    } catch (error) {
      request.log.warn({ err: error }, 'first-screen picture failed: the page goes without it');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The pages a new visitor most often arrives on: drawn once as the server starts (`warmFirstScreen`). */
const WARM_PAGES = ['/en', '/en/line', '/en/live', '/en/casino'];

/**
 * Draws the most visited pages once, one after the other, right after the server starts listening: the
 * renderer's import, its route chunks and its first renders take longer than `PICTURE_TIMEOUT_MS` on a busy
 * machine, and the first visitors would otherwise get their pages without a picture. A failure only costs
 * the warm-up.
 */
export async function warmFirstScreen(app: FastifyInstance, pages: readonly string[] = WARM_PAGES) {
  for (const url of pages) {
    try {
      await app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-language': 'en' } });
    } catch (error) {
      app.log.warn({ err: error, url }, 'first-screen warm-up failed');
      return;
    }
  }
}

/**
 * Rules the picture needs beside its own: a static modal the visitor has already answered (the age gate,
 * remembered in storage: theme-init.js marks it) is not shown; nothing animates in while the app takes over.
 */
const PICTURE_RULES = [
  'html[data-age-accepted] #first-screen [data-static-overlay]{display:none}',
  '[data-entering]{animation:none!important}',
].join('');

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Starts the app after the picture's first paint: the entry script and the preloads (chunks and the guards'
 * requests) are listed in `#app-assets` and added to the head once the browser reports the first contentful
 * paint (at the latest 2 s after the page is parsed; a frame earlier where paint timing is not reported). Sent
 * with the page, they shared the connection with the picture's stylesheet and fonts and held its first paint
 * back (a phone on a slow network spends about a second on 170 KB of scripts); the app starts a moment later.
 * One element per task: each addition starts a request (a few milliseconds on a phone's CPU), and all of them
 * at once was one long task. The next task is a message on a channel: timers nested this deep wait at least
 * 4 ms each. Constant text, allowed by its hash (`PICTURE_SCRIPT_HASH`).
 */
export const PICTURE_SCRIPT =
  "(function(){var d=document,a=JSON.parse(d.getElementById('app-assets').textContent),i=0,s=0," +
  'c=new MessageChannel();c.port1.onmessage=function(){if(i<a.length){var t=a[i++],e=d.createElement(t[0]);' +
  'for(var k in t[1])e.setAttribute(k,t[1][k]);d.head.appendChild(e);c.port2.postMessage(0)}};' +
  'function start(){if(!s){s=1;c.port2.postMessage(0)}}' +
  "try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){" +
  "o.disconnect();start()}}).observe({type:'paint',buffered:true})}catch(x){requestAnimationFrame(start)}" +
  'setTimeout(start,2000)})();';

/** The CSP source of `PICTURE_SCRIPT`. */
export const PICTURE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PICTURE_SCRIPT).digest('base64')}'`;

/**
 * Tags that start the app: its entry script, module preloads and the guards' request preloads; and the web app
 * manifest's link, which makes the browser fetch the manifest and its icon (installability) while the picture
 * is painted.
 */
const APP_START_TAG =
  /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<link rel="preload" as="fetch"[^>]*>|<link rel="manifest"[^>]*>/g;

/**
 * The library chunks (React with its router, and the first screen's other libraries, apps/web/vite.config.ts)
 * start as module scripts of their own: the browser evaluates each in a task of its own when it arrives, and
 * the entry finds them evaluated. One module graph of 170 KB was one long task on a phone's CPU. Libraries
 * have no order among them beyond their imports.
 */
const SEPARATE_LIBRARIES = /^\/assets\/(?:react|vendor)-[\w-]+\.js$/;

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const body = tag.replace(/^<\w+|\/?>(?:<\/script>)?$/g, '');
  for (const match of body.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) attributes[match[1]!] = match[2] ?? '';
  return attributes;
}

/** The shell with the picture in it (see the module's comment). */
export function withPicture(html: string, picture: FirstScreenPicture): string {
  const css = `${picture.css}${PICTURE_RULES}`.replace(/<\/style/gi, '<\\/style');
  const starts: [string, Record<string, string>][] = [];
  const deferred = html.replace(APP_START_TAG, (tag) => {
    const attributes = attributesOf(tag);
    const href = attributes.href ?? '';
    if (tag.startsWith('<link rel="modulepreload"') && SEPARATE_LIBRARIES.test(href)) {
      // Run as a module of its own: evaluated in its own task as soon as it is in, not inside the entry's one.
      starts.push(['script', { type: 'module', crossorigin: attributes.crossorigin ?? '', src: href }]);
    } else {
      starts.push([tag.startsWith('<script') ? 'script' : 'link', attributes]);
    }
    return '';
  });
  // The preloads first, the entry after them: the app's own requests must find their preloads already made.
  // The manifest last: nothing on the page waits for it.
  const manifest = ([tag, attributes]: [string, Record<string, string>]) =>
    tag === 'link' && attributes.rel === 'manifest';
  const entryLast = [
    ...starts.filter((start) => start[0] === 'link' && !manifest(start)),
    ...starts.filter(
      ([tag, attributes]) => tag === 'script' && SEPARATE_LIBRARIES.test(attributes.src ?? ''),
    ),
    ...starts.filter(
      ([tag, attributes]) => tag === 'script' && !SEPARATE_LIBRARIES.test(attributes.src ?? ''),
    ),
    ...starts.filter(manifest),
  ];
  const assets = JSON.stringify(entryLast).replace(/</g, '\\u003c');
  const parts = picture.parts.filter((part) => /^[a-z]+$/.test(part)).join(' ');
  let out = deferred.replace(/<html lang="[^"]*"/, `<html lang="${escapeText(picture.lang)}"`);
  if (picture.title !== undefined) {
    // Already escaped by React.
    out = out.replace(/<title>[\s\S]*?<\/title>/, `<title>${picture.title}</title>`);
  }
  out = out.replace('</head>', `  <style id="first-screen-styles">${css}</style>\n  </head>`);
  // Data, not a script: the browser runs neither JSON element (no CSP source needed), the app reads them.
  const handed =
    picture.data === undefined
      ? ''
      : `<script type="application/json" id="first-screen-data">${picture.data.replace(/</g, '\\u003c')}</script>`;
  return out.replace(
    '<div id="root"></div>',
    `<div id="first-screen" inert data-parts="${parts}">${picture.html}</div><div id="root"></div>${handed}` +
      `<script type="application/json" id="app-assets">${assets}</script><script>${PICTURE_SCRIPT}</script>`,
  );
}
