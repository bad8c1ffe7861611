import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CollectorEvent } from '@betline/contracts';
import { IDENTITY_PATHS } from '@betline/contracts/paths';
import { STORAGE_KEYS } from '../lib/storage';
import { ANALYTICS_EVENTS } from '../site/analytics';
import { apiStubs, collectWithConsent, renderApp, stubSiteConfig, testStores } from '../test/app';

// Whole pages with their lazy chunks: the first render is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
const slow = { timeout: 15_000 };

function stubCountries() {
  apiStubs.set('GET /web-api/phone/countries', () => ({
    status: 200,
    data: {
      data: [
        { id: 49, name: 'Germany', phoneCode: '+49', country_code: 'de' },
        { id: 44, name: 'United Kingdom', phoneCode: '+44', country_code: 'gb' },
      ],
    },
  }));
}

/** Marketing consent given (analytics starts at once on the registration page); the collector's events. */
const collected = () => collectWithConsent('ALL');

function steps(events: readonly CollectorEvent[]) {
  return events
    .filter((event) => event.id === ANALYTICS_EVENTS.registrationFlow)
    .map((event) => [event.s1, event.s2, event.s3, event.i1].filter((each) => each !== undefined));
}

describe('the registration panel with the kit forms', () => {
  it('REG-004 one-click registration shows the credentials once with the ways the server offers', async () => {
    stubSiteConfig();
    stubCountries();
    const bodies: unknown[] = [];
    const mailed: unknown[] = [];
    apiStubs.set(`POST ${IDENTITY_PATHS.registerFast}`, (request) => {
      bodies.push(request.body);
      return {
        status: 201,
        data: {
          userId: 81,
          csrfToken: 'csrf',
          login: 'bl-81',
          password: 'Pa55word',
          saveOptions: ['file', 'email'],
          file: { name: 'betline-bl-81.txt', mimeType: 'text/plain', content: 'Login: bl-81' },
          image: { name: 'betline-bl-81.svg', mimeType: 'image/svg+xml', content: '<svg/>' },
        },
      };
    });
    apiStubs.set(`POST ${IDENTITY_PATHS.sendCredentials}`, (request) => {
      mailed.push(request.body);
      return { status: 204, data: undefined };
    });
    renderApp('/en/registration');
    const user = userEvent.setup();
    // The country of the site (gb) is chosen once the countries are in.
    await waitFor(() => expect(screen.getByLabelText(/^Country/)).toHaveValue('44'), slow);
    await user.click(screen.getByRole('radio', { name: 'One click' }));
    await user.click(screen.getByRole('button', { name: 'Register in one click' }));
    expect(await screen.findByText('Pa55word', undefined, slow)).toBeInTheDocument();
    expect(bodies).toEqual([
      { country_id: 44, currency_id: 1, first_deposit_bonus_choice: 1, language: 'en' },
    ]);
    expect(screen.getByRole('button', { name: 'Save as a text file' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as a picture' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Send them to my e-mail'), 'me@example.com{Enter}');
    await waitFor(() => expect(mailed).toEqual([{ email: 'me@example.com', password: 'Pa55word' }]));
    expect(testStores().user.userId).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to my account' }));
    await waitFor(() => expect(testStores().user.userId).toBe(81));
  });

  it('phone registration: a code to the normalised phone, then code and password; a wrong code is told', async () => {
    stubSiteConfig();
    stubCountries();
    const codes: unknown[] = [];
    const bodies: Record<string, unknown>[] = [];
    apiStubs.set(`POST ${IDENTITY_PATHS.registerPhoneCode}`, (request) => {
      codes.push(request.body);
      return { status: 200, data: { sent: true, expiresIn: 300 } };
    });
    apiStubs.set(`POST ${IDENTITY_PATHS.registerPhone}`, (request) => {
      bodies.push(request.body as Record<string, unknown>);
      return bodies.length === 1
        ? {
            status: 400,
            data: { statusCode: 400, error: 'Bad Request', message: 'wrong', code: 'wrong_code' },
          }
        : { status: 201, data: { userId: 82, csrfToken: 'csrf' } };
    });
    renderApp('/en/registration');
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText(/^Country/)).toHaveValue('44'), slow);
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.type(screen.getByLabelText(/^Phone number/), '+44 7700 900123{Enter}');
    const code = await screen.findByLabelText('Code from the SMS', undefined, slow);
    expect(codes).toEqual([{ phone: '+447700900123' }]);
    await user.type(code, '111111');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Wrong code. Check it and try again.'));
    expect(bodies[0]).toMatchObject({
      phone: '+447700900123',
      code: '111111',
      password: 'Secret123',
      country_id: 44,
    });
    await user.clear(code);
    await user.type(code, '222222');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(testStores().user.userId).toBe(82));
  });
});

describe('the registration flow tracked (SPEC §4 Registration modal, Other flows)', () => {
  function stubPhoneRegistration() {
    apiStubs.set(`POST ${IDENTITY_PATHS.registerPhoneCode}`, () => ({
      status: 200,
      data: { sent: true, expiresIn: 300 },
    }));
    let tries = 0;
    apiStubs.set(`POST ${IDENTITY_PATHS.registerPhone}`, () =>
      ++tries === 1
        ? {
            status: 400,
            data: { statusCode: 400, error: 'Bad Request', message: 'wrong', code: 'wrong_code' },
          }
        : { status: 201, data: { userId: 83, csrfToken: 'csrf' } },
    );
  }

  it('REG-019 REG-018 NOTICE-020 every step is tracked: page call, type chosen, code sent, error, approved, done; a new player is not counted as leaving and is welcomed on a public page', async () => {
    stubSiteConfig();
    stubCountries();
    stubPhoneRegistration();
    const events = collected();
    const { router } = renderApp('/en/registration');
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText(/^Country/)).toHaveValue('44'), slow);
    expect(testStores().global.isRegistrationProcess).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.type(screen.getByLabelText(/^Phone number/), '+44 7700 900123{Enter}');
    const code = await screen.findByLabelText('Code from the SMS', undefined, slow);
    await user.type(code, '111111');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Wrong code. Check it and try again.'));
    await user.clear(code);
    await user.type(code, '222222');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // Signed in, the guest-only page moves the player on; the registration is over.
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/office/account'), slow);
    expect(testStores().global.isRegistrationProcess).toBe(false);
    await waitFor(() =>
      expect(steps(events)).toEqual([
        ['page_call', 'page'],
        ['type_chosen', 'phone_reg', 'page'],
        ['code_sent', 'phone_reg', 'page'],
        ['error', 'phone_reg', 'page', 400],
        ['approved', 'phone_reg', 'page'],
        ['done', 'phone_reg', 'page'],
      ]),
    );
    expect(steps(events).map(([step]) => step)).not.toContain('leave');
    // NOTICE-020: the new account is owed the welcome modal, the flag kept in local storage; the office is not
    // interrupted, the first public page shows it once.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('dialog', { name: 'Welcome to Betline' })).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.welcomeModal)).toBe('pending');
    await act(() => router.navigate('/en/live'));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Betline' }, slow)).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.welcomeModal)).toBe('shown');
  });

  it('REG-018 a guest leaving the registration page is tracked as leaving', async () => {
    stubSiteConfig();
    stubCountries();
    const events = collected();
    const { router } = renderApp('/en/registration');
    await waitFor(() => expect(screen.getByLabelText(/^Country/)).toHaveValue('44'), slow);
    await waitFor(() => expect(steps(events)).toEqual([['page_call', 'page']]));
    await act(() => router.navigate('/en'));
    await waitFor(() =>
      expect(steps(events)).toEqual([
        ['page_call', 'page'],
        ['leave', 'page'],
      ]),
    );
    expect(testStores().global.isRegistrationProcess).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.welcomeModal)).toBeNull();
  });
});
