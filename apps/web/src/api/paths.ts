/**
 * Server paths the client calls. They equal the constants of @betline/contracts (checked by paths.test.ts);
 * they are repeated here so that the client bundle does not pull in the contracts' zod schemas (DESIGN
 * "Budgets": full zod stays on the server, the client validates answers in development and tests only).
 */
export const PATHS = {
  siteConfig: '/bff-api/config/all.json',
  configGroups: '/bff-api/config/groups',
  termsStatus: '/web-api/api-v3/v2/user/agreement-rules/status',
  termsAccept: '/web-api/api-v3/v2/user/agreement-rules/accept',
  maintenance: '/web-api/api/v1/maintenance',
  block: '/blocks-api/api/v2/block',
  banState: '/web-api/api/v1/user/ban-state',
} as const;

/** The site module's paths the notices use (equal to the contracts' constants of the same meaning). */
export const SITE_NOTICE_PATHS = {
  /** DECISIONS 16: the deployed app's version. */
  appVersion: '/web-api/api/v1/app-version',
  /** API-059: the reporting collector, `/{key}/{sourceId}` follow. */
  collectorPrefix: '/collector-api/v1',
  /** API-039: the cookie-agreement log. */
  cookiesAgreement: '/web-api/api/v1/user/cookies-agreement',
  /** NOTICE-015: the ad-block bait script. */
  adBait: '/ads/adsbygoogle.js',
} as const;

/** Headers the collector requires (API-061), equal to `COLLECTOR_HEADERS`; source id 55 is the web site. */
export const COLLECTOR = { requestedWith: 'XMLHttpRequest', app: 'betline-web', webSourceId: 55 } as const;

/** HTTP 451 with this exception code: the player must confirm the new terms first (ERR-018). */
export const TERMS_NOT_ACCEPTED = { status: 451, exceptionCode: 1 } as const;

/** The identity module's paths the app calls (equal to `IDENTITY_PATHS` of @betline/contracts). */
export const AUTH_PATHS = {
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
  sendSms: '/web-api/auth/sms/send',
  disconnect: '/web-api/auth/disconnect',
  check: '/web-api/auth/check',
  /** API-004/005: the session endpoint, uncached; asked once, 8 s after the page is ready, when there is no session. */
  session: '/web-api/session',
  rights: '/web-api/auth/rights',
  userToken: '/web-api/user/gettoken',
  passwordResetRequest: '/web-api/auth/password-reset/request',
  passwordResetLink: '/web-api/auth/password-reset/link',
  passwordResetSms: '/web-api/auth/password-reset/sms',
  userConfig: '/web-api/user/config',
  personalData: '/web-api/user/personal-data',
  changePassword: '/web-api/user/password',
  twoStepSetup: '/web-api/user/two-step/setup',
  twoStepEnable: '/web-api/user/two-step/enable',
  twoStepDisable: '/web-api/user/two-step/disable',
  sessions: '/web-api/user/sessions',
} as const;

/** The wallet's paths (equal to `WALLET_PATHS` of @betline/contracts). */
export const WALLET_PATHS = {
  balance: '/web-api/wallet/balance',
  activeAccount: '/web-api/wallet/active-account',
  currencies: '/web-api/wallet/currencies',
  account: '/web-api/wallet/accounts/:id',
  paymentMethods: '/web-api/wallet/payment-methods',
  deposits: '/web-api/wallet/deposits',
  withdrawals: '/web-api/wallet/withdrawals',
  cancelWithdrawal: '/web-api/wallet/withdrawals/:id/cancel',
  payments: '/web-api/wallet/payments',
  paymentsCsv: '/web-api/wallet/payments.csv',
} as const;

/** The limit service (equal to `LIMIT_PATHS` of @betline/contracts) and the reality-check record. */
export const LIMIT_SERVICE_PATHS = {
  limits: '/limit-service-api/api/external/web/v3/limits',
  availableLimits: '/limit-service-api/api/external/web/v3/availablelimits',
  selfExcludeReasons: '/limit-service-api/api/external/web/v3/reasons/selfexclude',
  testAnswers: '/limit-service-api/api/external/web/v3/testanswers',
  limitAction: '/limit-service-api/api/external/web/v3/limitaction',
  limit: '/limit-service-api/api/external/web/v3/limit',
  ping: '/limit-service-api/api/external/web/v3/ping',
  blockUser: '/limit-service-api/limit/external/web/api/v1/BlockUser',
  realityCheck: '/web-api/api/web/user/v1/reality-check',
} as const;

/** The player's own figures: net deposits, daily activity, limit-change history (equal to `FIGURES_PATHS`). */
export const FIGURES_PATHS = {
  netDeposits: '/web-api/protection/figures/net-deposits',
  daily: '/web-api/protection/figures/daily',
  limitHistory: '/web-api/protection/limit-history',
} as const;

/** SEO: the page data the app's PageHead reads (API-054; equal to `SEO_PATHS.page` of @betline/contracts). */
export const SEO_PAGE_PATH = '/web-api/seo/page';

/** The session cookies' names (equal to the contracts'): the CSRF token is readable, the session is not. */
export const CSRF = { cookie: 'betline_csrf', header: 'x-csrf-token' } as const;
/** The device fingerprint (SPEC §3, §8): its path, the header carrying the token, the refusal's code. */
export const FINGERPRINT = {
  path: '/web-api/fingerprint',
  header: 'x-fingerprint',
  errorCode: 'fingerprint_invalid',
} as const;
/** The header of every money-moving request. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Fills `:name` segments of a path. */
export function pathWith(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/** Phone countries and masks (REG-023..026), equal to the contracts' `phoneCountries` and `phoneMasks`. */
export const PHONE_PATHS = {
  countries: '/web-api/phone/countries',
  masks: '/web-api/phone/masks',
  oauthStart: '/web-api/auth/oauth/:provider/start',
} as const;

/** The office's security and settings paths (equal to `IDENTITY_PATHS` of @betline/contracts). */
export const PROFILE_PATHS = {
  mailing: '/web-api/user/mailing',
  protection: '/web-api/user/protection',
  /** One session of the player (DELETE signs it out); the id is appended to `AUTH_PATHS.sessions`. */
  session: '/web-api/user/sessions/:id',
} as const;

/** The sportsbook's read API and push channel (equal to `SPORTSBOOK_PATHS` of @betline/contracts). */
export const SPORTSBOOK_PATHS = {
  sports: '/web-api/sportsbook/sports',
  champs: '/web-api/sportsbook/champs',
  games: '/web-api/sportsbook/games',
  game: '/web-api/sportsbook/games/:gameId',
  top: '/web-api/sportsbook/top',
  search: '/web-api/sportsbook/search',
  results: '/web-api/sportsbook/results',
  multiLive: '/web-api/sportsbook/multi-live',
  team: '/web-api/sportsbook/teams/:teamId',
  demoFastForward: '/web-api/sportsbook/demo/games/:gameId/fast-forward',
  demoFinish: '/web-api/sportsbook/demo/games/:gameId/finish',
  demoSuspend: '/web-api/sportsbook/demo/games/:gameId/suspend',
  demoHold: '/web-api/sportsbook/demo/games/:gameId/hold',
  push: '/web-api/sportsbook/push',
} as const;

/** Coupons, bets, print data, booking codes and cash-out (equal to `BETTING_PATHS` of @betline/contracts). */
export const BETTING_PATHS = {
  coupons: '/web-api/sportsbook/coupons',
  coupon: '/web-api/sportsbook/coupons/:couponId',
  cashout: '/web-api/sportsbook/coupons/:couponId/cashout',
  bets: '/web-api/sportsbook/bets',
  printCoupon: '/web-api/sportsbook/print-coupon/:couponId',
  booking: '/web-api/sportsbook/booking',
  bookingCode: '/web-api/sportsbook/booking/:code',
} as const;

/** The casino: catalogue, rounds, seeds, the live crash game and tournaments (equal to the contracts' paths). */
export const CASINO_PATHS = {
  providers: '/web-api/casino/providers',
  games: '/web-api/casino/games',
  game: '/web-api/casino/games/:slug',
  gameById: '/web-api/casino/games/by-id/:gameId',
  favourites: '/web-api/casino/favourites',
  favourite: '/web-api/casino/favourites/:slug',
  recent: '/web-api/casino/recent',
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
