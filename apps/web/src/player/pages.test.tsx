import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http } from '../api/client';
import { IDENTITY_PATHS, LIMIT_PATHS, SITE_CONFIG_PATH, WALLET_PATHS } from '@betline/contracts/paths';
import type { Limit } from '../api/types';
import { apiStubs, renderApp, siteConfigFixture, stubSiteConfig, testStores } from '../test/app';
import {} from '../stores/notices';

import { openRegistration, registrationOpening } from './GuestMenu';
import { pathAfterLogout } from './PlayerMenu';

// Whole pages with their lazy chunks, React Aria and forms: the first render of each is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const token = { status: 200, data: { token: 'limit-token', expiresAt: Math.floor(Date.now() / 1000) + 900 } };

function limit(overrides: Partial<Limit>): Limit {
  return {
    limitType: 20,
    limitValue: 100,
    limitState: 'ACTIVE',
    startedAt: 1_700_000_000,
    endsAt: null,
    limitBalance: 40,
    needApprove: false,
    pendingChangeType: null,
    pendingValue: null,
    pendingApproveAt: null,
    selfExcludeReason: null,
    currency: 'EUR',
    ...overrides,
  };
}

function stubLimitService(limits: Limit[]) {
  apiStubs.set(`GET ${IDENTITY_PATHS.userToken}`, () => token);
  apiStubs.set(`GET ${LIMIT_PATHS.limits}`, () => ({ status: 200, data: { data: limits } }));
  apiStubs.set(`GET ${LIMIT_PATHS.availableLimits}`, () => ({ status: 200, data: { data: [] } }));
  apiStubs.set(`GET ${LIMIT_PATHS.selfExcludeReasons}`, () => ({
    status: 200,
    data: { data: [{ id: 1, selfExcludeReason: 'I spend too much money' }] },
  }));
  apiStubs.set(`POST ${LIMIT_PATHS.ping}`, () => ({
    status: 200,
    data: { sessionEndsAt: null, realityCheckAt: null, approvalDue: [] },
  }));
}

describe('sign-in', () => {
  it('AUTH-011 GUARD-006 AUTH-023 a guest sent to sign-in returns to the office page once signed in', async () => {
    stubSiteConfig();
    const bodies: unknown[] = [];
    apiStubs.set(`POST ${IDENTITY_PATHS.login}`, (request) => {
      bodies.push(request.body);
      return { status: 200, data: { userId: 77, csrfToken: 'csrf' } };
    });
    stubLimitService([]);
    const { router } = renderApp('/en/office/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/user/login'), { timeout: 15_000 });
    expect(router.state.location.search).toBe('?returnUrl=%2Fen%2Foffice%2Faccount');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Login/ }, { timeout: 15_000 }), 'demo');
    await user.type(screen.getByLabelText(/^Password/), 'Demo12345');
    await user.click(screen.getAllByRole('button', { name: 'Sign in' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/office/account'), {
      timeout: 15_000,
    });
    expect(bodies).toEqual([{ login: 'demo', password: 'Demo12345' }]);
    expect(testStores().user.userId).toBe(77);
    expect(await screen.findByTestId('balance-EUR', undefined, { timeout: 15_000 })).toHaveTextContent(
      '€1,250.50',
    );
  });

  it('AUTH-010 a sign-in reloads the site config in the page language', async () => {
    stubSiteConfig();
    const configs: unknown[] = [];
    apiStubs.set(`GET ${SITE_CONFIG_PATH}`, (request) => {
      configs.push(request.params?.lang);
      return { status: 200, data: siteConfigFixture({ lang: String(request.params?.lang ?? 'en') }) };
    });
    apiStubs.set(`POST ${IDENTITY_PATHS.login}`, () => ({
      status: 200,
      data: { userId: 80, csrfToken: 'csrf' },
    }));
    stubLimitService([]);
    const { router } = renderApp('/en/user/login');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Login/ }, { timeout: 15_000 }), 'demo');
    await user.type(screen.getByLabelText(/^Password/), 'Demo12345');
    const before = configs.length;
    expect(before).toBeGreaterThan(0);
    await user.click(screen.getAllByRole('button', { name: 'Sign in' }).at(-1)!);
    await waitFor(() => expect(configs).toHaveLength(before + 1));
    expect(configs.at(-1)).toBe('en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/office/account'));
    expect(configs).toHaveLength(before + 1);
  });

  it('AUTH-023 a refused sign-in says why in the player language and stays on the page', async () => {
    stubSiteConfig();
    apiStubs.set(`POST ${IDENTITY_PATHS.login}`, () => ({
      status: 401,
      data: { statusCode: 401, error: 'Unauthorized', message: 'wrong', code: 'invalid_credentials' },
    }));
    renderApp('/ru/user/login');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Логин/ }), 'demo');
    await user.type(screen.getByLabelText(/^Пароль/), 'nope');
    await user.click(screen.getAllByRole('button', { name: 'Войти' }).at(-1)!);
    expect(await screen.findByText('Неверный логин или пароль.')).toHaveAttribute('role', 'alert');
    expect(testStores().user.userId).toBeNull();
  });
});

describe('registration and logout rules', () => {
  it('REG-008 REG-009 REG-013 REG-014 where "register" leads', () => {
    expect(registrationOpening({ routeId: 'home', registrationAllowed: true })).toBe('modal');
    expect(registrationOpening({ routeId: 'registration', registrationAllowed: true })).toBe('none');
    expect(registrationOpening({ routeId: 'home', registrationAllowed: false })).toBe('none');
    expect(registrationOpening({ routeId: 'login', registrationAllowed: true })).toBe('page');
  });

  it('REG-012 the routing config can send "register" to the registration page instead of the modal', () => {
    expect(registrationOpening({ routeId: 'home', registrationAllowed: true, asPage: true })).toBe('page');
    expect(registrationOpening({ routeId: 'home', registrationAllowed: true, asPage: false })).toBe('modal');
    expect(registrationOpening({ routeId: 'home', registrationAllowed: false, asPage: true })).toBe('none');
  });

  it('REG-015 when the modal cannot be opened (its forms fail to load) the player goes to the registration page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: string[] = [];
    const steps = (load: () => Promise<unknown>) => ({
      load,
      showModal: () => seen.push('modal'),
      goToPage: () => seen.push('page'),
    });
    await openRegistration(
      'modal',
      steps(() => Promise.reject(new TypeError('Failed to fetch module'))),
    );
    expect(seen).toEqual(['page']);
    await openRegistration(
      'modal',
      steps(() => Promise.resolve()),
    );
    await openRegistration(
      'page',
      steps(() => Promise.reject(new Error('not asked'))),
    );
    expect(seen).toEqual(['page', 'modal', 'page']);
    vi.restoreAllMocks();
  });

  it('AUTH-015 after logout a players-only page goes home, any other page reloads', () => {
    expect(pathAfterLogout('en', true)).toBe('/en');
    expect(pathAfterLogout('en', false)).toBeNull();
  });

  it('REG-002 REG-003 e-mail registration sends country, currency, bonus choice and the referral code', async () => {
    stubSiteConfig();
    document.cookie = 'refererid=partner42; path=/';
    apiStubs.set('GET /web-api/phone/countries', () => ({
      status: 200,
      data: { data: [{ id: 44, name: 'United Kingdom', phoneCode: '+44', country_code: 'gb' }] },
    }));
    const bodies: Record<string, unknown>[] = [];
    apiStubs.set(`POST ${IDENTITY_PATHS.registerEmail}`, (request) => {
      bodies.push(request.body as Record<string, unknown>);
      return { status: 201, data: { activationSent: true } };
    });
    renderApp('/en/registration');
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText(/^Country/)).toHaveValue('44'));
    await user.selectOptions(screen.getByLabelText(/^Welcome bonus/), 'Casino bonus');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'new.player@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('activation-sent')).toHaveTextContent('new.player@example.com');
    expect(bodies).toEqual([
      {
        country_id: 44,
        currency_id: 1,
        first_deposit_bonus_choice: 2,
        language: 'en',
        ref_code: 'partner42',
        email: 'new.player@example.com',
        password: 'Secret123',
      },
    ]);
    document.cookie = 'refererid=; path=/; max-age=0';
  });
});

describe('payments', () => {
  it('RG-009 a deposit over the deposit limit is refused with the amount still allowed', async () => {
    stubSiteConfig();
    testStores().user.userId = 7;
    stubLimitService([]);
    apiStubs.set(`GET ${WALLET_PATHS.paymentMethods}`, () => ({
      status: 200,
      data: {
        methods: [
          {
            id: 'card',
            name: 'Card',
            currencyId: 3,
            deposit: { min: 100, max: 500_000 },
            withdrawal: { min: 100, max: 500_000 },
          },
        ],
      },
    }));
    const keys: string[] = [];
    apiStubs.set(`POST ${WALLET_PATHS.deposits}`, (request) => {
      keys.push(request.headers['idempotency-key'] ?? '');
      return {
        status: 403,
        data: {
          statusCode: 403,
          error: 'Forbidden',
          message: 'Deposit refused',
          code: 'deposit_limit',
          stillAllowed: 4000,
        },
      };
    });
    renderApp('/en/office/recharge');
    const user = userEvent.setup();
    const amount = await screen.findByLabelText(/^Amount \(EUR\)/);
    await waitFor(() => expect(screen.getByLabelText(/^Method/)).toHaveValue('card'));
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByTestId('payment-error')).toHaveTextContent(
      'This is over your deposit limit. You can deposit up to €40.00 now.',
    );
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('the amount is checked against the method before anything is sent', async () => {
    stubSiteConfig();
    testStores().user.userId = 7;
    stubLimitService([]);
    apiStubs.set(`GET ${WALLET_PATHS.paymentMethods}`, () => ({
      status: 200,
      data: {
        methods: [
          {
            id: 'card',
            name: 'Card',
            currencyId: 3,
            deposit: { min: 1000, max: 500_000 },
            withdrawal: { min: 100, max: 500_000 },
          },
        ],
      },
    }));
    renderApp('/en/office/recharge');
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText(/^Method/)).toHaveValue('card'));
    await user.type(screen.getByLabelText(/^Amount \(EUR\)/), '5.555');
    expect(await screen.findByText('This currency has fewer decimal places.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Amount \(EUR\)/));
    await user.type(screen.getByLabelText(/^Amount \(EUR\)/), '5');
    expect(await screen.findByText('The smallest amount is €10.00.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  });
});

describe('limits page', () => {
  it('RG-027 RG-022 a pending increase shows as such and can be confirmed once due', async () => {
    stubSiteConfig();
    testStores().user.userId = 7;
    const pending = limit({
      pendingChangeType: 1,
      pendingValue: 300,
      needApprove: true,
      pendingApproveAt: 1_700_086_400,
    });
    stubLimitService([pending]);
    const actions: unknown[] = [];
    apiStubs.set(`POST ${LIMIT_PATHS.limitAction}`, (request) => {
      actions.push(request.body);
      return { status: 200, data: { status: 204, title: 'Your limit change is confirmed and applies now.' } };
    });
    renderApp('/en/office/responsible');
    const row = await screen.findByTestId('limit-20-pending');
    expect(row).toHaveTextContent('Waiting: raise to €300.');
    expect(row).toHaveTextContent('You can confirm it now.');
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('limit-20-outcome')).toHaveTextContent('Your limit change is confirmed');
    expect(actions).toEqual([{ limitType: 20, action: 1 }]);
  });

  it("ERR-012 ERR-013 a limit action shows the service's title; without one, the confirm or cancel message", async () => {
    stubSiteConfig();
    testStores().user.userId = 7;
    stubLimitService([
      limit({ pendingChangeType: 1, pendingValue: 300, needApprove: true, pendingApproveAt: 1_700_086_400 }),
    ]);
    const titles = ['', 'Kept at €100.'];
    apiStubs.set(`POST ${LIMIT_PATHS.limitAction}`, () => ({
      status: 200,
      data: { status: 204, title: titles.shift() },
    }));
    const user = userEvent.setup();
    renderApp('/en/office/responsible');
    const row = await screen.findByTestId('limit-20-pending');
    await user.click(within(row).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('limit-20-outcome')).toHaveTextContent('The change is confirmed.');
    await user.click(
      within(await screen.findByTestId('limit-20-pending')).getByRole('button', {
        name: 'Keep my current limit',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('limit-20-outcome')).toHaveTextContent('Kept at €100.'));
    // No title for a cancel: the cancel message.
    titles.push('');
    await user.click(
      within(await screen.findByTestId('limit-20-pending')).getByRole('button', {
        name: 'Keep my current limit',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('limit-20-outcome')).toHaveTextContent('The change is cancelled.'),
    );
  });

  it('a limit saved before the page has loaded the limits stays shown when the older list arrives', async () => {
    stubSiteConfig();
    testStores().user.userId = 7;
    stubLimitService([]);
    // The page's first list is slow: it arrives after the save, and says what was true before it.
    let release: () => void = () => undefined;
    const firstList = new Promise<void>((resolve) => (release = resolve));
    apiStubs.set(`GET ${LIMIT_PATHS.limits}`, async () => {
      await firstList;
      return { status: 200, data: { data: [] } };
    });
    apiStubs.set(`POST ${LIMIT_PATHS.limits}`, () => ({
      status: 200,
      data: {
        status: 200,
        title: '',
        data: { questions: [] },
        tokenGuid: '',
        limitsData: [limit({ limitValue: 100, limitBalance: 100 })],
      },
    }));
    const user = userEvent.setup();
    renderApp('/en/office/responsible');
    const row = await screen.findByTestId('limit-20');
    await user.type(within(row).getByRole('textbox', { name: /New value/ }), '100');
    await user.click(within(row).getByRole('button', { name: 'Set' }));
    expect(await within(row).findByTestId('limit-20-value')).toHaveTextContent('€100');
    release();
    // The older list has arrived (the stub answers at once once released) and was not put back.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(row).getByTestId('limit-20-value')).toHaveTextContent('€100');
  });

  it("a refused limit save shows the service's title, or a message of our own when it has none", async () => {
    stubSiteConfig();
    testStores().user.userId = 7;
    stubLimitService([limit({})]);
    const refusals = [
      { status: 403, data: { status: 403, title: 'A raise needs 24 hours.' } },
      { status: 403, data: { status: 403, title: '' } },
    ];
    apiStubs.set(`POST ${LIMIT_PATHS.limits}`, () => refusals.shift()!);
    const user = userEvent.setup();
    renderApp('/en/office/responsible');
    const row = await screen.findByTestId('limit-20');
    // The rows are drawn before the limits arrive: the form is used once the limit is shown.
    await within(row).findByText('Active');
    await user.type(within(row).getByRole('textbox', { name: /New value/ }), '500');
    await user.click(within(row).getByRole('button', { name: 'Set' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('A raise needs 24 hours.');
    await user.click(within(row).getByRole('button', { name: 'Set' }));
    await waitFor(() =>
      expect(within(row).getByRole('alert')).not.toHaveTextContent('A raise needs 24 hours.'),
    );
    expect(within(row).getByRole('alert').textContent?.trim()).not.toBe('');
  });

  it('a typed limit that is not a plain whole amount is refused with a message and nothing is sent', async () => {
    stubSiteConfig();
    testStores().user.userId = 7;
    stubLimitService([limit({})]);
    const sent: unknown[] = [];
    apiStubs.set(`POST ${LIMIT_PATHS.limits}`, (request) => {
      sent.push(request.body);
      return {
        status: 200,
        data: { status: 200, title: '', data: { questions: [] }, tokenGuid: '', limitsData: [limit({})] },
      };
    });
    const user = userEvent.setup();
    renderApp('/en/office/responsible');
    const row = await screen.findByTestId('limit-20');
    await within(row).findByText('Active');
    const input = within(row).getByRole('textbox', { name: /New value/ });
    // "-5" is not read as 5 (a lower limit applies at once and takes 24 hours to undo).
    await user.type(input, '-5');
    await user.click(within(row).getByRole('button', { name: 'Set' }));
    expect(input).toHaveValue('-5');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Enter the amount without a plus or minus sign\./);
    expect(input).toHaveFocus();
    // "12.5" is 12.50, not 125 (which would ask for a raise): a limit is a whole amount.
    await user.clear(input);
    await user.type(input, '12.5{Enter}');
    expect(input).toHaveAccessibleDescription(/A limit is a whole amount: enter €12 or €13\./);
    await user.clear(input);
    await user.type(input, '1e3{Enter}');
    expect(input).toHaveAccessibleDescription(/Enter digits only/);
    expect(sent).toEqual([]);
    // A well-formed amount is sent as typed (the decimal comma as the app's amount fields take it).
    await user.clear(input);
    await user.type(input, '60,00');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(within(row).getByRole('button', { name: 'Set' }));
    await waitFor(() => expect(sent).toEqual([{ limits: [{ limitType: 20, limitValue: 60 }] }]));
  });

  it('RG-026 RG-016 RG-017 a decrease is labelled as such; a session limit without value reads "not set"', async () => {
    stubSiteConfig();
    testStores().user.userId = 7;
    stubLimitService([
      limit({
        limitType: 21,
        limitValue: 999_999_999,
        pendingChangeType: -1,
        pendingValue: 50,
        pendingApproveAt: null,
      }),
      limit({ limitType: 31, limitValue: -1, currency: null, limitBalance: null }),
    ]);
    renderApp('/en/office/responsible');
    expect(await screen.findByTestId('limit-21-pending')).toHaveTextContent('Waiting: lower to €50.');
    expect(screen.getByTestId('limit-21-value')).toHaveTextContent('No limit');
    expect(screen.getByTestId('limit-31-value')).toHaveTextContent('Not set');
  });

  it('RG-028 RG-029 an active time-out or self-exclusion offers no way to change or remove it', async () => {
    stubSiteConfig();
    testStores().user.userId = 7;
    stubLimitService([
      limit({ limitType: 33, limitValue: 7, currency: null, limitBalance: null, endsAt: 1_900_000_000 }),
    ]);
    renderApp('/en/office/responsible');
    const row = await screen.findByTestId('limit-33');
    // The rows are drawn before the limits arrive: the time-out is shown as active once they are in.
    await within(row).findByText('Active');
    expect(within(row).queryByRole('button', { name: 'Set' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});

describe('error notices (SPEC §8)', () => {
  it('ERR-008 ERR-010 a failed request shows a notice in the player language; a cancelled one does not', async () => {
    stubSiteConfig();
    apiStubs.set('GET /web-api/anything', () => ({
      status: 500,
      data: { statusCode: 500, message: 'boom' },
    }));
    renderApp('/en');
    await screen.findByRole('heading', { level: 1 });
    await expect(http.get('/web-api/anything')).rejects.toThrow();
    await waitFor(() =>
      expect(testStores().notices.queue.map((notice) => notice.message)).toEqual([
        'Something went wrong on our side (error 500). Try again in a moment.',
      ]),
    );
    const controller = new AbortController();
    controller.abort();
    await expect(http.get('/web-api/anything', { signal: controller.signal })).rejects.toThrow();
    await expect(http.get('/web-api/anything', { quiet: true })).rejects.toThrow();
    expect(testStores().notices.queue).toHaveLength(1);
    expect(await screen.findByRole('region', { name: /notifications/i })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
