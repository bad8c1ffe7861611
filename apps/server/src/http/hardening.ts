/**
 * HTTP hardening shared by every route:
 * - 405 with `Allow` for a known path asked with another method (`trackRoutes`, used by the 404 handler);
 * - request bodies: routes without a body schema take none (413 "takes no request body"), others are
 *   limited (the app default, smaller per route); JSON is parsed here so that a `__proto__` or
 *   `constructor.prototype` key is answered with a message that says so, not "not valid JSON";
 * - paths longer than `MAX_PATH_LENGTH` answer 414 (not whatever the static files would say);
 * - `Permissions-Policy` on every answer; `Strict-Transport-Security` only over HTTPS.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { trackRoutes, type RouteTable } from './methods';

/** Longest path (before `?`) the server reads; longer ones answer 414. */
export const MAX_PATH_LENGTH = 4096;
/** Default body limit of routes that take a body and set none of their own. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** Longest nesting of a JSON body (objects and arrays). */
export const MAX_JSON_DEPTH = 32;

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'fullscreen=(self)',
].join(', ');

export const HSTS = 'max-age=31536000; includeSubDomains';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set for routes without a body schema: a request body is refused. */
    takesNoBody?: boolean;
  }
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined && length !== '0') return true;
  return request.headers['transfer-encoding'] !== undefined;
}

/**
 * Checks a parsed JSON value: no prototype keys, no nesting deeper than `MAX_JSON_DEPTH`. Iterative, so a
 * deep body cannot exhaust the stack. Returns a message, or null when fine.
 */
export function jsonProblem(value: unknown): string | null {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: 'body' }];
  while (stack.length > 0) {
    const { value: current, depth, path } = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return `${path}: JSON nested deeper than ${MAX_JSON_DEPTH} levels`;
    for (const key of Object.keys(current)) {
      const child = (current as Record<string, unknown>)[key];
      if (key === '__proto__') return `${path}: the key "__proto__" is not allowed`;
      if (key === 'constructor' && child !== null && typeof child === 'object' && 'prototype' in child) {
        return `${path}.constructor: the key "prototype" is not allowed here`;
      }
      stack.push({
        value: child,
        depth: depth + 1,
        path: Array.isArray(current) ? `${path}[${key}]` : `${path}.${key}`,
      });
    }
  }
  return null;
}

export function registerHardening(app: FastifyInstance): RouteTable {
  const routes = trackRoutes(app);

  app.addHook('onRoute', (route) => {
    const schema = route.schema as { body?: unknown } | undefined;
    if (!schema?.body) route.config = { ...route.config, takesNoBody: true };
  });

  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?', 1)[0] ?? request.url;
    if (path.length > MAX_PATH_LENGTH) {
      throw new HttpError(414, `the path is longer than ${MAX_PATH_LENGTH} characters`);
    }
    if (request.routeOptions.config?.takesNoBody && hasBody(request)) {
      throw new HttpError(413, `${request.method} ${request.routeOptions.url ?? path} takes no request body`);
    }
  });

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(new HttpError(400, 'body: empty, but content-type is application/json'), undefined);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 120) : 'syntax error';
      done(new HttpError(400, `body is not valid JSON: ${reason}`), undefined);
      return;
    }
    const problem = jsonProblem(parsed);
    if (problem) {
      done(new HttpError(400, problem), undefined);
      return;
    }
    done(null, parsed);
  });

  app.addHook('onSend', async (request, reply) => {
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    else void reply.removeHeader('strict-transport-security');
  });

  return routes;
}
