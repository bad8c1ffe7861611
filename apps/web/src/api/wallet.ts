import type { ConvertAccountResponse } from '@betline/contracts';
import type { BalanceResponse, Payment, WalletAccount } from './types';
import { http } from './client';
import { IDEMPOTENCY_HEADER, WALLET_PATHS, pathWith } from '@betline/contracts/paths';
import { checkAnswer } from './validate';

export type PaymentMethodId = 'card' | 'ewallet' | 'bank';
export interface PaymentMethod {
  id: PaymentMethodId;
  name: string;
  currencyId: number;
  deposit: { min: number; max: number };
  withdrawal: { min: number; max: number };
}

export interface PaymentFilters {
  from?: string;
  to?: string;
  type?: 'deposit' | 'withdrawal';
  status?: 'pending' | 'success' | 'fail' | 'cancel';
  page?: number;
  pageSize?: number;
}

export interface PaymentPage {
  items: Payment[];
  total: number;
  page: number;
  pageSize: number;
}

/** A fresh idempotency key per money-moving intent (a retry of the same intent reuses it). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export async function fetchBalance(signal?: AbortSignal) {
  const { data } = await http.get<unknown>(WALLET_PATHS.balance, { signal, quiet: true });
  return checkAnswer<BalanceResponse>('balanceResponseSchema', data, 'balance');
}

export async function setActiveAccount(id: number) {
  await http.post(WALLET_PATHS.activeAccount, { id }, { quiet: true });
}

export async function addCurrency(currencyId: number) {
  const { data } = await http.post<unknown>(
    WALLET_PATHS.currencies,
    { currency_id: currencyId },
    { quiet: true },
  );
  return checkAnswer<{ success: true; data: { message: string; account?: WalletAccount } }>(
    'currencyChangeResponseSchema',
    data,
    'add currency',
  );
}

export async function removeAccount(id: number) {
  await http.delete(pathWith(WALLET_PATHS.account, { id }), { quiet: true });
}

export async function fetchPaymentMethods(currencyId: number) {
  const { data } = await http.get<unknown>(WALLET_PATHS.paymentMethods, {
    params: { currencyId },
    quiet: true,
  });
  return checkAnswer<{ methods: PaymentMethod[] }>('paymentMethodsResponseSchema', data, 'payment methods');
}

export interface PaymentIntent {
  accountId: number;
  method: PaymentMethodId;
  /** Minor units. */
  amount: number;
  lng: string;
}

async function createPayment(path: string, intent: PaymentIntent, key: string) {
  const { data } = await http.post<unknown>(path, intent, {
    headers: { [IDEMPOTENCY_HEADER]: key },
    quiet: true,
  });
  return checkAnswer<{ payment: Payment; redirectUrl: string }>('paymentCreatedSchema', data, 'payment');
}

export function createDeposit(intent: PaymentIntent, key: string) {
  return createPayment(WALLET_PATHS.deposits, intent, key);
}

export function createWithdrawal(intent: PaymentIntent, key: string) {
  return createPayment(WALLET_PATHS.withdrawals, intent, key);
}

export async function cancelWithdrawal(id: number, key: string) {
  await http.post(pathWith(WALLET_PATHS.cancelWithdrawal, { id }), undefined, {
    headers: { [IDEMPOTENCY_HEADER]: key },
    quiet: true,
  });
}

/** The player cancels a pending deposit (never credited: no money moves). */
export async function cancelDeposit(id: number, key: string) {
  const { data } = await http.post<unknown>(pathWith(WALLET_PATHS.cancelDeposit, { id }), undefined, {
    headers: { [IDEMPOTENCY_HEADER]: key },
    quiet: true,
  });
  return checkAnswer<{ payment: Payment }>('depositCancelledSchema', data, 'cancel deposit');
}

/** The gateway page of a pending deposit, to go on with that same deposit. */
export async function resumeDeposit(id: number) {
  const { data } = await http.get<unknown>(pathWith(WALLET_PATHS.resumeDeposit, { id }), { quiet: true });
  return checkAnswer<{ payment: Payment; redirectUrl: string }>(
    'depositResumeSchema',
    data,
    'resume deposit',
  );
}

function query(filters: PaymentFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') out[key] = value;
  return out;
}

export async function fetchPayments(filters: PaymentFilters, signal?: AbortSignal) {
  const { data } = await http.get<unknown>(WALLET_PATHS.payments, {
    params: query(filters),
    signal,
    quiet: true,
  });
  return checkAnswer<PaymentPage>('paymentHistoryResponseSchema', data, 'payments');
}

/** The CSV export of the same filters (a download link; the session cookie authenticates it). */
export function paymentsCsvUrl(filters: PaymentFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query(filters))) params.set(key, String(value));
  const text = params.toString();
  return text === '' ? WALLET_PATHS.paymentsCsv : `${WALLET_PATHS.paymentsCsv}?${text}`;
}

/** Converts an account of a retired currency (HRK) into euros at the fixed rate; again: the same answer. */
export async function convertAccount(accountId: number): Promise<ConvertAccountResponse> {
  const { data } = await http.post<unknown>(WALLET_PATHS.convertAccount, { accountId }, { quiet: true });
  return checkAnswer<ConvertAccountResponse>('convertAccountResponseSchema', data, 'convert account');
}
