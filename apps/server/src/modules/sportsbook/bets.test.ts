import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  BETTING_PATHS as P,
  couponRefusalSchema,
  IDENTITY_PATHS,
  LIMIT_PATHS,
  placeCouponResponseSchema,
  SPORTSBOOK_PATHS,
  accumulatorsResponseSchema,
  userTokenResponseSchema,
  type PlaceCouponResponse,
} from '@betline/contracts';
import { possibleWin, createBet, createCouponState, bonusBetCoef } from '@betline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { sportById, type Game } from '../feed/engine';
import { createFeed, type FeedService } from '../feed/service';
import { createProtectionService, type ProtectionService } from '../protection/service';
import { createLedger } from '../wallet/ledger';
import { ledgerTransaction } from '../wallet/tables';
import { createWalletUsage } from '../wallet/usage';
import { systemClock } from '../../infra/clock';
import { createMoneyStack } from '../../money';
import { defaultStakeLimits } from './bets';
import { createSettlement } from './settlement';
import { promoCode, promoRedemption } from './tables';
import {
  balanceOf,
  couponPayload,
  fundedPlayer,
  mutateGame,
  outcomeOf,
  placeCoupon,
  storedGames,
  type FundedPlayer,
} from './testing';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const W1 = [1, 401];
const DELAY_MS = 25;

describe.each(drivers)('betting: placement on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let feed: FeedService;
  let protection: ProtectionService;
  let line: Game[];
  let live: Game[];
  let nextLine = 0;
  let nextLive = 0;
  let duringDelay: (() => Promise<void>) | null = null;
  const delays: number[] = [];

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    feed = createFeed({ database, seed: 3, horizonDays: 1, now: () => NOW });
    await feed.schedule();
    while ((await feed.tick()).started > 0);
    app = buildApp({
      db: database,
      webDistDir: null,
      feed,
      betting: {
        liveDelayMs: DELAY_MS,
        sleep: async (ms) => {
          delays.push(ms);
          await duringDelay?.();
        },
      },
    });
    await app.ready();
    protection = createProtectionService({
      db: database.db,
      clock: systemClock,
      usage: createWalletUsage(),
      playerCurrency: async () => 'RUB',
    });
    // Games with a home win priced between 1.1 and 5 (usable in every kind of coupon).
    const usable = (g: Game) => outcomeOf(g, W1, 1100) && (outcomeOf(g, W1, 1100)?.coef ?? 0) < 5000;
    line = (await storedGames(database.db, 'line')).filter(usable);
    live = (await storedGames(database.db, 'live')).filter(
      (g) => usable(g) && (g.state.suspendedUntil === null || g.state.suspendedUntil <= NOW),
    );
    expect(line.length).toBeGreaterThan(40);
    expect(live.length).toBeGreaterThan(5);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const lineGame = () => line[nextLine++] as Game;
  const liveGame = () => live[nextLive++] as Game;
  const w1 = (game: Game) => ({ game, outcome: outcomeOf(game, W1, 1100)! });
  const funded = (amount: number) => fundedPlayer(app, database.db, amount);
  async function placed(me: FundedPlayer, payload: unknown, status = 201): Promise<PlaceCouponResponse> {
    const res = await placeCoupon(app, me.headers, payload);
    expect(res.statusCode, res.body).toBe(status);
    return placeCouponResponseSchema.parse(res.json());
  }
  async function refused(me: FundedPlayer, payload: unknown, status: number, code: string) {
    const res = await placeCoupon(app, me.headers, payload);
    expect(res.statusCode, res.body).toBe(status);
    const body = couponRefusalSchema.parse(res.json());
    expect(body.code).toBe(code);
    return body;
  }

  it("the accumulators of the day: what players back most (two coupons or more on a pick), the day's short favourites and goals in football, each of 2 to 4 line games with the price they make together", async () => {
    const sportGame = () => {
      for (;;) {
        const game = lineGame();
        if (sportById(game.baseSportId)?.group === 'sport') return game;
      }
    };
    const [a, b, lone] = [w1(sportGame()), w1(sportGame()), w1(sportGame())];
    for (const pick of [a, b])
      for (let i = 0; i < 2; i++) await placed(await funded(100_000), couponPayload([pick]));
    // One coupon is not yet a crowd.
    await placed(await funded(100_000), couponPayload([lone]));

    const res = await app.inject({ method: 'GET', url: `${SPORTSBOOK_PATHS.accumulators}?coefViewId=1` });
    expect(res.statusCode, res.body).toBe(200);
    const { games, accumulators } = accumulatorsResponseSchema.parse(res.json());
    expect(accumulators.map((acc) => acc.kind)).toEqual(['popular', 'favourites', 'goals']);
    const outcomes = new Map(
      games.flatMap((game) =>
        game.markets.flatMap((m) => m.outcomes.map((o) => [o.id, { game, market: m, outcome: o }] as const)),
      ),
    );
    const popular = accumulators[0]!;
    expect(popular.picks).toEqual(expect.arrayContaining([a.outcome.id, b.outcome.id]));
    expect(popular.picks).not.toContain(lone.outcome.id);
    for (const acc of accumulators) {
      const legs = acc.picks.map((id) => outcomes.get(id)!);
      expect(legs.every(Boolean)).toBe(true);
      expect(new Set(legs.map((l) => l.game.gameId)).size).toBe(legs.length);
      expect(legs.every((l) => l.game.gameStatusId === 1)).toBe(true);
      const starts = legs.map((l) => l.game.gameStartDateTime);
      expect(starts).toEqual([...starts].sort((x, y) => x - y));
      let product = 1000;
      for (const l of legs) product = Math.floor((product * (l.outcome.coefThousandths ?? 0)) / 1000);
      expect(acc.coef).toBe(product);
      if (acc.kind === 'favourites')
        for (const l of legs) {
          expect(l.outcome.coefThousandths).toBeGreaterThanOrEqual(1250);
          expect(l.outcome.coefThousandths).toBeLessThanOrEqual(1800);
        }
      if (acc.kind === 'goals')
        for (const l of legs)
          expect([l.game.sportId, l.market.groupId, l.outcome.typeId]).toEqual([1, 17, 9]);
    }
    // No game is in two of them.
    const all = accumulators.flatMap((acc) => acc.picks.map((id) => outcomes.get(id)?.game.gameId));
    expect(new Set(all).size).toBe(all.length);
  });

  it('COUPON-011 COUPON-012 COUPON-013 API-001 a single is priced from the server market, staked through the ledger, possible win rounded to the minor unit', async () => {
    const me = await funded(100_000);
    const pick = w1(lineGame());
    const coef = pick.outcome.coef as number;
    // The client claims a far better price: with "accept any change" the server places at its own price.
    const body = couponPayload([{ ...pick, shown: coef + 2000 }], { amount: 12_345, changeCoefAction: 1 });
    expect(P.coupons).toMatch(/^\/web-api\//);
    const { coupon, replayed } = await placed(me, body);
    expect(replayed).toBe(false);
    expect(coupon).toMatchObject({ typeId: 0, status: 'open', amount: 12_345, coef: coef / 1000 });
    expect(coupon?.possibleWin).toBe(Math.round((12_345 * coef) / 1000));
    expect(coupon?.selections[0]).toMatchObject({
      coefThousandths: coef,
      result: null,
      gameId: pick.game.id,
    });
    expect(await balanceOf(database.db, me.account)).toBe(100_000 - 12_345);
    const [stake] = await database.db
      .select()
      .from(ledgerTransaction)
      .where(eq(ledgerTransaction.key, `bet:${coupon?.couponId}:stake`));
    expect(stake?.kind).toBe('bet');
  });

  it('COUPON-014 odds changes under each mode: 0 confirms any change, 1 accepts any, 2 accepts only a rise', async () => {
    const me = await funded(100_000);
    const pick = w1(lineGame());
    const coef = pick.outcome.coef as number;
    const rose = { ...pick, shown: coef - 50 }; // the price went up since the player saw it
    const fell = { ...pick, shown: coef + 50 }; // the price went down
    const r0 = await refused(me, couponPayload([rose], { changeCoefAction: 0 }), 409, 'COEF_CHANGED');
    expect(r0.newOdds).toEqual([
      { betId: String(pick.outcome.id), coef: coef / 1000, coefThousandths: coef },
    ]);
    await refused(me, couponPayload([fell], { changeCoefAction: 0 }), 409, 'COEF_CHANGED');
    await placed(me, couponPayload([rose], { changeCoefAction: 2 }));
    const r2 = await refused(me, couponPayload([fell], { changeCoefAction: 2 }), 409, 'COEF_CHANGED');
    expect(r2.newOdds?.[0]?.coefThousandths).toBe(coef);
    await placed(me, couponPayload([fell], { changeCoefAction: 1 }));
    // An unchanged price is accepted in every mode.
    await placed(me, couponPayload([pick], { changeCoefAction: 0 }));
    expect(await balanceOf(database.db, me.account)).toBe(100_000 - 3 * 10_000);
  });

  it('COUPON-012 the exact coefficient is honoured only when it is the coupon coefficient now', async () => {
    const me = await funded(100_000);
    const pick = w1(lineGame());
    const coef = pick.outcome.coef as number;
    const wrong = await refused(
      me,
      couponPayload([pick], { exactCoef: (coef + 10) / 1000 }),
      409,
      'EXACT_COEF_MISMATCH',
    );
    expect(wrong.newCoef).toBe(coef / 1000);
    const { coupon } = await placed(me, couponPayload([pick], { exactCoef: coef / 1000 }));
    expect(coupon?.coef).toBe(coef / 1000);
  });

  it('the same coupon id twice stakes once; the id with another coupon is refused', async () => {
    const me = await funded(100_000);
    const body = couponPayload([w1(lineGame())]);
    const first = await placed(me, body, 201);
    const again = await placed(me, body, 200);
    expect(again.replayed).toBe(true);
    expect(again.coupon?.couponId).toBe(first.coupon?.couponId);
    expect(await balanceOf(database.db, me.account)).toBe(90_000);
    await refused(me, { ...body, amount: 20_000 }, 409, 'COUPON_ID_TAKEN');
    expect(await balanceOf(database.db, me.account)).toBe(90_000);
  });

  it('COUPON-021 a live coupon waits the in-play delay and is accepted when nothing moved', async () => {
    const me = await funded(100_000);
    delays.length = 0;
    const { coupon } = await placed(me, couponPayload([w1(liveGame())]));
    expect(delays).toEqual([DELAY_MS]);
    expect(coupon?.selections[0]?.isLive).toBe(true);
  });

  it('a suspension during the in-play delay refuses the live coupon and takes nothing', async () => {
    const me = await funded(100_000);
    const pick = w1(liveGame());
    duringDelay = async () => {
      await mutateGame(database.db, pick.game.id, (g) => {
        g.state.suspendedUntil = NOW + 5_000;
      });
    };
    try {
      const body = await refused(me, couponPayload([pick]), 409, 'MARKET_SUSPENDED');
      expect(body.newOdds).toEqual([{ betId: String(pick.outcome.id), coef: null, coefThousandths: null }]);
    } finally {
      duringDelay = null;
    }
    expect(await balanceOf(database.db, me.account)).toBe(100_000);
    // Suspended now: refused at once, before the delay.
    delays.length = 0;
    await refused(me, couponPayload([pick]), 409, 'MARKET_SUSPENDED');
    expect(delays).toEqual([]);
  });

  it('the demo control suspending the game during the in-play delay refuses the live coupon (MARKET_SUSPENDED)', async () => {
    const me = await funded(100_000);
    const pick = w1(liveGame());
    let control: { statusCode: number; body: string } | undefined;
    duringDelay = async () => {
      control = await app.inject({
        method: 'POST',
        url: SPORTSBOOK_PATHS.demoSuspend.replace(':gameId', String(pick.game.id)),
        payload: { seconds: 30 },
      });
    };
    try {
      delays.length = 0;
      const body = await refused(me, couponPayload([pick]), 409, 'MARKET_SUSPENDED');
      expect(delays).toEqual([DELAY_MS]);
      expect(control?.statusCode, control?.body).toBe(200);
      expect(body.newOdds).toEqual([{ betId: String(pick.outcome.id), coef: null, coefThousandths: null }]);
    } finally {
      duringDelay = null;
    }
    expect(await balanceOf(database.db, me.account)).toBe(100_000);
  });

  it('an odds move during the in-play delay refuses the coupon with the new odds, whatever the mode', async () => {
    const me = await funded(100_000);
    const pick = w1(liveGame());
    const moved = (pick.outcome.coef as number) + 70;
    duringDelay = async () => {
      await mutateGame(database.db, pick.game.id, (g) => {
        for (const m of g.markets) for (const o of m.outcomes) if (o.id === pick.outcome.id) o.coef = moved;
      });
    };
    try {
      const body = await refused(me, couponPayload([pick], { changeCoefAction: 1 }), 409, 'COEF_CHANGED');
      expect(body.newOdds?.[0]?.coefThousandths).toBe(moved);
    } finally {
      duringDelay = null;
    }
    expect(await balanceOf(database.db, me.account)).toBe(100_000);
  });

  it('drop on score change: a coupon made on another score is refused', async () => {
    const me = await funded(100_000);
    const pick = w1(liveGame());
    const [h, a] = pick.game.state.score;
    const stale = couponPayload([pick], { isDropOnScoreChange: true });
    (stale.bets[0] as Record<string, unknown>).firstOpponentFullScore = String(h + 1);
    (stale.bets[0] as Record<string, unknown>).secondOpponentFullScore = String(a);
    await refused(me, stale, 409, 'SCORE_CHANGED');
    const fresh = couponPayload([pick], { isDropOnScoreChange: true });
    (fresh.bets[0] as Record<string, unknown>).firstOpponentFullScore = String(h);
    (fresh.bets[0] as Record<string, unknown>).secondOpponentFullScore = String(a);
    await placed(me, fresh);
  });

  it('COUPON-037 an express gets the bonus bet built by the server, never the one the client sends', async () => {
    const me = await funded(100_000);
    const picks = [w1(lineGame()), w1(lineGame()), w1(lineGame())];
    const body = couponPayload(picks, { typeId: 1, amount: 10_000 });
    body.bets.push({
      market: { id: 'express-bonus', gameId: 0, coef: 5, sportId: 0, typeId: 9000 },
      blockId: null,
    });
    const { coupon } = await placed(me, body);
    const bonus = coupon?.selections.find((s) => s.betId === 'express-bonus');
    expect(bonus?.coef).toBe(bonusBetCoef(3));
    const expected = possibleWin(
      createCouponState({
        typeId: 1,
        amount: 10_000,
        bets: [
          ...picks.map((p) =>
            createBet({
              market: { id: p.outcome.id, gameId: p.game.id, coef: (p.outcome.coef as number) / 1000 },
            }),
          ),
          createBet({ market: { id: 'express-bonus', sportId: 0, typeId: 9000, coef: 1.03 } }),
        ],
      }),
    );
    expect(coupon?.possibleWin).toBe(expected);
  });

  it('COUPON-025 COUPON-028 COUPON-030 systems: 2 of 3, and with blocks and a banker', async () => {
    const me = await funded(1_000_000);
    const sys = await placed(
      me,
      couponPayload([w1(lineGame()), w1(lineGame()), w1(lineGame())], {
        typeId: 2,
        amount: 30_000,
        systemValue: 2,
      }),
    );
    expect(sys.coupon).toMatchObject({ typeId: 2, systemValue: 2, coef: null });
    const blocks = await placed(
      me,
      couponPayload(
        [
          { ...w1(lineGame()), blockId: 0 },
          { ...w1(lineGame()), blockId: 1 },
          { ...w1(lineGame()), blockId: 2 },
          { ...w1(lineGame()), blockId: 3 },
        ],
        { typeId: 4, amount: 30_000, systemValue: 2 },
      ),
    );
    expect(blocks.coupon?.selections.map((s) => s.blockId)).toEqual([0, 1, 2, 3]);
    // 2 of 2 units is not a system.
    await refused(
      me,
      couponPayload([w1(lineGame()), w1(lineGame())], { typeId: 2, amount: 30_000 }),
      422,
      'SYSTEM_TOO_FEW_UNITS',
    );
  });

  it('COUPON-026 COUPON-027 type 9 places one single per bet and answers singlesResultCoupons', async () => {
    const me = await funded(100_000);
    const a = w1(lineGame());
    const b = w1(lineGame());
    const body = couponPayload([a, b], {
      typeId: 9,
      amount: 0,
      amountByBetId: { [String(a.outcome.id)]: 5_000, [String(b.outcome.id)]: 500 },
    });
    const answer = await placed(me, body);
    expect(answer.coupon).toBeNull();
    expect(answer.singlesResultCoupons).toHaveLength(2);
    const [first, second] = answer.singlesResultCoupons;
    expect(first).toMatchObject({ ok: true, coupon: { typeId: 0, amount: 5_000 } });
    // 5.00 RUB is below the minimum of 10.00: that single alone is refused.
    expect(second).toMatchObject({ ok: false, refusal: { code: 'AMOUNT_BELOW_MIN' } });
    expect(await balanceOf(database.db, me.account)).toBe(95_000);
    const again = await placed(me, { ...body }, 201);
    expect(again.singlesResultCoupons[0]).toMatchObject({
      ok: true,
      coupon: { couponId: (first as { coupon: { couponId: number } }).coupon.couponId },
    });
    expect(await balanceOf(database.db, me.account)).toBe(95_000);
  });

  it('COUPON-050 COUPON-052 min and max stake from the site config; balance; max payout', async () => {
    const limits = defaultStakeLimits('RUB');
    const me = await funded(limits.max * 2);
    const pick = w1(lineGame());
    const low = await refused(me, couponPayload([pick], { amount: limits.min - 1 }), 422, 'AMOUNT_BELOW_MIN');
    expect(low.issues?.[0]).toMatchObject({ code: 'AMOUNT_BELOW_MIN', min: limits.min });
    await refused(me, couponPayload([pick], { amount: limits.max + 1 }), 422, 'AMOUNT_ABOVE_MAX');
    const poor = await funded(5_000);
    const broke = await refused(poor, couponPayload([pick], { amount: 6_000 }), 422, 'INSUFFICIENT_BALANCE');
    expect(broke.issues?.[0]).toMatchObject({ balance: 5_000, required: 6_000 });
    expect(await balanceOf(database.db, poor.account)).toBe(5_000);
  });

  it('COUPON-056 COUPON-057 a VIP bet above the maximum waits for approval; the demo decision accepts or declines and refunds', async () => {
    const limits = defaultStakeLimits('RUB');
    const me = await funded(limits.max * 10);
    const settlement = createSettlement({
      db: database.db,
      feed,
      clock: systemClock,
      stakeLimits: defaultStakeLimits,
      money: createMoneyStack(database.db).money,
    });
    const small = await placed(
      me,
      couponPayload([w1(lineGame())], { amount: limits.max * 2, isActiveVipBet: true }),
    );
    const big = await placed(
      me,
      couponPayload([w1(lineGame())], { amount: limits.max * 6, isActiveVipBet: true }),
    );
    expect(small.coupon).toMatchObject({ status: 'pending_approval', isVipBet: true });
    expect(await balanceOf(database.db, me.account)).toBe(limits.max * 2);
    // Live selections cannot be a VIP bet (COUPON-057): the maximum applies.
    await refused(
      me,
      couponPayload([w1(liveGame())], { amount: limits.max + 1, isActiveVipBet: true }),
      422,
      'VIP_BET_UNAVAILABLE',
    );
    const decided = await settlement.decideVipBets(0);
    expect(decided).toMatchObject({ accepted: expect.any(Number), declined: expect.any(Number) });
    const get = async (id: number) =>
      (
        await app.inject({
          method: 'GET',
          url: P.coupon.replace(':couponId', String(id)),
          headers: me.headers,
        })
      ).json();
    expect(await get(small.coupon!.couponId)).toMatchObject({ status: 'open' });
    expect(await get(big.coupon!.couponId)).toMatchObject({ status: 'declined', payout: limits.max * 6 });
    expect(await balanceOf(database.db, me.account)).toBe(limits.max * 8);
  });

  it('promo codes follow the rules of their table: boost, coupon types, one use per player', async () => {
    await database.db
      .insert(promoCode)
      .values({
        code: 'BOOST5',
        boostPercent: 5,
        couponTypes: [0, 1],
        minBets: 1,
        minCoef: 1100,
        maxUsesPerPlayer: 1,
      })
      .onConflictDoNothing();
    const me = await funded(100_000);
    const { coupon } = await placed(me, couponPayload([w1(lineGame())], { promoCode: 'boost5' }));
    expect(coupon).toMatchObject({ promoCode: 'BOOST5', promoCoef: 1.05 });
    const again = await refused(
      me,
      couponPayload([w1(lineGame())], { promoCode: 'BOOST5' }),
      422,
      'PROMO_CODE_INVALID',
    );
    expect(again.message).toMatch(/already used/);
    await refused(me, couponPayload([w1(lineGame())], { promoCode: 'NOPE' }), 422, 'PROMO_CODE_INVALID');
  });

  it('a one-use promo code sent on several coupons at once is used once: its uses are counted in the stake transaction', async () => {
    await database.db
      .insert(promoCode)
      .values({ code: 'ONCE10', boostPercent: 10, couponTypes: [0], minCoef: 1100, maxUsesPerPlayer: 1 })
      .onConflictDoNothing();
    const me = await funded(100_000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        placeCoupon(app, me.headers, couponPayload([w1(lineGame())], { promoCode: 'ONCE10' })),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422, 422]);
    for (const a of answers.filter((x) => x.statusCode === 422))
      expect(couponRefusalSchema.parse(a.json())).toMatchObject({ code: 'PROMO_CODE_INVALID' });
    const uses = await database.db.select().from(promoRedemption).where(eq(promoRedemption.code, 'ONCE10'));
    expect(uses).toHaveLength(1);
    expect(await balanceOf(database.db, me.account)).toBe(100_000 - 10_000);
  });

  it('refuses unknown markets, finished games, unknown types, malformed payloads (400) and guests (401)', async () => {
    const me = await funded(100_000);
    const pick = w1(lineGame());
    await refused(
      me,
      couponPayload([{ ...pick, outcome: { ...pick.outcome, id: 999_999_999 } }]),
      422,
      'MARKET_NOT_FOUND',
    );
    await refused(me, couponPayload([pick], { typeId: 7 }), 422, 'UNKNOWN_TYPE');
    const bad = await placeCoupon(app, me.headers, { ...couponPayload([pick]), amount: 'lots' });
    expect(bad.statusCode).toBe(400);
    const guest = await placeCoupon(app, {}, couponPayload([pick]));
    expect(guest.statusCode).toBe(401);
    const ended = w1(lineGame());
    await feed.finish(ended.game.id);
    await refused(me, couponPayload([ended]), 422, 'GAME_FINISHED');
    expect(await balanceOf(database.db, me.account)).toBe(100_000);
  });

  it('RG-007 a stake over the wagering limit is refused naming the amount still allowed', async () => {
    const me = await funded(100_000);
    await protection.setLimits(me.playerId, [{ limitType: 1, limitValue: 50 }], 'en');
    await placed(me, couponPayload([w1(lineGame())], { amount: 4_000 }));
    const over = await refused(
      me,
      couponPayload([w1(lineGame())], { amount: 2_000 }),
      403,
      'RG_LIMIT_REACHED',
    );
    expect(over).toMatchObject({ allowed: 1_000, limitType: 1 });
    expect(over.message).toMatch(/you can stake 10\.00 RUB more now/);
    await placed(me, couponPayload([w1(lineGame())], { amount: 1_000 }));
  });

  it('RG-008 a stake over the loss limit is refused naming the amount still allowed', async () => {
    const me = await funded(100_000);
    await protection.setLimits(me.playerId, [{ limitType: 10, limitValue: 30 }], 'en');
    await placed(me, couponPayload([w1(lineGame())], { amount: 2_500 }));
    const over = await refused(
      me,
      couponPayload([w1(lineGame())], { amount: 1_000 }),
      403,
      'RG_LIMIT_REACHED',
    );
    expect(over).toMatchObject({ allowed: 500, limitType: 10 });
  });

  it('RG-013 a time-out refuses bets and takes nothing', async () => {
    const me = await funded(100_000);
    await protection.setLimits(me.playerId, [{ limitType: 33, limitValue: 1 }], 'en');
    await refused(me, couponPayload([w1(lineGame())]), 403, 'RG_EXCLUDED');
    expect(await balanceOf(database.db, me.account)).toBe(100_000);
  });

  it('RG-010 after self-exclusion the old session cookie cannot bet', async () => {
    const me = await funded(100_000);
    const token = await app.inject({
      method: 'GET',
      url: `${IDENTITY_PATHS.userToken}?force_refresh=true`,
      headers: me.headers,
    });
    const auth = { authorization: `Bearer ${userTokenResponseSchema.parse(token.json()).token}` };
    const blocked = await app.inject({
      method: 'POST',
      url: LIMIT_PATHS.blockUser,
      headers: auth,
      payload: { days: 7, reasonId: 1 },
    });
    expect(blocked.json()).toMatchObject({ success: true });
    const res = await placeCoupon(app, me.headers, couponPayload([w1(lineGame())]));
    expect(res.statusCode).toBe(401);
    expect(await balanceOf(database.db, me.account)).toBe(100_000);
  });

  it.runIf(driver.name === 'postgres')(
    'parallel bets whose total exceeds the balance never overdraw it; the same id in parallel stakes once',
    async () => {
      const me = await funded(50_000);
      const picks = Array.from({ length: 10 }, () => w1(lineGame()));
      const answers = await Promise.all(picks.map((p) => placeCoupon(app, me.headers, couponPayload([p]))));
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes.filter((c) => c === 201)).toHaveLength(5);
      expect(codes.filter((c) => c === 422)).toHaveLength(5);
      expect(await balanceOf(database.db, me.account)).toBe(0);
      const rich = await funded(50_000);
      const body = couponPayload([w1(lineGame())]);
      const same = await Promise.all(Array.from({ length: 6 }, () => placeCoupon(app, rich.headers, body)));
      expect(same.map((r) => r.statusCode).filter((c) => c === 201)).toHaveLength(1);
      expect(new Set(same.map((r) => r.json().coupon.couponId)).size).toBe(1);
      expect(await balanceOf(database.db, rich.account)).toBe(40_000);
      const audit = await createLedger(database.db).audit();
      expect(audit).toEqual({ unbalancedTransactions: [], driftedAccounts: [] });
    },
  );

  it('RG-007 RG-008 RG-013 coupons placed at one moment are staked together, each decided against what the earlier ones left', async () => {
    const short = await funded(25_000);
    const wagering = await funded(100_000);
    await protection.setLimits(wagering.playerId, [{ limitType: 1, limitValue: 50 }], 'en');
    const loss = await funded(100_000);
    await protection.setLimits(loss.playerId, [{ limitType: 10, limitValue: 30 }], 'en');
    const resting = await funded(100_000);
    await protection.setLimits(resting.playerId, [{ limitType: 33, limitValue: 1 }], 'en');
    const plain = await funded(100_000);
    const sent = [
      ...[0, 1, 2].map(() => ({ who: short, amount: 10_000 })),
      ...[0, 1, 2].map(() => ({ who: wagering, amount: 2_000 })),
      ...[0, 1, 2, 3].map(() => ({ who: loss, amount: 1_000 })),
      { who: resting, amount: 1_000 },
      ...[0, 1, 2, 3, 4].map(() => ({ who: plain, amount: 1_000 })),
    ];
    const answers = await Promise.all(
      sent.map(({ who, amount }) =>
        placeCoupon(app, who.headers, couponPayload([w1(lineGame())], { amount })),
      ),
    );
    const outcome = (who: FundedPlayer) =>
      answers
        .filter((_, i) => sent[i]!.who === who)
        .map((r) =>
          r.statusCode === 201 ? 'placed' : `${r.statusCode} ${r.json().code} ${r.json().allowed ?? ''}`,
        )
        .sort();
    expect(outcome(short)).toEqual(['422 INSUFFICIENT_BALANCE ', 'placed', 'placed']);
    expect(outcome(wagering)).toEqual(['403 RG_LIMIT_REACHED 1000', 'placed', 'placed']);
    expect(outcome(loss)).toEqual(['403 RG_LIMIT_REACHED 0', 'placed', 'placed', 'placed']);
    expect(outcome(resting)).toEqual(['403 RG_EXCLUDED ']);
    expect(outcome(plain)).toEqual(Array(5).fill('placed'));
    expect(await balanceOf(database.db, short.account)).toBe(5_000);
    expect(await balanceOf(database.db, wagering.account)).toBe(96_000);
    expect(await balanceOf(database.db, loss.account)).toBe(97_000);
    expect(await balanceOf(database.db, resting.account)).toBe(100_000);
    expect(await balanceOf(database.db, plain.account)).toBe(95_000);
    const audit = await createLedger(database.db).audit();
    expect(audit).toEqual({ unbalancedTransactions: [], driftedAccounts: [] });
  });

  it('keeps coupon ids per player: another player may use the same id', async () => {
    const a = await funded(20_000);
    const b = await funded(20_000);
    const id = randomUUID();
    await placed(a, couponPayload([w1(lineGame())], { id }));
    await placed(b, couponPayload([w1(lineGame())], { id }));
  });

  it('COUPON-053 a bonus account places singles and expresses without the maximum, never systems or VIP bets', async () => {
    const limits = defaultStakeLimits('RUB');
    const me = await funded(0);
    const ledger = createLedger(database.db);
    const bonus = await ledger.openAccount({ playerId: me.playerId, type: 4, currencyId: 1 });
    const house = await ledger.houseAccountId('bonuses', 1);
    await ledger.transferAlone({
      key: `test-bonus:${randomUUID()}`,
      kind: 'bonus',
      playerId: me.playerId,
      entries: [
        { accountId: house, amount: -limits.max * 3 },
        { accountId: bonus.id, amount: limits.max * 3 },
      ],
    });
    const { coupon } = await placed(
      me,
      couponPayload([w1(lineGame())], { accountId: bonus.id, amount: limits.max + 1 }),
    );
    expect(coupon).toMatchObject({ accountId: bonus.id, status: 'open', amount: limits.max + 1 });
    expect(await balanceOf(database.db, bonus.id)).toBe(limits.max * 2 - 1);
    await refused(
      me,
      couponPayload([w1(lineGame()), w1(lineGame()), w1(lineGame())], {
        accountId: bonus.id,
        typeId: 2,
        amount: 30_000,
      }),
      422,
      'BONUS_ACCOUNT_TYPE_NOT_ALLOWED',
    );
    // Another player's account is not yours to bet from.
    const other = await funded(10_000);
    await refused(other, couponPayload([w1(lineGame())], { accountId: bonus.id }), 404, 'ACCOUNT_NOT_FOUND');
    // The same selection twice is refused as such.
    const pick = w1(lineGame());
    await refused(other, couponPayload([pick, pick], { typeId: 1 }), 422, 'DUPLICATE_SELECTION');
  });
});
