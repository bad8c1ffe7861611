/**
 * The app's HTTP client: a small layer over `fetch` with the part of axios's surface the app uses
 * (`http.get/post/put/patch/delete`, `params`, `signal`, a timeout, response-error interceptors, a replaceable
 * transport for tests). Why not axios: it is 21 KB of gzipped JavaScript, an eighth of the home route's whole
 * budget (DESIGN "Budgets", docs/adr/0008-routes.md); everything it would add here, `fetch` already does.
 */

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path (same origin) with the query already applied. */
  url: string;
  /** The path without the query, as the caller gave it. */
  path: string;
  params: Readonly<Record<string, string | number | boolean>> | undefined;
  headers: Record<string, string>;
  /** JSON-serialisable body (POST, PUT, PATCH). */
  body: unknown;
  signal: AbortSignal;
  /** The options the caller gave (interceptors read `quiet` and `retried`; a retry passes them on). */
  options: RequestOptions;
}

export interface HttpResponse<T = unknown> {
  status: number;
  data: T;
  headers: Headers;
}

/** Sends a request; the default uses `fetch`. Tests replace it (`http.defaults.transport`). */
export type Transport = (request: HttpRequest) => Promise<HttpResponse>;

export interface RequestOptions {
  params?: Readonly<Record<string, string | number | boolean | undefined>>;
  signal?: AbortSignal | undefined;
  headers?: Readonly<Record<string, string>>;
  /** Milliseconds; the client's default otherwise. */
  timeout?: number;
  /** The caller shows failures itself: no error notice (SPEC §8 "REST error notice"). */
  quiet?: boolean;
  /** Set on the one retry an interceptor makes (401 token refresh), so it is never retried twice. */
  retried?: boolean;
}

/** The server answered with a status outside 2xx. */
export class HttpError extends Error {
  readonly response: HttpResponse;
  readonly request: HttpRequest;
  constructor(request: HttpRequest, response: HttpResponse) {
    super(`Request failed with status code ${response.status}`);
    this.name = 'HttpError';
    this.request = request;
    this.response = response;
  }
}

/** The request never got an answer (offline, refused, timed out). */
export class NetworkError extends Error {
  readonly request: HttpRequest;
  readonly timedOut: boolean;
  constructor(request: HttpRequest, message: string, timedOut = false) {
    super(message);
    this.name = 'NetworkError';
    this.request = request;
    this.timedOut = timedOut;
  }
}

/** The caller cancelled the request (its AbortSignal fired): not an error to show (ERR-008). */
export class CancelledError extends Error {
  constructor() {
    super('Request cancelled');
    this.name = 'CancelledError';
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

export function isCancel(error: unknown): error is CancelledError {
  return error instanceof CancelledError;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return undefined;
  if (contentType?.includes('json') === true) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export const fetchTransport: Transport = async (request) => {
  const init: RequestInit = {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    credentials: 'same-origin',
  };
  if (request.body !== undefined) init.body = JSON.stringify(request.body);
  const response = await fetch(request.url, init);
  const text = await response.text();
  return {
    status: response.status,
    data: parseBody(text, response.headers.get('content-type')),
    headers: response.headers,
  };
};

type ErrorInterceptor = (error: unknown) => unknown;
/** Runs before a request is sent; may change its headers (the CSRF header, a bearer token). */
type RequestInterceptor = (request: HttpRequest) => void;

function withQuery(path: string, params: RequestOptions['params']): string {
  if (params === undefined) return path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  if (text === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

export interface HttpClient {
  defaults: { timeout: number; headers: Record<string, string>; transport: Transport };
  interceptors: {
    request: { use: (onRequest: RequestInterceptor) => void };
    response: { use: (onFulfilled: undefined, onRejected: ErrorInterceptor) => void };
  };
  request<T = unknown>(
    method: HttpRequest['method'],
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<HttpResponse<T>>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>;
}

export function createHttpClient(defaults: { timeout: number; headers: Record<string, string> }): HttpClient {
  const errorInterceptors: ErrorInterceptor[] = [];
  const requestInterceptors: RequestInterceptor[] = [];
  const client: HttpClient = {
    defaults: { ...defaults, transport: fetchTransport },
    interceptors: {
      request: {
        use: (onRequest) => {
          requestInterceptors.push(onRequest);
        },
      },
      response: {
        use: (_onFulfilled, onRejected) => {
          errorInterceptors.push(onRejected);
        },
      },
    },
    async request<T>(
      method: HttpRequest['method'],
      path: string,
      body?: unknown,
      options: RequestOptions = {},
    ) {
      const controller = new AbortController();
      const outer = options.signal;
      const onAbort = () => controller.abort();
      const cancelled = (): boolean => outer?.aborted === true;
      if (cancelled()) throw new CancelledError();
      outer?.addEventListener('abort', onAbort, { once: true });
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, options.timeout ?? client.defaults.timeout);
      const headers: Record<string, string> = { ...client.defaults.headers, ...options.headers };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const request: HttpRequest = {
        method,
        url: withQuery(path, options.params),
        path,
        params: options.params as HttpRequest['params'],
        headers,
        body,
        signal: controller.signal,
        options,
      };
      for (const intercept of requestInterceptors) intercept(request);
      try {
        let response: HttpResponse;
        try {
          response = await client.defaults.transport(request);
        } catch (error) {
          if (cancelled()) throw new CancelledError();
          if (timedOut) throw new NetworkError(request, 'Request timed out', true);
          throw new NetworkError(request, error instanceof Error ? error.message : 'Network Error');
        }
        if (cancelled()) throw new CancelledError();
        if (response.status < 200 || response.status >= 300) throw new HttpError(request, response);
        return response as HttpResponse<T>;
      } catch (error) {
        // As in axios: an interceptor that throws passes its error on; one that returns a value has recovered
        // (a retry's answer), which is the request's answer.
        let current: unknown = error;
        for (const intercept of errorInterceptors) {
          try {
            return (await intercept(current)) as HttpResponse<T>;
          } catch (next) {
            current = next;
          }
        }
        throw current;
      } finally {
        clearTimeout(timer);
        outer?.removeEventListener('abort', onAbort);
      }
    },
    get: (path, options) => client.request('GET', path, undefined, options),
    delete: (path, options) => client.request('DELETE', path, undefined, options),
    post: (path, body, options) => client.request('POST', path, body, options),
    put: (path, body, options) => client.request('PUT', path, body, options),
    patch: (path, body, options) => client.request('PATCH', path, body, options),
  };
  return client;
}
