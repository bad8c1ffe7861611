/**
 * The wire's addresses without its schemas: every path, and the headers, cookies and codes a client needs to
 * call them. This module imports nothing (no zod), so a browser bundle can take it from
 * `@betline/contracts/paths` and keep its schemas out of the first screen; the schema modules import their
 * constants from here and `@betline/contracts` exports them too.
 *
 * A `:name` segment is a parameter (`pathWith` fills it).
 */

/** Fills the `:name` segments of a path, each value URI-encoded (`/a/:id` with `{ id: 'x/y' }` is `/a/x%2Fy`). */
export function pathWith(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

// ---------------------------------------------------------------------------------------------------------
// Site config and health (siteConfig.ts)
// ---------------------------------------------------------------------------------------------------------

export const SITE_CONFIG_PATH = '/bff-api/config/all.json';
export const HEALTH_PATH = '/healthz';

// ---------------------------------------------------------------------------------------------------------
// Site services (site.ts)
// ---------------------------------------------------------------------------------------------------------

/** `GET /bff-api/config/groups?groups=site,features&lang=en` */
export const CONFIG_GROUPS_PATH = '/bff-api/config/groups';

export const AGREEMENT_RULES_STATUS_PATH = '/web-api/api-v3/v2/user/agreement-rules/status';
export const AGREEMENT_RULES_ACCEPT_PATH = '/web-api/api-v3/v2/user/agreement-rules/accept';
/** A request refused because the player has not accepted the current terms: HTTP 451 (ERR-018). */
export const TERMS_NOT_ACCEPTED_STATUS = 451;
export const TERMS_NOT_ACCEPTED_EXCEPTION_CODE = 1;

export const MAINTENANCE_PATH = '/web-api/api/v1/maintenance';
export const REDIRECT_LIGHT_PATH = '/redirects-api/api/v1/redirect-light';
export const BLOCK_PATH = '/blocks-api/api/v2/block';
export const BAN_STATE_PATH = '/web-api/api/v1/user/ban-state';
export const COOKIES_AGREEMENT_PATH = '/web-api/api/v1/user/cookies-agreement';
export const PARTITIONS_PATH = '/third-party/api/list-available-partitions';
export const APP_VERSION_PATH = '/web-api/api/v1/app-version';
/**
 * `GET` (development and demo only, ROUTE-044): what the server sees of the request's network (the address, the
 * forwarding headers, the country header) and whether the address is internal: the `internal-vpn` page.
 */
export const DEV_NETWORK_PATH = '/web-api/dev/network';
/**
 * The ad-block bait (NOTICE-015): an empty script at a path ad blockers cancel. The server answers it (200,
 * empty), so a failed request means a blocker, and a page without one logs no error.
 */
export const AD_BAIT_PATH = '/ads/adsbygoogle.js';

/** `POST /collector-api/v1/{key}/{sourceId}`: `key` is the site config's `analyticsKey`. */
export const COLLECTOR_PATH_PREFIX = '/collector-api/v1';
export function collectorPath(key: string, sourceId: number): string {
  return `${COLLECTOR_PATH_PREFIX}/${encodeURIComponent(key)}/${sourceId}`;
}
/** Source ids of the seed (CONST-012): 55 the web site, 119 the messenger web app; others come from config. */
export const COLLECTOR_SOURCE_IDS = { web: 55, messenger: 119 } as const;
/** The values of the collector's required headers (API-061): `x-requested-with` and `x-app`. */
export const COLLECTOR_HEADERS = { requestedWith: 'XMLHttpRequest', app: 'betline-web' } as const;

/** `GET` answers the switches' state; `POST` flips one. 404 unless the server runs in demo mode. */
export const DEMO_SWITCHES_PATH = '/web-api/demo/switches';

// ---------------------------------------------------------------------------------------------------------
// Identity (identity.ts)
// ---------------------------------------------------------------------------------------------------------

/** Paths of the identity module: the seed's where it names them (SPEC §7), ours under `/web-api`. */
export const IDENTITY_PATHS = {
  registerFast: '/web-api/auth/register/fast',
  registerPhoneCode: '/web-api/auth/register/phone/code',
  registerPhone: '/web-api/auth/register/phone',
  registerEmail: '/web-api/auth/register/email',
  activate: '/web-api/auth/activate',
  sendCredentials: '/web-api/auth/register/fast/send-credentials',
  login: '/web-api/auth/login',
  loginPhone: '/web-api/auth/login/phone',
  loginSms: '/web-api/auth/login/sms',
  loginTwoStep: '/web-api/auth/login/two-step',
  loginToken: '/web-api/auth/login/token',
  sendSms: '/web-api/auth/sms/send',
  disconnect: '/web-api/auth/disconnect',
  check: '/web-api/auth/check',
  rights: '/web-api/auth/rights',
  /** API-004/005: the session endpoint, uncached. */
  session: '/web-api/session',
  userToken: '/web-api/user/gettoken',
  passwordResetRequest: '/web-api/auth/password-reset/request',
  passwordResetLink: '/web-api/auth/password-reset/link',
  passwordResetSms: '/web-api/auth/password-reset/sms',
  captchaValidate: '/web-api/captcha/validate',
  captchaUpdate: '/web-api/captcha/update',
  captchaGetTime: '/web-api/captcha/gettime',
  phoneCountries: '/web-api/phone/countries',
  phoneMasks: '/web-api/phone/masks',
  userConfig: '/web-api/user/config',
  personalData: '/web-api/user/personal-data',
  mailing: '/web-api/user/mailing',
  changePassword: '/web-api/user/password',
  twoStepSetup: '/web-api/user/two-step/setup',
  twoStepEnable: '/web-api/user/two-step/enable',
  twoStepDisable: '/web-api/user/two-step/disable',
  protection: '/web-api/user/protection',
  sessions: '/web-api/user/sessions',
  /** One session of the player (`DELETE` signs it out). */
  userSession: '/web-api/user/sessions/:id',
  oauthStart: '/web-api/auth/oauth/:provider/start',
  oauthCallback: '/web-api/auth/oauth/:provider/callback',
  googleOneTapClientId: '/social-api/oauth/google-one-tap/clientId',
  googleOneTap: '/social-api/oauth/google-one-tap',
  outbox: '/web-api/dev/outbox',
  outboxPage: '/dev/outbox',
} as const;

/** The session cookie (httpOnly) and the CSRF cookie (readable by the page, echoed in `CSRF_HEADER`). */
export const SESSION_COOKIE = 'betline_session';
export const CSRF_COOKIE = 'betline_csrf';
export const CSRF_HEADER = 'x-csrf-token';

// ---------------------------------------------------------------------------------------------------------
// Device fingerprint (fingerprint.ts)
// ---------------------------------------------------------------------------------------------------------

export const FINGERPRINT_PATH = '/web-api/fingerprint';
/** The request header that carries the token. */
export const FINGERPRINT_HEADER = 'x-fingerprint';
/** The `code` of the HTTP 400 answered for a forged or expired token. */
export const FINGERPRINT_ERROR_CODE = 'fingerprint_invalid';

// ---------------------------------------------------------------------------------------------------------
// Wallet (wallet.ts)
// ---------------------------------------------------------------------------------------------------------

export const WALLET_PATHS = {
  balance: '/web-api/wallet/balance',
  activeAccount: '/web-api/wallet/active-account',
  currencies: '/web-api/wallet/currencies',
  /** `DELETE /web-api/wallet/accounts/:id` removes a currency account. */
  account: '/web-api/wallet/accounts/:id',
  paymentMethods: '/web-api/wallet/payment-methods',
  deposits: '/web-api/wallet/deposits',
  /** `GET`: the gateway page of a pending deposit of the player, to go on with it. */
  resumeDeposit: '/web-api/wallet/deposits/:id/resume',
  /** `POST` (Idempotency-Key): the player cancels a pending deposit (nothing was credited, nothing moves). */
  cancelDeposit: '/web-api/wallet/deposits/:id/cancel',
  withdrawals: '/web-api/wallet/withdrawals',
  cancelWithdrawal: '/web-api/wallet/withdrawals/:id/cancel',
  payments: '/web-api/wallet/payments',
  paymentsCsv: '/web-api/wallet/payments.csv',
  /** The demo gateway's page (GET shows it, POST submits the player's choice). */
  gatewayPage: '/web-api/wallet/gateway/:id',
  /** The demo gateway's signed server-to-server callback. */
  gatewayCallback: '/web-api/wallet/gateway-callback',
  /** The player's bonuses with their wagering (docs/adr/0045-bonuses-wagering.md). */
  bonuses: '/web-api/wallet/bonuses',
  /** The terms of each kind of bonus and the first-deposit offer (public: read before a bonus is taken). */
  bonusTerms: '/web-api/wallet/bonuses/terms',
  /** `POST`: the player gives an active bonus up (its money is removed). */
  forfeitBonus: '/web-api/wallet/bonuses/:id/forfeit',
  /** `POST`: the player declines a bonus not used yet (its money is removed). */
  declineBonus: '/web-api/wallet/bonuses/:id/decline',
  /** `POST { accountId }` (session, CSRF): converts an account of a retired currency (HRK) at its fixed rate. */
  convertAccount: '/web-api/wallet/convert-account',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Limit service and player figures (limits.ts, figures.ts)
// ---------------------------------------------------------------------------------------------------------

/** The limit service's paths are the seed's, exactly; the bearer token is the one of `IDENTITY_PATHS.userToken`. */
export const LIMIT_SERVICE_BASE = '/limit-service-api/api/external/web/v3';
export const LIMIT_PATHS = Object.freeze({
  limits: `${LIMIT_SERVICE_BASE}/limits`,
  availableLimits: `${LIMIT_SERVICE_BASE}/availablelimits`,
  selfExcludeReasons: `${LIMIT_SERVICE_BASE}/reasons/selfexclude`,
  testAnswers: `${LIMIT_SERVICE_BASE}/testanswers`,
  limitAction: `${LIMIT_SERVICE_BASE}/limitaction`,
  limit: `${LIMIT_SERVICE_BASE}/limit`,
  ping: `${LIMIT_SERVICE_BASE}/ping`,
  /** DECISIONS 14. */
  blockUser: '/limit-service-api/limit/external/web/api/v1/BlockUser',
});

/** `POST /web-api/api/web/user/v1/reality-check` (SPEC §7). */
export const REALITY_CHECK_PATH = '/web-api/api/web/user/v1/reality-check';

export const FIGURES_PATHS = {
  netDeposits: '/web-api/protection/figures/net-deposits',
  daily: '/web-api/protection/figures/daily',
  limitHistory: '/web-api/protection/limit-history',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Sportsbook and betting (sportsbook.ts, sportsbookPush.ts, betting.ts)
// ---------------------------------------------------------------------------------------------------------

export const SPORTSBOOK_PATH = '/web-api/sportsbook';
export const SPORTSBOOK_PATHS = Object.freeze({
  sports: `${SPORTSBOOK_PATH}/sports`,
  champs: `${SPORTSBOOK_PATH}/champs`,
  /** A championship's table, coming games and results. */
  champ: `${SPORTSBOOK_PATH}/champs/:champId`,
  games: `${SPORTSBOOK_PATH}/games`,
  game: `${SPORTSBOOK_PATH}/games/:gameId`,
  /** A game's match centre: timeline, statistics, phase of play, form and meetings. */
  centre: `${SPORTSBOOK_PATH}/games/:gameId/centre`,
  top: `${SPORTSBOOK_PATH}/top`,
  /** The home page's accumulators of the day. */
  accumulators: `${SPORTSBOOK_PATH}/accumulators`,
  search: `${SPORTSBOOK_PATH}/search`,
  results: `${SPORTSBOOK_PATH}/results`,
  multiLive: `${SPORTSBOOK_PATH}/multi-live`,
  team: `${SPORTSBOOK_PATH}/teams/:teamId`,
  demoFastForward: `${SPORTSBOOK_PATH}/demo/games/:gameId/fast-forward`,
  demoFinish: `${SPORTSBOOK_PATH}/demo/games/:gameId/finish`,
  demoSuspend: `${SPORTSBOOK_PATH}/demo/games/:gameId/suspend`,
  demoHold: `${SPORTSBOOK_PATH}/demo/games/:gameId/hold`,
  push: `${SPORTSBOOK_PATH}/push`,
} as const);

export const BETTING_PATHS = Object.freeze({
  coupons: `${SPORTSBOOK_PATH}/coupons`,
  coupon: `${SPORTSBOOK_PATH}/coupons/:couponId`,
  cashout: `${SPORTSBOOK_PATH}/coupons/:couponId/cashout`,
  /** `PUT { amount }` (session, CSRF): the coupon's auto cash-out value, or null for none. */
  autoCashout: `${SPORTSBOOK_PATH}/coupons/:couponId/auto-cashout`,
  bets: `${SPORTSBOOK_PATH}/bets`,
  printCoupon: `${SPORTSBOOK_PATH}/print-coupon/:couponId`,
  booking: `${SPORTSBOOK_PATH}/booking`,
  bookingCode: `${SPORTSBOOK_PATH}/booking/:code`,
} as const);

// ---------------------------------------------------------------------------------------------------------
// Casino, the live crash game and tournaments (casino.ts, crashLive.ts, tournaments.ts)
// ---------------------------------------------------------------------------------------------------------

export const CASINO_PATHS = {
  providers: '/web-api/casino/providers',
  /** How many games each section lists (a section without games is not offered). */
  sections: '/web-api/casino/sections',
  games: '/web-api/casino/games',
  game: '/web-api/casino/games/:slug',
  /** A game by its number in the routes (`.../game/{gameId}/{gameName}`). */
  gameById: '/web-api/casino/games/by-id/:gameId',
  thumbnail: '/web-api/casino/thumbnails/:file',
  favourites: '/web-api/casino/favourites',
  favourite: '/web-api/casino/favourites/:slug',
  recent: '/web-api/casino/recent',
  previewLight: '/web-api/casino/games-preview-light',
  seed: '/web-api/casino/seed',
  seedRotate: '/web-api/casino/seed/rotate',
  rounds: '/web-api/casino/rounds',
  round: '/web-api/casino/rounds/:roundId',
  verify: '/web-api/casino/rounds/:roundId/verify',
  fun: '/web-api/casino/fun-rounds',
} as const;

export const CRASH_LIVE_PATHS = {
  rounds: '/web-api/casino/crash/rounds',
  round: '/web-api/casino/crash/rounds/:roundId',
  cashOut: '/web-api/casino/crash/rounds/:roundId/cashout',
} as const;

export const TOURNAMENT_PATHS = {
  list: '/web-api/casino/tournaments',
  one: '/web-api/casino/tournaments/:id',
  leaderboard: '/web-api/casino/tournaments/:id/leaderboard',
} as const;

// ---------------------------------------------------------------------------------------------------------
// SEO (seo.ts): API-053..058, robots.txt and the sitemap
// ---------------------------------------------------------------------------------------------------------

export const SEO_PATH = '/web-api/seo';
export const SEO_PATHS = {
  sports: `${SEO_PATH}/sports`,
  page: `${SEO_PATH}/page`,
  content: `${SEO_PATH}/content`,
  visual: `${SEO_PATH}/visual`,
  languages: `${SEO_PATH}/languages`,
  counters: `${SEO_PATH}/counters`,
} as const;
export const ROBOTS_TXT_PATH = '/robots.txt';
export const SITEMAP_PATH = '/sitemap.xml';
/** One part of a sitemap index: `/sitemaps/1.xml`, `/sitemaps/2.xml`, ... */
export const SITEMAP_PART_PATH = '/sitemaps/:file';

// The paths of pages that load after the first screen (their own module: a page's bundle takes them, not every
// page's): verification, the operator API, content, remote views, support.
export * from './pagePaths';
