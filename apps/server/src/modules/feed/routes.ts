/**
 * The feed's demo control: play a game forward or to its end, suspend a live game's markets for a while, or hold a
 * game still, to see live odds, suspensions and results without waiting (and, in an end-to-end test, to make a
 * suspension happen on purpose or to bet on a live price that does not move during the in-play delay). Registered only with the demo and development routes (http/devRoutes.ts: outside production, or with
 * DEMO_MODE=true), and not with FEED_DEMO_CONTROLS=off.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  fastForwardBodySchema,
  finishBodySchema,
  gameParamsSchema,
  gameSchema,
  holdBodySchema,
  SPORTSBOOK_PATHS,
  suspendBodySchema,
} from '@betline/contracts';
import { HttpError } from '../../http/errors';
import { answers, type ZodTypeProvider } from '../../http/zod';
import type { SportsbookService } from '../sportsbook/service';
import { EndingOutOfReach } from './engine';
import type { FeedService } from './service';

export interface FeedDemoRoutesOptions {
  feed: FeedService;
  /** Answers the changed game in the sportsbook's wire shape. */
  sportsbook: SportsbookService;
}

export const feedDemoRoutes: FastifyPluginAsync<FeedDemoRoutesOptions> = async (
  fastify,
  { feed, sportsbook },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const gameAnswer = answers({ 200: gameSchema });

  app.post(
    SPORTSBOOK_PATHS.demoFastForward,
    { schema: { params: gameParamsSchema, body: fastForwardBodySchema, response: gameAnswer } },
    async (request) => {
      const { gameId } = request.params;
      const current = await feed.getGame(gameId);
      if (!current) throw new HttpError(404, `game ${gameId} does not exist`);
      if (current.home === null)
        throw new HttpError(
          409,
          `game ${gameId} is a long-term bet: it has no clock; use .../finish to decide it`,
        );
      if (current.state.status === 'finished') throw new HttpError(409, `game ${gameId} is already finished`);
      await feed.fastForward(gameId, request.body.seconds);
      return sportsbook.game(gameId);
    },
  );

  app.post(
    SPORTSBOOK_PATHS.demoSuspend,
    { schema: { params: gameParamsSchema, body: suspendBodySchema, response: gameAnswer } },
    async (request) => {
      const { gameId } = request.params;
      const current = await feed.getGame(gameId);
      if (!current) throw new HttpError(404, `game ${gameId} does not exist`);
      if (current.home === null)
        throw new HttpError(409, `game ${gameId} is a long-term bet: only a live game can be suspended`);
      if (current.state.status === 'line')
        throw new HttpError(
          409,
          `game ${gameId} is not live yet: only a live game can be suspended (use .../fast-forward to start it)`,
        );
      if (current.state.status === 'finished')
        throw new HttpError(409, `game ${gameId} is finished: only a live game can be suspended`);
      const suspended = await feed.suspend(gameId, request.body.seconds);
      if (!suspended) throw new HttpError(404, `game ${gameId} does not exist`);
      // The game ended between the read and the control (its last seconds were played first).
      if (suspended.state.status !== 'live')
        throw new HttpError(409, `game ${gameId} is finished: only a live game can be suspended`);
      return sportsbook.game(gameId);
    },
  );

  app.post(
    SPORTSBOOK_PATHS.demoHold,
    { schema: { params: gameParamsSchema, body: holdBodySchema, response: gameAnswer } },
    async (request) => {
      const { gameId } = request.params;
      const current = await feed.getGame(gameId);
      if (!current) throw new HttpError(404, `game ${gameId} does not exist`);
      if (current.home === null)
        throw new HttpError(409, `game ${gameId} is a long-term bet: it has no clock to hold`);
      if (current.state.status === 'finished')
        throw new HttpError(409, `game ${gameId} is finished: only a line or live game can be held`);
      const held = await feed.hold(gameId, request.body.seconds);
      if (!held) throw new HttpError(404, `game ${gameId} does not exist`);
      if (held.state.status === 'finished')
        throw new HttpError(409, `game ${gameId} is finished: only a line or live game can be held`);
      return sportsbook.game(gameId);
    },
  );

  app.post(
    SPORTSBOOK_PATHS.demoFinish,
    { schema: { params: gameParamsSchema, body: finishBodySchema, response: gameAnswer } },
    async (request) => {
      const { gameId } = request.params;
      const winner = request.body?.winner;
      if (winner !== undefined) {
        const current = await feed.getGame(gameId);
        if (!current) throw new HttpError(404, `game ${gameId} does not exist`);
        if (current.home === null)
          throw new HttpError(409, `game ${gameId} is a long-term bet: it has no home or away side to win`);
        if (current.state.status === 'finished')
          throw new HttpError(409, `game ${gameId} is already finished`);
      }
      try {
        if (!(await feed.finish(gameId, winner))) throw new HttpError(404, `game ${gameId} does not exist`);
      } catch (error) {
        if (error instanceof EndingOutOfReach) throw new HttpError(409, error.message);
        throw error;
      }
      return sportsbook.game(gameId);
    },
  );
};
