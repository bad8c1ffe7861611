/**
 * HTTP routes of cashback (a Fastify plugin: `app.register(cashbackRoutes, { cashback, identity })`): the signed-in
 * player's week, terms, points and awards, and the exchange of points for money (Idempotency-Key). Paths:
 * `CASHBACK_PATHS` of @betline/contracts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CASHBACK_PATHS as P,
  IDEMPOTENCY_HEADER,
  cashbackExchangeResponseSchema,
  cashbackResponseSchema,
  idempotencyHeadersSchema,
} from '@betline/contracts';
import { HttpError } from '../../http/errors';
import { answers, type ZodTypeProvider } from '../../http/zod';
import { requirePlayer } from '../identity/guard';
import type { IdentityService } from '../identity/service';
import type { Cashback } from './service';

function playerOf(request: FastifyRequest): number {
  const id = request.player?.playerId;
  if (id === undefined) throw new HttpError(401, 'sign in first: no valid session');
  return id;
}

export async function cashbackRoutes(
  parent: FastifyInstance,
  { cashback, identity }: { cashback: Cashback; identity: IdentityService },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const guard = requirePlayer(identity);
  app.get(
    P.mine,
    { preHandler: guard, schema: { response: answers({ 200: cashbackResponseSchema }) } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return cashback.summary(playerOf(request));
    },
  );
  app.post(
    P.exchange,
    {
      preHandler: guard,
      bodyLimit: 1024,
      schema: {
        headers: idempotencyHeadersSchema,
        response: answers({ 200: cashbackExchangeResponseSchema }),
      },
    },
    async (request) => cashback.exchange(playerOf(request), request.headers[IDEMPOTENCY_HEADER] as string),
  );
}
