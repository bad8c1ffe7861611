import fastifyCompress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
/**
 * The Fastify application, without listening: `main.ts` listens, tests use `app.inject`.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/client';
import { DEFAULT_BRAND } from './db/seed';
import { errorHandler, frameworkErrorHandler, HttpError, requestOutcome } from './http/errors';
import { DEFAULT_BODY_LIMIT, registerHardening } from './http/hardening';
import { devRoutesOn } from './http/devRoutes';
import { registerSecurityHeaders } from './http/security';
import { inlineRenderBlocking } from './http/firstScreen';
import { pageRenderer, rendererPath, warmRenderer } from './http/serverRender';
import { DEFAULT_WEB_DIST_DIR, isWebBuild, notFoundHandler, registerBrand, registerWebApp } from './http/web';
import { registerOpenApi } from './http/openapi';
import { serializerCompiler, zodValidatorCompiler, type ZodTypeProvider } from './http/zod';
import { bonusRoutes } from './modules/bonuses/routes';
import { createBonuses } from './modules/bonuses/service';
import { promotionRoutes } from './modules/promotions/routes';
import { isCouponPromoCode } from './modules/sportsbook/stake';
import { casinoTotals, firstDeposits, successfulDeposits } from './modules/wallet/usage';
import { referralRoutes } from './modules/referrals/routes';
import { favouriteRoutes } from './modules/favourites/routes';
import { createFavourites } from './modules/favourites/service';
import { createReferrals } from './modules/referrals/service';
import { bonusGameRoutes } from './modules/bonusGames/routes';
import { createBonusGames } from './modules/bonusGames/service';
import { cashbackRoutes } from './modules/cashback/routes';
import { lottoRoutes } from './modules/lotto/routes';
import { builderRoutes } from './modules/builder/routes';
import { createBuilder } from './modules/builder/service';
import { raceRoutes } from './modules/races/routes';
import { createRaces } from './modules/races/service';
import { createLotto } from './modules/lotto/service';
import { sharedRoundRoutes } from './modules/sharedRounds/routes';
import { createSharedRounds } from './modules/sharedRounds/service';
import { totoRoutes } from './modules/toto/routes';
import { seedTotoDemo } from './modules/toto/seed';
import { createToto } from './modules/toto/service';
import { createCashback } from './modules/cashback/service';
import { startLeasedJob } from './infra/leasedJob';
import { createPromotions } from './modules/promotions/service';
import { startBonusExpiry } from './modules/bonuses/worker';
import { casinoRoutes } from './modules/casino/routes';
import { createCasinoService } from './modules/casino/service';
import { createHands } from './modules/casino/hands';
import { loadLanguages } from './modules/config/service';
import { contentRoutes } from './modules/content/routes';
import { createContentService } from './modules/content/service';
import { viewRoutes } from './modules/views/routes';
import { createViewService } from './modules/views/service';
import { seoRoutes } from './modules/seo/routes';
import { operatorRoutes } from './modules/operator/routes';
import { requireOperator } from './http/operatorAuth';
import { createOperators } from './modules/operator/service';
import { createSeoService } from './modules/seo/service';
import { registerConfigRoutes } from './modules/config/routes';
import { feedDemoRoutes } from './modules/feed/routes';
import { createFeed, type FeedService, type FeedServiceOptions } from './modules/feed/service';
import { registerHealthRoutes } from './modules/health/routes';
import { registerFingerprint } from './modules/fingerprint/routes';
import { identityRoutes } from './modules/identity/routes';
import { checkCsrf, sessionToken } from './modules/identity/guard';
import {
  createIdentityService,
  type IdentityService,
  type IdentityServiceOptions,
} from './modules/identity/service';
import { protectionRoutes, type LimitCaller } from './modules/protection/routes';
import type { ProtectionService } from './modules/protection/service';
import { outboxRoutes } from './modules/outbox/routes';
import { siteRoutes } from './modules/site/routes';
import { createSiteService } from './modules/site/service';
import { readAppVersion } from './modules/site/version';
import { startDemoOperator } from './modules/support/demoOperator';
import { supportRoutes } from './modules/support/routes';
import { createSupportService } from './modules/support/service';
import { startWithdrawalApprover } from './modules/wallet/approver';
import { toPayment } from './modules/wallet/shapes';
import { walletRoutes } from './modules/wallet/routes';
import type { WalletOptions } from './modules/wallet/service';
import { systemClock, type Clock } from './infra/clock';
import { LIMIT_TYPE, currencyOf } from '@betline/core';
import { SESSION_COOKIE } from '@betline/contracts';
import { createMoneyStack } from './money';
import { sportsbookPush } from './modules/sportsbook/push';
import { sportsbookRoutes } from './modules/sportsbook/routes';
import { createSportsbook } from './modules/sportsbook/service';
import { bettingRoutes } from './modules/sportsbook/betRoutes';
import { createBetting, defaultStakeLimits, type StakeLimits } from './modules/sportsbook/bets';
import { createHistory } from './modules/sportsbook/history';
import { createSettlement } from './modules/sportsbook/settlement';
import { startBettingWorker } from './modules/sportsbook/worker';
import { createLease } from './infra/lease';
import { currencyIsoOf, loginsOf, promotionProfile, walletProfile } from './modules/identity/directory';
import { requirePlayer } from './modules/identity/guard';
import { startVerificationApprover } from './modules/verification/approver';
import { verificationRoutes } from './modules/verification/routes';
import { createVerificationService } from './modules/verification/service';

export interface BuildAppOptions {
  db: Database;
  /** `false` (default, quiet tests), `true`, or pino options (`{ level, stream, ... }`). */
  logger?: boolean | FastifyServerOptions['logger'];
  /**
   * Folder of the built web app. `undefined`: apps/web/dist in production (NODE_ENV=production), none
   * otherwise. `null`: API only. A folder that is not a web build is logged and ignored.
   */
  webDistDir?: string | null;
  /**
   * Pages are rendered on the server by the web build's renderer (`dist-ssr`, ADR 0041) when it was built.
   * Default true; false sends every page as the bare shell (the browser renders it).
   */
  serverRendering?: boolean;
  /** The brand whose site config is answered. Default `betline`. */
  brand?: string;
  /** The operator's demo switches (maintenance, block, terms) answer only when true. Default false. */
  demoMode?: boolean;
  /**
   * Register the demo and development routes (feed demo controls, demo switches, outbox, demo two-step codes,
   * the demo OAuth provider; `http/devRoutes.ts`). Default: on outside production (NODE_ENV), in production only with `demoMode`.
   */
  devRoutes?: boolean;
  /** Request header with the visitor's country for the block service. Default `cf-ipcountry`. */
  geoCountryHeader?: string;
  /** The app version answered to clients. Default: APP_VERSION, else a hash of the web build's index.html. */
  appVersion?: string;
  /** Milliseconds since the epoch (tests move it). */
  now?: () => number;
  /** Requests per minute per address on the site's public write paths (collector, consent). Default 120. */
  siteWritesPerMinute?: number;
  /** The identity service; default: one created here on `db` (rate limits in the database). */
  identity?: IdentityService;
  /** Options of the identity service created here (ignored when `identity` is given). */
  identityOptions?: Pick<
    IdentityServiceOptions,
    'publicUrl' | 'rateLimits' | 'captcha' | 'freeRequestsPerAddress'
  >;
  /** The server's one clock for player protection (tests move it). Default: the system clock. */
  clock?: Clock;
  /**
   * Wallet settings (docs/adr/0007-wallet.md). `gatewaySecret` default: a random one per process (set
   * WALLET_GATEWAY_SECRET when several processes serve one site). `approveIntervalMs`: how often pending
   * withdrawals whose demo delay has passed are paid out; 0 (default here, main.ts passes the env) = never.
   */
  wallet?: Partial<Omit<WalletOptions, 'playerProfile'>> & { approveIntervalMs?: number };
  /** Trust X-Forwarded-* of a reverse proxy (TRUST_PROXY=1). Default false. */
  trustProxy?: boolean;
  /**
   * The site's public origin (PUBLIC_URL) for the addresses of robots.txt, the sitemap and canonical links.
   * Default: each request's own origin.
   */
  siteOrigin?: string;
  /** The sports feed; default: one created here on `db` (tests bring one with their own clock). */
  feed?: FeedService;
  /** Options of the feed created here (ignored when `feed` is given). */
  feedOptions?: Omit<FeedServiceOptions, 'database'>;
  /** Run the feed simulator once the app is ready (main.ts). Default false: tests start it themselves. */
  startFeed?: boolean;
  /** The feed's demo controls (fast-forward, finish a game), when `devRoutes` are on. Default true. */
  feedDemoControls?: boolean;
  /** Milliseconds between two heartbeats of the push channel (default 15 000). */
  pushHeartbeatMs?: number;
  /** The player protection service (casino stake checks); default: one created here on `db`. */
  protection?: ProtectionService;
  /** Betting (docs/adr/0016-betting.md). */
  betting?: {
    /** In-play delay of coupons with a live selection (default 3000 ms). */
    liveDelayMs?: number;
    /** Waits the in-play delay (tests act during it). */
    sleep?: (ms: number) => Promise<void>;
    stakeLimits?: (iso: string) => StakeLimits;
    /** How often finished games are settled and VIP bets decided; 0 (default here) = never. */
    workerIntervalMs?: number;
    /** VIP bets are decided automatically (demo) this long after placement. Default 10 000 ms. */
    vipDecisionMs?: number;
    /** Place the demo players' demo bets once the feed has games (main.ts: on). Default false. */
    demoBets?: boolean;
    /** Coupons settled per database transaction (BET_SETTLE_BATCH_SIZE). Default 1000. */
    settleBatchSize?: number;
  };
  /** Bonuses (docs/adr/0045-bonuses-wagering.md). */
  bonuses?: {
    /** How often expired bonuses are ended (their money removed); 0 (default here) = never (main.ts: 60 s). */
    expiryIntervalMs?: number;
  };
  /** The weekly cashback (docs/adr/0048-cashback.md). */
  cashback?: {
    /** How often the job looks for an ended week to award; 0 (default here) = never (main.ts: 60 s). */
    intervalMs?: number;
  };
  /** The toto (docs/adr/0050-toto.md). */
  toto?: {
    /** How often draws are formed, closed and settled and coupons paid; 0 (default here) = never (main.ts: 3 s). */
    intervalMs?: number;
    /** The demo players fill a coupon of every open draw (where the simulator runs). Default false. */
    demo?: boolean;
  };
  /** The casino (docs/adr/0015-casino.md). */
  casino?: {
    /**
     * How often hands left alone for a day are finished by the house (docs/adr/0054-hands.md); 0 (default here)
     * = never (main.ts: 60 s).
     */
    idleHandsIntervalMs?: number;
    /** How long a hand waits for its player before the house finishes it (default a day; tests shorten it). */
    idleHandMs?: number;
  };
  /** The lotto (docs/adr/0051-lotto.md). */
  lotto?: {
    /** How often draws are created ahead, drawn when due and tickets paid; 0 (default here) = never (main.ts: 2 s). */
    intervalMs?: number;
  };
  /** The shared tables: live roulette, live baccarat, the money wheel (docs/adr/0055-shared-rounds.md). */
  sharedRounds?: {
    /** How often rounds are created ahead, drawn when due and bets paid; 0 (default here) = never (main.ts: 1 s). */
    intervalMs?: number;
  };
  /** Bets on your terms (docs/adr/0053-bets-on-your-terms.md). */
  builder?: {
    /** How often the bets of finished games are decided and paid; 0 (default here) = never (main.ts: 2 s). */
    intervalMs?: number;
  };
  /** Virtual races (docs/adr/0052-races.md). */
  races?: {
    /** How often races are created ahead, run when due and bets paid; 0 (default here) = never (main.ts: 2 s). */
    intervalMs?: number;
  };
  /** Bring a friend (docs/adr/0047-bring-a-friend.md). */
  referrals?: {
    /** How often qualified friends earn their player's reward; 0 (default here) = never (main.ts: 5 s). */
    rewardIntervalMs?: number;
  };
  /**
   * Term of the background workers' leases (WORKER_LEASE_MS, ADR 0034): with several processes on one site,
   * one of them settles and approves; another takes over this long after it stops renewing. Default 15 000.
   */
  workerLeaseMs?: number;
  /** Support (tickets, the conversation with support). */
  support?: {
    /**
     * Demo mode's support operator answers a player's message this long after it (main.ts: with the demo
     * routes); 0 (default here) = no demo operator.
     */
    demoAnswerDelayMs?: number;
    /** How often the demo operator looks for waiting tickets (default 1000 ms). */
    demoIntervalMs?: number;
  };
  /**
   * The demo's automatic verification (docs: modules/verification): documents under review for `afterMs`
   * (default 30 000) are approved every `intervalMs`; 0 (default here, main.ts turns it on where demo routes
   * are) = never.
   */
  verification?: { intervalMs?: number; afterMs?: number };
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
    // One line per request (the onResponse hook below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Longest path parameter; a longer one is a 414 through frameworkErrors, not a crash.
    routerOptions: { maxParamLength: 200 },
    // Routes that take a body set a smaller limit of their own; routes without a body schema take none.
    bodyLimit: DEFAULT_BODY_LIMIT,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  // Every answer is checked against its route's response schema; one that does not match is a bare 500.
  app.setSerializerCompiler(serializerCompiler);
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

  app.addHook('onResponse', async (request, reply) => {
    const line = {
      method: request.method,
      url: request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...requestOutcome(request),
    };
    const message = `${line.method} ${line.url} ${line.statusCode} ${line.ms} ms`;
    if (reply.statusCode >= 500) request.log.error(line, message);
    else if (request.url === '/healthz') request.log.debug(line, message);
    else request.log.info(line, message);
  });

  const distDir =
    options.webDistDir === undefined
      ? process.env.NODE_ENV === 'production'
        ? DEFAULT_WEB_DIST_DIR
        : null
      : options.webDistDir;
  const appVersion = readAppVersion(options.appVersion, distDir);
  // The OpenAPI document (`GET /web-api/openapi.json`): its generator is registered before every route.
  registerOpenApi(app, { version: appVersion.version });
  // The shell's render-blocking colour-mode script is written into it; the CSP allows that script by its hash.
  const inlined =
    distDir !== null && isWebBuild(distDir)
      ? inlineRenderBlocking(readFileSync(join(distDir, 'index.html'), 'utf8'), distDir)
      : undefined;
  // Every page is rendered on the server when the web build has its renderer (ADR 0041).
  const renderer =
    inlined !== undefined && distDir !== null && options.serverRendering !== false
      ? rendererPath(distDir)
      : null;
  // The first visitors after a start do not wait for the renderer's import and first chunk loads.
  if (renderer !== null) {
    app.addHook('onListen', () => {
      void warmRenderer(app);
    });
  }
  // Remote views may load scripts from the origins the site config allows (none by default, DESIGN "Security").
  registerSecurityHeaders(
    app,
    inlined?.scriptHashes ?? [],
    async () => (await site.settings()).remoteViewOrigins ?? [],
  );
  const routeTable = registerHardening(app);
  // Answers over 1 KB travel compressed when the client accepts it (a line of 200 games is ~600 KB of JSON,
  // ~40 KB as brotli). Brotli at quality 4 costs little CPU per answer; the web app's own files are
  // precompressed at build time and keep their encoding.
  void app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  // Demo and development routes: never in a production start unless DEMO_MODE says so (http/devRoutes.ts).
  const devRoutes =
    options.devRoutes ?? devRoutesOn({ nodeEnv: process.env.NODE_ENV, demoMode: options.demoMode ?? false });

  const database = options.db;
  const brand = options.brand ?? DEFAULT_BRAND;
  // The operator API's callers; the demo operator's public token only where demo routes are on.
  const operators = createOperators(database.db, { acceptDemo: devRoutes });
  void app.register(operatorRoutes, { operators });
  const feed = options.feed ?? createFeed({ database, log: app.log, ...options.feedOptions });
  const sportsbook = createSportsbook({ feed, db: database.db });
  void app.register(sportsbookRoutes, { sportsbook });
  void app.register(fastifyWebsocket);
  void app.register(sportsbookPush, {
    feed,
    bus: feed.bus,
    ...(options.pushHeartbeatMs ? { heartbeatMs: options.pushHeartbeatMs } : {}),
    // The socket's signed-in player (support tickets): the session cookie of its upgrade request.
    playerOf: async (request) => {
      const token =
        request.cookies?.[SESSION_COOKIE] ??
        fastifyCookie.parse(request.headers.cookie ?? '')[SESSION_COOKIE];
      const found = await identity.lookupSession(token);
      return found.ok ? found.session.playerId : null;
    },
  });
  if (devRoutes && (options.feedDemoControls ?? true)) {
    void app.register(feedDemoRoutes, { feed, sportsbook });
  }
  if (options.startFeed) {
    app.addHook('onReady', async () => {
      await feed.prepare();
      feed.startSimulator();
    });
  }
  app.addHook('onClose', async () => {
    await feed.stopSimulator();
  });

  const site = createSiteService({
    db: database.db,
    brand,
    now: options.now,
    onBackgroundError: (error) =>
      app.log.error({ err: error }, 'config refresh failed: answering the stale copy'),
  });
  // Declared once the OpenAPI generator (a plugin) is loaded, so that the document lists them.
  app.after(() => {
    registerHealthRoutes(app, { database });
    registerConfigRoutes(app, { site });
  });

  // Cookies for every module (sessions are read by `requirePlayer` in any module's routes).
  void app.register(fastifyCookie);
  const clock = options.clock ?? systemClock;
  const { approveIntervalMs = 0, ...walletOptions } = options.wallet ?? {};
  // Verification (KYC): its threshold gates the wallet's withdrawals, so it comes before the money stack.
  const verification = createVerificationService({
    db: database.db,
    now: () => new Date(clock.now()),
    currencyIsoOf: async (playerId, run) =>
      (await walletProfile(playerId, run)) ? currencyIsoOf(playerId, run) : undefined,
  });
  // Player protection and the wallet's money path first: identity asks protection at sign-in, every movement
  // of a player's money asks it through the money path.
  const { protection: protectionService, wallet } = createMoneyStack(database.db, {
    clock,
    protection: options.protection,
    wallet: { ...walletOptions, withdrawalGate: verification.withdrawalGate },
  });
  // Bonuses with wagering (docs/adr/0045-bonuses-wagering.md): settlement and casino rounds count their stakes.
  const bonuses = createBonuses({ db: database.db, money: wallet.money, clock });
  // Bring a friend (docs/adr/0047-bring-a-friend.md): a registration's friend code is attributed to its owner.
  const referrals = createReferrals({
    db: database.db,
    clock,
    bonuses,
    profileOf: promotionProfile,
    loginsOf,
    firstDepositsOf: firstDeposits,
  });
  const identity =
    options.identity ??
    createIdentityService(database.db, {
      brand,
      // Registering is agreeing to the terms in force: a new player is not sent to confirm them at once.
      onPlayerCreated: async (playerId, registered) => {
        await site.acceptCurrentTerms(playerId);
        if (registered.friendCode !== undefined) await referrals.attribute(playerId, registered.friendCode);
      },
      ...options.identityOptions,
      // One clock for the whole server: session start, expiry and the session limit read the same time.
      now: () => new Date(clock.now()),
      sessionEndsAt: (playerId, startedAt) => protectionService.sessionEndsAt(playerId, startedAt),
      sessionGate: async (playerId) => {
        const exclusion = await protectionService.exclusion(playerId);
        if (!exclusion) return null;
        const until = new Date(exclusion.endsAt).toISOString();
        return exclusion.type === LIMIT_TYPE.SELF_EXCLUSION
          ? `self-excluded until ${until}: signing in is not possible before then`
          : `time-out until ${until}: signing in is not possible before then`;
      },
    });
  protectionService.whenExcluded(async (playerId) => {
    await identity.revokeAllSessions(playerId, undefined, 'excluded');
  });
  registerFingerprint(app, { sharedSecret: identity.sharedSecret, now: () => clock.now() });
  void app.register(identityRoutes, {
    identity,
    demoProvider: devRoutes,
    verificationOf: (playerId) => verification.summary(playerId),
  });
  if (devRoutes) void app.register(outboxRoutes, { outbox: identity.outbox, identity });

  void app.register(walletRoutes, { wallet, identity });
  void app.register(bonusRoutes, { bonuses, identity });
  void app.register(referralRoutes, { referrals, identity });
  // Sportsbook favourites: the games, championships and teams a player starred, named from the feed.
  void app.register(favouriteRoutes, {
    favourites: createFavourites({ db: database.db, clock, feed }),
    identity,
  });
  // Bring a friend's rewards (docs/adr/0047-bring-a-friend.md) and the weekly cashback (docs/adr/0048-cashback.md).
  startLeasedJob(app, {
    name: 'referrals: rewards',
    lease: createLease(database.db, 'referrals', { ttlMs: options.workerLeaseMs }),
    intervalMs: options.referrals?.rewardIntervalMs ?? 0,
    run: () => referrals.rewardDue(),
  });
  const cashback = createCashback({
    db: database.db,
    clock,
    money: wallet.money,
    casinoTotals,
    profileOf: promotionProfile,
  });
  void app.register(cashbackRoutes, { cashback, identity });
  // The six bonus games (docs/adr/0049-bonus-games.md): passes of free plays whose prizes credit the bonus account.
  const bonusGames = createBonusGames({
    db: database.db,
    clock,
    money: wallet.money,
    excluded: async (playerId, run) => {
      const exclusion = await protectionService.exclusion(playerId, run);
      if (!exclusion) return null;
      const until = new Date(exclusion.endsAt).toISOString();
      return exclusion.type === LIMIT_TYPE.SELF_EXCLUSION
        ? `self-excluded until ${until}`
        : `time-out until ${until}`;
    },
  });
  void app.register(bonusGameRoutes, { bonusGames, identity, operators });
  startLeasedJob(app, {
    name: 'cashback: weekly awards',
    lease: createLease(database.db, 'cashback', { ttlMs: options.workerLeaseMs }),
    intervalMs: options.cashback?.intervalMs ?? 0,
    run: () => cashback.runDue(),
  });
  startBonusExpiry(app, {
    bonuses,
    lease: createLease(database.db, 'bonuses', { ttlMs: options.workerLeaseMs }),
    intervalMs: options.bonuses?.expiryIntervalMs ?? 0,
  });
  startWithdrawalApprover(
    app,
    wallet,
    approveIntervalMs,
    createLease(database.db, 'withdrawals', { ttlMs: options.workerLeaseMs }),
  );

  void app.register(verificationRoutes, {
    verification,
    player: requirePlayer(identity),
    operator: requireOperator(operators),
  });
  startVerificationApprover(app, verification, {
    intervalMs: options.verification?.intervalMs ?? 0,
    afterMs: options.verification?.afterMs ?? 30_000,
    now: () => clock.now(),
    lease: createLease(database.db, 'verification', { ttlMs: options.workerLeaseMs }),
  });

  const callerOf = async (
    verified: { playerId: number; sessionId: string; sessionStartedAt: Date } | null,
  ) =>
    verified
      ? ({
          playerId: verified.playerId,
          sessionId: verified.sessionId,
          sessionStartedAt: verified.sessionStartedAt.getTime(),
        } satisfies LimitCaller)
      : null;
  void app.register(protectionRoutes, {
    protection: protectionService,
    bearer: async (request) => {
      const header = request.headers.authorization;
      const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._-]{10,2000})$/.exec(header) : null;
      return callerOf(match?.[1] ? await identity.verifyUserToken(match[1]) : null);
    },
    session: async (request) => {
      const found = await identity.lookupSession(sessionToken(request));
      // A session ended by the session limit or an exclusion says why (401 with its code).
      if (!found.ok && found.ended) throw new HttpError(401, found.ended.message, found.ended.code);
      if (!found.ok) return null;
      checkCsrf(request, found.session.csrfToken);
      return callerOf({ ...found.session, sessionStartedAt: found.session.startedAt });
    },
    logout: async (caller) => {
      await identity.revokeSession(caller.playerId, caller.sessionId);
    },
  });
  void app.register(siteRoutes, {
    site,
    identity,
    geoCountryHeader: (options.geoCountryHeader ?? 'cf-ipcountry').toLowerCase(),
    appVersion,
    demoMode: options.demoMode ?? false,
    demoSwitches: devRoutes,
    writesPerMinute: options.siteWritesPerMinute,
  });
  // Casino (docs/adr/0015-casino.md): catalogue, in-house rounds through the ledger and the stake checks.
  const casino = createCasinoService({
    db: database.db,
    money: wallet.money,
    clock,
    wagering: bonuses.wagering,
    // The in-house studio carries the brand's name: a partner's players see their brand, not Betline.
    studioName: async () => `${(await site.identity()).name} Studio`,
  });
  // The games played in steps (docs/adr/0054-hands.md); a hand its player left is finished by the house.
  const hands = createHands({
    db: database.db,
    money: wallet.money,
    clock,
    wagering: bonuses.wagering,
    idleMs: options.casino?.idleHandMs,
  });
  void app.register(casinoRoutes, {
    db: database.db,
    identity,
    money: wallet.money,
    clock,
    casino,
    hands,
    wagering: bonuses.wagering,
  });
  startLeasedJob(app, {
    name: 'casino: hands left alone',
    lease: createLease(database.db, 'casino-hands', { ttlMs: options.workerLeaseMs }),
    intervalMs: options.casino?.idleHandsIntervalMs ?? 0,
    run: () => hands.finishIdle(),
  });
  // Promotions and promo codes (docs/adr/0046-promotions-promo-codes.md): a code's bonus is granted through them.
  const promotions = createPromotions({
    db: database.db,
    brand,
    clock,
    bonuses,
    profileOf: promotionProfile,
    depositsOf: successfulDeposits,
    isCouponCode: isCouponPromoCode,
    plays: bonusGames,
    gamesOf: async (slugs) => {
      const found = await Promise.all(
        slugs.map((slug) =>
          casino.game(slug).catch((error: unknown) => {
            if (error instanceof HttpError && error.statusCode === 404) return null;
            throw error;
          }),
        ),
      );
      return found.filter((game) => game !== null);
    },
  });
  void app.register(promotionRoutes, { promotions, identity, operators });
  // Betting (docs/adr/0016-betting.md): placement, settlement, history, booking codes and cash-out.
  const stakeLimits = options.betting?.stakeLimits ?? defaultStakeLimits;
  // The brand's coupon rules, read at most every 5 s (a config change reaches bets within seconds).
  const siteSettings = () => site.settings();
  const betting = createBetting({
    db: database.db,
    feed,
    money: wallet.money,
    clock,
    siteConfig: siteSettings,
    stakeLimits,
    liveDelayMs: options.betting?.liveDelayMs,
    sleep: options.betting?.sleep,
  });
  const settlement = createSettlement({
    db: database.db,
    feed,
    clock,
    stakeLimits,
    money: wallet.money,
    batchSize: options.betting?.settleBatchSize,
    wagering: bonuses.wagering,
  });
  const history = createHistory({
    db: database.db,
    feed,
    clock,
    betting,
    money: wallet.money,
    companyName: async () => (await siteSettings()).companyName,
  });
  void app.register(bettingRoutes, { identity, betting, history });
  // Toto (docs/adr/0050-toto.md): weekly draws of the feed's football, coupons staked and paid through the money path.
  const toto = createToto({
    db: database.db,
    feed,
    money: wallet.money,
    clock,
    loginOf: async (playerId) => (await identity.findPlayer(playerId))?.login,
  });
  void app.register(totoRoutes, { toto, identity });
  startLeasedJob(app, {
    name: 'toto: draws and payouts',
    lease: createLease(database.db, 'toto', { ttlMs: options.workerLeaseMs }),
    intervalMs: options.toto?.intervalMs ?? 0,
    run: async () =>
      (await toto.sweep()) +
      (options.toto?.demo
        ? await seedTotoDemo({
            db: database.db,
            feed,
            toto,
            demoPlayer: async (login) => {
              const found = await identity.findByIdentifier(login);
              return found ? { id: found.id, iso: currencyOf(found.currencyId).iso } : undefined;
            },
          })
        : 0),
  });
  // Lotto (docs/adr/0051-lotto.md): fixed-odds lotteries drawn on the clock from committed seeds, tickets staked and
  // paid through the money path.
  const lotto = createLotto({ db: database.db, money: wallet.money, clock });
  void app.register(lottoRoutes, { lotto, identity, demo: devRoutes });
  startLeasedJob(app, {
    name: 'lotto: draws and payouts',
    lease: createLease(database.db, 'lotto', { ttlMs: options.workerLeaseMs }),
    intervalMs: options.lotto?.intervalMs ?? 0,
    run: () => lotto.sweep(),
  });
  // Virtual races (docs/adr/0052-races.md): marbles, horses and greyhounds run on the clock from committed seeds, win
  // bets staked and paid through the money path.
  const races = createRaces({ db: database.db, money: wallet.money, clock });
  void app.register(raceRoutes, { races, identity, demo: devRoutes });
  startLeasedJob(app, {
    name: 'races: runs and payouts',
    lease: createLease(database.db, 'races', { ttlMs: options.workerLeaseMs }),
    intervalMs: options.races?.intervalMs ?? 0,
    run: () => races.sweep(),
  });
  // Shared tables (docs/adr/0055-shared-rounds.md): live roulette, live baccarat and the money wheel play one round
  // for everyone on the clock from committed seeds; bets staked and paid through the money path as casino rounds.
  const sharedRounds = createSharedRounds({
    db: database.db,
    money: wallet.money,
    clock,
    bus: feed.bus,
    wagering: bonuses.wagering,
  });
  void app.register(sharedRoundRoutes, { rounds: sharedRounds, identity, bus: feed.bus, demo: devRoutes });
  startLeasedJob(app, {
    name: 'shared tables: rounds and payouts',
    lease: createLease(database.db, 'shared-rounds', { ttlMs: options.workerLeaseMs }),
    intervalMs: options.sharedRounds?.intervalMs ?? 0,
    run: () => sharedRounds.sweep(),
  });
  // Bets on your terms (docs/adr/0053-bets-on-your-terms.md): outcomes of one match combined at a price read from the
  // match's distribution of final scores, staked through the money path, decided when the match is over.
  const builder = createBuilder({ db: database.db, feed, money: wallet.money, clock });
  void app.register(builderRoutes, { builder, identity });
  startLeasedJob(app, {
    name: 'bets on your terms: settlement',
    lease: createLease(database.db, 'builder', { ttlMs: options.workerLeaseMs }),
    intervalMs: options.builder?.intervalMs ?? 0,
    run: () => builder.sweep(),
  });
  // Settlement sweep, finished games, VIP decisions and demo bets, by the holder of the `betting` lease (ADR 0034).
  startBettingWorker(app, {
    db: database.db,
    feed,
    betting,
    settlement,
    lease: createLease(database.db, 'betting', { ttlMs: options.workerLeaseMs }),
    intervalMs: options.betting?.workerIntervalMs ?? 0,
    vipDecisionMs: options.betting?.vipDecisionMs,
    demoBets: options.betting?.demoBets,
    autoCashouts: () => history.runAutoCashouts(),
  });

  // Support: tickets and the conversation with support; changes reach the player over the push channel.
  const support = createSupportService({
    db: database.db,
    bus: feed.bus,
    clock,
    payment: async (playerId, id) => {
      const row = await wallet.getPayment(id);
      return row && row.playerId === playerId ? toPayment(row) : null;
    },
  });
  void app.register(supportRoutes, { support, identity, operator: requireOperator(operators) });
  const demoAnswerDelayMs = options.support?.demoAnswerDelayMs ?? 0;
  if (demoAnswerDelayMs > 0) {
    startDemoOperator(app, support, {
      delayMs: demoAnswerDelayMs,
      intervalMs: options.support?.demoIntervalMs ?? 1000,
      clock,
      lease: createLease(database.db, 'support-demo', { ttlMs: options.workerLeaseMs }),
    });
  }

  // Content: the information pages, the rule book, news and blog posts, per language with revisions; operators
  // publish them.
  const content = createContentService({ db: database.db, brand });
  void app.register(contentRoutes, { content, operators });

  // SEO (docs/adr/0039-seo.md): the page data of API-053..058, robots.txt and the sitemap, before the web app's
  // files and pages.
  const seo = createSeoService({
    db: database.db,
    brand,
    site,
    languages: () => loadLanguages(database.db, brand),
    sportsbook,
    casino,
    content,
  });
  void app.register(seoRoutes, { seo, publicUrl: options.siteOrigin });

  // Remote views (RV-001): the footer block, error pages, account pages and support modals, per language.
  const views = createViewService({ db: database.db, brand });
  void app.register(viewRoutes, { views, operators });

  const spa = distDir !== null && registerWebApp(app, distDir);
  const render = spa ? pageRenderer(app, renderer, options.geoCountryHeader) : null;
  const shell = registerBrand(app, spa ? distDir : null, () => site.identity(), inlined, render);
  app.setNotFoundHandler(notFoundHandler(spa, () => site.routeContext(), routeTable, shell));

  return app;
}

export type App = ReturnType<typeof buildApp>;
