/**
 * The player's bets (docs/adr/0016-betting.md): history with filters and pagination, print-coupon data,
 * booking codes (save a slip, load it again as loadCouponInputValue) and cash-out.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import {
  BETTING_ERROR_CODES as E,
  CASHOUT_MIN_PART,
  type BetHistoryResponse,
  type BookingLoadResponse,
  type PlacedCoupon,
} from '@betline/contracts';
import { formatCoefThousandths, thousandthsToString } from '@betline/core';
import type { Db, Executor, Tx } from '../../db/client';
import type { Clock } from '../../infra/clock';
import type { Game } from '../feed/engine';
import type { FeedService } from '../feed/service';
import type { MoneyPath } from '../wallet/money';
import { refuse, type Betting } from './bets';
import { cashoutValue, stakeRiding } from './cashout';
import { betCashout, betCoupon, betSelection, bookingCode, type CouponStatusValue } from './tables';

export interface HistoryQuery {
  from?: string | undefined;
  to?: string | undefined;
  status?: CouponStatusValue | 'settled' | undefined;
  typeId?: number | undefined;
  limit: number;
  offset: number;
}

const SETTLED: CouponStatusValue[] = ['won', 'lost', 'void', 'cashed_out'];
/** Coupons looked at per auto cash-out sweep. */
const AUTO_CASHOUT_BATCH = 500;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface HistoryOptions {
  db: Db;
  feed: FeedService;
  clock: Clock;
  betting: Betting;
  /** The wallet's money path: a cash-out is paid only through it. */
  money: MoneyPath;
  companyName: () => Promise<string>;
}

export function createHistory({ db, feed, clock, betting, money, companyName }: HistoryOptions) {
  async function ownRow(playerId: number, couponId: number, run: Db = db) {
    const [row] = await run
      .select()
      .from(betCoupon)
      .where(and(eq(betCoupon.id, couponId), eq(betCoupon.playerId, playerId)));
    if (!row) throw refuse(404, E.couponNotFound, `no coupon ${couponId} of yours`);
    return row;
  }

  /** The games of a coupon's selections as the feed has them now (read before its transaction). */
  async function gamesOf(couponId: number): Promise<Map<number, Game>> {
    const rows = await db
      .select({ gameId: betSelection.gameId })
      .from(betSelection)
      .where(eq(betSelection.couponId, couponId));
    const gameIds = [...new Set(rows.filter((s) => s.gameId !== 0).map((s) => s.gameId))];
    return new Map((await feed.getGames(gameIds)).map((g) => [g.id, g]));
  }

  /**
   * The cash-out value of a coupon now, its selections read in `tx` (after the coupon's lock) and priced from
   * `games`, read before the transaction: the feed reads its own store, which must not wait on this one.
   */
  async function currentCashout(
    row: typeof betCoupon.$inferSelect,
    games: ReadonlyMap<number, Game>,
    tx: Executor,
  ): Promise<number | null> {
    const selections = await tx.select().from(betSelection).where(eq(betSelection.couponId, row.id));
    return cashoutValue(row, selections, games, feed.now());
  }

  /** What the coupon can still win on the stake riding (its possible win scaled to that stake). */
  function possibleWinRiding(row: typeof betCoupon.$inferSelect): number {
    return Number((BigInt(row.possibleWin) * BigInt(stakeRiding(row))) / BigInt(row.amount));
  }

  /** Pays the whole offer and closes the coupon (ledger key `bet:<coupon>:cashout`). */
  async function closeWhole(tx: Tx, row: typeof betCoupon.$inferSelect, value: number): Promise<void> {
    await money.move(
      tx,
      {
        kind: 'payback',
        playerId: row.playerId,
        accountId: row.accountId,
        amount: value,
        house: 'wins',
        ledgerKind: 'cashout',
      },
      { key: `bet:${row.id}:cashout`, meta: { couponId: row.id } },
    );
    await tx
      .update(betCoupon)
      .set({ status: 'cashed_out', payout: value, settledAt: new Date(clock.now()) })
      .where(eq(betCoupon.id, row.id));
  }

  /**
   * Pays `part` of the offer `value` and keeps the rest riding: the stake riding shrinks to the share of the
   * offer left, rounded down to the minor unit (a fraction stays with the house, never with the next payout).
   */
  async function takePart(
    tx: Tx,
    row: typeof betCoupon.$inferSelect,
    value: number,
    part: number,
    requestId: string,
  ): Promise<void> {
    if (part < CASHOUT_MIN_PART || part > value - CASHOUT_MIN_PART) {
      throw refuse(
        422,
        E.cashoutPart,
        value < 2 * CASHOUT_MIN_PART
          ? `an offer of ${value} minor units cannot be split: cash out the whole coupon`
          : `a part is ${CASHOUT_MIN_PART} to ${value - CASHOUT_MIN_PART} minor units of this ${value} offer`,
      );
    }
    const riding = stakeRiding(row);
    const left = (BigInt(riding) * BigInt(value - part)) / BigInt(value);
    if (left <= 0n || left >= BigInt(riding)) {
      throw refuse(
        422,
        E.cashoutPart,
        `a part of ${part} leaves no stake to ride: cash out the whole coupon`,
      );
    }
    const stakeLeft = Number(left);
    await tx.insert(betCashout).values({
      couponId: row.id,
      requestId,
      offer: value,
      part,
      stakeTaken: riding - stakeLeft,
    });
    await money.move(
      tx,
      {
        kind: 'payback',
        playerId: row.playerId,
        accountId: row.accountId,
        amount: part,
        house: 'wins',
        ledgerKind: 'cashout',
      },
      { key: `bet:${row.id}:cashout:${requestId}`, meta: { couponId: row.id, partial: true } },
    );
    const autoCashout = row.autoCashout === null ? null : (BigInt(row.autoCashout) * left) / BigInt(riding);
    await tx
      .update(betCoupon)
      .set({
        stakeLeft,
        cashedOut: row.cashedOut + part,
        // An auto cash-out value scales with the stake: it still means the same price of the coupon.
        autoCashout: autoCashout === null || autoCashout <= 0n ? null : Number(autoCashout),
      })
      .where(eq(betCoupon.id, row.id));
  }

  return {
    async list(playerId: number, query: HistoryQuery): Promise<BetHistoryResponse> {
      const where: SQL[] = [eq(betCoupon.playerId, playerId)];
      if (query.from) where.push(gte(betCoupon.createdAt, new Date(query.from)));
      if (query.to) where.push(lt(betCoupon.createdAt, new Date(query.to)));
      if (query.status === 'settled') where.push(inArray(betCoupon.status, SETTLED));
      else if (query.status) where.push(eq(betCoupon.status, query.status));
      if (query.typeId !== undefined) where.push(eq(betCoupon.typeId, query.typeId));
      const condition = and(...where);
      const [total] = await db.select({ n: count() }).from(betCoupon).where(condition);
      const rows = await db
        .select()
        .from(betCoupon)
        .where(condition)
        .orderBy(desc(betCoupon.createdAt), desc(betCoupon.id))
        .limit(query.limit)
        .offset(query.offset);
      return { total: Number(total?.n ?? 0), coupons: await betting.wire(rows) };
    },

    async print(playerId: number, couponId: number) {
      const row = await ownRow(playerId, couponId);
      return {
        coupon: (await betting.wire([row]))[0] as PlacedCoupon,
        companyName: await companyName(),
        printedAt: new Date(clock.now()).toISOString(),
      };
    },

    /**
     * Cashes out an open coupon at its offer now, which must be `accepted`, the offer the player confirmed:
     * paid exactly, or refused with the new offer when it moved either way. With `part` below the offer, only
     * that much is paid and the stake riding shrinks by the same share (the rest keeps riding at its prices);
     * a part needs `requestId`, and an attempt with an id already used answers the coupon as it stands.
     */
    async cashout(
      playerId: number,
      couponId: number,
      accepted: number,
      options: { part?: number | undefined; requestId?: string | undefined } = {},
    ): Promise<PlacedCoupon> {
      await ownRow(playerId, couponId);
      const partial = options.part !== undefined && options.part !== accepted;
      if (partial && options.requestId === undefined) {
        throw refuse(400, E.cashoutPart, 'a partial cash-out needs requestId (a UUID of this attempt)');
      }
      const games = await gamesOf(couponId);
      await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(betCoupon).where(eq(betCoupon.id, couponId)).for('update');
        if (!locked) throw refuse(404, E.couponNotFound, `no coupon ${couponId} of yours`);
        if (partial && options.requestId !== undefined) {
          const [done] = await tx
            .select({ id: betCashout.couponId })
            .from(betCashout)
            .where(and(eq(betCashout.couponId, couponId), eq(betCashout.requestId, options.requestId)));
          if (done) return;
        }
        if (locked.status !== 'open') {
          throw refuse(409, E.cashoutUnavailable, `coupon ${couponId} is no longer open`);
        }
        const value = await currentCashout(locked, games, tx);
        if (value === null) {
          throw refuse(
            409,
            E.cashoutUnavailable,
            'cash-out is not offered now (a selection is suspended or decided, or this coupon type has none)',
          );
        }
        // The amount the player confirmed is the amount paid: an offer that moved either way is asked again.
        if (value !== accepted) {
          throw refuse(
            409,
            E.cashoutChanged,
            `the cash-out offer is now ${value} minor units, not the ${accepted} confirmed: ask the player again`,
            { allowed: value },
          );
        }
        if (partial) await takePart(tx, locked, value, options.part ?? 0, options.requestId ?? '');
        else await closeWhole(tx, locked, value);
      });
      return (await betting.wire([await ownRow(playerId, couponId)]))[0] as PlacedCoupon;
    },

    /**
     * Sets (or with null takes away) the coupon's auto cash-out value: the whole coupon is cashed out by the
     * server once its offer reaches it. It must be above the offer now (else the player cashes out now) and
     * at most what the coupon can still win.
     */
    async setAutoCashout(playerId: number, couponId: number, amount: number | null): Promise<PlacedCoupon> {
      const row = await ownRow(playerId, couponId);
      if (row.status !== 'open') {
        throw refuse(409, E.cashoutUnavailable, `coupon ${couponId} is no longer open`);
      }
      if (amount !== null) {
        const [coupon] = await betting.wire([row]);
        const offer = coupon?.cashout ?? null;
        const ceiling = coupon ? possibleWinRiding(row) : 0;
        if (offer !== null && amount <= offer) {
          throw refuse(
            422,
            E.autoCashout,
            `the offer is already ${offer} minor units: choose more than that, or cash out now`,
            { allowed: offer },
          );
        }
        if (amount > ceiling) {
          throw refuse(422, E.autoCashout, `the coupon can win at most ${ceiling} minor units`, {
            allowed: ceiling,
          });
        }
      }
      await db
        .update(betCoupon)
        .set({ autoCashout: amount })
        .where(and(eq(betCoupon.id, couponId), eq(betCoupon.status, 'open')));
      return (await betting.wire([await ownRow(playerId, couponId)]))[0] as PlacedCoupon;
    },

    /**
     * The auto cash-out sweep: every open coupon with an auto cash-out value whose offer reached it is cashed
     * out whole at its offer now (at least that value), each in its own transaction. Answers how many.
     */
    async runAutoCashouts(): Promise<number> {
      const due = await db
        .select({ id: betCoupon.id })
        .from(betCoupon)
        .where(and(eq(betCoupon.status, 'open'), isNotNull(betCoupon.autoCashout)))
        .orderBy(asc(betCoupon.id))
        .limit(AUTO_CASHOUT_BATCH);
      let cashed = 0;
      for (const { id } of due) {
        const games = await gamesOf(id);
        const done = await db.transaction(async (tx) => {
          const [locked] = await tx.select().from(betCoupon).where(eq(betCoupon.id, id)).for('update');
          if (!locked || locked.status !== 'open' || locked.autoCashout === null) return false;
          const value = await currentCashout(locked, games, tx);
          if (value === null || value < locked.autoCashout) return false;
          await closeWhole(tx, locked, value);
          return true;
        });
        if (done) cashed++;
      }
      return cashed;
    },

    async saveBooking(
      playerId: number | null,
      input: { typeId: number; systemValue: number; bets: { marketId: number; blockId: number | null }[] },
    ): Promise<{ code: string }> {
      const games = await feed.getGames([...new Set(input.bets.map((b) => Math.floor(b.marketId / 1000)))]);
      const known = new Set(games.flatMap((g) => g.markets.flatMap((m) => m.outcomes.map((o) => o.id))));
      const unknown = input.bets.filter((b) => !known.has(b.marketId)).map((b) => b.marketId);
      if (unknown.length > 0) throw refuse(422, E.marketNotFound, `no such selection: ${unknown.join(', ')}`);
      for (let attempt = 0; attempt < 5; attempt++) {
        const bytes = randomBytes(8);
        const code = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
        const inserted = await db
          .insert(bookingCode)
          .values({ code, typeId: input.typeId, systemValue: input.systemValue, bets: input.bets, playerId })
          .onConflictDoNothing()
          .returning({ code: bookingCode.code });
        if (inserted[0]) return { code };
      }
      throw new Error('no free booking code after 5 attempts');
    },

    async loadBooking(code: string): Promise<BookingLoadResponse> {
      const [row] = await db.select().from(bookingCode).where(eq(bookingCode.code, code));
      if (!row) throw refuse(404, E.bookingNotFound, `no booking code ${code}`);
      const games = new Map(
        (await feed.getGames([...new Set(row.bets.map((b) => Math.floor(b.marketId / 1000)))])).map((g) => [
          g.id,
          g,
        ]),
      );
      const [sports, champs] = await Promise.all([feed.sports(), feed.champs()]);
      const bets: BookingLoadResponse['bets'] = [];
      const unavailable: number[] = [];
      for (const b of row.bets) {
        const game = games.get(Math.floor(b.marketId / 1000));
        const market = game?.markets.find((m) => m.outcomes.some((o) => o.id === b.marketId));
        const outcome = market?.outcomes.find((o) => o.id === b.marketId);
        if (!game || !market || !outcome || game.state.status === 'finished') {
          unavailable.push(b.marketId);
          continue;
        }
        bets.push({
          blockId: b.blockId,
          market: {
            id: outcome.id,
            sportId: game.sportId,
            sportName: sports.get(game.sportId)?.nameEng ?? '',
            champId: game.champId,
            champName: champs.get(game.champId)?.nameEng ?? '',
            gameId: game.id,
            typeId: outcome.typeId,
            kind: market.kind,
            coef: outcome.coef === null ? null : Number(thousandthsToString(outcome.coef)),
            coefByView: outcome.coef === null ? '' : (formatCoefThousandths(outcome.coef, 0) ?? ''),
            isLive: game.state.status === 'live',
            isSpecialCoef: false,
          },
          gameNameEng: game.nameEng,
          outcomeNameEng: outcome.nameEng,
        });
      }
      return {
        loadCouponInputValue: row.code,
        typeId: row.typeId,
        systemValue: row.systemValue,
        bets,
        unavailable,
      };
    },
  };
}

export type History = ReturnType<typeof createHistory>;
