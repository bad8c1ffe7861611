/** The line and live read API (`/web-api/sportsbook/...`), validated with the contracts' zod schemas. */
import type { FastifyPluginAsync } from 'fastify';
import {
  champsQuerySchema,
  gameParamsSchema,
  gameQuerySchema,
  gamesQuerySchema,
  multiLiveQuerySchema,
  resultsQuerySchema,
  searchQuerySchema,
  SPORTSBOOK_PATHS,
  sportsMenuQuerySchema,
  teamParamsSchema,
  topQuerySchema,
} from '@betline/contracts';
import type { CoefViewId } from '@betline/core';
import type { ZodTypeProvider } from '../../http/zod';
import type { SportsbookService } from './service';

export interface SportsbookRoutesOptions {
  sportsbook: SportsbookService;
}

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
  app.get(SPORTSBOOK_PATHS.sports, { schema: { querystring: sportsMenuQuerySchema } }, (request) =>
    sportsbook.sportsMenu(request.query.timeFilter),
  );

  app.get(SPORTSBOOK_PATHS.champs, { schema: { querystring: champsQuerySchema } }, (request) =>
    sportsbook.champs(request.query.sportId, request.query.timeFilter),
  );

  app.get(SPORTSBOOK_PATHS.games, { schema: { querystring: gamesQuerySchema } }, (request) => {
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
  });

  app.get(
    SPORTSBOOK_PATHS.game,
    { schema: { params: gameParamsSchema, querystring: gameQuerySchema } },
    (request) => sportsbook.game(request.params.gameId, view(request.query.coefViewId)),
  );

  app.get(SPORTSBOOK_PATHS.top, { schema: { querystring: topQuerySchema } }, (request) =>
    sportsbook.top(request.query.section, request.query.limit, view(request.query.coefViewId)),
  );

  app.get(SPORTSBOOK_PATHS.search, { schema: { querystring: searchQuerySchema } }, (request) =>
    sportsbook.search(request.query.q, request.query.limit, view(request.query.coefViewId)),
  );

  app.get(SPORTSBOOK_PATHS.results, { schema: { querystring: resultsQuerySchema } }, (request) =>
    sportsbook.results(request.query.date, request.query.type, request.query.sportId, request.query.limit),
  );

  app.get(SPORTSBOOK_PATHS.multiLive, { schema: { querystring: multiLiveQuerySchema } }, (request) =>
    sportsbook.multiLive(request.query.ids, view(request.query.coefViewId)),
  );

  app.get(SPORTSBOOK_PATHS.team, { schema: { params: teamParamsSchema } }, (request) =>
    sportsbook.team(request.params.teamId),
  );
};
