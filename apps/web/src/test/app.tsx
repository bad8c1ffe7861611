import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import type { SiteConfig } from '@betline/contracts';
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
