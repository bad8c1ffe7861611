import { FINGERPRINT_ERROR_CODE, FINGERPRINT_HEADER, FINGERPRINT_PATH } from '@betline/contracts/paths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttp, isHttpError } from './http';
import { transportAdapter, type TransportRequest } from './transport';
import {
  ensureFingerprint,
  FINGERPRINT_MAX_FAILURES,
  fingerprintFailures,
  resetFingerprint,
} from './fingerprint';

type Answer = { status: number; data: unknown };
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const refusal: Answer = {
  status: 400,
  data: { statusCode: 400, error: 'Bad Request', message: 'fingerprint', code: FINGERPRINT_ERROR_CODE },
};

/** A client (the fingerprint wired in, as always), over a transport answering `route(request)`. */
function client(route: (request: TransportRequest) => Answer | Promise<Answer>) {
  const seen: TransportRequest[] = [];
  const http = createHttp({
    timeout: 1000,
    adapter: transportAdapter(async (request) => {
      seen.push(request);
      return route(request);
    }),
  });
  return { http, seen, calls: (path: string) => seen.filter((r) => r.path === path) };
}

beforeEach(() => resetFingerprint());
afterEach(() => vi.restoreAllMocks());

describe('device fingerprint', () => {
  it('ERR-017 a 400 with the fingerprint code refreshes the token and retries once with the new one', async () => {
    let issued = 0;
    const { http, calls } = client((request) => {
      if (request.path === FINGERPRINT_PATH) {
        issued += 1;
        return { status: 200, data: { token: `token-${issued}`, expiresAt: inAnHour(), data: 'ab' } };
      }
      // The server refuses the first token (say, its secret changed) and accepts the second.
      return request.headers[FINGERPRINT_HEADER] === 'token-2'
        ? { status: 200, data: { ok: true } }
        : refusal;
    });
    await ensureFingerprint(http);
    const response = await http.post('/web-api/bets', { amount: 1 });
    expect(response.data).toEqual({ ok: true });
    const bets = calls('/web-api/bets');
    expect(bets.map((r) => r.headers[FINGERPRINT_HEADER])).toEqual(['token-1', 'token-2']);
    expect(bets[1]?.body).toEqual({ amount: 1 });
    // The device data is a SHA-256 in hex.
    expect(calls(FINGERPRINT_PATH)[0]?.body).toEqual({ data: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('ERR-017 a refusal of the retry is the answer: no second retry', async () => {
    const { http, calls } = client((request) =>
      request.path === FINGERPRINT_PATH
        ? { status: 200, data: { token: 'always-refused', expiresAt: inAnHour(), data: 'ab' } }
        : refusal,
    );
    const error = await http.get('/web-api/x').catch((caught: unknown) => caught);
    expect(isHttpError(error)).toBe(true);
    expect(calls('/web-api/x')).toHaveLength(2);
  });

  it('ERR-023 ERR-024 a failed fingerprint answer is logged and counted; after two failures only a forced attempt asks', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { http, calls } = client(() => ({ status: 503, data: { statusCode: 503 } }));
    expect(await ensureFingerprint(http)).toBeUndefined();
    expect(await ensureFingerprint(http)).toBeUndefined();
    expect(fingerprintFailures()).toBe(FINGERPRINT_MAX_FAILURES);
    expect(logged).toHaveBeenCalledTimes(2);
    expect(String(logged.mock.calls[1]?.[0])).toMatch(/fingerprint request failed \(2 so far\)/);
    // Stopped: neither a direct call nor the requests that follow ask again.
    expect(await ensureFingerprint(http)).toBeUndefined();
    await http.get('/web-api/y').catch(() => undefined);
    expect(calls(FINGERPRINT_PATH)).toHaveLength(2);
    // A forced attempt (the server refused a token) still asks.
    await ensureFingerprint(http, { force: true });
    expect(calls(FINGERPRINT_PATH)).toHaveLength(3);
    expect(fingerprintFailures()).toBe(3);
  });

  it('AUTH-028 AUTH-029 the fingerprint is a token, its expiry and its data; a missing, expired or damaged one is fetched anew', async () => {
    let issued = 0;
    const { http, calls } = client((request) =>
      request.path === FINGERPRINT_PATH
        ? { status: 200, data: { token: `t${++issued}`, expiresAt: inAnHour(), data: 'cafe' } }
        : { status: 200, data: {} },
    );
    /** A request without a fresh token goes without one and starts the refresh; the next carries the new one. */
    const refreshedBy = async (path: string) => {
      await http.get(path);
      expect(calls(path)[0]?.headers[FINGERPRINT_HEADER]).toBeUndefined();
      await ensureFingerprint(http);
      await http.get(`${path}/next`);
      return calls(`${path}/next`)[0]?.headers[FINGERPRINT_HEADER];
    };
    // Missing: fetched, and kept with its three fields.
    expect(await refreshedBy('/web-api/a')).toBe('t1');
    expect(calls(FINGERPRINT_PATH)).toHaveLength(1);
    const kept = JSON.parse(localStorage.getItem('betline.fingerprint') ?? '{}') as Record<string, unknown>;
    expect(Object.keys(kept).sort()).toEqual(['data', 'expiresAt', 'token']);
    expect(kept).toMatchObject({ token: 't1', data: 'cafe' });
    // Expired (a page loaded later): never sent, fetched anew.
    resetFingerprint();
    localStorage.setItem(
      'betline.fingerprint',
      JSON.stringify({ token: 'old', expiresAt: Math.floor(Date.now() / 1000) - 1, data: 'cafe' }),
    );
    expect(await refreshedBy('/web-api/b')).toBe('t2');
    // Damaged (no data): as good as none.
    resetFingerprint();
    localStorage.setItem('betline.fingerprint', JSON.stringify({ token: 'odd', expiresAt: inAnHour() }));
    expect(await refreshedBy('/web-api/c')).toBe('t3');
    expect(calls(FINGERPRINT_PATH)).toHaveLength(3);
  });

  it('a fresh token is reused across requests and reloads; concurrent refreshes share one request', async () => {
    const { http, calls } = client((request) =>
      request.path === FINGERPRINT_PATH
        ? { status: 200, data: { token: 'kept', expiresAt: inAnHour(), data: 'ab' } }
        : { status: 200, data: {} },
    );
    await Promise.all([ensureFingerprint(http), ensureFingerprint(http), ensureFingerprint(http)]);
    expect(calls(FINGERPRINT_PATH)).toHaveLength(1);
    await http.get('/web-api/a');
    await http.get('/web-api/b');
    expect(calls(FINGERPRINT_PATH)).toHaveLength(1);
    expect(calls('/web-api/b')[0]?.headers[FINGERPRINT_HEADER]).toBe('kept');
    expect(JSON.parse(localStorage.getItem('betline.fingerprint') ?? '{}')).toMatchObject({ token: 'kept' });
  });
});
