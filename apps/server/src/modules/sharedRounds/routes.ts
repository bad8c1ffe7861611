/**
 * HTTP routes of the shared tables (a Fastify plugin: `app.register(sharedRoundRoutes, { rounds, identity, bus,
 * demo })`): a table with its open round and latest results, the signed-in player's bets there and placing one,
 * the table's events as a server-sent event stream, and (demo and development only) drawing a table's round now.
 * Paths: `SHARED_ROUND_PATHS` of @betline/contracts/tables.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  moneyRefusalSchema,
  sharedBetPageSchema,
  sharedBetRequestSchema,
  sharedBetSchema,
  sharedRoundSchema,
  sharedTableParamsSchema,
  sharedTableSchema,
} from '@betline/contracts';
import { SHARED_ROUND_PATHS as P } from '@betline/contracts/tables';
import type { Bus } from '../../infra/bus';
import { HttpError } from '../../http/errors';
import { answers, type ZodTypeProvider } from '../../http/zod';
import { requirePlayer } from '../identity/guard';
import type { IdentityService } from '../identity/service';
import { sharedSubject, type SharedRounds } from './service';

function playerOf(request: FastifyRequest): number {
  const id = request.player?.playerId;
  if (id === undefined) throw new HttpError(401, 'sign in first: no valid session');
  return id;
}

/** A comment line to every watcher this often, so that proxies keep an idle stream open. */
const HEARTBEAT_MS = 15_000;

export async function sharedRoundRoutes(
  parent: FastifyInstance,
  {
    rounds,
    identity,
    bus,
    demo,
    heartbeatMs = HEARTBEAT_MS,
  }: { rounds: SharedRounds; identity: IdentityService; bus: Bus; demo: boolean; heartbeatMs?: number },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const guard = requirePlayer(identity);
  const noStore = (reply: { header: (name: string, value: string) => unknown }) =>
    void reply.header('cache-control', 'no-store');

  app.get(
    P.table,
    { schema: { params: sharedTableParamsSchema, response: answers({ 200: sharedTableSchema }) } },
    async (request, reply) => {
      noStore(reply);
      return rounds.table(request.params.tableId);
    },
  );

  app.get(
    P.bets,
    {
      preHandler: guard,
      schema: { params: sharedTableParamsSchema, response: answers({ 200: sharedBetPageSchema }) },
    },
    async (request, reply) => {
      noStore(reply);
      return rounds.bets(playerOf(request), request.params.tableId);
    },
  );

  app.post(
    P.bets,
    {
      preHandler: guard,
      bodyLimit: 8 * 1024,
      schema: {
        params: sharedTableParamsSchema,
        body: sharedBetRequestSchema,
        response: { 200: sharedBetSchema, '4xx': moneyRefusalSchema },
      },
    },
    async (request) => rounds.place(playerOf(request), request.params.tableId, request.body),
  );

  // The table's events (docs/adr/0055-shared-rounds.md): every process relays what the bus carries for the table,
  // so a watcher connected to any process sees rounds drawn by whichever process holds the tables' lease.
  const streams = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of [...streams]) end();
  });
  app.get(P.events, { schema: { params: sharedTableParamsSchema } }, async (request, reply) => {
    const { tableId } = request.params;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // A lost stream is opened again by the browser after 3 s.
    res.write('retry: 3000\n\n');
    const unsubscribe = await bus.subscribe(sharedSubject(tableId), ({ data }) => {
      res.write(`data: ${JSON.stringify(data)}\n\n`);
    });
    const beat = setInterval(() => res.write(': beat\n\n'), heartbeatMs);
    beat.unref();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      streams.delete(end);
      clearInterval(beat);
      void unsubscribe();
      res.end();
    };
    streams.add(end);
    request.raw.on('close', end);
  });

  if (demo) {
    app.post(
      P.demoDraw,
      { schema: { params: sharedTableParamsSchema, response: answers({ 200: sharedRoundSchema }) } },
      async (request) => rounds.drawNow(request.params.tableId),
    );
  }
}
