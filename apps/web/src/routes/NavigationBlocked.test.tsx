import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { setNavigationBlocked } from '../stores/site';
import { renderApp, stubSiteConfig, testStores } from '../test/app';

/**
 * GUARD-021 on a page load of its own (vite.config.ts PAGE_RELOAD_TESTS: a fresh document and module state). In
 * the shared test document, after an earlier test's page was redirected by a route loader, the router's blocker
 * was not consulted; a browser's page load starts clean. The leak is not understood yet.
 */
beforeEach(() => {
  testStores().user.userId = null;
  stubSiteConfig();
});

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('the navigation-blocked flag', () => {
  it('GUARD-021 navigation is cancelled while the navigation-blocked flag is set', async () => {
    const { router } = renderApp('/en/news');
    await heading('News');
    // The flag is set by something the player started on the page (a payment in flight), after the page has
    // settled: its blocker is registered in the gate's effects once the page is in.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    setNavigationBlocked(testStores().site, true);
    await act(() => router.navigate('/en/casino'));
    expect(router.state.location.pathname).toBe('/en/news');
    setNavigationBlocked(testStores().site, false);
    await act(() => router.navigate('/en/casino'));
    await heading('Casino');
  });
});
