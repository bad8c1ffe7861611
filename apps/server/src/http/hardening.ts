/**
 * HTTP hardening shared by every route:
 * - 405 with `Allow` for a known path asked with another method (`trackRoutes`, used by the 404 handler);
 * - request bodies: routes without a body schema take none (413 "takes no request body"), others are
 *   limited (the app default, smaller per route); JSON is parsed here so that a `__proto__` or
 *   `constructor.prototype` key is answered with a message that says so, not "not valid JSON";
 * - paths longer than `MAX_PATH_LENGTH` answer 414 (not whatever the static files would say);
 * - a NUL byte or text that is not UTF-8 anywhere in the input answers 400 naming where: the path and query
 *   (once percent-decoded), header values, text bodies (JSON, forms, text/*: their bytes, a form's escapes)
 *   and the strings of a parsed body (`\u0000` or a lone surrogate escaped in JSON); such text would
 *   otherwise reach PostgreSQL, which refuses it with an error (a 500);
 * - `Permissions-Policy` on every answer; `Strict-Transport-Security` only over HTTPS.
 */
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, shorten } from './errors';
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

const NUL = 'a NUL byte';
const NOT_UTF8 = 'text that is not UTF-8';
/** A UTF-16 surrogate without its pair (JSON and JavaScript strings can carry one; UTF-8 cannot). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Printable ASCII and tabs, without `%`: nothing to decode, nothing to refuse. */
const PLAIN = /^[\t\x20-\x24\x26-\x7e]*$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Why a piece of raw input is refused: a NUL byte, or bytes that are not UTF-8; null when fine. Characters up
 * to 0xFF stand for one byte each (Node reads a request's URL and header values as latin1); a character above
 * (only `app.inject` makes them) stands for its UTF-8. With `percentEscapes`, `%XX` is the byte XX.
 */
export function encodingProblem(text: string, percentEscapes: boolean): string | null {
  if (PLAIN.test(text)) return null;
  if (LONE_SURROGATE.test(text)) return NOT_UTF8;
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (percentEscapes && code === 0x25 && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (code <= 0xff) {
      bytes.push(code);
    } else {
      const point = text.codePointAt(i)!;
      bytes.push(...Buffer.from(String.fromCodePoint(point), 'utf8'));
      if (point > 0xffff) i++;
    }
  }
  if (bytes.includes(0)) return NUL;
  try {
    utf8.decode(Uint8Array.from(bytes));
  } catch {
    return NOT_UTF8;
  }
  return null;
}

/**
 * The first string of a parsed body (keys included) with a NUL character or a lone surrogate, as a message;
 * null when none. Iterative, like `jsonProblem`.
 */
export function stringProblem(value: unknown, root = 'body'): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: root }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return `${path}: contains ${NUL}`;
      if (LONE_SURROGATE.test(current)) return `${path}: contains ${NOT_UTF8} (a lone surrogate)`;
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    for (const [key, child] of Object.entries(current)) {
      const childPath = Array.isArray(current) ? `${path}[${key}]` : `${path}.${key}`;
      if (key.includes('\u0000') || LONE_SURROGATE.test(key)) {
        return `${path}: a key contains ${key.includes('\u0000') ? NUL : NOT_UTF8}`;
      }
      stack.push({ value: child, path: childPath });
    }
  }
  return null;
}

/** Bodies whose bytes are text: JSON, forms and text/*. */
function textBody(contentType: string | undefined): 'text' | 'form' | null {
  const type = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type === 'application/json' || type.endsWith('+json') || type.startsWith('text/')) return 'text';
  return null;
}

/**
 * The body's bytes, passed on unchanged, checked on the way: a NUL byte or bytes that are not UTF-8 end the
 * stream with a 400. A form's `%XX` escapes are checked too (the form is small: it is kept until its end).
 */
function checkedBody(kind: 'text' | 'form'): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let form = '';
  const refuse = (problem: string) => new HttpError(400, `body: contains ${problem}`);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (chunk.includes(0)) {
        callback(refuse(NUL));
        return;
      }
      try {
        const text = decoder.decode(chunk, { stream: true });
        if (kind === 'form') form += text;
      } catch {
        callback(refuse(NOT_UTF8));
        return;
      }
      callback(null, chunk);
    },
    flush(callback) {
      try {
        decoder.decode();
      } catch {
        callback(refuse(NOT_UTF8));
        return;
      }
      const problem = kind === 'form' ? encodingProblem(form.replace(/\+/g, ' '), true) : null;
      callback(problem ? refuse(problem) : null);
    },
  });
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
    const raw = request.raw.url ?? request.url;
    const query = raw.indexOf('?');
    const pathProblem = encodingProblem(query < 0 ? raw : raw.slice(0, query), true);
    if (pathProblem) throw new HttpError(400, `the path contains ${pathProblem} (once percent-decoded)`);
    const queryProblem = query < 0 ? null : encodingProblem(raw.slice(query + 1).replace(/\+/g, ' '), true);
    if (queryProblem)
      throw new HttpError(400, `the query string contains ${queryProblem} (once percent-decoded)`);
    // Every value of every header (app.inject's WebSocket requests have no rawHeaders). Cookies are read
    // percent-decoded: a %00 there is a NUL too (other escapes are left alone: old scripts store latin1 ones).
    const headers = request.raw.rawHeaders ?? [];
    for (let i = 0; i + 1 < headers.length; i += 2) {
      const name = (headers[i] ?? '').toLowerCase();
      const value = headers[i + 1] ?? '';
      const problem = encodingProblem(value, false) ?? (name === 'cookie' && /%00/.test(value) ? NUL : null);
      if (problem) throw new HttpError(400, `the header ${shorten(name)} contains ${problem}`);
    }
  });

  app.addHook('preParsing', async (request, _reply, payload) => {
    const kind = textBody(request.headers['content-type']);
    // A compressed body is decompressed after this hook: its strings are still checked once parsed.
    const encoding = request.headers['content-encoding'];
    if (!kind || (encoding !== undefined && encoding !== 'identity')) return payload;
    // pipe, not pipeline: a refused body must not destroy the request (its socket still carries the 400).
    const checked = checkedBody(kind);
    payload.on('error', (error) => checked.destroy(error));
    return payload.pipe(checked);
  });

  app.addHook('preValidation', async (request) => {
    const problem = stringProblem(request.body);
    if (problem) throw new HttpError(400, problem);
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
