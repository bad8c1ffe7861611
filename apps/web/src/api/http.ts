/**
 * The app's HTTP client is axios (DESIGN "HTTP", docs/adr/0037-axios-http-client.md). `createHttp` makes an
 * instance with the app's interceptors:
 *
 * - on the way out: the CSRF header on every write, the device fingerprint (api/fingerprint.ts), and the bearer
 *   token of a call that names one (`bearer`, the limit service);
 * - on the way back: a refused fingerprint is renewed and the call retried once (ERR-017); a 401 of a bearer
 *   call gets a fresh token and one retry (ERR-016); a call with a `retry` policy is asked again while its
 *   failure may pass (no answer, a 5xx or 429: CONST-006 for the site config); last, when given, `notify`
 *   shows a failure that is neither `quiet` nor cancelled (SPEC §8 "REST error notice").
 *
 * Cancellation is axios's own: a call's `signal`, and `axios.isCancel` for its error (ERR-008). A retry made
 * here carries `retried` (or its attempt number), so no call is retried twice for the same reason.
 *
 * api/client.ts holds the page's instance. Another one (a server render with its own base URL and cookies, a
 * test) is `createHttp` with its options; `transportAdapter` (api/transport.ts) answers calls in-process.
 */
import axios, {
  AxiosError,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type GenericAbortSignal,
  type InternalAxiosRequestConfig,
} from 'axios';
import { CSRF_COOKIE, CSRF_HEADER } from '@betline/contracts/paths';
import { readCookie as readPageCookie } from '../lib/storage';
import { installFingerprint } from './fingerprint';

/** The token of a bearer call; `force` once the server refused the last one (HTTP 401). */
export type BearerToken = (force: boolean) => Promise<string>;

/** A failure that may pass (no answer, a 5xx or 429) is asked again `retries` times, `delayMs` apart. */
export interface RetryPolicy {
  retries: number;
  delayMs: number;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows failures itself: no error notice (SPEC §8 "REST error notice"). */
    quiet?: boolean;
    /** Set on the one retry an interceptor makes (a 401, a refused fingerprint): never retried again. */
    retried?: boolean;
    /** Retries of failures that may pass (CONST-006). */
    retry?: RetryPolicy;
    /** Which retry of `retry` this call is (set by the interceptor; 0 or absent for the first ask). */
    retryAttempt?: number;
    /** Sends `Authorization: Bearer <token>`; a 401 asks for a fresh token and retries once (ERR-016). */
    bearer?: BearerToken;
  }
}

/** The server answered with a status outside 2xx: `error.response.status`, `error.response.data`. */
export type HttpError<T = unknown> = AxiosError<T> & { response: AxiosResponse<T> };

export function isHttpError(error: unknown): error is HttpError {
  return axios.isAxiosError(error) && error.response !== undefined;
}

/** The call got no answer (offline, refused, timed out); a cancelled call is not one (`axios.isCancel`). */
export function isNetworkError(error: unknown): error is AxiosError {
  return axios.isAxiosError(error) && error.response === undefined && !axios.isCancel(error);
}

/** The call got no answer in time (`timeout`; a time-out is ETIMEDOUT, see `clarifyTimeoutError` below). */
export function isTimeout(error: unknown): boolean {
  return axios.isAxiosError(error) && error.code === AxiosError.ETIMEDOUT;
}

/** Whether asking again may help: no answer, or the server was down or busy (5xx, 429). */
function mayPass(error: unknown): boolean {
  if (isNetworkError(error)) return true;
  return isHttpError(error) && (error.response.status >= 500 || error.response.status === 429);
}

/** Waits `ms`; a cancelled call stops waiting (axios's CanceledError). */
function pause(ms: number, config: InternalAxiosRequestConfig): Promise<void> {
  const signal: GenericAbortSignal | undefined = config.signal;
  return new Promise((resolve, reject) => {
    if (signal?.aborted === true) {
      reject(new axios.CanceledError(undefined, config));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new axios.CanceledError(undefined, config));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener?.('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener?.('abort', onAbort);
  });
}

/**
 * Shows every failed call that is neither `quiet` nor cancelled (SPEC §8 "REST error notice", ERR-008), once
 * even when a retry's failure passes through again. Non-Error values are only warned about.
 */
export function noticeFailedRequests(
  http: AxiosInstance,
  notify: (error: Error) => Promise<void>,
): () => void {
  const shown = new WeakSet<Error>();
  const id = http.interceptors.response.use(undefined, async (error: unknown) => {
    if (axios.isCancel(error) || (axios.isAxiosError(error) && error.config?.quiet === true)) throw error;
    if (!(error instanceof Error)) {
      console.warn('request failed with a non-Error value', error);
      throw error;
    }
    if (!shown.has(error)) {
      shown.add(error);
      await notify(error);
    }
    throw error;
  });
  return () => http.interceptors.response.eject(id);
}

/**
 * A call's query as URLSearchParams writes it (`groups=features%2Crouting`; unset values left out). The server's
 * first-screen hints (`<link rel="preload" as="fetch">`) name their URLs this way, and the browser hands a
 * preloaded answer only to a request for the very same URL; axios's own serializer keeps `,` and `:` as they are.
 */
function queryOf(params: Readonly<Record<string, unknown>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  return query.toString();
}

/** The wait of a call unless it says otherwise (`timeout`). */
export const HTTP_TIMEOUT_MS = 15_000;

export interface HttpOptions {
  /** Where the calls go; the page's own origin by default (the server serves the app). */
  baseURL?: string;
  /** Milliseconds; `HTTP_TIMEOUT_MS` by default. */
  timeout?: number;
  /** Answers the calls (a server render, a test); axios's browser adapter by default. */
  adapter?: AxiosAdapter;
  /** Reads a cookie (the CSRF token); the page's cookies, or the render's on the server, by default. */
  readCookie?: (name: string) => string | undefined;
  /** The device fingerprint on every call (on by default). */
  fingerprint?: boolean;
  /** Shows a failed call that is neither quiet nor cancelled (SPEC §8). No notices without it. */
  notify?: (error: Error) => Promise<void>;
}

export function createHttp(options: HttpOptions = {}): AxiosInstance {
  const http = axios.create({
    baseURL: options.baseURL ?? '',
    timeout: options.timeout ?? HTTP_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    paramsSerializer: { serialize: queryOf },
    // The CSRF header is this client's own interceptor below (writes only, and the render's cookies on the
    // server); axios's XSRF cookie handling stays off.
    withXSRFToken: false,
    // A time-out is ETIMEDOUT, told apart from a request the browser aborted (ECONNABORTED).
    transitional: { clarifyTimeoutError: true },
    ...(options.adapter === undefined ? {} : { adapter: options.adapter }),
  });
  const readCookie = options.readCookie ?? readPageCookie;

  // Every write carries the readable CSRF cookie back as a header (the server's double-submit check).
  http.interceptors.request.use(
    (config) => {
      if (config.method === 'get' || config.method === 'head') return config;
      const token = readCookie(CSRF_COOKIE);
      if (token !== undefined && !config.headers.has(CSRF_HEADER)) config.headers.set(CSRF_HEADER, token);
      return config;
    },
    undefined,
    { synchronous: true },
  );

  // The device fingerprint first among the answers' interceptors: its refusal is retried before any other sees it.
  if (options.fingerprint !== false) installFingerprint(http);

  // ERR-016: a bearer call carries its token; a 401 gets a fresh one and one retry.
  http.interceptors.request.use(
    async (config) => {
      if (config.bearer !== undefined)
        config.headers.set('Authorization', `Bearer ${await config.bearer(false)}`);
      return config;
    },
    undefined,
    { runWhen: (config) => config.bearer !== undefined },
  );
  http.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isHttpError(error) || error.response.status !== 401) throw error;
    const config = error.config;
    if (config?.bearer === undefined || config.retried === true) throw error;
    await config.bearer(true);
    return http.request({ ...config, retried: true });
  });

  // CONST-006 and any other `retry` policy: asked again while the failure may pass.
  http.interceptors.response.use(undefined, async (error: unknown) => {
    const config = axios.isAxiosError(error) ? error.config : undefined;
    const policy = config?.retry;
    const attempt = config?.retryAttempt ?? 0;
    if (config === undefined || policy === undefined || attempt >= policy.retries || !mayPass(error))
      throw error;
    await pause(policy.delayMs, config);
    return http.request({ ...config, retryAttempt: attempt + 1 });
  });

  if (options.notify !== undefined) noticeFailedRequests(http, options.notify);
  return http;
}
