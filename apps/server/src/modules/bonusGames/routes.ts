/**
 * HTTP routes of the bonus games (a Fastify plugin: `app.register(bonusGameRoutes, { bonusGames, identity,
 * operators })`): the signed-in player's passes and plays, starting a play and its actions, and the operator's
 * grant of a pass. Paths: `BONUS_GAME_PATHS` of @betline/contracts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  BONUS_GAME_PATHS as P,
  bonusGameParamsSchema,
  bonusGamesResponseSchema,
  bonusPassSchema,
  bonusPlayActionSchema,
  bonusPlayParamsSchema,
  bonusPlaySchema,
  bonusPlayStartSchema,
  operatorBonusPassSchema,
} from '@betline/contracts';
import { HttpError } from '../../http/errors';
import { requireOperator } from '../../http/operatorAuth';
import { answers, type ZodTypeProvider } from '../../http/zod';
import { requirePlayer } from '../identity/guard';
import type { IdentityService } from '../identity/service';
import type { Operators } from '../operator/service';
import type { BonusGames } from './service';

function playerOf(request: FastifyRequest): number {
  const id = request.player?.playerId;
  if (id === undefined) throw new HttpError(401, 'sign in first: no valid session');
  return id;
}

export async function bonusGameRoutes(
  parent: FastifyInstance,
  {
    bonusGames,
    identity,
    operators,
  }: { bonusGames: BonusGames; identity: IdentityService; operators: Operators },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const guard = requirePlayer(identity);
  const noStore = (reply: { header: (name: string, value: string) => unknown }) =>
    void reply.header('cache-control', 'no-store');

  app.get(
    P.mine,
    { preHandler: guard, schema: { response: answers({ 200: bonusGamesResponseSchema }) } },
    async (request, reply) => {
      noStore(reply);
      return bonusGames.summary(playerOf(request));
    },
  );

  app.post(
    P.start,
    {
      preHandler: guard,
      bodyLimit: 1024,
      schema: {
        params: bonusGameParamsSchema,
        body: bonusPlayStartSchema,
        response: answers({ 200: bonusPlaySchema }),
      },
    },
    async (request) => bonusGames.start(playerOf(request), request.params.game, request.body),
  );

  app.get(
    P.play,
    {
      preHandler: guard,
      schema: { params: bonusPlayParamsSchema, response: answers({ 200: bonusPlaySchema }) },
    },
    async (request, reply) => {
      noStore(reply);
      return bonusGames.play(playerOf(request), request.params.playId);
    },
  );

  app.post(
    P.act,
    {
      preHandler: guard,
      bodyLimit: 1024,
      schema: {
        params: bonusPlayParamsSchema,
        body: bonusPlayActionSchema,
        response: answers({ 200: bonusPlaySchema }),
      },
    },
    async (request) => bonusGames.act(playerOf(request), request.params.playId, request.body),
  );

  app.post(
    P.operatorPasses,
    {
      preHandler: requireOperator(operators),
      bodyLimit: 2048,
      schema: {
        body: operatorBonusPassSchema,
        response: answers({
          200: z.object({ pass: bonusPassSchema, created: z.boolean() }),
          201: z.object({ pass: bonusPassSchema, created: z.boolean() }),
        }),
      },
    },
    async (request, reply) => {
      const granted = await bonusGames.grantPass(request.body);
      void reply.code(granted.created ? 201 : 200);
      return granted;
    },
  );
}
