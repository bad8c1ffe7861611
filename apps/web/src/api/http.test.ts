import axios from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER } from '@betline/contracts/paths';
import { createHttp, isHttpError, isNetworkError, isTimeout, type HttpOptions } from './http';
import { transportAdapter, type TransportAnswer, type TransportRequest } from './transport';

type Route = (request: TransportRequest) => TransportAnswer | Promise<TransportAnswer>;

/** An instance over an in-process transport answering `route`; every call is logged. */
function client(route: Route, options: HttpOptions = {}) {
  const seen: TransportRequest[] = [];
  const http = createHttp({
    timeout: 50,
    fingerprint: false,
    ...options,
    adapter: transportAdapter(async (request) => {
      seen.push(request);
      return route(request);
    }),
  });
  return { http, seen, calls: (path: string) => seen.filter((request) => request.path === path) };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('http client (axios)', () => {
  it('builds the query, sends JSON and answers the data', async () => {
    const { http, seen } = client(() => ({ status: 200, data: { ok: true } }));
    const response = await http.get('/x', { params: { a: 1, b: 'two', c: undefined } });
    expect(response.data).toEqual({ ok: true });
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/x', url: '/x?a=1&b=two' });
    expect(seen[0]?.headers.Accept).toBe('application/json');
    // The query is written as the server's preload hints write it (URLSearchParams), or a hint goes unused.
    await http.get('/bff-api/config/groups', { params: { groups: 'features,routing', lang: 'en' } });
    expect(seen[1]?.url).toBe('/bff-api/config/groups?groups=features%2Crouting&lang=en');
    await http.post('/y', { v: 1 });
    expect(seen[2]).toMatchObject({ method: 'POST', body: { v: 1 } });
    expect(seen[2]?.headers['Content-Type']).toMatch(/^application\/json/);
    // No body, no content type.
    await http.post('/z');
    expect(seen[3]?.body).toBeUndefined();
    expect(Object.keys(seen[3]?.headers ?? {}).map((name) => name.toLowerCase())).not.toContain(
      'content-type',
    );
  });

  it('a status outside 2xx is an AxiosError carrying the answer, seen by the interceptors', async () => {
    const { http } = client(() => ({ status: 451, data: { exception_code: 1 } }));
    const seen = vi.fn((error: unknown) => Promise.reject(error));
    http.interceptors.response.use(undefined, seen);
    const error = await failure(http.get('/z'));
    expect(axios.isAxiosError(error)).toBe(true);
    expect(isHttpError(error)).toBe(true);
    expect(isHttpError(error) && error.response).toMatchObject({ status: 451, data: { exception_code: 1 } });
    expect(seen).toHaveBeenCalledOnce();
  });

  it('ERR-008 a cancelled request is a cancel, a failed one a network error, a slow one a time-out', async () => {
    const never = (request: TransportRequest) =>
      new Promise<TransportAnswer>((_, reject) => {
        request.signal.addEventListener('abort', () => reject(new Error('aborted')));
      });
    const { http } = client(never);
    const controller = new AbortController();
    const pending = failure(http.get('/slow', { signal: controller.signal }));
    controller.abort();
    const cancelled = await pending;
    expect(axios.isCancel(cancelled)).toBe(true);
    expect(isNetworkError(cancelled)).toBe(false);
    const timedOut = await failure(http.get('/slow'));
    expect(isNetworkError(timedOut)).toBe(true);
    expect(isTimeout(timedOut)).toBe(true);
    const offline = await failure(
      client(() => {
        throw new TypeError('Failed to fetch');
      }).http.get('/x'),
    );
    expect(isNetworkError(offline)).toBe(true);
    expect(isTimeout(offline)).toBe(false);
    expect(isHttpError(offline)).toBe(false);
  });

  it('every write carries the CSRF cookie back as a header; reads do not', async () => {
    const { http, seen } = client(() => ({ status: 200, data: {} }), {
      readCookie: (name) => (name === 'betline_csrf' ? 'csrf-1' : undefined),
    });
    await http.get('/r');
    await http.post('/w', {});
    await http.delete('/d');
    expect(seen.map((request) => request.headers[CSRF_HEADER])).toEqual([undefined, 'csrf-1', 'csrf-1']);
  });

  it('a second instance has its own base URL and cookies (a server render)', async () => {
    const { http, seen } = client(() => ({ status: 200, data: {} }), {
      baseURL: 'http://127.0.0.1:8080',
      readCookie: () => 'render-csrf',
    });
    await http.put('/web-api/x', { a: 1 }, { params: { lang: 'en' } });
    expect(seen[0]).toMatchObject({ url: 'http://127.0.0.1:8080/web-api/x?lang=en', path: '/web-api/x' });
    expect(seen[0]?.headers[CSRF_HEADER]).toBe('render-csrf');
  });

  it('ERR-016 a bearer call carries its token; a 401 gets a fresh token and one retry, no more', async () => {
    let issued = 0;
    const bearer = vi.fn(async (force: boolean) => {
      if (force) issued += 1;
      return `token-${issued}`;
    });
    const accepted = new Set(['token-1']);
    const { http, seen } = client((request) =>
      accepted.has(request.headers.Authorization?.replace('Bearer ', '') ?? '')
        ? { status: 200, data: { ok: true } }
        : { status: 401, data: { title: 'expired' } },
    );
    await expect(http.get('/limits', { bearer })).resolves.toMatchObject({ data: { ok: true } });
    expect(seen.map((request) => request.headers.Authorization)).toEqual([
      'Bearer token-0',
      'Bearer token-1',
    ]);
    expect(bearer.mock.calls.filter(([force]) => force)).toHaveLength(1);
    // The retry refused too: that 401 is the answer.
    accepted.clear();
    const refused = await failure(http.get('/limits', { bearer }));
    expect(isHttpError(refused) && refused.response.status).toBe(401);
    expect(seen).toHaveLength(4);
    // A call without a bearer is not retried on a 401.
    await failure(http.get('/other'));
    expect(seen).toHaveLength(5);
    expect(seen[4]?.headers.Authorization).toBeUndefined();
  });

  it('a call with a retry policy is asked again while its failure may pass (no answer, 5xx, 429)', async () => {
    vi.useFakeTimers();
    const answers: Array<TransportAnswer | 'offline'> = ['offline', { status: 503 }, { status: 429 }];
    const { http, calls } = client(() => {
      const next = answers.shift() ?? { status: 200, data: { ok: true } };
      if (next === 'offline') throw new TypeError('Failed to fetch');
      return next;
    });
    const retry = { retries: 5, delayMs: 1000 };
    const answered = http.get('/config', { retry });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls('/config')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls('/config')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(answered).resolves.toMatchObject({ data: { ok: true } });
    expect(calls('/config')).toHaveLength(4);

    // A 4xx would be the same again: not retried; nor is a call without a policy.
    answers.push({ status: 404 });
    await failure(http.get('/config', { retry }));
    answers.push({ status: 503 });
    await failure(http.get('/config'));
    expect(calls('/config')).toHaveLength(6);

    // At most `retries` times; a cancel during the wait ends it at once.
    const down = client(() => ({ status: 503 }));
    const gaveUp = failure(down.http.get('/down', { retry: { retries: 2, delayMs: 10 } }));
    await vi.advanceTimersByTimeAsync(100);
    expect(isHttpError(await gaveUp)).toBe(true);
    expect(down.calls('/down')).toHaveLength(3);
    const controller = new AbortController();
    const stopped = failure(down.http.get('/down', { retry, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    expect(axios.isCancel(await stopped)).toBe(true);
    expect(down.calls('/down')).toHaveLength(4);
  });

  it('SPEC §8 a failure is shown once, even through a retry; quiet and cancelled calls are not shown', async () => {
    vi.useFakeTimers();
    const notify = vi.fn(async () => undefined);
    const { http } = client(() => ({ status: 500, data: {} }), { notify });
    const shown = failure(http.get('/a', { retry: { retries: 1, delayMs: 10 } }));
    await vi.advanceTimersByTimeAsync(10);
    await shown;
    expect(notify).toHaveBeenCalledOnce();
    await failure(http.get('/b', { quiet: true }));
    const controller = new AbortController();
    controller.abort();
    await failure(http.get('/c', { signal: controller.signal }));
    expect(notify).toHaveBeenCalledOnce();
  });
});
