/**
 * The toto (docs/adr/0050-toto.md). A sweep (the toto worker, and tests calling it) keeps the draws going:
 *   - forms the draw of the current ISO week (or of the next one once the current week's draw is not open) from
 *     15 football matches of the feed's line in that week, top championships first, the latest first, kicking off
 *     at least an hour later;
 *   - closes an open draw at its first kick-off, or as soon as one of its matches leaves the line;
 *   - settles a closed draw once every match is decided (finished, or void three days after kick-off): in one
 *     transaction under the draw's lock it takes each currency's jackpot, shares out each pool (rules.ts), writes
 *     every coupon's payout and what each pool carries out; more than five void matches cancel the draw and
 *     refund every stake;
 *   - pays each decided coupon in a transaction of its own through the wallet's money path (`toto:<id>:win` or
 *     `:refund`), so a coupon is paid once whatever process or retry gets there.
 * A coupon's stake moves through the money path in the placing transaction, under the draw's share lock: player
 * protection decides it like any stake, and a draw closing meanwhile waits for it.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { currencyByIso, currencyOf } from '@betline/core';
import {
  type TotoCoupon,
  type TotoCouponPage,
  type TotoCouponRequest,
  type TotoDraw,
  type TotoDrawPage,
  type TotoEvent,
  type TotoOverview,
  type TotoWinners,
} from '@betline/contracts';
import { TOTO_EVENTS, TOTO_PICKS } from '@betline/contracts/toto';
import type { Db, Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import type { FeedService } from '../feed/service';
import type { MoneyPath } from '../wallet/money';
import { payReturn, stakeAccountOf, takeStake } from '../wallet/gameStakes';
import { maskLogin } from '../casino/tournaments';
import {
  CATEGORY_SHARES,
  HOUSE_SHARE,
  MAX_VARIANTS,
  MAX_VOID,
  VOID_AFTER_MS,
  bestCorrect,
  hitsDistribution,
  jackpotGuarantee,
  maxCouponStake,
  minVariantStake,
  outcomeOf,
  prizeFundOf,
  settlePool,
  variantsOf,
} from './rules';
import { totoCoupon, totoDraw, totoJackpot, totoPool, type TotoDrawStatus } from './tables';

/** The feed's football. */
const FOOTBALL = 1;
/** Championship tiers a draw picks from. */
const MAX_TIER = 2;
/** A draw's matches kick off at least this long after it is formed. */
const FORM_AHEAD_MS = 3_600_000;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** How far ahead the feed schedules, less a day. */
const HORIZON_MS = 6 * DAY_MS;

export const TOTO_ERROR_CODES = {
  drawNotFound: 'toto_draw_not_found',
  drawClosed: 'toto_draw_closed',
  couponTaken: 'toto_coupon_id_taken',
  stake: 'toto_stake',
  account: 'toto_account',
  refused: 'toto_refused',
} as const;

type DrawRow = typeof totoDraw.$inferSelect;
type PoolRow = typeof totoPool.$inferSelect;
type CouponRow = typeof totoCoupon.$inferSelect;

/** The Monday 00:00 UTC that starts the ISO week of `at`, and the week's name ("2026-W49"). */
export function isoWeek(at: number): { start: number; name: string } {
  const day = Math.floor(at / DAY_MS);
  // 1970-01-01 was a Thursday: day 0 has weekday 3 counted from Monday.
  const start = (day - ((day + 3) % 7)) * DAY_MS;
  const thursday = new Date(start + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = Date.UTC(year, 0, 1 + ((4 - new Date(Date.UTC(year, 0, 1)).getUTCDay() + 7) % 7));
  const week = 1 + Math.round((thursday.getTime() - firstThursday) / WEEK_MS);
  return { start, name: `${year}-W${String(week).padStart(2, '0')}` };
}

function currencyIdOf(iso: string): number {
  const currency = currencyByIso(iso);
  if (!currency)
    throw new HttpError(400, `unknown currency ${iso}: use an ISO code the site offers, such as EUR`);
  return currency.id;
}

export function createToto({
  db,
  feed,
  money,
  clock,
  loginOf,
}: {
  db: Db;
  feed: FeedService;
  money: MoneyPath;
  clock: Clock;
  /** A player's login (the identity module), masked in the winners' list. */
  loginOf: (playerId: number) => Promise<string | undefined>;
}) {
  // ------------------------------------------------------------------------------------------------------
  // Answers
  // ------------------------------------------------------------------------------------------------------

  async function jackpotOf(currencyId: number, run: Db | Tx = db): Promise<number> {
    const [row] = await run.select().from(totoJackpot).where(eq(totoJackpot.currencyId, currencyId));
    return row?.amount ?? 0;
  }

  function drawAnswer(row: DrawRow, pool: PoolRow | undefined, iso: string, rollover: number): TotoDraw {
    const stakes = pool?.stakes ?? 0;
    const prizeFund = prizeFundOf(stakes);
    const guarantee = jackpotGuarantee(iso);
    const settled = pool?.categories ?? null;
    const lowerFunds = CATEGORY_SHARES.filter((c) => c.correct !== TOTO_EVENTS).reduce(
      (sum, c) => sum + Math.floor((prizeFund * c.share) / 100),
      0,
    );
    const jackpot =
      settled?.find((c) => c.correct === TOTO_EVENTS)?.fund ??
      Math.max(
        guarantee,
        (row.status === 'open' || row.status === 'closed' ? rollover : 0) + prizeFund - lowerFunds,
      );
    return {
      drawId: row.id,
      week: row.week,
      status: row.status,
      closesAt: row.closesAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
      events: row.events,
      pool: {
        iso,
        coupons: pool?.coupons ?? 0,
        stakes,
        prizeFund,
        jackpot,
        guarantee,
        carriedOut: pool?.carriedOut ?? null,
      },
      categories: CATEGORY_SHARES.map(({ correct, share }) => {
        const done = settled?.find((c) => c.correct === correct);
        return {
          correct,
          share,
          fund: done?.fund ?? null,
          variants: done?.variants ?? null,
          perMinimumVariant: done?.perMinimumVariant ?? null,
        };
      }),
    };
  }

  async function drawsAnswer(rows: readonly DrawRow[], iso: string): Promise<TotoDraw[]> {
    if (rows.length === 0) return [];
    const currencyId = currencyIdOf(iso);
    const pools = await db
      .select()
      .from(totoPool)
      .where(
        and(
          inArray(
            totoPool.drawId,
            rows.map((r) => r.id),
          ),
          eq(totoPool.currencyId, currencyId),
        ),
      );
    const rollover = await jackpotOf(currencyId);
    return rows.map((row) =>
      drawAnswer(
        row,
        pools.find((p) => p.drawId === row.id),
        iso,
        rollover,
      ),
    );
  }

  function couponAnswer(row: CouponRow, week: string): TotoCoupon {
    return {
      couponId: row.id,
      drawId: row.drawId,
      week,
      picks: row.picks,
      variants: row.variants,
      variantStake: row.variantStake,
      stake: row.stake,
      iso: currencyOf(row.currencyId).iso,
      accountId: row.accountId,
      status: row.status,
      correct: row.status === 'open' || row.status === 'refunded' ? null : row.correct,
      payout: row.status === 'open' ? null : row.payout,
      balance: row.balance,
      createdAt: row.createdAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
    };
  }

  function rules(iso: string): TotoOverview['rules'] {
    return {
      iso,
      events: TOTO_EVENTS,
      minVariantStake: minVariantStake(iso),
      maxStake: maxCouponStake(iso),
      maxVariants: MAX_VARIANTS,
      houseShare: HOUSE_SHARE,
      maxVoid: MAX_VOID,
    };
  }

  async function overview(iso: string): Promise<TotoOverview> {
    currencyIdOf(iso);
    const open = await db
      .select()
      .from(totoDraw)
      .where(eq(totoDraw.status, 'open'))
      .orderBy(asc(totoDraw.closesAt), asc(totoDraw.id))
      .limit(2);
    const [current, next] = await drawsAnswer(open, iso);
    const now = clock.now();
    const weeks = new Set(
      (await db.select({ week: totoDraw.week }).from(totoDraw).orderBy(desc(totoDraw.id)).limit(4)).map(
        (r) => r.week,
      ),
    );
    let weekStart = isoWeek(now).start;
    while (weeks.has(isoWeek(weekStart).name)) weekStart += WEEK_MS;
    return {
      current: current ?? null,
      next: next ?? null,
      nextWeekStartsAt: new Date(weekStart).toISOString(),
      rules: rules(iso),
    };
  }

  async function pastDraws(query: {
    currency: string;
    limit: number;
    offset: number;
  }): Promise<TotoDrawPage> {
    const past = ne(totoDraw.status, 'open');
    const [total] = await db.select({ n: count() }).from(totoDraw).where(past);
    const rows = await db
      .select()
      .from(totoDraw)
      .where(past)
      .orderBy(desc(totoDraw.closesAt), desc(totoDraw.id))
      .limit(query.limit)
      .offset(query.offset);
    return { total: Number(total?.n ?? 0), draws: await drawsAnswer(rows, query.currency) };
  }

  async function draw(drawId: number, iso: string): Promise<TotoDraw> {
    const rows = await db.select().from(totoDraw).where(eq(totoDraw.id, drawId));
    const [answer] = await drawsAnswer(rows, iso);
    if (!answer) throw new HttpError(404, `no toto draw ${drawId}`, TOTO_ERROR_CODES.drawNotFound);
    return answer;
  }

  async function winners(): Promise<TotoWinners> {
    const rows = await db
      .select({ coupon: totoCoupon, week: totoDraw.week })
      .from(totoCoupon)
      .innerJoin(totoDraw, eq(totoDraw.id, totoCoupon.drawId))
      .where(and(eq(totoCoupon.status, 'won'), isNotNull(totoCoupon.settledAt)))
      .orderBy(desc(totoCoupon.settledAt), desc(totoCoupon.payout))
      .limit(50);
    const logins = new Map<number, string>();
    for (const { coupon } of rows) {
      if (!logins.has(coupon.playerId))
        logins.set(coupon.playerId, (await loginOf(coupon.playerId)) ?? `player${coupon.playerId}`);
    }
    return {
      winners: rows.map(({ coupon, week }) => ({
        drawId: coupon.drawId,
        week,
        player: maskLogin(logins.get(coupon.playerId) ?? ''),
        correct: coupon.correct ?? 0,
        payout: coupon.payout ?? 0,
        iso: currencyOf(coupon.currencyId).iso,
        settledAt: (coupon.settledAt ?? coupon.createdAt).toISOString(),
      })),
    };
  }

  async function coupons(
    playerId: number,
    query: { limit: number; offset: number },
  ): Promise<TotoCouponPage> {
    const mine = eq(totoCoupon.playerId, playerId);
    const [total] = await db.select({ n: count() }).from(totoCoupon).where(mine);
    const rows = await db
      .select({ coupon: totoCoupon, week: totoDraw.week })
      .from(totoCoupon)
      .innerJoin(totoDraw, eq(totoDraw.id, totoCoupon.drawId))
      .where(mine)
      .orderBy(desc(totoCoupon.createdAt), desc(totoCoupon.id))
      .limit(query.limit)
      .offset(query.offset);
    return {
      total: Number(total?.n ?? 0),
      coupons: rows.map(({ coupon, week }) => couponAnswer(coupon, week)),
    };
  }

  // ------------------------------------------------------------------------------------------------------
  // Placing a coupon
  // ------------------------------------------------------------------------------------------------------

  async function place(playerId: number, input: TotoCouponRequest): Promise<TotoCoupon> {
    const replay = async (run: Db | Tx): Promise<TotoCoupon | null> => {
      const [found] = await run
        .select({ coupon: totoCoupon, week: totoDraw.week })
        .from(totoCoupon)
        .innerJoin(totoDraw, eq(totoDraw.id, totoCoupon.drawId))
        .where(eq(totoCoupon.id, input.couponId));
      if (!found) return null;
      if (found.coupon.playerId !== playerId || found.coupon.drawId !== input.drawId) {
        throw new HttpError(
          409,
          `coupon id ${input.couponId} is already used: choose a fresh UUID for a new coupon`,
          TOTO_ERROR_CODES.couponTaken,
        );
      }
      return couponAnswer(found.coupon, found.week);
    };
    const done = await replay(db);
    if (done) return done;
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx.select().from(totoDraw).where(eq(totoDraw.id, input.drawId)).for('share');
        if (!row) throw new HttpError(404, `no toto draw ${input.drawId}`, TOTO_ERROR_CODES.drawNotFound);
        const now = clock.now();
        if (row.status !== 'open' || row.closesAt.getTime() <= now) {
          throw new HttpError(
            409,
            `toto draw ${row.week} takes no more coupons: it closed at its first kick-off; fill the current draw`,
            TOTO_ERROR_CODES.drawClosed,
          );
        }
        const { account, iso } = await stakeAccountOf(money, tx, {
          playerId,
          accountId: input.accountId,
          what: 'toto coupons',
          code: TOTO_ERROR_CODES.account,
        });
        const variants = variantsOf(input.picks);
        const min = minVariantStake(iso);
        if (input.variantStake < min) {
          throw new HttpError(
            422,
            `a variant's stake is at least ${min} minor units of ${iso}`,
            TOTO_ERROR_CODES.stake,
            undefined,
            { min },
          );
        }
        if (variants > MAX_VARIANTS) {
          throw new HttpError(
            422,
            `a coupon plays at most ${MAX_VARIANTS} variants (this one ${variants}): pick fewer outcomes`,
            TOTO_ERROR_CODES.stake,
            undefined,
            { maxVariants: MAX_VARIANTS },
          );
        }
        const stake = variants * input.variantStake;
        const max = maxCouponStake(iso);
        if (stake > max) {
          throw new HttpError(
            422,
            `a coupon stakes at most ${max} minor units of ${iso} (this one ${stake})`,
            TOTO_ERROR_CODES.stake,
            undefined,
            { max },
          );
        }
        const balance = await takeStake(money, tx, {
          playerId,
          accountId: account.id,
          amount: stake,
          ledgerKind: 'toto_stake',
          key: `toto:${input.couponId}:stake`,
          meta: { couponId: input.couponId, drawId: row.id },
          what: 'toto coupons',
          code: TOTO_ERROR_CODES.refused,
        });
        const [stored] = await tx
          .insert(totoCoupon)
          .values({
            id: input.couponId,
            drawId: row.id,
            playerId,
            accountId: account.id,
            currencyId: account.currencyId,
            // Each match's outcomes in the order 1, X, 2, whatever order they were sent in.
            picks: input.picks.map((outcomes) => TOTO_PICKS.filter((pick) => outcomes.includes(pick))),
            variants,
            variantStake: input.variantStake,
            stake,
            balance,
            status: 'open',
            createdAt: new Date(now),
          })
          .onConflictDoNothing()
          .returning();
        if (!stored) throw new CouponRace();
        await tx
          .insert(totoPool)
          .values({ drawId: row.id, currencyId: account.currencyId, coupons: 1, stakes: stake })
          .onConflictDoUpdate({
            target: [totoPool.drawId, totoPool.currencyId],
            set: { coupons: sql`${totoPool.coupons} + 1`, stakes: sql`${totoPool.stakes} + ${stake}` },
          });
        return couponAnswer(stored, row.week);
      });
    } catch (error) {
      if (!(error instanceof CouponRace)) throw error;
      const again = await replay(db);
      if (!again) throw error;
      return again;
    }
  }

  // ------------------------------------------------------------------------------------------------------
  // The sweep
  // ------------------------------------------------------------------------------------------------------

  async function formDraw(weekStart: number, now: number): Promise<boolean> {
    const week = isoWeek(weekStart).name;
    const [exists] = await db.select({ id: totoDraw.id }).from(totoDraw).where(eq(totoDraw.week, week));
    if (exists) return true;
    const champs = await feed.champs();
    const { games } = await feed.listGames(
      { section: 'line', sportId: FOOTBALL, limit: 2000, offset: 0 },
      now,
    );
    // The feed schedules its week ahead a day at a time as it starts: wait until it reaches the week's last day
    // (or as far as it schedules), so that the draw chooses from the whole week.
    const scheduledTo = games.reduce((latest, g) => Math.max(latest, g.startAt), 0);
    if (scheduledTo < Math.min(weekStart + WEEK_MS, now + HORIZON_MS) - DAY_MS) return false;
    const chosen = games
      .filter((g) => {
        const tier = champs.get(g.champId)?.tier ?? Infinity;
        return (
          g.home !== null &&
          g.away !== null &&
          g.state.status === 'line' &&
          tier <= MAX_TIER &&
          g.startAt >= Math.max(weekStart, now + FORM_AHEAD_MS) &&
          g.startAt < weekStart + WEEK_MS
        );
      })
      .sort(
        (a, b) =>
          (champs.get(a.champId)?.tier ?? 0) - (champs.get(b.champId)?.tier ?? 0) ||
          b.startAt - a.startAt ||
          a.id - b.id,
      )
      .slice(0, TOTO_EVENTS)
      .sort((a, b) => a.startAt - b.startAt || a.id - b.id);
    if (chosen.length < TOTO_EVENTS) return false;
    const events: TotoEvent[] = chosen.map((g, i) => ({
      position: i + 1,
      gameId: g.id,
      startAt: new Date(g.startAt).toISOString(),
      home: g.home?.nameEng ?? '',
      away: g.away?.nameEng ?? '',
      champNameEng: champs.get(g.champId)?.nameEng ?? '',
      result: null,
      score: null,
    }));
    await db
      .insert(totoDraw)
      .values({
        week,
        status: 'open',
        events,
        closesAt: new Date(chosen[0]?.startAt ?? now),
        createdAt: new Date(now),
      })
      .onConflictDoNothing();
    return true;
  }

  /** Forms this week's draw, or next week's once this week's is not open. */
  async function formDraws(now: number): Promise<void> {
    const { start, name } = isoWeek(now);
    const [current] = await db.select().from(totoDraw).where(eq(totoDraw.week, name));
    if (!current) {
      if (await formDraw(start, now)) return;
    } else if (current.status === 'open') return;
    await formDraw(start + WEEK_MS, now);
  }

  async function setStatus(id: number, from: TotoDrawStatus, to: TotoDrawStatus, now: number): Promise<void> {
    await db
      .update(totoDraw)
      .set({ status: to, closedAt: new Date(now) })
      .where(and(eq(totoDraw.id, id), eq(totoDraw.status, from)));
  }

  /** Closes the open draws whose first kick-off has come, or one of whose matches left the line. */
  async function closeDue(now: number): Promise<void> {
    const open = await db.select().from(totoDraw).where(eq(totoDraw.status, 'open'));
    for (const row of open) {
      let due = row.closesAt.getTime() <= now;
      if (!due) {
        const games = await feed.getGames(row.events.map((e) => e.gameId));
        due = games.length < row.events.length || games.some((g) => g.state.status !== 'line');
      }
      // The update takes the row's lock: it waits for coupons being placed under the share lock.
      if (due) await setStatus(row.id, 'open', 'closed', now);
    }
  }

  /** The results of a closed draw's matches, or null while one is still to be decided. */
  async function resultsOf(row: DrawRow, now: number): Promise<TotoEvent[] | null> {
    const games = new Map((await feed.getGames(row.events.map((e) => e.gameId))).map((g) => [g.id, g]));
    const events: TotoEvent[] = [];
    for (const event of row.events) {
      const game = games.get(event.gameId);
      if (game?.state.status === 'finished') {
        const [home, away] = game.state.score;
        events.push({ ...event, result: outcomeOf(game.state.winner), score: `${home}:${away}` });
      } else if (!game || Date.parse(event.startAt) + VOID_AFTER_MS <= now) {
        events.push({ ...event, result: 'void', score: null });
      } else return null;
    }
    return events;
  }

  async function settleDraw(drawId: number, events: TotoEvent[], now: number): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(totoDraw).where(eq(totoDraw.id, drawId)).for('update');
      if (row?.status !== 'closed') return;
      const cancelled = events.filter((e) => e.result === 'void').length > MAX_VOID;
      const results = events.map((e) => e.result);
      const pools = await tx.select().from(totoPool).where(eq(totoPool.drawId, drawId));
      const list = await tx.select().from(totoCoupon).where(eq(totoCoupon.drawId, drawId));
      for (const pool of pools) {
        const inPool = list.filter((c) => c.currencyId === pool.currencyId);
        if (cancelled) {
          for (const c of inPool) {
            await tx.update(totoCoupon).set({ payout: c.stake }).where(eq(totoCoupon.id, c.id));
          }
          await tx
            .update(totoPool)
            .set({ carriedIn: 0, guaranteeTopUp: 0, paid: pool.stakes, carriedOut: 0, categories: [] })
            .where(and(eq(totoPool.drawId, drawId), eq(totoPool.currencyId, pool.currencyId)));
          continue;
        }
        const iso = currencyOf(pool.currencyId).iso;
        // The currency's jackpot row exists before it is locked, so that two draws settling at once queue on it.
        await tx.insert(totoJackpot).values({ currencyId: pool.currencyId, amount: 0 }).onConflictDoNothing();
        const [jackpot] = await tx
          .select()
          .from(totoJackpot)
          .where(eq(totoJackpot.currencyId, pool.currencyId))
          .for('update');
        const carriedIn = jackpot?.amount ?? 0;
        const dists = new Map(inPool.map((c) => [c.id, hitsDistribution(c.picks, results)]));
        const settled = settlePool({
          stakes: pool.stakes,
          carriedIn,
          guarantee: jackpotGuarantee(iso),
          minVariantStake: minVariantStake(iso),
          coupons: inPool.map((c) => ({
            id: c.id,
            variantStake: c.variantStake,
            dist: dists.get(c.id) ?? [],
          })),
        });
        for (const c of inPool) {
          await tx
            .update(totoCoupon)
            .set({ payout: settled.payouts.get(c.id) ?? 0, correct: bestCorrect(dists.get(c.id) ?? []) })
            .where(eq(totoCoupon.id, c.id));
        }
        await tx
          .update(totoPool)
          .set({
            carriedIn,
            guaranteeTopUp: settled.topUp,
            categories: settled.categories,
            paid: settled.paid,
            carriedOut: settled.carriedOut,
          })
          .where(and(eq(totoPool.drawId, drawId), eq(totoPool.currencyId, pool.currencyId)));
        await tx
          .update(totoJackpot)
          .set({ amount: settled.carriedOut })
          .where(eq(totoJackpot.currencyId, pool.currencyId));
      }
      await tx
        .update(totoDraw)
        .set({ status: cancelled ? 'cancelled' : 'settled', events, settledAt: new Date(now) })
        .where(eq(totoDraw.id, drawId));
    });
  }

  /** Pays (or refunds) one decided coupon, once. */
  async function payCoupon(couponId: string, now: number): Promise<void> {
    await db.transaction(async (tx) => {
      const [c] = await tx.select().from(totoCoupon).where(eq(totoCoupon.id, couponId)).for('update');
      if (c?.status !== 'open' || c.payout === null) return;
      const [row] = await tx
        .select({ status: totoDraw.status })
        .from(totoDraw)
        .where(eq(totoDraw.id, c.drawId));
      const refund = row?.status === 'cancelled';
      await payReturn(money, tx, {
        playerId: c.playerId,
        accountId: c.accountId,
        amount: c.payout,
        refund,
        ledgerKind: refund ? 'toto_refund' : 'toto_win',
        key: `toto:${c.id}:${refund ? 'refund' : 'win'}`,
        meta: { couponId: c.id, drawId: c.drawId },
      });
      await tx
        .update(totoCoupon)
        .set({ status: refund ? 'refunded' : c.payout > 0 ? 'won' : 'lost', settledAt: new Date(now) })
        .where(eq(totoCoupon.id, c.id));
    });
  }

  /** One pass of the toto's work; see the module comment. Answers how many draws settled and coupons were paid. */
  async function sweep(): Promise<number> {
    const now = clock.now();
    await closeDue(now);
    await formDraws(now);
    let done = 0;
    const closed = await db
      .select()
      .from(totoDraw)
      .where(eq(totoDraw.status, 'closed'))
      .orderBy(asc(totoDraw.id));
    for (const row of closed) {
      const events = await resultsOf(row, now);
      if (events) {
        await settleDraw(row.id, events, now);
        done += 1;
      }
    }
    const due = await db
      .select({ id: totoCoupon.id })
      .from(totoCoupon)
      .innerJoin(totoDraw, eq(totoDraw.id, totoCoupon.drawId))
      .where(
        and(
          eq(totoCoupon.status, 'open'),
          isNotNull(totoCoupon.payout),
          inArray(totoDraw.status, ['settled', 'cancelled']),
        ),
      )
      .orderBy(asc(totoCoupon.playerId))
      .limit(500);
    for (const { id } of due) await payCoupon(id, now);
    return done + due.length;
  }

  return { overview, pastDraws, draw, winners, coupons, place, sweep };
}

/** Thrown inside a placing transaction when a concurrent request stored the same coupon id first. */
class CouponRace extends Error {}

export type Toto = ReturnType<typeof createToto>;
