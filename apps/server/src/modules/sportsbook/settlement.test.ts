import { and, eq, like } from 'drizzle-orm';
import { placeCouponResponseSchema, type PlacedCoupon } from '@betline/contracts';
import {
  createBet,
  createCouponState,
  divRound,
  SELECTION_TYPE,
  selectionResult,
  settleCoupon,
  type BetResult,
} from '@betline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { systemClock } from '../../infra/clock';
import { createMoneyStack } from '../../money';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import type { Game } from '../feed/engine';
import { createFeed, type FeedService } from '../feed/service';
import { feedGame } from '../feed/tables';
import { createLedger } from '../wallet/ledger';
import { ledgerAccount, ledgerTransaction } from '../wallet/tables';
import { defaultStakeLimits } from './bets';
import { createSettlement } from './settlement';
import { betCoupon, betSelection } from './tables';
import {
  balanceOf,
  couponPayload,
  fundedPlayer,
  outcomeOf,
  placeCoupon,
  storedGames,
  type FundedPlayer,
  type Pick,
} from './testing';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const W1 = [1, 401];
const TOTAL_OVER = [9];

describe.each(drivers)('betting: settlement on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let feed: FeedService;
  let line: Game[];
  let next = 0;

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    feed = createFeed({ database, seed: 5, horizonDays: 1, now: () => NOW });
    await feed.schedule();
    while ((await feed.tick()).started > 0);
    app = buildApp({ db: database, webDistDir: null, feed, betting: { liveDelayMs: 0 } });
    await app.ready();
    line = (await storedGames(database.db, 'line')).filter(
      (g) => (outcomeOf(g, W1, 1100)?.coef ?? 9999) < 5000 && outcomeOf(g, TOTAL_OVER, 1100),
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const game = () => line[next++] as Game;
  const w1 = (g: Game): Pick => ({ game: g, outcome: outcomeOf(g, W1, 1100)! });
  const over = (g: Game): Pick => ({ game: g, outcome: outcomeOf(g, TOTAL_OVER, 1100)! });
  const settlement = (
    beforeCommit?: (ids: readonly number[]) => void,
    batchSize?: number,
    concurrency?: number,
  ) =>
    createSettlement({
      db: database.db,
      feed,
      clock: systemClock,
      stakeLimits: defaultStakeLimits,
      money: createMoneyStack(database.db).money,
      beforeCommit,
      batchSize,
      concurrency,
    });

  /** A settlement of one coupon per batch, `concurrency` batches side by side, whose second commit dies. */
  function dyingAtSecondCommit(concurrency: number) {
    let calls = 0;
    return settlement(
      () => {
        calls += 1;
        if (calls === 2) throw new Error('killed');
      },
      1,
      concurrency,
    );
  }

  /** What singles on `coef` (thousandths) pay in all when they win, else 0. */
  const paidFor = (coupons: readonly PlacedCoupon[], coef: number, won: boolean): number =>
    won ? coupons.reduce((sum, c) => sum + Number(divRound(BigInt(c.amount) * BigInt(coef), 1000n)), 0) : 0;

  async function place(me: FundedPlayer, payload: unknown): Promise<PlacedCoupon[]> {
    const res = await placeCoupon(app, me.headers, payload);
    expect(res.statusCode, res.body).toBe(201);
    const body = placeCouponResponseSchema.parse(res.json());
    return body.coupon ? [body.coupon] : body.singlesResultCoupons.flatMap((s) => (s.ok ? [s.coupon] : []));
  }
  async function finishAll(games: readonly Game[]): Promise<Map<number, Game>> {
    const out = new Map<number, Game>();
    for (const g of games) {
      const finished = await feed.finish(g.id);
      if (!finished || finished.state.status !== 'finished') throw new Error(`game ${g.id} did not finish`);
      out.set(g.id, finished);
    }
    return out;
  }
  /** The feed's own result of an outcome (the simulator decides it from the same final score). */
  function feedResult(games: Map<number, Game>, betId: string): BetResult {
    for (const g of games.values())
      for (const m of g.markets)
        for (const o of m.outcomes) if (String(o.id) === betId) return o.result as BetResult;
    throw new Error(`no outcome ${betId}`);
  }
  async function payoutsOf(couponId: number) {
    return database.db
      .select()
      .from(ledgerTransaction)
      .where(like(ledgerTransaction.key, `bet:${couponId}:payout`));
  }

  it('every market type the feed generates resolves with @betline/core exactly as the feed decided it', async () => {
    const bySport = new Map<number, Game>();
    for (const g of line) if (!bySport.has(g.sportId)) bySport.set(g.sportId, g);
    const [outright] = await database.db
      .select({ game: feedGame.game })
      .from(feedGame)
      .where(and(eq(feedGame.sportId, 2999), eq(feedGame.status, 'line')))
      .limit(1);
    const games = [...bySport.values(), ...(outright ? [outright.game] : [])];
    next += 0;
    const finished = await finishAll(games);
    const seen = new Set<number>();
    let checked = 0;
    for (const g of finished.values()) {
      const final = {
        score: g.state.score,
        outrightWinner: g.state.outrightWinner,
        periods: g.state.periodScores,
      };
      for (const m of g.markets)
        for (const o of m.outcomes) {
          seen.add(o.typeId);
          expect(
            selectionResult({ typeId: o.typeId, param: o.param }, final),
            `${g.nameEng} ${o.nameEng}`,
          ).toBe(o.result);
          checked += 1;
        }
    }
    expect(checked).toBeGreaterThan(100);
    expect([...seen].sort((a, b) => a - b)).toEqual(Object.values(SELECTION_TYPE).sort((a, b) => a - b));
    // Those games are gone from the pool.
    line = line.filter((g) => !finished.has(g.id));
  });

  it('COUPON-025 COUPON-027 COUPON-029 COUPON-037 settles every coupon type against @betline/core, void legs at 1.000, each payout credited once', async () => {
    const me = await fundedPlayer(app, database.db, 10_000_000);
    const g = Array.from({ length: 16 }, game);
    const coupons = [
      ...(await place(me, couponPayload([w1(g[0]!)], { amount: 10_000 }))),
      ...(await place(me, couponPayload([w1(g[1]!), w1(g[2]!), w1(g[3]!)], { typeId: 1, amount: 10_000 }))),
      ...(await place(me, couponPayload([w1(g[4]!), over(g[5]!), w1(g[6]!)], { typeId: 2, amount: 30_000 }))),
      ...(await place(
        me,
        couponPayload(
          [
            { ...w1(g[7]!), blockId: 0 },
            { ...over(g[8]!), blockId: 1 },
            { ...w1(g[9]!), blockId: 2 },
            { ...w1(g[10]!), blockId: 3 },
          ],
          { typeId: 4, amount: 30_000 },
        ),
      )),
      ...(await place(
        me,
        couponPayload([over(g[11]!), w1(g[12]!)], {
          typeId: 9,
          amount: 0,
          amountByBetId: {
            [String(over(g[11]!).outcome.id)]: 10_000,
            [String(w1(g[12]!).outcome.id)]: 20_000,
          },
        }),
      )),
      // An express whose total leg will be a push (void), and a single that is void entirely.
      ...(await place(me, couponPayload([over(g[13]!), w1(g[14]!)], { typeId: 1, amount: 10_000 }))),
      ...(await place(me, couponPayload([over(g[15]!)], { amount: 10_000 }))),
    ];
    expect(coupons).toHaveLength(8);
    const staked = coupons.reduce((s, c) => s + c.amount, 0);
    const before = await balanceOf(database.db, me.account);
    expect(before).toBe(10_000_000 - staked);

    const games = await finishAll(g);
    // Games 13 and 15 stand in for a whole-number total line: the line is moved onto the final total.
    const pushed = new Set<string>();
    for (const i of [13, 15]) {
      const finished = games.get(g[i]!.id)!;
      const betId = String(over(g[i]!).outcome.id);
      pushed.add(betId);
      await database.db
        .update(betSelection)
        .set({ param: finished.state.score[0] + finished.state.score[1] })
        .where(eq(betSelection.betId, betId));
    }
    const settled = await settlement().settleDue();
    expect(settled).toBe(8);

    let paid = 0;
    for (const c of coupons) {
      const [row] = await database.db.select().from(betCoupon).where(eq(betCoupon.id, c.couponId));
      const results: Record<string, BetResult> = {};
      for (const s of c.selections)
        if (s.betId !== 'express-bonus')
          results[s.betId] = pushed.has(s.betId) ? 'void' : feedResult(games, s.betId);
      const expected = settleCoupon(
        createCouponState({
          typeId: c.typeId,
          amount: c.amount,
          systemValue: c.systemValue ?? 2,
          bets: c.selections.map((s) =>
            createBet({
              market: { id: s.betId, gameId: s.gameId, coef: s.coef, sportId: s.sportId, typeId: s.typeId },
              blockId: s.blockId,
            }),
          ),
        }),
        results,
      );
      if (!expected.ok) throw new Error(expected.code);
      expect(row?.status, `coupon type ${c.typeId}`).toBe(expected.status);
      expect(row?.payout).toBe(Number(expected.payout));
      paid += Number(expected.payout);
      const posted = await payoutsOf(c.couponId);
      expect(posted).toHaveLength(expected.payout > 0n ? 1 : 0);
      if (expected.status === 'void') expect(posted[0]?.kind).toBe('bet_refund');
    }
    // The all-void single came back whole.
    const voidSingle = coupons[coupons.length - 1]!;
    expect(
      (await database.db.select().from(betCoupon).where(eq(betCoupon.id, voidSingle.couponId)))[0],
    ).toMatchObject({ status: 'void', payout: 10_000 });
    expect(await balanceOf(database.db, me.account)).toBe(before + paid);

    // Settling again changes nothing.
    expect(await settlement().settleDue()).toBe(0);
    expect(await balanceOf(database.db, me.account)).toBe(before + paid);
    expect(await createLedger(database.db).audit()).toEqual({
      unbalancedTransactions: [],
      driftedAccounts: [],
    });
  });

  it('a settlement that dies mid-way leaves the rest unpaid; the next run pays each coupon exactly once', async () => {
    const me = await fundedPlayer(app, database.db, 1_000_000);
    const g = game();
    const pick = w1(g);
    const coupons = [
      ...(await place(me, couponPayload([pick], { amount: 10_000 }))),
      ...(await place(me, couponPayload([pick], { amount: 20_000 }))),
      ...(await place(me, couponPayload([pick], { amount: 30_000 }))),
    ];
    const before = await balanceOf(database.db, me.account);
    const finished = (await finishAll([g])).get(g.id)!;
    const won = feedResult(new Map([[g.id, finished]]), String(pick.outcome.id)) === 'won';
    // One coupon per transaction, one transaction at a time: the second commit never happens.
    const dying = dyingAtSecondCommit(1);
    await expect(dying.settleDue()).rejects.toThrow('killed');
    const statuses = async () =>
      (await database.db.select().from(betCoupon).where(eq(betCoupon.playerId, me.playerId))).map(
        (r) => r.status,
      );
    // One coupon settled before the "crash", the others still open with nothing posted.
    expect((await statuses()).filter((s) => s === 'open')).toHaveLength(2);
    // The restarted process settles the rest; a third run finds nothing.
    expect(await settlement().settleDue()).toBe(2);
    expect(await settlement().settleDue()).toBe(0);
    expect((await statuses()).every((s) => s === (won ? 'won' : 'lost'))).toBe(true);
    const expectedPaid = paidFor(coupons, pick.outcome.coef!, won);
    expect(await balanceOf(database.db, me.account)).toBe(before + expectedPaid);
    for (const c of coupons) expect(await payoutsOf(c.couponId)).toHaveLength(won ? 1 : 0);
    expect(await createLedger(database.db).audit()).toEqual({
      unbalancedTransactions: [],
      driftedAccounts: [],
    });
  });

  it('batches settled side by side: one that dies pays nothing, the others pay whole, the next run pays the rest exactly once', async () => {
    const me = await fundedPlayer(app, database.db, 1_000_000);
    const g = game();
    const pick = w1(g);
    const coupons: PlacedCoupon[] = [];
    for (const amount of [1_000, 2_000, 3_000, 4_000, 5_000, 6_000])
      coupons.push(...(await place(me, couponPayload([pick], { amount }))));
    const before = await balanceOf(database.db, me.account);
    const finished = (await finishAll([g])).get(g.id)!;
    const won = feedResult(new Map([[g.id, finished]]), String(pick.outcome.id)) === 'won';
    const dying = dyingAtSecondCommit(3);
    await expect(dying.settleDue()).rejects.toThrow('killed');
    const statusOf = async (couponId: number) =>
      (await database.db.select().from(betCoupon).where(eq(betCoupon.id, couponId)))[0]!.status;
    const open = [];
    for (const c of coupons) if ((await statusOf(c.couponId)) === 'open') open.push(c);
    // The batch that died is open with nothing posted; no batch started after it.
    expect(open.length).toBeGreaterThanOrEqual(1);
    expect(open.length).toBeLessThan(coupons.length);
    for (const c of open) expect(await payoutsOf(c.couponId)).toHaveLength(0);
    expect(await settlement().settleDue()).toBe(open.length);
    const paid = paidFor(coupons, pick.outcome.coef!, won);
    expect(await balanceOf(database.db, me.account)).toBe(before + paid);
    for (const c of coupons) expect(await payoutsOf(c.couponId)).toHaveLength(won ? 1 : 0);
    expect(await createLedger(database.db).audit()).toEqual({
      unbalancedTransactions: [],
      driftedAccounts: [],
    });
  });

  it('a batch that dies before its commit pays none of its coupons; the next run pays each exactly once', async () => {
    const me = await fundedPlayer(app, database.db, 1_000_000);
    const g = game();
    const other = game();
    const pick = w1(g);
    const singles = [
      ...(await place(me, couponPayload([pick], { amount: 10_000 }))),
      ...(await place(me, couponPayload([pick], { amount: 20_000 }))),
    ];
    // An express with a leg on a game still playing: not settled with the batch, not touched by it.
    const [express] = await place(me, couponPayload([pick, w1(other)], { typeId: 1, amount: 5_000 }));
    const before = await balanceOf(database.db, me.account);
    const finished = (await finishAll([g])).get(g.id)!;
    const won = feedResult(new Map([[g.id, finished]]), String(pick.outcome.id)) === 'won';
    const seen: number[][] = [];
    const dying = settlement((ids) => {
      seen.push([...ids]);
      throw new Error('killed');
    });
    await expect(dying.settleDue()).rejects.toThrow('killed');
    // Both singles were in the one batch (with the express when its leg lost: it can no longer win), which rolled
    // back: nothing is settled, nothing posted.
    const batch = [...singles, ...(won ? [] : [express!])].map((c) => c.couponId).sort((a, b) => a - b);
    expect(seen).toEqual([batch]);
    const statusOf = async (couponId: number) =>
      (await database.db.select().from(betCoupon).where(eq(betCoupon.id, couponId)))[0]?.status;
    for (const c of singles) {
      expect(await statusOf(c.couponId)).toBe('open');
      expect(await payoutsOf(c.couponId)).toHaveLength(0);
    }
    expect(await balanceOf(database.db, me.account)).toBe(before);

    // The express is decided with them when its leg lost (it can no longer win), else it waits.
    expect(await settlement().settleDue()).toBe(won ? 2 : 3);
    for (const c of singles) {
      expect(await statusOf(c.couponId)).toBe(won ? 'won' : 'lost');
      expect(await payoutsOf(c.couponId)).toHaveLength(won ? 1 : 0);
    }
    expect(await statusOf(express!.couponId)).toBe(won ? 'open' : 'lost');
    const paid = paidFor(singles, pick.outcome.coef!, won);
    expect(await balanceOf(database.db, me.account)).toBe(before + paid);
    expect(await createLedger(database.db).audit()).toEqual({
      unbalancedTransactions: [],
      driftedAccounts: [],
    });
  });

  it('a batch that opened the house wins account and then rolled back leaves no trace: the same settlement pays on its next run', async () => {
    const BYN = 9;
    const winsOfByn = () =>
      database.db
        .select()
        .from(ledgerAccount)
        .where(and(eq(ledgerAccount.house, 'wins'), eq(ledgerAccount.currencyId, BYN)));
    // A batch that dies before its commit, in a currency nothing has paid a win in yet: whatever house account
    // it used must exist for the next run.
    const me = await fundedPlayer(app, database.db, 100_000, BYN);
    const g = game();
    const market = g.markets.find((m) => m.outcomes.some((o) => o.id === w1(g).outcome.id))!;
    // One single on every outcome of the market: one of them wins, whatever the result.
    const coupons: PlacedCoupon[] = [];
    for (const outcome of market.outcomes.filter((o) => o.coef !== null && o.coef > 1000))
      coupons.push(...(await place(me, couponPayload([{ game: g, outcome }], { amount: 5_000 }))));
    await finishAll([g]);
    let commits = 0;
    const run = settlement(() => {
      commits += 1;
      if (commits === 1) throw new Error('killed');
    });
    await expect(run.settleDue()).rejects.toThrow('killed');
    const open = await database.db.select().from(betCoupon).where(eq(betCoupon.playerId, me.playerId));
    expect(open.map((r) => r.status)).toEqual(coupons.map(() => 'open'));
    expect(await run.settleDue()).toBeGreaterThanOrEqual(coupons.length);
    const rows = await database.db.select().from(betCoupon).where(eq(betCoupon.playerId, me.playerId));
    expect(rows.every((r) => r.status !== 'open')).toBe(true);
    const paid = rows.reduce((sum, r) => sum + (r.payout ?? 0), 0);
    expect(paid).toBeGreaterThan(0);
    expect(await balanceOf(database.db, me.account)).toBe(100_000 - 5_000 * coupons.length + paid);
    expect(await winsOfByn()).toHaveLength(1);
  });

  it('two settlement runs at once pay each coupon once', async () => {
    const me = await fundedPlayer(app, database.db, 1_000_000);
    const g = game();
    const pick = w1(g);
    const coupons = [
      ...(await place(me, couponPayload([pick], { amount: 10_000 }))),
      ...(await place(me, couponPayload([pick], { amount: 10_000 }))),
    ];
    await finishAll([g]);
    const [a, b] = await Promise.all([settlement().settleDue(), settlement().settleDue()]);
    expect(a + b).toBe(2);
    for (const c of coupons) expect((await payoutsOf(c.couponId)).length).toBeLessThanOrEqual(1);
    expect(await createLedger(database.db).audit()).toEqual({
      unbalancedTransactions: [],
      driftedAccounts: [],
    });
  });

  it('a coupon settled once is never paid again: a second process settling the coupon, its game or everything pays nothing', async () => {
    const me = await fundedPlayer(app, database.db, 1_000_000);
    const g = game();
    // One coupon on every outcome of the match result market: one of them wins.
    const market = g.markets.find((m) => m.outcomes.some((o) => o.id === w1(g).outcome.id))!;
    const coupons: PlacedCoupon[] = [];
    for (const outcome of market.outcomes.filter((o) => o.coef !== null))
      coupons.push(...(await place(me, couponPayload([{ game: g, outcome }], { amount: 10_000 }))));
    await finishAll([g]);
    const first = settlement();
    expect(await first.settleGame(g.id)).toBe(coupons.length);
    const paidOnce = await balanceOf(database.db, me.account);
    const payouts = async () => {
      let n = 0;
      for (const c of coupons) {
        const rows = await payoutsOf(c.couponId);
        expect(rows.length).toBeLessThanOrEqual(1);
        n += rows.length;
      }
      return n;
    };
    expect(await payouts()).toBe(1);
    const second = settlement();
    for (const c of coupons) expect(await second.settleCouponById(c.couponId)).toBe(false);
    expect(await second.settleCoupons(coupons.map((c) => c.couponId))).toBe(0);
    expect(await second.settleGame(g.id)).toBe(0);
    expect(await second.settleDue()).toBe(0);
    expect(await payouts()).toBe(1);
    expect(await balanceOf(database.db, me.account)).toBe(paidOnce);
    expect(await createLedger(database.db).audit()).toEqual({
      unbalancedTransactions: [],
      driftedAccounts: [],
    });
  });

  it('an express that can no longer win is lost as soon as its leg loses, pays nothing, and stays lost when its other game ends', async () => {
    const me = await fundedPlayer(app, database.db, 1_000_000);
    const g = line.find((each, i) => i >= next && outcomeOf(each, [SELECTION_TYPE.W2]))!;
    line.splice(line.indexOf(g), 1);
    const other = game();
    const home = await place(me, couponPayload([w1(g), w1(other)], { typeId: 1, amount: 5_000 }));
    const away = await place(
      me,
      couponPayload([{ game: g, outcome: outcomeOf(g, [SELECTION_TYPE.W2])! }, w1(other)], {
        typeId: 1,
        amount: 5_000,
      }),
    );
    const expresses = [...home, ...away];
    const before = await balanceOf(database.db, me.account);
    const finished = await finishAll([g]);
    const lostNow = expresses.filter((c) =>
      c.selections.some((b) => b.gameId === g.id && feedResult(finished, b.betId) === 'lost'),
    );
    // A home win, a draw or an away win: at least one of the two cannot win any more.
    expect(lostNow.length).toBeGreaterThan(0);
    await settlement().settleGame(g.id);
    const rowOf = async (couponId: number) =>
      (await database.db.select().from(betCoupon).where(eq(betCoupon.id, couponId)))[0]!;
    for (const c of expresses) {
      const row = await rowOf(c.couponId);
      const lost = lostNow.includes(c);
      expect(row.status).toBe(lost ? 'lost' : 'open');
      if (lost) expect(row.payout).toBe(0);
    }
    // The other game's leg keeps no result until its game ends; the lost coupon offers no cash-out.
    const pending = await database.db
      .select()
      .from(betSelection)
      .where(and(eq(betSelection.couponId, lostNow[0]!.couponId), eq(betSelection.gameId, other.id)));
    expect(pending[0]?.result).toBeNull();
    const quote = await app.inject({
      method: 'GET',
      url: `/web-api/sportsbook/coupons/${lostNow[0]!.couponId}/cashout`,
      headers: me.headers,
    });
    expect(quote.json()).toMatchObject({ amount: 0 });
    expect(await balanceOf(database.db, me.account)).toBe(before);

    const all = new Map([...finished, ...(await finishAll([other]))]);
    await settlement().settleDue();
    for (const c of lostNow) {
      expect((await rowOf(c.couponId)).status).toBe('lost');
      expect(await payoutsOf(c.couponId)).toHaveLength(0);
    }
    // Whatever was still open is settled by both results, paid once.
    let paid = 0;
    for (const c of expresses.filter((each) => !lostNow.includes(each))) {
      const results = Object.fromEntries(c.selections.map((b) => [b.betId, feedResult(all, b.betId)]));
      const expected = settleCoupon(
        createCouponState({
          typeId: 1,
          amount: c.amount,
          bets: c.selections.map((b) =>
            createBet({
              market: { id: Number(b.betId), coef: b.coef, gameId: b.gameId, sportId: 1, typeId: 1 },
            }),
          ),
        }),
        results,
      );
      expect(expected.ok).toBe(true);
      if (expected.ok) paid += Number(expected.payout);
      expect((await rowOf(c.couponId)).status).not.toBe('open');
    }
    expect(await balanceOf(database.db, me.account)).toBe(before + paid);
    expect(await createLedger(database.db).audit()).toEqual({
      unbalancedTransactions: [],
      driftedAccounts: [],
    });
  });

  it('a game that finishes is settled at once through the feed bus, before any sweep', async () => {
    const live = buildApp({
      db: database,
      webDistDir: null,
      feed,
      betting: { liveDelayMs: 0, workerIntervalMs: 3_600_000 },
    });
    await live.ready();
    try {
      const me = await fundedPlayer(live, database.db, 100_000);
      const g = game();
      const res = await placeCoupon(live, me.headers, couponPayload([w1(g)]));
      const { couponId } = placeCouponResponseSchema.parse(res.json()).coupon!;
      await feed.finish(g.id);
      let status = 'open';
      for (let i = 0; i < 50 && status === 'open'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await database.db.select().from(betCoupon).where(eq(betCoupon.id, couponId)))[0]!.status;
      }
      expect(['won', 'lost']).toContain(status);
    } finally {
      await live.close();
    }
  });
});
