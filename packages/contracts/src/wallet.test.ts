import { describe, expect, it } from 'vitest';
import {
  addCurrencyRequestSchema,
  idempotencyHeadersSchema,
  paymentHistoryQuerySchema,
  moneyRefusalSchema,
  paymentRequestSchema,
  walletAccountSchema,
} from './wallet';

describe('wallet contracts', () => {
  it('ACC-002 ACC-004 an account has id, type (0, 4 or 9), iso, symbol, money, currencyId, label, isActive, points', () => {
    const account = {
      id: 1,
      type: 9,
      iso: 'EUR',
      symbol: '€',
      money: 2_500,
      currencyId: 3,
      label: 'EUR account',
      isActive: false,
      points: 0,
    };
    expect(walletAccountSchema.parse(account)).toEqual(account);
    expect(walletAccountSchema.safeParse({ ...account, type: 1 }).success).toBe(false);
    expect(walletAccountSchema.safeParse({ ...account, money: 1.5 }).success).toBe(false);
  });

  it('add currency takes a known currency id (1 RUB .. 10 TRY)', () => {
    expect(addCurrencyRequestSchema.parse({ currency_id: 10 })).toEqual({ currency_id: 10 });
    expect(addCurrencyRequestSchema.safeParse({ currency_id: 11 }).success).toBe(false);
    expect(addCurrencyRequestSchema.safeParse({ currency_id: 0 }).success).toBe(false);
  });

  it('payments are integer minor units with a known method; the language defaults to en', () => {
    expect(paymentRequestSchema.parse({ accountId: 1, method: 'card', amount: 100 })).toMatchObject({
      lng: 'en',
    });
    expect(paymentRequestSchema.safeParse({ accountId: 1, method: 'card', amount: 0 }).success).toBe(false);
    expect(paymentRequestSchema.safeParse({ accountId: 1, method: 'card', amount: 1.25 }).success).toBe(
      false,
    );
    expect(paymentRequestSchema.safeParse({ accountId: 1, method: 'cash', amount: 100 }).success).toBe(false);
  });

  it('an Idempotency-Key is 1 to 200 safe characters; other headers pass through', () => {
    const parsed = idempotencyHeadersSchema.parse({ 'idempotency-key': 'a-1:b_2.c', cookie: 'x=1' });
    expect(parsed).toMatchObject({ cookie: 'x=1' });
    expect(idempotencyHeadersSchema.safeParse({}).success).toBe(false);
    expect(idempotencyHeadersSchema.safeParse({ 'idempotency-key': 'has space' }).success).toBe(false);
    expect(idempotencyHeadersSchema.safeParse({ 'idempotency-key': 'x'.repeat(201) }).success).toBe(false);
  });

  it('history filters: dates, type, status and pages with defaults', () => {
    expect(paymentHistoryQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(paymentHistoryQuerySchema.parse({ from: '2026-01-01', page: '2' })).toMatchObject({ page: 2 });
    expect(paymentHistoryQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(paymentHistoryQuerySchema.safeParse({ status: 'done' }).success).toBe(false);
  });

  it('a payment refusal of player protection keeps its code and what it still allows', () => {
    const refusal = {
      statusCode: 403,
      error: 'Forbidden',
      message: 'the deposit limit allows 40.00 EUR more',
      code: 'deposit_limit',
      limitType: 1,
      stillAllowed: 4_000,
    };
    expect(moneyRefusalSchema.parse(refusal)).toEqual(refusal);
    expect(moneyRefusalSchema.safeParse({ ...refusal, stillAllowed: '40.00' }).success).toBe(false);
    expect(moneyRefusalSchema.safeParse({ statusCode: 404, error: 'Not Found', message: 'x' }).success).toBe(
      true,
    );
  });
});
