import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { FEATURE_IDS } from '@betline/contracts';
import type {
  AgreementRulesStatus,
  BanState,
  MaintenanceStatus,
  RoutingGroup,
  SiteConfig,
} from '@betline/contracts';
import { PATHS } from '../api/paths';
import { http } from '../api/client';
import type { HttpRequest, Transport } from '../api/http';
import { createAppRoutes } from '../routes/router';
import '../i18n';

export function siteConfigFixture(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
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
    companyName: 'Betline Test Ltd',
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
    calls: [],
    accepted: [],
  };
}

let services: SiteServicesStub = defaultSiteServices();

/** Sets what the site services answer from now on; returns the live stub (mutable, with its call log). */
export function stubSiteServices(overrides: Partial<SiteServicesStub> = {}): SiteServicesStub {
  services = { ...defaultSiteServices(), ...overrides };
  return services;
}

function siteServiceAnswer(request: HttpRequest): { status: number; data: unknown } | undefined {
  const url = request.path;
  const method = request.method;
  const known = [
    PATHS.configGroups,
    PATHS.maintenance,
    PATHS.block,
    PATHS.termsStatus,
    PATHS.termsAccept,
    PATHS.banState,
  ] as string[];
  if (!known.includes(url)) return undefined;
  services.calls.push(`${method} ${url}`);
  switch (url) {
    case PATHS.configGroups:
      return {
        status: 200,
        data: {
          lang: 'en',
          groups: {
            features: {
              features: { ...Object.fromEntries(FEATURE_IDS.map((id) => [id, true])), ...services.features },
            },
            routing: services.routing,
          },
        },
      };
    case PATHS.maintenance:
      return { status: 200, data: services.maintenance };
    case PATHS.block:
      return {
        status: 200,
        data: {
          data: {
            displayTypeId: services.blockReason,
            templateTypeId: services.blockReason === null ? 0 : 1,
          },
        },
      };
    case PATHS.termsStatus:
      return { status: 200, data: services.terms };
    case PATHS.termsAccept: {
      services.accepted.push(request.body);
      services.terms = { ...services.terms, result: false };
      return { status: 200, data: services.terms };
    }
    default:
      return { status: 200, data: services.ban };
  }
}

export type ConfigAnswer = { status: number; data: unknown } | 'network-error';

export interface ConfigServer {
  /** The `lang` query of every config request, in order. */
  requests: Array<string | undefined>;
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
  const server: ConfigServer = { requests: [] };
  const transport: Transport = async (request) => {
    const site = siteServiceAnswer(request);
    if (site !== undefined) return { data: site.data, status: site.status, headers: new Headers() };
    const lang = request.params?.lang;
    server.requests.push(lang === undefined ? undefined : String(lang));
    const result = answer(lang === undefined ? undefined : String(lang), server.requests.length - 1);
    if (result === 'network-error') throw new TypeError('Failed to fetch');
    return { data: result.data, status: result.status, headers: new Headers() };
  };
  http.defaults.transport = transport;
  return server;
}

/** Renders the real route tree at `path` in a memory router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
