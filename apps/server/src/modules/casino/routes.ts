/**
 * Casino routes (docs/adr/0015-casino.md): the catalogue is public (guests browse, CASINO-010); favourites,
 * recently played, seeds and money rounds need a signed-in player; the preview light needs a bearer token;
 * fun rounds are open to everyone.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  CASINO_PATHS as P,
  casinoGameSchema,
  casinoGamesQuerySchema,
  casinoGamesResponseSchema,
  casinoProvidersResponseSchema,
  casinoSectionsResponseSchema,
  casinoSeedResponseSchema,
  casinoSlugParamsSchema,
  casinoGameIdParamsSchema,
  roundHistoryQuerySchema,
  roundHistoryResponseSchema,
  casinoThumbnailParamsSchema,
  funRoundRequestSchema,
  moneyRefusalSchema,
  previewLightQuerySchema,
  previewLightResponseSchema,
  roundParamsSchema,
  roundRequestSchema,
  roundResponseSchema,
  seedRotateRequestSchema,
  seedRotateResponseSchema,
  verifyResponseSchema,
  CRASH_LIVE_PATHS,
  CASINO_HAND_PATHS,
  handActionRequestSchema,
  handOpenQuerySchema,
  handOpenResponseSchema,
  handParamsSchema,
  handSchema,
  handStartRequestSchema,
  crashLiveRoundSchema,
  crashRoundParamsSchema,
  crashStartRequestSchema,
  TOURNAMENT_PATHS,
  leaderboardQuerySchema,
  leaderboardSchema,
  tournamentListSchema,
  tournamentParamsSchema,
  tournamentSchema,
} from '@betline/contracts';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { answers, type ZodTypeProvider } from '../../http/zod';
import { systemClock, type Clock } from '../../infra/clock';
import { requireBearer, requirePlayer, sessionToken } from '../identity/guard';
import type { IdentityService } from '../identity/service';
import type { MoneyPath } from '../wallet/money';
import type { Wagering } from '../bonuses/service';
import { createCrashLive } from './crash';
import { createHands, type Hands } from './hands';
import { createCasinoService, type CasinoService } from './service';
import { createTournaments } from './tournaments';

export interface CasinoRoutesOptions {
  identity: IdentityService;
  /** The wallet's money path: every stake and win of a round (it asks player protection). */
  money: MoneyPath;
  db: Db;
  /** The server's one clock (live crash rounds, tournament windows). Default: the system clock. */
  clock?: Clock;
  /** The catalogue and rounds service, when the app shares it with other modules; default: one made here. */
  casino?: CasinoService;
  /** Bonus wagering of rounds staked from a bonus account (the bonuses module). */
  wagering?: Wagering;
  /** The games played in steps, when the app shares them (the idle job); default: made here. */
  hands?: Hands;
}

const BODY_LIMIT = 8 * 1024;

/** Response schemas of a route that stakes money: a refusal of the money path says why (and what is allowed). */
const staking = <const T extends Record<number, z.ZodType>>(own: T) => ({
  ...own,
  '4xx': moneyRefusalSchema,
});

function playerOf(request: FastifyRequest): number {
  const id = request.player?.playerId;
  if (id === undefined) throw new HttpError(401, 'sign in first: no valid session');
  return id;
}

export async function casinoRoutes(
  parent: FastifyInstance,
  {
    identity,
    money,
    db,
    clock = systemClock,
    wagering,
    casino = createCasinoService({ db, money, clock, wagering }),
    hands = createHands({ db, money, clock, wagering }),
  }: CasinoRoutesOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const crash = createCrashLive({ db, money, clock, wagering });
  const tournaments = createTournaments({
    db,
    clock,
    loginOf: async (playerId) => (await identity.findPlayer(playerId))?.login,
  });
  const guard = requirePlayer(identity);

  const gamesAnswer = answers({ 200: casinoGamesResponseSchema });

  app.get(P.providers, { schema: { response: answers({ 200: casinoProvidersResponseSchema }) } }, async () =>
    casino.providers(),
  );
  app.get(
    P.sections,
    { schema: { response: answers({ 200: casinoSectionsResponseSchema }) } },
    async (_request, reply) => {
      // The catalogue changes with a release or an operator's edit: a minute of caching is fresh enough.
      void reply.header('cache-control', 'public, max-age=60');
      return casino.sections();
    },
  );
  app.get(
    P.games,
    { schema: { querystring: casinoGamesQuerySchema, response: gamesAnswer } },
    async (request) => casino.games(request.query),
  );
  app.get(
    P.game,
    { schema: { params: casinoSlugParamsSchema, response: answers({ 200: casinoGameSchema }) } },
    async (request) => casino.game(request.params.slug),
  );
  app.get(
    P.gameById,
    { schema: { params: casinoGameIdParamsSchema, response: answers({ 200: casinoGameSchema }) } },
    async (request) => casino.gameById(request.params.gameId),
  );
  app.get(P.thumbnail, { schema: { params: casinoThumbnailParamsSchema } }, async (request, reply) => {
    const svg = await casino.thumbnail(request.params.file.slice(0, -'.svg'.length));
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(svg);
  });

  app.get(P.favourites, { preHandler: guard, schema: { response: gamesAnswer } }, async (request) =>
    casino.favourites(playerOf(request)),
  );
  app.put(
    P.favourite,
    { preHandler: guard, schema: { params: casinoSlugParamsSchema, response: gamesAnswer } },
    async (request) => casino.addFavourite(playerOf(request), request.params.slug),
  );
  app.delete(
    P.favourite,
    { preHandler: guard, schema: { params: casinoSlugParamsSchema, response: gamesAnswer } },
    async (request) => casino.removeFavourite(playerOf(request), request.params.slug),
  );
  app.get(P.recent, { preHandler: guard, schema: { response: gamesAnswer } }, async (request) =>
    casino.recent(playerOf(request)),
  );

  app.get(
    P.previewLight,
    {
      preHandler: requireBearer(identity),
      schema: {
        querystring: previewLightQuerySchema,
        response: answers({ 200: previewLightResponseSchema }),
      },
    },
    async (request) => casino.previewLight(request.query.groupId),
  );

  app.get(
    P.seed,
    { preHandler: guard, schema: { response: answers({ 200: casinoSeedResponseSchema }) } },
    async (request) => casino.seed(playerOf(request)),
  );
  app.post(
    P.seedRotate,
    {
      preHandler: guard,
      bodyLimit: BODY_LIMIT,
      schema: { body: seedRotateRequestSchema, response: answers({ 200: seedRotateResponseSchema }) },
    },
    async (request) => casino.rotateSeed(playerOf(request), request.body.clientSeed),
  );

  app.post(
    P.rounds,
    {
      preHandler: guard,
      bodyLimit: BODY_LIMIT,
      schema: { body: roundRequestSchema, response: staking({ 200: roundResponseSchema }) },
    },
    async (request) => casino.play(playerOf(request), request.body),
  );
  app.get(
    P.rounds,
    {
      preHandler: guard,
      schema: {
        querystring: roundHistoryQuerySchema,
        response: answers({ 200: roundHistoryResponseSchema }),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return casino.history(playerOf(request), request.query);
    },
  );
  app.get(
    P.round,
    {
      preHandler: guard,
      schema: { params: roundParamsSchema, response: answers({ 200: roundResponseSchema }) },
    },
    async (request) => casino.round(playerOf(request), request.params.roundId),
  );
  app.get(
    P.verify,
    {
      preHandler: guard,
      schema: { params: roundParamsSchema, response: answers({ 200: verifyResponseSchema }) },
    },
    async (request) => casino.verify(playerOf(request), request.params.roundId),
  );
  app.post(
    P.fun,
    {
      bodyLimit: BODY_LIMIT,
      schema: { body: funRoundRequestSchema, response: answers({ 200: roundResponseSchema }) },
    },
    async (request) => casino.funRound(request.body),
  );

  // The crash game live: start (stake), read (live multiplier), cash out before the crash.
  app.post(
    CRASH_LIVE_PATHS.rounds,
    {
      preHandler: guard,
      bodyLimit: BODY_LIMIT,
      schema: { body: crashStartRequestSchema, response: staking({ 200: crashLiveRoundSchema }) },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return crash.start(playerOf(request), request.body);
    },
  );
  app.get(
    CRASH_LIVE_PATHS.round,
    {
      preHandler: guard,
      schema: { params: crashRoundParamsSchema, response: staking({ 200: crashLiveRoundSchema }) },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return crash.state(playerOf(request), request.params.roundId);
    },
  );
  app.post(
    CRASH_LIVE_PATHS.cashOut,
    {
      preHandler: guard,
      bodyLimit: 1024,
      schema: { params: crashRoundParamsSchema, response: staking({ 200: crashLiveRoundSchema }) },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return crash.cashOut(playerOf(request), request.params.roundId);
    },
  );

  // The games played in steps (docs/adr/0054-hands.md): start (stake and deal), the open hand, one hand, an action.
  app.post(
    CASINO_HAND_PATHS.hands,
    {
      preHandler: guard,
      bodyLimit: BODY_LIMIT,
      schema: { body: handStartRequestSchema, response: staking({ 200: handSchema }) },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return hands.start(playerOf(request), request.body);
    },
  );
  app.get(
    CASINO_HAND_PATHS.open,
    {
      preHandler: guard,
      schema: { querystring: handOpenQuerySchema, response: answers({ 200: handOpenResponseSchema }) },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return hands.openHand(playerOf(request), request.query.game);
    },
  );
  app.get(
    CASINO_HAND_PATHS.hand,
    { preHandler: guard, schema: { params: handParamsSchema, response: answers({ 200: handSchema }) } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return hands.hand(playerOf(request), request.params.handId);
    },
  );
  app.post(
    CASINO_HAND_PATHS.actions,
    {
      preHandler: guard,
      bodyLimit: BODY_LIMIT,
      schema: {
        params: handParamsSchema,
        body: handActionRequestSchema,
        response: staking({ 200: handSchema }),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return hands.act(playerOf(request), request.params.handId, request.body);
    },
  );

  // Tournaments: guests browse them; a signed-in player also sees their own place.
  app.get(TOURNAMENT_PATHS.list, { schema: { response: answers({ 200: tournamentListSchema }) } }, async () =>
    tournaments.list(),
  );
  app.get(
    TOURNAMENT_PATHS.one,
    { schema: { params: tournamentParamsSchema, response: answers({ 200: tournamentSchema }) } },
    async (request) => tournaments.one(request.params.id),
  );
  app.get(
    TOURNAMENT_PATHS.leaderboard,
    {
      schema: {
        params: tournamentParamsSchema,
        querystring: leaderboardQuerySchema,
        response: answers({ 200: leaderboardSchema }),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const caller = await identity.resolveSession(sessionToken(request));
      return tournaments.leaderboard(request.params.id, request.query.limit, caller?.playerId ?? null);
    },
  );
}
