/**
 * The toto over HTTP (docs/adr/0050-toto.md), on the feed's own football: the sweep forms the week's draw, a coupon
 * is staked through the money path once per coupon id and refused by player protection like any stake, the draw
 * closes when a match leaves the line, and once every match is finished the pool is shared out, each coupon paid
 * once through the ledger, and the remainder carried to the jackpot.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  totoCouponPageSchema,
  totoCouponSchema,
  totoDrawPageSchema,
  totoOverviewSchema,
  totoWinnersSchema,
  type TotoPick,
} from '@betline/contracts';
import { TOTO_PATHS as P } from '@betline/contracts/toto';
import { DAY_MS, LIMIT_TYPE, currencyOf } from '@betline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createMoneyStack } from '../../money';
import { manualClock } from '../../infra/clock';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { createFeed, type FeedService } from '../feed/service';
import { createIdentityService } from '../identity/service';
import { playerLimit } from '../protection/tables';
import { balanceOf, fundedPlayer, type FundedPlayer } from '../sportsbook/testing';
import { ledgerTransaction } from '../wallet/tables';
import { createToto, isoWeek, type Toto } from './service';
import { seedTotoDemo } from './seed';
import { totoCoupon, totoJackpot, totoPool } from './tables';

// A Monday morning: the week's football is all ahead.
const MONDAY = Date.parse('2026-11-30T06:00:00Z');
const RUB_STEP = 1_000; // the smallest stake of a variant in RUB (10.00)

describe.each(drivers)('toto on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let feed: FeedService;
  let toto: Toto;
  const clock = manualClock(MONDAY);

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    feed = createFeed({ database, seed: 7, horizonDays: 8, now: () => clock.now() });
    await feed.schedule();
    app = buildApp({ db: database, webDistDir: null, feed, clock });
    await app.ready();
    // The sweep the worker runs, driven by the test (the app's own worker is off: interval 0).
    toto = createToto({
      db: database.db,
      feed,
      money: createMoneyStack(database.db, { clock }).money,
      clock,
      loginOf: async (playerId) => (await createIdentityService(database.db).findPlayer(playerId))?.login,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const overview = async (currency = 'RUB') => {
    const res = await app.inject({ method: 'GET', url: `${P.overview}?currency=${currency}` });
    expect(res.statusCode, res.body).toBe(200);
    return totoOverviewSchema.parse(res.json());
  };
  const place = (me: FundedPlayer, payload: object) =>
    app.inject({ method: 'POST', url: P.coupons, headers: me.headers, payload });
  const singles = (pick: TotoPick): TotoPick[][] => Array.from({ length: 15 }, () => [pick]);

  it("ROUTE-020 the sweep forms this week's draw from 15 football matches of the line, kicking off in the week, closing at the first", async () => {
    await toto.sweep();
    const { current, next, rules } = await overview();
    expect(next).toBeNull();
    expect(current?.status).toBe('open');
    expect(current?.week).toBe(isoWeek(MONDAY).name);
    const events = current?.events ?? [];
    expect(events).toHaveLength(15);
    const starts = events.map((e) => Date.parse(e.startAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(Date.parse(current?.closesAt ?? '')).toBe(starts[0]);
    const weekStart = isoWeek(MONDAY).start;
    for (const e of events) {
      expect(Date.parse(e.startAt)).toBeGreaterThanOrEqual(MONDAY + 3_600_000);
      expect(Date.parse(e.startAt)).toBeLessThan(weekStart + 7 * DAY_MS);
      const game = await feed.getGame(e.gameId);
      expect(game?.sportId).toBe(1);
      expect(game?.state.status).toBe('line');
      expect(e.home).toBe(game?.home?.nameEng);
      expect(e.result).toBeNull();
    }
    expect(rules).toMatchObject({ iso: 'RUB', events: 15, minVariantStake: RUB_STEP, houseShare: 25 });
    expect(current?.pool).toMatchObject({ iso: 'RUB', coupons: 0, stakes: 0, jackpot: 4_000_000 });
    // A second sweep forms nothing more.
    await toto.sweep();
    expect((await overview()).current?.drawId).toBe(current?.drawId);
    expect((await app.inject({ method: 'GET', url: `${P.overview}?currency=rub` })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `${P.overview}?currency=XYZ` })).statusCode).toBe(400);
  });

  let winner: FundedPlayer;
  let loser: FundedPlayer;
  let winnerCoupon: string;
  let loserCoupon: string;

  it('a coupon is staked through the ledger once per coupon id: system entries multiply the variants, bad coupons are refused with a reason', async () => {
    const { current } = await overview();
    const drawId = current?.drawId ?? 0;
    winner = await fundedPlayer(app, database.db, 1_000_000);
    loser = await fundedPlayer(app, database.db, 1_000_000);

    const picks = singles('1');
    picks[0] = ['1', 'X'];
    picks[1] = ['2', '1'];
    winnerCoupon = randomUUID();
    const placed = await place(winner, { couponId: winnerCoupon, drawId, picks, variantStake: 2_000 });
    expect(placed.statusCode, placed.body).toBe(200);
    const coupon = totoCouponSchema.parse(placed.json());
    expect(coupon).toMatchObject({
      variants: 4,
      variantStake: 2_000,
      stake: 8_000,
      iso: 'RUB',
      status: 'open',
    });
    // Stored and answered in the order 1, X, 2.
    expect(coupon.picks[1]).toEqual(['1', '2']);
    expect(coupon.balance).toBe(992_000);
    expect(await balanceOf(database.db, winner.account)).toBe(992_000);
    // The same coupon again answers it and stakes nothing more; another player cannot take its id.
    const again = await place(winner, { couponId: winnerCoupon, drawId, picks, variantStake: 2_000 });
    expect(totoCouponSchema.parse(again.json()).couponId).toBe(winnerCoupon);
    expect(await balanceOf(database.db, winner.account)).toBe(992_000);
    expect(
      (await place(loser, { couponId: winnerCoupon, drawId, picks, variantStake: 2_000 })).statusCode,
    ).toBe(409);

    loserCoupon = randomUUID();
    const lost = await place(loser, {
      couponId: loserCoupon,
      drawId,
      picks: singles('X'),
      variantStake: RUB_STEP,
    });
    expect(lost.statusCode, lost.body).toBe(200);

    const refused = async (payload: object, status: number, text: RegExp) => {
      const res = await place(loser, {
        couponId: randomUUID(),
        drawId,
        picks: singles('1'),
        variantStake: RUB_STEP,
        ...payload,
      });
      expect(res.statusCode, res.body).toBe(status);
      expect((res.json() as { message: string }).message).toMatch(text);
    };
    await refused({ variantStake: RUB_STEP - 1 }, 422, /at least 1000 minor units of RUB/);
    const wide = singles('1');
    for (let i = 0; i < 9; i++) wide[i] = ['1', 'X', '2'];
    await refused({ picks: wide }, 422, /at most 6561 variants/);
    await refused({ picks: singles('1').slice(1) }, 400, /15 matches/);
    await refused({ picks: [['1', '1'], ...singles('1').slice(1)] }, 400, /picked once/);
    await refused({ picks: [[], ...singles('1').slice(1)] }, 400, /at least one outcome/);
    await refused({ drawId: 999_999 }, 404, /no toto draw/);
    await refused({ variantStake: 2_000_000 }, 422, /insufficient funds/i);
    const guest = await app.inject({
      method: 'POST',
      url: P.coupons,
      payload: { couponId: randomUUID(), drawId, picks: singles('1'), variantStake: RUB_STEP },
    });
    expect(guest.statusCode).toBe(401);

    const { current: after } = await overview();
    expect(after?.pool).toMatchObject({ coupons: 2, stakes: 9_000, prizeFund: 6_750 });
    const [stake] = await database.db
      .select()
      .from(ledgerTransaction)
      .where(eq(ledgerTransaction.key, `toto:${winnerCoupon}:stake`));
    expect(stake?.kind).toBe('toto_stake');
  });

  it('player protection decides a toto stake like any other: over the wagering limit it is refused with what is still allowed', async () => {
    const { current } = await overview();
    const me = await fundedPlayer(app, database.db, 1_000_000);
    await database.db.insert(playerLimit).values({
      playerId: me.playerId,
      limitType: LIMIT_TYPE.WAGERING_24H,
      value: 15,
      startedAt: clock.now() - DAY_MS,
      endsAt: null,
      currency: 'RUB',
      updatedAt: clock.now() - DAY_MS,
    });
    const payload = () => ({
      couponId: randomUUID(),
      drawId: current?.drawId,
      picks: singles('X'),
      variantStake: RUB_STEP,
    });
    expect((await place(me, payload())).statusCode).toBe(200);
    const over = await place(me, payload());
    expect(over.statusCode, over.body).toBe(403);
    expect(over.json()).toMatchObject({ reason: 'wagering_limit', allowed: 500 });
    expect(await balanceOf(database.db, me.account)).toBe(1_000_000 - RUB_STEP);
  });

  it('ROUTE-020 the draw closes when a match leaves the line; once all are finished it settles, pays each coupon once and carries the rest', async () => {
    const { current } = await overview();
    const draw = current!;
    const [first, ...rest] = draw.events;
    await feed.finish(first!.gameId, 'first');
    await toto.sweep();
    const closed = await place(winner, {
      couponId: randomUUID(),
      drawId: draw.drawId,
      picks: singles('1'),
      variantStake: RUB_STEP,
    });
    expect(closed.statusCode, closed.body).toBe(409);
    for (const e of rest) await feed.finish(e.gameId, 'first');
    await toto.sweep();
    await toto.sweep();

    const page = await app.inject({ method: 'GET', url: `${P.draws}?currency=RUB` });
    const settled = totoDrawPageSchema.parse(page.json()).draws.find((d) => d.drawId === draw.drawId);
    expect(settled?.status).toBe('settled');
    expect(settled?.events.every((e) => e.result === '1' && /^\d+:\d+$/.test(e.score ?? ''))).toBe(true);

    // The winner's four variants: one with 15 right, two with 14, one with 13; alone in each category.
    const mine = totoCouponPageSchema.parse(
      (await app.inject({ method: 'GET', url: P.coupons, headers: winner.headers })).json(),
    ).coupons;
    const won = mine.find((c) => c.couponId === winnerCoupon);
    expect(won).toMatchObject({ status: 'won', correct: 15 });
    const categories = new Map(settled?.categories.map((c) => [c.correct, c]));
    expect(categories.get(15)?.fund).toBe(4_000_000);
    expect(categories.get(15)?.variants).toBe(1);
    expect(categories.get(14)?.variants).toBe(2);
    const expected =
      (categories.get(15)?.fund ?? 0) + (categories.get(14)?.fund ?? 0) + (categories.get(13)?.fund ?? 0);
    expect(won?.payout).toBe(expected);
    expect(await balanceOf(database.db, winner.account)).toBe(992_000 + expected);
    const loserCoupons = totoCouponPageSchema.parse(
      (await app.inject({ method: 'GET', url: P.coupons, headers: loser.headers })).json(),
    ).coupons;
    expect(loserCoupons.find((c) => c.couponId === loserCoupon)).toMatchObject({
      status: 'lost',
      correct: 0,
      payout: 0,
    });

    // Another sweep pays nothing twice; what nobody won waits in the jackpot.
    await toto.sweep();
    expect(await balanceOf(database.db, winner.account)).toBe(992_000 + expected);
    const [pool] = await database.db.select().from(totoPool).where(eq(totoPool.drawId, draw.drawId));
    const [jackpot] = await database.db.select().from(totoJackpot).where(eq(totoJackpot.currencyId, 1));
    expect(jackpot?.amount).toBe(pool?.carriedOut);
    expect((pool?.paid ?? 0) + (pool?.carriedOut ?? 0)).toBe(
      pool!.stakes - pool!.stakes * 0.25 + (pool?.guaranteeTopUp ?? 0),
    );

    const winners = totoWinnersSchema.parse(
      (await app.inject({ method: 'GET', url: P.winners })).json(),
    ).winners;
    expect(winners[0]).toMatchObject({ drawId: draw.drawId, correct: 15, payout: expected, iso: 'RUB' });
    expect(winners[0]?.player).toBe(`${winner.login.slice(0, 2)}***${winner.login.slice(-2)}`);
    expect(winners[0]?.player).not.toContain(winner.login);
  });

  it("ROUTE-020 after this week's draw closes, next week's draw is formed", async () => {
    await toto.sweep();
    const { current } = await overview();
    expect(current?.week).toBe(isoWeek(MONDAY + 7 * DAY_MS).name);
  });

  it('the demo players fill one coupon of the open draw, staked like any other, once', async () => {
    const identity = createIdentityService(database.db);
    const demo = {
      db: database.db,
      feed,
      toto,
      demoPlayer: async (login: string) => {
        const found = await identity.findByIdentifier(login);
        return found ? { id: found.id, iso: currencyOf(found.currencyId).iso } : undefined;
      },
    };
    expect(await seedTotoDemo(demo)).toBe(2);
    expect(await seedTotoDemo(demo)).toBe(0);
    const { current } = await overview('USD');
    expect(current?.pool.coupons).toBeGreaterThanOrEqual(1);
    const wallet = await identity.findByIdentifier('wallet_demo');
    const [coupon] = await database.db.select().from(totoCoupon).where(eq(totoCoupon.playerId, wallet!.id));
    expect(coupon).toMatchObject({ drawId: current?.drawId, variants: 8, status: 'open' });
    expect(coupon?.picks.filter((p) => p.length === 2)).toHaveLength(3);
  });
});
