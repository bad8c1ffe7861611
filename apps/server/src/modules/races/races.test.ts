/**
 * Virtual races over HTTP (docs/adr/0052-races.md): the sweep creates each kind's next races on the clock with
 * runners, prices and seed hashes published and the seeds kept; a win or place bet is staked through the money path
 * once per bet id and refused by player protection like any stake; at its start a race's finishing order comes from the
 * committed seed, each bet is decided by its runner's place and paid once through the ledger, and the seed revealed.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { raceBetPageSchema, raceBetSchema, raceOverviewSchema, raceSchema } from '@betline/contracts';
import { RACE_KIND_LIST, RACE_PATHS as P } from '@betline/contracts/race';
import { DAY_MS, LIMIT_TYPE } from '@betline/core';
import {
  RACE_KINDS,
  RACE_RULES,
  raceOrder,
  racePlacePrices,
  racePrices,
  raceWinPayout,
  seedMatchesHash,
} from '@betline/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createMoneyStack } from '../../money';
import { manualClock } from '../../infra/clock';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { playerLimit } from '../protection/tables';
import { balanceOf, fundedPlayer, type FundedPlayer } from '../sportsbook/testing';
import { ledgerTransaction } from '../wallet/tables';
import { createRaces, type Races } from './service';
import { race } from './tables';

// Half a minute into a three-minute slot.
const START = Date.parse('2026-11-30T06:00:30Z');
/** The bet stakes in RUB: a fifth of the stake step (20.00) times 1, 2, 5, 10, 20, 50. */
const RUB_STAKES = [2_000, 4_000, 10_000, 20_000, 40_000, 100_000];

describe.each(drivers)('races on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let races: Races;
  const clock = manualClock(START);

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    app = buildApp({ db: database, webDistDir: null, clock });
    await app.ready();
    // The sweep the worker runs, driven by the test (the app's own worker is off: interval 0).
    races = createRaces({ db: database.db, money: createMoneyStack(database.db, { clock }).money, clock });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const overview = async (kind: string, currency = 'RUB') => {
    const res = await app.inject({ method: 'GET', url: `${P.overview}?kind=${kind}&currency=${currency}` });
    expect(res.statusCode, res.body).toBe(200);
    return raceOverviewSchema.parse(res.json());
  };
  const bet = (me: FundedPlayer, payload: object) =>
    app.inject({ method: 'POST', url: P.bets, headers: me.headers, payload });
  const rowOf = async (raceId: number) =>
    (await database.db.select().from(race).where(eq(race.id, raceId)))[0]!;

  it('the contracts and the engines list the same kinds', () => {
    expect([...RACE_KIND_LIST]).toEqual([...RACE_KINDS]);
  });

  it('the sweep creates the next two races of every kind on the clock, with runners, prices and seed hashes, the seeds kept secret', async () => {
    await races.sweep();
    const marbles = await overview('marbles');
    expect(marbles).toMatchObject({
      kind: 'marbles',
      everyMinutes: 3,
      last: [],
      stakes: RUB_STAKES,
      iso: 'RUB',
    });
    expect(marbles.next.map((r) => r.startAt)).toEqual([
      '2026-11-30T06:03:00.000Z',
      '2026-11-30T06:06:00.000Z',
    ]);
    const [first] = marbles.next;
    expect(first).toMatchObject({ status: 'open', serverSeed: null, order: null, bets: 0 });
    expect(first?.runners).toHaveLength(10);
    expect(first?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    // The prices are the weights' fair prices less the margin.
    const row = await rowOf(first!.raceId);
    expect(first?.runners.map((r) => r.price)).toEqual(
      racePrices(
        'marbles',
        row.runners.map((r) => r.weight),
      ),
    );
    expect(first?.runners.reduce((sum, r) => sum + r.chance, 0)).toBeCloseTo(100, 0);
    // Place bets: the first three of ten marbles, at the weights' fair place prices less the margin.
    expect(first?.places).toBe(3);
    expect(first?.runners.map((r) => r.placePrice)).toEqual(
      racePlacePrices(
        'marbles',
        row.runners.map((r) => r.weight),
      ),
    );
    expect((await overview('greyhounds')).next[0]?.places).toBe(2);
    const horses = await overview('horses');
    expect(horses.next[0]?.runners).toHaveLength(RACE_RULES.horses.runners);
    expect(new Set(horses.next[0]?.runners.map((r) => r.name)).size).toBe(RACE_RULES.horses.runners);
    expect((await overview('greyhounds')).next[0]?.startAt).toBe('2026-11-30T06:02:00.000Z');
    // Another sweep creates nothing more.
    await races.sweep();
    expect(await database.db.select().from(race).where(eq(race.kind, 'marbles'))).toHaveLength(2);
    expect((await app.inject({ method: 'GET', url: `${P.overview}?kind=snails` })).statusCode).toBe(400);
  });

  let me: FundedPlayer;
  let raceId: number;
  let winnerBet: string;
  let loserBet: string;
  let winnerRunner: number;
  let placedBet: string;
  let unplacedBet: string;

  it('a win bet is staked through the ledger once per bet id at the runner’s price; bad runners, stakes and ids are refused with a reason', async () => {
    const [next] = (await overview('marbles')).next;
    raceId = next!.raceId;
    const row = await rowOf(raceId);
    // The test knows the seed, so it can back the winner and a loser.
    const order = raceOrder(
      'marbles',
      row.serverSeed,
      row.number,
      row.runners.map((r) => r.weight),
    );
    winnerRunner = order[0]!;
    me = await fundedPlayer(app, database.db, 1_000_000);
    winnerBet = randomUUID();
    const placed = await bet(me, { betId: winnerBet, raceId, runner: winnerRunner, stake: 2_000 });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(raceBetSchema.parse(placed.json())).toMatchObject({
      kind: 'marbles',
      runner: winnerRunner,
      runnerName: row.runners[winnerRunner]?.name,
      price: row.runners[winnerRunner]?.price,
      stake: 2_000,
      status: 'open',
      place: null,
      payout: null,
      balance: 998_000,
    });
    expect((await bet(me, { betId: winnerBet, raceId, runner: winnerRunner, stake: 2_000 })).statusCode).toBe(
      200,
    );
    expect(await balanceOf(database.db, me.account)).toBe(998_000);
    loserBet = randomUUID();
    expect((await bet(me, { betId: loserBet, raceId, runner: order[9], stake: 4_000 })).statusCode).toBe(200);
    expect(await balanceOf(database.db, me.account)).toBe(994_000);

    const refusals: [object, number, string][] = [
      [{ runner: 10 }, 422, 'race_runner'],
      [{ stake: 2_500 }, 422, 'race_stake'],
      [{ raceId: 999_999 }, 404, 'race_not_found'],
    ];
    for (const [change, status, code] of refusals) {
      const res = await bet(me, { betId: randomUUID(), raceId, runner: 0, stake: 2_000, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      expect(res.json(), JSON.stringify(change)).toMatchObject({ code });
    }
    expect((await bet(me, { betId: randomUUID(), raceId, runner: -1, stake: 2_000 })).statusCode).toBe(400);
    const other = await fundedPlayer(app, database.db, 100_000);
    expect((await bet(other, { betId: winnerBet, raceId, runner: 0, stake: 2_000 })).statusCode).toBe(409);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: P.bets,
          payload: { betId: randomUUID(), raceId, runner: 0, stake: 2_000 },
        })
      ).statusCode,
    ).toBe(401);
    expect(await balanceOf(database.db, me.account)).toBe(994_000);
    const [stake] = await database.db
      .select()
      .from(ledgerTransaction)
      .where(eq(ledgerTransaction.key, `race:${winnerBet}:stake`));
    expect(stake?.kind).toBe('race_stake');
  });

  it('a place bet backs a runner to finish in the first three at its place price; a market the race does not offer is refused', async () => {
    const row = await rowOf(raceId);
    const order = raceOrder(
      'marbles',
      row.serverSeed,
      row.number,
      row.runners.map((r) => r.weight),
    );
    placedBet = randomUUID();
    const placed = await bet(me, {
      betId: placedBet,
      raceId,
      runner: order[2],
      market: 'place',
      stake: 2_000,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(raceBetSchema.parse(placed.json())).toMatchObject({
      runner: order[2],
      market: 'place',
      price: row.runners[order[2]!]?.placePrice,
      status: 'open',
      balance: 992_000,
    });
    unplacedBet = randomUUID();
    const fourth = { betId: unplacedBet, raceId, runner: order[3], market: 'place', stake: 2_000 };
    expect((await bet(me, fourth)).statusCode).toBe(200);
    expect(await balanceOf(database.db, me.account)).toBe(990_000);
    expect(
      (await bet(me, { betId: randomUUID(), raceId, runner: 0, market: 'show', stake: 2_000 })).statusCode,
    ).toBe(400);
    // A runner too likely to place to be priced takes no place bet (and no stake).
    const [, later] = (await overview('marbles')).next;
    const laterRow = await rowOf(later!.raceId);
    await database.db
      .update(race)
      .set({ runners: laterRow.runners.map((r, i) => (i === 0 ? { ...r, placePrice: null } : r)) })
      .where(eq(race.id, later!.raceId));
    const refused = await bet(me, {
      betId: randomUUID(),
      raceId: later!.raceId,
      runner: 0,
      market: 'place',
      stake: 2_000,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'race_market' });
    expect(await balanceOf(database.db, me.account)).toBe(990_000);
  });

  it('player protection decides a race bet like any other: over the wagering limit it is refused with what is still allowed', async () => {
    const limited = await fundedPlayer(app, database.db, 1_000_000);
    await database.db.insert(playerLimit).values({
      playerId: limited.playerId,
      limitType: LIMIT_TYPE.WAGERING_24H,
      value: 30,
      startedAt: clock.now() - DAY_MS,
      endsAt: null,
      currency: 'RUB',
      updatedAt: clock.now() - DAY_MS,
    });
    const payload = () => ({ betId: randomUUID(), raceId, runner: 0, stake: 2_000 });
    expect((await bet(limited, payload())).statusCode).toBe(200);
    const over = await bet(limited, payload());
    expect(over.statusCode, over.body).toBe(403);
    expect(over.json()).toMatchObject({ reason: 'wagering_limit', allowed: 1_000 });
  });

  it('at its start the race runs from its committed seed, reveals it, decides each bet by its runner’s place and pays it once', async () => {
    clock.set(Date.parse('2026-11-30T06:03:01Z'));
    expect((await bet(me, { betId: randomUUID(), raceId, runner: 0, stake: 2_000 })).json()).toMatchObject({
      code: 'race_closed',
    });
    await races.sweep();
    await races.sweep();
    const run = raceSchema.parse(
      (await app.inject({ method: 'GET', url: P.race.replace(':raceId', String(raceId)) })).json(),
    );
    expect(run).toMatchObject({ status: 'run', bets: 5 });
    expect(seedMatchesHash(run.serverSeed ?? '', run.seedHash)).toBe(true);
    const row = await rowOf(raceId);
    expect(run.order).toEqual(
      raceOrder(
        'marbles',
        run.serverSeed ?? '',
        run.number,
        row.runners.map((r) => r.weight),
      ),
    );
    expect(run.order?.[0]).toBe(winnerRunner);

    const win = raceWinPayout(2_000, row.runners[winnerRunner]!.price);
    const third = run.order![2]!;
    const placeWin = raceWinPayout(2_000, row.runners[third]!.placePrice!);
    expect(await balanceOf(database.db, me.account)).toBe(990_000 + win + placeWin);
    const { bets, total } = raceBetPageSchema.parse(
      (await app.inject({ method: 'GET', url: `${P.bets}?kind=marbles`, headers: me.headers })).json(),
    );
    expect(total).toBe(4);
    expect(bets.find((b) => b.betId === winnerBet)).toMatchObject({ status: 'won', place: 1, payout: win });
    expect(bets.find((b) => b.betId === loserBet)).toMatchObject({ status: 'lost', place: 10, payout: 0 });
    expect(bets.find((b) => b.betId === placedBet)).toMatchObject({
      market: 'place',
      status: 'won',
      place: 3,
      payout: placeWin,
    });
    expect(bets.find((b) => b.betId === unplacedBet)).toMatchObject({ status: 'lost', place: 4, payout: 0 });
    const paid = await database.db
      .select()
      .from(ledgerTransaction)
      .where(and(eq(ledgerTransaction.key, `race:${winnerBet}:win`), eq(ledgerTransaction.kind, 'race_win')));
    expect(paid).toHaveLength(1);
    const marbles = await overview('marbles');
    expect(marbles.last[0]?.raceId).toBe(raceId);
    expect(marbles.next[0]?.startAt).toBe('2026-11-30T06:06:00.000Z');
  });

  it('the demo control runs a kind’s next race now from its committed seed', async () => {
    const [next] = (await overview('horses')).next;
    const row = await rowOf(next!.raceId);
    const res = await app.inject({ method: 'POST', url: P.demoRun, payload: { kind: 'horses' } });
    expect(res.statusCode, res.body).toBe(200);
    const run = raceSchema.parse(res.json());
    expect(run).toMatchObject({ raceId: next!.raceId, status: 'run', serverSeed: row.serverSeed });
    expect(run.order).toEqual(
      raceOrder(
        'horses',
        row.serverSeed,
        row.number,
        row.runners.map((r) => r.weight),
      ),
    );
    expect((await app.inject({ method: 'POST', url: P.demoRun, payload: { kind: 'x' } })).statusCode).toBe(
      400,
    );
  });
});
