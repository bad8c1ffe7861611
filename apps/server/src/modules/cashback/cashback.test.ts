/**
 * Cashback (ACC-027; docs/adr/0048-cashback.md): this week's casino play as the player sees it, the weekly awards
 * (the percent of the net loss credited as money through the ledger, points for the stakes), once per week, never
 * to an excluded player, and points exchanged for money once per Idempotency-Key.
 */
import { randomUUID } from 'node:crypto';
import {
  CASHBACK_PATHS as P,
  CASINO_PATHS,
  cashbackExchangeResponseSchema,
  cashbackResponseSchema,
  roundResponseSchema,
} from '@betline/contracts';
import {
  CASHBACK,
  cashbackPoints,
  DAY_MS,
  LIMIT_TYPE,
  paymentUnitsToMinor,
  percentCashback,
} from '@betline/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { manualClock } from '../../infra/clock';
import { createMoneyStack } from '../../money';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { registerAndSignIn } from '../../test/players';
import { promotionProfile } from '../identity/directory';
import { playerLimit } from '../protection/tables';
import { createLedger, type Ledger } from '../wallet/ledger';
import { ledgerAccount } from '../wallet/tables';
import { getBalance } from '../wallet/testing';
import { casinoTotals } from '../wallet/usage';
import { createCashback, type Cashback } from './service';
import { cashbackAward } from './tables';

const RUB = 1;
const unit = paymentUnitsToMinor(1, 'RUB');

describe.each(drivers)('cashback on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let ledger: Ledger;
  let cashback: Cashback;
  const clock = manualClock(Date.now());

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    app = buildApp({ db: database, webDistDir: null, clock });
    await app.ready();
    ledger = createLedger(database.db);
    const stack = createMoneyStack(database.db, { clock });
    cashback = createCashback({
      db: database.db,
      clock,
      money: stack.money,
      casinoTotals,
      profileOf: promotionProfile,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  async function balanceOf(accountId: number): Promise<number> {
    const [row] = await database.db.select().from(ledgerAccount).where(eq(ledgerAccount.id, accountId));
    return row!.balance;
  }

  /** A RUB player with money, three real dice rounds, and a casino stake of `lost` that did not come back. */
  async function playerWhoPlayed(lost: number) {
    const me = await registerAndSignIn(app, { currency_id: RUB });
    const main = (await getBalance(app, me.headers)).active_account_id;
    const fund = async (amount: number, kind: string, houseName: 'adjustments' | 'bets') => {
      const house = await ledger.houseAccountId(houseName, RUB);
      await ledger.transferAlone({
        key: `test:${randomUUID()}`,
        kind,
        playerId: me.playerId,
        entries: [
          { accountId: house, amount: -amount },
          { accountId: main, amount },
        ],
      });
    };
    await fund(1_000 * unit, 'adjustment', 'adjustments');
    let staked = 0;
    let returned = 0;
    for (let i = 0; i < 3; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: CASINO_PATHS.rounds,
        headers: me.headers,
        payload: {
          roundId: randomUUID(),
          game: 'dice',
          bet: { stake: unit, direction: 'under', target: 5000 },
        },
      });
      expect(res.statusCode).toBe(200);
      const round = roundResponseSchema.parse(res.json());
      staked += round.stake;
      returned += round.win;
    }
    // A stake that did not come back, as a lost round leaves it.
    await fund(-lost, 'casino_stake', 'bets');
    return { me, main, staked: staked + lost, returned };
  }

  async function summaryOf(headers: Record<string, string>) {
    const res = await app.inject({ method: 'GET', url: P.mine, headers });
    expect(res.statusCode).toBe(200);
    return cashbackResponseSchema.parse(res.json());
  }

  it('ACC-027 shows this week’s casino play with the cashback and points it would earn, and the terms', async () => {
    const { me, staked, returned } = await playerWhoPlayed(150 * unit);
    const summary = await summaryOf(me.headers);
    expect(summary.terms).toMatchObject({
      percent: CASHBACK.percent,
      iso: 'RUB',
      minLoss: 10 * unit,
      max: 200 * unit,
    });
    expect(summary.week.currencies).toEqual([
      {
        iso: 'RUB',
        staked,
        returned,
        netLoss: staked - returned,
        percentCashback: percentCashback(staked - returned, 'RUB'),
        points: cashbackPoints(staked, 'RUB'),
      },
    ]);
    expect(summary.points).toEqual({ balance: 0, worth: 0, iso: 'RUB' });
  });

  it('ACC-027 once the week has ended: the percent of the net loss is paid through the ledger and the points are added, once; never to a self-excluded player', async () => {
    const { me, main, staked, returned } = await playerWhoPlayed(150 * unit);
    const before = await balanceOf(main);
    // A player of the same week who self-excluded meanwhile.
    const excluded = await playerWhoPlayed(150 * unit);
    await database.db.insert(playerLimit).values({
      playerId: excluded.me.playerId,
      limitType: LIMIT_TYPE.SELF_EXCLUSION,
      value: 30,
      startedAt: clock.now() - 1000,
      endsAt: clock.now() + 60 * DAY_MS,
      currency: null,
      updatedAt: clock.now() - 1000,
    });
    const excludedBefore = await balanceOf(excluded.main);
    clock.advance(7 * DAY_MS);
    expect(await cashback.runDue()).toBeGreaterThan(0);
    const cash = percentCashback(staked - returned, 'RUB');
    expect(cash).toBeGreaterThan(0);
    expect(await balanceOf(main)).toBe(before + cash);
    const summary = await summaryOf(me.headers);
    expect(summary.awards).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'percent', amount: cash, basis: staked - returned, status: 'paid' }),
        expect.objectContaining({
          kind: 'points',
          amount: cashbackPoints(staked, 'RUB'),
          status: 'credited',
        }),
      ]),
    );
    expect(summary.points.balance).toBe(cashbackPoints(staked, 'RUB'));

    expect(await cashback.runDue()).toBe(0);
    expect(await balanceOf(main)).toBe(before + cash);

    // The excluded player: refused, no money moved.
    expect(await balanceOf(excluded.main)).toBe(excludedBefore);
    const awards = await database.db
      .select()
      .from(cashbackAward)
      .where(eq(cashbackAward.playerId, excluded.me.playerId));
    expect(awards.find((a) => a.kind === 'percent')?.status).toBe('refused');

    // Points for money: whole hundreds, once per key.
    const key = randomUUID();
    const exchange = () =>
      app.inject({ method: 'POST', url: P.exchange, headers: { ...me.headers, 'idempotency-key': key } });
    const first = cashbackExchangeResponseSchema.parse((await exchange()).json());
    const used = Math.floor(summary.points.balance / 100) * 100;
    expect(first.exchanged).toEqual({ points: used, amount: (used / 100) * unit, iso: 'RUB' });
    expect(first.points.balance).toBe(summary.points.balance - used);
    expect(await balanceOf(main)).toBe(before + cash + (used / 100) * unit);
    expect(cashbackExchangeResponseSchema.parse((await exchange()).json()).exchanged).toEqual(
      first.exchanged,
    );
    expect(await balanceOf(main)).toBe(before + cash + (used / 100) * unit);
    const more = await app.inject({
      method: 'POST',
      url: P.exchange,
      headers: { ...me.headers, 'idempotency-key': randomUUID() },
    });
    expect(more.statusCode).toBe(409);
    expect((more.json() as { code?: string }).code).toBe('not_enough_points');
  });

  it('asks for an Idempotency-Key on an exchange and refuses guests', async () => {
    const me = await registerAndSignIn(app);
    const noKey = await app.inject({ method: 'POST', url: P.exchange, headers: me.headers });
    expect(noKey.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: P.mine })).statusCode).toBe(401);
  });
});
