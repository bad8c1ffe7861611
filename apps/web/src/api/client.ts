import type { SiteConfig } from '@betline/contracts';
import { createHttpClient, isCancel, isHttpError, type HttpClient } from './http';
import { CSRF_COOKIE, CSRF_HEADER, SITE_CONFIG_PATH } from '@betline/contracts/paths';
import { ContractError, checkAnswer } from './validate';
import { readCookie } from '../lib/storage';
import { installFingerprint } from './fingerprint';

/** The app's HTTP client: same origin (the server serves the app), JSON, a bounded wait. */
export const http: HttpClient = createHttpClient({
  timeout: 15_000,
  headers: { Accept: 'application/json' },
});

// The device fingerprint first: its refusal is retried before any other interceptor sees an error.
installFingerprint(http);

// Every write carries the readable CSRF cookie back as a header (the server's double-submit check).
http.interceptors.request.use((request) => {
  if (request.method === 'GET') return;
  const token = readCookie(CSRF_COOKIE);
  if (token !== undefined && request.headers[CSRF_HEADER] === undefined) request.headers[CSRF_HEADER] = token;
});

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

/** `GET /bff-api/config/all.json?lang=xx`, validated with the contract's schema. */
export async function fetchSiteConfig(lang: string | undefined, signal?: AbortSignal): Promise<SiteConfig> {
  let data: unknown;
  try {
    const response = await http.get<unknown>(SITE_CONFIG_PATH, {
      params: lang === undefined ? undefined : { lang },
      signal,
      quiet: true,
    });
    data = response.data;
  } catch (error) {
    if (isCancel(error)) throw error;
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
