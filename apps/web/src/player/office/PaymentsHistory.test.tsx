import { beforeEach, describe, expect, it } from 'vitest';
import { chooseTimeZone, preferencesOf } from '../../stores/preferences';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDEMPOTENCY_HEADER, WALLET_PATHS, pathWith } from '@betline/contracts/paths';
import type { TransportRequest } from '../../api/transport';
import type { Payment } from '../../api/types';

import { apiStubs, renderApp, stubSiteConfig, testStores } from '../../test/app';

function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 1,
    type: 'deposit',
    method: 'card',
    amount: 5_000,
    currencyId: 3,
    iso: 'EUR',
    accountId: 11,
    status: 'success',
    reason: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    completedAt: '2026-11-20T09:31:00.000Z',
    ...overrides,
  };
}

/** The payments answer and every request it got. */
function stubPayments(items: Payment[], total = items.length) {
  const requests: TransportRequest[] = [];
  apiStubs.set(`GET ${WALLET_PATHS.payments}`, (request) => {
    requests.push(request);
    return { status: 200, data: { items, total, page: Number(request.params?.page ?? 1), pageSize: 20 } };
  });
  return requests;
}

beforeEach(() => {
  // The player chose UTC+3 (by default times follow this device's zone, which differs between machines).
  chooseTimeZone(preferencesOf(testStores()), 3);
  stubSiteConfig();
  testStores().user.userId = 7;
});

describe('office-historypay', { timeout: 30_000 }, () => {
  it('ROUTE-029 lists payments with money, dates and status badges', async () => {
    stubPayments([
      payment(),
      payment({ id: 2, type: 'withdrawal', method: 'bank', amount: 2_500, status: 'fail' }),
    ]);
    renderApp('/en/office/historypay');
    const table = await screen.findByRole('table', { name: 'Your payments' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('€50.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Completed')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Card')).toBeInTheDocument();
    // 09:30 UTC in the default time zone UTC+3 (MISC-010).
    expect(within(rows[1]!).getByText('Nov 20, 2026, 12:30')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Bank transfer')).toBeInTheDocument();
    expect(screen.getByText('Payments found: 2')).toBeInTheDocument();
  });

  it('sends the filters (the end date included) and exports the same filters as CSV', async () => {
    const user = userEvent.setup();
    const requests = stubPayments([payment()]);
    renderApp('/en/office/historypay');
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-20');
    await user.selectOptions(screen.getByLabelText('Type'), 'withdrawal');
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await waitFor(() =>
      expect(requests.at(-1)?.params).toEqual({
        from: '2026-11-01',
        to: '2026-11-21',
        type: 'withdrawal',
        status: 'pending',
        page: 1,
        pageSize: 20,
      }),
    );
    expect(screen.getByRole('link', { name: 'Download as CSV' })).toHaveAttribute(
      'href',
      `${WALLET_PATHS.paymentsCsv}?from=2026-11-01&to=2026-11-21&type=withdrawal&status=pending`,
    );
  });

  it('a period that ends before it starts is refused before asking the server', async () => {
    const user = userEvent.setup();
    const requests = stubPayments([payment()]);
    renderApp('/en/office/historypay');
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('From'), '2026-11-10');
    const before = requests.length;
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
    expect(requests.length).toBe(before);
  });

  it('shows an empty state with a way to deposit', async () => {
    stubPayments([]);
    renderApp('/en/office/historypay');
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a deposit' })).toHaveAttribute(
      'href',
      '/en/office/recharge',
    );
  });

  it('pages through the history', async () => {
    const user = userEvent.setup();
    const requests = stubPayments([payment()], 45);
    renderApp('/en/office/historypay');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(requests.at(-1)?.params?.page).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('cancels a pending withdrawal with an idempotency key, the same key when tried again', async () => {
    const user = userEvent.setup();
    const pending = payment({ id: 9, type: 'withdrawal', amount: 3_000, status: 'pending' });
    let items = [pending];
    apiStubs.set(`GET ${WALLET_PATHS.payments}`, () => ({
      status: 200,
      data: { items, total: items.length, page: 1, pageSize: 20 },
    }));
    const keys: string[] = [];
    let fail = true;
    apiStubs.set(`POST ${pathWith(WALLET_PATHS.cancelWithdrawal, { id: 9 })}`, (request) => {
      keys.push(request.headers[IDEMPOTENCY_HEADER] ?? '');
      if (fail) {
        fail = false;
        return { status: 503, data: { statusCode: 503, error: 'Unavailable', message: 'try again' } };
      }
      items = [{ ...pending, status: 'cancel' }];
      return { status: 200, data: { payment: items[0] } };
    });
    renderApp('/en/office/historypay');
    const table = await screen.findByRole('table', undefined, { timeout: 15_000 });
    const cancel = await screen.findByRole('button', { name: /Cancel the withdrawal of €30\.00/ });
    await user.click(cancel);
    await user.click(await screen.findByRole('button', { name: 'Cancel withdrawal' }));
    await waitFor(() => expect(keys).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: /Cancel the withdrawal of €30\.00/ }));
    await user.click(await screen.findByRole('button', { name: 'Cancel withdrawal' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).not.toBe('');
    expect(keys[1]).toBe(keys[0]);
    expect(await within(table).findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel the withdrawal/ })).toBeNull();
  }, 40_000);
});
