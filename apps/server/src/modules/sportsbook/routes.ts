/** The line and live read API (`/web-api/sportsbook/...`), validated with the contracts' zod schemas. */
import type { FastifyPluginAsync } from 'fastify';
import {
  accumulatorsQuerySchema,
  accumulatorsResponseSchema,
  champsQuerySchema,
  champsResponseSchema,
  gameParamsSchema,
  gameQuerySchema,
  gameSchema,
  gamesQuerySchema,
  matchCentreSchema,
  gamesResponseSchema,
  multiLiveQuerySchema,
  resultsQuerySchema,
  resultsResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
  SPORTSBOOK_PATHS,
  sportsMenuQuerySchema,
  sportsMenuResponseSchema,
  teamParamsSchema,
  champParamsSchema,
  champResponseSchema,
  teamResponseSchema,
  topQuerySchema,
} from '@betline/contracts';
import type { CoefViewId } from '@betline/core';
import { answers, unchecked, type ZodTypeProvider } from '../../http/zod';
import type { SportsbookService } from './service';

export interface SportsbookRoutesOptions {
  sportsbook: SportsbookService;
}

/**
 * A list of games with their markets (the line, top, multi-live): documented and typed, serialized without the
 * run-time check (up to ~600 KB of JSON per answer; `unchecked` in http/zod.ts).
 */
const lineAnswer = answers({ 200: unchecked(gamesResponseSchema) });

/** Live data: cacheable by nobody (prices move every second). */
const NO_STORE = 'no-store';

export const sportsbookRoutes: FastifyPluginAsync<SportsbookRoutesOptions> = async (
  fastify,
  { sportsbook },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', NO_STORE);
  });
  const view = (id: number | undefined) => id as CoefViewId | undefined;

  // Sports menu with line and live counts under a time filter (CONST-011); includes long-term bets 2999.
  app.get(
    SPORTSBOOK_PATHS.sports,
    { schema: { querystring: sportsMenuQuerySchema, response: answers({ 200: sportsMenuResponseSchema }) } },
    (request) => sportsbook.sportsMenu(request.query.timeFilter),
  );

  app.get(
    SPORTSBOOK_PATHS.champs,
    { schema: { querystring: champsQuerySchema, response: answers({ 200: champsResponseSchema }) } },
    (request) => sportsbook.champs(request.query.sportId, request.query.timeFilter),
  );

  app.get(
    SPORTSBOOK_PATHS.games,
    { schema: { querystring: gamesQuerySchema, response: lineAnswer } },
    (request) => {
      const q = request.query;
      return sportsbook.games(
        {
          section: q.section,
          sportId: q.sportId,
          champId: q.champId,
          timeFilter: q.timeFilter,
          limit: q.limit,
          offset: q.offset,
        },
        view(q.coefViewId),
      );
    },
  );

  app.get(
    SPORTSBOOK_PATHS.game,
    {
      schema: {
        params: gameParamsSchema,
        querystring: gameQuerySchema,
        response: answers({ 200: gameSchema }),
      },
    },
    (request) => sportsbook.game(request.params.gameId, view(request.query.coefViewId)),
  );

  // The match centre moves with the game: nobody keeps it (a page asks again at a goal, within a second of the
  // last ask), except once the game is over.
  app.get(
    SPORTSBOOK_PATHS.centre,
    { schema: { params: gameParamsSchema, response: answers({ 200: matchCentreSchema }) } },
    async (request, reply) => {
      const centre = await sportsbook.centre(request.params.gameId);
      if (centre.status === 'finished') void reply.header('cache-control', 'private, max-age=60');
      return centre;
    },
  );

  app.get(
    SPORTSBOOK_PATHS.top,
    { schema: { querystring: topQuerySchema, response: lineAnswer } },
    (request) => sportsbook.top(request.query.section, request.query.limit, view(request.query.coefViewId)),
  );

  app.get(
    SPORTSBOOK_PATHS.accumulators,
    {
      schema: {
        querystring: accumulatorsQuerySchema,
        response: answers({ 200: accumulatorsResponseSchema }),
      },
    },
    (request) => sportsbook.accumulators(view(request.query.coefViewId)),
  );

  app.get(
    SPORTSBOOK_PATHS.search,
    { schema: { querystring: searchQuerySchema, response: answers({ 200: searchResponseSchema }) } },
    (request) => sportsbook.search(request.query.q, request.query.limit, view(request.query.coefViewId)),
  );

  app.get(
    SPORTSBOOK_PATHS.results,
    { schema: { querystring: resultsQuerySchema, response: answers({ 200: resultsResponseSchema }) } },
    (request) =>
      sportsbook.results(request.query.date, request.query.type, request.query.sportId, request.query.limit),
  );

  app.get(
    SPORTSBOOK_PATHS.multiLive,
    { schema: { querystring: multiLiveQuerySchema, response: lineAnswer } },
    (request) => sportsbook.multiLive(request.query.ids, view(request.query.coefViewId)),
  );

  app.get(
    SPORTSBOOK_PATHS.team,
    { schema: { params: teamParamsSchema, response: answers({ 200: teamResponseSchema }) } },
    (request) => sportsbook.team(request.params.teamId),
  );

  app.get(
    SPORTSBOOK_PATHS.champ,
    { schema: { params: champParamsSchema, response: answers({ 200: champResponseSchema }) } },
    (request) => sportsbook.champ(request.params.champId),
  );
};
