import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER, WALLET_PATHS } from '@betline/contracts/paths';
import { http } from '../api/client';
import type { TransportRequest } from '../api/transport';
import { apiStubs, balanceFixture, renderApp, stubSiteConfig, testStores } from '../test/app';

// Whole pages with their lazy chunks: the first render of each is slow on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

const REDIRECT = '/web-api/wallet/gateway/31?sig=abc';

type Outcome = 'timeout' | 'network' | { status: number; data?: unknown };

/** What the deposit call answers, one outcome per call in order, and the calls it got. */
function stubDeposits(outcomes: Outcome[]) {
  const calls: { key: string; body: unknown }[] = [];
  apiStubs.set(`POST ${WALLET_PATHS.deposits}`, (request: TransportRequest) => {
    calls.push({ key: request.headers[IDEMPOTENCY_HEADER] ?? '', body: request.body });
    const outcome = outcomes.shift() ?? { status: 500 };
    if (outcome === 'timeout') return new Promise(() => undefined);
    if (outcome === 'network') throw new TypeError('Failed to fetch');
    return { status: outcome.status, data: outcome.data };
  });
  return calls;
}

function created(amount: number) {
  return {
    status: 201,
    data: {
      payment: {
        id: 31,
        type: 'deposit',
        method: 'card',
        amount,
        currencyId: 3,
        iso: 'EUR',
        accountId: 11,
        status: 'pending',
        reason: null,
        createdAt: '2026-11-20T09:30:00.000Z',
        completedAt: null,
      },
      redirectUrl: REDIRECT,
    },
  };
}

const refused = {
  status: 422,
  data: {
    statusCode: 422,
    error: 'Unprocessable Entity',
    message: 'The maximum deposit by card is 5000.00 EUR; 6000.00 EUR requested',
  },
};

const SAFE_TO_RETRY = /cannot tell yet whether your deposit was started\. It is safe to try again/;

let timeout: number | undefined;
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  stubSiteConfig();
  testStores().user.userId = 7;
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
  // A call that gets no answer times out quickly here.
  timeout = http.defaults.timeout;
  http.defaults.timeout = 300;
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});

afterEach(() => {
  http.defaults.timeout = timeout;
  vi.unstubAllGlobals();
});

async function depositForm() {
  renderApp('/en/office/recharge');
  const user = userEvent.setup();
  const amount = await screen.findByLabelText(/^Amount \(EUR\)/);
  await waitFor(() => expect(screen.getByLabelText(/^Method/)).toHaveValue('card'));
  const send = async () => {
    const button = screen.getByRole('button', { name: 'Continue to payment' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
  };
  const setAmount = async (text: string) => {
    await user.clear(amount);
    await user.type(amount, text);
  };
  return { send, setAmount };
}

describe('the withdrawal form', () => {
  it('its quick amounts never exceed the balance, and the whole balance is one tap', async () => {
    const main = { ...balanceFixture().accounts[0]!, money: 6_000 };
    apiStubs.set(`GET ${WALLET_PATHS.balance}`, () => ({
      status: 200,
      data: balanceFixture({ balance: main.money, accounts: [main], all_accounts: [main] }),
    }));
    renderApp('/en/office/deduce');
    const quick = await screen.findByRole('group', { name: 'Quick amounts' });
    await waitFor(() =>
      expect(
        within(quick)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['€10.00', '€50.00', 'All: €60.00']),
    );
    await userEvent.click(within(quick).getByRole('button', { name: 'All: €60.00' }));
    expect(screen.getByLabelText(/^Amount \(EUR\)/)).toHaveValue('60.00');
    expect(screen.getByRole('button', { name: 'Request the withdrawal' })).toBeEnabled();
  });
});

describe('the deposit form and its idempotency key', () => {
  it('after a time-out, a lost connection or a 504 it sends the same deposit with the same key again', async () => {
    const calls = stubDeposits(['timeout', 'network', { status: 504 }, created(5_000)]);
    const { send, setAmount } = await depositForm();
    await setAmount('50');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await send();
      expect(await screen.findByTestId('payment-error')).toHaveTextContent(SAFE_TO_RETRY);
      expect(calls).toHaveLength(attempt);
    }
    await send();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(REDIRECT));
    expect(calls).toHaveLength(4);
    expect(calls[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(calls.map((call) => call.key)).size).toBe(1);
    for (const call of calls) {
      expect(call.body).toEqual({ accountId: 11, method: 'card', amount: 5_000, lng: 'en' });
    }
  });

  it('a refusal of the server (a 4xx with its reason) makes the next deposit a new one, with a new key', async () => {
    const calls = stubDeposits([refused, created(5_000)]);
    const { send, setAmount } = await depositForm();
    await setAmount('50');
    await send();
    const error = await screen.findByTestId('payment-error');
    expect(error).not.toHaveTextContent(SAFE_TO_RETRY);
    await send();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(REDIRECT));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.key).not.toBe(calls[0]!.key);
  });

  it('another amount after a lost answer is another deposit: a new key', async () => {
    const calls = stubDeposits(['network', 'network', 'network']);
    const { send, setAmount } = await depositForm();
    await setAmount('50');
    await send();
    expect(await screen.findByTestId('payment-error')).toHaveTextContent(SAFE_TO_RETRY);
    await setAmount('60');
    await send();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.key).not.toBe(calls[0]!.key);
    expect(calls[1]!.body).toMatchObject({ amount: 6_000 });
    // The same amount again is the same deposit as the last one sent.
    await send();
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.key).toBe(calls[1]!.key);
  });
});
