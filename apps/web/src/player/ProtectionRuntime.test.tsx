import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDENTITY_PATHS, LIMIT_PATHS } from '@betline/contracts/paths';
import { apiStubs, renderApp, stubSiteConfig, testStores } from '../test/app';
import { logout } from '../stores/logout';

import { PING_EVERY_MS } from '../stores/limits';

// Whole pages with their lazy chunks: the first render is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

/** Stubs the limit service and counts its calls by `METHOD path`. */
function limitService(approvalDue: number[]) {
  const calls: string[] = [];
  const count = (key: string, data: unknown) =>
    apiStubs.set(key, () => {
      calls.push(key);
      return { status: 200, data };
    });
  count(`GET ${IDENTITY_PATHS.userToken}`, {
    token: 'limit-token',
    expiresAt: Math.floor(Date.now() / 1000) + 900,
  });
  count(`GET ${LIMIT_PATHS.limits}`, { data: [] });
  count(`GET ${LIMIT_PATHS.availableLimits}`, { data: [] });
  count(`GET ${LIMIT_PATHS.selfExcludeReasons}`, { data: [] });
  count(`POST ${LIMIT_PATHS.ping}`, { sessionEndsAt: null, realityCheckAt: null, approvalDue });
  apiStubs.set(`POST ${IDENTITY_PATHS.disconnect}`, () => ({ status: 200, data: { ok: true } }));
  const pings = () => calls.filter((key) => key.endsWith(LIMIT_PATHS.ping)).length;
  return { calls, pings };
}

const APPROVAL = 'A limit change you asked for can now be confirmed.';

afterEach(() => {
  vi.useRealTimers();
});

describe('player protection in the browser (SPEC §6: logged in only)', () => {
  it('RG-018 RG-020 RG-021 a guest: no limits, no ping, no deposit-limit approval', async () => {
    stubSiteConfig();
    const service = limitService([20]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/en');
    await screen.findByRole('main', {}, { timeout: 15_000 });
    await act(() => vi.advanceTimersByTimeAsync(PING_EVERY_MS * 3));
    expect(service.calls).toEqual([]);
    expect(screen.queryByText(APPROVAL)).toBeNull();
  });

  it('RG-018 RG-020 RG-021 signed in: limits load, the ping runs every 30 s and a due change asks for approval; all stop at logout', async () => {
    stubSiteConfig();
    const service = limitService([20]);
    testStores().user.userId = 7;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/en');
    await waitFor(() => expect(service.pings()).toBe(1), { timeout: 15_000 });
    expect(service.calls).toEqual(
      expect.arrayContaining([
        `GET ${LIMIT_PATHS.limits}`,
        `GET ${LIMIT_PATHS.availableLimits}`,
        `GET ${LIMIT_PATHS.selfExcludeReasons}`,
      ]),
    );
    // RG-021: the ping says a deposit-limit change is due: the player is asked to review it.
    expect(await screen.findByText(APPROVAL, undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(PING_EVERY_MS));
    await waitFor(() => expect(service.pings()).toBe(2));

    await act(() => logout(testStores()));
    const before = service.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(PING_EVERY_MS * 3));
    expect(service.calls.length).toBe(before);
    await waitFor(() => expect(screen.queryByText(APPROVAL)).toBeNull());
  });
});
