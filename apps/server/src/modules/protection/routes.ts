/**
 * The limit service at the seed's paths (SPEC §7; DECISIONS 14) and the reality-check call. Every route needs
 * the bearer token of `GET /web-api/user/gettoken` (the limit-service calls) or the session (reality check);
 * answers carry `status` and `title` as the seed's client expects (SPEC §8), errors also the usual
 * `{ statusCode, error, message }`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  LIMIT_PATHS,
  REALITY_CHECK_PATH,
  blockUserBodySchema,
  deleteLimitQuerySchema,
  limitActionBodySchema,
  realityCheckBodySchema,
  setLimitsBodySchema,
  testAnswersBodySchema,
} from '@betline/contracts';
import { apiError } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod';
import { protectionMessages } from './messages';
import { ProtectionError, type ProtectionService } from './service';

/** Who is calling: the player, their session and when it started. */
export interface LimitCaller {
  playerId: number;
  sessionId: string;
  sessionStartedAt: number;
}

export interface ProtectionRoutesOptions {
  protection: ProtectionService;
  /** Reads the bearer token (limit-service calls); null when missing, invalid or expired. */
  bearer: (request: FastifyRequest) => Promise<LimitCaller | null>;
  /** Reads the session cookie (reality check); null without a valid session. */
  session: (request: FastifyRequest) => Promise<LimitCaller | null>;
  /** Logs the player out everywhere (reality check "log_out"). */
  logout: (caller: LimitCaller) => Promise<void>;
}

/** The seed's error answer: status and title, plus our usual error fields. */
function refuse(reply: FastifyReply, status: number, title: string) {
  return reply.status(status).send({ ...apiError(status, title), status, title });
}

const language = (request: FastifyRequest) => {
  const header = request.headers['x-language'];
  return typeof header === 'string' ? header : undefined;
};

export async function protectionRoutes(
  app: FastifyInstance,
  options: ProtectionRoutesOptions,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { protection } = options;

  // Every limit-service route: 401 without a valid bearer token (ERR IDs), 4xx with status/title otherwise.
  const withCaller =
    <R extends FastifyRequest>(
      read: (request: FastifyRequest) => Promise<LimitCaller | null>,
      handler: (request: R, reply: FastifyReply, caller: LimitCaller) => Promise<unknown>,
    ) =>
    async (request: R, reply: FastifyReply) => {
      const caller = await read(request);
      if (!caller) return refuse(reply, 401, 'Sign in again: the token is missing, invalid or expired.');
      try {
        return await handler(request, reply, caller);
      } catch (error) {
        if (error instanceof ProtectionError) return refuse(reply, error.status, error.message);
        throw error;
      }
    };

  api.get(
    LIMIT_PATHS.limits,
    withCaller(options.bearer, async (_request, _reply, caller) => ({
      data: await protection.getLimits(caller.playerId),
    })),
  );

  api.get(
    LIMIT_PATHS.availableLimits,
    withCaller(options.bearer, async () => ({ data: protection.availableLimits() })),
  );

  api.get(
    LIMIT_PATHS.selfExcludeReasons,
    withCaller(options.bearer, async (request) => ({
      data: protection.selfExcludeReasons(language(request)),
    })),
  );

  api.post(
    LIMIT_PATHS.limits,
    { schema: { body: setLimitsBodySchema }, bodyLimit: 4096 },
    withCaller(
      options.bearer,
      async (request: FastifyRequest<{ Body: typeof setLimitsBodySchema._zod.output }>, _reply, caller) =>
        protection.setLimits(caller.playerId, request.body.limits, language(request)),
    ),
  );

  api.post(
    LIMIT_PATHS.testAnswers,
    { schema: { body: testAnswersBodySchema }, bodyLimit: 4096 },
    withCaller(
      options.bearer,
      async (request: FastifyRequest<{ Body: typeof testAnswersBodySchema._zod.output }>, _reply, caller) =>
        protection.testAnswers(
          caller.playerId,
          request.body.tokenGuid,
          request.body.answers,
          language(request),
        ),
    ),
  );

  api.post(
    LIMIT_PATHS.limitAction,
    { schema: { body: limitActionBodySchema }, bodyLimit: 1024 },
    withCaller(
      options.bearer,
      async (request: FastifyRequest<{ Body: typeof limitActionBodySchema._zod.output }>, reply, caller) => {
        const answer = await protection.limitAction(
          caller.playerId,
          request.body.limitType,
          request.body.action === 1,
          language(request),
        );
        // 204 is the seed's "action saved"; the title travels in a header since a 204 has no body.
        return reply.status(204).header('x-title', encodeURIComponent(answer.title)).send();
      },
    ),
  );

  api.delete(
    LIMIT_PATHS.limit,
    { schema: { querystring: deleteLimitQuerySchema } },
    withCaller(
      options.bearer,
      async (
        request: FastifyRequest<{ Querystring: typeof deleteLimitQuerySchema._zod.output }>,
        reply,
        caller,
      ) => {
        const answer = await protection.deleteLimit(
          caller.playerId,
          request.query.limitType,
          language(request),
        );
        return reply.status(204).header('x-title', encodeURIComponent(answer.title)).send();
      },
    ),
  );

  api.post(
    LIMIT_PATHS.blockUser,
    { schema: { body: blockUserBodySchema }, bodyLimit: 1024 },
    withCaller(
      options.bearer,
      async (request: FastifyRequest<{ Body: typeof blockUserBodySchema._zod.output }>, _reply, caller) =>
        protection.blockUser(caller.playerId, request.body.days, request.body.reasonId, language(request)),
    ),
  );

  api.post(
    LIMIT_PATHS.ping,
    { bodyLimit: 1024 },
    withCaller(options.bearer, async (_request, _reply, caller) =>
      protection.ping(caller.playerId, caller.sessionId, caller.sessionStartedAt),
    ),
  );

  api.get(
    REALITY_CHECK_PATH,
    withCaller(options.session, async (_request, _reply, caller) => ({
      ...(await protection.realityCheckFigures(caller.playerId, caller.sessionStartedAt)),
      nextCheckAt: await protection.nextRealityCheckAt(
        caller.playerId,
        caller.sessionId,
        caller.sessionStartedAt,
      ),
    })),
  );

  api.post(
    REALITY_CHECK_PATH,
    { schema: { body: realityCheckBodySchema }, bodyLimit: 1024 },
    withCaller(
      options.session,
      async (
        request: FastifyRequest<{ Body: typeof realityCheckBodySchema._zod.output }>,
        _reply,
        caller,
      ) => {
        const a = request.body.data.attributes;
        await protection.recordRealityCheck(caller.playerId, caller.sessionId, {
          action: a.action,
          doNotShowAgain: a.do_not_show_again,
          popupShowAt: a.popup_show_at,
        });
        if (a.action === 'log_out') await options.logout(caller);
        return {
          status: 200,
          title: protectionMessages(language(request)).saved,
          ...(await protection.realityCheckFigures(caller.playerId, caller.sessionStartedAt)),
          nextCheckAt:
            a.action === 'log_out'
              ? null
              : await protection.nextRealityCheckAt(
                  caller.playerId,
                  caller.sessionId,
                  caller.sessionStartedAt,
                ),
        };
      },
    ),
  );
}
