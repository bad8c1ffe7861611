import { eq } from 'drizzle-orm';
import {
  BETTING_PATHS as P,
  betHistoryResponseSchema,
  bookingLoadResponseSchema,
  cashoutQuoteSchema,
  cashoutResponseSchema,
  couponRefusalSchema,
  placeCouponResponseSchema,
  printCouponResponseSchema,
  type PlacedCoupon,
} from '@betline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { systemClock } from '../../infra/clock';
import { createMoneyStack } from '../../money';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import type { Game } from '../feed/engine';
import { createFeed, type FeedService } from '../feed/service';
import { ledgerTransaction } from '../wallet/tables';
import { defaultStakeLimits } from './bets';
import { createBetting } from './bets';
import { seedBettingDemo } from './seed';
import { createSettlement } from './settlement';
import { createHistory } from './history';
import { betCoupon } from './tables';
import { player } from '../identity/tables';
import { DEFAULT_SITE_SETTINGS } from '../../db/seed';
import {
  balanceOf,
  couponPayload,
  fundedPlayer,
  mutateGame,
  outcomeOf,
  placeCoupon,
  storedGames,
  type FundedPlayer,
  type Pick,
} from './testing';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const W1 = [1, 401];

describe.each(drivers)('betting: history, print, booking, cash-out on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let feed: FeedService;
  let line: Game[];
  let next = 0;

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    feed = createFeed({ database, seed: 7, horizonDays: 1, now: () => NOW });
    await feed.schedule();
    while ((await feed.tick()).started > 0);
    app = buildApp({ db: database, webDistDir: null, feed, betting: { liveDelayMs: 0 } });
    await app.ready();
    line = (await storedGames(database.db, 'line')).filter(
      (g) => (outcomeOf(g, W1, 1100)?.coef ?? 9999) < 5000,
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const w1 = (): Pick => {
    const game = line[next++] as Game;
    return { game, outcome: outcomeOf(game, W1, 1100)! };
  };
  async function place(me: FundedPlayer, payload: unknown): Promise<PlacedCoupon> {
    const res = await placeCoupon(app, me.headers, payload);
    expect(res.statusCode, res.body).toBe(201);
    return placeCouponResponseSchema.parse(res.json()).coupon!;
  }
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const withId = (path: string, id: number | string) => path.replace(':couponId', String(id));

  it('bet history filters by period, status and type, pages, and shows each selection with its result', async () => {
    const me = await fundedPlayer(app, database.db, 1_000_000);
    const settledPick = w1();
    const single = await place(me, couponPayload([settledPick], { amount: 10_000 }));
    const express = await place(me, couponPayload([w1(), w1()], { typeId: 1, amount: 10_000 }));
    const system = await place(me, couponPayload([w1(), w1(), w1()], { typeId: 2, amount: 30_000 }));
    await feed.finish(settledPick.game.id);
    await createSettlement({
      db: database.db,
      feed,
      clock: systemClock,
      stakeLimits: defaultStakeLimits,
      money: createMoneyStack(database.db).money,
    }).settleDue();

    const list = async (query: string) => {
      const res = await get(`${P.bets}?${query}`, me.headers);
      expect(res.statusCode, res.body).toBe(200);
      return betHistoryResponseSchema.parse(res.json());
    };
    const all = await list('');
    expect(all.total).toBe(3);
    expect(all.coupons.map((c) => c.couponId)).toEqual([system.couponId, express.couponId, single.couponId]);
    const settled = await list('status=settled');
    expect(settled.coupons.map((c) => c.couponId)).toEqual([single.couponId]);
    expect(settled.coupons[0]?.selections[0]?.result).toMatch(/^(won|lost)$/);
    expect(settled.coupons[0]?.selections[0]?.scoreFormatted).not.toBe('');
    expect((await list('status=open')).total).toBe(2);
    expect((await list('typeId=1')).coupons.map((c) => c.couponId)).toEqual([express.couponId]);
    const page = await list('limit=1&offset=1');
    expect(page).toMatchObject({ total: 3, coupons: [{ couponId: express.couponId }] });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await list(`from=${encodeURIComponent(future)}`)).total).toBe(0);
    const past = new Date(Date.now() - 86_400_000).toISOString();
    expect((await list(`from=${encodeURIComponent(past)}&to=${encodeURIComponent(future)}`)).total).toBe(3);
    // Bad filters are a 400 with the rule, never a 500.
    const bad = await get(`${P.bets}?typeId=9`, me.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/typeId/);
    expect((await get(P.bets)).statusCode).toBe(401);
  });

  it('print-coupon data for the owner only; couponId is digits', async () => {
    const me = await fundedPlayer(app, database.db, 100_000);
    const other = await fundedPlayer(app, database.db, 0);
    const coupon = await place(me, couponPayload([w1()]));
    const res = await get(withId(P.printCoupon, coupon.couponId), me.headers);
    expect(res.statusCode).toBe(200);
    expect(printCouponResponseSchema.parse(res.json())).toMatchObject({
      companyName: 'Betline',
      coupon: { couponId: coupon.couponId, amount: 10_000 },
    });
    expect((await get(withId(P.printCoupon, coupon.couponId), other.headers)).statusCode).toBe(404);
    expect((await get(withId(P.printCoupon, 'abc'), me.headers)).statusCode).toBe(400);
  });

  it('a booking code saves a slip and loads it again (loadCouponInputValue) with the odds of now', async () => {
    const a = w1();
    const b = w1();
    const saved = await app.inject({
      method: 'POST',
      url: P.booking,
      payload: {
        typeId: 1,
        systemValue: 2,
        bets: [
          { marketId: a.outcome.id, blockId: null },
          { marketId: b.outcome.id, blockId: null },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { code } = saved.json<{ code: string }>();
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    await mutateGame(database.db, b.game.id, (g) => {
      for (const m of g.markets) for (const o of m.outcomes) if (o.id === b.outcome.id) o.coef = 2345;
    });
    const loaded = bookingLoadResponseSchema.parse((await get(P.bookingCode.replace(':code', code))).json());
    expect(loaded).toMatchObject({ loadCouponInputValue: code, typeId: 1, unavailable: [] });
    expect(loaded.bets.map((x) => x.market.id)).toEqual([a.outcome.id, b.outcome.id]);
    expect(loaded.bets[1]?.market.coef).toBe(2.345);
    await feed.finish(a.game.id);
    const later = bookingLoadResponseSchema.parse((await get(P.bookingCode.replace(':code', code))).json());
    expect(later.unavailable).toEqual([a.outcome.id]);
    expect((await get(P.bookingCode.replace(':code', 'ZZZZZZZ2'))).statusCode).toBe(404);
    expect((await get(P.bookingCode.replace(':code', 'bad'))).statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'POST',
      url: P.booking,
      payload: { typeId: 0, bets: [{ marketId: 999_999_999, blockId: null }] },
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('cash-out pays the fair value from the current odds through the ledger (kind cashout), once', async () => {
    const me = await fundedPlayer(app, database.db, 100_000);
    const pick = w1();
    const coupon = await place(me, couponPayload([pick], { amount: 10_000 }));
    expect(coupon.cashout).toBe(10_000); // unchanged odds: accepted / current = 1
    const accepted = pick.outcome.coef as number;
    const now = accepted + 500; // the selection became less likely
    await mutateGame(database.db, pick.game.id, (g) => {
      for (const m of g.markets) for (const o of m.outcomes) if (o.id === pick.outcome.id) o.coef = now;
    });
    const quote = cashoutQuoteSchema.parse(
      (await get(withId(P.cashout, coupon.couponId), me.headers)).json(),
    );
    const fair = Math.round((10_000 * accepted) / now);
    expect(quote.amount).toBe(fair);
    const stale = await app.inject({
      method: 'POST',
      url: withId(P.cashout, coupon.couponId),
      headers: me.headers,
      payload: { amount: 10_000 },
    });
    expect(stale.statusCode).toBe(409);
    expect(couponRefusalSchema.parse(stale.json())).toMatchObject({
      code: 'CASHOUT_VALUE_CHANGED',
      allowed: fair,
    });
    const before = await balanceOf(database.db, me.account);
    const done = await app.inject({
      method: 'POST',
      url: withId(P.cashout, coupon.couponId),
      headers: me.headers,
      payload: { amount: fair },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(cashoutResponseSchema.parse(done.json()).coupon).toMatchObject({
      status: 'cashed_out',
      payout: fair,
    });
    expect(await balanceOf(database.db, me.account)).toBe(before + fair);
    const [tx] = await database.db
      .select()
      .from(ledgerTransaction)
      .where(eq(ledgerTransaction.key, `bet:${coupon.couponId}:cashout`));
    expect(tx?.kind).toBe('cashout');
    const again = await app.inject({
      method: 'POST',
      url: withId(P.cashout, coupon.couponId),
      headers: me.headers,
      payload: { amount: 1 },
    });
    expect(again.statusCode).toBe(409);
    // Settlement later leaves a cashed-out coupon alone.
    await feed.finish(pick.game.id);
    await createSettlement({
      db: database.db,
      feed,
      clock: systemClock,
      stakeLimits: defaultStakeLimits,
      money: createMoneyStack(database.db).money,
    }).settleDue();
    expect(await balanceOf(database.db, me.account)).toBe(before + fair);
  });

  it('cash-out pays the amount the player confirmed: an offer that moved up is asked again, never paid unasked', async () => {
    const me = await fundedPlayer(app, database.db, 100_000);
    const pick = w1();
    const coupon = await place(me, couponPayload([pick], { amount: 10_000 }));
    expect(coupon.cashout).toBe(10_000);
    const accepted = pick.outcome.coef as number;
    const now = accepted - 100; // the selection became more likely: the offer rises
    await mutateGame(database.db, pick.game.id, (g) => {
      for (const m of g.markets) for (const o of m.outcomes) if (o.id === pick.outcome.id) o.coef = now;
    });
    const higher = Math.round((10_000 * accepted) / now);
    expect(higher).toBeGreaterThan(10_000);
    const before = await balanceOf(database.db, me.account);
    const confirmedEarlier = await app.inject({
      method: 'POST',
      url: withId(P.cashout, coupon.couponId),
      headers: me.headers,
      payload: { amount: 10_000 },
    });
    expect(confirmedEarlier.statusCode).toBe(409);
    expect(couponRefusalSchema.parse(confirmedEarlier.json())).toMatchObject({
      code: 'CASHOUT_VALUE_CHANGED',
      allowed: higher,
    });
    expect(await balanceOf(database.db, me.account)).toBe(before);
    const done = await app.inject({
      method: 'POST',
      url: withId(P.cashout, coupon.couponId),
      headers: me.headers,
      payload: { amount: higher },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(cashoutResponseSchema.parse(done.json()).coupon).toMatchObject({ payout: higher });
    expect(await balanceOf(database.db, me.account)).toBe(before + higher);
  });

  it('cash-out is refused while a selection is suspended', async () => {
    const me = await fundedPlayer(app, database.db, 100_000);
    const pick = w1();
    const coupon = await place(me, couponPayload([pick]));
    await mutateGame(database.db, pick.game.id, (g) => {
      g.state.suspendedUntil = NOW + 60_000;
    });
    const quote = await get(withId(P.cashout, coupon.couponId), me.headers);
    expect(quote.json()).toMatchObject({ amount: 0 });
    const res = await app.inject({
      method: 'POST',
      url: withId(P.cashout, coupon.couponId),
      headers: me.headers,
      payload: { amount: 1 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CASHOUT_UNAVAILABLE' });
  });

  /** Sets the current price of one outcome of a stored game. */
  async function price(pick: Pick, coef: number): Promise<void> {
    await mutateGame(database.db, pick.game.id, (g) => {
      for (const m of g.markets) for (const o of m.outcomes) if (o.id === pick.outcome.id) o.coef = coef;
    });
  }
  const post = (url: string, me: FundedPlayer, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: me.headers, payload });
  const settleNow = () =>
    createSettlement({
      db: database.db,
      feed,
      clock: systemClock,
      stakeLimits: defaultStakeLimits,
      money: createMoneyStack(database.db).money,
    }).settleDue();
  const historyOf = () =>
    createHistory({
      db: database.db,
      feed,
      clock: systemClock,
      money: createMoneyStack(database.db).money,
      companyName: async () => 'Betline',
      betting: createBetting({
        db: database.db,
        feed,
        money: createMoneyStack(database.db).money,
        clock: systemClock,
        siteConfig: async () => DEFAULT_SITE_SETTINGS,
        liveDelayMs: 0,
      }),
    });

  it('a partial cash-out pays the part now and keeps the rest of the stake riding; its id pays it once', async () => {
    const me = await fundedPlayer(app, database.db, 100_000);
    const pick = w1();
    const coupon = await place(me, couponPayload([pick], { amount: 10_000 }));
    const accepted = pick.outcome.coef as number;
    const now = accepted + 400;
    await price(pick, now);
    const offer = Math.round((10_000 * accepted) / now);
    const url = withId(P.cashout, coupon.couponId);

    const noId = await post(url, me, { amount: offer, part: 3_000 });
    expect(noId.statusCode).toBe(400);
    expect(noId.json()).toMatchObject({ code: 'CASHOUT_PART_INVALID' });
    const tooMuch = await post(url, me, { amount: offer, part: offer - 50, requestId: 'part-too-much-1' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ code: 'CASHOUT_PART_INVALID' });

    const before = await balanceOf(database.db, me.account);
    const body = { amount: offer, part: 3_000, requestId: 'partial-cashout-001' };
    const done = await post(url, me, body);
    expect(done.statusCode, done.body).toBe(200);
    const left = Math.floor((10_000 * (offer - 3_000)) / offer);
    const after = cashoutResponseSchema.parse(done.json()).coupon;
    expect(after).toMatchObject({ status: 'open', amount: 10_000, stakeLeft: left, cashedOut: 3_000 });
    // The rest is offered on the stake left, at the same prices.
    expect(after.cashout).toBe(Math.round((left * accepted) / now));
    expect(await balanceOf(database.db, me.account)).toBe(before + 3_000);
    const [tx] = await database.db
      .select()
      .from(ledgerTransaction)
      .where(eq(ledgerTransaction.key, `bet:${coupon.couponId}:cashout:partial-cashout-001`));
    expect(tx?.kind).toBe('cashout');

    // The same attempt again (a retry after a lost answer) is answered, not paid.
    const replay = await post(url, me, body);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(cashoutResponseSchema.parse(replay.json()).coupon).toMatchObject({
      stakeLeft: left,
      cashedOut: 3_000,
    });
    expect(await balanceOf(database.db, me.account)).toBe(before + 3_000);

    // The game is won: the stake left is paid at the accepted price.
    await mutateGame(database.db, pick.game.id, (g) => {
      g.state.score = [3, 0];
    });
    await feed.finish(pick.game.id);
    await settleNow();
    const [row] = await database.db.select().from(betCoupon).where(eq(betCoupon.id, coupon.couponId));
    expect(row).toMatchObject({ status: 'won', payout: Math.round((left * accepted) / 1000) });
    expect(await balanceOf(database.db, me.account)).toBe(before + 3_000 + (row?.payout ?? 0));
  });

  it('a system is offered cash-out: its stake over its lines, each line valued from the current odds', async () => {
    const me = await fundedPlayer(app, database.db, 100_000);
    const picks = [w1(), w1(), w1()];
    const system = await place(me, couponPayload(picks, { typeId: 2, amount: 30_000 }));
    // Unchanged odds: every line is worth its stake.
    expect(system.cashout).toBe(30_000);
    const [a, b, c] = picks.map((p) => p.outcome.coef as number) as [number, number, number];
    await price(picks[0]!, a + 1_000);
    // Lines ab, ac, bc at 10 000 each: the two lines with the first selection fall to a / (a + 1 000).
    const lines = (10_000 * 2 * a) / (a + 1_000) + 10_000;
    const quote = cashoutQuoteSchema.parse(
      (await get(withId(P.cashout, system.couponId), me.headers)).json(),
    );
    expect(Math.abs(quote.amount - lines)).toBeLessThanOrEqual(1);
    expect(quote.amount).toBeLessThanOrEqual(Math.floor(lines));
    expect(b + c).toBeGreaterThan(0);
    const before = await balanceOf(database.db, me.account);
    const done = await post(withId(P.cashout, system.couponId), me, { amount: quote.amount });
    expect(done.statusCode, done.body).toBe(200);
    expect(await balanceOf(database.db, me.account)).toBe(before + quote.amount);
  });

  it('auto cash-out: a value above the offer and within the possible win is kept, and the sweep cashes out once it is reached', async () => {
    const me = await fundedPlayer(app, database.db, 100_000);
    const pick = w1();
    const coupon = await place(me, couponPayload([pick], { amount: 10_000 }));
    const url = withId(P.autoCashout, coupon.couponId);
    const put = (amount: number | null) =>
      app.inject({ method: 'PUT', url, headers: me.headers, payload: { amount } });
    const low = await put(10_000);
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({ code: 'AUTO_CASHOUT_INVALID', allowed: 10_000 });
    const high = await put(coupon.possibleWin + 1);
    expect(high.statusCode).toBe(422);
    expect(high.json()).toMatchObject({ code: 'AUTO_CASHOUT_INVALID', allowed: coupon.possibleWin });
    const set = await put(12_000);
    expect(set.statusCode, set.body).toBe(200);
    expect(cashoutResponseSchema.parse(set.json()).coupon).toMatchObject({ autoCashout: 12_000 });

    const history = historyOf();
    expect(await history.runAutoCashouts()).toBe(0);
    const accepted = pick.outcome.coef as number;
    // The selection became likelier: the offer passes 120.00.
    const now = Math.floor((accepted * 10_000) / 12_500);
    await price(pick, now);
    const before = await balanceOf(database.db, me.account);
    expect(await history.runAutoCashouts()).toBeGreaterThanOrEqual(1);
    const [row] = await database.db.select().from(betCoupon).where(eq(betCoupon.id, coupon.couponId));
    const offer = Math.round((10_000 * accepted) / now);
    expect(row).toMatchObject({ status: 'cashed_out', payout: offer });
    expect(offer).toBeGreaterThanOrEqual(12_000);
    expect(await balanceOf(database.db, me.account)).toBe(before + offer);
    expect(await history.runAutoCashouts()).toBe(0);
    expect(await balanceOf(database.db, me.account)).toBe(before + offer);
    // A closed coupon takes no auto cash-out.
    expect((await put(13_000)).statusCode).toBe(409);
  });

  it('the demo players get open and settled demo bets once, placed and paid through the ledger', async () => {
    const betting = createBetting({
      db: database.db,
      feed,
      money: createMoneyStack(database.db).money,
      clock: systemClock,
      siteConfig: async () => DEFAULT_SITE_SETTINGS,
      liveDelayMs: 0,
    });
    const settlement = createSettlement({
      db: database.db,
      feed,
      clock: systemClock,
      stakeLimits: defaultStakeLimits,
      money: createMoneyStack(database.db).money,
    });
    expect(await seedBettingDemo({ db: database.db, feed, betting, settlement })).toBe(true);
    const [demo] = await database.db.select().from(player).where(eq(player.login, 'wallet_demo'));
    const coupons = await database.db.select().from(betCoupon).where(eq(betCoupon.playerId, demo!.id));
    expect(coupons).toHaveLength(5);
    expect(coupons.filter((c) => c.status === 'open')).toHaveLength(3);
    expect(coupons.filter((c) => ['won', 'lost', 'void'].includes(c.status))).toHaveLength(2);
    expect(await seedBettingDemo({ db: database.db, feed, betting, settlement })).toBe(true);
    expect(await database.db.select().from(betCoupon).where(eq(betCoupon.playerId, demo!.id))).toHaveLength(
      5,
    );
    const stakes = await database.db
      .select()
      .from(ledgerTransaction)
      .where(eq(ledgerTransaction.playerId, demo!.id));
    expect(stakes.filter((t) => t.kind === 'bet')).toHaveLength(5);
  });
});
