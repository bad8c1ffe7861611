/**
 * The route table of the product (SPEC §2, DECISIONS 1, 19, 22): one declarative, data-only list of every page
 * and every redirect below the language segment, and `resolvePath`, the pure matcher the server (HTTP status)
 * and the web app (react-router, guards) share.
 *
 * Path syntax (below `/{lng}`): `''` is the language home; segments are literals, `:name` (required),
 * `:name?` (optional, only at the end) or `*` (catch-all, possibly empty, only at the end). A parameter may
 * carry a rule in `params` (a list of values, digits, a slug or a fixed prefix): a path whose segment breaks
 * its rule does not match that route (ROUTE-038, ROUTE-055, ERR-005).
 */
import { isLanguageSegment } from './language';

/** The five layouts of the seed (ROUTE-003). */
export const LAYOUTS = ['main', 'headless', 'empty', 'maintenance', 'blocked'] as const;
export type LayoutId = (typeof LAYOUTS)[number];

/**
 * Route flags (SPEC §6 says the exact names are not shown; these are ours, DESIGN "Routes").
 * Read by `decideNavigation` and by the layouts.
 */
export interface RouteFlags {
  /** Only for signed-in players; guests go to the login page with a returnUrl (DECISIONS 7). */
  auth?: boolean;
  /** Only for guests (sign-in, registration): a signed-in player goes to the account page (GUARD-006). */
  restricted?: boolean;
  /** Rendered only when this site feature is on; a 404 otherwise (GUARD-024). See `FEATURES`. */
  featureId?: FeatureId;
  /** ROUTE-006. */
  hideFooter?: boolean;
  /** SEO-001. */
  hideSeo?: boolean;
  /** ROUTE-005: keep the scroll position instead of going back to the top. */
  keepScroll?: boolean;
  /** GUARD-018: reachable while the player is banned. */
  allowedWhenBanned?: boolean;
  /** GUARD-020: only for banned players; others go home. */
  bannedOnly?: boolean;
  /** A casino game's page: on phones no floating button (support, scroll to top) may cover its play area. */
  playArea?: boolean;
}

/** Site features a route can depend on (GUARD-024); the app derives the set from site config and the build. */
export const FEATURES = {
  /** The statistics centre (ROUTE-023). */
  statistic: 'statistic',
  /** Site config `isRegistrationAllowed` (ROUTE-027). */
  registration: 'registration',
  /** Site config `isShowIdentification` (ROUTE-031). */
  identification: 'identification',
  /** "Route 47", the rules pages (ROUTE-041). */
  rules: 'rules',
  /** The information payment page: available and, if the setting says so, signed in (ROUTE-042). */
  informationPayment: 'payment',
  /** Debugger and internal-vpn pages: never in production (ROUTE-044). */
  nonProduction: 'non-production',
  /** `promoBonusToOffer` off: the bonuses routes (ROUTE-049). */
  promoBonuses: 'promo-bonuses',
  /** `promoBonusToOffer` on: the offers routes (ROUTE-049). */
  promoOffers: 'promo-offers',
  /** The terms feature (confirm-terms, GUARD-007). */
  terms: 'terms',
  // Product areas a brand can switch off (the `features` config group).
  marble: 'marble',
  esports: 'esports',
  toto: 'toto',
  lotto: 'lotto',
  casino: 'casino',
  liveCasino: 'live-casino',
  poker: 'poker',
  bingo: 'bingo',
  virtualsports: 'virtualsports',
  tvgames: 'tvgames',
  games: 'games',
  promotions: 'promotions',
  blog: 'blog',
  news: 'news',
  bettingAlphabet: 'betting-alphabet',
  results: 'results',
  multi: 'multi',
  points: 'points',
  partners: 'partners',
  apps: 'apps',
} as const;
export type FeatureId = (typeof FEATURES)[keyof typeof FEATURES];

/** A rule a path parameter must follow. */
export type ParamRule =
  | { kind: 'oneOf'; values: readonly string[] }
  | { kind: 'digits' }
  | { kind: 'slug' }
  | { kind: 'prefix'; prefix: string };

export interface PageRoute {
  /** Stable id: the page module, the title key (`routes.<id>`), tests, analytics. */
  id: string;
  path: string;
  layout: LayoutId;
  flags?: RouteFlags;
  params?: Readonly<Record<string, ParamRule>>;
}

export interface RedirectRoute {
  id: string;
  path: string;
  params?: Readonly<Record<string, ParamRule>>;
  status: 301 | 302;
  /**
   * Target below `/{lng}` with `:name` placeholders of this route's parameters; a segment whose optional
   * parameter is absent is dropped. `:name|game` normalises a game route (ROUTE-037); when it is not a known
   * game the target is `fallback`.
   */
  to: string;
  fallback?: string;
  /** Query parameters added to the target (ROUTE-063). */
  query?: Readonly<Record<string, string>>;
}

// ---- value lists (segment validation, ROUTE-038) ----

/** ROUTE-011: the betting section. */
export const BETTING_SECTIONS = ['live', 'line'] as const;
/** ROUTE-018: the esports/cyber type. */
export const ESPORTS_TYPES = ['real', 'virtual', 'stream'] as const;
/** ROUTE-020. */
export const TOTO_SECTIONS = ['draw', 'next', 'coupons', 'draws', 'nonimees'] as const;
/** ROUTE-021. */
export const LOTTO_SECTIONS = ['catalog', 'results', 'view'] as const;
/** ROUTE-024. */
export const RESULTS_TYPES = ['live', 'zone'] as const;
/** ROUTE-026. */
export const REGISTRATION_TYPES = ['socialregistration'] as const;
/** ROUTE-061: `user/{type}` of the fast activation page. */
export const ACTIVATION_TYPES = ['activatefast', 'activate'] as const;
/** ROUTE-015: top-event page types (the seed does not list them; ours). */
export const TOP_EVENT_PAGE_TYPES = ['top', 'special'] as const;
/** ROUTE-034: the bonus games with their own pages. */
export const BONUS_GAMES = [
  'fortuna-bonus',
  'chest-bonus',
  'memory-bonus',
  'safe-bonus',
  'lottery-bonus',
  'dragon-bonus',
] as const;
/** ROUTE-034/037: every canonical game route under `games/` (the bonus games, then the in-house games). */
export const GAME_ROUTES = [...BONUS_GAMES, 'crash', 'dice', 'wheel'] as const;
/** ROUTE-037: older names of game routes and the current name each one is normalised to. */
export const GAME_ROUTE_ALIASES: Readonly<Record<string, (typeof GAME_ROUTES)[number]>> = {
  fortuna: 'fortuna-bonus',
  fortunabonus: 'fortuna-bonus',
  chest: 'chest-bonus',
  chestbonus: 'chest-bonus',
  memory: 'memory-bonus',
  memorybonus: 'memory-bonus',
  safe: 'safe-bonus',
  safebonus: 'safe-bonus',
  lottery: 'lottery-bonus',
  lotterybonus: 'lottery-bonus',
  dragon: 'dragon-bonus',
  dragonbonus: 'dragon-bonus',
  'crash-game': 'crash',
  'lucky-wheel': 'wheel',
};
/** ROUTE-047: the tabs of the bonuses pages. */
export const BONUS_TABS = ['rules', 'games'] as const;
/** ROUTE-052: promotion categories. */
export const PROMOTION_CATEGORIES = [
  'all_bonuses',
  'poker',
  'casino',
  'bukmaker',
  'redeposit',
  'shares',
  'cashback',
  'first_deposit',
  'bonuses',
] as const;
/** ROUTE-069: the values of the `platform_type` query. */
export const PLATFORM_TYPES = ['mobile', 'desktop'] as const;
export type PlatformType = (typeof PLATFORM_TYPES)[number];

/** GUARD-018: the fixed address a banned player is sent to (a full-page redirect). */
export const BAN_ROUTE_ID = 'block-appeal-history';

/**
 * ROUTE-033: the account-area section names used elsewhere (remote views, notices, deep links) and the office
 * page each one opens.
 */
export const ACCOUNT_AREA_SECTIONS: Readonly<Record<string, string>> = {
  bet_history: 'office-history',
  recharge: 'office-recharge',
  withdrawal: 'office-deduce',
  history_pay: 'office-historypay',
  personal_data: 'office-account',
  security: 'office-security',
  bring_friend: 'office-bringfriend',
  auth_qr: 'office-security',
  mailing: 'office-settings',
  promo_check: 'office-promotion',
  cashback: 'office-casino-premiumcashback',
  bonuses: 'office-bonuses-deposit',
  wallets: 'office-account',
  account: 'office-account',
  sports: 'office-settings',
  support: 'office-support',
  settings: 'office-settings',
  casino_vip_cashback: 'office-casino-vipcashback',
  transaction_history: 'office-historypay',
};

const oneOf = (values: readonly string[]): ParamRule => ({ kind: 'oneOf', values });
const digits: ParamRule = { kind: 'digits' };
const slug: ParamRule = { kind: 'slug' };
const section = oneOf(BETTING_SECTIONS);

// ---- pages ----

const bettingPages: PageRoute[] = [
  { id: 'home', path: '', layout: 'main' },
  { id: 'betsonyour', path: 'betsonyour', layout: 'main' },
  { id: 'betsonyour-game', path: 'betsonyour/:sport/:champ/:game', layout: 'main', params: { game: digits } },
  { id: 'topgame', path: 'topgame', layout: 'main' },
  { id: 'topgame-game', path: 'topgame/:sport/:champ/:game', layout: 'main', params: { game: digits } },
  // DECISIONS 22: marble exists only under live.
  { id: 'marble', path: 'live/marble', layout: 'main', flags: { featureId: FEATURES.marble } },
  {
    id: 'marble-game',
    path: 'live/marble/:sport/:champ/:game',
    layout: 'main',
    params: { game: digits },
    flags: { featureId: FEATURES.marble },
  },
  { id: 'team', path: 'team/:section/:sport/:champ', layout: 'main', params: { section } },
  {
    id: 'team-game',
    path: 'team/:section/:sport/:champ/:game',
    layout: 'main',
    params: { section, game: digits },
  },
  { id: 'team-info', path: 'team/line/:team', layout: 'main' },
  {
    id: 'betting',
    path: ':section/:menuSection?/:sport?/:champ?',
    layout: 'main',
    params: { section },
    flags: { keepScroll: true },
  },
  {
    id: 'betting-game',
    path: ':section/:menuSection/:sport/:champ/:game',
    layout: 'main',
    params: { section, game: digits },
  },
  {
    id: 'top-events',
    path: ':pageType/:pageSubType',
    layout: 'main',
    params: { pageType: oneOf(TOP_EVENT_PAGE_TYPES) },
  },
  {
    id: 'top-events-home',
    path: ':pageType/:pageSubType/home',
    layout: 'main',
    params: { pageType: oneOf(TOP_EVENT_PAGE_TYPES) },
  },
  {
    id: 'top-events-game',
    path: ':pageType/:pageSubType/game/:game',
    layout: 'main',
    params: { pageType: oneOf(TOP_EVENT_PAGE_TYPES), game: digits },
  },
  { id: 'multi', path: 'multi', layout: 'main', flags: { featureId: FEATURES.multi } },
  { id: 'champs', path: 'champs/:champId?', layout: 'main', params: { champId: digits } },
  {
    id: 'toto',
    path: 'toto/:totoSection?',
    layout: 'main',
    params: { totoSection: oneOf(TOTO_SECTIONS) },
    flags: { featureId: FEATURES.toto },
  },
  {
    id: 'lotto',
    path: 'lotto/:sectionName?/:lottoId?',
    layout: 'main',
    params: { sectionName: oneOf(LOTTO_SECTIONS), lottoId: digits },
    flags: { featureId: FEATURES.lotto },
  },
  {
    id: 'statistic',
    path: 'statistic/*',
    layout: 'main',
    flags: { featureId: FEATURES.statistic, keepScroll: true },
  },
  {
    id: 'results',
    path: 'results/:type?',
    layout: 'main',
    params: { type: oneOf(RESULTS_TYPES) },
    flags: { featureId: FEATURES.results },
  },
  {
    id: 'betting-alphabet',
    path: 'betting-alphabet/:block?/:category?/:slug?',
    layout: 'main',
    flags: { featureId: FEATURES.bettingAlphabet },
  },
];

function esportsPages(prefix: 'esports' | 'cyber'): PageRoute[] {
  const type = oneOf(ESPORTS_TYPES);
  const flags: RouteFlags = { featureId: FEATURES.esports };
  const pages: PageRoute[] = [
    { id: `${prefix}-type`, path: `${prefix}/:type`, layout: 'main', params: { type } },
    { id: `${prefix}-all`, path: `${prefix}/all`, layout: 'main' },
    {
      id: `${prefix}-discipline`,
      path: `${prefix}/:discipline`,
      layout: 'main',
      params: { discipline: slug },
    },
    { id: `${prefix}-discipline-champs`, path: `${prefix}/:discipline/champs`, layout: 'main' },
    { id: `${prefix}-champ`, path: `${prefix}/:discipline/:champ`, layout: 'main' },
    {
      id: `${prefix}-game`,
      path: `${prefix}/:discipline/:champ/:type/:game`,
      layout: 'main',
      params: { type },
    },
  ];
  return pages.map((page) => ({ ...page, flags }));
}

const guestOnly: RouteFlags = { restricted: true, hideFooter: true, hideSeo: true };
const userPages: PageRoute[] = [
  {
    id: 'registration',
    path: 'registration/:type?',
    layout: 'main',
    params: { type: oneOf(REGISTRATION_TYPES) },
    flags: { ...guestOnly, featureId: FEATURES.registration },
  },
  { id: 'login', path: 'user/login', layout: 'main', flags: guestOnly },
  {
    id: 'user-accountverify',
    path: 'user/accountverify',
    layout: 'main',
    flags: { allowedWhenBanned: true },
  },
  {
    id: 'user-activatefast',
    path: 'user/:type',
    layout: 'main',
    params: { type: oneOf(ACTIVATION_TYPES) },
  },
  { id: 'user-passwordreset', path: 'user/passwordreset', layout: 'main', flags: guestOnly },
  { id: 'user-stopnewsletter', path: 'user/stopnewsletter', layout: 'main' },
  { id: 'convert-account', path: 'convert-account', layout: 'main', flags: { auth: true } },
];

const OFFICE_PAGES = [
  'account',
  'history',
  'historypay',
  'recharge',
  'security',
  'responsible',
  'settings',
  'bonuses/deposit',
  'bonuses/wager',
  'casino/vipcashback',
  'casino/premiumcashback',
  'deduce',
  'promotion',
  'bringfriend',
  'support',
  'rewards',
  'verification',
  'identification',
  'share-idea',
  'payment/requests',
  'payment/create-request',
] as const;

const officePages: PageRoute[] = [
  ...OFFICE_PAGES.map((page): PageRoute => ({
    id: `office-${page.replaceAll('/', '-')}`,
    path: `office/${page}`,
    layout: 'main',
    flags: {
      auth: true,
      hideSeo: true,
      ...(page === 'identification' ? { featureId: FEATURES.identification } : {}),
      // GUARD-019: the withdrawal page, reachable by some ban levels (decided with the ban state).
      ...(page === 'deduce' ? { allowedWhenBanned: true } : {}),
    },
  })),
  ...[
    ['topic', ':topicId'],
    ['transactions', ':topicId/transactions'],
    ['transaction', ':topicId/transactions/:transactionId'],
    ['subtopic', ':topicId/:subTopicId'],
  ].map(([name, rest]): PageRoute => ({
    id: `office-payment-create-request-${name}`,
    path: `office/payment/create-request/${rest}`,
    layout: 'main',
    params: { topicId: digits, transactionId: digits, subTopicId: digits },
    flags: { auth: true, hideSeo: true },
  })),
];

const gamePages: PageRoute[] = [
  { id: 'games', path: 'games', layout: 'main', flags: { featureId: FEATURES.games } },
  ...BONUS_GAMES.map((game): PageRoute => ({
    id: `games-${game}`,
    path: `games/${game}`,
    layout: 'main',
    flags: { featureId: FEATURES.games, hideFooter: true, hideSeo: true },
  })),
  {
    id: 'games-game',
    path: 'games/:gameRoute',
    layout: 'main',
    params: { gameRoute: oneOf(GAME_ROUTES) },
    flags: { featureId: FEATURES.games, hideFooter: true, hideSeo: true },
  },
  {
    id: 'games-landing',
    path: 'games-landing/:landingRoute',
    layout: 'main',
    params: { landingRoute: slug },
    flags: { featureId: FEATURES.games },
  },
];

const INFORMATION_PAGES = [
  'contacts',
  'about',
  'howbet',
  'payment',
  'cookies',
  'ussdinstruction',
  'licenses',
  'taxation',
  'consent',
  'simpleidentification',
  'smsbets',
  'amlkyc',
  'amlpolicy',
  'disputeresolution',
  'kycpolicy',
  'responsiblegaming',
  'cash_terminals',
  'betting-calculator',
] as const;

const readable: RouteFlags = { allowedWhenBanned: true };
const informationPages: PageRoute[] = [
  { id: 'information', path: 'information', layout: 'main', flags: readable },
  ...INFORMATION_PAGES.map((page): PageRoute => ({
    id: `information-${page.replaceAll('_', '-')}`,
    path: `information/${page}`,
    layout: 'main',
    flags: page === 'payment' ? { ...readable, featureId: FEATURES.informationPayment } : readable,
  })),
  {
    id: 'information-rules',
    path: 'information/rules/:ruleGroup/:chapter?',
    layout: 'main',
    params: { ruleGroup: digits, chapter: digits },
    flags: { ...readable, featureId: FEATURES.rules, keepScroll: true },
  },
];

const otherPages: PageRoute[] = [
  { id: 'points', path: 'points', layout: 'main', flags: { featureId: FEATURES.points } },
  {
    id: 'ourpartners',
    path: 'ourpartners/:section?',
    layout: 'main',
    params: { section: slug },
    flags: { featureId: FEATURES.partners },
  },
  { id: 'partners', path: 'partners', layout: 'main', flags: { featureId: FEATURES.partners } },
  { id: 'mobile-app', path: 'mobile-app', layout: 'main', flags: { featureId: FEATURES.apps } },
  { id: 'desktop-app', path: 'desktop-app', layout: 'main', flags: { featureId: FEATURES.apps } },
  { id: 'ipl-betting-app', path: 'ipl-betting-app', layout: 'main', flags: { featureId: FEATURES.apps } },
  { id: 'blog', path: 'blog/*', layout: 'main', flags: { featureId: FEATURES.blog } },
  { id: 'news', path: 'news/:slug?', layout: 'main', params: { slug }, flags: { featureId: FEATURES.news } },
  { id: 'promo', path: 'promo', layout: 'main' },
  { id: 'betting-awards', path: 'betting-awards', layout: 'main' },
  { id: 'download-app', path: 'download-app', layout: 'main', flags: { featureId: FEATURES.apps } },
  { id: 'cricket-world-cup', path: 'cricket-world-cup', layout: 'main' },
  { id: 'asian-showcase', path: 'asian-showcase', layout: 'main' },
  { id: 'promo-codes', path: 'promo-codes', layout: 'main' },
  {
    id: 'debugger',
    path: 'debugger',
    layout: 'main',
    flags: { featureId: FEATURES.nonProduction, hideSeo: true },
  },
  {
    id: 'internal-vpn',
    path: 'internal-vpn',
    layout: 'main',
    flags: { featureId: FEATURES.nonProduction, hideSeo: true },
  },
];

const bonuses: RouteFlags = { featureId: FEATURES.promoBonuses };
const offers: RouteFlags = { featureId: FEATURES.promoOffers };
const promotionPages: PageRoute[] = [
  { id: 'promotions', path: 'promotions', layout: 'main', flags: { featureId: FEATURES.promotions } },
  {
    id: 'promotions-tournaments',
    path: 'promotions/tournaments',
    layout: 'main',
    flags: { featureId: FEATURES.promotions },
  },
  {
    id: 'promotion',
    path: 'promotions/:promotionId',
    layout: 'main',
    params: { promotionId: slug },
    flags: { featureId: FEATURES.promotions },
  },
  {
    id: 'bonuses-tab',
    path: 'bonuses/:tab',
    layout: 'main',
    params: { tab: oneOf(BONUS_TABS) },
    flags: { ...bonuses, keepScroll: true },
  },
  {
    id: 'bonuses-category',
    path: 'bonuses/category/:category',
    layout: 'main',
    params: { category: oneOf(PROMOTION_CATEGORIES) },
    flags: { ...bonuses, keepScroll: true },
  },
  { id: 'bonuses-rule', path: 'bonuses/rules/:id', layout: 'main', params: { id: slug }, flags: bonuses },
  {
    id: 'bonuses-partner',
    path: 'bonuses/partners/:id',
    layout: 'main',
    params: { id: slug },
    flags: bonuses,
  },
  { id: 'bonuses-offers', path: 'bonuses-offers', layout: 'main', flags: offers },
  { id: 'bonuses-offers-games', path: 'bonuses-offers-games', layout: 'main', flags: offers },
  { id: 'bonus-offer', path: 'bonus-offer/:id', layout: 'main', params: { id: slug }, flags: offers },
  {
    id: 'bonus-offer-partner',
    path: 'bonus-offer-partner/:id',
    layout: 'main',
    params: { id: slug },
    flags: offers,
  },
  // ROUTE-050: the two CMS landing forms.
  { id: 'cms-landing', path: 'landing/:slug', layout: 'main', params: { slug } },
  { id: 'cms-form', path: 'form/:slug', layout: 'main', params: { slug } },
];

const casinoGame = (id: string, base: string, featureId: FeatureId = FEATURES.casino): PageRoute[] => [
  {
    id: `${id}-game`,
    path: `${base}/game/:gameId/:gameName`,
    layout: 'main',
    params: { gameId: digits },
    flags: { featureId, hideFooter: true, hideSeo: true, playArea: true },
  },
];

const casinoPages: PageRoute[] = [
  { id: 'bingo', path: 'bingo', layout: 'main', flags: { featureId: FEATURES.bingo } },
  { id: 'bonus-casino', path: 'bonus/casino', layout: 'main', flags: { featureId: FEATURES.casino } },
  {
    id: 'bonus-casino-promotion',
    path: 'bonus/casino/promotions/:id',
    layout: 'main',
    params: { id: slug },
    flags: { featureId: FEATURES.casino },
  },
  {
    id: 'bonus-casino-tournaments',
    path: 'bonus/casino/tournaments',
    layout: 'main',
    flags: { featureId: FEATURES.casino },
  },
  {
    id: 'bonus-casino-item',
    path: 'bonus/casino/:id',
    layout: 'main',
    params: { id: digits },
    flags: { featureId: FEATURES.casino },
  },
  {
    id: 'casino-landing',
    path: 'bonus/casino/:landing',
    layout: 'headless',
    params: { landing: { kind: 'prefix', prefix: 'landing-' } },
    flags: { hideFooter: true, hideSeo: true },
  },
  { id: 'casino-brand', path: 'casino/brand', layout: 'main', flags: { featureId: FEATURES.casino } },
  { id: 'fishinghunting', path: 'fishinghunting', layout: 'main', flags: { featureId: FEATURES.casino } },
  {
    id: 'poker',
    path: 'poker/:game?',
    layout: 'main',
    params: { game: slug },
    flags: { featureId: FEATURES.poker },
  },
  { id: 'scratchcards', path: 'scratchcards', layout: 'main', flags: { featureId: FEATURES.casino } },
  { id: 'keno', path: 'keno', layout: 'main', flags: { featureId: FEATURES.casino } },
  {
    id: 'slots',
    path: 'slots/:subcategory?',
    layout: 'main',
    params: { subcategory: slug },
    flags: { featureId: FEATURES.casino },
  },
  ...casinoGame('slots', 'slots'),
  ...casinoGame('slots-subcategory', 'slots/:subcategory'),
  { id: 'slots-vulkan', path: 'slots/vulkan', layout: 'main', flags: { featureId: FEATURES.casino } },
  {
    id: 'casino',
    path: 'casino/:subcategory?',
    layout: 'main',
    params: { subcategory: slug },
    flags: { featureId: FEATURES.casino },
  },
  ...casinoGame('casino', 'casino'),
  ...casinoGame('casino-subcategory', 'casino/:subcategory'),
  { id: 'live-casino', path: 'live-casino', layout: 'main', flags: { featureId: FEATURES.liveCasino } },
  ...casinoGame('live-casino', 'live-casino', FEATURES.liveCasino),
  { id: 'brands', path: 'brands', layout: 'main', flags: { featureId: FEATURES.casino } },
  { id: 'tvgames', path: 'tvgames', layout: 'main', flags: { featureId: FEATURES.tvgames } },
  {
    id: 'virtualsports',
    path: 'virtualsports',
    layout: 'main',
    flags: { featureId: FEATURES.virtualsports },
  },
  { id: 'fast-games', path: 'fast-games', layout: 'main', flags: { featureId: FEATURES.casino } },
  { id: 'fast-bet', path: 'fast-bet', layout: 'main', flags: { featureId: FEATURES.casino } },
  { id: 'asian-games', path: 'asian-games', layout: 'main', flags: { featureId: FEATURES.casino } },
  { id: 'card-games', path: 'card-games', layout: 'main', flags: { featureId: FEATURES.casino } },
  { id: 'crash-games', path: 'crash-games', layout: 'main', flags: { featureId: FEATURES.casino } },
  { id: 'skill-games', path: 'skill-games', layout: 'main', flags: { featureId: FEATURES.casino } },
  { id: 'my-casino', path: 'my-casino', layout: 'main', flags: { featureId: FEATURES.casino, auth: true } },
  {
    id: 'my-casino-favorites',
    path: 'my-casino/favorites',
    layout: 'main',
    flags: { featureId: FEATURES.casino, auth: true },
  },
  { id: 'casino-lobby', path: 'casino-lobby', layout: 'main', flags: { featureId: FEATURES.casino } },
  { id: 'providers', path: 'providers', layout: 'main', flags: { featureId: FEATURES.casino } },
  {
    id: 'provider',
    path: 'providers/:provider',
    layout: 'main',
    params: { provider: slug },
    flags: { featureId: FEATURES.casino },
  },
  { id: 'casino-search', path: 'casino-search', layout: 'main', flags: { featureId: FEATURES.casino } },
  // Ours (issue: verify any round): the provably fair scheme explained, and a verifier anyone can use.
  { id: 'provably-fair', path: 'provably-fair', layout: 'main', flags: { featureId: FEATURES.casino } },
  {
    id: 'tournament',
    path: 'tournaments/:id',
    layout: 'main',
    params: { id: slug },
    flags: { featureId: FEATURES.casino },
  },
  { id: 'othergames', path: 'othergames', layout: 'main', flags: { featureId: FEATURES.casino } },
  {
    id: 'landing-page',
    path: 'landing-page/:landingId',
    layout: 'headless',
    params: { landingId: slug },
    flags: { hideFooter: true, hideSeo: true },
  },
  { id: 'first-bonus', path: 'first-bonus', layout: 'headless', flags: { hideFooter: true, hideSeo: true } },
  { id: 'thank-you', path: 'thank-you', layout: 'main' },
];

const special: RouteFlags = { allowedWhenBanned: true, hideSeo: true, hideFooter: true };
const PAYMENT_RESULTS = ['success', 'fail', 'pending', 'cancel'] as const;

const specialPages: PageRoute[] = [
  // ROUTE-053: block pages (GUARD-012).
  ...['block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension'].map((id): PageRoute => ({
    id,
    path: id,
    layout: 'empty',
    flags: special,
  })),
  // ROUTE-054
  { id: 'statisticpopup', path: 'statisticpopup/*', layout: 'empty', flags: { hideSeo: true } },
  {
    id: 'print-coupon',
    path: 'print-coupon/:couponId',
    layout: 'empty',
    params: { couponId: digits },
    flags: { hideSeo: true },
  },
  // DECISIONS 19: confirm and confirm-terms are the same terms page, in the empty layout (ROUTE-045).
  {
    id: 'confirm-terms',
    path: 'confirm-terms',
    layout: 'empty',
    flags: { hideSeo: true, featureId: FEATURES.terms },
  },
  { id: 'confirm', path: 'confirm', layout: 'empty', flags: { hideSeo: true, featureId: FEATURES.terms } },
  // ROUTE-056
  ...PAYMENT_RESULTS.map((result): PageRoute => ({
    id: `onpay-${result}`,
    path: `onpay/${result}`,
    layout: 'empty',
    flags: special,
  })),
  ...PAYMENT_RESULTS.map((result): PageRoute => ({
    id: `onpay-withdraw-${result}`,
    path: `onpay/withdraw/${result}`,
    layout: 'empty',
    flags: special,
  })),
  // ROUTE-057
  { id: 'maintenance', path: 'maintenance', layout: 'maintenance', flags: special },
  // ROUTE-060, GUARD-018/020: the fixed ban address.
  {
    id: BAN_ROUTE_ID,
    path: 'block-appeal-history',
    layout: 'blocked',
    flags: { ...special, bannedOnly: true, auth: true },
  },
  // ROUTE-065, ROUTE-066
  { id: 'oldbrowser', path: 'oldbrowser', layout: 'empty', flags: special },
  { id: 'error', path: '500', layout: 'main', flags: special },
];

/** Every page below `/{lng}` (ROUTE-009..066). */
export const PAGE_ROUTES: readonly PageRoute[] = [
  ...bettingPages,
  ...esportsPages('esports'),
  ...esportsPages('cyber'),
  ...userPages,
  ...officePages,
  ...gamePages,
  ...informationPages,
  ...otherPages,
  ...promotionPages,
  ...casinoPages,
  ...specialPages,
];

/** Every redirect below `/{lng}` (ROUTE-010, 017, 019, 030, 035, 036, 040, 051, 063, 064, casino legacy). */
export const REDIRECT_ROUTES: readonly RedirectRoute[] = [
  { id: 'home-section', path: 'home', status: 301, to: '' },
  {
    id: 'home-section-sport',
    path: 'home/:section/:sport?/:champ?',
    params: { section },
    status: 301,
    to: ':section/:sport/:champ',
  },
  { id: 'esports-root', path: 'esports', status: 302, to: 'esports/real' },
  { id: 'cyber-root', path: 'cyber', status: 302, to: 'cyber/real' },
  { id: 'esports-disciplines', path: 'esports/disciplines', status: 302, to: 'esports/all' },
  { id: 'cyber-disciplines', path: 'cyber/disciplines', status: 302, to: 'cyber/all' },
  { id: 'office-root', path: 'office', status: 302, to: 'office/account' },
  // ROUTE-040: rules -> rules/1, also from the short address.
  { id: 'information-rules-root', path: 'information/rules', status: 302, to: 'information/rules/1' },
  { id: 'rules', path: 'rules', status: 301, to: 'information/rules/1' },
  // DECISIONS 1: forgotpassword and coupon are redirects.
  {
    id: 'user-forgotpassword',
    path: 'user/forgotpassword',
    status: 302,
    to: '',
    query: { showForgotPasswordModal: '1' },
  },
  { id: 'user-coupon', path: 'user/coupon', status: 302, to: '' },
  // ROUTE-035..037: legacy game routes answer 301 to the current route name.
  {
    id: 'allgamesentrance',
    path: 'allgamesentrance/:gameRoute?',
    status: 301,
    to: 'games/:gameRoute|game',
    fallback: 'games',
  },
  {
    id: 'games-legacy',
    path: 'games/:gameRoute',
    status: 301,
    to: 'games/:gameRoute|game',
    fallback: 'games',
  },
  ...BONUS_GAMES.map((game): RedirectRoute => ({
    id: `bare-${game}`,
    path: game,
    status: 301,
    to: `games/${game}`,
  })),
  // ROUTE-051: legacy promotion paths.
  { id: 'promotion-legacy', path: 'promotion/:slug', params: { slug }, status: 301, to: 'promotions/:slug' },
  { id: 'actions-legacy', path: 'actions/:slug', params: { slug }, status: 301, to: 'promotions/:slug' },
  {
    id: 'lpage',
    path: 'lpage/:landingId',
    params: { landingId: slug },
    status: 301,
    to: 'landing-page/:landingId',
  },
  { id: 'vulkan', path: 'vulkan', status: 301, to: 'slots/vulkan' },
  { id: 'tvgames-poker', path: 'tvgames/view/poker', status: 301, to: 'poker' },
];

// ---- matching ----

type Segment =
  { kind: 'literal'; value: string } | { kind: 'param'; name: string; optional: boolean } | { kind: 'splat' };

function parsePattern(path: string): Segment[] {
  return path
    .split('/')
    .filter((part) => part.length > 0)
    .map((part): Segment => {
      if (part === '*') return { kind: 'splat' };
      if (part.startsWith(':')) {
        const optional = part.endsWith('?');
        return { kind: 'param', name: part.slice(1, optional ? -1 : undefined), optional };
      }
      return { kind: 'literal', value: part };
    });
}

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_.~-]*$/;

/** Whether a path segment follows a parameter rule (ROUTE-038, ROUTE-055). */
export function followsRule(rule: ParamRule | undefined, value: string): boolean {
  if (rule === undefined) return value.length > 0;
  switch (rule.kind) {
    case 'oneOf':
      return rule.values.includes(value);
    case 'digits':
      return /^\d+$/.test(value);
    case 'slug':
      return SLUG.test(value);
    case 'prefix':
      return value.startsWith(rule.prefix) && value.length > rule.prefix.length;
  }
}

interface Match {
  params: Record<string, string>;
  score: number;
}

/**
 * Matches path segments against a pattern. The score ranks competing matches like react-router does:
 * literal (and listed-value) segments beat parameters, parameters beat a catch-all, longer beats shorter.
 */
function matchPattern(
  pattern: readonly Segment[],
  rules: Readonly<Record<string, ParamRule>> | undefined,
  segments: readonly string[],
): Match | undefined {
  const params: Record<string, string> = {};
  let score = 0;
  let index = 0;
  for (const segment of pattern) {
    if (segment.kind === 'splat') {
      params['*'] = segments.slice(index).join('/');
      return { params, score: score - 2 };
    }
    const value = segments[index];
    if (value === undefined) {
      if (segment.kind === 'param' && segment.optional) continue;
      return undefined;
    }
    if (segment.kind === 'literal') {
      if (segment.value !== value) return undefined;
      score += 10;
    } else {
      const rule = rules?.[segment.name];
      if (!followsRule(rule, value)) return undefined;
      params[segment.name] = value;
      score += rule?.kind === 'oneOf' ? 10 : 3;
    }
    index += 1;
    score += 1;
  }
  return index === segments.length ? { params, score } : undefined;
}

const compiledPages = PAGE_ROUTES.map((route) => ({ route, pattern: parsePattern(route.path) }));
const compiledRedirects = REDIRECT_ROUTES.map((route) => ({ route, pattern: parsePattern(route.path) }));

const pagesById = new Map(PAGE_ROUTES.map((route) => [route.id, route]));

/** The page route with this id. */
export function pageRoute(id: string): PageRoute | undefined {
  return pagesById.get(id);
}

/** ROUTE-037: the current name of a game route, or undefined when it is no game. */
export function normaliseGameRoute(value: string): string | undefined {
  const lower = value.toLowerCase();
  if ((GAME_ROUTES as readonly string[]).includes(lower)) return lower;
  return GAME_ROUTE_ALIASES[lower] ?? GAME_ROUTE_ALIASES[lower.replaceAll(/[-_]/g, '')];
}

function fillTarget(route: RedirectRoute, params: Record<string, string>): string {
  const parts: string[] = [];
  for (const part of route.to.split('/').filter((p) => p.length > 0)) {
    if (!part.startsWith(':')) {
      parts.push(part);
      continue;
    }
    const [name = '', transform] = part.slice(1).split('|');
    const value = params[name];
    if (value === undefined) continue;
    if (transform === 'game') {
      const game = normaliseGameRoute(value);
      if (game === undefined) return route.fallback ?? '';
      parts.push(game);
    } else {
      parts.push(encodeURIComponent(value));
    }
  }
  return parts.join('/');
}

export type PathResolution =
  | {
      kind: 'page';
      routeId: string;
      layout: LayoutId;
      params: Record<string, string>;
      lng: string;
      flags: RouteFlags;
      /** ROUTE-069: the forced platform, when the query asks for a valid one. */
      platform?: PlatformType;
    }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'notFound'; lng?: string };

export interface ResolvePathOptions {
  /**
   * The site's languages. When given, a two-letter segment not among them is replaced by `defaultLanguage`
   * (302); when absent any two-letter segment is accepted (the client then applies DECISIONS 2 with the
   * detected language).
   */
  languages?: readonly string[];
  /** The language put in front of a path without one (ROUTE-002); English by default. */
  defaultLanguage?: string;
  /** When given, routes whose feature is not in the set are not found (GUARD-024). */
  features?: ReadonlySet<string>;
}

function searchParamsOf(search: string | undefined): URLSearchParams {
  return new URLSearchParams(search?.startsWith('?') ? search.slice(1) : (search ?? ''));
}

function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** ROUTE-069: the platform a `platform_type` query forces, if its value is one of the listed ones. */
export function parsePlatformType(search: string | undefined): PlatformType | undefined {
  const value = searchParamsOf(search).get('platform_type');
  return (PLATFORM_TYPES as readonly (string | null)[]).includes(value) ? (value as PlatformType) : undefined;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * What a path is: a page (with its route id, layout, parameters and flags), a redirect (301 or 302 and the
 * target, query kept) or not found. Pure; the server answers 200 / 301|302 / 404 from it, the web app renders
 * the page or the 404 page from it.
 */
export function resolvePath(
  pathname: string,
  search?: string,
  options: ResolvePathOptions = {},
): PathResolution {
  const query = searchParamsOf(search);
  const raw = pathname.split('/').filter((segment) => segment.length > 0);
  const decoded = raw.map(decodeSegment);
  if (decoded.some((segment) => segment === undefined)) return { kind: 'notFound' };
  const segments = decoded as string[];
  const defaultLanguage = options.defaultLanguage ?? 'en';

  const first = segments[0];
  // ROUTE-001/002: the language segment.
  if (!isLanguageSegment(first)) {
    return {
      kind: 'redirect',
      status: 302,
      location: withQuery(`/${[defaultLanguage, ...raw].join('/')}`, query),
    };
  }
  if (options.languages !== undefined && !options.languages.includes(first)) {
    const location = `/${[defaultLanguage, ...raw.slice(1)].join('/')}`;
    return { kind: 'redirect', status: 302, location: withQuery(location, query) };
  }
  const lng = first;
  const rest = segments.slice(1);

  let best:
    | { kind: 'page'; entry: PageRoute; match: Match }
    | { kind: 'redirect'; entry: RedirectRoute; match: Match }
    | undefined;
  for (const { route, pattern } of compiledPages) {
    const featureId = route.flags?.featureId;
    if (featureId !== undefined && options.features !== undefined && !options.features.has(featureId))
      continue;
    const match = matchPattern(pattern, route.params, rest);
    if (match !== undefined && (best === undefined || match.score > best.match.score)) {
      best = { kind: 'page', entry: route, match };
    }
  }
  for (const { route, pattern } of compiledRedirects) {
    const match = matchPattern(pattern, route.params, rest);
    if (match !== undefined && (best === undefined || match.score > best.match.score)) {
      best = { kind: 'redirect', entry: route, match };
    }
  }

  if (best === undefined) {
    // ROUTE-071: with platform_type and no match, home in the current language, the other parameters kept.
    if (query.has('platform_type')) {
      query.delete('platform_type');
      return { kind: 'redirect', status: 302, location: withQuery(`/${lng}`, query) };
    }
    return { kind: 'notFound', lng };
  }
  if (best.kind === 'redirect') {
    const target = fillTarget(best.entry, best.match.params);
    for (const [key, value] of Object.entries(best.entry.query ?? {})) query.set(key, value);
    const location = target === '' ? `/${lng}` : `/${lng}/${target}`;
    return { kind: 'redirect', status: best.entry.status, location: withQuery(location, query) };
  }
  const platform = parsePlatformType(search);
  return {
    kind: 'page',
    routeId: best.entry.id,
    layout: best.entry.layout,
    params: best.match.params,
    lng,
    flags: best.entry.flags ?? {},
    ...(platform === undefined ? {} : { platform }),
  };
}
