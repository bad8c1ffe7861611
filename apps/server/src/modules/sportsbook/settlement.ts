/**
 * Settlement (docs/adr/0016-betting.md). When a game is finished, each open selection of it gets its result
 * from the final score (`resolveSelection` of @betline/core); every coupon whose selections all have a
 * result is then settled by its type with `settleCoupon` of @betline/core (void legs at 1.000), in its own
 * transaction: lock the coupon row, check it is still open, post the payout through the ledger (kind 'win',
 * or 'bet_refund' for an all-void coupon; key `bet:<coupon>:payout`), mark it settled. A second run finds the
 * coupon settled; a process that dies mid-way leaves the coupon open and its payout unposted (one
 * transaction), and the next run settles it. `settleDue` is the sweep that finds all of that work.
 *
 * VIP bets wait as `pending_approval` with their stake held; `decideVipBets` decides them (in demo mode
 * automatically: accepted up to VIP_DEMO_FACTOR times the maximum stake, declined and refunded above).
 */
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { currencyById, divRound, selectionResult, settleCoupon } from '@betline/core';
import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { scoreFormatted } from '../feed/engine';
import type { FeedService } from '../feed/service';
import { feedGame } from '../feed/tables';
import { createLedger } from '../wallet/ledger';
import type { StakeLimits } from './bets';
import { betCoupon, betSelection } from './tables';
import { toCouponState } from './wire';

/** Demo decision of a VIP bet: accepted when the stake is at most this many times the maximum stake. */
export const VIP_DEMO_FACTOR = 5;

export interface SettlementOptions {
  db: Db;
  feed: FeedService;
  clock: Clock;
  stakeLimits: (iso: string) => StakeLimits;
  /** Test seam: runs inside a coupon's settlement transaction just before it commits (a throw rolls it back). */
  beforeCommit?: (couponId: number) => void | Promise<void>;
}

export function createSettlement(options: SettlementOptions) {
  const { db, feed, clock } = options;
  const ledger = createLedger(db);

  /** Settles one coupon if it is open and every selection has a result; true when it was settled now. */
  async function settleCouponById(couponId: number): Promise<boolean> {
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [row] = await tx.select().from(betCoupon).where(eq(betCoupon.id, couponId)).for('update');
      if (!row || row.status !== 'open') return false;
      const selections = await tx.select().from(betSelection).where(eq(betSelection.couponId, couponId));
      const results: Record<string, 'won' | 'lost' | 'void'> = {};
      for (const s of selections) if (s.result !== null) results[s.betId] = s.result;
      const settled = settleCoupon(toCouponState(row, selections), results);
      if (!settled.ok) return false;
      let payout = settled.payout;
      if (settled.status === 'won' && row.promoCoef !== null)
        payout = divRound(payout * BigInt(row.promoCoef), 1000n);
      const amount = Number(payout);
      if (amount > 0) {
        const house = await ledger.houseAccountId('wins', row.currencyId, tx);
        await ledger.transfer(
          {
            key: `bet:${row.id}:payout`,
            kind: settled.status === 'void' ? 'bet_refund' : 'win',
            playerId: row.playerId,
            entries: [
              { accountId: house, amount: -amount },
              { accountId: row.accountId, amount },
            ],
            meta: { couponId: row.id },
          },
          tx,
        );
      }
      const now = new Date(clock.now());
      for (const s of selections) {
        const result = settled.results[s.betId];
        if (s.result === null && result) {
          await tx
            .update(betSelection)
            .set({ result, settledAt: now })
            .where(and(eq(betSelection.couponId, s.couponId), eq(betSelection.position, s.position)));
        }
      }
      await tx
        .update(betCoupon)
        .set({ status: settled.status, payout: amount, settledAt: now })
        .where(eq(betCoupon.id, row.id));
      await options.beforeCommit?.(row.id);
      return true;
    });
  }

  /** Gives the open selections of a finished game their results and settles the coupons that are complete. */
  async function settleGame(gameId: number): Promise<number> {
    const game = await feed.getGame(gameId);
    if (!game || game.state.status !== 'finished') return 0;
    const final = { score: game.state.score, outrightWinner: game.state.outrightWinner };
    const open = await db
      .select({
        couponId: betSelection.couponId,
        position: betSelection.position,
        typeId: betSelection.typeId,
        param: betSelection.param,
      })
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
    let settled = 0;
    for (const id of [...new Set(open.map((s) => s.couponId))]) if (await settleCouponById(id)) settled += 1;
    return settled;
  }

  /**
   * The sweep: every finished game with open selections, then every open coupon whose selections all have a
   * result (left by a process that stopped between the two steps). Returns the coupons settled.
   */
  async function settleDue(): Promise<number> {
    const games = await db
      .selectDistinct({ id: betSelection.gameId })
      .from(betSelection)
      .innerJoin(feedGame, eq(feedGame.id, betSelection.gameId))
      .where(and(isNull(betSelection.result), eq(feedGame.status, 'finished')));
    let settled = 0;
    for (const { id } of games) settled += await settleGame(id);
    const complete = await db
      .select({ id: betCoupon.id })
      .from(betCoupon)
      .where(
        and(
          eq(betCoupon.status, 'open'),
          sql`not exists (select 1 from ${betSelection} s where s.coupon_id = ${betCoupon.id} and s.result is null and s.game_id <> 0)`,
        ),
      );
    for (const { id } of complete) if (await settleCouponById(id)) settled += 1;
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
        const tx = t as unknown as Db;
        const [row] = await tx.select().from(betCoupon).where(eq(betCoupon.id, id)).for('update');
        if (!row || row.status !== 'pending_approval') return;
        const limits = options.stakeLimits(currencyById(row.currencyId)?.iso ?? 'RUB');
        if (row.amount <= limits.max * VIP_DEMO_FACTOR) {
          await tx.update(betCoupon).set({ status: 'open' }).where(eq(betCoupon.id, id));
          accepted += 1;
          return;
        }
        const house = await ledger.houseAccountId('bets', row.currencyId, tx);
        await ledger.transfer(
          {
            key: `bet:${row.id}:refund`,
            kind: 'bet_refund',
            playerId: row.playerId,
            entries: [
              { accountId: house, amount: -row.amount },
              { accountId: row.accountId, amount: row.amount },
            ],
            meta: { couponId: row.id, reason: 'vip_declined' },
          },
          tx,
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

  return { settleGame, settleCouponById, settleDue, decideVipBets };
}

export type Settlement = ReturnType<typeof createSettlement>;
