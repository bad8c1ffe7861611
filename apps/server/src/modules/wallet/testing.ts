/**
 * Helpers of the wallet's tests: pay in through the real deposit path (create, then answer the gateway page
 * the way a player does, which makes the gateway call back), read balances.
 */
import {
  balanceResponseSchema,
  paymentCreatedSchema,
  WALLET_PATHS,
  type BalanceResponse,
} from '@betline/contracts';
import { randomUUID } from 'node:crypto';
import type { App } from '../../app';
import { registerAndSignIn, type SignedInPlayer } from '../../test/players';
import type { Ledger } from './ledger';

let keySeq = 0;
export function newKey(prefix = 'k'): string {
  keySeq += 1;
  return `${prefix}-${Date.now().toString(36)}-${keySeq}-${Math.random().toString(36).slice(2, 8)}`;
}

export async function getBalance(app: App, headers: Record<string, string>): Promise<BalanceResponse> {
  const res = await app.inject({ method: 'GET', url: WALLET_PATHS.balance, headers });
  if (res.statusCode !== 200) throw new Error(`balance: ${res.statusCode} ${res.body}`);
  return balanceResponseSchema.parse(res.json());
}

/** Answers the gateway page of `redirectUrl` with `outcome`; returns the redirect location. */
export async function answerGateway(
  app: App,
  redirectUrl: string,
  outcome: 'success' | 'fail' | 'cancel' | 'pending',
  extra: Record<string, string> = {},
): Promise<{ statusCode: number; location: string | undefined; body: string }> {
  const url = new URL(redirectUrl, 'http://localhost');
  const sig = url.searchParams.get('sig') ?? '';
  const res = await app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ sig, outcome, ...extra }).toString(),
  });
  const location = res.headers.location;
  return {
    statusCode: res.statusCode,
    location: typeof location === 'string' ? location : undefined,
    body: res.body,
  };
}

export async function createPayment(
  app: App,
  headers: Record<string, string>,
  kind: 'deposits' | 'withdrawals',
  body: { accountId: number; amount: number; method?: string; lng?: string },
  key = newKey(kind),
) {
  const res = await app.inject({
    method: 'POST',
    url: WALLET_PATHS[kind],
    headers: { ...headers, 'idempotency-key': key },
    payload: { method: 'card', ...body },
  });
  return res;
}

/** Deposits `amount` minor units into `accountId` through the gateway (confirmed). */
export async function deposit(
  app: App,
  headers: Record<string, string>,
  accountId: number,
  amount: number,
): Promise<void> {
  const res = await createPayment(app, headers, 'deposits', { accountId, amount });
  if (res.statusCode !== 201) throw new Error(`deposit: ${res.statusCode} ${res.body}`);
  const created = paymentCreatedSchema.parse(res.json());
  const answer = await answerGateway(app, created.redirectUrl, 'success');
  if (answer.statusCode !== 303) throw new Error(`gateway: ${answer.statusCode} ${answer.body}`);
}

/**
 * A new signed-in player whose main account holds `amount` minor units, paid in by a house adjustment (not the
 * deposit path: for tests about what the money is then used for).
 */
export async function fundedPlayer(
  app: App,
  ledger: Ledger,
  { amount, currencyId }: { amount: number; currencyId: number },
): Promise<SignedInPlayer & { main: number }> {
  const me = await registerAndSignIn(app, { currency_id: currencyId });
  const main = (await getBalance(app, me.headers)).active_account_id;
  const house = await ledger.houseAccountId('adjustments', currencyId);
  await ledger.transferAlone({
    key: `test-fund:${randomUUID()}`,
    kind: 'adjustment',
    playerId: me.playerId,
    entries: [
      { accountId: house, amount: -amount },
      { accountId: main, amount },
    ],
  });
  return { ...me, main };
}
