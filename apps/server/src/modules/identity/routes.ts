/**
 * HTTP routes of the identity module (a Fastify plugin: `app.register(identityRoutes, { identity })`).
 * Paths: `IDENTITY_PATHS` of @betline/contracts and docs/adr/0006-identity.md.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  activateRequestSchema,
  AUTH_ERROR_CODES,
  CSRF_COOKIE,
  IDENTITY_PATHS as P,
  loginPhoneRequestSchema,
  loginRequestSchema,
  loginSmsRequestSchema,
  loginTokenRequestSchema,
  loginTwoStepRequestSchema,
  passwordResetLinkSchema,
  passwordResetRequestSchema,
  passwordResetSmsSchema,
  registerEmailRequestSchema,
  registerFastRequestSchema,
  registerPhoneCodeRequestSchema,
  registerPhoneRequestSchema,
  sendCredentialsRequestSchema,
  sendSmsRequestSchema,
  SESSION_COOKIE,
  userTokenQuerySchema,
} from '@betline/contracts';
import { HttpError } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod';
import { fastifyRateLimitStore } from '../../infra/rateLimit';
import { checkCsrf, requirePlayer, sessionToken } from './guard';
import type { IdentityService, OpenedSession, SignInResult } from './service';
import { createRegistration } from './registration';

export interface IdentityRoutesOptions {
  identity: IdentityService;
  /** Requests per minute per address on each sign-in and registration path. Default 30. */
  authRequestsPerMinute?: number;
}

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

export async function identityRoutes(
  parent: FastifyInstance,
  { identity, authRequestsPerMinute = 30 }: IdentityRoutesOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const registration = createRegistration(identity);

  await app.register(fastifyRateLimit, {
    global: false,
    store: fastifyRateLimitStore(identity.limits, 'http'),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `too many requests from this address: retry in ${Math.ceil(context.ttl / 1000)} s`,
        'rate_limited',
        { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      ),
  });

  /** Per-address limit of every sign-in and registration path. */
  const authRoute = {
    bodyLimit: AUTH_BODY_LIMIT,
    config: { rateLimit: { max: authRequestsPerMinute, timeWindow: 60_000 } },
  };

  /**
   * Opens the session of a sign-in: the previous session of this browser, if any, is revoked first
   * (session rotation), then the new cookies are set.
   */
  async function finishSignIn(request: FastifyRequest, reply: FastifyReply, opened: OpenedSession) {
    await identity.revokeSessionToken(sessionToken(request));
    setSessionCookies(request, reply, opened);
    return { userId: opened.playerId, csrfToken: opened.csrfToken };
  }

  async function answerSignIn(request: FastifyRequest, reply: FastifyReply, result: SignInResult) {
    if (result.kind === 'two-step') {
      return { twoStepRequired: true as const, challenge: result.challenge, expiresIn: result.expiresIn };
    }
    return finishSignIn(request, reply, result.session);
  }

  // ----- registration (REG-001..004) -------------------------------------------------------------------

  app.post(
    P.registerFast,
    { ...authRoute, schema: { body: registerFastRequestSchema } },
    async (request, reply) => {
      const created = await registration.registerFast(request.body, sessionMeta(request));
      const signedIn = await finishSignIn(request, reply, created.session);
      return reply.status(201).send({ ...created.answer, ...signedIn });
    },
  );

  app.post(
    P.sendCredentials,
    { ...authRoute, preHandler: requirePlayer(identity), schema: { body: sendCredentialsRequestSchema } },
    async (request) => {
      await registration.sendCredentials(request.player!.playerId, request.body.email, request.body.password);
      return { ok: true as const };
    },
  );

  app.post(
    P.registerPhoneCode,
    { ...authRoute, schema: { body: registerPhoneCodeRequestSchema } },
    async (request) => {
      const sent = await registration.sendRegistrationCode(request.body.phone);
      return { sent: true as const, expiresIn: sent.expiresIn };
    },
  );

  app.post(
    P.registerPhone,
    { ...authRoute, schema: { body: registerPhoneRequestSchema } },
    async (request, reply) => {
      const opened = await registration.registerPhone(request.body, sessionMeta(request));
      return reply.status(201).send(await finishSignIn(request, reply, opened));
    },
  );

  app.post(
    P.registerEmail,
    { ...authRoute, schema: { body: registerEmailRequestSchema } },
    async (request, reply) => {
      await registration.registerEmail(request.body);
      return reply.status(202).send({ activationSent: true as const });
    },
  );

  app.post(P.activate, { ...authRoute, schema: { body: activateRequestSchema } }, async (request) => {
    const activated = await registration.activate(request.body.token);
    return { activated: true as const, login: activated.login };
  });

  // ----- sign-in (AUTH-023, AUTH-024, API-027..035) ----------------------------------------------------

  app.post(P.login, { ...authRoute, schema: { body: loginRequestSchema } }, async (request, reply) => {
    const { login, password, captcha_id } = request.body;
    const result = await identity.signInWithPassword(
      { login, password, captchaId: captcha_id },
      sessionMeta(request),
    );
    return answerSignIn(request, reply, result);
  });

  app.post(
    P.loginPhone,
    { ...authRoute, schema: { body: loginPhoneRequestSchema } },
    async (request, reply) => {
      const { phone, password, captcha_id } = request.body;
      const result = await identity.signInWithPhone(
        { phone, password, captchaId: captcha_id },
        sessionMeta(request),
      );
      return answerSignIn(request, reply, result);
    },
  );

  app.post(P.sendSms, { ...authRoute, schema: { body: sendSmsRequestSchema } }, async (request) => {
    const sent = await registration.sendSignInOrResetCode(request.body.phone, request.body.purpose);
    return { sent: true as const, expiresIn: sent.expiresIn };
  });

  app.post(P.loginSms, { ...authRoute, schema: { body: loginSmsRequestSchema } }, async (request, reply) => {
    const result = await registration.signInWithSmsCode(
      request.body.phone,
      request.body.code,
      sessionMeta(request),
    );
    return answerSignIn(request, reply, result);
  });

  app.post(
    P.loginTwoStep,
    { ...authRoute, schema: { body: loginTwoStepRequestSchema } },
    async (request, reply) => {
      const opened = await identity.signInTwoStep(
        request.body.challenge,
        request.body.code,
        sessionMeta(request),
      );
      return finishSignIn(request, reply, opened);
    },
  );

  app.post(
    P.loginToken,
    { ...authRoute, schema: { body: loginTokenRequestSchema } },
    async (request, reply) => {
      const verified = await identity.verifyUserToken(request.body.token);
      if (!verified)
        throw new HttpError(401, 'the token is not valid or has expired', AUTH_ERROR_CODES.unauthenticated);
      const opened = await identity.openSession(verified.playerId, 'token', sessionMeta(request));
      return finishSignIn(request, reply, opened);
    },
  );

  // API-035, AUTH-012: disconnect revokes the session on the server and clears the cookies.
  app.post(P.disconnect, { bodyLimit: AUTH_BODY_LIMIT }, async (request, reply) => {
    const token = sessionToken(request);
    const resolved = await identity.resolveSession(token);
    if (resolved) {
      checkCsrf(request, resolved.csrfToken);
      await identity.revokeSessionToken(token);
    }
    clearSessionCookies(request, reply);
    return { ok: true as const };
  });

  // API-038: session check answers userId.
  app.get(P.check, { preHandler: requirePlayer(identity) }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { userId: request.player!.playerId };
  });

  // API-036: rights.
  app.get(P.rights, { preHandler: requirePlayer(identity) }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const found = await identity.findPlayer(request.player!.playerId);
    if (!found) throw new HttpError(401, 'sign in first: no valid session', AUTH_ERROR_CODES.unauthenticated);
    const rights = found.banLevel > 0 ? ['withdraw'] : ['bet', 'deposit', 'withdraw', 'play'];
    return { userId: found.id, rights, banLevel: found.banLevel, banVersion: found.banVersion };
  });

  // API-004: GET /web-api/session, never cached.
  app.get(P.session, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const resolved = await identity.resolveSession(sessionToken(request));
    return {
      authenticated: resolved !== null,
      userId: resolved?.playerId ?? null,
      expiresAt: resolved?.expiresAt.toISOString() ?? null,
    };
  });

  // API-002: a short-lived signed token for the limit service.
  app.get(
    P.userToken,
    { preHandler: requirePlayer(identity), schema: { querystring: userTokenQuerySchema } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return identity.issueUserToken(request.player!);
    },
  );

  // ----- password reset (AUTH-035) ---------------------------------------------------------------------

  app.post(
    P.passwordResetRequest,
    { ...authRoute, schema: { body: passwordResetRequestSchema } },
    async (request, reply) => {
      await registration.requestPasswordReset(request.body.email);
      return reply.status(202).send({ sent: true as const });
    },
  );

  app.post(
    P.passwordResetLink,
    { ...authRoute, schema: { body: passwordResetLinkSchema } },
    async (request) => {
      await registration.resetPasswordByLink(request.body.token, request.body.password);
      return { ok: true as const };
    },
  );

  app.post(
    P.passwordResetSms,
    { ...authRoute, schema: { body: passwordResetSmsSchema } },
    async (request) => {
      await registration.resetPasswordBySms(request.body.phone, request.body.code, request.body.password);
      return { ok: true as const };
    },
  );
}
