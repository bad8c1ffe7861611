/**
 * HTTP routes of the lotto (a Fastify plugin: `app.register(lottoRoutes, { lotto, identity, demo })`): the
 * lotteries with their open and latest draws, past draws, one draw, the signed-in player's tickets and buying one,
 * and (demo and development only) drawing a lottery now. Paths: `LOTTO_PATHS` of @betline/contracts/lotto.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  lottoCurrencyQuerySchema,
  lottoDemoDrawRequestSchema,
  lottoDrawPageSchema,
  lottoDrawParamsSchema,
  lottoDrawSchema,
  lottoOverviewSchema,
  lottoPageQuerySchema,
  lottoTicketPageSchema,
  lottoTicketRequestSchema,
  lottoTicketSchema,
} from '@betline/contracts';
import { LOTTO_PATHS as P } from '@betline/contracts/lotto';
import { HttpError } from '../../http/errors';
import { answers, type ZodTypeProvider } from '../../http/zod';
import { requirePlayer } from '../identity/guard';
import type { IdentityService } from '../identity/service';
import type { Lotto } from './service';

function playerOf(request: FastifyRequest): number {
  const id = request.player?.playerId;
  if (id === undefined) throw new HttpError(401, 'sign in first: no valid session');
  return id;
}

export async function lottoRoutes(
  parent: FastifyInstance,
  { lotto, identity, demo }: { lotto: Lotto; identity: IdentityService; demo: boolean },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const guard = requirePlayer(identity);
  // A draw every few minutes: a short shared cache, then the browser asks again.
  const shortCache = (reply: { header: (name: string, value: string) => unknown }) =>
    void reply.header('cache-control', 'public, max-age=2');
  const noStore = (reply: { header: (name: string, value: string) => unknown }) =>
    void reply.header('cache-control', 'no-store');

  app.get(
    P.overview,
    { schema: { querystring: lottoCurrencyQuerySchema, response: answers({ 200: lottoOverviewSchema }) } },
    async (request, reply) => {
      shortCache(reply);
      return lotto.overview(request.query.currency);
    },
  );

  app.get(
    P.draws,
    { schema: { querystring: lottoPageQuerySchema, response: answers({ 200: lottoDrawPageSchema }) } },
    async (request, reply) => {
      shortCache(reply);
      return lotto.pastDraws(request.query);
    },
  );

  app.get(
    P.draw,
    { schema: { params: lottoDrawParamsSchema, response: answers({ 200: lottoDrawSchema }) } },
    async (request, reply) => {
      shortCache(reply);
      return lotto.draw(request.params.drawId);
    },
  );

  app.get(
    P.tickets,
    {
      preHandler: guard,
      schema: { querystring: lottoPageQuerySchema, response: answers({ 200: lottoTicketPageSchema }) },
    },
    async (request, reply) => {
      noStore(reply);
      return lotto.tickets(playerOf(request), request.query);
    },
  );

  app.post(
    P.tickets,
    {
      preHandler: guard,
      bodyLimit: 2048,
      schema: { body: lottoTicketRequestSchema, response: answers({ 200: lottoTicketSchema }) },
    },
    async (request) => lotto.buy(playerOf(request), request.body),
  );

  if (demo) {
    app.post(
      P.demoDraw,
      { schema: { body: lottoDemoDrawRequestSchema, response: answers({ 200: lottoDrawSchema }) } },
      async (request) => lotto.drawNow(request.body.lotteryId),
    );
  }
}
