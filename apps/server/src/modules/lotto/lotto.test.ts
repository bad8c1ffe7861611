/**
 * The lotto over HTTP (docs/adr/0051-lotto.md): the sweep creates each lottery's next draws on the clock with
 * their seed hashes published and the seeds kept; a ticket is staked through the money path once per ticket id and
 * refused by player protection like any stake; at its time a draw's numbers come from the committed seed, each
 * ticket is decided by its matches and paid once through the ledger, and the seed is revealed.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  lottoDrawPageSchema,
  lottoDrawSchema,
  lottoOverviewSchema,
  lottoTicketPageSchema,
  lottoTicketSchema,
} from '@betline/contracts';
import { LOTTO_LOTTERIES, LOTTO_PATHS as P } from '@betline/contracts/lotto';
import { DAY_MS, LIMIT_TYPE } from '@betline/core';
import { LOTTERY_IDS, lotteryOf, lottoNumbers, lottoPayout, seedMatchesHash } from '@betline/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createMoneyStack } from '../../money';
import { manualClock } from '../../infra/clock';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { playerLimit } from '../protection/tables';
import { balanceOf, fundedPlayer, type FundedPlayer } from '../sportsbook/testing';
import { ledgerTransaction } from '../wallet/tables';
import { createLotto, type Lotto } from './service';
import { lottoDraw } from './tables';

// Half a minute into a five-minute slot.
const START = Date.parse('2026-11-30T06:00:30Z');
/** The ticket stakes in RUB: a fifth of the stake step (20.00) times 1, 2, 5, 10, 20, 50. */
const RUB_STAKES = [2_000, 4_000, 10_000, 20_000, 40_000, 100_000];

describe.each(drivers)('lotto on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let lotto: Lotto;
  const clock = manualClock(START);

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    app = buildApp({ db: database, webDistDir: null, clock });
    await app.ready();
    // The sweep the worker runs, driven by the test (the app's own worker is off: interval 0).
    lotto = createLotto({ db: database.db, money: createMoneyStack(database.db, { clock }).money, clock });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const overview = async (currency = 'RUB') => {
    const res = await app.inject({ method: 'GET', url: `${P.overview}?currency=${currency}` });
    expect(res.statusCode, res.body).toBe(200);
    return lottoOverviewSchema.parse(res.json());
  };
  const openDraw = async (lotteryId: string) => {
    const found = (await overview()).lotteries.find((l) => l.lotteryId === lotteryId)?.open;
    expect(found).toBeTruthy();
    return found!;
  };
  const buy = (me: FundedPlayer, payload: object) =>
    app.inject({ method: 'POST', url: P.tickets, headers: me.headers, payload });
  /** The seed the server keeps for a draw (read from the database: the test plays the insider). */
  const seedOf = async (drawId: number) => {
    const [row] = await database.db.select().from(lottoDraw).where(eq(lottoDraw.id, drawId));
    return row!.serverSeed;
  };

  it('the contracts and the engines list the same lotteries', () => {
    expect([...LOTTO_LOTTERIES]).toEqual([...LOTTERY_IDS]);
  });

  it('ROUTE-021 the sweep creates the next three draws of every lottery on the clock, their seed hashes published and the seeds kept secret', async () => {
    await lotto.sweep();
    const { lotteries, stakes, iso } = await overview();
    expect(iso).toBe('RUB');
    expect(stakes).toEqual(RUB_STAKES);
    expect(lotteries.map((l) => l.lotteryId)).toEqual(['rapid-4-20', 'quick-5-36', 'classic-6-45']);
    const quick = lotteries.find((l) => l.lotteryId === 'quick-5-36')!;
    expect(quick).toMatchObject({ pick: 5, of: 36, everyMinutes: 5, rtp: 82.34, last: null });
    expect(quick.open).toMatchObject({
      status: 'open',
      drawAt: '2026-11-30T06:05:00.000Z',
      serverSeed: null,
      numbers: null,
      tickets: 0,
    });
    expect(quick.open?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(lotteries.find((l) => l.lotteryId === 'rapid-4-20')?.open?.drawAt).toBe(
      '2026-11-30T06:02:00.000Z',
    );
    expect(lotteries.find((l) => l.lotteryId === 'classic-6-45')?.open?.drawAt).toBe(
      '2026-11-30T06:15:00.000Z',
    );
    const rows = await database.db.select().from(lottoDraw).where(eq(lottoDraw.lotteryId, 'quick-5-36'));
    expect(rows.map((r) => r.drawAt.toISOString()).sort()).toEqual([
      '2026-11-30T06:05:00.000Z',
      '2026-11-30T06:10:00.000Z',
      '2026-11-30T06:15:00.000Z',
    ]);
    // Each draw has a seed of its own.
    expect(new Set(rows.map((r) => r.serverSeed)).size).toBe(3);
    // Another sweep creates nothing more.
    await lotto.sweep();
    expect(
      await database.db.select().from(lottoDraw).where(eq(lottoDraw.lotteryId, 'quick-5-36')),
    ).toHaveLength(3);
    expect((await app.inject({ method: 'GET', url: `${P.overview}?currency=XYZ` })).statusCode).toBe(400);
    const { draws } = lottoDrawPageSchema.parse(
      (await app.inject({ method: 'GET', url: `${P.draws}?lottery=quick-5-36` })).json(),
    );
    expect(draws).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `${P.draws}?lottery=nope` })).statusCode).toBe(400);
  });

  let winner: FundedPlayer;
  let winnerTicket: string;
  let loserTicket: string;
  let drawId: number;
  let drawn: number[];

  it('a ticket is staked through the ledger once per ticket id; bad numbers, stakes and ids are refused with a reason', async () => {
    const open = await openDraw('quick-5-36');
    drawId = open.drawId;
    // The test knows the seed, so it can fill one ticket with the numbers to come and one with none of them.
    drawn = lottoNumbers(lotteryOf('quick-5-36'), await seedOf(drawId), open.number);
    const others = Array.from({ length: 36 }, (_, i) => i + 1).filter((n) => !drawn.includes(n));
    winner = await fundedPlayer(app, database.db, 1_000_000);

    winnerTicket = randomUUID();
    const numbers = [...drawn].reverse();
    const bought = await buy(winner, { ticketId: winnerTicket, drawId, numbers, stake: 2_000 });
    expect(bought.statusCode, bought.body).toBe(200);
    const ticket = lottoTicketSchema.parse(bought.json());
    expect(ticket).toMatchObject({
      lotteryId: 'quick-5-36',
      numbers: drawn,
      stake: 2_000,
      iso: 'RUB',
      status: 'open',
      drawn: null,
      matches: null,
      payout: null,
      balance: 998_000,
    });
    expect(await balanceOf(database.db, winner.account)).toBe(998_000);
    // The same ticket again answers it and stakes nothing more.
    const again = await buy(winner, { ticketId: winnerTicket, drawId, numbers, stake: 2_000 });
    expect(again.statusCode).toBe(200);
    expect(await balanceOf(database.db, winner.account)).toBe(998_000);

    loserTicket = randomUUID();
    const lost = await buy(winner, {
      ticketId: loserTicket,
      drawId,
      numbers: others.slice(0, 5),
      stake: 4_000,
    });
    expect(lost.statusCode, lost.body).toBe(200);
    expect(await balanceOf(database.db, winner.account)).toBe(994_000);

    const refusals: [object, number, string][] = [
      [{ numbers: [1, 2, 3, 4] }, 422, 'lotto_numbers'],
      [{ numbers: [1, 2, 3, 4, 4] }, 422, 'lotto_numbers'],
      [{ numbers: [1, 2, 3, 4, 37] }, 422, 'lotto_numbers'],
      [{ stake: 2_500 }, 422, 'lotto_stake'],
      [{ drawId: 999_999 }, 404, 'lotto_draw_not_found'],
    ];
    for (const [change, status, code] of refusals) {
      const res = await buy(winner, {
        ticketId: randomUUID(),
        drawId,
        numbers: [1, 2, 3, 4, 5],
        stake: 2_000,
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      expect(res.json(), JSON.stringify(change)).toMatchObject({ code });
      expect(typeof res.json().message).toBe('string');
    }
    expect(
      (await buy(winner, { ticketId: 'not-a-uuid', drawId, numbers: [1, 2, 3, 4, 5], stake: 2_000 }))
        .statusCode,
    ).toBe(400);
    expect(await balanceOf(database.db, winner.account)).toBe(994_000);
    // Another player cannot take the ticket's id; a guest cannot buy.
    const other = await fundedPlayer(app, database.db, 100_000);
    const taken = await buy(other, {
      ticketId: winnerTicket,
      drawId,
      numbers: [1, 2, 3, 4, 5],
      stake: 2_000,
    });
    expect(taken.statusCode).toBe(409);
    const guest = await app.inject({
      method: 'POST',
      url: P.tickets,
      payload: { ticketId: randomUUID(), drawId, numbers: [1, 2, 3, 4, 5], stake: 2_000 },
    });
    expect(guest.statusCode).toBe(401);

    const [stake] = await database.db
      .select()
      .from(ledgerTransaction)
      .where(eq(ledgerTransaction.key, `lotto:${winnerTicket}:stake`));
    expect(stake?.kind).toBe('lotto_stake');
    expect((await openDraw('quick-5-36')).tickets).toBe(2);
  });

  it('player protection decides a lotto stake like any other: over the wagering limit it is refused with what is still allowed', async () => {
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
    const payload = () => ({ ticketId: randomUUID(), drawId, numbers: [1, 2, 3, 4, 5], stake: 2_000 });
    expect((await buy(me, payload())).statusCode).toBe(200);
    const over = await buy(me, payload());
    expect(over.statusCode, over.body).toBe(403);
    expect(over.json()).toMatchObject({ reason: 'wagering_limit', allowed: 1_000 });
    expect(await balanceOf(database.db, me.account)).toBe(1_000_000 - 2_000);
  });

  it('ROUTE-021 at its time the draw takes the numbers of its committed seed, reveals the seed, decides each ticket and pays it once', async () => {
    // A second past the draw's time: no more tickets.
    clock.set(Date.parse('2026-11-30T06:05:01Z'));
    const late = await buy(winner, {
      ticketId: randomUUID(),
      drawId,
      numbers: [1, 2, 3, 4, 5],
      stake: 2_000,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'lotto_draw_closed' });

    await lotto.sweep();
    await lotto.sweep();
    const draw = lottoDrawSchema.parse(
      (await app.inject({ method: 'GET', url: P.draw.replace(':drawId', String(drawId)) })).json(),
    );
    expect(draw).toMatchObject({ status: 'drawn', numbers: drawn, tickets: 3 });
    expect(seedMatchesHash(draw.serverSeed ?? '', draw.seedHash)).toBe(true);
    expect(lottoNumbers(lotteryOf('quick-5-36'), draw.serverSeed ?? '', draw.number)).toEqual(draw.numbers);

    const top = lottoPayout(lotteryOf('quick-5-36'), 2_000, 5);
    expect(top).toBe(100_000_000);
    expect(await balanceOf(database.db, winner.account)).toBe(994_000 + top);
    const { tickets, total } = lottoTicketPageSchema.parse(
      (await app.inject({ method: 'GET', url: P.tickets, headers: winner.headers })).json(),
    );
    expect(total).toBe(2);
    expect(tickets.find((t) => t.ticketId === winnerTicket)).toMatchObject({
      status: 'won',
      matches: 5,
      payout: top,
      drawn,
    });
    expect(tickets.find((t) => t.ticketId === loserTicket)).toMatchObject({
      status: 'lost',
      matches: 0,
      payout: 0,
    });
    const wins = await database.db
      .select()
      .from(ledgerTransaction)
      .where(
        and(eq(ledgerTransaction.key, `lotto:${winnerTicket}:win`), eq(ledgerTransaction.kind, 'lotto_win')),
      );
    expect(wins).toHaveLength(1);

    // The lottery's next draw is open, and the drawn one is its latest.
    const quick = (await overview()).lotteries.find((l) => l.lotteryId === 'quick-5-36')!;
    expect(quick.last?.drawId).toBe(drawId);
    expect(quick.open?.drawAt).toBe('2026-11-30T06:10:00.000Z');
    const page = lottoDrawPageSchema.parse(
      (await app.inject({ method: 'GET', url: `${P.draws}?lottery=quick-5-36` })).json(),
    );
    expect(page.draws.map((d) => d.drawId)).toEqual([drawId]);
  });

  it('the demo control draws a lottery now from its committed seed', async () => {
    const open = await openDraw('classic-6-45');
    const seed = await seedOf(open.drawId);
    const res = await app.inject({ method: 'POST', url: P.demoDraw, payload: { lotteryId: 'classic-6-45' } });
    expect(res.statusCode, res.body).toBe(200);
    const draw = lottoDrawSchema.parse(res.json());
    expect(draw).toMatchObject({
      drawId: open.drawId,
      status: 'drawn',
      serverSeed: seed,
      seedHash: open.seedHash,
    });
    expect(draw.numbers).toEqual(lottoNumbers(lotteryOf('classic-6-45'), seed, open.number));
    expect(
      (await app.inject({ method: 'POST', url: P.demoDraw, payload: { lotteryId: 'x' } })).statusCode,
    ).toBe(400);
  });
});
