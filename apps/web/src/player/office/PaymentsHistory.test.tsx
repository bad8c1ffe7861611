import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => {
  vi.unstubAllGlobals();
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

  describe('a pending deposit', () => {
    const pending = payment({ id: 21, amount: 2_500, status: 'pending', completedAt: null });
    const named = '€25.00 from Nov 20, 2026, 12:30';

    function stubList(first: Payment[]) {
      let items = first;
      apiStubs.set(`GET ${WALLET_PATHS.payments}`, () => ({
        status: 200,
        data: { items, total: items.length, page: 1, pageSize: 20 },
      }));
      return (next: Payment[]) => {
        items = next;
      };
    }

    it('can be resumed: back to the gateway page of that same deposit', async () => {
      const user = userEvent.setup();
      stubList([pending]);
      const redirectUrl = '/web-api/wallet/gateway/21?sig=abc';
      let asked = 0;
      apiStubs.set(`GET ${pathWith(WALLET_PATHS.resumeDeposit, { id: 21 })}`, () => {
        asked += 1;
        return { status: 200, data: { payment: pending, redirectUrl } };
      });
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign });
      renderApp('/en/office/historypay');
      await user.click(await screen.findByRole('button', { name: `Resume the deposit of ${named}` }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(redirectUrl));
      expect(asked).toBe(1);
    }, 40_000);

    it('can be cancelled: the endpoint is called with an idempotency key and the list shows it cancelled', async () => {
      const user = userEvent.setup();
      const show = stubList([pending]);
      const keys: string[] = [];
      apiStubs.set(`POST ${pathWith(WALLET_PATHS.cancelDeposit, { id: 21 })}`, (request) => {
        keys.push(request.headers[IDEMPOTENCY_HEADER] ?? '');
        const cancelled = { ...pending, status: 'cancel' as const, reason: 'cancelled by the player' };
        show([cancelled]);
        return { status: 200, data: { payment: cancelled } };
      });
      renderApp('/en/office/historypay');
      const table = await screen.findByRole('table', undefined, { timeout: 15_000 });
      expect(within(table).getByText('Pending')).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: `Cancel the deposit of ${named}` }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent('The deposit of €25.00 has not been paid in yet.');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel deposit' }));
      await waitFor(() => expect(keys).toHaveLength(1));
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(await within(table).findByText('Cancelled')).toBeInTheDocument();
      expect(await screen.findAllByText('The deposit of €25.00 was cancelled.')).not.toHaveLength(0);
      expect(screen.queryByRole('button', { name: /Resume the deposit/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /Cancel the deposit/ })).toBeNull();
    }, 40_000);

    it('paid in meanwhile: the refusal says so and the list shows it completed', async () => {
      const user = userEvent.setup();
      const show = stubList([pending]);
      apiStubs.set(`POST ${pathWith(WALLET_PATHS.cancelDeposit, { id: 21 })}`, () => {
        show([{ ...pending, status: 'success', completedAt: '2026-11-20T09:31:00.000Z' }]);
        return {
          status: 409,
          data: {
            statusCode: 409,
            error: 'Conflict',
            message: 'Deposit 21 is already credited and can no longer be cancelled',
          },
        };
      });
      renderApp('/en/office/historypay');
      const table = await screen.findByRole('table', undefined, { timeout: 15_000 });
      await user.click(await screen.findByRole('button', { name: `Cancel the deposit of ${named}` }));
      await user.click(await screen.findByRole('button', { name: 'Cancel deposit' }));
      expect(
        await screen.findAllByText(/This deposit is no longer waiting: it has been paid in/),
      ).not.toHaveLength(0);
      expect(await within(table).findByText('Completed')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Resume the deposit/ })).toBeNull();
    }, 40_000);
  });
});
