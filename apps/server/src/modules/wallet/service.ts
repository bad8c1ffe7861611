/**
 * The wallet: a player's accounts (main, currency, bonus), deposits and withdrawals through the demo payment
 * gateway, the gateway's signed callbacks, withdrawal holds with approval or cancellation, payment history,
 * and the first-deposit bonus, composed from its use cases (`accounts.ts`, `payments.ts`,
 * `paymentHistory.ts`). Every movement of a player's money goes through the money path (`money.ts`, ADR 0035),
 * which the wallet builds once on its ledger and player protection's gate; other modules receive it as
 * `wallet.money`.
 */
import type {
  ConvertAccountResponse,
  BalanceResponse,
  GatewayCallback,
  Payment,
  PaymentHistoryQuery,
  PaymentMethodId,
  PaymentRequest,
  WalletAccount,
} from '@betline/contracts';
import type { Db, Tx } from '../../db/client';
import { createConversion } from './convert';
import { createAccounts } from './accounts';
import type { WalletContext } from './context';
import { createIdempotencyStore, type IdempotencyStore, type IdempotentAnswer } from './idempotency';
import { createLedger, type Ledger, type LedgerAccountRow } from './ledger';
import { createMoneyPath, type MoneyPath, type OpenGate } from './money';
import { createPaymentHistory } from './paymentHistory';
import { createPayments } from './payments';
import type { PaymentRow } from './shapes';

export type { WalletPlayerProfile } from './context';
export {
  gatewayPagePath,
  returnPath,
  toPayment,
  toWalletAccount,
  WalletFailure,
  type PaymentRow,
} from './shapes';

export interface WalletOptions {
  /** Looks a player up; undefined when there is no such player. */
  playerProfile: WalletContext['playerProfile'];
  /** Identity: the player's own currency becomes another (a converted main account); none: left as it is. */
  setPlayerCurrency?: (playerId: number, currencyId: number, tx: Tx) => Promise<void>;
  /** HMAC secret shared with the payment gateway (callbacks and page links). */
  gatewaySecret: string;
  /** Demo mode: a withdrawal the gateway accepted is approved after this delay (0: at once). Default 60 s. */
  withdrawalApproveDelayMs?: number;
  /**
   * Player protection's money gate (the protection module's `openGate`): every movement of a player's money
   * goes through the money path, which asks it inside the movement's transaction.
   */
  openGate: OpenGate;
  /** Asked before a withdrawal is held (verification's threshold); none: every withdrawal goes on. */
  withdrawalGate?: WalletContext['withdrawalGate'];
  /** Player protection's `offersPaused` (balance answers `offers_paused`); none: never paused. */
  offersPaused?: WalletContext['offersPaused'];
  ledger?: Ledger;
  idempotency?: IdempotencyStore;
  now?: () => Date;
}

/** A payment answer of the wallet's idempotent calls. */
type Created = IdempotentAnswer<{ payment: Payment; redirectUrl: string }> & { replayed: boolean };

/** What the wallet offers the routes, the composition root and the other modules. */
export interface Wallet {
  readonly ledger: Ledger;
  /** The one way a player's money moves (ADR 0035). */
  readonly money: MoneyPath;
  readonly idempotency: IdempotencyStore;
  readonly gatewaySecret: string;
  readonly withdrawalApproveDelayMs: number;
  ensureAccounts(playerId: number): Promise<LedgerAccountRow[]>;
  balance(playerId: number): Promise<BalanceResponse>;
  setActiveAccount(playerId: number, accountId: number): Promise<{ id: number }>;
  addCurrency(playerId: number, currencyId: number): Promise<WalletAccount>;
  removeCurrency(playerId: number, accountId: number): Promise<WalletAccount>;
  /** Converts an account of a retired currency (HRK) at its fixed rate, once (wallet/convert.ts). */
  convertAccount(playerId: number, accountId: number): Promise<ConvertAccountResponse>;
  paymentMethods(currencyId: number): ReturnType<ReturnType<typeof createPayments>['paymentMethods']>;
  createDeposit(playerId: number, request: PaymentRequest, key: string): Promise<Created>;
  createWithdrawal(playerId: number, request: PaymentRequest, key: string): Promise<Created>;
  cancelWithdrawal(
    playerId: number,
    paymentId: number,
    key: string,
  ): Promise<IdempotentAnswer<{ payment: Payment }> & { replayed: boolean }>;
  cancelDeposit(
    playerId: number,
    paymentId: number,
    key: string,
  ): Promise<IdempotentAnswer<{ payment: Payment }> & { replayed: boolean }>;
  resumeDeposit(playerId: number, paymentId: number): Promise<{ payment: Payment; redirectUrl: string }>;
  handleCallback(
    body: GatewayCallback,
    signature: string | undefined,
  ): Promise<{ received: true; applied: boolean; duplicate: boolean }>;
  approveDueWithdrawals(at?: Date): Promise<number>;
  getPayment(id: number): Promise<PaymentRow | undefined>;
  updatePendingDeposit(id: number, method: PaymentMethodId, amount: number): Promise<PaymentRow>;
  cancelPendingDeposits(playerId: number, reason: string): Promise<number>;
  buildCallback(
    row: PaymentRow,
    status: GatewayCallback['status'],
  ): { body: GatewayCallback; signature: string };
  history(
    playerId: number,
    query: PaymentHistoryQuery,
  ): Promise<{ items: Payment[]; total: number; page: number; pageSize: number }>;
  historyCsv(playerId: number, query: Omit<PaymentHistoryQuery, 'page' | 'pageSize'>): Promise<string>;
}

export function createWallet(db: Db, options: WalletOptions): Wallet {
  const ledger = options.ledger ?? createLedger(db);
  const ctx: WalletContext = {
    db,
    ledger,
    money: createMoneyPath({ db, ledger, openGate: options.openGate }),
    idempotency: options.idempotency ?? createIdempotencyStore(db),
    now: options.now ?? (() => new Date()),
    secret: options.gatewaySecret,
    approveDelayMs: options.withdrawalApproveDelayMs ?? 60_000,
    playerProfile: options.playerProfile,
    withdrawalGate: options.withdrawalGate,
    offersPaused: options.offersPaused,
  };
  const accounts = createAccounts(ctx);
  const payments = createPayments(ctx, accounts);
  const paymentHistory = createPaymentHistory(ctx);
  return {
    ledger,
    money: ctx.money,
    idempotency: ctx.idempotency,
    gatewaySecret: ctx.secret,
    withdrawalApproveDelayMs: ctx.approveDelayMs,
    ensureAccounts: (playerId) => db.transaction((tx) => accounts.ensureAccounts(playerId, tx)),
    balance: accounts.balance,
    setActiveAccount: accounts.setActiveAccount,
    addCurrency: accounts.addCurrency,
    removeCurrency: accounts.removeCurrency,
    convertAccount: createConversion({ ...ctx, setPlayerCurrency: options.setPlayerCurrency }).convert,
    ...payments,
    ...paymentHistory,
  };
}
