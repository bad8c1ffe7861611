/**
 * HTTP routes of the virtual races (a Fastify plugin: `app.register(raceRoutes, { races, identity, demo })`): a
 * kind's next and latest races, one race, the signed-in player's bets and placing one, and (demo and development
 * only) running a kind's next race now. Paths: `RACE_PATHS` of @betline/contracts/race.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  raceBetPageSchema,
  raceBetRequestSchema,
  raceBetSchema,
  raceBetsQuerySchema,
  raceDemoRunRequestSchema,
  raceOverviewQuerySchema,
  raceOverviewSchema,
  raceParamsSchema,
  raceSchema,
} from '@betline/contracts';
import { RACE_PATHS as P } from '@betline/contracts/race';
import { HttpError } from '../../http/errors';
import { answers, type ZodTypeProvider } from '../../http/zod';
import { requirePlayer } from '../identity/guard';
import type { IdentityService } from '../identity/service';
import type { Races } from './service';

function playerOf(request: FastifyRequest): number {
  const id = request.player?.playerId;
  if (id === undefined) throw new HttpError(401, 'sign in first: no valid session');
  return id;
}

export async function raceRoutes(
  parent: FastifyInstance,
  { races, identity, demo }: { races: Races; identity: IdentityService; demo: boolean },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const guard = requirePlayer(identity);
  // A race every few minutes: a short shared cache, then the browser asks again.
  const shortCache = (reply: { header: (name: string, value: string) => unknown }) =>
    void reply.header('cache-control', 'public, max-age=2');

  app.get(
    P.overview,
    { schema: { querystring: raceOverviewQuerySchema, response: answers({ 200: raceOverviewSchema }) } },
    async (request, reply) => {
      shortCache(reply);
      return races.overview(request.query.kind, request.query.currency);
    },
  );

  app.get(
    P.race,
    { schema: { params: raceParamsSchema, response: answers({ 200: raceSchema }) } },
    async (request, reply) => {
      shortCache(reply);
      return races.one(request.params.raceId);
    },
  );

  app.get(
    P.bets,
    {
      preHandler: guard,
      schema: { querystring: raceBetsQuerySchema, response: answers({ 200: raceBetPageSchema }) },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return races.bets(playerOf(request), request.query);
    },
  );

  app.post(
    P.bets,
    {
      preHandler: guard,
      bodyLimit: 2048,
      schema: { body: raceBetRequestSchema, response: answers({ 200: raceBetSchema }) },
    },
    async (request) => races.place(playerOf(request), request.body),
  );

  if (demo) {
    app.post(
      P.demoRun,
      { schema: { body: raceDemoRunRequestSchema, response: answers({ 200: raceSchema }) } },
      async (request) => races.runNow(request.body.kind),
    );
  }
}
