/**
 * Server rendering (ADR 0041): every page a visitor asks for is rendered by the web app's own components on
 * the server (`dist-ssr/entry-server.js`, built by `vite build --ssr`), for guests and players alike, and the
 * browser hydrates it. The app's API requests are answered in-process (`app.inject`), with the visitor's
 * cookies, language and address, exactly as the browser's would be. Renders run side by side. No renderer or
 * a failed render: the page goes out as the bare shell and the app renders it in the browser.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { preferredLanguages } from './web';

/** What the web app's `entry-server.tsx` takes and gives (kept in step with it). */
interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

interface TransportResponse {
  status: number;
  data: unknown;
  headers: Headers;
}

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; lang: string; head: string; html: string; data: string };

interface RendererModule {
  renderPage(request: {
    url: string;
    cookies: Readonly<Record<string, string>>;
    languages: readonly string[];
    transport: (request: TransportRequest) => Promise<TransportResponse>;
    signal?: AbortSignal;
  }): Promise<RenderedPage>;
}

/** A render that takes longer than this is dropped (the page goes out as the bare shell). */
export const RENDER_TIMEOUT_MS = 5_000;

/** The renderer next to a web build (`apps/web/dist` -> `apps/web/dist-ssr/entry-server.js`), if it was built. */
export function rendererPath(distDir: string): string | null {
  const path = join(distDir, '..', 'dist-ssr', 'entry-server.js');
  return existsSync(path) ? path : null;
}

/** Request headers the app's own requests carry on (the block service reads the country and the language; the SEO answers name the site's own host). */
const FORWARDED = [
  'accept-language',
  'user-agent',
  'cf-ipcountry',
  'x-forwarded-for',
  'host',
  'x-forwarded-host',
  'x-forwarded-proto',
];

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

/** Renders a request's page, or null when there is no renderer or the render failed. */
export type PageRenderer = (request: FastifyRequest) => Promise<RenderedPage | null>;

/**
 * The function that renders a request's page, or null when there is no renderer. The renderer module is
 * imported on first use.
 */
export function pageRenderer(
  app: FastifyInstance,
  path: string | null,
  geoCountryHeader = 'cf-ipcountry',
  timeoutMs = RENDER_TIMEOUT_MS,
): PageRenderer | null {
  if (path === null) return null;
  let module: Promise<RendererModule | null> | undefined;
  const load = () => {
    module ??= (import(pathToFileURL(path).href) as Promise<RendererModule>).catch((error: unknown) => {
      app.log.warn(
        { err: error, rendererPath: path },
        'server renderer could not be loaded: pages go without it',
      );
      return null;
    });
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
    const transport = async (call: TransportRequest): Promise<TransportResponse> => {
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
          'server render took too long: the page goes as the bare shell',
        );
        resolve(null);
      }, timeoutMs);
    });
    try {
      const rendering = renderer.renderPage({
        url: request.url,
        cookies: cookiesOf(request.headers.cookie),
        languages: preferredLanguages(request.headers['accept-language']),
        transport,
        signal: controller.signal,
      });
      return await Promise.race([rendering, late]);
    } catch (error) {
      request.log.warn({ err: error }, 'server render failed: the page goes as the bare shell');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The pages a new visitor most often arrives on: rendered once as the server starts (`warmRenderer`). */
const WARM_PAGES = ['/en', '/en/line', '/en/live', '/en/casino'];

/**
 * Renders the most visited pages once, one after the other, right after the server starts listening: the
 * renderer's import and its route chunks' first loads are slow, and the first visitors would otherwise wait
 * for them. A failure only costs the warm-up.
 */
export async function warmRenderer(app: FastifyInstance, pages: readonly string[] = WARM_PAGES) {
  for (const url of pages) {
    try {
      await app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-language': 'en' } });
    } catch (error) {
      app.log.warn({ err: error, url }, 'server render warm-up failed');
      return;
    }
  }
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The shell with the rendered page in it: its language, its styles, its markup and the state it was rendered with. */
export function withRenderedPage(html: string, page: Extract<RenderedPage, { kind: 'page' }>): string {
  let shell = html;
  // The page's own title and description take the shell's place.
  if (page.head.includes('<title>')) shell = shell.replace(/<title>[\s\S]*?<\/title>/, '');
  if (page.head.includes('<meta name="description"'))
    shell = shell.replace(/<meta name="description"[^>]*>/, '');
  return shell
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(page.lang)}"`)
    .replace('</head>', `  ${page.head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>${page.data}`);
}
