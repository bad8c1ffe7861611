/**
 * Serves the built web app (apps/web/dist): hashed /assets/* cached for a year, everything else revalidated,
 * precompressed `.br` / `.gz` siblings (written by the web build) chosen by Accept-Encoding, source maps
 * never served. A GET of any other path that is not an API path and not a file is a page path, answered from
 * the route table of @betline/core (`resolvePath`): a redirect of the table is a 301/302 to its location; a
 * page, or an unknown path, is rendered by the web app on the server (serverRender.ts), whose guards may answer
 * a redirect of their own, and whose 404 page answers 404. Without a renderer, index.html with 200 or 404.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { referralCookiesFromQuery, resolvePath, type PathResolution } from '@betline/core';
import { preferredLanguages } from '../infra/playerLanguage';
import {
  brandedShell,
  brandIcon,
  brandIconPath,
  brandIconPng,
  ICON_SIZES,
  wantsPrecomposedIcon,
  webManifest,
  type BrandIdentity,
} from './brand';
import { apiError, isApiPath, shorten } from './errors';
import { firstScreenLinks, readViteManifest, type ArrivingPage, type InlinedShell } from './firstScreen';
import type { RouteTable } from './methods';
import { withRenderedPage, type PageRenderer } from './serverRender';

export { preferredLanguages };

/** `apps/web/dist`, resolved relative to the server package (not to the process's working directory). */
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

/** File types that are never answered with index.html when missing (a broken chunk must fail loudly). */
const STATIC_FILE_EXTENSION =
  /\.(?:js|mjs|css|map|json|webmanifest|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|wasm)$/i;

function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? url;
}

function searchOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
}

/** What the server needs from the site to resolve a page path. */
export interface PageRouting {
  languages: readonly string[];
  visibleLanguages: readonly string[];
  features: ReadonlySet<string>;
  forbiddenPaths: readonly string[];
}

/**
 * The visitor's preferred language among `candidates` from an Accept-Language header (DECISIONS 2: the
 * detected language when the site has it, else English).
 */
export function preferredLanguage(
  acceptLanguage: string | undefined,
  candidates: readonly string[],
  fallback = 'en',
): string {
  return preferredLanguages(acceptLanguage).find((lang) => candidates.includes(lang)) ?? fallback;
}

/** Whether a path below the language is one of the forbidden paths or under one (GUARD-023). */
function isForbidden(rest: string, forbidden: readonly string[]): boolean {
  return forbidden.some((entry) => {
    const path = entry.replace(/^\/+|\/+$/g, '');
    return path !== '' && (rest === path || rest.startsWith(`${path}/`));
  });
}

/** How the server answers a page path. */
export function resolvePage(
  pathname: string,
  search: string,
  routing: PageRouting,
  acceptLanguage: string | undefined,
): PathResolution {
  const resolution = resolvePath(pathname, search, {
    languages: routing.languages,
    defaultLanguage: preferredLanguage(acceptLanguage, routing.visibleLanguages),
    features: routing.features,
  });
  if (resolution.kind !== 'page') return resolution;
  const rest = pathname.split('/').filter(Boolean).slice(1).join('/');
  return isForbidden(rest, routing.forbiddenPaths) ? { kind: 'notFound', lng: resolution.lng } : resolution;
}

/** How the shell answers a page: the page's HTML (with the status the app's render gave it), or a redirect. */
export type ShellAnswer =
  { kind: 'page'; status?: number; html: string } | { kind: 'redirect'; status: number; location: string };

/** Whether `dir` is a directory with an index.html (a usable web build). */
export function isWebBuild(dir: string): boolean {
  try {
    return statSync(dir).isDirectory() && existsSync(join(dir, 'index.html'));
  } catch {
    return false;
  }
}

/**
 * Registers static serving of `distDir`. Returns false (and logs a warning) when the folder is not a web
 * build: the server then answers only its API.
 */
export function registerWebApp(app: FastifyInstance, distDir: string): boolean {
  if (!isWebBuild(distDir)) {
    app.log.warn(
      { webDistDir: distDir },
      'web build not found (no index.html): serving the API only. Build it with `npm run build -w @betline/web`.',
    );
    return false;
  }

  void app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    // `.br` / `.gz` next to a file, when the client accepts them (Content-Encoding and Vary set).
    preCompressed: true,
    // The API is never looked up on disk, source maps are private (error reports only), and `/` is a page path.
    allowedPath: (pathName) => pathName !== '/' && !isApiPath(pathName) && !/\.map$/i.test(pathName),
    setHeaders: (reply, filePath) => {
      const rel = relative(distDir, filePath).split(sep).join('/');
      reply.header('cache-control', rel.startsWith('assets/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });
  app.log.info({ webDistDir: distDir }, 'serving the web app');
  return true;
}

/** Whether a path is one of the web app's pages (not the API, not a file). */
function isPagePath(path: string): boolean {
  if (isApiPath(path)) return false;
  if (path.startsWith('/assets/')) return false;
  return !STATIC_FILE_EXTENSION.test(path);
}

/** Whether a request that matched no route and no file should get the web app's index.html. */
export function wantsAppShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return isPagePath(pathOf(request.url));
}

/**
 * The handler of everything no route and no file answered. `routing`: the site settings for page paths
 * (absent: every page path answers index.html with 200). `routes`: the API's route table, so that a known path
 * with the wrong method answers 405 with Allow.
 */
/**
 * REF-001..014: the referral parameters of the address a visitor arrives with become cookies with the first
 * answer (the table and lifetimes of @betline/core), so that a code of the link (`bf`, `ref`, ...) is kept even if
 * the visitor moves on before the app has started. The app writes the same cookies again once it runs.
 */
function rememberReferral(reply: FastifyReply, search: string): boolean {
  if (search === '' || search === '?') return false;
  const cookies = referralCookiesFromQuery(new URLSearchParams(search));
  for (const cookie of cookies) {
    void reply.setCookie(cookie.name, cookie.value, {
      path: '/',
      maxAge: cookie.maxAgeSeconds,
      sameSite: 'lax',
    });
  }
  return cookies.length > 0;
}

export function notFoundHandler(
  spa: boolean,
  routing?: () => Promise<PageRouting>,
  routes?: RouteTable,
  shell?: (page?: ArrivingPage, request?: FastifyRequest) => Promise<ShellAnswer>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // A form the server rendered, sent before the app took it over (the page was not hydrated yet): its fields
    // are dropped (never read, never logged) and the player is sent back to the page, now with the app.
    if (spa && request.method === 'POST' && isPagePath(pathOf(request.url))) {
      return reply.header('cache-control', REVALIDATE_CACHE).redirect(request.url, 303);
    }
    if (spa && wantsAppShell(request)) {
      const url = request.url;
      // An answer that sets a visitor's referral cookies is that visitor's alone: no shared cache keeps it.
      const personal = rememberReferral(reply, searchOf(url));
      const revalidate = personal ? 'private, no-cache' : REVALIDATE_CACHE;
      const resolution: PathResolution = routing
        ? resolvePage(pathOf(url), searchOf(url), await routing(), request.headers['accept-language'])
        : { kind: 'page', routeId: '', layout: 'main', params: {}, lng: '', flags: {} };
      if (resolution.kind === 'redirect') {
        return reply
          .header(
            'cache-control',
            resolution.status === 301 && !personal ? 'public, max-age=3600' : revalidate,
          )
          .redirect(resolution.location, resolution.status);
      }
      const status = resolution.kind === 'page' ? 200 : 404;
      if (shell) {
        const answer = await shell(
          resolution.kind === 'page' && resolution.lng !== ''
            ? { routeId: resolution.routeId, lng: resolution.lng }
            : undefined,
          request,
        );
        // The app's guards decided (a guest on a player's page, maintenance, new terms): their redirect.
        if (answer.kind === 'redirect') {
          return reply
            .header('cache-control', revalidate)
            .redirect(answer.location, answer.status === 301 ? 301 : 302);
        }
        return reply
          .status(answer.status ?? status)
          .header('cache-control', revalidate)
          .type('text/html; charset=utf-8')
          .send(answer.html);
      }
      return reply.status(status).header('cache-control', revalidate).sendFile('index.html');
    }
    const allowed = routes?.allowedMethods(pathOf(request.url)) ?? [];
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send(
          apiError(
            405,
            `${request.method} is not allowed on ${shorten(pathOf(request.url))}: use ${allowed.join(', ')}`,
          ),
        );
    }
    return reply
      .status(404)
      .send(apiError(404, `No route ${request.method} ${shorten(pathOf(request.url))}`));
  };
}

/**
 * The brand's page shell (index.html with its name, colours and icon; read from `distDir` once), and the
 * routes of its icon and web app manifest. `identity` is asked on every request (the site config is cached).
 */
export function registerBrand(
  app: FastifyInstance,
  distDir: string | null,
  identity: () => Promise<BrandIdentity>,
  inlined?: InlinedShell,
  render?: PageRenderer | null,
) {
  app.get('/brand-icon.svg', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('image/svg+xml; charset=utf-8')
      .send(brandIcon(await identity())),
  );
  // The PNG icons of the seed's sizes (MISC-007), drawn once per brand and size and kept (a few KB each).
  const pngs = new Map<string, Buffer>();
  for (const size of ICON_SIZES) {
    app.get(brandIconPath(size), async (_request, reply) => {
      const brand = await identity();
      const key = `${size}:${brand.name}:${brand.accent}:${brand.onAccent}`;
      let png = pngs.get(key);
      if (png === undefined) {
        png = brandIconPng(brand, size);
        if (pngs.size > 64) pngs.clear();
        pngs.set(key, png);
      }
      return reply.header('cache-control', 'public, max-age=3600').type('image/png').send(png);
    });
  }
  // SPEC §7: the PWA manifest at /manifest.json (also under the standard name).
  for (const url of ['/manifest.json', '/manifest.webmanifest']) {
    app.get(url, async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/manifest+json; charset=utf-8')
        .send(JSON.stringify(webManifest(await identity()))),
    );
  }
  if (distDir === null) return undefined;
  const html = inlined?.html ?? readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = readViteManifest(distDir);
  // The page's first-screen hints go last in the head, after the entry's own preloads; the page is rendered
  // into it by the web app on the server (ADR 0041) when the build has its renderer.
  const shell = async (page?: ArrivingPage, request?: FastifyRequest): Promise<ShellAnswer> => {
    const [brand, rendered] = await Promise.all([
      identity(),
      request && render ? render(request) : Promise.resolve(null),
    ]);
    if (rendered?.kind === 'redirect') return rendered;
    const branded = brandedShell(html, brand, wantsPrecomposedIcon(request?.headers['user-agent']));
    const links = page ? firstScreenLinks(manifest, page) : [];
    const hinted =
      links.length === 0 ? branded : branded.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
    if (rendered === null || rendered === undefined) return { kind: 'page', html: hinted };
    return { kind: 'page', status: rendered.status, html: withRenderedPage(hinted, rendered) };
  };
  // The file itself, asked by name, is the brand's shell too.
  app.get('/index.html', async (_request, reply) => {
    const answer = await shell();
    return reply
      .header('cache-control', REVALIDATE_CACHE)
      .type('text/html; charset=utf-8')
      .send(answer.kind === 'page' ? answer.html : '');
  });
  return shell;
}
