/** The wallet's answers and errors as the wire carries them. */
import type { Payment, WalletAccount } from '@betline/contracts';
import { currencyOf } from '@betline/core';
import { HttpError } from '../../http/errors';
import { pageSignature } from './gateway';
import type { LedgerAccountRow } from './ledger';
import type { payment } from './tables';
import { type PaymentDirection, type PaymentStatus } from './tables';

/** A refusal with the `success: false` shape of the seed's account calls (ERR-019, ERR-020). */
export class WalletFailure extends HttpError {
  constructor(statusCode: number, message: string) {
    super(statusCode, message);
    this.name = 'WalletFailure';
  }
}

export type PaymentRow = typeof payment.$inferSelect;

export function iso(currencyId: number): string {
  return currencyOf(currencyId).iso;
}

export function toWalletAccount(row: LedgerAccountRow): WalletAccount {
  const currency = currencyOf(row.currencyId);
  return {
    id: row.id,
    type: row.type as 0 | 4 | 9,
    iso: currency.iso,
    symbol: currency.symbol,
    money: row.balance,
    currencyId: row.currencyId,
    label: row.label,
    isActive: row.isActive,
    points: row.points,
  };
}

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    type: row.direction,
    method: row.method,
    amount: row.amount,
    currencyId: row.currencyId,
    iso: iso(row.currencyId),
    accountId: row.accountId,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}

/** The seed's return pages: `/{lng}/onpay/<status>` and `/{lng}/onpay/withdraw/<status>`. */
export function returnPath(direction: PaymentDirection, lng: string, status: PaymentStatus): string {
  return direction === 'deposit' ? `/${lng}/onpay/${status}` : `/${lng}/onpay/withdraw/${status}`;
}

export function gatewayPagePath(secret: string, paymentId: number): string {
  return `/web-api/wallet/gateway/${paymentId}?sig=${pageSignature(secret, paymentId)}`;
}
