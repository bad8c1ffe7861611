/**
 * Serves the built web app (apps/web/dist): hashed /assets/* cached for a year, everything else revalidated,
 * and a history fallback (any other GET that is not an API path and not a file answers index.html, 200).
 */
import { existsSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError, isApiPath, shorten } from './errors';
import type { RouteTable } from './methods';

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
    // The API is never looked up on disk.
    allowedPath: (pathName) => !isApiPath(pathName),
    setHeaders: (reply, filePath) => {
      const rel = relative(distDir, filePath).split(sep).join('/');
      reply.header('cache-control', rel.startsWith('assets/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });
  app.log.info({ webDistDir: distDir }, 'serving the web app');
  return true;
}

/** Whether a request that matched no route and no file should get the web app's index.html. */
export function wantsAppShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request.url);
  if (isApiPath(path)) return false;
  if (path.startsWith('/assets/')) return false;
  return !STATIC_FILE_EXTENSION.test(path);
}

export function notFoundHandler(spa: boolean, routes?: RouteTable) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (spa && wantsAppShell(request)) {
      void reply.status(200).header('cache-control', REVALIDATE_CACHE).sendFile('index.html');
      return;
    }
    const allowed = routes?.allowedMethods(pathOf(request.url)) ?? [];
    if (allowed.length > 0) {
      void reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send(
          apiError(
            405,
            `${request.method} is not allowed on ${shorten(pathOf(request.url))}: use ${allowed.join(', ')}`,
          ),
        );
      return;
    }
    void reply.status(404).send(apiError(404, `No route ${request.method} ${shorten(pathOf(request.url))}`));
  };
}
