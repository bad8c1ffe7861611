/**
 * Every money path × every protection state, through the one money path on a real database (PostgreSQL in CI,
 * PGlite everywhere): allowed or refused with its stable reason, and a refused movement writes nothing. Then a
 * property: protection changes interleaved with money requests, in parallel, never let money move in a state
 * that refuses it.
 */
import { randomUUID } from 'node:crypto';
import { DAY_MS, HOUR_MS, LIMIT_TYPE, type MovementKind } from '@betline/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../infra/clock';
import { createMoneyStack, type MoneyStack } from '../../money';
import { drivers, type TestDatabase } from '../../test/databases';
import { player } from '../identity/tables';
import { playerLimit } from '../protection/tables';
import type { Movement } from './money';
import { ledgerAccount, ledgerEntry, ledgerTransaction, payment } from './tables';

const T0 = Date.UTC(2026, 10, 28, 12);
const EUR = 3;

/** Each money path of the product, as the movement it makes. */
const PATHS: { path: string; kind: MovementKind; house: Movement['house']; ledgerKind: string }[] = [
  { path: 'deposit confirmation', kind: 'deposit', house: 'deposits', ledgerKind: 'deposit' },
  {
    path: 'withdrawal request',
    kind: 'withdrawal',
    house: 'withdrawal_holds',
    ledgerKind: 'withdrawal_hold',
  },
  {
    path: 'withdrawal cancellation',
    kind: 'payback',
    house: 'withdrawal_holds',
    ledgerKind: 'withdrawal_release',
  },
  { path: 'bet stake', kind: 'stake', house: 'bets', ledgerKind: 'bet' },
  { path: 'bet win', kind: 'payback', house: 'wins', ledgerKind: 'win' },
  { path: 'void refund', kind: 'payback', house: 'wins', ledgerKind: 'bet_refund' },
  { path: 'cash-out', kind: 'payback', house: 'wins', ledgerKind: 'cashout' },
  { path: 'casino stake', kind: 'stake', house: 'bets', ledgerKind: 'casino_stake' },
  { path: 'casino win', kind: 'payback', house: 'wins', ledgerKind: 'casino_win' },
  { path: 'bonus credit', kind: 'bonus', house: 'bonuses', ledgerKind: 'bonus' },
  { path: 'wagering conversion', kind: 'payback', house: 'bonuses', ledgerKind: 'bonus_conversion' },
  { path: 'bonus removal', kind: 'removal', house: 'bonuses', ledgerKind: 'bonus_removal' },
  { path: 'manual adjustment', kind: 'adjustment', house: 'adjustments', ledgerKind: 'adjustment' },
];

type Expected =
  'allow' | 'banned' | 'excluded' | 'session_limit' | 'deposit_limit' | 'wagering_limit' | 'loss_limit';

/** A limit row as protection stores it (value in whole units of the currency). */
interface LimitRow {
  type: number;
  value: number;
  pending?: number;
  endsAt?: number;
}

interface State {
  name: string;
  limits?: LimitRow[];
  ban?: { level: number; version: number };
  /** Stakes come from a session that started this long ago. */
  sessionAgeMs?: number;
  /** Minor units moved (the limits below are 100.00 EUR). */
  amount: number;
  /** What each kind expects; kinds not named are allowed. */
  expect: Partial<Record<MovementKind, Expected>>;
}

const LIMIT = 100; // EUR, whole units
const AT = LIMIT * 100;
const money = (type: number, value = LIMIT, pending?: number): LimitRow => ({ type, value, pending });

const STATES: State[] = [
  { name: 'no protection', amount: 25_00, expect: {} },
  // Each money limit at, below and above its value (nothing used yet: the whole limit is left).
  ...(
    [
      ['deposit limit 24 h', LIMIT_TYPE.DEPOSIT_24H, 'deposit', 'deposit_limit'],
      ['deposit limit 7 d', LIMIT_TYPE.DEPOSIT_7D, 'deposit', 'deposit_limit'],
      ['deposit limit 30 d', LIMIT_TYPE.DEPOSIT_30D, 'deposit', 'deposit_limit'],
      ['wagering limit 24 h', LIMIT_TYPE.WAGERING_24H, 'stake', 'wagering_limit'],
      ['wagering limit 7 d', LIMIT_TYPE.WAGERING_7D, 'stake', 'wagering_limit'],
      ['wagering limit 30 d', LIMIT_TYPE.WAGERING_30D, 'stake', 'wagering_limit'],
      ['loss limit 24 h', LIMIT_TYPE.LOSS_24H, 'stake', 'loss_limit'],
      ['loss limit 7 d', LIMIT_TYPE.LOSS_7D, 'stake', 'loss_limit'],
      ['loss limit 30 d', LIMIT_TYPE.LOSS_30D, 'stake', 'loss_limit'],
    ] as const
  ).flatMap(([name, type, kind, code]): State[] => [
    { name: `${name}: below`, limits: [money(type)], amount: AT - 1, expect: {} },
    { name: `${name}: at`, limits: [money(type)], amount: AT, expect: {} },
    { name: `${name}: above`, limits: [money(type)], amount: AT + 1, expect: { [kind]: code } },
  ]),
  {
    name: 'deposit limit with a pending increase (not in force yet)',
    limits: [money(LIMIT_TYPE.DEPOSIT_24H, LIMIT, 1000)],
    amount: AT + 1,
    expect: { deposit: 'deposit_limit' },
  },
  {
    name: 'wagering limit with a pending increase (not in force yet)',
    limits: [money(LIMIT_TYPE.WAGERING_24H, LIMIT, 1000)],
    amount: AT + 1,
    expect: { stake: 'wagering_limit' },
  },
  {
    name: 'the tightest period wins (30 d tighter than 24 h)',
    limits: [money(LIMIT_TYPE.DEPOSIT_24H, 500), money(LIMIT_TYPE.DEPOSIT_30D, LIMIT)],
    amount: AT + 1,
    expect: { deposit: 'deposit_limit' },
  },
  {
    name: 'time-out',
    limits: [{ type: LIMIT_TYPE.TIME_OUT, value: 7, endsAt: T0 + 7 * DAY_MS }],
    amount: 25_00,
    expect: { deposit: 'excluded', stake: 'excluded', bonus: 'excluded' },
  },
  {
    name: 'self-exclusion',
    limits: [{ type: LIMIT_TYPE.SELF_EXCLUSION, value: 30, endsAt: T0 + 30 * DAY_MS }],
    amount: 25_00,
    expect: { deposit: 'excluded', stake: 'excluded', bonus: 'excluded' },
  },
  {
    name: 'an exclusion that has ended',
    limits: [{ type: LIMIT_TYPE.TIME_OUT, value: 1, endsAt: T0 - HOUR_MS }],
    amount: 25_00,
    expect: {},
  },
  {
    name: 'ban level 45 (version 2): the withdrawal page stays open',
    ban: { level: 45, version: 2 },
    amount: 25_00,
    expect: { deposit: 'banned', stake: 'banned', bonus: 'banned' },
  },
  {
    name: 'ban level 53 (version 1): the withdrawal page stays open',
    ban: { level: 53, version: 1 },
    amount: 25_00,
    expect: { deposit: 'banned', stake: 'banned', bonus: 'banned' },
  },
  {
    name: 'ban level 10: nothing but paybacks',
    ban: { level: 10, version: 2 },
    amount: 25_00,
    expect: { deposit: 'banned', stake: 'banned', bonus: 'banned', withdrawal: 'banned' },
  },
  {
    name: 'session limit over (1 h, session started 2 h ago)',
    limits: [{ type: LIMIT_TYPE.SESSION, value: 1 }],
    sessionAgeMs: 2 * HOUR_MS,
    amount: 25_00,
    expect: { stake: 'session_limit' },
  },
  {
    name: 'session limit not reached (1 h, session started 30 min ago)',
    limits: [{ type: LIMIT_TYPE.SESSION, value: 1 }],
    sessionAgeMs: 30 * 60_000,
    amount: 25_00,
    expect: {},
  },
];

/** Thrown to roll a transaction back once its outcome is read. */
class Rollback extends Error {}

describe.each(drivers)('the money path × player protection on $name', (driver) => {
  let database: TestDatabase;
  let stack: MoneyStack;
  const clock = manualClock(T0);

  beforeAll(async () => {
    database = await driver.create();
    await database.migrate();
    stack = createMoneyStack(database.db, { clock });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** A player with a funded EUR account, in the given protection state. */
  async function playerIn(state: Pick<State, 'limits' | 'ban'>, funds = 1_000_000) {
    const [row] = await database.db
      .insert(player)
      .values({
        login: `matrix-${randomUUID()}`,
        countryId: 1,
        currencyId: EUR,
        registrationType: 'demo',
        banLevel: state.ban?.level ?? 0,
        banVersion: state.ban?.version ?? 2,
      })
      .returning({ id: player.id });
    const id = row!.id;
    const [account] = await stack.wallet.ensureAccounts(id);
    await database.db.transaction((tx) =>
      stack.money.move(
        tx,
        {
          kind: 'adjustment',
          playerId: id,
          accountId: account!.id,
          amount: funds,
          house: 'adjustments',
          ledgerKind: 'adjustment',
        },
        { key: `matrix-fund:${id}` },
      ),
    );
    for (const limit of state.limits ?? []) {
      await database.db.insert(playerLimit).values({
        playerId: id,
        limitType: limit.type,
        value: limit.value,
        startedAt: T0 - DAY_MS,
        endsAt: limit.endsAt ?? null,
        hasPending: limit.pending !== undefined,
        pendingValue: limit.pending ?? null,
        pendingRequestedAt: limit.pending === undefined ? null : T0 - HOUR_MS,
        currency: limit.type < 30 ? 'EUR' : null,
        updatedAt: T0 - DAY_MS,
      });
    }
    return { id, account: account!.id };
  }

  const ledgerRows = async (playerId: number) =>
    database.db.select().from(ledgerTransaction).where(eq(ledgerTransaction.playerId, playerId));

  it.each(STATES)('$name: every money path is allowed or refused with its stable reason', async (state) => {
    clock.set(T0);
    const me = await playerIn(state);
    const before = await ledgerRows(me.id);
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const p of PATHS) {
      const movement: Movement = {
        kind: p.kind,
        playerId: me.id,
        accountId: me.account,
        amount: state.amount,
        house: p.house,
        ledgerKind: p.ledgerKind,
        sessionStartedAt:
          p.kind === 'stake' && state.sessionAgeMs !== undefined ? T0 - state.sessionAgeMs : null,
      };
      // Each path in a transaction of its own, rolled back: every path meets the same state.
      let outcome = '';
      await database.db
        .transaction(async (tx) => {
          const planned = await stack.money.plan(tx, [movement]);
          const o = planned.outcomes[0]!;
          if (o.ok) {
            await planned.post(new Map([[0, { key: `matrix:${me.id}:${p.path}` }]]));
            outcome = 'allow';
          } else {
            outcome = (o.error as { reason?: string }).reason ?? o.error.message;
          }
          throw new Rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Rollback)) throw error;
        });
      outcomes.push(`${p.path}: ${outcome}`);
      expected.push(`${p.path}: ${state.expect[p.kind] ?? 'allow'}`);
    }
    expect(outcomes).toEqual(expected);
    // Nothing was written by any of them (each rolled back; a refused one never wrote).
    expect(await ledgerRows(me.id)).toEqual(before);
  });

  it('a refused movement in a batch writes nothing and the allowed ones of the batch are written', async () => {
    clock.set(T0);
    const me = await playerIn({ limits: [money(LIMIT_TYPE.WAGERING_24H)] });
    const stake = (amount: number): Movement => ({
      kind: 'stake',
      playerId: me.id,
      accountId: me.account,
      amount,
      house: 'bets',
      ledgerKind: 'bet',
    });
    await database.db.transaction(async (tx) => {
      const planned = await stack.money.plan(tx, [stake(60_00), stake(50_00), stake(40_00)]);
      // 60 passes; 50 would make 110 of 100; 40 makes exactly 100.
      expect(planned.outcomes.map((o) => (o.ok ? 'allow' : (o.error as { reason?: string }).reason))).toEqual(
        ['allow', 'wagering_limit', 'allow'],
      );
      await planned.post(
        new Map([
          [0, { key: `batch:${me.id}:0` }],
          [2, { key: `batch:${me.id}:2` }],
        ]),
      );
    });
    const stakes = (await ledgerRows(me.id)).filter((r) => r.kind === 'bet');
    expect(stakes.map((r) => r.key).sort()).toEqual([`batch:${me.id}:0`, `batch:${me.id}:2`]);
  });

  it('property: protection changes interleaved with parallel deposits and stakes never let money move in a state that refuses it', async () => {
    const DEPOSIT_LIMIT = 200; // EUR
    const WAGERING_LIMIT = 150; // EUR
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            kind: fc.constantFrom('deposit' as const, 'stake' as const),
            amount: fc.integer({ min: 1_00, max: 80_00 }),
          }),
          { minLength: 4, maxLength: 16 },
        ),
        fc.nat(),
        fc.constantFrom('time-out' as const, 'self-exclusion' as const, 'ban' as const),
        async (ops, at, change) => {
          clock.set(T0);
          const me = await playerIn(
            {
              limits: [
                money(LIMIT_TYPE.DEPOSIT_24H, DEPOSIT_LIMIT),
                money(LIMIT_TYPE.WAGERING_24H, WAGERING_LIMIT),
              ],
            },
            100_00,
          );
          const changeAt = at % ops.length;
          // When each request started and when the change was known to be in force: a request that starts after
          // that passes the money lock after the change committed.
          let tick = 0;
          let changeDoneAt = Number.POSITIVE_INFINITY;
          const decided: { seq: number; kind: string; ok: boolean; key: string }[] = [];

          const deposit = async (amount: number, i: number) => {
            const key = `prop-${me.id}-${i}`;
            const seq = tick++;
            const created = await stack.wallet.createDeposit(
              me.id,
              { accountId: me.account, amount, method: 'card', lng: 'en' },
              key,
            );
            if (created.statusCode !== 201) {
              decided.push({ seq, kind: 'deposit', ok: false, key });
              return;
            }
            const row = await stack.wallet.getPayment(created.body.payment.id);
            const callback = stack.wallet.buildCallback(row!, 'success');
            await stack.wallet.handleCallback(callback.body, callback.signature);
            const done = await stack.wallet.getPayment(row!.id);
            decided.push({ seq, kind: 'deposit', ok: done!.status === 'success', key });
          };
          const stake = async (amount: number, i: number) => {
            const key = `prop-stake-${me.id}-${i}`;
            const seq = tick++;
            const ok = await database.db.transaction(async (tx) => {
              const planned = await stack.money.plan(tx, [
                {
                  kind: 'stake',
                  playerId: me.id,
                  accountId: me.account,
                  amount,
                  house: 'bets',
                  ledgerKind: 'bet',
                },
              ]);
              if (!planned.outcomes[0]!.ok) return false;
              await planned.post(new Map([[0, { key }]]));
              return true;
            });
            decided.push({ seq, kind: 'stake', ok, key });
          };
          const applyChange = async () => {
            if (change === 'ban')
              await database.db.update(player).set({ banLevel: 10 }).where(eq(player.id, me.id));
            else
              await stack.protection.setLimits(
                me.id,
                [
                  {
                    limitType: change === 'time-out' ? LIMIT_TYPE.TIME_OUT : LIMIT_TYPE.SELF_EXCLUSION,
                    limitValue: 7,
                  },
                ],
                'en',
              );
            changeDoneAt = tick++;
          };

          // Requests in parallel, four at a time; the change starts with the request at `changeAt`.
          const tasks = ops.map(
            (op, i) => () => (op.kind === 'deposit' ? deposit(op.amount, i) : stake(op.amount, i)),
          );
          for (let i = 0; i < tasks.length; i += 4) {
            const chunk = tasks.slice(i, i + 4).map((t) => t());
            if (changeAt >= i && changeAt < i + 4) chunk.push(applyChange());
            await Promise.all(chunk);
          }

          // 1. Nothing decided after the change was in force moved money.
          const late = decided.filter((d) => d.seq > changeDoneAt && d.ok);
          expect(late).toEqual([]);
          // 2. The limits held: credited deposits and stakes within them.
          const credited = await database.db
            .select({ total: sql<string>`coalesce(sum(${payment.amount}), 0)` })
            .from(payment)
            .where(and(eq(payment.playerId, me.id), eq(payment.status, 'success')));
          expect(Number(credited[0]!.total)).toBeLessThanOrEqual(DEPOSIT_LIMIT * 100);
          const staked = await database.db
            .select({ total: sql<string>`coalesce(-sum(${ledgerEntry.amount}), 0)` })
            .from(ledgerEntry)
            .innerJoin(ledgerTransaction, eq(ledgerTransaction.id, ledgerEntry.transactionId))
            .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
            .where(and(eq(ledgerAccount.playerId, me.id), inArray(ledgerTransaction.kind, ['bet'])));
          expect(Number(staked[0]!.total)).toBeLessThanOrEqual(WAGERING_LIMIT * 100);
          // 3. A refused request wrote nothing: every stake in the ledger was one the path allowed.
          const written = new Set((await ledgerRows(me.id)).map((r) => r.key));
          for (const d of decided.filter((x) => x.kind === 'stake' && !x.ok))
            expect(written.has(d.key)).toBe(false);
          // 4. The ledger balances.
          expect(await stack.wallet.ledger.audit()).toEqual({
            unbalancedTransactions: [],
            driftedAccounts: [],
          });
        },
      ),
      { numRuns: 12 },
    );
  }, 180_000);
});
