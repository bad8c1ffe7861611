/**
 * HTTP routes of the promotions (a Fastify plugin: `app.register(promotionRoutes, { promotions, identity })`):
 * the running promotions and their public codes (public, cached a minute), a code's check (anyone; with a
 * session: for that player) and its use (a signed-in player, CSRF checked). Checks and uses are rate-limited per
 * address: codes are short, and guessing them must not pay. Paths: `PROMOTION_PATHS` of @betline/contracts.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PROMOTION_PATHS as P,
  PROMOTIONS_CACHE_CONTROL,
  promoCheckResponseSchema,
  promoCodeRequestSchema,
  promoCodesResponseSchema,
  promoRedeemResponseSchema,
  promotionLngQuerySchema,
  promotionParamsSchema,
  promotionSchema,
  promotionsQuerySchema,
  promotionsResponseSchema,
  operatorCodeParamsSchema,
  operatorCodeRequestSchema,
  operatorCodeResponseSchema,
  operatorCodesResponseSchema,
  operatorPromotionRequestSchema,
  operatorPromotionResponseSchema,
  PROMOTION_HTML_MAX,
} from '@betline/contracts';
import { HttpError } from '../../http/errors';
import { answers, type ZodTypeProvider } from '../../http/zod';
import { fastifyRateLimitStore } from '../../infra/rateLimit';
import { requireOperator } from '../../http/operatorAuth';
import { optionalPlayer, requirePlayer } from '../identity/guard';
import type { Operators } from '../operator/service';
import type { IdentityService } from '../identity/service';
import type { Promotions } from './service';

export interface PromotionRoutesOptions {
  promotions: Promotions;
  identity: IdentityService;
  operators: Operators;
  /** Code checks and uses per address and minute (default 20). */
  codeAttemptsPerMinute?: number;
}

function playerOf(request: FastifyRequest): number {
  const id = request.player?.playerId;
  if (id === undefined) throw new HttpError(401, 'sign in first: no valid session');
  return id;
}

export async function promotionRoutes(
  parent: FastifyInstance,
  { promotions, identity, operators, codeAttemptsPerMinute = 20 }: PromotionRoutesOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // Counters shared by every server process (the identity module's store: database or Redis).
  await app.register(fastifyRateLimit, {
    global: false,
    store: fastifyRateLimitStore(identity.limits, 'promo-codes'),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `too many promo code attempts from this address: retry in ${Math.ceil(context.ttl / 1000)} s`,
        'rate_limited',
        { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      ),
  });
  const limited = { rateLimit: { max: codeAttemptsPerMinute, timeWindow: 60_000 } };
  const cached = (reply: { header: (name: string, value: string) => unknown }) =>
    void reply.header('cache-control', PROMOTIONS_CACHE_CONTROL);

  app.get(
    P.list,
    { schema: { querystring: promotionsQuerySchema, response: answers({ 200: promotionsResponseSchema }) } },
    async (request, reply) => {
      cached(reply);
      return promotions.list(request.query.lng, request.query.category);
    },
  );

  app.get(
    P.promotion,
    {
      schema: {
        params: promotionParamsSchema,
        querystring: promotionLngQuerySchema,
        response: answers({ 200: promotionSchema }),
      },
    },
    async (request, reply) => {
      const answer = await promotions.get(request.params.slug, request.query.lng);
      cached(reply);
      return answer;
    },
  );

  app.get(
    P.codes,
    {
      schema: { querystring: promotionLngQuerySchema, response: answers({ 200: promoCodesResponseSchema }) },
    },
    async (request, reply) => {
      cached(reply);
      return promotions.codes(request.query.lng);
    },
  );

  app.post(
    P.checkCode,
    {
      bodyLimit: 1024,
      config: limited,
      schema: { body: promoCodeRequestSchema, response: answers({ 200: promoCheckResponseSchema }) },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const playerId = await optionalPlayer(identity, request);
      return promotions.check(request.body.code, playerId, request.body.lng ?? 'en');
    },
  );

  app.post(
    P.redeemCode,
    {
      bodyLimit: 1024,
      config: limited,
      preHandler: requirePlayer(identity),
      schema: { body: promoCodeRequestSchema, response: answers({ 200: promoRedeemResponseSchema }) },
    },
    async (request) => promotions.redeem(playerOf(request), request.body.code),
  );

  // The operator API: promotions and their codes (docs/adr/0046-promotions-promo-codes.md).
  const operator = requireOperator(operators);
  app.put(
    P.operatorPromotion,
    {
      preHandler: operator,
      // Room for two texts of the longest size per language, escaped in JSON.
      bodyLimit: 16 * PROMOTION_HTML_MAX,
      schema: {
        params: promotionParamsSchema,
        body: operatorPromotionRequestSchema,
        response: answers({ 200: operatorPromotionResponseSchema, 201: operatorPromotionResponseSchema }),
      },
    },
    async (request, reply) => {
      const answer = await promotions.upsert(request.params.slug, request.body);
      return reply.code(answer.created ? 201 : 200).send(answer);
    },
  );
  app.get(
    P.operatorCodes,
    {
      preHandler: operator,
      schema: { params: promotionParamsSchema, response: answers({ 200: operatorCodesResponseSchema }) },
    },
    async (request) => promotions.codesOf(request.params.slug),
  );
  app.put(
    P.operatorCode,
    {
      preHandler: operator,
      bodyLimit: 8 * 1024,
      schema: {
        params: operatorCodeParamsSchema,
        body: operatorCodeRequestSchema,
        response: answers({ 200: operatorCodeResponseSchema, 201: operatorCodeResponseSchema }),
      },
    },
    async (request, reply) => {
      const answer = await promotions.putCode(request.params.slug, request.params.code, request.body);
      return reply.code(answer.created ? 201 : 200).send(answer);
    },
  );
}
