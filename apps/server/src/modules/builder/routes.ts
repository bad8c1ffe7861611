/**
 * HTTP routes of bets on your terms (a Fastify plugin: `app.register(builderRoutes, { builder, identity })`): the
 * price of a combination (anyone may ask), the signed-in player's bets and placing one. Paths: `BUILDER_PATHS` of
 * @betline/contracts/builder.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  builderBetPageSchema,
  builderBetRequestSchema,
  builderBetSchema,
  builderBetsQuerySchema,
  builderQuoteRequestSchema,
  builderQuoteSchema,
} from '@betline/contracts';
import { BUILDER_PATHS as P } from '@betline/contracts/builder';
import { HttpError } from '../../http/errors';
import { answers, type ZodTypeProvider } from '../../http/zod';
import { requirePlayer } from '../identity/guard';
import type { IdentityService } from '../identity/service';
import type { Builder } from './service';

function playerOf(request: FastifyRequest): number {
  const id = request.player?.playerId;
  if (id === undefined) throw new HttpError(401, 'sign in first: no valid session');
  return id;
}

export async function builderRoutes(
  parent: FastifyInstance,
  { builder, identity }: { builder: Builder; identity: IdentityService },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const guard = requirePlayer(identity);

  app.post(
    P.quote,
    {
      bodyLimit: 2048,
      schema: { body: builderQuoteRequestSchema, response: answers({ 200: builderQuoteSchema }) },
    },
    async (request, reply) => {
      // A live game's price moves with its score.
      void reply.header('cache-control', 'no-store');
      return builder.quote(request.body);
    },
  );

  app.get(
    P.bets,
    {
      preHandler: guard,
      schema: { querystring: builderBetsQuerySchema, response: answers({ 200: builderBetPageSchema }) },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return builder.bets(playerOf(request), request.query);
    },
  );

  app.post(
    P.bets,
    {
      preHandler: guard,
      bodyLimit: 2048,
      schema: { body: builderBetRequestSchema, response: answers({ 200: builderBetSchema }) },
    },
    async (request) => builder.place(playerOf(request), request.body),
  );
}
