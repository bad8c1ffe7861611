/**
 * HTTP routes of sportsbook favourites (a Fastify plugin: `app.register(favouriteRoutes, { favourites, identity })`):
 * the signed-in player's starred games, championships and teams. Paths: `FAVOURITE_PATHS` of @betline/contracts.
 * Every route needs the session (`requirePlayer`: 401 without one, CSRF on `PUT` and `DELETE`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FAVOURITE_PATHS as P, favouriteParamsSchema, favouritesResponseSchema } from '@betline/contracts';
import { answers, type ZodTypeProvider } from '../../http/zod';
import { requirePlayer } from '../identity/guard';
import type { IdentityService } from '../identity/service';
import type { Favourites } from './service';

function playerOf(request: FastifyRequest): number {
  return request.player!.playerId;
}

export async function favouriteRoutes(
  parent: FastifyInstance,
  { favourites, identity }: { favourites: Favourites; identity: IdentityService },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const guard = requirePlayer(identity);
  const answer = answers({ 200: favouritesResponseSchema });
  app.get(P.list, { preValidation: guard, schema: { response: answer } }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return favourites.list(playerOf(request));
  });
  app.put(
    P.one,
    { preValidation: guard, schema: { params: favouriteParamsSchema, response: answer } },
    async (request) => favourites.add(playerOf(request), request.params.kind, request.params.id),
  );
  app.delete(
    P.one,
    { preValidation: guard, schema: { params: favouriteParamsSchema, response: answer } },
    async (request) => favourites.remove(playerOf(request), request.params.kind, request.params.id),
  );
}
