/**
 * The double-entry ledger: the only code that writes balances. Other modules never reach it: they move a
 * player's money through the wallet's money path (`./money.ts`), which asks player protection first and then
 * posts here.
 *
 * A transfer is one database transaction: it records the transaction (unique idempotency key) with its entries,
 * then updates each account's balance with a guarded `update ... where balance + amount >= 0` in ascending
 * account id order (so concurrent transfers lock rows in one order and never deadlock). A player account that
 * would go negative refuses the whole transfer (422); a database CHECK backs the guard up.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { insertMany } from '../../db/bulk';
import type { Db, Executor, Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import {
  HOUSE_STRIPES,
  ledgerAccount,
  ledgerEntry,
  ledgerTransaction,
  type AccountType,
  type HouseAccount,
} from './tables';

export type LedgerAccountRow = typeof ledgerAccount.$inferSelect;

export interface TransferEntry {
  accountId: number;
  /** Signed minor units: positive raises the account's balance, negative lowers it. */
  amount: number;
}

export interface TransferInput {
  /** Unique business key: posting it again with the same entries changes nothing and answers the first post. */
  key: string;
  kind: string;
  /** The player concerned (history), if any. */
  playerId?: number | null;
  entries: readonly TransferEntry[];
  meta?: Record<string, unknown>;
}

export interface TransferManyResult {
  /** Transfers posted now. */
  posted: number;
  /** Keys posted before with the same entries: nothing moved for them this time. */
  replayed: string[];
}

export interface TransferResult {
  transactionId: number;
  /** True when the key had been posted before: nothing moved this time. */
  replayed: boolean;
  /** Balances after the transfer, by account id (only when not replayed). */
  balances: Record<number, number>;
}

/** A player account would go below zero: the transfer is refused, nothing moves. */
export class InsufficientFundsError extends HttpError {
  constructor(
    readonly accountId: number,
    readonly balance: number,
    readonly requested: number,
  ) {
    super(
      422,
      `Insufficient funds on account ${accountId}: balance ${balance} minor units, ${requested} requested`,
    );
    this.name = 'InsufficientFundsError';
  }
}

/** The key was posted before with other entries. */
export class LedgerConflictError extends HttpError {
  constructor(key: string) {
    super(409, `Ledger key '${key}' was already posted with different entries`);
    this.name = 'LedgerConflictError';
  }
}

/** An entry names a closed account: nothing moves. */
export class AccountClosedError extends HttpError {
  constructor(readonly accountId: number) {
    super(409, `Account ${accountId} is closed`);
    this.name = 'AccountClosedError';
  }
}

/** A transfer that can never be posted (unbalanced, unknown account, mixed currencies...). */
export class LedgerInputError extends HttpError {
  constructor(message: string) {
    super(400, message);
    this.name = 'LedgerInputError';
  }
}

function entriesHash(kind: string, entries: readonly TransferEntry[]): string {
  const canonical = [...entries]
    .sort((a, b) => a.accountId - b.accountId)
    .map((e) => `${e.accountId}:${e.amount}`)
    .join(',');
  return createHash('sha256').update(`${kind}|${canonical}`).digest('hex');
}

function validate(input: TransferInput): void {
  if (typeof input.key !== 'string' || input.key.length === 0 || input.key.length > 200) {
    throw new LedgerInputError('A transfer needs a key of 1 to 200 characters');
  }
  if (input.entries.length < 2) throw new LedgerInputError('A transfer needs at least two entries');
  const seen = new Set<number>();
  let sum = 0n;
  for (const entry of input.entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) {
      throw new LedgerInputError(`Entry amount ${entry.amount} is not a non-zero integer of minor units`);
    }
    if (seen.has(entry.accountId)) {
      throw new LedgerInputError(`Account ${entry.accountId} appears twice in one transfer`);
    }
    seen.add(entry.accountId);
    sum += BigInt(entry.amount);
  }
  if (sum !== 0n)
    throw new LedgerInputError(`The entries of a transfer must sum to zero (they sum to ${sum})`);
}

export interface OpenAccountInput {
  playerId: number;
  type: AccountType;
  currencyId: number;
  label?: string;
  isActive?: boolean;
}

export interface LedgerAudit {
  /** Transactions whose entries do not sum to zero (must be empty). */
  unbalancedTransactions: number[];
  /** Accounts whose balance differs from the sum of their entries (must be empty). */
  driftedAccounts: { id: number; balance: number; entries: number }[];
}

export function createLedger(db: Db) {
  /**
   * House account ids by purpose and currency, once known. A house account is never removed and its id never
   * changes, so every bet, payout and deposit after the first skips the lookup. Only committed rows are
   * remembered: under read committed a row another transaction created is seen once committed, and a row this
   * transaction created (which a rollback would undo) is known by `createdIn`.
   */
  const houseIds = new Map<string, number>();
  const createdIn = new WeakMap<object, Set<string>>();

  /**
   * The house account of a purpose and currency. With `spread` (a player id, say) it is one of the purpose's
   * `HOUSE_STRIPES` stripes, chosen by `spread`: transfers of different players then update different rows
   * and do not queue for one row's lock until their commit (a single bets row capped placement at a few
   * hundred bets a second). Without it, stripe 0.
   */
  async function houseAccountId(
    house: HouseAccount,
    currencyId: number,
    tx?: Tx,
    spread?: number,
  ): Promise<number> {
    const stripe = spread === undefined ? 0 : Math.abs(Math.trunc(spread)) % HOUSE_STRIPES;
    const cacheKey = `${house}:${currencyId}:${stripe}`;
    const known = houseIds.get(cacheKey);
    if (known !== undefined) return known;
    const run = tx ?? db;
    const where = and(
      isNull(ledgerAccount.playerId),
      eq(ledgerAccount.house, house),
      eq(ledgerAccount.currencyId, currencyId),
      eq(ledgerAccount.stripe, stripe),
    );
    const found = await run.select({ id: ledgerAccount.id }).from(ledgerAccount).where(where);
    if (found[0]) {
      if (!tx || !createdIn.get(tx)?.has(cacheKey)) houseIds.set(cacheKey, found[0].id);
      return found[0].id;
    }
    if (tx) createdIn.set(tx, (createdIn.get(tx) ?? new Set()).add(cacheKey));
    await run
      .insert(ledgerAccount)
      .values({
        house,
        currencyId,
        stripe,
        label: stripe === 0 ? `house:${house}` : `house:${house}#${stripe}`,
      })
      .onConflictDoNothing();
    const created = await run.select({ id: ledgerAccount.id }).from(ledgerAccount).where(where);
    if (!created[0]) throw new Error(`house account ${house}/${currencyId}#${stripe} could not be created`);
    return created[0].id;
  }

  async function openAccount(input: OpenAccountInput, run: Executor = db): Promise<LedgerAccountRow> {
    const [row] = await run
      .insert(ledgerAccount)
      .values({
        playerId: input.playerId,
        type: input.type,
        currencyId: input.currencyId,
        label: input.label ?? '',
        isActive: input.isActive ?? false,
      })
      .returning();
    if (!row) throw new Error('account insert returned nothing');
    return row;
  }

  /** Why a guarded balance update of `accountId` changed nothing: unknown, closed or short of money. */
  async function refusalOf(t: Tx, accountId: number, amount: number): Promise<Error> {
    const [current] = await t
      .select({ balance: ledgerAccount.balance, closedAt: ledgerAccount.closedAt })
      .from(ledgerAccount)
      .where(eq(ledgerAccount.id, accountId));
    if (!current) return new LedgerInputError(`Unknown ledger account(s): ${accountId}`);
    if (current.closedAt) return new AccountClosedError(accountId);
    return new InsufficientFundsError(accountId, current.balance, -amount);
  }

  /**
   * Posts one transfer in 1 + (number of entries) statements, the money path of every bet and payment:
   * 1. the transaction row and its entries in one statement (the key's unique index makes a second post a
   *    no-op: no row comes back, and the stored transaction answers it as a replay or a conflict);
   * 2. each balance by a guarded update, in ascending account id order, answering the account's currency.
   * An unknown or closed account, a player account that would go below zero or a second currency throws
   * after some of those writes: the caller's transaction must roll back, which every caller does by letting
   * the error through. Only the money path (`./money.ts`) and the wallet's own seeds call it.
   */
  async function transfer(input: TransferInput, t: Tx): Promise<TransferResult> {
    validate(input);
    const hash = entriesHash(input.kind, input.entries);
    {
      const sorted = [...input.entries].sort((a, b) => a.accountId - b.accountId);
      const first = sorted[0]!.accountId;
      const values = sql.join(
        sorted.map((e) => sql`(${e.accountId}::integer, ${e.amount}::bigint)`),
        sql`, `,
      );
      let posted: { rows: { transaction_id: string | number; currency_id: number }[] };
      try {
        posted = (await t.execute(sql`
          with posted as (
            insert into ${ledgerTransaction} (key, kind, player_id, currency_id, entries_hash, meta)
            select ${input.key}, ${input.kind}, ${input.playerId ?? null}::integer, a.currency_id, ${hash},
              ${JSON.stringify(input.meta ?? {})}::jsonb
            from ${ledgerAccount} a where a.id = ${first}
            on conflict (key) do nothing
            returning id, currency_id
          )
          insert into ${ledgerEntry} (transaction_id, account_id, amount)
          select posted.id, e.account_id, e.amount from posted cross join (values ${values}) as e(account_id, amount)
          returning transaction_id, (select currency_id from posted) as currency_id`)) as typeof posted;
      } catch (error) {
        // An entry naming an account that does not exist (its foreign key).
        if (
          (error as { code?: string; cause?: { code?: string } }).code === '23503' ||
          (error as { cause?: { code?: string } }).cause?.code === '23503'
        ) {
          throw new LedgerInputError(
            `Unknown ledger account(s): ${sorted.map((e) => e.accountId).join(', ')}`,
          );
        }
        throw error;
      }
      const row = posted.rows[0];
      if (!row) {
        const [existing] = await t
          .select({ id: ledgerTransaction.id, entriesHash: ledgerTransaction.entriesHash })
          .from(ledgerTransaction)
          .where(eq(ledgerTransaction.key, input.key));
        // No transaction under the key: the first account does not exist.
        if (!existing) throw new LedgerInputError(`Unknown ledger account(s): ${first}`);
        if (existing.entriesHash !== hash) throw new LedgerConflictError(input.key);
        return { transactionId: existing.id, replayed: true, balances: {} };
      }
      const transactionId = Number(row.transaction_id);
      const currencyId = Number(row.currency_id);
      const balances: Record<number, number> = {};
      for (const entry of sorted) {
        const delta = sql`${entry.amount}::bigint`;
        const [updated] = await t
          .update(ledgerAccount)
          .set({ balance: sql`${ledgerAccount.balance} + ${delta}` })
          .where(
            and(
              eq(ledgerAccount.id, entry.accountId),
              isNull(ledgerAccount.closedAt),
              or(isNull(ledgerAccount.playerId), sql`${ledgerAccount.balance} + ${delta} >= 0`),
            ),
          )
          .returning({ balance: ledgerAccount.balance, currencyId: ledgerAccount.currencyId });
        if (!updated) throw await refusalOf(t, entry.accountId, entry.amount);
        if (updated.currencyId !== currencyId) {
          throw new LedgerInputError('All entries of a transfer must be in one currency');
        }
        balances[entry.accountId] = updated.balance;
      }
      return { transactionId, replayed: false, balances };
    }
  }

  /** A transfer in a transaction of its own (seeds and tests that fund an account). */
  function transferAlone(input: TransferInput): Promise<TransferResult> {
    return db.transaction((tx) => transfer(input, tx));
  }

  /**
   * Posts many transfers in the caller's transaction with a handful of statements instead of a few per
   * transfer (settlement pays thousands of coupons at once). Same rules as `transfer`: each key is posted
   * once (a key posted before with the same entries is skipped and reported as replayed, with other entries
   * it is a conflict), every account must exist, be open and hold one currency per transfer, and no player
   * account may end below zero. The accounts are locked first, in ascending id order (the order `transfer`
   * uses), then every balance moves by its net amount in one update: the non-negative guard applies to each
   * account's balance after the whole batch, and a refusal throws and rolls the caller's transaction back.
   */
  async function transferMany(inputs: readonly TransferInput[], tx: Tx): Promise<TransferManyResult> {
    if (inputs.length === 0) return { posted: 0, replayed: [] };
    const keys = new Set<string>();
    for (const input of inputs) {
      validate(input);
      if (keys.has(input.key))
        throw new LedgerInputError(`Ledger key '${input.key}' appears twice in one batch`);
      keys.add(input.key);
    }
    const ids = [...new Set(inputs.flatMap((input) => input.entries.map((e) => e.accountId)))].sort(
      (a, b) => a - b,
    );
    const accounts = await tx
      .select({
        id: ledgerAccount.id,
        currencyId: ledgerAccount.currencyId,
        closedAt: ledgerAccount.closedAt,
      })
      .from(ledgerAccount)
      .where(inArray(ledgerAccount.id, ids))
      .orderBy(asc(ledgerAccount.id))
      .for('no key update');
    const byId = new Map(accounts.map((a) => [a.id, a]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0) throw new LedgerInputError(`Unknown ledger account(s): ${missing.join(', ')}`);
    const closed = accounts.find((a) => a.closedAt !== null);
    if (closed) throw new AccountClosedError(closed.id);
    const currencyOf = (input: TransferInput): number => {
      const currencies = new Set(input.entries.map((e) => byId.get(e.accountId)!.currencyId));
      if (currencies.size !== 1)
        throw new LedgerInputError('All entries of a transfer must be in one currency');
      return [...currencies][0]!;
    };
    const rows = inputs.map((input) => ({
      key: input.key,
      kind: input.kind,
      playerId: input.playerId ?? null,
      currencyId: currencyOf(input),
      entriesHash: entriesHash(input.kind, input.entries),
      meta: input.meta ?? {},
    }));
    const inserted = await insertMany(tx, ledgerTransaction, rows, { onConflictDoNothing: true });
    const idByKey = new Map(inserted.map((r) => [r.key, r.id]));
    const replayed = rows.filter((r) => !idByKey.has(r.key));
    if (replayed.length > 0) {
      const existing = await tx
        .select({ key: ledgerTransaction.key, entriesHash: ledgerTransaction.entriesHash })
        .from(ledgerTransaction)
        .where(
          inArray(
            ledgerTransaction.key,
            replayed.map((r) => r.key),
          ),
        );
      const hashOf = new Map(existing.map((e) => [e.key, e.entriesHash]));
      for (const r of replayed) if (hashOf.get(r.key) !== r.entriesHash) throw new LedgerConflictError(r.key);
    }
    const posted = inputs.filter((input) => idByKey.has(input.key));
    if (posted.length === 0) return { posted: 0, replayed: replayed.map((r) => r.key) };

    const net = new Map<number, number>();
    for (const input of posted)
      for (const e of input.entries) net.set(e.accountId, (net.get(e.accountId) ?? 0) + e.amount);
    const moves = [...net].filter(([, amount]) => amount !== 0).sort(([a], [b]) => a - b);
    if (moves.length > 0) {
      const values = sql.join(
        moves.map(([id, amount]) => sql`(${id}::integer, ${amount}::bigint)`),
        sql`, `,
      );
      const updated = (await tx.execute(
        sql`update ${ledgerAccount} as a set balance = a.balance + d.amount
            from (values ${values}) as d(id, amount)
            where a.id = d.id and (a.player_id is null or a.balance + d.amount >= 0)
            returning a.id`,
      )) as unknown as { rows: { id: number }[] };
      if (updated.rows.length !== moves.length) {
        const moved = new Set(updated.rows.map((r) => Number(r.id)));
        const [id, amount] = moves.find(([accountId]) => !moved.has(accountId))!;
        const [current] = await tx
          .select({ balance: ledgerAccount.balance })
          .from(ledgerAccount)
          .where(eq(ledgerAccount.id, id));
        throw new InsufficientFundsError(id, current?.balance ?? 0, -amount);
      }
    }
    await insertMany(
      tx,
      ledgerEntry,
      posted.flatMap((input) =>
        input.entries.map((e) => ({
          transactionId: idByKey.get(input.key)!,
          accountId: e.accountId,
          amount: e.amount,
        })),
      ),
      { returning: false },
    );
    return { posted: posted.length, replayed: replayed.map((r) => r.key) };
  }

  async function account(id: number, run: Executor = db): Promise<LedgerAccountRow | undefined> {
    const [row] = await run.select().from(ledgerAccount).where(eq(ledgerAccount.id, id));
    return row;
  }

  /** The player's open accounts, oldest first. */
  async function accountsOf(playerId: number, run: Executor = db): Promise<LedgerAccountRow[]> {
    return run
      .select()
      .from(ledgerAccount)
      .where(and(eq(ledgerAccount.playerId, playerId), isNull(ledgerAccount.closedAt)))
      .orderBy(asc(ledgerAccount.id));
  }

  /** Checks the ledger's invariants over every transaction and account. */
  async function audit(run: Executor = db): Promise<LedgerAudit> {
    const unbalanced = (await run.execute(
      sql`select transaction_id::int as id from ledger_entry group by transaction_id having sum(amount) <> 0`,
    )) as unknown as { rows: { id: number }[] };
    const drifted = (await run.execute(
      sql`select a.id, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as entries
          from ledger_account a left join ledger_entry e on e.account_id = a.id
          group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`,
    )) as unknown as { rows: { id: number; balance: string; entries: string }[] };
    return {
      unbalancedTransactions: unbalanced.rows.map((r) => r.id),
      driftedAccounts: drifted.rows.map((r) => ({
        id: r.id,
        balance: Number(r.balance),
        entries: Number(r.entries),
      })),
    };
  }

  return { houseAccountId, openAccount, transfer, transferAlone, transferMany, account, accountsOf, audit };
}

export type Ledger = ReturnType<typeof createLedger>;
