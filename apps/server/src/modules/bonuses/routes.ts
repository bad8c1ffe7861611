/**
 * HTTP routes of the bonuses (a Fastify plugin: `app.register(bonusRoutes, { bonuses, identity })`): the
 * player's bonuses with their wagering, forfeit and decline. Player routes need a session (`requirePlayer`:
 * 401 without one, CSRF checked on writes). Paths: `WALLET_PATHS` of @betline/contracts and
 * docs/adr/0045-bonuses-wagering.md.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIRST_DEPOSIT_BONUS } from '@betline/core';
import {
  bonusChangedSchema,
  bonusesResponseSchema,
  bonusTermsResponseSchema,
  bonusIdParamsSchema,
  WALLET_PATHS as P,
} from '@betline/contracts';
import { HttpError } from '../../http/errors';
import { answers, type ZodTypeProvider } from '../../http/zod';
import { requirePlayer } from '../identity/guard';
import type { IdentityService } from '../identity/service';
import type { Bonuses } from './service';
import { BONUS_KINDS, BONUS_TERMS } from './terms';

export interface BonusRoutesOptions {
  bonuses: Bonuses;
  identity: IdentityService;
}

function playerOf(request: FastifyRequest): number {
  const id = request.player?.playerId;
  if (id === undefined) throw new HttpError(401, 'sign in first: no valid session');
  return id;
}

export async function bonusRoutes(
  parent: FastifyInstance,
  { bonuses, identity }: BonusRoutesOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const guard = requirePlayer(identity);

  // Public and the same for everyone: what a player reads before taking a bonus (cached like the config).
  const terms = {
    kinds: BONUS_KINDS.map((kind) => ({ kind, ...BONUS_TERMS[kind] })),
    firstDeposit: { percent: FIRST_DEPOSIT_BONUS.percent, maxUnits: FIRST_DEPOSIT_BONUS.maxUnits },
  };
  app.get(
    P.bonusTerms,
    { schema: { response: answers({ 200: bonusTermsResponseSchema }) } },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return terms;
    },
  );

  app.get(
    P.bonuses,
    { preHandler: guard, schema: { response: answers({ 200: bonusesResponseSchema }) } },
    async (request) => ({ bonuses: await bonuses.list(playerOf(request)) }),
  );

  app.post(
    P.forfeitBonus,
    {
      preHandler: guard,
      bodyLimit: 1024,
      schema: { params: bonusIdParamsSchema, response: answers({ 200: bonusChangedSchema }) },
    },
    async (request) => ({ bonus: await bonuses.forfeit(playerOf(request), request.params.id) }),
  );

  app.post(
    P.declineBonus,
    {
      preHandler: guard,
      bodyLimit: 1024,
      schema: { params: bonusIdParamsSchema, response: answers({ 200: bonusChangedSchema }) },
    },
    async (request) => ({ bonus: await bonuses.decline(playerOf(request), request.params.id) }),
  );
}
