/**
 * The money path: the one port through which a player's money moves (deposit confirmation, withdrawal hold,
 * release and payout, bet stake, win, void refund, cash-out, casino stake and win, bonus credit, wagering
 * conversion, adjustment). Inside the caller's transaction (a `Tx`: there is no way to call it outside one) it
 *   1. takes the money lock of every player concerned and asks player protection, through the gate it was
 *      given, whether each movement is allowed at this moment (`decideMovement` of @betline/core: limits with
 *      the tightest period, time-out, self-exclusion, ban, session limit, the amount as it is now);
 *   2. locks the accounts concerned in ascending id order and decides each movement, in order, against the
 *      balance the earlier ones left;
 *   3. writes the ledger entries of the movements it allowed (one idempotent ledger transaction each).
 * Only this file and the ledger behind it read, lock or write the ledger's tables for another module.
 * A refusal is a `MoneyRefused` with a stable code, or the ledger's `InsufficientFundsError` /
 * `AccountClosedError`; nothing of a refused movement is written.
 */
import {
  currencyOf,
  formatMinor,
  LIMIT_TYPE,
  type MovementDecision,
  type MovementGate,
  type MovementKind,
  type MovementRequest,
} from '@betline/core';
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import {
  AccountClosedError,
  InsufficientFundsError,
  type Ledger,
  type LedgerAccountRow,
  type TransferInput,
} from './ledger';

export { AccountClosedError, InsufficientFundsError, type LedgerAccountRow };
import { ledgerAccount, type AccountType, type HouseAccount } from './tables';

/** Locks the players and reads their protection (the protection module's `openGate`). */
export type OpenGate = (
  tx: Tx,
  wanted: readonly { playerId: number; currency: string; kind: MovementKind }[],
) => Promise<MovementGate>;

/** Movements that take money out of the player's account; every other kind puts money in. */
const OUTGOING: ReadonlySet<MovementKind> = new Set(['stake', 'withdrawal', 'removal']);

export interface Movement {
  kind: MovementKind;
  playerId: number;
  /** The player's account the money leaves or reaches. */
  accountId: number;
  /** Positive minor units. */
  amount: number;
  /** The house account on the other side. */
  house: HouseAccount;
  /** Spread the house side over its stripes by the player's id (busy purposes: bets, wins). */
  striped?: boolean;
  /** The ledger transaction's kind (`bet`, `casino_stake`, `win`, `deposit`, ...). */
  ledgerKind: string;
  /** When the session asking for a stake started (the session limit), epoch ms. */
  sessionStartedAt?: number | null;
  /** A pending deposit the usage already counts (see `MovementRequest.counted`). */
  counted?: { amount: number; at: number } | null;
}

export interface Posting {
  /** The ledger's idempotency key of this movement. */
  key: string;
  meta?: Record<string, unknown>;
}

/** A movement protection refused: 403 with its stable code and what the player needs to know. */
export class MoneyRefused extends HttpError {
  constructor(
    readonly decision: Exclude<MovementDecision, { ok: true }>,
    readonly kind: MovementKind,
    readonly currency: string,
  ) {
    super(403, refusalMessage(decision, kind, currency), decision.code, undefined, refusalFields(decision));
    this.name = 'MoneyRefused';
  }
}

/**
 * A stake the money path refused, as the 403 a game's route answers: "`what` are refused: <why>", the route's own
 * `code`, and the reason and what is still allowed for the client to show.
 */
export function refusedStake(error: MoneyRefused, what: string, code: string): HttpError {
  const { decision } = error;
  return new HttpError(403, `${what} are refused: ${error.message}`, code, undefined, {
    reason: decision.code,
    ...error.extra,
    ...('stillAllowed' in decision ? { allowed: decision.stillAllowed } : {}),
  });
}

/** Money as a player reads it: `40.00 EUR`. */
export function formatMoney(minor: number, currency: string): string {
  return `${formatMinor(minor, currency)} ${currency}`;
}

const WHAT: Record<MovementKind, string> = {
  deposit: 'deposits',
  withdrawal: 'withdrawals',
  stake: 'bets and games',
  bonus: 'bonuses',
  payback: 'payments',
  adjustment: 'adjustments',
  removal: 'bonus removals',
};

function refusalMessage(
  decision: Exclude<MovementDecision, { ok: true }>,
  kind: MovementKind,
  currency: string,
): string {
  switch (decision.code) {
    case 'banned':
      return `your account is restricted: ${WHAT[kind]} are not possible`;
    case 'excluded':
      return `${decision.limitType === LIMIT_TYPE.SELF_EXCLUSION ? 'self-excluded' : 'time-out'} until ${new Date(decision.until).toISOString()}: ${WHAT[kind]} are refused until then`;
    case 'session_limit':
      return `your session limit ended this session at ${new Date(decision.endedAt).toISOString()}`;
    case 'deposit_limit':
      return `over your deposit limit: you can deposit ${formatMoney(decision.stillAllowed, currency)} more now`;
    case 'wagering_limit':
      return `over your wagering limit: you can stake ${formatMoney(decision.stillAllowed, currency)} more now`;
    case 'loss_limit':
      return `over your loss limit: you can stake ${formatMoney(decision.stillAllowed, currency)} more now`;
  }
}

function refusalFields(decision: Exclude<MovementDecision, { ok: true }>): Record<string, string | number> {
  switch (decision.code) {
    case 'banned':
      return { banLevel: decision.banLevel };
    case 'excluded':
      return { limitType: decision.limitType, until: new Date(decision.until).toISOString() };
    case 'session_limit':
      return { endedAt: new Date(decision.endedAt).toISOString() };
    default:
      return { limitType: decision.limitType, stillAllowed: decision.stillAllowed };
  }
}

/** What a planned movement came to: allowed (with the balance it leaves), or why not. */
export type PlannedOutcome =
  | { ok: true; balance: number }
  | { ok: false; error: MoneyRefused | InsufficientFundsError | AccountClosedError | HttpError };

/** Players whose money lock a plan takes with its own movements' players (one sorted lock statement). */
export interface PlanOptions {
  /**
   * Players locked along with the movements' players although no movement of theirs is planned yet (a
   * settlement batch that may convert their bonuses after its payouts: their lock is taken before any account
   * row, in the same order every other movement takes it).
   */
  alsoLock?: readonly { playerId: number; currency: string }[];
}

export interface MoneyPlan {
  readonly outcomes: readonly PlannedOutcome[];
  /**
   * Writes the allowed movements, each under its posting (same index as the planned movement); a posting for
   * a refused movement is an error. Answers the keys that had been posted before (replays: nothing moved).
   */
  post(postings: ReadonlyMap<number, Posting>): Promise<string[]>;
}

export interface MoneyPathOptions {
  db: Db;
  ledger: Ledger;
  openGate: OpenGate;
}

export function createMoneyPath({ db, ledger, openGate }: MoneyPathOptions) {
  /**
   * Decides movements in order (see the module comment) in the caller's transaction; nothing is written until
   * `post`. The house accounts are found (or created and committed) before a placement's transaction by
   * `prepareHouse` where many transactions would create the same one at once.
   */
  async function plan(tx: Tx, movements: readonly Movement[], options: PlanOptions = {}): Promise<MoneyPlan> {
    const accountIds = [...new Set(movements.map((m) => m.accountId))];
    const owned =
      accountIds.length === 0
        ? []
        : await tx
            .select({
              id: ledgerAccount.id,
              playerId: ledgerAccount.playerId,
              currencyId: ledgerAccount.currencyId,
            })
            .from(ledgerAccount)
            .where(inArray(ledgerAccount.id, accountIds));
    const ownerOf = new Map(owned.map((a) => [a.id, a]));
    const currencyOfMovement = (m: Movement): string | null => {
      const account = ownerOf.get(m.accountId);
      return account && account.playerId === m.playerId ? currencyOf(account.currencyId).iso : null;
    };
    const gate = await openGate(tx, [
      ...movements.flatMap((m) => {
        const currency = currencyOfMovement(m);
        return currency === null ? [] : [{ playerId: m.playerId, currency, kind: m.kind }];
      }),
      // Locked only: a payback's state is never read.
      ...(options.alsoLock ?? []).map((p) => ({ ...p, kind: 'payback' as const })),
    ]);
    // The players are locked by the gate; the accounts now, in ascending id order (the ledger's order).
    const houses: number[] = [];
    for (const m of movements) {
      const account = ownerOf.get(m.accountId);
      houses.push(
        account
          ? await ledger.houseAccountId(m.house, account.currencyId, tx, m.striped ? m.playerId : undefined)
          : -1,
      );
    }
    const lockIds = [...new Set([...accountIds, ...houses.filter((h) => h > 0)])].sort((a, b) => a - b);
    const locked =
      lockIds.length === 0
        ? []
        : await tx
            .select({
              id: ledgerAccount.id,
              balance: ledgerAccount.balance,
              closedAt: ledgerAccount.closedAt,
            })
            .from(ledgerAccount)
            .where(inArray(ledgerAccount.id, lockIds))
            .orderBy(asc(ledgerAccount.id))
            // Balances change, keys never: a payment's foreign key (a key-share lock) does not wait on it.
            .for('no key update');
    const balanceOf = new Map(locked.map((a) => [a.id, { ...a }]));

    const outcomes: PlannedOutcome[] = movements.map((m) => {
      const currency = currencyOfMovement(m);
      const account = balanceOf.get(m.accountId);
      if (currency === null || !account) {
        return {
          ok: false,
          error: new HttpError(404, `Account ${m.accountId} not found among your accounts`),
        };
      }
      if (!Number.isSafeInteger(m.amount) || m.amount <= 0) {
        return {
          ok: false,
          error: new HttpError(400, `A movement of ${m.amount} minor units is not possible`),
        };
      }
      const request: MovementRequest = {
        kind: m.kind,
        currency,
        amount: m.amount,
        sessionStartedAt: m.sessionStartedAt ?? null,
        counted: m.counted ?? null,
      };
      const decision = gate.decide(m.playerId, request);
      if (!decision.ok) return { ok: false, error: new MoneyRefused(decision, m.kind, currency) };
      if (account.closedAt) return { ok: false, error: new AccountClosedError(m.accountId) };
      const out = OUTGOING.has(m.kind);
      if (out && account.balance < m.amount) {
        return { ok: false, error: new InsufficientFundsError(m.accountId, account.balance, m.amount) };
      }
      account.balance += out ? -m.amount : m.amount;
      gate.count(m.playerId, request);
      return { ok: true, balance: account.balance };
    });

    return {
      outcomes,
      async post(postings) {
        const transfers: TransferInput[] = [];
        for (const [i, posting] of postings) {
          const m = movements[i];
          const outcome = outcomes[i];
          if (!m || !outcome?.ok) throw new Error(`movement ${i} was not allowed and cannot be posted`);
          const out = OUTGOING.has(m.kind);
          transfers.push({
            key: posting.key,
            kind: m.ledgerKind,
            playerId: m.playerId,
            entries: [
              { accountId: m.accountId, amount: out ? -m.amount : m.amount },
              { accountId: houses[i]!, amount: out ? m.amount : -m.amount },
            ],
            meta: posting.meta,
          });
        }
        return (await ledger.transferMany(transfers, tx)).replayed;
      },
    };
  }

  /** One movement, decided and written; throws its refusal. Answers the account's balance after it. */
  async function move(
    tx: Tx,
    movement: Movement,
    posting: Posting,
  ): Promise<{ balance: number; replayed: boolean }> {
    const planned = await plan(tx, [movement]);
    const outcome = planned.outcomes[0]!;
    if (!outcome.ok) throw outcome.error;
    const replayed = await planned.post(new Map([[0, posting]]));
    if (replayed.length > 0) {
      const row = await ledger.account(movement.accountId, tx);
      return { balance: row?.balance ?? 0, replayed: true };
    }
    return { balance: outcome.balance, replayed: false };
  }

  /**
   * Many movements in one go (settlement's payouts): every one must pass, or the whole call throws. With
   * `alsoLock`, those players' money locks are taken in the same statement (see `PlanOptions`).
   */
  async function moveAll(
    tx: Tx,
    items: readonly { movement: Movement; posting: Posting }[],
    options: PlanOptions = {},
  ): Promise<void> {
    if (items.length === 0 && !options.alsoLock?.length) return;
    const planned = await plan(
      tx,
      items.map((i) => i.movement),
      options,
    );
    if (items.length === 0) return;
    const refused = planned.outcomes.find((o) => !o.ok);
    if (refused && !refused.ok) throw refused.error;
    await planned.post(new Map(items.map((item, i) => [i, item.posting])));
  }

  /** Money between two house accounts of one currency (a withdrawal hold paid out). No player's money moves. */
  async function moveHouse(
    tx: Tx,
    input: {
      from: HouseAccount;
      to: HouseAccount;
      currencyId: number;
      amount: number;
      ledgerKind: string;
    } & Posting & {
        playerId?: number | null;
      },
  ): Promise<void> {
    const from = await ledger.houseAccountId(input.from, input.currencyId, tx);
    const to = await ledger.houseAccountId(input.to, input.currencyId, tx);
    await ledger.transfer(
      {
        key: input.key,
        kind: input.ledgerKind,
        playerId: input.playerId ?? null,
        entries: [
          { accountId: from, amount: -input.amount },
          { accountId: to, amount: input.amount },
        ],
        meta: input.meta,
      },
      tx,
    );
  }

  /** A house account's id, found or created (committed) outside any transaction. */
  function prepareHouse(house: HouseAccount, currencyId: number, spreadBy?: number): Promise<number> {
    return ledger.houseAccountId(house, currencyId, undefined, spreadBy);
  }

  /** The player's open accounts, oldest first. */
  function accountsOf(playerId: number, run: Executor = db): Promise<LedgerAccountRow[]> {
    return ledger.accountsOf(playerId, run);
  }

  /** One account of the player, open or not; undefined when it is not the player's. */
  async function accountOf(
    playerId: number,
    accountId: number,
    run: Executor = db,
  ): Promise<LedgerAccountRow | undefined> {
    const row = await ledger.account(accountId, run);
    return row && row.playerId === playerId ? row : undefined;
  }

  /** The player's open account: the given one, or the active one. */
  async function openAccountOf(
    playerId: number,
    accountId: number | undefined,
    run: Executor = db,
  ): Promise<LedgerAccountRow | undefined> {
    const where: SQL[] = [eq(ledgerAccount.playerId, playerId), isNull(ledgerAccount.closedAt)];
    where.push(accountId === undefined ? eq(ledgerAccount.isActive, true) : eq(ledgerAccount.id, accountId));
    const [row] = await run
      .select()
      .from(ledgerAccount)
      .where(and(...where));
    return row;
  }

  /** The open accounts of several players, one query. */
  function openAccountsOfPlayers(
    playerIds: readonly number[],
    run: Executor = db,
  ): Promise<LedgerAccountRow[]> {
    if (playerIds.length === 0) return Promise.resolve([]);
    return run
      .select()
      .from(ledgerAccount)
      .where(and(inArray(ledgerAccount.playerId, [...playerIds]), isNull(ledgerAccount.closedAt)))
      .orderBy(asc(ledgerAccount.id));
  }

  /** Opens an account of the player (a bonus account on the first bonus, a currency account). */
  function openAccount(
    tx: Tx,
    input: { playerId: number; type: AccountType; currencyId: number; label?: string; isActive?: boolean },
  ): Promise<LedgerAccountRow> {
    return ledger.openAccount(input, tx);
  }

  return {
    plan,
    move,
    moveAll,
    moveHouse,
    prepareHouse,
    accountsOf,
    accountOf,
    openAccountOf,
    openAccountsOfPlayers,
    openAccount,
  };
}

export type MoneyPath = ReturnType<typeof createMoneyPath>;
