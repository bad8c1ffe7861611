/**
 * Guards for routes of any module.
 *
 * `requirePlayer(identity)` is a Fastify preHandler: without a live session cookie it answers 401
 * (`{ statusCode, error, message, code: 'unauthenticated' }`; `session_limit` or `excluded` when the player's
 * session limit or an exclusion ended the session); otherwise it sets
 * `request.player = { playerId, sessionId }`.
 *
 * CSRF: every cookie-authenticated write (any method but GET, HEAD, OPTIONS) must carry the header
 * `x-csrf-token` whose value is the session's CSRF token. The client gets that token in the sign-in answer
 * (`csrfToken`) and in the readable cookie `betline_csrf` (set with the session cookie, not httpOnly):
 * read the cookie, send its value in the header. A missing or wrong token answers 403 (`code: 'csrf_failed'`).
 * Another site can neither read the cookie nor set the header, so it cannot forge a write.
 *
 * `requireBearer(identity)` accepts `Authorization: Bearer <user token>` (from `GET /web-api/user/gettoken`)
 * instead, for the limit service's paths; bearer requests carry no cookie authority, so need no CSRF token.
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_ERROR_CODES, CSRF_HEADER, SESSION_COOKIE } from '@betline/contracts';
import { HttpError } from '../../http/errors';
import { safeEqual } from './crypto';
import type { IdentityService } from './service';

export interface RequestPlayer {
  playerId: number;
  /** The stored session id (SHA-256 of the cookie token); empty for bearer-token requests. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requirePlayer` / `requireBearer`. */
    player?: RequestPlayer;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session cookie of a request (needs @fastify/cookie, registered in buildApp). */
export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies?.[SESSION_COOKIE];
}

/** Throws 403 unless a write carries the CSRF token of `expected`. */
export function checkCsrf(request: FastifyRequest, expected: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  const sent = request.headers[CSRF_HEADER];
  if (typeof sent !== 'string' || !safeEqual(sent, expected)) {
    throw new HttpError(
      403,
      `missing or wrong ${CSRF_HEADER} header: send the value of the betline_csrf cookie`,
      AUTH_ERROR_CODES.csrf,
    );
  }
}

function unauthenticated(): HttpError {
  return new HttpError(401, 'sign in first: no valid session', AUTH_ERROR_CODES.unauthenticated);
}

/**
 * The signed-in player when the request carries a live session, else null (guests). A cookie-authenticated
 * write must carry its CSRF token like every other (403 otherwise).
 */
export async function optionalPlayer(
  identity: IdentityService,
  request: FastifyRequest,
): Promise<number | null> {
  const resolved = await identity.resolveSession(sessionToken(request));
  if (!resolved) return null;
  checkCsrf(request, resolved.csrfToken);
  return resolved.playerId;
}

export function requirePlayer(identity: IdentityService): preHandlerAsyncHookHandler {
  return async function requirePlayerHandler(request: FastifyRequest, _reply: FastifyReply) {
    const found = await identity.lookupSession(sessionToken(request));
    if (!found.ok) {
      // A session ended by the session limit or an exclusion says so (the client shows the reason).
      if (found.ended) throw new HttpError(401, found.ended.message, found.ended.code);
      throw unauthenticated();
    }
    const resolved = found.session;
    checkCsrf(request, resolved.csrfToken);
    request.player = { playerId: resolved.playerId, sessionId: resolved.sessionId };
  };
}

export function requireBearer(identity: IdentityService): preHandlerAsyncHookHandler {
  return async function requireBearerHandler(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._-]{10,2000})$/.exec(header) : null;
    const verified = match?.[1] ? await identity.verifyUserToken(match[1]) : null;
    if (!verified) {
      throw new HttpError(
        401,
        'a valid bearer token is required: get one from GET /web-api/user/gettoken',
        AUTH_ERROR_CODES.unauthenticated,
      );
    }
    request.player = { playerId: verified.playerId, sessionId: '' };
  };
}
