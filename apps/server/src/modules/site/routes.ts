/**
 * HTTP routes of the site services at the seed's paths (SPEC §7), validated with the contracts' schemas.
 */
import {
  AGREEMENT_RULES_ACCEPT_PATH,
  AGREEMENT_RULES_STATUS_PATH,
  agreementRulesAcceptRequestSchema,
  agreementRulesAcceptResponseSchema,
  agreementRulesStatusSchema,
  appVersionResponseSchema,
  banStateSchema,
  blockResponseSchema,
  collectorResponseSchema,
  configGroupsResponseSchema,
  cookiesAgreementResponseSchema,
  demoSwitchesStateSchema,
  devNetworkSchema,
  DEV_NETWORK_PATH,
  maintenanceStatusSchema,
  partitionsResponseSchema,
  redirectLightResponseSchema,
  APP_VERSION_PATH,
  AD_BAIT_PATH,
  BAN_STATE_PATH,
  BLOCK_PATH,
  blockRequestSchema,
  COLLECTOR_PATH_PREFIX,
  collectorHeadersSchema,
  collectorParamsSchema,
  collectorRequestSchema,
  CONFIG_GROUPS_CACHE_CONTROL,
  CONFIG_GROUPS_PATH,
  configGroupsQuerySchema,
  COOKIES_AGREEMENT_PATH,
  cookiesAgreementRequestSchema,
  DEMO_SWITCHES_PATH,
  demoSwitchRequestSchema,
  MAINTENANCE_PATH,
  PARTITIONS_PATH,
  REDIRECT_LIGHT_PATH,
  redirectLightRequestSchema,
  type AppVersionResponse,
} from '@betline/contracts';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fastifyRateLimitStore } from '../../infra/rateLimit';
import { HttpError } from '../../http/errors';
import { answers, type ZodTypeProvider } from '../../http/zod';
import { optionalPlayer, requirePlayer } from '../identity/guard';
import type { IdentityService } from '../identity/service';
import type { CachedAnswer, SiteService } from './service';

export interface SiteRoutesOptions {
  site: SiteService;
  /** Sessions: player-specific answers need a signed-in player (`requirePlayer`). */
  identity: IdentityService;
  /** Request header carrying the visitor's ISO 3166 country (set by the CDN or proxy in front). */
  geoCountryHeader: string;
  appVersion: AppVersionResponse;
  /** The operator's demo switches answer only when true. */
  demoMode: boolean;
  /** Register the demo switches' path at all (http/devRoutes.ts); without `demoMode` it answers 404. */
  demoSwitches: boolean;
  /** Requests per minute per address on the write paths anyone may call (collector, consent). Default 120. */
  writesPerMinute?: number;
}

const NO_STORE = 'no-store';

/** Loopback and private ranges (RFC 1918, carrier-grade NAT, IPv6 unique-local and link-local). */
const INTERNAL = new BlockList();
INTERNAL.addSubnet('127.0.0.0', 8, 'ipv4');
INTERNAL.addSubnet('10.0.0.0', 8, 'ipv4');
INTERNAL.addSubnet('172.16.0.0', 12, 'ipv4');
INTERNAL.addSubnet('192.168.0.0', 16, 'ipv4');
INTERNAL.addSubnet('100.64.0.0', 10, 'ipv4');
INTERNAL.addAddress('::1', 'ipv6');
INTERNAL.addSubnet('fc00::', 7, 'ipv6');
INTERNAL.addSubnet('fe80::', 10, 'ipv6');

/** Whether an address is loopback or private (an IPv4 address mapped into IPv6 counts as itself). */
export function isInternalAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped !== undefined) return INTERNAL.check(mapped, 'ipv4');
  if (isIPv4(ip)) return INTERNAL.check(ip, 'ipv4');
  if (isIPv6(ip)) return INTERNAL.check(ip, 'ipv6');
  return false;
}

function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  cacheControl: string,
) {
  void reply
    .header('cache-control', cacheControl)
    .header('etag', answer.etag)
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/** The player set by `requirePlayer` (a route without that preHandler has none). */
function playerIdOf(request: FastifyRequest): number {
  const player = request.player;
  if (!player) throw new HttpError(401, 'sign in first: this answer belongs to a signed-in player');
  return player.playerId;
}

export async function siteRoutes(parent: FastifyInstance, options: SiteRoutesOptions): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { site, identity } = options;
  const signedIn = { preHandler: requirePlayer(identity) };

  // Counters shared by every server process (the identity module's store: database or Redis).
  await app.register(fastifyRateLimit, {
    global: false,
    store: fastifyRateLimitStore(identity.limits, 'site'),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `too many requests from this address: retry in ${Math.ceil(context.ttl / 1000)} s`,
        'rate_limited',
        { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      ),
  });
  const limited = { config: { rateLimit: { max: options.writesPerMinute ?? 120, timeWindow: 60_000 } } };

  // API-020, API-021: config groups from memory, fresh 600 s, stale-while-revalidate to 900 s.
  app.get(
    CONFIG_GROUPS_PATH,
    // The answer is the cached JSON text (sent as it is: the declaration documents it, the serializer is not run).
    {
      schema: {
        querystring: configGroupsQuerySchema,
        response: answers({ 200: configGroupsResponseSchema }),
      },
    },
    async (request, reply) => {
      const answer = await site.configGroupsAnswer(request.query.groups, request.query.lang);
      return sendCached(request, reply, answer, CONFIG_GROUPS_CACHE_CONTROL);
    },
  );

  // API-003: terms status of the signed-in player.
  app.get(
    AGREEMENT_RULES_STATUS_PATH,
    { ...signedIn, schema: { response: answers({ 200: agreementRulesStatusSchema }) } },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return site.termsStatus(playerIdOf(request));
    },
  );

  app.post(
    AGREEMENT_RULES_ACCEPT_PATH,
    {
      ...signedIn,
      schema: {
        body: agreementRulesAcceptRequestSchema,
        response: answers({ 200: agreementRulesAcceptResponseSchema }),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return site.acceptTerms(playerIdOf(request), request.body.updatedAt);
    },
  );

  app.get(
    MAINTENANCE_PATH,
    { schema: { response: answers({ 200: maintenanceStatusSchema }) } },
    async (_request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return site.maintenance();
    },
  );

  // API-022
  app.post(
    REDIRECT_LIGHT_PATH,
    { schema: { body: redirectLightRequestSchema, response: answers({ 200: redirectLightResponseSchema }) } },
    async (request) => site.redirectLight(request.body.url),
  );

  // API-023
  app.post(
    BLOCK_PATH,
    { schema: { body: blockRequestSchema, response: answers({ 200: blockResponseSchema }) } },
    async (request, reply) => {
      const raw = request.headers[options.geoCountryHeader];
      const country = typeof raw === 'string' && /^[A-Za-z]{2}$/.test(raw) ? raw.toUpperCase() : undefined;
      void reply.header('cache-control', NO_STORE);
      return site.block(request.body.url, country);
    },
  );

  app.get(
    BAN_STATE_PATH,
    { ...signedIn, schema: { response: answers({ 200: banStateSchema }) } },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return site.banState(playerIdOf(request));
    },
  );

  // API-039: guests may agree too (logged without a player id).
  app.post(
    COOKIES_AGREEMENT_PATH,
    {
      ...limited,
      schema: {
        body: cookiesAgreementRequestSchema,
        response: answers({ 201: cookiesAgreementResponseSchema }),
      },
    },
    async (request, reply) => {
      const playerId = await optionalPlayer(identity, request);
      await site.logCookiesAgreement(playerId, request.body.cookiesAgreeTime, request.body.cookiesAgreeType);
      void reply.status(201);
      return { success: true as const, cookiesAgreeTime: request.body.cookiesAgreeTime };
    },
  );

  // API-016
  app.get(
    PARTITIONS_PATH,
    { schema: { response: answers({ 200: partitionsResponseSchema }) } },
    async () => ({
      listAvailablePartitions: await site.partitions(),
      success: true,
    }),
  );

  // DECISIONS 16: the client compares this every 60 s with the version it loaded.
  app.get(
    APP_VERSION_PATH,
    { schema: { response: answers({ 200: appVersionResponseSchema }) } },
    async (_request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return options.appVersion;
    },
  );

  // NOTICE-015: the ad-block bait; HEAD is answered too (Fastify exposes HEAD for GET routes).
  app.get(AD_BAIT_PATH, async (_request, reply) => {
    void reply.header('cache-control', NO_STORE).type('text/javascript; charset=utf-8');
    return '';
  });

  // API-059..061
  app.post(
    `${COLLECTOR_PATH_PREFIX}/:key/:sourceId`,
    {
      ...limited,
      schema: {
        params: collectorParamsSchema,
        headers: collectorHeadersSchema,
        body: collectorRequestSchema,
        response: answers({ 202: collectorResponseSchema }),
      },
      bodyLimit: 64 * 1024,
    },
    async (request, reply) => {
      const stored = await site.collect(
        request.params.key,
        request.params.sourceId,
        request.headers['x-app'],
        request.headers['x-auth'] === '1',
        request.body.events,
      );
      void reply.status(202);
      return { success: true as const, stored };
    },
  );

  // Operator switches: maintenance, a block reason, new terms (demo mode only; not even a path in production).
  if (!options.demoSwitches) return;

  // ROUTE-044: what the server sees of the request's network, for the `internal-vpn` page (development and demo
  // only: it tells the address and the forwarding chain back to whoever asks).
  app.get(
    DEV_NETWORK_PATH,
    { schema: { response: answers({ 200: devNetworkSchema }) } },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      const forwarded = request.headers['x-forwarded-for'];
      const raw = request.headers[options.geoCountryHeader];
      return {
        ip: request.ip,
        internal: isInternalAddress(request.ip),
        forwardedFor: typeof forwarded === 'string' ? forwarded : (forwarded?.join(', ') ?? null),
        country: typeof raw === 'string' && /^[A-Za-z]{2}$/.test(raw) ? raw.toUpperCase() : null,
        countryHeader: options.geoCountryHeader,
        protocol: request.protocol,
        host: request.host,
      };
    },
  );
  const demoOnly = () => {
    if (!options.demoMode) {
      throw new HttpError(404, 'demo switches are off: start the server with DEMO_MODE=true to use them');
    }
  };
  const demoAnswer = { response: answers({ 200: demoSwitchesStateSchema }) };
  app.get(DEMO_SWITCHES_PATH, { schema: demoAnswer }, async (_request, reply) => {
    demoOnly();
    void reply.header('cache-control', NO_STORE);
    return site.demoState();
  });
  app.post(
    DEMO_SWITCHES_PATH,
    { schema: { body: demoSwitchRequestSchema, ...demoAnswer } },
    async (request, reply) => {
      demoOnly();
      void reply.header('cache-control', NO_STORE);
      const state = await site.demoSwitch(request.body);
      request.log.debug({ demoSwitch: request.body }, 'demo switch changed');
      return state;
    },
  );
}
