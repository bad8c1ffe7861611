/**
 * Entry point: reads the environment, prepares the database (open, migrate, seed), listens, and shuts down
 * gracefully on SIGTERM / SIGINT (stop accepting, finish in-flight requests, close the database, exit 0).
 */
import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import { buildApp } from './app';
import { prepareDatabase } from './db';
import { readEnv, redactUrl, type ServerEnv } from './env';
import { demoOptions } from './http/devRoutes';
import { DEFAULT_WEB_DIST_DIR } from './http/web';

/** pino options: JSON lines, or one coloured line per entry on a terminal (pino-pretty, synchronous). */
function loggerOptions(env: ServerEnv): FastifyServerOptions['logger'] {
  if (env.logFormat === 'json') return { level: env.logLevel };
  return {
    level: env.logLevel,
    stream: pretty({
      colorize: process.stdout.isTTY,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,method,url,statusCode,ms',
      sync: true,
    }),
  };
}
import { readWalletEnv, type WalletEnv } from './modules/wallet/env';
import { siteId } from './modules/identity/directory';
import { createRateLimitStore } from './infra/rateLimit';
import { createMemoryBus, type Bus } from './infra/bus';
import { createNatsBus } from './infra/natsBus';
import { readFeedEnv } from './modules/feed/env';
import { readBetEnv, type BetEnv } from './modules/sportsbook/env';

function fatal(message: string, error: unknown): never {
  const err =
    error instanceof Error ? { type: error.name, message: error.message, stack: error.stack } : error;
  process.stderr.write(`${JSON.stringify({ level: 60, time: Date.now(), msg: message, err })}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let env;
  let walletEnv: WalletEnv;
  let feedEnv;
  let betEnv: BetEnv;
  try {
    env = readEnv(process.env, process.cwd(), {
      isTty: process.stdout.isTTY,
      defaultWebDistDir: DEFAULT_WEB_DIST_DIR,
    });
    walletEnv = readWalletEnv(process.env);
    feedEnv = readFeedEnv(process.env);
    betEnv = readBetEnv(process.env);
  } catch (error) {
    fatal('cannot start', error);
  }

  const started = Date.now();
  let prepared;
  try {
    prepared = await prepareDatabase({ url: env.databaseUrl, dataDir: env.dataDir });
  } catch (error) {
    fatal(
      env.databaseUrl ? `cannot open ${redactUrl(env.databaseUrl)}` : `cannot open PGlite at ${env.dataDir}`,
      error,
    );
  }
  const { database, seed } = prepared;

  let bus: Bus;
  try {
    bus = feedEnv.natsUrl
      ? await createNatsBus({ url: feedEnv.natsUrl, namespace: feedEnv.natsNamespace })
      : createMemoryBus();
  } catch (error) {
    await database.close();
    fatal(`cannot connect to NATS at ${feedEnv.natsUrl ?? ''}`, error);
  }
  // Counters in Redis count per site (this database's id): another database sharing the Redis is another site.
  const rateLimits = createRateLimitStore(
    database.db,
    env.redisUrl,
    env.redisUrl ? await siteId(database.db) : undefined,
  );
  const app = buildApp({
    db: database,
    logger: loggerOptions(env),
    brand: env.brand,
    webDistDir: env.webDistDir,
    // DEMO_MODE and NODE_ENV decide the demo and development routes (http/devRoutes.ts).
    ...demoOptions(env, feedEnv),
    geoCountryHeader: env.geoCountryHeader,
    appVersion: env.appVersion,
    wallet: walletEnv,
    identityOptions: {
      publicUrl: env.publicUrl,
      rateLimits,
      captcha: { hmacKey: env.captchaHmacKey },
      freeRequestsPerAddress: env.freeAuthRequestsPerAddress,
    },
    trustProxy: env.trustProxy,
    siteOrigin: env.siteOrigin,
    feedOptions: {
      bus,
      seed: feedEnv.seed,
      tickMs: feedEnv.tickMs,
      speed: feedEnv.speed,
      suspendMs: feedEnv.suspendMs,
    },
    startFeed: feedEnv.simulator,
    // Settlement sweep, VIP decisions, in-play delay and demo bets (docs/adr/0016-betting.md).
    betting: { ...betEnv, demoBets: feedEnv.simulator },
    workerLeaseMs: env.workerLeaseMs,
    // The demo support operator answers new messages a few seconds later, where the demo routes are on.
    support: { demoAnswerDelayMs: env.devRoutes ? 4000 : 0 },
    // The demo approves documents under review after 30 s; a real site decides through the operator API.
    verification: { intervalMs: env.devRoutes ? 5_000 : 0, afterMs: 30_000 },
    // Expired bonuses end (their money removed) within a minute (docs/adr/0045-bonuses-wagering.md).
    bonuses: { expiryIntervalMs: 60_000 },
    // A friend's qualifying deposit earns the player's reward within seconds (docs/adr/0047-bring-a-friend.md).
    referrals: { rewardIntervalMs: 5_000 },
    // Once a week has ended, its cashback is paid within a minute (docs/adr/0048-cashback.md).
    cashback: { intervalMs: 60_000 },
    // Toto draws close at kick-off and are paid within seconds of their last match (docs/adr/0050-toto.md).
    toto: { intervalMs: 3_000, demo: feedEnv.simulator },
    // A casino hand left alone for a day is finished by the house within a minute (docs/adr/0054-hands.md).
    casino: { idleHandsIntervalMs: 60_000 },
    // Lotto draws are drawn and their tickets paid within two seconds of their time (docs/adr/0051-lotto.md).
    lotto: { intervalMs: 2_000 },
    // Shared tables' rounds are drawn and their bets paid within a second of their time (docs/adr/0055-shared-rounds.md).
    sharedRounds: { intervalMs: 1_000 },
    // Races run and their bets are paid within two seconds of their start (docs/adr/0052-races.md).
    races: { intervalMs: 2_000 },
    // Bets on your terms are decided within two seconds of their match's end (docs/adr/0053-bets-on-your-terms.md).
    builder: { intervalMs: 2_000 },
  });
  app.addHook('onClose', async () => {
    await rateLimits.close();
  });
  if (env.demoMode) {
    app.log.warn(
      'DEMO_MODE is on: anyone can flip maintenance, blocks and terms, read the outbox and drive the feed',
    );
  }
  app.log.info(
    {
      driver: database.driver,
      ...(env.databaseUrl ? { databaseUrl: redactUrl(env.databaseUrl) } : { dataDir: env.dataDir }),
      seededBrands: seed.brandsCreated,
      seededPlayers: seed.playersCreated,
      rateLimits: rateLimits.kind,
      devRoutes: env.devRoutes,
      ms: Date.now() - started,
    },
    'database ready (migrations applied)',
  );

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      app.log.warn({ signal }, 'second signal during shutdown: exiting now');
      process.exit(1);
    }
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs: env.shutdownTimeoutMs }, 'graceful shutdown timed out: forcing exit');
      process.exit(1);
    }, env.shutdownTimeoutMs);
    timer.unref();
    void (async () => {
      try {
        await app.close();
        await bus.close();
        await database.close();
        app.log.info('shutdown complete');
        process.exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      }
    })();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  try {
    await app.listen({ port: env.port, host: env.host });
  } catch (error) {
    app.log.fatal({ err: error }, 'cannot listen');
    await database.close();
    process.exit(1);
  }
}

void main();
