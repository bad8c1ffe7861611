/**
 * The Fastify application, without listening: `main.ts` listens, tests use `app.inject`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Database } from './db/client';
import { DEFAULT_BRAND } from './db/seed';
import { errorHandler, frameworkErrorHandler } from './http/errors';
import { DEFAULT_BODY_LIMIT, registerHardening } from './http/hardening';
import { registerSecurityHeaders } from './http/security';
import { DEFAULT_WEB_DIST_DIR, notFoundHandler, registerWebApp } from './http/web';
import { zodValidatorCompiler, type ZodTypeProvider } from './http/zod';
import { registerConfigRoutes } from './modules/config/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { identityRoutes } from './modules/identity/routes';
import { createIdentityService, type IdentityService } from './modules/identity/service';
import { outboxRoutes } from './modules/outbox/routes';
import { startWithdrawalApprover } from './modules/wallet/approver';
import { playerProfileFromIdentity } from './modules/wallet/players';
import { walletRoutes } from './modules/wallet/routes';
import { createWallet, type WalletOptions } from './modules/wallet/service';

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
  /** The identity service; default: one created here on `db` (rate limits in the database). */
  identity?: IdentityService;
  /**
   * Serve the demo outbox (`/dev/outbox`, `/web-api/dev/outbox`). Default: on outside production, and in
   * production only with DEMO_OUTBOX=1.
   */
  outbox?: boolean;
  /** Trust X-Forwarded-* of a reverse proxy (TRUST_PROXY=1). Default false. */
  trustProxy?: boolean;
  /**
   * Wallet settings (docs/adr/0007-wallet.md). `gatewaySecret` default: a random one per process (set
   * WALLET_GATEWAY_SECRET when several processes serve one site). `approveIntervalMs`: how often pending
   * withdrawals whose demo delay has passed are paid out; 0 (default here, main.ts passes the env) = never.
   */
  wallet?: Partial<Omit<WalletOptions, 'playerProfile'>> & { approveIntervalMs?: number };
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
    trustProxy: options.trustProxy ?? false,
    requestIdHeader: false,
    frameworkErrors: frameworkErrorHandler,
    // Longest path parameter; a longer one is a 414 through frameworkErrors, not a crash.
    routerOptions: { maxParamLength: 200 },
    // Routes that take a body set a smaller limit of their own; routes without a body schema take none.
    bodyLimit: DEFAULT_BODY_LIMIT,
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
  const routeTable = registerHardening(app);

  const database = options.db;
  const brand = options.brand ?? DEFAULT_BRAND;
  registerHealthRoutes(app, { database });
  registerConfigRoutes(app, { database, brand });

  // Cookies for every module (sessions are read by `requirePlayer` in any module's routes).
  void app.register(fastifyCookie);
  const identity = options.identity ?? createIdentityService(database.db, { brand });
  void app.register(identityRoutes, { identity });
  const outboxOn =
    options.outbox ?? (process.env.NODE_ENV !== 'production' || process.env.DEMO_OUTBOX === '1');
  if (outboxOn) void app.register(outboxRoutes, { outbox: identity.outbox, identity });

  const { approveIntervalMs = 0, ...walletOptions } = options.wallet ?? {};
  const wallet = createWallet(database.db, {
    playerProfile: playerProfileFromIdentity,
    ...walletOptions,
    gatewaySecret: walletOptions.gatewaySecret ?? randomBytes(32).toString('hex'),
  });
  void app.register(walletRoutes, { wallet, identity });
  startWithdrawalApprover(app, wallet, approveIntervalMs);

  const distDir =
    options.webDistDir === undefined
      ? process.env.NODE_ENV === 'production'
        ? DEFAULT_WEB_DIST_DIR
        : null
      : options.webDistDir;
  const spa = distDir !== null && registerWebApp(app, distDir);
  app.setNotFoundHandler(notFoundHandler(spa, routeTable));

  return app;
}

export type App = ReturnType<typeof buildApp>;
