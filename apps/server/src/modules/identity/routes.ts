/**
 * HTTP routes of the identity module (a Fastify plugin: `app.register(identityRoutes, { identity })`).
 * Paths: `IDENTITY_PATHS` of @betline/contracts and docs/adr/0006-identity.md.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  activateRequestSchema,
  activateResponseSchema,
  AUTH_ERROR_CODES,
  codeSentSchema,
  loginResponseSchema,
  mailingSettingsSchema,
  okSchema,
  passwordResetRequestedSchema,
  personalDataSchema,
  phoneCountriesSchema,
  phoneMasksSchema,
  protectionSchema,
  registerEmailResponseSchema,
  registerFastResponseSchema,
  rightsSchema,
  sessionCheckSchema,
  sessionInfoSchema,
  sessionListSchema,
  signedInSchema,
  twoStepSetupResponseSchema,
  userConfigSchema,
  userTokenResponseSchema,
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
  userTokenQuerySchema,
  personalDataUpdateSchema,
  mailingSettingsUpdateSchema,
  changePasswordRequestSchema,
  twoStepCodeRequestSchema,
  twoStepDisableRequestSchema,
  sessionIdParamsSchema,
} from '@betline/contracts';
import { captchaRoutes } from '../captcha/routes';
import { PHONE_COUNTRIES, PHONE_MASKS } from './phoneCountries';
import { createProfile, type VerificationOf } from './profile';
import { socialRoutes } from './social';
import { HttpError } from '../../http/errors';
import { answers, type ZodTypeProvider } from '../../http/zod';
import { requestLanguage } from '../../infra/playerLanguage';
import { fastifyRateLimitStore } from '../../infra/rateLimit';
import { AUTH_BODY_LIMIT, clearSessionCookies, sessionMeta, setSessionCookies } from './cookies';
import { checkCsrf, requirePlayer, sessionToken } from './guard';
import type { IdentityService, OpenedSession, SignInResult } from './service';
import { createRegistration } from './registration';
import type { PlayerSettings } from './tables';

export interface IdentityRoutesOptions {
  identity: IdentityService;
  /** Requests per minute per address on each sign-in and registration path. Default 30. */
  authRequestsPerMinute?: number;
  /** The demo OAuth provider of social sign-in (a demo route: http/devRoutes.ts). Default true. */
  demoProvider?: boolean;
  /** The player's verification for the user config (the verification module); none: the player table's. */
  verificationOf?: VerificationOf;
}

export async function identityRoutes(
  parent: FastifyInstance,
  { identity, authRequestsPerMinute = 30, demoProvider = true, verificationOf }: IdentityRoutesOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const registration = createRegistration(identity);
  const profile = createProfile(identity, verificationOf);

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
    {
      ...authRoute,
      schema: { body: registerFastRequestSchema, response: answers({ 201: registerFastResponseSchema }) },
    },
    async (request, reply) => {
      await identity.guardRequest('register', request.ip, null, request.body.captcha);
      const created = await registration.registerFast(request.body, sessionMeta(request));
      const signedIn = await finishSignIn(request, reply, created.session);
      return reply.status(201).send({ ...created.answer, ...signedIn });
    },
  );

  app.post(
    P.sendCredentials,
    {
      ...authRoute,
      preHandler: requirePlayer(identity),
      schema: { body: sendCredentialsRequestSchema, response: answers({ 200: okSchema }) },
    },
    async (request) => {
      await registration.sendCredentials(request.player!.playerId, request.body.email, request.body.password);
      return { ok: true as const };
    },
  );

  app.post(
    P.registerPhoneCode,
    {
      ...authRoute,
      schema: { body: registerPhoneCodeRequestSchema, response: answers({ 200: codeSentSchema }) },
    },
    async (request) => {
      await identity.guardRequest('sms', request.ip, request.body.phone, request.body.captcha);
      const sent = await registration.sendRegistrationCode(request.body.phone, requestLanguage(request));
      return { sent: true as const, expiresIn: sent.expiresIn };
    },
  );

  app.post(
    P.registerPhone,
    {
      ...authRoute,
      schema: { body: registerPhoneRequestSchema, response: answers({ 201: signedInSchema }) },
    },
    async (request, reply) => {
      const opened = await registration.registerPhone(request.body, sessionMeta(request));
      return reply.status(201).send(await finishSignIn(request, reply, opened));
    },
  );

  app.post(
    P.registerEmail,
    {
      ...authRoute,
      schema: { body: registerEmailRequestSchema, response: answers({ 202: registerEmailResponseSchema }) },
    },
    async (request, reply) => {
      await identity.guardRequest('register', request.ip, request.body.email, request.body.captcha);
      await registration.registerEmail(request.body);
      return reply.status(202).send({ activationSent: true as const });
    },
  );

  app.post(
    P.activate,
    {
      ...authRoute,
      schema: { body: activateRequestSchema, response: answers({ 200: activateResponseSchema }) },
    },
    async (request, reply) => {
      const activated = await registration.activate(request.body.token, sessionMeta(request));
      const signedIn = activated.session ? await finishSignIn(request, reply, activated.session) : {};
      return { activated: true as const, login: activated.login, ...signedIn };
    },
  );

  // ----- sign-in (AUTH-023, AUTH-024, API-027..035) ----------------------------------------------------

  app.post(
    P.login,
    { ...authRoute, schema: { body: loginRequestSchema, response: answers({ 200: loginResponseSchema }) } },
    async (request, reply) => {
      const { login, password, captcha } = request.body;
      const result = await identity.signInWithPassword({ login, password, captcha }, sessionMeta(request));
      return answerSignIn(request, reply, result);
    },
  );

  app.post(
    P.loginPhone,
    {
      ...authRoute,
      schema: { body: loginPhoneRequestSchema, response: answers({ 200: loginResponseSchema }) },
    },
    async (request, reply) => {
      const { phone, password, captcha } = request.body;
      const result = await identity.signInWithPhone({ phone, password, captcha }, sessionMeta(request));
      return answerSignIn(request, reply, result);
    },
  );

  app.post(
    P.sendSms,
    { ...authRoute, schema: { body: sendSmsRequestSchema, response: answers({ 200: codeSentSchema }) } },
    async (request) => {
      await identity.guardRequest('sms', request.ip, request.body.phone, request.body.captcha);
      const sent = await registration.sendSignInOrResetCode(request.body.phone, request.body.purpose);
      return { sent: true as const, expiresIn: sent.expiresIn };
    },
  );

  app.post(
    P.loginSms,
    {
      ...authRoute,
      schema: { body: loginSmsRequestSchema, response: answers({ 200: loginResponseSchema }) },
    },
    async (request, reply) => {
      const result = await registration.signInWithSmsCode(
        request.body.phone,
        request.body.code,
        sessionMeta(request),
      );
      return answerSignIn(request, reply, result);
    },
  );

  app.post(
    P.loginTwoStep,
    { ...authRoute, schema: { body: loginTwoStepRequestSchema, response: answers({ 200: signedInSchema }) } },
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
    { ...authRoute, schema: { body: loginTokenRequestSchema, response: answers({ 200: signedInSchema }) } },
    async (request, reply) => {
      const verified = await identity.verifyUserToken(request.body.token);
      if (!verified)
        throw new HttpError(401, 'the token is not valid or has expired', AUTH_ERROR_CODES.unauthenticated);
      // The new session ends with the one that issued the token.
      const opened = await identity.openSession(
        verified.playerId,
        'token',
        sessionMeta(request),
        verified.sessionId,
      );
      return finishSignIn(request, reply, opened);
    },
  );

  // API-035, AUTH-012: disconnect revokes the session on the server and clears the cookies.
  app.post(
    P.disconnect,
    { bodyLimit: AUTH_BODY_LIMIT, schema: { response: answers({ 200: okSchema }) } },
    async (request, reply) => {
      const token = sessionToken(request);
      const resolved = await identity.resolveSession(token);
      if (resolved) {
        checkCsrf(request, resolved.csrfToken);
        await identity.revokeSessionToken(token);
      }
      clearSessionCookies(request, reply);
      return { ok: true as const };
    },
  );

  // API-038: session check answers userId.
  app.get(
    P.check,
    { preHandler: requirePlayer(identity), schema: { response: answers({ 200: sessionCheckSchema }) } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { userId: request.player!.playerId };
    },
  );

  // API-036: rights.
  app.get(
    P.rights,
    { preHandler: requirePlayer(identity), schema: { response: answers({ 200: rightsSchema }) } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const found = await identity.findPlayer(request.player!.playerId);
      if (!found)
        throw new HttpError(401, 'sign in first: no valid session', AUTH_ERROR_CODES.unauthenticated);
      const rights = found.banLevel > 0 ? ['withdraw'] : ['bet', 'deposit', 'withdraw', 'play'];
      return { userId: found.id, rights, banLevel: found.banLevel, banVersion: found.banVersion };
    },
  );

  // API-004: GET /web-api/session, never cached.
  app.get(
    P.session,
    { schema: { response: answers({ 200: sessionInfoSchema }) } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const found = await identity.lookupSession(sessionToken(request));
      const resolved = found.ok ? found.session : null;
      return {
        authenticated: resolved !== null,
        userId: resolved?.playerId ?? null,
        expiresAt: resolved?.expiresAt.toISOString() ?? null,
        startedAt: resolved?.startedAt.toISOString() ?? null,
        // RG 31: the client shows a permanent notice of when the session ends; the server ends it then.
        sessionEndsAt: resolved?.endsAt?.toISOString() ?? null,
        endedReason: found.ok ? null : (found.ended?.code ?? null),
      };
    },
  );

  // API-002: a short-lived signed token for the limit service.
  app.get(
    P.userToken,
    {
      preHandler: requirePlayer(identity),
      schema: { querystring: userTokenQuerySchema, response: answers({ 200: userTokenResponseSchema }) },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return identity.issueUserToken(request.player!);
    },
  );

  // ----- password reset (AUTH-035) ---------------------------------------------------------------------

  app.post(
    P.passwordResetRequest,
    {
      ...authRoute,
      schema: { body: passwordResetRequestSchema, response: answers({ 202: passwordResetRequestedSchema }) },
    },
    async (request, reply) => {
      await identity.guardRequest('reset', request.ip, request.body.email, request.body.captcha);
      await registration.requestPasswordReset(request.body.email);
      return reply.status(202).send({ sent: true as const });
    },
  );

  app.post(
    P.passwordResetLink,
    { ...authRoute, schema: { body: passwordResetLinkSchema, response: answers({ 200: okSchema }) } },
    async (request) => {
      await registration.resetPasswordByLink(request.body.token, request.body.password);
      return { ok: true as const };
    },
  );

  app.post(
    P.passwordResetSms,
    { ...authRoute, schema: { body: passwordResetSmsSchema, response: answers({ 200: okSchema }) } },
    async (request) => {
      await registration.resetPasswordBySms(request.body.phone, request.body.code, request.body.password);
      return { ok: true as const };
    },
  );

  // ----- phone countries and masks (API-045, API-046, REG-023..026) -----------------------------------

  app.get(
    P.phoneCountries,
    { schema: { response: answers({ 200: phoneCountriesSchema }) } },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=3600');
      return { data: [...PHONE_COUNTRIES] };
    },
  );

  app.get(
    P.phoneMasks,
    { schema: { response: answers({ 200: phoneMasksSchema }) } },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=3600');
      return { data: [...PHONE_MASKS] };
    },
  );

  // ----- the signed-in player (ACC) ---------------------------------------------------------------------

  const signedIn = { preHandler: requirePlayer(identity) };
  const signedInWrite = { ...signedIn, bodyLimit: AUTH_BODY_LIMIT };

  // API-040, ACC-011: the user config.
  app.get(
    P.userConfig,
    { ...signedIn, schema: { response: answers({ 200: userConfigSchema }) } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return profile.userConfig(request.player!.playerId);
    },
  );

  app.get(
    P.personalData,
    { ...signedIn, schema: { response: answers({ 200: personalDataSchema }) } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return profile.personalData(request.player!.playerId);
    },
  );

  app.put(
    P.personalData,
    {
      ...signedInWrite,
      schema: { body: personalDataUpdateSchema, response: answers({ 200: personalDataSchema }) },
    },
    async (request) => profile.updatePersonalData(request.player!.playerId, request.body),
  );

  app.get(
    P.mailing,
    { ...signedIn, schema: { response: answers({ 200: mailingSettingsSchema }) } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return asMailing(await profile.mailing(request.player!.playerId));
    },
  );

  app.put(
    P.mailing,
    {
      ...signedInWrite,
      schema: { body: mailingSettingsUpdateSchema, response: answers({ 200: mailingSettingsSchema }) },
    },
    async (request) =>
      asMailing(await profile.updateMailing(request.player!.playerId, stripUndefined(request.body))),
  );

  app.post(
    P.changePassword,
    { ...signedInWrite, schema: { body: changePasswordRequestSchema, response: answers({ 200: okSchema }) } },
    async (request) => {
      const { playerId, sessionId } = request.player!;
      await profile.changePassword(
        playerId,
        sessionId,
        request.body.currentPassword,
        request.body.newPassword,
      );
      return { ok: true as const };
    },
  );

  app.post(
    P.twoStepSetup,
    { ...signedInWrite, schema: { response: answers({ 200: twoStepSetupResponseSchema }) } },
    async (request) => profile.setupTwoStep(request.player!.playerId),
  );

  app.post(
    P.twoStepEnable,
    { ...signedInWrite, schema: { body: twoStepCodeRequestSchema, response: answers({ 200: okSchema }) } },
    async (request) => {
      await profile.enableTwoStep(request.player!.playerId, request.body.code);
      return { ok: true as const };
    },
  );

  app.post(
    P.twoStepDisable,
    { ...signedInWrite, schema: { body: twoStepDisableRequestSchema, response: answers({ 200: okSchema }) } },
    async (request) => {
      await profile.disableTwoStep(request.player!.playerId, request.body.code, request.body.password);
      return { ok: true as const };
    },
  );

  app.get(
    P.protection,
    { ...signedIn, schema: { response: answers({ 200: protectionSchema }) } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return profile.protection(request.player!.playerId);
    },
  );

  app.get(
    P.sessions,
    { ...signedIn, schema: { response: answers({ 200: sessionListSchema }) } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { playerId, sessionId } = request.player!;
      const rows = await identity.listSessions(playerId);
      return {
        data: rows.map((r) => ({
          id: r.id,
          current: r.id === sessionId,
          method: r.method,
          createdAt: r.createdAt.toISOString(),
          lastSeenAt: r.lastSeenAt.toISOString(),
          expiresAt: r.expiresAt.toISOString(),
          ip: r.ip,
          userAgent: r.userAgent,
        })),
      };
    },
  );

  // Another player's session answers 404, like one that does not exist.
  app.delete(
    `${P.sessions}/:id`,
    { ...signedIn, schema: { params: sessionIdParamsSchema, response: answers({ 200: okSchema }) } },
    async (request) => {
      const revoked = await identity.revokeSession(request.player!.playerId, request.params.id);
      if (!revoked) throw new HttpError(404, `no session ${request.params.id} of yours`);
      return { ok: true as const };
    },
  );

  await app.register(captchaRoutes, { captcha: identity.captcha, bodyLimit: AUTH_BODY_LIMIT });
  await app.register(socialRoutes, { identity, demoProvider });
}

/**
 * The stored settings as the contract reads them: the first-deposit bonus choice is stored from the contract's
 * 0, 1 or 2 (registration, the mailing update), though the table's type says number; the serializer checks it.
 */
function asMailing(settings: PlayerSettings): z.output<typeof mailingSettingsSchema> {
  return settings as z.output<typeof mailingSettingsSchema>;
}

function stripUndefined<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}
