import { forgetConfigGroups } from '../api/configGroups';
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { FEATURE_IDS, FINGERPRINT_PATH } from '@betline/contracts';
import Cookies from 'js-cookie';
import type {
  AgreementRulesStatus,
  CollectorEvent,
  BanState,
  MaintenanceStatus,
  NoticesGroup,
  RoutingGroup,
  SiteConfig,
} from '@betline/contracts';
import {
  IDENTITY_PATHS,
  CASINO_PATHS,
  FIGURES_PATHS,
  CONFIG_GROUPS_PATH,
  CONTENT_PATH,
  MAINTENANCE_PATH,
  BLOCK_PATH,
  AGREEMENT_RULES_STATUS_PATH,
  AGREEMENT_RULES_ACCEPT_PATH,
  BAN_STATE_PATH,
  COOKIES_AGREEMENT_PATH,
  APP_VERSION_PATH,
  COLLECTOR_PATH_PREFIX,
  SEO_PATHS,
  SPORTSBOOK_PATHS,
  WALLET_PATHS,
  PROMOTION_PATHS,
  FAVOURITE_PATHS,
  SITE_CONFIG_PATH,
} from '@betline/contracts/paths';
import type { BalanceResponse, UserConfig } from '../api/types';

import { http } from '../api/client';
import { transportAdapter, type Transport, type TransportRequest } from '../api/transport';
import { createAppRoutes } from '../routes/router';
import { HandedAnswersContext } from '../lib/handover';
import '../i18n';
import { createStores, StoresContext, type Stores } from '../stores';

/** This test's app instance (a fresh one before every test, test/setup.ts). */
let instance: Stores | undefined;

export function freshTestStores(): Stores {
  // The last test's push client and live store stop (no socket or frame timer of theirs outlives the test).
  instance?.lazy.push?.dispose();
  instance?.lazy.live?.dispose();
  instance = createStores();
  return instance;
}

/** The stores of the test's app instance (what `renderApp` and `withStores` provide). */
export function testStores(): Stores {
  instance ??= freshTestStores();
  return instance;
}

/** Testing Library's `render` inside the test's app instance (a component that reads the app's stores). */
export function renderWithStores(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  return render(ui, { ...options, wrapper: WithStores });
}

/** `render`'s wrapper for a component that reads the app's stores. */
export function WithStores({ children }: { children: ReactNode }) {
  return <StoresContext.Provider value={testStores()}>{children}</StoresContext.Provider>;
}

export function siteConfigFixture(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    remoteViewOrigins: [],
    footerRemoteView: null,
    errorRemoteView: null,
    accountRemoteView: null,
    supportRemoteView: null,
    couponTypesWithMinAmount: [1, 2],
    couponTypesWithMaxAmount: [1],
    isAvailableCouponBonusBet: true,
    showVipBet: false,
    show_one_click: true,
    ref_id: 1,
    isRegistrationAllowed: true,
    isShowIdentification: false,
    group_id: 1,
    isFlexibleAssetPath: false,
    isPwa: false,
    pwaManifest: { themeColor: 'var(--bgColor-canvas)' },
    partnerCssBrandBook: [],
    companyName: 'Betline',
    taskCounter: 0,
    countryCode: 'gb',
    currencyId: 1,
    languageId: 1,
    analyticsKey: 'test-key',
    lang: 'en',
    languages: [
      { code: 'en', name: 'English', hidden: false },
      { code: 'ru', name: 'Русский', hidden: false },
      { code: 'de', name: 'Deutsch', hidden: false },
      { code: 'kk', name: 'Қазақша', hidden: true },
    ],
    ...overrides,
  };
}

/** What the stubbed site services answer (GUARD state); change it per test with `stubSiteServices`. */
export interface SiteServicesStub {
  maintenance: MaintenanceStatus;
  blockReason: number | null;
  terms: AgreementRulesStatus;
  ban: BanState;
  features: Record<string, boolean>;
  routing: RoutingGroup;
  /** The `notices` config group; absent by default (no consent popup, age gate, idle logoff or reminder). */
  notices?: NoticesGroup;
  /** What the app-version endpoint answers (NOTICE-010); change it to simulate a deployment. */
  appVersion: string;
  /** Every site-service call, `METHOD path`, in order. */
  calls: string[];
  /** Bodies of the terms acceptances. */
  accepted: unknown[];
}

export function defaultSiteServices(): SiteServicesStub {
  return {
    maintenance: {
      startAt: null,
      finishAt: null,
      notifyStartDate: null,
      notifyEndDate: null,
      isActive: false,
    },
    blockReason: null,
    terms: { result: false, updatedAt: null },
    ban: { isBanned: false, ban_level: 0, ban_version: 1 },
    features: {},
    routing: {
      forbiddenPaths: [],
      loginRouteAvailable: true,
      banRedirectUrl: 'block-appeal-history',
      paymentPageRequiresAuth: false,
      promoBonusToOffer: false,
      showBottomNavOnRegistration: false,
    },
    appVersion: 'build-1',
    calls: [],
    accepted: [],
  };
}

let services: SiteServicesStub = defaultSiteServices();

/**
 * Sets what the site services answer from now on; returns the live stub (mutable, with its call log). The app
 * remembers config groups for a page's life (MISC-016): new answers come with a new page, so the remembered
 * ones are forgotten here.
 */
export function stubSiteServices(overrides: Partial<SiteServicesStub> = {}): SiteServicesStub {
  forgetConfigGroups(testStores().queries);
  services = { ...defaultSiteServices(), ...overrides };
  return services;
}

function siteServiceAnswer(request: TransportRequest): { status: number; data: unknown } | undefined {
  const url = request.path;
  const method = request.method;
  const known = [
    CONFIG_GROUPS_PATH,
    MAINTENANCE_PATH,
    BLOCK_PATH,
    AGREEMENT_RULES_STATUS_PATH,
    AGREEMENT_RULES_ACCEPT_PATH,
    BAN_STATE_PATH,
  ] as string[];
  if (!known.includes(url)) return undefined;
  services.calls.push(`${method} ${url}`);
  switch (url) {
    case CONFIG_GROUPS_PATH:
      return {
        status: 200,
        data: {
          lang: 'en',
          groups: {
            features: {
              features: { ...Object.fromEntries(FEATURE_IDS.map((id) => [id, true])), ...services.features },
            },
            routing: services.routing,
            ...(services.notices === undefined ? {} : { notices: services.notices }),
          },
        },
      };
    case MAINTENANCE_PATH:
      return { status: 200, data: services.maintenance };
    case BLOCK_PATH:
      return {
        status: 200,
        data: {
          data: {
            displayTypeId: services.blockReason,
            templateTypeId: services.blockReason === null ? 0 : 1,
          },
        },
      };
    case AGREEMENT_RULES_STATUS_PATH:
      return { status: 200, data: services.terms };
    case AGREEMENT_RULES_ACCEPT_PATH: {
      services.accepted.push(request.body);
      services.terms = { ...services.terms, result: false };
      return { status: 200, data: services.terms };
    }
    default:
      return { status: 200, data: services.ban };
  }
}

export function userConfigFixture(overrides: Partial<UserConfig> = {}): UserConfig {
  return {
    disallow_line_sport: [],
    disallow_live_sport: [],
    phone_number: null,
    phone_code: null,
    user_email: 'player@example.com',
    user_name: 'player',
    user_country_code: 'gb',
    user_country_id: 1,
    activation_type: 1,
    user_ref_id: null,
    user_msg_count: 0,
    user_hide_balance: false,
    changed_pass_day_count: null,
    user_data: {
      date_birthday: null,
      document_type_id: null,
      inn: null,
      name: null,
      passport: null,
      passport_date: null,
      passport_end_date: null,
      registration_address: null,
      surname: null,
    },
    protection_level: 40,
    protection_methods: {
      is_changed_password: false,
      enable_two_factor_auth: false,
      enable_phone_binding: false,
      enable_security_question: false,
      enable_email_auth: true,
    },
    ban_level: 0,
    ban_version: 1,
    user_status_id: 1,
    verification_status: 0,
    verification_types: [],
    requested_additional_document: [],
    has_deposit: false,
    is_identification_bonus: false,
    is_need_identification: false,
    remaining_days_to_activate: null,
    ...overrides,
  };
}

export function balanceFixture(overrides: Partial<BalanceResponse> = {}): BalanceResponse {
  const main = {
    id: 11,
    type: 0 as const,
    iso: 'EUR',
    symbol: '€',
    money: 125_050,
    currencyId: 3,
    label: 'Main account',
    isActive: true,
    points: 0,
  };
  return {
    balance: main.money,
    bonus: 0,
    all_accounts: [main],
    accounts: [main],
    bonuses: [],
    is_available_first_deposit_bonus: true,
    first_deposit_bonus_choosable: false,
    offers_paused: false,
    convert_account_status: 0,
    active_account_id: main.id,
    ...overrides,
  };
}

/** `headers`: response headers a test needs (Retry-After of a refusal). */
type Answer = { status: number; data: unknown; headers?: Record<string, string> };
/** Extra answers of the player's API per `METHOD path` (tests add what their page calls). */
export const apiStubs = new Map<string, (request: TransportRequest) => Answer | Promise<Answer>>();

/** The player's API by default: the session check answers the store's user (a test "signs in" by setting it). */
function playerAnswer(request: TransportRequest): Answer | Promise<Answer> | undefined {
  const custom = apiStubs.get(`${request.method} ${request.path}`);
  if (custom !== undefined) return custom(request);
  if (request.path === IDENTITY_PATHS.check) {
    const { user } = testStores();
    return user.userId === null
      ? {
          status: 401,
          data: { statusCode: 401, error: 'Unauthorized', message: 'sign in', code: 'unauthenticated' },
        }
      : { status: 200, data: { userId: user.userId } };
  }
  if (request.path === FINGERPRINT_PATH) {
    return {
      status: 200,
      data: { token: 'test-fingerprint', expiresAt: 4_102_444_800, data: '0'.repeat(64) },
    };
  }
  if (request.path === WALLET_PATHS.balance) return { status: 200, data: balanceFixture() };
  if (request.path === IDENTITY_PATHS.userConfig) return { status: 200, data: userConfigFixture() };
  if (request.path === COOKIES_AGREEMENT_PATH) return { status: 200, data: { ok: true } };
  if (request.path === APP_VERSION_PATH) {
    return { status: 200, data: { version: services.appVersion, builtAt: null } };
  }
  if (request.path.startsWith(`${COLLECTOR_PATH_PREFIX}/`)) {
    return { status: 202, data: { success: true, stored: 1 } };
  }
  // The player's activity figures (limits page): none unless a test stubs its own answers.
  if (request.path === FIGURES_PATHS.netDeposits) {
    const none = { deposits: 0, withdrawals: 0, net: 0 };
    return { status: 200, data: { currency: 'RUB', lifetime: none, periods: [] } };
  }
  if (request.path === FIGURES_PATHS.daily) {
    return { status: 200, data: { currency: 'RUB', from: '2026-01-01', to: '2026-01-01', days: [] } };
  }
  if (request.path === FIGURES_PATHS.limitHistory) return { status: 200, data: { data: [] } };
  // The sportsbook (home and betting pages): an empty board unless a test stubs its own answers.
  if (request.path === SPORTSBOOK_PATHS.sports) return { status: 200, data: { sports: [] } };
  if (request.path === SPORTSBOOK_PATHS.champs) return { status: 200, data: { champs: [] } };
  if (
    [SPORTSBOOK_PATHS.games, SPORTSBOOK_PATHS.top, SPORTSBOOK_PATHS.multiLive].some((p) => p === request.path)
  ) {
    return { status: 200, data: { total: 0, games: [] } };
  }
  // The home page's accumulators of the day and the player's favourites: none unless a test stubs its own.
  if (request.path === SPORTSBOOK_PATHS.accumulators) {
    return { status: 200, data: { games: [], accumulators: [] } };
  }
  if (request.path === FAVOURITE_PATHS.list) {
    return { status: 200, data: { games: [], champs: [], teams: [], max: 200 } };
  }
  // Promotions: none running unless a test stubs its own answers.
  if (request.path === PROMOTION_PATHS.list) {
    const lng = request.params?.lng;
    return {
      status: 200,
      data: { lng: typeof lng === 'string' ? lng : 'en', categories: [], promotions: [] },
    };
  }
  // SEO page data: none unless a test stubs its own (pages show their translated titles).
  if (request.path === SEO_PATHS.page) {
    return {
      status: 404,
      data: { statusCode: 404, error: 'Not Found', message: 'no SEO data here', code: 'SEO_PAGE_NOT_FOUND' },
    };
  }
  // Information pages and the rule book: nothing published unless a test stubs its own answers.
  if (request.path.startsWith(`${CONTENT_PATH}/`)) {
    return {
      status: 404,
      data: { statusCode: 404, error: 'Not Found', message: 'no text here', code: 'CONTENT_NOT_FOUND' },
    };
  }
  // The casino: an empty catalogue unless a test stubs its own answers.
  if (request.path === CASINO_PATHS.providers) return { status: 200, data: { providers: [] } };
  if ([CASINO_PATHS.games, CASINO_PATHS.favourites, CASINO_PATHS.recent].some((p) => p === request.path)) {
    return { status: 200, data: { total: 0, games: [] } };
  }
  return undefined;
}

export type ConfigAnswer = { status: number; data: unknown } | 'network-error';

export interface ConfigServer {
  /** The `lang` query of every config request, in order. */
  requests: Array<string | undefined>;
  /** What answers the client's calls now (a test may wrap it, or hand it to the server render). */
  transport: Transport;
}

/**
 * Replaces the HTTP client's adapter: the site config answers with `answer(lang, callIndex)`.
 * Returns the log of requests.
 */
export function stubSiteConfig(
  answer: (lang: string | undefined, call: number) => ConfigAnswer = (lang) => ({
    status: 200,
    data: siteConfigFixture({ lang: lang ?? 'en' }),
  }),
): ConfigServer {
  const requests: ConfigServer['requests'] = [];
  const transport: Transport = async (request) => {
    const site = siteServiceAnswer(request);
    if (site !== undefined) return { data: site.data, status: site.status, headers: new Headers() };
    const player = await playerAnswer(request);
    if (player !== undefined) {
      return { data: player.data, status: player.status, headers: new Headers(player.headers) };
    }
    if (request.path !== SITE_CONFIG_PATH) {
      // A call no default answers: a clear refusal, never counted as a config request.
      return {
        data: { statusCode: 404, error: 'Not Found', message: `no test answer for ${request.path}` },
        status: 404,
        headers: new Headers(),
      };
    }
    const lang = request.params?.lang;
    requests.push(lang === undefined ? undefined : String(lang));
    const result = answer(lang === undefined ? undefined : String(lang), requests.length - 1);
    if (result === 'network-error') throw new TypeError('Failed to fetch');
    return { data: result.data, status: result.status, headers: new Headers() };
  };
  http.defaults.adapter = transportAdapter(transport);
  return { requests, transport };
}

/** Renders the real route tree at `path` in a memory router. */
export function renderApp(path: string, options: { handed?: Record<string, unknown> } = {}) {
  const router = createMemoryRouter(createAppRoutes(testStores()), { initialEntries: [path] });
  const handed = options.handed === undefined ? null : { answers: options.handed };
  const view = render(
    <HandedAnswersContext.Provider value={handed}>
      <RouterProvider router={router} />
    </HandedAnswersContext.Provider>,
    { wrapper: WithStores },
  );
  return { router, ...view };
}

/**
 * A visitor who gave marketing consent (`cookiesAgreeType` ALL or MARKETING), the consent notice configured and
 * the other notices off; answers the reporting collector and returns the events it receives.
 */
export function collectWithConsent(agreeType: 'ALL' | 'MARKETING'): CollectorEvent[] {
  stubSiteServices({
    notices: {
      cookieConsentPopup: true,
      ageGate: { enabled: false, storage: 'local' },
      inactivityLogoff: { enabled: false, minutes: 30 },
      registrationReminder: null,
    },
  });
  Cookies.set('cookiesAgreeType', agreeType, { path: '/' });
  const events: CollectorEvent[] = [];
  apiStubs.set('POST /collector-api/v1/test-key/55', (request) => {
    events.push(...(request.body as { events: CollectorEvent[] }).events);
    return { status: 202, data: { success: true, stored: 1 } };
  });
  return events;
}
