/**
 * Site services (SPEC §7, issue 9): config groups, terms, maintenance, redirects, blocks, ban state,
 * cookies-agreement log, partitions, app version, the reporting collector and the demo switches.
 *
 * Times on the wire are ISO 8601 strings in UTC (`2026-11-23T09:00:00.000Z`) unless a field says otherwise.
 */
import { z } from 'zod';
import { TERMS_NOT_ACCEPTED_EXCEPTION_CODE, TERMS_NOT_ACCEPTED_STATUS } from './paths';
import { languageCodeSchema, siteConfigSchema } from './siteConfig';

const isoDateTime = z.iso.datetime({ offset: true });

// ---------------------------------------------------------------------------------------------------------
// Config groups (API-020, API-021, DECISIONS 11)
// ---------------------------------------------------------------------------------------------------------

/** Fresh for 600 s, then stale while revalidating until 900 s (DECISIONS 11). */
export const CONFIG_GROUPS_FRESH_SECONDS = 600;
export const CONFIG_GROUPS_STALE_SECONDS = 900;
export const CONFIG_GROUPS_CACHE_CONTROL = `public, max-age=${CONFIG_GROUPS_FRESH_SECONDS}, stale-while-revalidate=${
  CONFIG_GROUPS_STALE_SECONDS - CONFIG_GROUPS_FRESH_SECONDS
}`;

/**
 * Feature ids a route's meta may carry (GUARD-024: a route whose feature is off answers 404).
 * The `features` group answers every one of them.
 */
export const FEATURE_IDS = [
  'statistic',
  'rules',
  'payment',
  'identification',
  'registration',
  'terms',
  'esports',
  'toto',
  'lotto',
  'casino',
  'live-casino',
  'poker',
  'bingo',
  'virtualsports',
  'tvgames',
  'games',
  'promotions',
  'blog',
  'news',
  'betting-alphabet',
  'results',
  'multi',
  'marble',
  'points',
  'partners',
  'apps',
] as const;
export const featureIdSchema = z.enum(FEATURE_IDS);
export type FeatureId = z.infer<typeof featureIdSchema>;

/** Group `features`: every feature id, on or off. */
export const featuresGroupSchema = z.object({
  features: z.record(featureIdSchema, z.boolean()),
});
export type FeaturesGroup = z.infer<typeof featuresGroupSchema>;

/** Group `routing`: the settings the route guards read (SPEC §2, §4; "details the seed leaves open"). */
export const routingGroupSchema = z.object({
  /** Paths without the language prefix (`office/promotion`, `casino/brand`) that answer 404 (GUARD-023). */
  forbiddenPaths: z.array(z.string().min(1).max(200)),
  /** Whether our own login route `user/login` is available (GUARD-003 / GUARD-004). */
  loginRouteAvailable: z.boolean(),
  /** The fixed address a banned player is sent to with a full-page redirect (GUARD-018). */
  banRedirectUrl: z.string().min(1),
  /** The payment information page needs a signed-in player (SPEC §2 information/payment). */
  paymentPageRequiresAuth: z.boolean(),
  /** The bonuses and offers routes swap (SPEC §2 promoBonusToOffer). */
  promoBonusToOffer: z.boolean(),
  /** The bottom navigation stays visible on the registration page (SPEC §2). */
  showBottomNavOnRegistration: z.boolean(),
  /** REG-012: "register" opens the registration page instead of the modal (absent: the modal). */
  registrationAsPage: z.boolean().optional(),
});
export type RoutingGroup = z.infer<typeof routingGroupSchema>;

/**
 * Group `notices`: the site-wide notices and timers of the player's screen (SPEC §4 "Cookie consent",
 * "Notices", "Authentication" inactivity, "Registration modal" reminder). See docs/adr (notices config group).
 */
export const noticesGroupSchema = z.object({
  /** The cookie-consent popup; off means every visitor has agreed to ALL (CONSENT-005). */
  cookieConsentPopup: z.boolean(),
  /**
   * The age restriction notice (NOTICE-005): `storage` `local` keeps the acceptance 3 days (NOTICE-006),
   * `session` (the alternative mode) until the tab closes (NOTICE-007).
   */
  ageGate: z.object({ enabled: z.boolean(), storage: z.enum(['local', 'session']) }),
  /** Inactivity auto-logoff (AUTH-019): the idle timeout in minutes. */
  inactivityLogoff: z.object({ enabled: z.boolean(), minutes: z.number().int().min(1).max(1440) }),
  /**
   * The registration reminder for guests (REG-020/021): first shown `delaySeconds` after arrival, then at most
   * once per `intervalMinutes`. null: no reminder.
   */
  registrationReminder: z
    .object({
      delaySeconds: z.number().int().min(0).max(86_400),
      intervalMinutes: z.number().int().min(1).max(43_200),
    })
    .nullable(),
});
export type NoticesGroup = z.infer<typeof noticesGroupSchema>;

export const CONFIG_GROUP_NAMES = ['site', 'features', 'routing', 'notices'] as const;
export const configGroupNameSchema = z.enum(CONFIG_GROUP_NAMES);
export type ConfigGroupName = z.infer<typeof configGroupNameSchema>;

/**
 * Query of the config-groups endpoint: `groups` is a comma list of group names (each at most once),
 * `lang` the language of the answer (the site's fallback when absent or not a language of the site).
 */
export const configGroupsQuerySchema = z.object({
  groups: z
    .string()
    .max(200)
    .regex(
      new RegExp(`^(${CONFIG_GROUP_NAMES.join('|')})(,(${CONFIG_GROUP_NAMES.join('|')}))*$`),
      `a comma list of group names: ${CONFIG_GROUP_NAMES.join(', ')}`,
    )
    .transform((value) => value.split(',') as ConfigGroupName[])
    .refine((names) => new Set(names).size === names.length, 'each group may be named once'),
  lang: languageCodeSchema.optional(),
});
export type ConfigGroupsQuery = z.infer<typeof configGroupsQuerySchema>;

/** Answer: the requested groups only, keyed by name, plus the language they were resolved in. */
export const configGroupsResponseSchema = z.object({
  lang: languageCodeSchema,
  groups: z.object({
    site: siteConfigSchema.optional(),
    features: featuresGroupSchema.optional(),
    routing: routingGroupSchema.optional(),
    notices: noticesGroupSchema.optional(),
  }),
});
export type ConfigGroupsResponse = z.infer<typeof configGroupsResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Terms: agreement-rules status and acceptance (API-003, GUARD-007..009, ERR-018, ERR-022)
// ---------------------------------------------------------------------------------------------------------

/**
 * `result`: true when the terms changed since the signed-in player last accepted them (the player must
 * confirm them on `confirm-terms`). `updatedAt`: when the current terms were published (null: no terms).
 */
export const agreementRulesStatusSchema = z.object({
  result: z.boolean(),
  updatedAt: isoDateTime.nullable(),
});
export type AgreementRulesStatus = z.infer<typeof agreementRulesStatusSchema>;

/** Accept the terms the player was shown: `updatedAt` of the status answer (409 when newer ones exist). */
export const agreementRulesAcceptRequestSchema = z.object({
  updatedAt: isoDateTime,
});
export type AgreementRulesAcceptRequest = z.infer<typeof agreementRulesAcceptRequestSchema>;
/** The answer of accept is the new status (`result: false`). */
export const agreementRulesAcceptResponseSchema = agreementRulesStatusSchema;

export const termsNotAcceptedErrorSchema = z.object({
  statusCode: z.literal(TERMS_NOT_ACCEPTED_STATUS),
  error: z.string(),
  message: z.string(),
  exception_code: z.literal(TERMS_NOT_ACCEPTED_EXCEPTION_CODE),
});
export type TermsNotAcceptedError = z.infer<typeof termsNotAcceptedErrorSchema>;

// ---------------------------------------------------------------------------------------------------------
// Maintenance window (GUARD-010, GUARD-011, ROUTE-058)
// ---------------------------------------------------------------------------------------------------------

/**
 * The site's maintenance window. `isActive`: the works are on now (every route goes to the maintenance page).
 * Between `notifyStartDate` and `notifyEndDate` the client shows the maintenance warning. All null: none planned.
 */
export const maintenanceStatusSchema = z.object({
  startAt: isoDateTime.nullable(),
  finishAt: isoDateTime.nullable(),
  notifyStartDate: isoDateTime.nullable(),
  notifyEndDate: isoDateTime.nullable(),
  isActive: z.boolean(),
});
export type MaintenanceStatus = z.infer<typeof maintenanceStatusSchema>;

// ---------------------------------------------------------------------------------------------------------
// Redirect-light (API-022)
// ---------------------------------------------------------------------------------------------------------

/** A site path with optional query: starts with one `/` (never `//`, never a scheme). */
export const sitePathSchema = z
  .string()
  .min(1)
  .max(2000)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'a site path starting with one "/" (no scheme, host, spaces or backslashes)');

export const redirectLightRequestSchema = z.object({ url: sitePathSchema });
export type RedirectLightRequest = z.infer<typeof redirectLightRequestSchema>;

export const breadcrumbSchema = z.object({
  /** The path segment (`information`, `rules`); the client translates it. */
  name: z.string(),
  /** The path of this crumb, language prefix included (`/en/information`). */
  url: z.string(),
});
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

/**
 * `redirect`: whether the client must go to `url` (then `code` is 301 or 302). Without a redirect, `url` is the
 * path asked about and `code` is null. `reasons`: the rules that applied (`rule:<route_from>`, `legacy-game`).
 */
export const redirectLightResponseSchema = z.object({
  data: z.object({
    redirect: z.boolean(),
    code: z.union([z.literal(301), z.literal(302)]).nullable(),
    url: z.string(),
    reasons: z.array(z.string()),
    breadcrumbs: z.array(breadcrumbSchema),
  }),
});
export type RedirectLightResponse = z.infer<typeof redirectLightResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Blocks (API-023, GUARD-012..015)
// ---------------------------------------------------------------------------------------------------------

/**
 * Block reasons and the page each one shows (GUARD-012): 4 site-updates, 16 suspension, 3/1/5/2/14 block,
 * 13 block-ua, 17 block-ie, 8 coming-soon.
 */
export const BLOCK_REASON_PAGES = {
  1: 'block',
  2: 'block',
  3: 'block',
  4: 'site-updates',
  5: 'block',
  8: 'coming-soon',
  13: 'block-ua',
  14: 'block',
  16: 'suspension',
  17: 'block-ie',
} as const;
export type BlockReason = keyof typeof BLOCK_REASON_PAGES;
export const BLOCK_REASONS = Object.keys(BLOCK_REASON_PAGES).map(Number) as BlockReason[];
export const blockReasonSchema = z
  .number()
  .int()
  .refine((n): n is BlockReason => n in BLOCK_REASON_PAGES, {
    message: `a block reason is one of ${Object.keys(BLOCK_REASON_PAGES).join(', ')}`,
  });

/** `auth`: whether the client has a signed-in player; `url`: the path being opened. */
export const blockRequestSchema = z.object({
  auth: z.boolean(),
  url: sitePathSchema,
});
export type BlockRequest = z.infer<typeof blockRequestSchema>;

/** Template types: 0 no block, 1 a full-page block page in the empty layout. */
export const BLOCK_TEMPLATE_NONE = 0;
export const BLOCK_TEMPLATE_PAGE = 1;

/**
 * `displayTypeId`: the block reason (null: not blocked). `templateTypeId`: 0 none, 1 full-page block page.
 */
export const blockResponseSchema = z.object({
  data: z.object({
    displayTypeId: blockReasonSchema.nullable(),
    templateTypeId: z.union([z.literal(BLOCK_TEMPLATE_NONE), z.literal(BLOCK_TEMPLATE_PAGE)]),
  }),
});
export type BlockResponse = z.infer<typeof blockResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Ban state of the signed-in player (GUARD-016..020, CONST ban levels 53 and 45)
// ---------------------------------------------------------------------------------------------------------

/** `isBanned` is `ban_level > 0` (GUARD-016). */
export const banStateSchema = z.object({
  isBanned: z.boolean(),
  ban_level: z.number().int().min(0),
  ban_version: z.number().int().min(0),
});
export type BanState = z.infer<typeof banStateSchema>;

// ---------------------------------------------------------------------------------------------------------
// Cookies-agreement log (API-039)
// ---------------------------------------------------------------------------------------------------------

/**
 * `cookiesAgreeTime`: when the visitor agreed, milliseconds since the epoch (not in the future).
 * `cookiesAgreeType`: the consent choice as the client stores it (global state `cookiesAgreeType`).
 */
export const cookiesAgreementRequestSchema = z.object({
  cookiesAgreeTime: z.number().int().positive().max(8_640_000_000_000_000),
  cookiesAgreeType: z.number().int().min(0).max(255).optional(),
});
export type CookiesAgreementRequest = z.infer<typeof cookiesAgreementRequestSchema>;

export const cookiesAgreementResponseSchema = z.object({
  success: z.literal(true),
  cookiesAgreeTime: z.number().int(),
});
export type CookiesAgreementResponse = z.infer<typeof cookiesAgreementResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Partitions (API-016) and app version (DECISIONS 16)
// ---------------------------------------------------------------------------------------------------------

export const partitionsResponseSchema = z.object({
  listAvailablePartitions: z.array(z.string()),
  success: z.boolean(),
});
export type PartitionsResponse = z.infer<typeof partitionsResponseSchema>;

/** `version` changes with every deployment of the web app; a client that loaded another one offers a reload. */
export const appVersionResponseSchema = z.object({
  version: z.string().min(1),
  builtAt: isoDateTime.nullable(),
});
export type AppVersionResponse = z.infer<typeof appVersionResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Reporting collector (API-059..061, CONST-012, CONST-014)
// ---------------------------------------------------------------------------------------------------------

export const collectorParamsSchema = z.object({
  key: z.string().min(1).max(100),
  sourceId: z.coerce.number().int().min(1).max(1_000_000),
});

/**
 * Headers the collector requires (API-061). `x-auth`: "1" when a player is signed in, else "0". Other headers
 * pass through untouched.
 */
export const collectorHeadersSchema = z.looseObject({
  'x-requested-with': z.literal('XMLHttpRequest'),
  'x-app': z.string().regex(/^[a-z0-9-]{1,40}$/, 'an app marker: lowercase letters, digits, dashes'),
  'x-auth': z.enum(['0', '1']).optional(),
});

const collectorString = z.string().max(500).optional();
const collectorInt = z.number().int().min(-2_147_483_648).max(2_147_483_647).optional();
const collectorFloat = z.number().finite().optional();

/** One event (API-060): a numeric event id (CONST-014) and the free fields s1..s3, i1..i3, f1, f2. */
export const collectorEventSchema = z.strictObject({
  id: z.number().int().min(1).max(2_147_483_647),
  s1: collectorString,
  s2: collectorString,
  s3: collectorString,
  i1: collectorInt,
  i2: collectorInt,
  i3: collectorInt,
  f1: collectorFloat,
  f2: collectorFloat,
  /** When it happened on the client, milliseconds since the epoch (default: when received). */
  ts: z.number().int().positive().optional(),
});
export type CollectorEvent = z.infer<typeof collectorEventSchema>;

export const COLLECTOR_MAX_EVENTS = 50;
export const collectorRequestSchema = z.object({
  events: z.array(collectorEventSchema).min(1).max(COLLECTOR_MAX_EVENTS),
});
export type CollectorRequest = z.infer<typeof collectorRequestSchema>;

export const collectorResponseSchema = z.object({
  success: z.literal(true),
  stored: z.number().int().min(0),
});
export type CollectorResponse = z.infer<typeof collectorResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Demo switches (operator; only when the server runs with DEMO_MODE on)
// ---------------------------------------------------------------------------------------------------------

export const demoSwitchRequestSchema = z.discriminatedUnion('switch', [
  z.object({
    switch: z.literal('maintenance'),
    /**
     * `on`: works from now for `minutes` (default 60); `notify`: works start in `minutes` (default 30), the
     * warning shows from now; `off`: no works planned.
     */
    state: z.enum(['on', 'notify', 'off']),
    minutes: z.number().int().min(1).max(10_080).optional(),
  }),
  z.object({
    switch: z.literal('block'),
    /** The reason every visitor gets (null: switch the demo block off). */
    reason: blockReasonSchema.nullable(),
  }),
  z.object({
    switch: z.literal('terms'),
    /** `true`: publish new terms (every player must confirm them); `false`: withdraw the newest terms. */
    on: z.boolean(),
  }),
]);
export type DemoSwitchRequest = z.infer<typeof demoSwitchRequestSchema>;

export const demoSwitchesStateSchema = z.object({
  maintenance: maintenanceStatusSchema,
  block: z.object({ reason: blockReasonSchema.nullable() }),
  terms: z.object({ updatedAt: isoDateTime.nullable(), version: z.number().int().min(0) }),
});
export type DemoSwitchesState = z.infer<typeof demoSwitchesStateSchema>;

/** What the server sees of a request's network (DEV_NETWORK_PATH, development and demo only). */
export const devNetworkSchema = z.object({
  /** The client's address as the server reads it (the proxy's forwarding applied where it is trusted). */
  ip: z.string(),
  /** The address is loopback or in a private range (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7, fe80::/10). */
  internal: z.boolean(),
  /** The `x-forwarded-for` chain as received, or null. */
  forwardedFor: z.string().nullable(),
  /** The country of the geography header (ISO 3166 alpha-2), or null. */
  country: z.string().nullable(),
  /** The header the country is read from. */
  countryHeader: z.string(),
  protocol: z.string(),
  host: z.string(),
});
export type DevNetwork = z.infer<typeof devNetworkSchema>;
