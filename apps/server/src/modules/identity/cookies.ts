/**
 * Session cookies of a sign-in and the request details a session records.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, SESSION_COOKIE } from '@betline/contracts';
import type { OpenedSession } from './service';

/** Body limit of the small JSON bodies of these routes. */
export const AUTH_BODY_LIMIT = 4 * 1024;

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** Sets the session cookie (httpOnly) and the CSRF cookie (readable), both SameSite=Lax, Secure on HTTPS. */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, opened: OpenedSession): void {
  const common = {
    path: '/',
    sameSite: 'lax' as const,
    secure: isHttps(request),
    expires: opened.expiresAt,
  };
  void reply.setCookie(SESSION_COOKIE, opened.token, { ...common, httpOnly: true });
  void reply.setCookie(CSRF_COOKIE, opened.csrfToken, { ...common, httpOnly: false });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const common = { path: '/', sameSite: 'lax' as const, secure: isHttps(request) };
  void reply.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true });
  void reply.clearCookie(CSRF_COOKIE, common);
}

export function sessionMeta(request: FastifyRequest) {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua : undefined };
}
