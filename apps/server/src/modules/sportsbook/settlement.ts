/**
 * Settlement (docs/adr/0016-betting.md). When a game is finished, each open selection of it gets its result
 * from the final score (`resolveSelection` of @betline/core); every coupon whose selections all have a
 * result is then settled by its type with `settleCoupon` of @betline/core (void legs at 1.000). Coupons are
 * settled in batches (1000 per database transaction by default): lock the batch's coupons still open, post
 * every payout through the ledger (kind 'win', or 'bet_refund' for an all-void coupon; one idempotent ledger
 * transaction per coupon, key `bet:<coupon>:payout`, balances moved by one statement per batch), mark them
 * settled, and count the stakes of coupons won or lost from a bonus account towards its bonus (which may
 * convert it; docs/adr/0045-bonuses-wagering.md). A second run finds the coupons settled; a process that dies mid-way leaves the batch open and its
 * payouts unposted (one transaction), and the next run settles it. A coupon that can no longer win (an express
 * with a lost leg, a system without a line left) is settled lost at once, with its cash-out gone; one that may
 * still win waits for its other games. `settleDue` is the sweep that finds all of that work.
 *
 * VIP bets wait as `pending_approval` with their stake held; `decideVipBets` decides them (in demo mode
 * automatically: accepted up to VIP_DEMO_FACTOR times the maximum stake, declined and refunded above).
 */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  COUPON_TYPE,
  CURRENCIES,
  EXPRESS_BONUS,
  currencyOf,
  divRound,
  selectionResult,
  settleCouponWhenDecided,
} from '@betline/core';
import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { scoreFormatted } from '../feed/engine';
import type { FeedService } from '../feed/service';
import type { Wagering, WagerItem } from '../bonuses/service';
import type { MoneyPath, Movement, Posting } from '../wallet/money';
import type { StakeLimits } from './bets';
import { betCoupon, betSelection } from './tables';
import { stakeRiding } from './cashout';
import { toCouponState } from './wire';

/** Demo decision of a VIP bet: accepted when the stake is at most this many times the maximum stake. */
export const VIP_DEMO_FACTOR = 5;

export interface SettlementOptions {
  db: Db;
  feed: FeedService;
  clock: Clock;
  stakeLimits: (iso: string) => StakeLimits;
  /** The wallet's money path: payouts and refunds move only through it. */
  money: MoneyPath;
  /** Coupons settled per database transaction (default 1000). */
  batchSize?: number;
  /** Settlement transactions side by side (default 3; PGlite runs them one after another). */
  concurrency?: number;
  /**
   * Bonus wagering (the bonuses module): a coupon staked from a bonus account and settled won or lost counts
   * towards its bonus in the batch's transaction (docs/adr/0045-bonuses-wagering.md).
   */
  wagering?: Wagering;
  /**
   * Test seam: runs inside a batch's settlement transaction just before it commits, with the coupons it
   * settles (a throw rolls the whole batch back).
   */
  beforeCommit?: (couponIds: readonly number[]) => void | Promise<void>;
}

/**
 * The odds a settled coupon counts at for bonus wagering (thousandths): its accepted total; with a void leg,
 * the product of the legs that were not void (a void leg counts 1.000, and the express bonus is gone). Null
 * for a system (no total).
 */
export function wageringOdds(
  coef: number | null,
  selections: readonly { betId: string; coef: number; result: string | null }[],
  results: Readonly<Record<string, string>>,
): number | null {
  if (coef === null) return null;
  const resultOf = (s: { betId: string; result: string | null }) => results[s.betId] ?? s.result;
  if (!selections.some((s) => resultOf(s) === 'void')) return coef;
  let odds = 1000n;
  for (const s of selections) {
    if (s.betId === EXPRESS_BONUS.marketId || resultOf(s) === 'void') continue;
    odds = (odds * BigInt(s.coef)) / 1000n;
  }
  return Number(odds);
}

export function createSettlement(options: SettlementOptions) {
  const { db, feed, clock, money } = options;
  const batchSize = Math.max(1, options.batchSize ?? 1000);
  const concurrency = Math.max(1, options.concurrency ?? 3);

  /**
   * The house's wins accounts of every currency, found or created (and committed) once, before any batch's
   * transaction: an id created inside a batch would be remembered while that batch could still roll back, and
   * batches running side by side could not see it.
   */
  let winsPrepared: Promise<void> | undefined;
  function prepareWins(): Promise<void> {
    winsPrepared ??= (async () => {
      for (const currency of CURRENCIES) await money.prepareHouse('wins', currency.id);
    })();
    winsPrepared.catch(() => {
      winsPrepared = undefined;
    });
    return winsPrepared;
  }

  /**
   * Settles a batch of coupons in one transaction: locks those still open (ascending id), settles each one
   * whose selections all have a result, posts every payout through the ledger at once (`transferMany`: one
   * idempotent transaction per coupon, balances moved by one statement) and marks the coupons and their
   * remaining selections. Answers the ids settled now. A failure rolls the whole batch back: nothing of it is
   * paid, and the next run settles it.
   */
  async function settleBatch(couponIds: readonly number[]): Promise<number[]> {
    if (couponIds.length === 0) return [];
    await prepareWins();
    return db.transaction(async (t) => {
      const tx = t;
      const rows = await tx
        .select()
        .from(betCoupon)
        .where(and(inArray(betCoupon.id, [...couponIds]), eq(betCoupon.status, 'open')))
        .orderBy(asc(betCoupon.id))
        .for('update');
      if (rows.length === 0) return [];
      const selectionsOf = new Map<number, (typeof betSelection.$inferSelect)[]>();
      const allSelections = await tx
        .select()
        .from(betSelection)
        .where(
          inArray(
            betSelection.couponId,
            rows.map((r) => r.id),
          ),
        );
      for (const s of allSelections) {
        const list = selectionsOf.get(s.couponId);
        if (list) list.push(s);
        else selectionsOf.set(s.couponId, [s]);
      }
      const payouts: { movement: Movement; posting: Posting }[] = [];
      const couponUpdates: { id: number; status: string; payout: number }[] = [];
      const selectionUpdates: { coupon_id: number; position: number; result: string }[] = [];
      const settledIds: number[] = [];
      const wagers: WagerItem[] = [];
      for (const row of rows) {
        const selections = selectionsOf.get(row.id) ?? [];
        const results: Record<string, 'won' | 'lost' | 'void'> = {};
        for (const s of selections) if (s.result !== null) results[s.betId] = s.result;
        const settled = settleCouponWhenDecided(toCouponState(row, selections), results);
        if (!settled.ok) continue;
        let payout = settled.payout;
        if (settled.status === 'won' && row.promoCoef !== null)
          payout = divRound(payout * BigInt(row.promoCoef), 1000n);
        const amount = Number(payout);
        if (amount > 0) {
          payouts.push({
            movement: {
              kind: 'payback',
              playerId: row.playerId,
              accountId: row.accountId,
              amount,
              house: 'wins',
              ledgerKind: settled.status === 'void' ? 'bet_refund' : 'win',
            },
            posting: { key: `bet:${row.id}:payout`, meta: { couponId: row.id } },
          });
        }
        for (const s of selections) {
          const result = settled.results[s.betId];
          if (s.result === null && result)
            selectionUpdates.push({ coupon_id: s.couponId, position: s.position, result });
        }
        couponUpdates.push({ id: row.id, status: settled.status, payout: amount });
        settledIds.push(row.id);
        if (settled.status === 'won' || settled.status === 'lost') {
          wagers.push({
            accountId: row.accountId,
            ref: `bet:${row.id}`,
            stake: stakeRiding(row),
            placedAt: row.createdAt,
            source: { type: 'sports', odds: wageringOdds(row.coef, selections, settled.results) },
          });
        }
      }
      if (settledIds.length === 0) return [];
      const now = new Date(clock.now()).toISOString();
      if (selectionUpdates.length > 0) {
        await tx.execute(
          sql`update ${betSelection} as s set result = v.result, settled_at = ${now}::timestamptz
              from json_to_recordset(${JSON.stringify(selectionUpdates)}::json)
                as v(coupon_id bigint, position smallint, result text)
              where s.coupon_id = v.coupon_id and s.position = v.position`,
        );
      }
      await tx.execute(
        sql`update ${betCoupon} as c set status = v.status, payout = v.payout, settled_at = ${now}::timestamptz
            from json_to_recordset(${JSON.stringify(couponUpdates)}::json) as v(id bigint, status text, payout bigint)
            where c.id = v.id`,
      );
      // The batch's stakes from bonus accounts with an active bonus (read only): their players are locked with
      // the payouts' players, before any account row, and counted once the payouts are in.
      const wagering = await options.wagering?.prepare(tx, wagers);
      // The payouts go last: the accounts (the house's wins account is one row every batch moves) stay locked
      // from here to the commit only, so batches settling side by side wait for each other the least.
      await money.moveAll(tx, payouts, { alsoLock: wagering?.players });
      // Wagering progress, and the conversion of a bonus whose turnover reached its requirement.
      await wagering?.apply();
      await options.beforeCommit?.(settledIds);
      return settledIds;
    });
  }

  /**
   * Settles the given coupons, batch by batch (ascending id), `concurrency` batches side by side (each in its
   * own transaction; they share no coupon). Answers how many were settled now. After a batch fails no new one
   * starts, and the failure is thrown once the running ones end.
   */
  async function settleCoupons(couponIds: readonly number[]): Promise<number> {
    const ids = [...new Set(couponIds)].sort((a, b) => a - b);
    const batches: number[][] = [];
    for (let i = 0; i < ids.length; i += batchSize) batches.push(ids.slice(i, i + batchSize));
    let next = 0;
    let settled = 0;
    let failed = false;
    const workers = Array.from({ length: Math.min(concurrency, batches.length) }, async () => {
      while (!failed && next < batches.length) {
        const batch = batches[next++]!;
        try {
          const now = await settleBatch(batch);
          settled += now.length;
        } catch (error) {
          failed = true;
          throw error;
        }
      }
    });
    const ended = await Promise.allSettled(workers);
    const failure = ended.find((e) => e.status === 'rejected');
    if (failure) throw failure.reason;
    return settled;
  }

  /** Settles one coupon if it is open and every selection has a result; true when it was settled now. */
  async function settleCouponById(couponId: number): Promise<boolean> {
    return (await settleBatch([couponId])).length === 1;
  }

  /**
   * The coupons among `candidates` (all open coupons when not given) that settlement may decide now: those
   * with no selection of a real game still waiting for its result, and those with a lost selection (a coupon
   * that can no longer win is lost at once; `settleCouponWhenDecided` tells, by its type). The sweep over all
   * open coupons takes only expresses with a lost leg (always decided), so that a system or multiple singles
   * still able to win is not locked and tried again at every sweep; the finished game's own pass decides those.
   */
  async function completeCoupons(candidates?: readonly number[]): Promise<number[]> {
    const openAndComplete = and(
      eq(betCoupon.status, 'open'),
      sql`(not exists (select 1 from ${betSelection} s where s.coupon_id = ${betCoupon.id} and s.result is null and s.game_id <> 0)
          or (${betCoupon.typeId} = ${COUPON_TYPE.EXPRESS} and exists (select 1 from ${betSelection} s where s.coupon_id = ${betCoupon.id} and s.result = 'lost')))`,
    );
    if (candidates === undefined) {
      return (await db.select({ id: betCoupon.id }).from(betCoupon).where(openAndComplete)).map((r) => r.id);
    }
    const ids = [...new Set(candidates)];
    const complete: number[] = [];
    // One pass over the candidates' selections (the primary key's index), not a subquery per coupon; bounded
    // lists (a statement has at most 65,535 parameters). Settled coupons are skipped when the batch locks them.
    for (let i = 0; i < ids.length; i += 10_000) {
      const found = await db
        .select({ id: betSelection.couponId })
        .from(betSelection)
        .where(inArray(betSelection.couponId, ids.slice(i, i + 10_000)))
        .groupBy(betSelection.couponId)
        .having(
          sql`bool_and(${betSelection.result} is not null or ${betSelection.gameId} = 0) or bool_or(${betSelection.result} = 'lost')`,
        );
      complete.push(...found.map((r) => r.id));
    }
    return complete;
  }

  /**
   * Gives the open selections of a finished game their results and settles the coupons that are now decided:
   * complete, or unable to win any more (an express with a lost leg is lost at once; one whose legs all may
   * still win waits for its other games).
   */
  async function settleGame(gameId: number): Promise<number> {
    const game = await feed.getGame(gameId);
    if (!game || game.state.status !== 'finished') return 0;
    const final = {
      score: game.state.score,
      outrightWinner: game.state.outrightWinner,
      periods: game.state.periodScores,
    };
    // The game's selections still waiting (the partial index of open selections finds them).
    const open = await db
      .select({ couponId: betSelection.couponId, typeId: betSelection.typeId, param: betSelection.param })
      .from(betSelection)
      .where(and(eq(betSelection.gameId, gameId), isNull(betSelection.result)));
    const score = scoreFormatted(game.state);
    const now = new Date(clock.now());
    // One update per distinct (type, param): a big match has many coupons on few outcomes.
    const groups = new Map<string, { typeId: number; param: number | null }>();
    for (const s of open) groups.set(`${s.typeId}:${s.param}`, { typeId: s.typeId, param: s.param });
    for (const { typeId, param } of groups.values()) {
      await db
        .update(betSelection)
        .set({ result: selectionResult({ typeId, param }, final), scoreFormatted: score, settledAt: now })
        .where(
          and(
            eq(betSelection.gameId, gameId),
            eq(betSelection.typeId, typeId),
            param === null ? isNull(betSelection.param) : eq(betSelection.param, param),
            isNull(betSelection.result),
          ),
        );
    }
    return settleCoupons(await completeCoupons(open.map((s) => s.couponId)));
  }

  /**
   * The sweep: every finished game with open selections, then every open coupon whose selections all have a
   * result (left by a process that stopped between the two steps). Returns the coupons settled.
   */
  async function settleDue(): Promise<number> {
    // Games with selections still waiting for a result; the feed says which of them have finished.
    const waiting = await db
      .selectDistinct({ id: betSelection.gameId })
      .from(betSelection)
      .where(isNull(betSelection.result));
    const games = (await feed.getGames(waiting.map((g) => g.id))).filter(
      (g) => g.state.status === 'finished',
    );
    let settled = 0;
    for (const { id } of games) settled += await settleGame(id);
    settled += await settleCoupons(await completeCoupons());
    return settled;
  }

  /** Decides VIP bets placed at least `olderThanMs` ago (demo rule: see VIP_DEMO_FACTOR). */
  async function decideVipBets(olderThanMs = 0): Promise<{ accepted: number; declined: number }> {
    const due = await db
      .select({ id: betCoupon.id })
      .from(betCoupon)
      .where(
        and(
          eq(betCoupon.status, 'pending_approval'),
          lte(betCoupon.createdAt, new Date(clock.now() - olderThanMs)),
        ),
      );
    let accepted = 0;
    let declined = 0;
    for (const { id } of due) {
      await db.transaction(async (t) => {
        const tx = t;
        const [row] = await tx.select().from(betCoupon).where(eq(betCoupon.id, id)).for('update');
        if (!row || row.status !== 'pending_approval') return;
        const limits = options.stakeLimits(currencyOf(row.currencyId).iso);
        if (row.amount <= limits.max * VIP_DEMO_FACTOR) {
          await tx.update(betCoupon).set({ status: 'open' }).where(eq(betCoupon.id, id));
          accepted += 1;
          return;
        }
        await money.move(
          tx,
          {
            kind: 'payback',
            playerId: row.playerId,
            accountId: row.accountId,
            amount: row.amount,
            house: 'bets',
            striped: true,
            ledgerKind: 'bet_refund',
          },
          { key: `bet:${row.id}:refund`, meta: { couponId: row.id, reason: 'vip_declined' } },
        );
        await tx
          .update(betCoupon)
          .set({ status: 'declined', payout: row.amount, settledAt: new Date(clock.now()) })
          .where(eq(betCoupon.id, id));
        declined += 1;
      });
    }
    return { accepted, declined };
  }

  return { settleGame, settleCoupons, settleCouponById, settleDue, decideVipBets };
}

export type Settlement = ReturnType<typeof createSettlement>;
