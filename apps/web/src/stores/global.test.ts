import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfigFixture, stubSiteConfig, testStores } from '../test/app';
import { SITE_CONFIG_RETRY } from '../api/client';
import { loadSiteConfig } from './global';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('site config load', () => {
  it('CONST-006 a failed load is asked for again 1000 ms later, up to 5 times, before the error shows', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers();
    const server = stubSiteConfig((lang, call) =>
      call < 2 ? 'network-error' : { status: 200, data: siteConfigFixture({ lang: lang ?? 'en' }) },
    );
    const loaded = loadSiteConfig(testStores().global, 'en');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.requests).toHaveLength(1);
    expect(testStores().global.siteConfig.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    await loaded;
    expect(server.requests).toEqual(['en', 'en', 'en']);
    expect(testStores().global.siteConfig.status).toBe('ready');

    // Always failing (a 503): the first request and 5 retries, then the error state.
    const down = stubSiteConfig(() => ({ status: 503, data: { message: 'down' } }));
    const failed = loadSiteConfig(testStores().global, 'en');
    await vi.advanceTimersByTimeAsync(10_000);
    await failed;
    expect(down.requests).toHaveLength(1 + SITE_CONFIG_RETRY.retries);
    expect(SITE_CONFIG_RETRY).toEqual({ retries: 5, delayMs: 1000 });
    expect(testStores().global.siteConfig).toMatchObject({
      status: 'error',
      config: { companyName: 'Betline' },
    });
  });

  it('CONST-006 an answer that would be the same again (4xx, or one breaking the contract) is not retried', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const missing = stubSiteConfig(() => ({ status: 404, data: { message: 'no such brand' } }));
    await loadSiteConfig(testStores().global, 'en');
    expect(missing.requests).toHaveLength(1);
    expect(testStores().global.siteConfig.status).toBe('error');
    const broken = stubSiteConfig(() => ({ status: 200, data: { companyName: 42 } }));
    await loadSiteConfig(testStores().global, 'en');
    expect(broken.requests).toHaveLength(1);
    expect(testStores().global.siteConfig.status).toBe('error');
  });
});
