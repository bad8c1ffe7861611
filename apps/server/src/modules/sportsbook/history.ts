/**
 * The player's bets (docs/adr/0016-betting.md): history with filters and pagination, print-coupon data,
 * booking codes (save a slip, load it again as loadCouponInputValue) and cash-out.
 */
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import {
  BETTING_ERROR_CODES as E,
  type BetHistoryResponse,
  type BookingLoadResponse,
  type PlacedCoupon,
} from '@betline/contracts';
import { formatCoefThousandths, thousandthsToString } from '@betline/core';
import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import type { FeedService } from '../feed/service';
import type { MoneyPath } from '../wallet/money';
import { refuse, type Betting } from './bets';
import { cashoutValue } from './cashout';
import { betCoupon, betSelection, bookingCode, type CouponStatusValue } from './tables';

export interface HistoryQuery {
  from?: string | undefined;
  to?: string | undefined;
  status?: CouponStatusValue | 'settled' | undefined;
  typeId?: number | undefined;
  limit: number;
  offset: number;
}

const SETTLED: CouponStatusValue[] = ['won', 'lost', 'void', 'cashed_out'];
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

  async function currentCashout(row: typeof betCoupon.$inferSelect, run: Db = db): Promise<number | null> {
    const selections = await run.select().from(betSelection).where(eq(betSelection.couponId, row.id));
    const gameIds = [...new Set(selections.filter((s) => s.gameId !== 0).map((s) => s.gameId))];
    const games = new Map((await feed.getGames(gameIds)).map((g) => [g.id, g]));
    return cashoutValue(row, selections, games, feed.now());
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

    /** Closes an open coupon at its cash-out value (at least `accepted`, the offer the player saw). */
    async cashout(playerId: number, couponId: number, accepted: number): Promise<PlacedCoupon> {
      const row = await ownRow(playerId, couponId);
      const value = await currentCashout(row);
      if (value === null) {
        throw refuse(
          409,
          E.cashoutUnavailable,
          'cash-out is not offered now (a selection is suspended, decided or this coupon type has none)',
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
      await db.transaction(async (t) => {
        const tx = t;
        const [locked] = await tx.select().from(betCoupon).where(eq(betCoupon.id, couponId)).for('update');
        if (!locked || locked.status !== 'open') {
          throw refuse(409, E.cashoutUnavailable, `coupon ${couponId} is no longer open`);
        }
        await money.move(
          tx,
          {
            kind: 'payback',
            playerId,
            accountId: locked.accountId,
            amount: value,
            house: 'wins',
            ledgerKind: 'cashout',
          },
          { key: `bet:${locked.id}:cashout`, meta: { couponId: locked.id } },
        );
        await tx
          .update(betCoupon)
          .set({ status: 'cashed_out', payout: value, settledAt: new Date(clock.now()) })
          .where(eq(betCoupon.id, couponId));
      });
      return (await betting.wire([await ownRow(playerId, couponId)]))[0] as PlacedCoupon;
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
