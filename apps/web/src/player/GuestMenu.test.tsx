import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDENTITY_PATHS, LIMIT_PATHS, WALLET_PATHS } from '@betline/contracts/paths';
import { DESKTOP } from '../layouts/parts/AccountControls';
import { ANALYTICS_EVENTS } from '../site/analytics';
import { siteNoticesOf } from '../site/config';

import { apiStubs, collectWithConsent, renderApp, stubSiteConfig, testStores } from '../test/app';
import { REGISTRATION_MODAL_EVENT, type RegistrationModalState } from './registrationFlow';

// Whole pages with their lazy chunks, React Aria and forms: the first render of each is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
const slow = { timeout: 15_000 };

// The header's dropdown and modal are for desktop widths: this file's window is one.
const realMatchMedia = window.matchMedia as typeof window.matchMedia | undefined;
beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: query === DESKTOP,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  stubSiteConfig();
  // The limit service and the deposit page of a player who just signed in.
  apiStubs.set(`GET ${IDENTITY_PATHS.userToken}`, () => ({
    status: 200,
    data: { token: 'limit-token', expiresAt: Math.floor(Date.now() / 1000) + 900 },
  }));
  apiStubs.set(`GET ${LIMIT_PATHS.limits}`, () => ({ status: 200, data: { data: [] } }));
  apiStubs.set(`GET ${LIMIT_PATHS.availableLimits}`, () => ({ status: 200, data: { data: [] } }));
  apiStubs.set(`GET ${LIMIT_PATHS.selfExcludeReasons}`, () => ({ status: 200, data: { data: [] } }));
  apiStubs.set(`POST ${LIMIT_PATHS.ping}`, () => ({
    status: 200,
    data: { sessionEndsAt: null, realityCheckAt: null, approvalDue: [] },
  }));
  apiStubs.set(`GET ${WALLET_PATHS.paymentMethods}`, () => ({ status: 200, data: { methods: [] } }));
  apiStubs.set('GET /web-api/phone/countries', () => ({
    status: 200,
    data: { data: [{ id: 44, name: 'United Kingdom', phoneCode: '+44', country_code: 'gb' }] },
  }));
});

afterEach(() => {
  if (realMatchMedia === undefined) delete (window as Partial<Window>).matchMedia;
  else window.matchMedia = realMatchMedia;
  vi.useRealTimers();
});

const banner = () => screen.getByRole('banner');
/** A button of the header (the guest menu's, once its chunk is in). */
async function headerButton(name: string) {
  const header = await screen.findByRole('banner', {}, slow);
  return within(header).findByRole('button', { name }, slow);
}
/** The header's "Sign in" that opens the dropdown. */
const signInButton = () => headerButton('Sign in');
const registerButton = () => headerButton('Register');

/**
 * Opens the dropdown or the modal: its forms are a lazy chunk, which may suspend during the click's own act;
 * an awaited act lets React come back to it once the chunk is in.
 */
async function open(button: HTMLElement) {
  await act(async () => {
    await userEvent.click(button);
  });
}

describe("the header's sign-in dropdown and registration modal (desktop)", () => {
  it('AUTH-025 the sign-in dropdown is offered on the pages, but not again on the sign-in page', async () => {
    const { router } = renderApp('/en');
    await open(await signInButton());
    const dropdown = await screen.findByRole('dialog', { name: 'Sign in' }, slow);
    expect(await within(dropdown).findByRole('textbox', { name: /^Login/ }, slow)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await act(() => router.navigate('/en/user/login?returnUrl=%2Fen%2Fline'));
    await screen.findByRole('textbox', { name: /^Login/ }, slow);
    // The page has the forms: the header only links to them, it opens no second sign-in.
    await waitFor(() => expect(within(banner()).queryByRole('button', { name: 'Sign in' })).toBeNull());
    // The link is the current page and keeps the page's way back (it does not return to the sign-in page).
    const link = within(banner()).getByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveAttribute('href', '/en/user/login?returnUrl=%2Fen%2Fline');
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull();
  });

  it('AUTH-016 signing in on a page with a configured redirect sends the player to its target', async () => {
    apiStubs.set(`POST ${IDENTITY_PATHS.login}`, () => ({
      status: 200,
      data: { userId: 78, csrfToken: 'csrf' },
    }));
    const { router } = renderApp('/en/bonus/casino');
    await open(await signInButton());
    const dropdown = await screen.findByRole('dialog', { name: 'Sign in' }, slow);
    await userEvent.type(await within(dropdown).findByRole('textbox', { name: /^Login/ }, slow), 'demo');
    await userEvent.type(within(dropdown).getByLabelText(/^Password/), 'Demo12345');
    await userEvent.click(within(dropdown).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/office/recharge'), slow);
    expect(testStores().user.userId).toBe(78);
  });

  it('AUTH-011 without a configured redirect a sign-in in the dropdown keeps the player on the page', async () => {
    apiStubs.set(`POST ${IDENTITY_PATHS.login}`, () => ({
      status: 200,
      data: { userId: 79, csrfToken: 'csrf' },
    }));
    const { router } = renderApp('/en/live');
    await open(await signInButton());
    const dropdown = await screen.findByRole('dialog', { name: 'Sign in' }, slow);
    await userEvent.type(await within(dropdown).findByRole('textbox', { name: /^Login/ }, slow), 'demo');
    await userEvent.type(within(dropdown).getByLabelText(/^Password/), 'Demo12345');
    await userEvent.click(within(dropdown).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(testStores().user.userId).toBe(79));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(router.state.location.pathname).toBe('/en/live');
  });

  it('REG-010 AUTH-016 AUTH-017 registering in the modal on a casino page: the casino bonus is preselected; then the target, then the process is over', async () => {
    const bodies: unknown[] = [];
    apiStubs.set(`POST ${IDENTITY_PATHS.registerFast}`, (request) => {
      bodies.push(request.body);
      return {
        status: 201,
        data: {
          userId: 84,
          csrfToken: 'csrf',
          login: 'bl-84',
          password: 'Pa55word',
          saveOptions: ['file'],
          file: { name: 'betline-bl-84.txt', mimeType: 'text/plain', content: 'Login: bl-84' },
          image: { name: 'betline-bl-84.svg', mimeType: 'image/svg+xml', content: '<svg/>' },
        },
      };
    });
    const { router } = renderApp('/en/bonus/casino');
    await open(await registerButton());
    const modal = await screen.findByRole('dialog', { name: 'Register' }, slow);
    await waitFor(() => expect(within(modal).getByLabelText(/^Country/)).toHaveValue('44'), slow);
    expect(testStores().global.isRegistrationProcess).toBe(true);
    expect(within(modal).getByLabelText(/^Welcome bonus/)).toHaveValue('2');
    await userEvent.click(within(modal).getByRole('radio', { name: 'One click' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Register in one click' }));
    await within(modal).findByText('Pa55word', undefined, slow);
    expect(bodies).toEqual([expect.objectContaining({ first_deposit_bonus_choice: 2 })]);
    // Still registering while the credentials are shown.
    expect(testStores().global.isRegistrationProcess).toBe(true);
    await userEvent.click(within(modal).getByRole('button', { name: 'Continue to my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/office/recharge'), slow);
    expect(testStores().user.userId).toBe(84);
    expect(testStores().global.isRegistrationProcess).toBe(false);
  });

  it('REG-010 REG-016 REG-017 REG-018 REG-019 the modal emits opened and closed, preselects the sports bonus off the casino, and a guest closing it is tracked as leaving', async () => {
    const events = collectWithConsent('MARKETING');
    const emitted: RegistrationModalState[] = [];
    const listen = (event: Event) =>
      emitted.push((event as CustomEvent<{ state: RegistrationModalState }>).detail.state);
    window.addEventListener(REGISTRATION_MODAL_EVENT, listen);
    try {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      renderApp('/en');
      const register = await registerButton();
      // Analytics with marketing consent, 10 s after the notices host has its config (CONSENT-011).
      await waitFor(() => expect(siteNoticesOf(testStores()).config).not.toBeNull(), slow);
      await act(() => Promise.resolve());
      await act(() => vi.advanceTimersByTimeAsync(11_000));
      await waitFor(() => expect(events.some((event) => event.id === ANALYTICS_EVENTS.pageView)).toBe(true));

      await open(register);
      const modal = await screen.findByRole('dialog', { name: 'Register' }, slow);
      expect(emitted).toEqual(['opened']);
      await waitFor(() => expect(within(modal).getByLabelText(/^Country/)).toHaveValue('44'), slow);
      expect(within(modal).getByLabelText(/^Welcome bonus/)).toHaveValue('1');
      await userEvent.click(within(modal).getByRole('radio', { name: 'Phone' }));
      await userEvent.click(within(modal).getByRole('button', { name: /close/i }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register' })).toBeNull());
      expect(emitted).toEqual(['opened', 'closed']);
      expect(testStores().global.isRegistrationProcess).toBe(false);
      const of = (id: number) =>
        events
          .filter((event) => event.id === id)
          .map((event) => [event.s1, event.s2, event.s3].filter((each) => each !== undefined));
      await waitFor(() => expect(of(ANALYTICS_EVENTS.registrationModal)).toEqual([['opened'], ['closed']]));
      expect(of(ANALYTICS_EVENTS.registrationFlow)).toEqual([
        ['page_call', 'modal'],
        ['type_chosen', 'phone_reg', 'modal'],
        ['leave', 'modal'],
      ]);
    } finally {
      window.removeEventListener(REGISTRATION_MODAL_EVENT, listen);
    }
  });
});
