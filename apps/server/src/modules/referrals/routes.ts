/**
 * HTTP routes of bring a friend (a Fastify plugin: `app.register(referralRoutes, { referrals, identity })`): the
 * signed-in player's code, terms and friends. Paths: `REFERRAL_PATHS` of @betline/contracts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REFERRAL_PATHS as P, referralsResponseSchema } from '@betline/contracts';
import { HttpError } from '../../http/errors';
import { answers, type ZodTypeProvider } from '../../http/zod';
import { requirePlayer } from '../identity/guard';
import type { IdentityService } from '../identity/service';
import type { Referrals } from './service';

function playerOf(request: FastifyRequest): number {
  const id = request.player?.playerId;
  if (id === undefined) throw new HttpError(401, 'sign in first: no valid session');
  return id;
}

export async function referralRoutes(
  parent: FastifyInstance,
  { referrals, identity }: { referrals: Referrals; identity: IdentityService },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    P.mine,
    { preHandler: requirePlayer(identity), schema: { response: answers({ 200: referralsResponseSchema }) } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return referrals.mine(playerOf(request));
    },
  );
}
