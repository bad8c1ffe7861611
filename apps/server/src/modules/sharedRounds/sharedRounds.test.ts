import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import {
  casinoGamesResponseSchema,
  sharedBetPageSchema,
  sharedBetSchema,
  sharedTableSchema,
  type SharedTableEvent,
} from '@betline/contracts';
import { SHARED_ROUND_PATHS as P, SHARED_TABLE_IDS, sharedTablePath } from '@betline/contracts/tables';
import { DAY_MS, LIMIT_TYPE } from '@betline/core';
import {
  BINGO_SAMPLE_CARD,
  ENGINES,
  bingoCard,
  fairRandom,
  settleBingo,
  SHARED_TABLE_IDS as ENGINE_TABLES,
  playSharedBet,
  seedMatchesHash,
  sharedRoundResult,
  sharedTableOf,
  verifyRound,
} from '@betline/games';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app';
import { createMemoryBus } from '../../infra/bus';
import { manualClock } from '../../infra/clock';
import { createMoneyStack } from '../../money';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { playerLimit } from '../protection/tables';
import { balanceOf, fundedPlayer, type FundedPlayer } from '../sportsbook/testing';
import { createLedger } from '../wallet/ledger';
import { ledgerTransaction } from '../wallet/tables';
import { createSharedRounds, type SharedRounds } from './service';
import { sharedRound } from './tables';

// Ten seconds into a thirty-second slot.
const START = Date.parse('2026-12-01T08:00:10Z');

describe.each(drivers)('shared tables on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let rounds: SharedRounds;
  const clock = manualClock(START);
  const bus = createMemoryBus();

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    app = buildApp({ db: database, webDistDir: null, clock, feedOptions: { bus } });
    await app.ready();
    // The sweep the worker runs, driven by the test (the app's own worker is off: interval 0), on the app's bus.
    rounds = createSharedRounds({
      db: database.db,
      money: createMoneyStack(database.db, { clock }).money,
      clock,
      bus,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const tableOf = async (tableId = 'live-roulette') => {
    const res = await app.inject({ method: 'GET', url: sharedTablePath(P.table, tableId) });
    expect(res.statusCode, res.body).toBe(200);
    return sharedTableSchema.parse(res.json());
  };
  const place = (me: FundedPlayer, tableId: string, payload: object) =>
    app.inject({ method: 'POST', url: sharedTablePath(P.bets, tableId), headers: me.headers, payload });
  const myBets = async (me: FundedPlayer, tableId: string) =>
    sharedBetPageSchema.parse(
      (
        await app.inject({ method: 'GET', url: sharedTablePath(P.bets, tableId), headers: me.headers })
      ).json(),
    ).bets;
  const red = (stake: number) => ({ chips: [{ kind: 'red', stake }] });

  it('the contracts and the engines list the same tables, and each table is a game of the catalogue', async () => {
    expect([...SHARED_TABLE_IDS]).toEqual([...ENGINE_TABLES]);
    const games = casinoGamesResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/web-api/casino/games?limit=200' })).json(),
    ).games;
    for (const tableId of SHARED_TABLE_IDS) {
      const game = games.find((g) => g.table === tableId);
      expect(game?.engine).toBe(sharedTableOf(tableId).game);
    }
  });

  it('a table answers the round taking bets (its seed hash published, the seed kept) on the clock', async () => {
    const table = await tableOf();
    expect(table).toMatchObject({ tableId: 'live-roulette', game: 'roulette', periodMs: 30_000 });
    expect(table.open).toMatchObject({
      drawAt: '2026-12-01T08:00:30.000Z',
      status: 'open',
      serverSeed: null,
      result: null,
      bets: 0,
    });
    expect(table.open!.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(table.open!.number).toBe(Date.parse('2026-12-01T08:00:30Z') / 30_000);
    expect(table.now).toBe(new Date(START).toISOString());
    expect(
      (await app.inject({ method: 'GET', url: sharedTablePath(P.table, 'no-such-table') })).statusCode,
    ).toBe(400);
  });

  it('a bet stakes through the money path once: a retry answers it, another player or round cannot reuse its id, a bad bet is refused with the reason', async () => {
    const me = await fundedPlayer(app, database.db, 100_000);
    const other = await fundedPlayer(app, database.db, 100_000);
    const { open } = await tableOf();
    const betId = randomUUID();
    const payload = { betId, roundId: open!.roundId, bet: red(5_000) };
    const first = await place(me, 'live-roulette', payload);
    expect(first.statusCode, first.body).toBe(200);
    expect(sharedBetSchema.parse(first.json())).toMatchObject({
      betId,
      status: 'open',
      stake: 5_000,
      iso: 'RUB',
      balance: 95_000,
      outcome: null,
    });
    expect((await place(me, 'live-roulette', payload)).json()).toMatchObject({ betId, balance: 95_000 });
    expect(await balanceOf(database.db, me.account)).toBe(95_000);
    const [stake] = await database.db
      .select()
      .from(ledgerTransaction)
      .where(eq(ledgerTransaction.key, `casino:${betId}:stake`));
    expect(stake?.kind).toBe('casino_stake');

    expect((await place(other, 'live-roulette', payload)).statusCode).toBe(409);
    const bad = await place(me, 'live-roulette', {
      betId: randomUUID(),
      roundId: open!.roundId,
      bet: red(0),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/stake/);
    // The roulette's round is not a round of the wheel.
    const wrongTable = await place(me, 'money-wheel', {
      betId: randomUUID(),
      roundId: open!.roundId,
      bet: { chips: [{ value: '1', stake: 1_000 }] },
    });
    expect(wrongTable.statusCode).toBe(404);
    expect((await place(me, 'live-roulette', { ...payload, betId: 'nope' })).statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: sharedTablePath(P.bets, 'live-roulette'),
          payload: { ...payload, betId: randomUUID() },
        })
      ).statusCode,
    ).toBe(401);
    expect((await tableOf()).open).toMatchObject({ bets: 1, players: 1 });
  });

  it('player protection decides a table stake like any casino stake: over the wagering limit it is refused with what is still allowed, and nothing is taken', async () => {
    const me = await fundedPlayer(app, database.db, 1_000_000);
    await database.db.insert(playerLimit).values({
      playerId: me.playerId,
      limitType: LIMIT_TYPE.WAGERING_24H,
      value: 30,
      startedAt: clock.now() - DAY_MS,
      endsAt: null,
      currency: 'RUB',
      updatedAt: clock.now() - DAY_MS,
    });
    const { open } = await tableOf('money-wheel');
    const bet = (stake: number) => ({
      betId: randomUUID(),
      roundId: open!.roundId,
      bet: { chips: [{ value: '2', stake }] },
    });
    expect((await place(me, 'money-wheel', bet(2_000))).statusCode).toBe(200);
    const over = await place(me, 'money-wheel', bet(2_000));
    expect(over.statusCode, over.body).toBe(403);
    expect(over.json()).toMatchObject({ reason: 'wagering_limit', allowed: 1_000 });
    expect(await balanceOf(database.db, me.account)).toBe(1_000_000 - 2_000);
  });

  it('at its time the round takes the result of its committed seed, reveals the seed, decides every bet on that one result and pays each once; a late bet is refused', async () => {
    const players = await Promise.all([1, 2, 3].map(() => fundedPlayer(app, database.db, 100_000)));
    const { open } = await tableOf();
    const bets = [
      { chips: [{ kind: 'red', stake: 1_000 }] },
      { chips: [{ kind: 'black', stake: 1_000 }] },
      {
        chips: [
          { kind: 'straight', numbers: [17], stake: 500 },
          { kind: 'dozen', target: 2, stake: 500 },
        ],
      },
    ];
    for (const [i, me] of players.entries()) {
      const res = await place(me, 'live-roulette', {
        betId: randomUUID(),
        roundId: open!.roundId,
        bet: bets[i],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    clock.set(Date.parse('2026-12-01T08:00:30Z'));
    const late = await place(players[0]!, 'live-roulette', {
      betId: randomUUID(),
      roundId: open!.roundId,
      bet: red(1_000),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/next round/);

    expect(await rounds.sweep()).toBeGreaterThan(0);
    expect(await rounds.sweep()).toBe(0);
    const table = await tableOf();
    const drawn = table.recent[0]!;
    expect(drawn).toMatchObject({ roundId: open!.roundId, status: 'drawn', bets: 4, players: 4 });
    expect(seedMatchesHash(drawn.serverSeed!, drawn.seedHash)).toBe(true);
    const spec = sharedTableOf('live-roulette');
    expect(drawn.result).toEqual(sharedRoundResult(spec, drawn.serverSeed!, drawn.number));
    expect(table.open!.number).toBe(drawn.number + 1);

    const number = (drawn.result as { number: number }).number;
    for (const [i, me] of players.entries()) {
      const [mine] = await myBets(me, 'live-roulette');
      const valid = ENGINES.roulette.validate(bets[i]);
      if (!valid.ok) throw new Error(valid.error.message);
      const expected = playSharedBet(spec, valid.value, drawn.serverSeed!, drawn.number);
      expect(mine).toMatchObject({ status: expected.payout > 0 ? 'won' : 'lost', payout: expected.payout });
      expect((mine!.outcome as { number: number }).number).toBe(number);
      expect(await balanceOf(database.db, me.account)).toBe(100_000 - expected.stake + expected.payout);
      // Anyone can replay the bet from the revealed seed: the table as client seed, the round as nonce.
      const replay = verifyRound({
        game: 'roulette',
        bet: mine!.bet,
        serverSeed: drawn.serverSeed,
        serverSeedHash: drawn.seedHash,
        clientSeed: 'live-roulette',
        nonce: drawn.number,
      });
      expect(replay.ok && replay.value.outcome).toEqual(mine!.outcome);
    }
    expect(await createLedger(database.db).audit()).toEqual({
      unbalancedTransactions: [],
      driftedAccounts: [],
    });
  });

  it("the table's events reach a watcher as they happen: the count of bets, then the drawn round with the next one", async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const controller = new AbortController();
    const events: SharedTableEvent[] = [];
    const res = await fetch(`http://127.0.0.1:${port}${sharedTablePath(P.events, 'live-baccarat')}`, {
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    void (async () => {
      const decoder = new TextDecoder();
      let text = '';
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        text += decoder.decode(value, { stream: true });
        const blocks = text.split('\n\n');
        text = blocks.pop() ?? '';
        for (const block of blocks) {
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) events.push(JSON.parse(data.slice(6)) as SharedTableEvent);
        }
      }
    })();
    try {
      const me = await fundedPlayer(app, database.db, 100_000);
      const { open } = await tableOf('live-baccarat');
      const bet = { betId: randomUUID(), roundId: open!.roundId, bet: { stake: 2_000, on: 'banker' } };
      expect((await place(me, 'live-baccarat', bet)).statusCode).toBe(200);
      await vi.waitFor(() =>
        expect(events).toContainEqual({ type: 'bets', roundId: open!.roundId, bets: 1, players: 1 }),
      );
      clock.set(Date.parse(open!.drawAt));
      await rounds.sweep();
      await vi.waitFor(() => expect(events.some((e) => e.type === 'drawn')).toBe(true));
      const drawn = events.find((e) => e.type === 'drawn');
      if (drawn?.type !== 'drawn') throw new Error('no drawn event');
      expect(drawn.round).toMatchObject({ roundId: open!.roundId, status: 'drawn', bets: 1 });
      expect(drawn.round.serverSeed).not.toBeNull();
      expect(drawn.open?.number).toBe(drawn.round.number + 1);
      const [mine] = await myBets(me, 'live-baccarat');
      expect(mine?.status).not.toBe('open');
    } finally {
      controller.abort();
    }
  });

  it('a bingo card is a bet on the round: every card sees the same 75 calls, and each is paid by its own line and full house', async () => {
    const me = await fundedPlayer(app, database.db, 100_000);
    const { open } = await tableOf('bingo-75');
    const cards = [
      BINGO_SAMPLE_CARD,
      bingoCard(fairRandom({ serverSeed: 'ef'.repeat(32), clientSeed: 'c', nonce: 1 })),
    ];
    for (const card of cards) {
      const res = await place(me, 'bingo-75', {
        betId: randomUUID(),
        roundId: open!.roundId,
        bet: { stake: 1_000, card },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const badCard = await place(me, 'bingo-75', {
      betId: randomUUID(),
      roundId: open!.roundId,
      bet: { stake: 1_000, card: [...BINGO_SAMPLE_CARD.slice(0, 23), 99] },
    });
    expect(badCard.statusCode).toBe(400);
    const drawn = await app.inject({ method: 'POST', url: sharedTablePath(P.demoDraw, 'bingo-75') });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const order = (drawn.json().result as { order: number[] }).order;
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 75 }, (_, i) => i + 1));
    const bets = await myBets(me, 'bingo-75');
    let paid = 0;
    for (const bet of bets) {
      const expected = settleBingo({ stake: 1_000, card: bet.bet.card as number[] }, order);
      expect(bet.outcome).toMatchObject({ order, line: expected.line, house: expected.house });
      expect(bet.payout).toBe(expected.payout);
      paid += expected.payout;
    }
    expect(await balanceOf(database.db, me.account)).toBe(100_000 - 2_000 + paid);
  });

  it('the demo control draws the open round now from its committed seed, and the table keeps a round taking bets', async () => {
    const { open } = await tableOf('money-wheel');
    const res = await app.inject({ method: 'POST', url: sharedTablePath(P.demoDraw, 'money-wheel') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ roundId: open!.roundId, status: 'drawn' });
    const [row] = await database.db.select().from(sharedRound).where(eq(sharedRound.id, open!.roundId));
    expect(res.json().result).toEqual(
      sharedRoundResult(sharedTableOf('money-wheel'), row!.serverSeed, row!.number),
    );
    for (let i = 0; i < 3; i += 1) {
      const again = await app.inject({ method: 'POST', url: sharedTablePath(P.demoDraw, 'money-wheel') });
      expect(again.statusCode, again.body).toBe(200);
      expect((await tableOf('money-wheel')).open?.number).toBe(again.json().number + 1);
    }
  });
});
