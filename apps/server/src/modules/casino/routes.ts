/**
 * Casino routes (docs/adr/0015-casino.md): the catalogue is public (guests browse, CASINO-010); favourites,
 * recently played, seeds and money rounds need a signed-in player; the preview light needs a bearer token;
 * fun rounds are open to everyone.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CASINO_PATHS as P,
  casinoGamesQuerySchema,
  casinoSlugParamsSchema,
  casinoGameIdParamsSchema,
  roundHistoryQuerySchema,
  casinoThumbnailParamsSchema,
  funRoundRequestSchema,
  previewLightQuerySchema,
  roundParamsSchema,
  roundRequestSchema,
  seedRotateRequestSchema,
  CRASH_LIVE_PATHS,
  crashRoundParamsSchema,
  crashStartRequestSchema,
  TOURNAMENT_PATHS,
  leaderboardQuerySchema,
  tournamentParamsSchema,
} from '@betline/contracts';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod';
import { systemClock, type Clock } from '../../infra/clock';
import { requireBearer, requirePlayer, sessionToken } from '../identity/guard';
import type { IdentityService } from '../identity/service';
import type { MoneyPath } from '../wallet/money';
import { createCrashLive } from './crash';
import { createCasinoService } from './service';
import { createTournaments } from './tournaments';

export interface CasinoRoutesOptions {
  identity: IdentityService;
  /** The wallet's money path: every stake and win of a round (it asks player protection). */
  money: MoneyPath;
  db: Db;
  /** The server's one clock (live crash rounds, tournament windows). Default: the system clock. */
  clock?: Clock;
}

const BODY_LIMIT = 8 * 1024;

function playerOf(request: FastifyRequest): number {
  const id = request.player?.playerId;
  if (id === undefined) throw new HttpError(401, 'sign in first: no valid session');
  return id;
}

export async function casinoRoutes(
  parent: FastifyInstance,
  { identity, money, db, clock = systemClock }: CasinoRoutesOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const casino = createCasinoService({ db, money, clock });
  const crash = createCrashLive({ db, money, clock });
  const tournaments = createTournaments({
    db,
    clock,
    loginOf: async (playerId) => (await identity.findPlayer(playerId))?.login,
  });
  const guard = requirePlayer(identity);

  app.get(P.providers, async () => casino.providers());
  app.get(P.games, { schema: { querystring: casinoGamesQuerySchema } }, async (request) =>
    casino.games(request.query),
  );
  app.get(P.game, { schema: { params: casinoSlugParamsSchema } }, async (request) =>
    casino.game(request.params.slug),
  );
  app.get(P.gameById, { schema: { params: casinoGameIdParamsSchema } }, async (request) =>
    casino.gameById(request.params.gameId),
  );
  app.get(P.thumbnail, { schema: { params: casinoThumbnailParamsSchema } }, async (request, reply) => {
    const svg = await casino.thumbnail(request.params.file.slice(0, -'.svg'.length));
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(svg);
  });

  app.get(P.favourites, { preHandler: guard }, async (request) => casino.favourites(playerOf(request)));
  app.put(P.favourite, { preHandler: guard, schema: { params: casinoSlugParamsSchema } }, async (request) =>
    casino.addFavourite(playerOf(request), request.params.slug),
  );
  app.delete(
    P.favourite,
    { preHandler: guard, schema: { params: casinoSlugParamsSchema } },
    async (request) => casino.removeFavourite(playerOf(request), request.params.slug),
  );
  app.get(P.recent, { preHandler: guard }, async (request) => casino.recent(playerOf(request)));

  app.get(
    P.previewLight,
    { preHandler: requireBearer(identity), schema: { querystring: previewLightQuerySchema } },
    async (request) => casino.previewLight(request.query.groupId),
  );

  app.get(P.seed, { preHandler: guard }, async (request) => casino.seed(playerOf(request)));
  app.post(
    P.seedRotate,
    { preHandler: guard, bodyLimit: BODY_LIMIT, schema: { body: seedRotateRequestSchema } },
    async (request) => casino.rotateSeed(playerOf(request), request.body.clientSeed),
  );

  app.post(
    P.rounds,
    { preHandler: guard, bodyLimit: BODY_LIMIT, schema: { body: roundRequestSchema } },
    async (request) => casino.play(playerOf(request), request.body),
  );
  app.get(
    P.rounds,
    { preHandler: guard, schema: { querystring: roundHistoryQuerySchema } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return casino.history(playerOf(request), request.query);
    },
  );
  app.get(P.round, { preHandler: guard, schema: { params: roundParamsSchema } }, async (request) =>
    casino.round(playerOf(request), request.params.roundId),
  );
  app.get(P.verify, { preHandler: guard, schema: { params: roundParamsSchema } }, async (request) =>
    casino.verify(playerOf(request), request.params.roundId),
  );
  app.post(P.fun, { bodyLimit: BODY_LIMIT, schema: { body: funRoundRequestSchema } }, async (request) =>
    casino.funRound(request.body),
  );

  // The crash game live: start (stake), read (live multiplier), cash out before the crash.
  app.post(
    CRASH_LIVE_PATHS.rounds,
    { preHandler: guard, bodyLimit: BODY_LIMIT, schema: { body: crashStartRequestSchema } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return crash.start(playerOf(request), request.body);
    },
  );
  app.get(
    CRASH_LIVE_PATHS.round,
    { preHandler: guard, schema: { params: crashRoundParamsSchema } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return crash.state(playerOf(request), request.params.roundId);
    },
  );
  app.post(
    CRASH_LIVE_PATHS.cashOut,
    { preHandler: guard, bodyLimit: 1024, schema: { params: crashRoundParamsSchema } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return crash.cashOut(playerOf(request), request.params.roundId);
    },
  );

  // Tournaments: guests browse them; a signed-in player also sees their own place.
  app.get(TOURNAMENT_PATHS.list, async () => tournaments.list());
  app.get(TOURNAMENT_PATHS.one, { schema: { params: tournamentParamsSchema } }, async (request) =>
    tournaments.one(request.params.id),
  );
  app.get(
    TOURNAMENT_PATHS.leaderboard,
    { schema: { params: tournamentParamsSchema, querystring: leaderboardQuerySchema } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const caller = await identity.resolveSession(sessionToken(request));
      return tournaments.leaderboard(request.params.id, request.query.limit, caller?.playerId ?? null);
    },
  );
}
