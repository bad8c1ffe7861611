import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { IDENTITY_PATHS } from '@betline/contracts/paths';
import { STORAGE_KEYS } from '../lib/storage';
import { apiStubs, renderApp, stubSiteConfig, stubSiteServices, testStores } from '../test/app';

describe('the e-mail activation link', () => {
  it('signs the player in and lands on home, where the welcome modal offers the first deposit', async () => {
    stubSiteConfig();
    stubSiteServices({
      notices: {
        cookieConsentPopup: false,
        ageGate: { enabled: false, storage: 'local' },
        inactivityLogoff: { enabled: false, minutes: 30 },
        registrationReminder: null,
      },
    });
    testStores().user.userId = null;
    const tokens: unknown[] = [];
    apiStubs.set(`POST ${IDENTITY_PATHS.activate}`, (request) => {
      tokens.push((request.body as { token?: unknown }).token);
      // The server's answer to a valid, unused link: active and signed in (its cookies set).
      return { status: 200, data: { activated: true, login: 'newbie', userId: 7, csrfToken: 'csrf-7' } };
    });
    const { router } = renderApp('/en/user/activate?token=link-token-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'), { timeout: 15_000 });
    expect(tokens).toEqual(['link-token-1']);
    expect(testStores().user.userId).toBe(7);
    await screen.findByRole('dialog', { name: 'Welcome to Betline' }, { timeout: 15_000 });
    expect(window.localStorage.getItem(STORAGE_KEYS.welcomeModal)).toBe('shown');
  });

  it('an account that gets no session now is told it is active and offered sign-in', async () => {
    stubSiteConfig();
    testStores().user.userId = null;
    apiStubs.set(`POST ${IDENTITY_PATHS.activate}`, () => ({
      status: 200,
      data: { activated: true, login: 'newbie' },
    }));
    const { router } = renderApp('/en/user/activate?token=link-token-2');
    const status = await screen.findByText(
      'Your account newbie is active. Sign in to start.',
      {},
      { timeout: 15_000 },
    );
    expect(status).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en/user/login',
    );
    expect(router.state.location.pathname).toBe('/en/user/activate');
    expect(testStores().user.userId).toBeNull();
  });
});
