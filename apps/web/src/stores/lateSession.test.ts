import { describe, expect, it, vi } from 'vitest';
import { http } from '../api/client';
import { transportAdapter, type TransportRequest } from '../api/transport';
import { IDENTITY_PATHS, WALLET_PATHS } from '@betline/contracts/paths';
import { balanceFixture, freshTestStores, userConfigFixture, testStores } from '../test/app';
import { SESSION_LOAD_DELAY_MS, watchSession } from './user';

/*
 * In the isolated project (vite.config.ts): these tests count requests made by a timer, and a timer another
 * test file left behind in a shared environment would be counted too.
 */

type Answer = { status: number; data?: unknown };

/** A scripted server: each `METHOD path` answers from its handler; every request is logged. */
function server(routes: Record<string, (request: TransportRequest) => Answer>) {
  const log: TransportRequest[] = [];
  http.defaults.adapter = transportAdapter(async (request) => {
    log.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    if (handler === undefined) return { status: 404, data: { message: 'no route' }, headers: new Headers() };
    const answer = handler(request);
    return { status: answer.status, data: answer.data, headers: new Headers() };
  });
  return log;
}

describe('the late session request', () => {
  it('API-004 API-005 with no session, GET /web-api/session is asked once, uncached, 8 s after the page is ready; a session it finds signs the player in', async () => {
    vi.useFakeTimers();
    try {
      const log = server({
        [`GET ${IDENTITY_PATHS.session}`]: () => ({
          status: 200,
          data: { authenticated: true, userId: 9, expiresAt: null, startedAt: null },
        }),
        [`GET ${IDENTITY_PATHS.check}`]: () => ({ status: 200, data: { userId: 9 } }),
        [`GET ${WALLET_PATHS.balance}`]: () => ({ status: 200, data: balanceFixture() }),
        [`GET ${IDENTITY_PATHS.userConfig}`]: () => ({ status: 200, data: userConfigFixture() }),
      });
      const asked = () => log.filter((request) => request.path === IDENTITY_PATHS.session);
      const stop = watchSession(testStores(), document);
      await vi.advanceTimersByTimeAsync(SESSION_LOAD_DELAY_MS - 1);
      expect(asked()).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(asked()).toHaveLength(1));
      expect(asked()[0]!.headers['cache-control']).toBe('no-cache');
      await vi.waitFor(() => expect(testStores().user.userId).toBe(9));
      await vi.advanceTimersByTimeAsync(SESSION_LOAD_DELAY_MS * 3);
      expect(asked()).toHaveLength(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('API-005 a guest stays a guest (no session: nothing more is asked); a signed-in player is not asked at all', async () => {
    vi.useFakeTimers();
    try {
      const log = server({
        [`GET ${IDENTITY_PATHS.session}`]: () => ({
          status: 200,
          data: { authenticated: false, userId: null, expiresAt: null, startedAt: null },
        }),
      });
      let stop = watchSession(testStores(), document);
      await vi.advanceTimersByTimeAsync(SESSION_LOAD_DELAY_MS);
      await vi.waitFor(() =>
        expect(log.some((request) => request.path === IDENTITY_PATHS.session)).toBe(true),
      );
      const identity = [IDENTITY_PATHS.session, IDENTITY_PATHS.check] as string[];
      expect(log.map((request) => request.path).filter((path) => identity.includes(path))).toEqual([
        IDENTITY_PATHS.session,
      ]);
      expect(testStores().user.userId).toBeNull();
      stop();
      log.length = 0;
      freshTestStores(); // a new page
      testStores().user.userId = 4;
      stop = watchSession(testStores(), document);
      await vi.advanceTimersByTimeAsync(SESSION_LOAD_DELAY_MS);
      expect(log.filter((request) => request.path === IDENTITY_PATHS.session)).toHaveLength(0);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
