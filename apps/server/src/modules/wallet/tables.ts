/**
 * Tables of the wallet module: a double-entry ledger (accounts, transactions, entries), the idempotency
 * store of money-moving requests, payments (deposits and withdrawals through the demo gateway), the gateway's
 * callback events (replay protection) and the once-only first-deposit bonus.
 *
 * Amounts are integers in minor units of the account's currency (`bigint` columns read as JS numbers: every
 * amount stays below Number.MAX_SAFE_INTEGER, which the service checks).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { player } from '../identity/tables';

/** Account types of the wire (SPEC §3, §9): 0 main, 4 bonus, 9 currency. */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

/**
 * House accounts (one per currency): the other side of every player movement. Their balances are the
 * house's view (money that came in through deposits is a negative balance of `deposits`, and so on), so they
 * may go negative; player accounts never may.
 */
export const HOUSE_ACCOUNTS = [
  'deposits',
  'withdrawals',
  'withdrawal_holds',
  'bets',
  'wins',
  'bonuses',
  'adjustments',
] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

/** Rows a house purpose of one currency is spread over (see `ledgerAccount.stripe`). */
export const HOUSE_STRIPES = 16;

/**
 * A ledger account: a player's (main, currency or bonus) or the house's. `balance` is a cached sum of the
 * account's entries, changed only by the ledger, in the same database transaction as the entries.
 */
export const ledgerAccount = pgTable(
  'ledger_account',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The owner; null for a house account. */
    playerId: integer('player_id').references(() => player.id),
    /** 0 main, 4 bonus, 9 currency; null for a house account. */
    type: smallint('type'),
    /** The house account's purpose; null for a player account. */
    house: text('house').$type<HouseAccount>(),
    /** An id of `CURRENCIES` of @betline/core. */
    currencyId: smallint('currency_id').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    label: text('label').notNull().default(''),
    /** The player's active account (exactly one per player). */
    isActive: boolean('is_active').notNull().default(false),
    points: integer('points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the player removed the currency; a closed account takes no more entries. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * A house account's stripe: a busy purpose (bets, wins) of one currency is spread over `HOUSE_STRIPES`
     * rows, so that bets of different players never wait for one row's lock. The purpose's balance is the sum
     * of its stripes. Always 0 for a player account.
     */
    stripe: smallint('stripe').notNull().default(0),
  },
  (t) => [
    check('ledger_account_player_not_negative', sql`${t.playerId} is null or ${t.balance} >= 0`),
    check(
      'ledger_account_owner',
      sql`(${t.playerId} is not null and ${t.type} in (0, 4, 9) and ${t.house} is null) or (${t.playerId} is null and ${t.type} is null and ${t.house} is not null)`,
    ),
    check('ledger_account_currency', sql`${t.currencyId} between 1 and 999`),
    check('ledger_account_stripe', sql`${t.stripe} >= 0 and (${t.playerId} is null or ${t.stripe} = 0)`),
    uniqueIndex('ledger_account_house_stripe_unique')
      .on(t.house, t.currencyId, t.stripe)
      .where(sql`${t.playerId} is null`),
    // One open main account per player (a converted main account is closed and replaced: wallet/convert.ts).
    uniqueIndex('ledger_account_main_unique')
      .on(t.playerId)
      .where(sql`${t.type} = 0 and ${t.closedAt} is null`),
    // Main and currency accounts: one open account per currency.
    uniqueIndex('ledger_account_money_currency_unique')
      .on(t.playerId, t.currencyId)
      .where(sql`${t.type} in (0, 9) and ${t.closedAt} is null`),
    uniqueIndex('ledger_account_bonus_currency_unique')
      .on(t.playerId, t.currencyId)
      .where(sql`${t.type} = 4 and ${t.closedAt} is null`),
    uniqueIndex('ledger_account_active_unique')
      .on(t.playerId)
      .where(sql`${t.isActive}`),
  ],
);

/**
 * A ledger transaction: one business event (a deposit credited, a withdrawal held, a bet staked...), posted
 * once per idempotency key. Its entries sum to zero.
 */
export const ledgerTransaction = pgTable(
  'ledger_transaction',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** Unique business key (`payment:12:credit`, a coupon id...): a second post with it changes nothing. */
    key: text('key').notNull(),
    /** What happened: deposit, withdrawal_hold, withdrawal_release, withdrawal_payout, bonus, bet, win... */
    kind: text('kind').notNull(),
    /** The player concerned, if any (for history queries). */
    playerId: integer('player_id'),
    currencyId: smallint('currency_id').notNull(),
    /** SHA-256 of the canonical entries: a repost with the same key must carry the same entries. */
    entriesHash: text('entries_hash').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transaction_key_unique').on(t.key),
    index('ledger_transaction_player_idx').on(t.playerId, t.createdAt),
  ],
);

/** One leg of a transaction: a signed amount on one account (positive raises the account's balance). */
export const ledgerEntry = pgTable(
  'ledger_entry',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransaction.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccount.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('ledger_entry_amount_not_zero', sql`${t.amount} <> 0`),
    index('ledger_entry_account_idx').on(t.accountId),
    index('ledger_entry_transaction_idx').on(t.transactionId),
  ],
);

/**
 * Idempotency keys of money-moving requests, kept at least 24 h (`expires_at`). The same key with the same
 * parameters answers the stored result; with other parameters a 409.
 */
export const idempotencyRecord = pgTable(
  'idempotency_record',
  {
    /** The operation (`wallet.withdrawal.create`...). */
    scope: text('scope').notNull(),
    /** The player who sent the key (keys are per player). */
    ownerId: integer('owner_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the canonical request parameters. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.ownerId, t.key] }),
    index('idempotency_record_expires_idx').on(t.expiresAt),
  ],
);

export const PAYMENT_DIRECTIONS = ['deposit', 'withdrawal'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];
export const PAYMENT_STATUSES = ['pending', 'success', 'fail', 'cancel'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A deposit or a withdrawal through the payment gateway. */
export const payment = pgTable(
  'payment',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => player.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccount.id),
    direction: text('direction').$type<PaymentDirection>().notNull(),
    method: text('method').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currencyId: smallint('currency_id').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    /** Language of the return pages (`/{lng}/onpay/...`). */
    lng: text('lng').notNull().default('en'),
    /** Withdrawals: when the demo approval may pay it out (set once the gateway accepted it). */
    approveAfter: timestamp('approve_after', { withTimezone: true }),
    /** Why it failed or was refused, for the history. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('payment_amount_positive', sql`${t.amount} > 0`),
    check('payment_direction', sql`${t.direction} in ('deposit', 'withdrawal')`),
    check('payment_status', sql`${t.status} in ('pending', 'success', 'fail', 'cancel')`),
    index('payment_player_created_idx').on(t.playerId, t.createdAt),
    index('payment_approve_idx')
      .on(t.approveAfter)
      .where(sql`${t.status} = 'pending' and ${t.direction} = 'withdrawal'`),
  ],
);

/** Callbacks received from the gateway, by their event id: a replayed callback finds its id here. */
export const gatewayEvent = pgTable('gateway_event', {
  eventId: text('event_id').primaryKey(),
  paymentId: integer('payment_id')
    .notNull()
    .references(() => payment.id),
  status: text('status').notNull(),
  applied: boolean('applied').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The first-deposit bonus, granted at most once per player (the primary key). */
export const firstDepositBonus = pgTable('first_deposit_bonus', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => player.id),
  /** first_deposit_bonus_choice at the time: 1 sports, 2 casino. */
  choice: smallint('choice').notNull(),
  paymentId: integer('payment_id')
    .notNull()
    .references(() => payment.id),
  accountId: integer('account_id')
    .notNull()
    .references(() => ledgerAccount.id),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
