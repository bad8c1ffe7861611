import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IDENTITY_PATHS, LIMIT_PATHS, WALLET_PATHS } from '@betline/contracts/paths';
import { apiStubs, renderApp, stubSiteConfig, testStores } from '../test/app';
import { chooseTimeZone, preferencesOf } from '../stores/preferences';

// Whole pages with their lazy chunks: the first render is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
const slow = { timeout: 15_000 };

const END = '2026-12-05T14:00:00.000Z';

// The player chose UTC+3 (by default times follow the device's zone, which differs between machines).
beforeEach(() => {
  chooseTimeZone(preferencesOf(testStores()), 3);
});

function refuseSignIn(message: string) {
  stubSiteConfig();
  apiStubs.set(`POST ${IDENTITY_PATHS.login}`, () => ({
    status: 403,
    data: { statusCode: 403, error: 'Forbidden', message, code: 'excluded' },
  }));
}

const LABELS = {
  en: { login: /^Login/, password: /^Password/, submit: 'Sign in' },
  ru: { login: /^Логин/, password: /^Пароль/, submit: 'Войти' },
};

async function signIn(lng: keyof typeof LABELS = 'en') {
  const labels = LABELS[lng];
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: labels.login }, slow), 'demo');
  await user.type(screen.getByLabelText(labels.password), 'Demo12345');
  await user.click(screen.getAllByRole('button', { name: labels.submit }).at(-1)!);
}

describe('a sign-in refused by player protection', () => {
  it("a time-out says so and when it ends, in the player's time zone", async () => {
    refuseSignIn(`time-out until ${END}: signing in is not possible before then`);
    renderApp('/en/user/login');
    await signIn();
    expect(
      await screen.findByText(
        'You are taking a time-out until Dec 5, 2026, 17:00 (UTC+03:00). Until then you cannot sign in, deposit, bet or play.',
        undefined,
        slow,
      ),
    ).toHaveAttribute('role', 'alert');
    expect(testStores().user.userId).toBeNull();
  });

  it('a self-exclusion has its own words; the date follows the chosen time zone and the language', async () => {
    // Saved as the settings page saves it: the refusal reads the stored preference.
    chooseTimeZone(preferencesOf(testStores()), -5);
    refuseSignIn(`self-excluded until ${END}: signing in is not possible before then`);
    renderApp('/ru/user/login');
    await signIn('ru');
    expect(
      await screen.findByText(
        /^Вы исключили себя из игры до 5 дек\. 2026 г\., 09:00 \(UTC−05:00\)\./,
        undefined,
        slow,
      ),
    ).toHaveAttribute('role', 'alert');
  });
});

describe('a deposit refused by player protection', () => {
  function stubPayment(refusal: Record<string, unknown>) {
    stubSiteConfig();
    testStores().user.userId = 7;
    apiStubs.set(`GET ${IDENTITY_PATHS.userToken}`, () => ({
      status: 200,
      data: { token: 'limit-token', expiresAt: Math.floor(Date.now() / 1000) + 900 },
    }));
    apiStubs.set(`POST ${LIMIT_PATHS.ping}`, () => ({
      status: 200,
      data: { sessionEndsAt: null, realityCheckAt: null, approvalDue: [] },
    }));
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
    apiStubs.set(`POST ${WALLET_PATHS.deposits}`, () => ({
      status: 403,
      data: { statusCode: 403, error: 'Forbidden', ...refusal },
    }));
  }

  async function deposit(amount: string) {
    renderApp('/en/office/recharge');
    const user = userEvent.setup();
    const field = await screen.findByLabelText(/^Amount \(EUR\)/, undefined, slow);
    await waitFor(() => expect(screen.getByLabelText(/^Method/)).toHaveValue('card'));
    await user.type(field, amount);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    return screen.findByTestId('payment-error', undefined, slow);
  }

  it("the deposit limit's period and what is left as money, never the server's reason", async () => {
    stubPayment({
      message: 'Deposit refused: over your deposit limit; still allowed now: 4000 (minor units of EUR)',
      code: 'deposit_limit',
      stillAllowed: 4000,
      limitType: 20,
    });
    const error = await deposit('50');
    expect(error).toHaveTextContent(
      'This is over your 24-hour deposit limit. You can deposit up to €40.00 more now.',
    );
    expect(error).not.toHaveTextContent(/minor units|4000/);
  });

  it('a deposit limit without the amount left is told in words of our own', async () => {
    stubPayment({ message: 'Deposit refused: 4000 (minor units of EUR)', code: 'deposit_limit' });
    expect(await deposit('50')).toHaveTextContent('This deposit is over your deposit limit.');
  });

  it('an exclusion says until when', async () => {
    stubPayment({ message: `Deposit refused: excluded until ${END}`, code: 'excluded', until: END });
    expect(await deposit('50')).toHaveTextContent(
      'Your time-out or self-exclusion lasts until Dec 5, 2026, 17:00 (UTC+03:00). Until then you cannot sign in, deposit, bet or play.',
    );
  });
});
