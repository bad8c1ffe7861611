/**
 * The limit service at the seed's paths (SPEC §7; DECISIONS 14) and the reality-check call. Every route needs
 * the bearer token of `GET /web-api/user/gettoken` (the limit-service calls) or the session (reality check);
 * answers carry `status` and `title` as the seed's client expects (SPEC §8), errors also the usual
 * `{ statusCode, error, message }`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  FIGURES_PATHS,
  dailyFiguresAnswerSchema,
  dailyFiguresQuerySchema,
  limitHistoryAnswerSchema,
  limitHistoryQuerySchema,
  netDepositsAnswerSchema,
  netDepositsQuerySchema,
  LIMIT_PATHS,
  REALITY_CHECK_PATH,
  availableLimitsAnswerSchema,
  blockUserAnswerSchema,
  blockUserBodySchema,
  deleteLimitQuerySchema,
  limitActionBodySchema,
  limitStatusAnswerSchema,
  limitsAnswerSchema,
  pingAnswerSchema,
  realityCheckAnswerSchema,
  realityCheckBodySchema,
  selfExcludeReasonsAnswerSchema,
  setLimitsAnswerSchema,
  setLimitsBodySchema,
  testAnswersAnswerSchema,
  testAnswersBodySchema,
} from '@betline/contracts';
import { apiError, HttpError } from '../../http/errors';
import { answers, type ZodTypeProvider } from '../../http/zod';
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

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the limit service's authentication hook. */
    limitCaller?: LimitCaller;
  }
}

type Handler<R extends FastifyRequest, T> = (
  request: R,
  reply: FastifyReply,
  caller: LimitCaller,
) => Promise<T>;

export async function protectionRoutes(
  app: FastifyInstance,
  options: ProtectionRoutesOptions,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { protection } = options;

  /**
   * Authentication runs first (onRequest, before the body is read or validated): without a valid token every
   * route answers 401 with status and title (ERR-015).
   */
  const authBy =
    (read: (request: FastifyRequest) => Promise<LimitCaller | null>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const caller = await read(request);
      if (!caller) {
        await refuse(reply, 401, protectionMessages(language(request)).signInAgain);
        return reply;
      }
      request.limitCaller = caller;
      return undefined;
    };
  const bearer = { onRequest: authBy(options.bearer) };
  const session = { onRequest: authBy(options.session) };
  /** The player's figures: the bearer token when one is sent, else the session cookie. */
  const player = {
    onRequest: authBy((request) =>
      request.headers.authorization === undefined ? options.session(request) : options.bearer(request),
    ),
  };

  /**
   * A refusal of the rules answers its status with the seed's status and title (through the error handler, the
   * same body as `refuse`).
   */
  const handle =
    <R extends FastifyRequest, T>(handler: Handler<R, T>) =>
    async (request: R, reply: FastifyReply): Promise<T> => {
      try {
        return await handler(request, reply, request.limitCaller as LimitCaller);
      } catch (error) {
        if (error instanceof ProtectionError) {
          throw new HttpError(error.status, error.message, undefined, undefined, {
            status: error.status,
            title: error.message,
          });
        }
        throw error;
      }
    };

  api.get(
    LIMIT_PATHS.limits,
    { ...bearer, schema: { response: answers({ 200: limitsAnswerSchema }) } },
    handle(async (_request, _reply, caller) => ({ data: await protection.getLimits(caller.playerId) })),
  );

  api.get(
    LIMIT_PATHS.availableLimits,
    { ...bearer, schema: { response: answers({ 200: availableLimitsAnswerSchema }) } },
    handle(async () => ({ data: protection.availableLimits() })),
  );

  api.get(
    LIMIT_PATHS.selfExcludeReasons,
    { ...bearer, schema: { response: answers({ 200: selfExcludeReasonsAnswerSchema }) } },
    handle(async (request) => ({ data: protection.selfExcludeReasons(language(request)) })),
  );

  api.post(
    LIMIT_PATHS.limits,
    {
      ...bearer,
      schema: { body: setLimitsBodySchema, response: answers({ 200: setLimitsAnswerSchema }) },
      bodyLimit: 4096,
    },
    handle(async (request: FastifyRequest<{ Body: z.output<typeof setLimitsBodySchema> }>, _reply, caller) =>
      protection.setLimits(caller.playerId, request.body.limits, language(request)),
    ),
  );

  api.post(
    LIMIT_PATHS.testAnswers,
    {
      ...bearer,
      schema: { body: testAnswersBodySchema, response: answers({ 200: testAnswersAnswerSchema }) },
      bodyLimit: 4096,
    },
    handle(
      async (request: FastifyRequest<{ Body: z.output<typeof testAnswersBodySchema> }>, _reply, caller) =>
        protection.testAnswers(
          caller.playerId,
          request.body.tokenGuid,
          request.body.answers,
          language(request),
        ),
    ),
  );

  // The seed's client reads `status` (204: action saved) and `title` from the body, so HTTP 200 carries them.
  api.post(
    LIMIT_PATHS.limitAction,
    {
      ...bearer,
      schema: { body: limitActionBodySchema, response: answers({ 200: limitStatusAnswerSchema }) },
      bodyLimit: 1024,
    },
    handle(
      async (request: FastifyRequest<{ Body: z.output<typeof limitActionBodySchema> }>, _reply, caller) =>
        protection.limitAction(
          caller.playerId,
          request.body.limitType,
          request.body.action === 1,
          language(request),
        ),
    ),
  );

  api.delete(
    LIMIT_PATHS.limit,
    {
      ...bearer,
      schema: { querystring: deleteLimitQuerySchema, response: answers({ 200: limitStatusAnswerSchema }) },
    },
    handle(
      async (
        request: FastifyRequest<{ Querystring: z.output<typeof deleteLimitQuerySchema> }>,
        _reply,
        caller,
      ) => protection.deleteLimit(caller.playerId, request.query.limitType, language(request)),
    ),
  );

  api.post(
    LIMIT_PATHS.blockUser,
    {
      ...bearer,
      schema: { body: blockUserBodySchema, response: answers({ 200: blockUserAnswerSchema }) },
      bodyLimit: 1024,
    },
    handle(async (request: FastifyRequest<{ Body: z.output<typeof blockUserBodySchema> }>, _reply, caller) =>
      protection.blockUser(caller.playerId, request.body.days, request.body.reasonId, language(request)),
    ),
  );

  api.post(
    LIMIT_PATHS.ping,
    { ...bearer, bodyLimit: 1024, schema: { response: answers({ 200: pingAnswerSchema }) } },
    handle(async (_request, _reply, caller) =>
      protection.ping(caller.playerId, caller.sessionId, caller.sessionStartedAt),
    ),
  );

  // The player's own figures (net deposits, per-day movements, the history of limit changes).
  api.get(
    FIGURES_PATHS.netDeposits,
    {
      ...player,
      schema: { querystring: netDepositsQuerySchema, response: answers({ 200: netDepositsAnswerSchema }) },
    },
    handle(
      async (
        request: FastifyRequest<{ Querystring: z.output<typeof netDepositsQuerySchema> }>,
        reply,
        caller,
      ) => {
        void reply.header('cache-control', 'no-store');
        return protection.netDeposits(caller.playerId, request.query.currency);
      },
    ),
  );

  api.get(
    FIGURES_PATHS.daily,
    {
      ...player,
      schema: { querystring: dailyFiguresQuerySchema, response: answers({ 200: dailyFiguresAnswerSchema }) },
    },
    handle(
      async (
        request: FastifyRequest<{ Querystring: z.output<typeof dailyFiguresQuerySchema> }>,
        reply,
        caller,
      ) => {
        void reply.header('cache-control', 'no-store');
        return protection.dailyFigures(caller.playerId, request.query);
      },
    ),
  );

  api.get(
    FIGURES_PATHS.limitHistory,
    {
      ...player,
      schema: { querystring: limitHistoryQuerySchema, response: answers({ 200: limitHistoryAnswerSchema }) },
    },
    handle(
      async (
        request: FastifyRequest<{ Querystring: z.output<typeof limitHistoryQuerySchema> }>,
        reply,
        caller,
      ) => {
        void reply.header('cache-control', 'no-store');
        return { data: await protection.limitHistory(caller.playerId, request.query) };
      },
    ),
  );

  api.get(
    REALITY_CHECK_PATH,
    { ...session, schema: { response: answers({ 200: realityCheckAnswerSchema }) } },
    handle(async (_request, _reply, caller) => ({
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
    {
      ...session,
      schema: { body: realityCheckBodySchema, response: answers({ 200: realityCheckAnswerSchema }) },
      bodyLimit: 1024,
    },
    handle(
      async (request: FastifyRequest<{ Body: z.output<typeof realityCheckBodySchema> }>, _reply, caller) => {
        const a = request.body.data.attributes;
        await protection.recordRealityCheck(
          caller.playerId,
          caller.sessionId,
          { action: a.action, doNotShowAgain: a.do_not_show_again, popupShowAt: a.popup_show_at },
          caller.sessionStartedAt,
        );
        const figures = await protection.realityCheckFigures(caller.playerId, caller.sessionStartedAt);
        if (a.action === 'log_out') await options.logout(caller);
        return {
          status: 200,
          title: protectionMessages(language(request)).saved,
          ...figures,
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
