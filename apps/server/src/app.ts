/**
 * The Fastify application, without listening: `main.ts` listens, tests use `app.inject`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Database } from './db/client';
import { DEFAULT_BRAND } from './db/seed';
import { errorHandler, frameworkErrorHandler } from './http/errors';
import { registerSecurityHeaders } from './http/security';
import { DEFAULT_WEB_DIST_DIR, notFoundHandler, registerWebApp } from './http/web';
import { zodValidatorCompiler, type ZodTypeProvider } from './http/zod';
import { registerConfigRoutes } from './modules/config/routes';
import { feedDemoRoutes } from './modules/feed/routes';
import { FeedService, type FeedServiceOptions } from './modules/feed/service';
import { registerHealthRoutes } from './modules/health/routes';
import { sportsbookPush } from './modules/sportsbook/push';
import { sportsbookRoutes } from './modules/sportsbook/routes';
import { SportsbookService } from './modules/sportsbook/service';

export interface BuildAppOptions {
  db: Database;
  /** `false` (default, quiet tests), `true`, or pino options (`{ level, stream, ... }`). */
  logger?: boolean | FastifyServerOptions['logger'];
  /**
   * Folder of the built web app. `undefined`: apps/web/dist in production (NODE_ENV=production), none
   * otherwise. `null`: API only. A folder that is not a web build is logged and ignored.
   */
  webDistDir?: string | null;
  /** The brand whose site config is answered. Default `betline`. */
  brand?: string;
  /** The sports feed: a service (tests bring one with their own clock), or options for one. */
  feed?: FeedService | Omit<FeedServiceOptions, 'database'>;
  /** Run the feed simulator once the app is ready (main.ts). Default false: tests start it themselves. */
  startFeed?: boolean;
  /** The feed's demo controls (fast-forward, finish a game). Default true. */
  feedDemoControls?: boolean;
  /** Milliseconds between two heartbeats of the push channel (default 15 000). */
  pushHeartbeatMs?: number;
}

/** An incoming `X-Request-Id` is kept when it looks like an id; otherwise a fresh UUID. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function buildApp(options: BuildAppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: requestId,
    requestIdHeader: false,
    frameworkErrors: frameworkErrorHandler,
    // Longest path parameter; a longer one is a 414 through frameworkErrors, not a crash.
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setErrorHandler(errorHandler);
  // Graceful close: answers still in flight when close() starts tell the client to drop the keep-alive
  // connection, so that the server does not wait for idle sockets until their keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
    if (closing) void reply.header('connection', 'close');
  });

  registerSecurityHeaders(app);

  const database = options.db;
  const brand = options.brand ?? DEFAULT_BRAND;
  registerHealthRoutes(app, { database });
  registerConfigRoutes(app, { database, brand });

  const feed =
    options.feed instanceof FeedService
      ? options.feed
      : new FeedService({ database, log: app.log, ...options.feed });
  const sportsbook = new SportsbookService({ feed });
  void app.register(sportsbookRoutes, { sportsbook });
  void app.register(fastifyWebsocket);
  void app.register(sportsbookPush, {
    feed,
    bus: feed.bus,
    ...(options.pushHeartbeatMs ? { heartbeatMs: options.pushHeartbeatMs } : {}),
  });
  if (options.feedDemoControls ?? true) void app.register(feedDemoRoutes, { feed, sportsbook });
  if (options.startFeed) {
    app.addHook('onReady', async () => {
      await feed.prepare();
      feed.startSimulator();
    });
  }
  app.addHook('onClose', async () => {
    await feed.stopSimulator();
  });

  const distDir =
    options.webDistDir === undefined
      ? process.env.NODE_ENV === 'production'
        ? DEFAULT_WEB_DIST_DIR
        : null
      : options.webDistDir;
  const spa = distDir !== null && registerWebApp(app, distDir);
  app.setNotFoundHandler(notFoundHandler(spa));

  return app;
}

export type App = ReturnType<typeof buildApp>;
