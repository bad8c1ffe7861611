import { describe, expect, it, vi } from 'vitest';
import { CancelledError, HttpError, NetworkError, createHttpClient, type HttpRequest } from './http';

function client(answer: (request: HttpRequest) => Promise<{ status: number; data: unknown }>) {
  const http = createHttpClient({ timeout: 50, headers: { Accept: 'application/json' } });
  const seen: HttpRequest[] = [];
  http.defaults.transport = async (request) => {
    seen.push(request);
    return { ...(await answer(request)), headers: new Headers() };
  };
  return { http, seen };
}

describe('http client', () => {
  it('builds the query, sends JSON and answers the data', async () => {
    const { http, seen } = client(async () => ({ status: 200, data: { ok: true } }));
    const response = await http.get('/x', { params: { a: 1, b: 'two', c: undefined } });
    expect(response.data).toEqual({ ok: true });
    expect(seen[0]?.url).toBe('/x?a=1&b=two');
    await http.post('/y', { v: 1 });
    expect(seen[1]).toMatchObject({
      method: 'POST',
      body: { v: 1 },
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('a status outside 2xx is an HttpError carrying the answer, seen by the interceptors', async () => {
    const { http } = client(async () => ({ status: 451, data: { exception_code: 1 } }));
    const seen = vi.fn((error: unknown) => Promise.reject(error));
    http.interceptors.response.use(undefined, seen);
    const error = await http.get('/z').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).response).toMatchObject({ status: 451, data: { exception_code: 1 } });
    expect(seen).toHaveBeenCalledOnce();
  });

  it('ERR-008 a cancelled request is a CancelledError, a failed one a NetworkError, a slow one times out', async () => {
    const never = (request: HttpRequest) =>
      new Promise<{ status: number; data: unknown }>((_, reject) => {
        request.signal.addEventListener('abort', () => reject(new Error('aborted')));
      });
    const { http } = client(never);
    const controller = new AbortController();
    const pending = http.get('/slow', { signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();
    expect(await pending).toBeInstanceOf(CancelledError);
    const timedOut = await http.get('/slow').catch((caught: unknown) => caught);
    expect(timedOut).toBeInstanceOf(NetworkError);
    expect((timedOut as NetworkError).timedOut).toBe(true);
    const failing = client(async () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await failing.http.get('/x').catch((caught: unknown) => caught);
    expect(offline).toBeInstanceOf(NetworkError);
    expect((offline as NetworkError).timedOut).toBe(false);
  });
});
