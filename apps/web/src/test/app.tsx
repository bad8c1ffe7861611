import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import type {
  AgreementRulesStatus,
  BanState,
  MaintenanceStatus,
  RoutingGroup,
  SiteConfig,
} from '@betline/contracts';
import { PATHS } from '../api/paths';
import { http } from '../api/client';
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

function siteServiceAnswer(
  config: InternalAxiosRequestConfig,
): { status: number; data: unknown } | undefined {
  const url = config.url ?? '';
  const method = (config.method ?? 'get').toUpperCase();
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
          groups: { features: { features: services.features }, routing: services.routing },
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
      services.accepted.push(typeof config.data === 'string' ? JSON.parse(config.data) : config.data);
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
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const site = siteServiceAnswer(config);
    if (site !== undefined) {
      return { data: site.data, status: site.status, statusText: String(site.status), headers: {}, config };
    }
    const params = (config.params ?? {}) as { lang?: string };
    server.requests.push(params.lang);
    const result = answer(params.lang, server.requests.length - 1);
    if (result === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = {
      data: result.data,
      status: result.status,
      statusText: String(result.status),
      headers: {},
      config,
    };
    if (result.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${result.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        undefined,
        response,
      );
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return server;
}

/** Renders the real route tree at `path` in a memory router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
