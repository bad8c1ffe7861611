/**
 * One error format for every 4xx/5xx answer (`apiErrorSchema` of @betline/contracts):
 * `{ statusCode, error, message }`. Malformed input is a 4xx, never a 5xx; a 5xx never leaks internals.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@betline/contracts';

/** An error a route or service throws on purpose, with the status and message the client should see. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A machine-readable reason a client may branch on (answered as `code`). */
    readonly reason?: string,
    /** Extra response headers (`Retry-After`, `Allow`). */
    readonly headers?: Record<string, string>,
    /** Fields added to the error body (e.g. `exception_code` of a 451). */
    readonly extra?: Readonly<Record<string, string | number | boolean>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A piece of the request quoted in a message, cut to 200 characters. */
export function shorten(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

export function apiError(statusCode: number, message?: string): ApiError {
  const error = STATUS_CODES[statusCode] ?? 'Error';
  return { statusCode, error, message: message ?? error };
}

/** Path prefixes of the server's own API: never answered with the web app's index.html. */
export const API_PREFIXES = [
  '/bff-api',
  '/web-api',
  '/healthz',
  '/limit-service-api',
  '/third-party',
  '/social-api',
  '/redirects-api',
  '/blocks-api',
  '/collector-api',
] as const;

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function statusOf(error: FastifyError): number {
  const status = error.statusCode;
  if (typeof status === 'number' && status >= 400 && status <= 599) return status;
  // Fastify's body/querystring/content-type errors carry statusCode; a zod error without one is still input.
  if (error.validation || error.code === 'FST_ERR_VALIDATION') return 400;
  return 500;
}

/**
 * Why a request failed, kept until the request's one log line is written (the onResponse hook of app.ts):
 * `reason` for a 4xx, `err` (with its stack) for a 5xx.
 */
const outcomes = new WeakMap<FastifyRequest, { reason?: string; code?: string; err?: unknown }>();

export function requestOutcome(request: FastifyRequest) {
  return outcomes.get(request);
}

/** The body of a refusal: the usual fields, its `code` and its extra fields (`exception_code`, `stillAllowed`). */
export function httpErrorBody(error: HttpError): Record<string, unknown> {
  const body = { ...error.extra, ...apiError(error.statusCode, error.message) };
  return error.reason ? { ...body, code: error.reason } : body;
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = statusOf(error);
  if (statusCode >= 500) {
    outcomes.set(request, { err: error });
    void reply.status(statusCode).send(apiError(statusCode));
    return;
  }
  outcomes.set(request, { reason: error.message, code: error.code });
  if (error instanceof HttpError) {
    if (error.headers) void reply.headers(error.headers);
    void reply.status(statusCode).send(httpErrorBody(error));
    return;
  }
  void reply.status(statusCode).send(apiError(statusCode, error.message));
}

/** Errors Fastify raises before routing (a malformed URL, a path parameter that is too long). */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    // Fastify's message quotes the whole URL.
    outcomes.set(request, { reason: 'not a valid url component', code: error.code });
    void reply.status(400).send(apiError(400, `'${shorten(request.url)}' is not a valid url component`));
    return;
  }
  errorHandler(error, request, reply);
}
