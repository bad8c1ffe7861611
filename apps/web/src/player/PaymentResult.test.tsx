import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { WALLET_PATHS } from '@betline/contracts/paths';
import { accountOf } from '../stores/account';

import { apiStubs, balanceFixture, renderApp, stubSiteConfig, testStores } from '../test/app';

const SLOW = { timeout: 15_000 };

let balanceCalls = 0;

beforeEach(() => {
  stubSiteConfig();
  balanceCalls = 0;
  apiStubs.set(`GET ${WALLET_PATHS.balance}`, () => {
    balanceCalls += 1;
    const fixture = balanceFixture();
    const main = { ...fixture.all_accounts[0]!, money: 175_050 };
    return { status: 200, data: { ...fixture, balance: main.money, all_accounts: [main], accounts: [main] } };
  });
});

describe('onpay pages', { timeout: 30_000 }, () => {
  it('ROUTE-056 a successful deposit says so, shows the reloaded balance and where to go next', async () => {
    testStores().user.userId = 7;
    // What the page knew before the payment: the page loads the balance again.
    const stale = balanceFixture();
    Object.assign(accountOf(testStores()), {
      all_accounts: stale.all_accounts,
      activeAccountId: 11,
      status: 'ready',
    });
    const { container } = renderApp('/en/onpay/success');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment successful' }, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your deposit went through and the money is on your balance.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('€1,750.50')).toBeInTheDocument();
    expect(screen.queryByText('€1,250.50')).toBeNull();
    expect(balanceCalls).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('link', { name: 'Payment history' })).toHaveAttribute(
      'href',
      '/en/office/historypay',
    );
    expect(container.querySelector('[data-layout="empty"]')).not.toBeNull();
    await waitFor(() =>
      expect(document.body.textContent).toContain(
        'Payment successful. Your deposit went through and the money is on your balance.',
      ),
    );
  });

  it('ROUTE-056 a failed deposit offers to try the deposit again', async () => {
    testStores().user.userId = 7;
    renderApp('/en/onpay/fail');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment failed' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try the deposit again' })).toHaveAttribute(
      'href',
      '/en/office/recharge',
    );
  });

  it('ROUTE-056 a pending withdrawal says it can still be cancelled in the history', async () => {
    testStores().user.userId = 7;
    renderApp('/ru/onpay/withdraw/pending');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Вывод в обработке' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(/отменить вывод можно в истории платежей/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'История платежей' })).toHaveAttribute(
      'href',
      '/ru/office/historypay',
    );
  });

  it('a guest sees the outcome and a way to sign in, without a balance', async () => {
    renderApp('/en/onpay/withdraw/cancel');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Withdrawal cancelled' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/user/login');
    expect(screen.queryByText('Your balance now')).toBeNull();
  });
});
