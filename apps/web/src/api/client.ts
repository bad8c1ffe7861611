import axios from 'axios';
import type { SiteConfig } from '@betline/contracts';
import { SITE_CONFIG_PATH } from '@betline/contracts/paths';
import { createHttp, isHttpError, type RetryPolicy } from './http';
import { ContractError, checkAnswer } from './validate';

/**
 * The page's HTTP client (api/http.ts): same origin (the server serves the app), JSON, 15 s. One instance for
 * the page for now; `createHttp` makes others (a server render with its own base URL and cookies).
 */
export const http = createHttp();

/** Why the site config could not be used; the UI shows one translated message for all of them. */
export type SiteConfigErrorKind = 'network' | 'http' | 'invalid';

export class SiteConfigError extends Error {
  readonly kind: SiteConfigErrorKind;
  readonly status: number | undefined;

  constructor(kind: SiteConfigErrorKind, message: string, status?: number) {
    super(message);
    this.name = 'SiteConfigError';
    this.kind = kind;
    this.status = status;
  }
}

/**
 * CONST-006: a site config that could not be fetched is asked for again up to 5 times, 1000 ms apart, before
 * the page shows its error and retry button. Only failures that may pass are retried (no answer, or a 5xx or
 * 429 answer; the client's retry interceptor decides); an answer that breaks the contract or a 4xx would be the
 * same again. Tests shorten the delay.
 */
export const SITE_CONFIG_RETRY: RetryPolicy = { retries: 5, delayMs: 1000 };

/** `GET /bff-api/config/all.json?lang=xx`, validated with the contract's schema. */
export async function fetchSiteConfig(lang: string | undefined, signal?: AbortSignal): Promise<SiteConfig> {
  let data: unknown;
  try {
    const response = await http.get<unknown>(SITE_CONFIG_PATH, {
      params: lang === undefined ? undefined : { lang },
      signal,
      quiet: true,
      retry: SITE_CONFIG_RETRY,
    });
    data = response.data;
  } catch (error) {
    if (axios.isCancel(error)) throw error;
    if (isHttpError(error)) {
      throw new SiteConfigError(
        'http',
        `site config answered ${error.response.status}`,
        error.response.status,
      );
    }
    throw new SiteConfigError(
      'network',
      error instanceof Error ? error.message : 'site config request failed',
    );
  }
  try {
    return await checkAnswer<SiteConfig>('siteConfigSchema', data, 'site config');
  } catch (error) {
    if (error instanceof ContractError) throw new SiteConfigError('invalid', error.message);
    throw error;
  }
}
