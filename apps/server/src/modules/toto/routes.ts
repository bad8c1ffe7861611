/**
 * HTTP routes of the toto (a Fastify plugin: `app.register(totoRoutes, { toto, identity })`): the open draw and
 * the rules, past draws, one draw, the winners, and the signed-in player's coupons and placing one. Paths:
 * `TOTO_PATHS` of @betline/contracts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  totoCouponPageSchema,
  totoCouponRequestSchema,
  totoCouponSchema,
  totoCurrencyQuerySchema,
  totoDrawPageSchema,
  totoDrawParamsSchema,
  totoDrawSchema,
  totoOverviewSchema,
  totoPageQuerySchema,
  totoWinnersSchema,
} from '@betline/contracts';
import { TOTO_PATHS as P } from '@betline/contracts/toto';
import { HttpError } from '../../http/errors';
import { answers, type ZodTypeProvider } from '../../http/zod';
import { requirePlayer } from '../identity/guard';
import type { IdentityService } from '../identity/service';
import type { Toto } from './service';

function playerOf(request: FastifyRequest): number {
  const id = request.player?.playerId;
  if (id === undefined) throw new HttpError(401, 'sign in first: no valid session');
  return id;
}

export async function totoRoutes(
  parent: FastifyInstance,
  { toto, identity }: { toto: Toto; identity: IdentityService },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const guard = requirePlayer(identity);
  // The open draw's pool grows with every coupon: a short shared cache, then the browser asks again.
  const shortCache = (reply: { header: (name: string, value: string) => unknown }) =>
    void reply.header('cache-control', 'public, max-age=5');
  const noStore = (reply: { header: (name: string, value: string) => unknown }) =>
    void reply.header('cache-control', 'no-store');

  app.get(
    P.overview,
    { schema: { querystring: totoCurrencyQuerySchema, response: answers({ 200: totoOverviewSchema }) } },
    async (request, reply) => {
      shortCache(reply);
      return toto.overview(request.query.currency);
    },
  );

  app.get(
    P.draws,
    { schema: { querystring: totoPageQuerySchema, response: answers({ 200: totoDrawPageSchema }) } },
    async (request, reply) => {
      shortCache(reply);
      return toto.pastDraws(request.query);
    },
  );

  app.get(
    P.draw,
    {
      schema: {
        params: totoDrawParamsSchema,
        querystring: totoCurrencyQuerySchema,
        response: answers({ 200: totoDrawSchema }),
      },
    },
    async (request, reply) => {
      shortCache(reply);
      return toto.draw(request.params.drawId, request.query.currency);
    },
  );

  app.get(
    P.winners,
    { schema: { response: answers({ 200: totoWinnersSchema }) } },
    async (_request, reply) => {
      shortCache(reply);
      return toto.winners();
    },
  );

  app.get(
    P.coupons,
    {
      preHandler: guard,
      schema: { querystring: totoPageQuerySchema, response: answers({ 200: totoCouponPageSchema }) },
    },
    async (request, reply) => {
      noStore(reply);
      return toto.coupons(playerOf(request), request.query);
    },
  );

  app.post(
    P.coupons,
    {
      preHandler: guard,
      bodyLimit: 4096,
      schema: { body: totoCouponRequestSchema, response: answers({ 200: totoCouponSchema }) },
    },
    async (request) => toto.place(playerOf(request), request.body),
  );
}
