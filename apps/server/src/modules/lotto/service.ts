/**
 * The lotto (docs/adr/0051-lotto.md). A sweep (the lotto worker, and tests calling it) keeps the draws going:
 *   - keeps the next draws of every lottery created ahead on the clock, each with a fresh server seed whose hash
 *     is answered from the moment the draw exists (before any ticket can be bought for it);
 *   - draws every open draw whose time has come: in one transaction under the draw's lock it computes the numbers
 *     from the committed seed (@betline/games `lottoNumbers`), and each ticket's matches and payout;
 *   - pays each decided ticket in a transaction of its own through the wallet's money path (`lotto:<id>:win`), so
 *     that a ticket is paid once whatever process or retry gets there.
 * A ticket's stake moves through the money path in the buying transaction, under the draw's share lock: player
 * protection decides it like any stake, and the draw waits for it.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { currencyByIso, currencyOf } from '@betline/core';
import type {
  LottoDraw,
  LottoDrawPage,
  LottoLottery,
  LottoOverview,
  LottoTicket,
  LottoTicketPage,
  LottoTicketRequest,
} from '@betline/contracts';
import { LOTTO_STAKE_STEPS } from '@betline/contracts/lotto';
import {
  fractionToNumber,
  hashServerSeed,
  LOTTERIES,
  lotteryOf,
  lottoMatches,
  lottoNumbers,
  lottoPayout,
  lottoPeriodMs,
  lottoTheoreticalRtp,
  nextLottoDraw,
  validateLottoNumbers,
  type LotteryId,
} from '@betline/games';
import type { Db, Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import type { MoneyPath } from '../wallet/money';
import { payReturn, stakeAccountOf, takeStake } from '../wallet/gameStakes';
import { stakeChoices } from '../wallet/stakeChoices';
import { newServerSeed } from '../casino/seeds';
import { lottoDraw, lottoTicket } from './tables';

/** Draws of each lottery kept created ahead (their seed hashes published). */
const DRAWS_AHEAD = 3;

export const LOTTO_ERROR_CODES = {
  drawNotFound: 'lotto_draw_not_found',
  drawClosed: 'lotto_draw_closed',
  ticketTaken: 'lotto_ticket_id_taken',
  numbers: 'lotto_numbers',
  stake: 'lotto_stake',
  account: 'lotto_account',
  refused: 'lotto_refused',
} as const;

type DrawRow = typeof lottoDraw.$inferSelect;
type TicketRow = typeof lottoTicket.$inferSelect;

/** The stakes a ticket may have in a currency: multiples of a fifth of its stake step (EUR 0.50 ... 25.00). */
export function lottoStakes(iso: string): number[] {
  return stakeChoices(iso, LOTTO_STAKE_STEPS);
}

function currencyIdOf(iso: string): number {
  const currency = currencyByIso(iso);
  if (!currency)
    throw new HttpError(400, `unknown currency ${iso}: use an ISO code the site offers, such as EUR`);
  return currency.id;
}

export function createLotto({ db, money, clock }: { db: Db; money: MoneyPath; clock: Clock }) {
  // ------------------------------------------------------------------------------------------------------
  // Answers
  // ------------------------------------------------------------------------------------------------------

  async function ticketCounts(drawIds: readonly number[]): Promise<Map<number, number>> {
    if (drawIds.length === 0) return new Map();
    const rows = await db
      .select({ drawId: lottoTicket.drawId, n: count() })
      .from(lottoTicket)
      .where(inArray(lottoTicket.drawId, [...drawIds]))
      .groupBy(lottoTicket.drawId);
    return new Map(rows.map((r) => [r.drawId, Number(r.n)]));
  }

  function drawAnswer(row: DrawRow, tickets: number): LottoDraw {
    const drawn = row.status === 'drawn';
    return {
      drawId: row.id,
      lotteryId: row.lotteryId,
      number: row.number,
      drawAt: row.drawAt.toISOString(),
      status: row.status,
      seedHash: row.seedHash,
      // The seed stays secret until the numbers are out.
      serverSeed: drawn ? row.serverSeed : null,
      numbers: drawn ? row.numbers : null,
      drawnAt: row.drawnAt?.toISOString() ?? null,
      tickets,
    };
  }

  async function drawsAnswer(rows: readonly DrawRow[]): Promise<LottoDraw[]> {
    const counts = await ticketCounts(rows.map((r) => r.id));
    return rows.map((row) => drawAnswer(row, counts.get(row.id) ?? 0));
  }

  function ticketAnswer(row: TicketRow, draw: DrawRow): LottoTicket {
    const decided = row.status !== 'open';
    return {
      ticketId: row.id,
      drawId: row.drawId,
      lotteryId: draw.lotteryId,
      drawAt: draw.drawAt.toISOString(),
      numbers: row.numbers,
      stake: row.stake,
      iso: currencyOf(row.currencyId).iso,
      accountId: row.accountId,
      status: row.status,
      drawn: draw.status === 'drawn' ? draw.numbers : null,
      matches: decided ? row.matches : null,
      payout: decided ? row.payout : null,
      balance: row.balance,
      createdAt: row.createdAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
    };
  }

  async function overview(iso: string): Promise<LottoOverview> {
    currencyIdOf(iso);
    const now = clock.now();
    const lotteries: LottoLottery[] = [];
    for (const lottery of LOTTERIES) {
      const [open] = await db
        .select()
        .from(lottoDraw)
        .where(
          and(
            eq(lottoDraw.lotteryId, lottery.id),
            eq(lottoDraw.status, 'open'),
            sql`${lottoDraw.drawAt} > ${new Date(now)}`,
          ),
        )
        .orderBy(asc(lottoDraw.drawAt))
        .limit(1);
      const [last] = await db
        .select()
        .from(lottoDraw)
        .where(and(eq(lottoDraw.lotteryId, lottery.id), eq(lottoDraw.status, 'drawn')))
        .orderBy(desc(lottoDraw.drawAt), desc(lottoDraw.id))
        .limit(1);
      const [openAnswer, lastAnswer] = await Promise.all([
        open ? drawsAnswer([open]) : Promise.resolve([]),
        last ? drawsAnswer([last]) : Promise.resolve([]),
      ]);
      lotteries.push({
        lotteryId: lottery.id,
        pick: lottery.pick,
        of: lottery.of,
        everyMinutes: lottery.everyMinutes,
        prizes: lottery.prizes.map((p) => ({ matches: p.matches, multiplier: p.multiplier })),
        rtp: Math.round(fractionToNumber(lottoTheoreticalRtp(lottery)) * 10_000) / 100,
        open: openAnswer[0] ?? null,
        last: lastAnswer[0] ?? null,
      });
    }
    return { lotteries, stakes: lottoStakes(iso), iso };
  }

  async function pastDraws(query: {
    lottery?: LotteryId | undefined;
    limit: number;
    offset: number;
  }): Promise<LottoDrawPage> {
    const where = and(
      eq(lottoDraw.status, 'drawn'),
      query.lottery === undefined ? undefined : eq(lottoDraw.lotteryId, query.lottery),
    );
    const [total] = await db.select({ n: count() }).from(lottoDraw).where(where);
    const rows = await db
      .select()
      .from(lottoDraw)
      .where(where)
      .orderBy(desc(lottoDraw.drawAt), desc(lottoDraw.id))
      .limit(query.limit)
      .offset(query.offset);
    return { total: Number(total?.n ?? 0), draws: await drawsAnswer(rows) };
  }

  async function draw(drawId: number): Promise<LottoDraw> {
    const rows = await db.select().from(lottoDraw).where(eq(lottoDraw.id, drawId));
    const [answer] = await drawsAnswer(rows);
    if (!answer) throw new HttpError(404, `no lotto draw ${drawId}`, LOTTO_ERROR_CODES.drawNotFound);
    return answer;
  }

  async function tickets(
    playerId: number,
    query: { lottery?: LotteryId | undefined; limit: number; offset: number },
  ): Promise<LottoTicketPage> {
    const where = and(
      eq(lottoTicket.playerId, playerId),
      query.lottery === undefined ? undefined : eq(lottoDraw.lotteryId, query.lottery),
    );
    const [total] = await db
      .select({ n: count() })
      .from(lottoTicket)
      .innerJoin(lottoDraw, eq(lottoDraw.id, lottoTicket.drawId))
      .where(where);
    const rows = await db
      .select({ ticket: lottoTicket, draw: lottoDraw })
      .from(lottoTicket)
      .innerJoin(lottoDraw, eq(lottoDraw.id, lottoTicket.drawId))
      .where(where)
      .orderBy(desc(lottoTicket.createdAt), desc(lottoTicket.id))
      .limit(query.limit)
      .offset(query.offset);
    return {
      total: Number(total?.n ?? 0),
      tickets: rows.map(({ ticket, draw: d }) => ticketAnswer(ticket, d)),
    };
  }

  // ------------------------------------------------------------------------------------------------------
  // Buying a ticket
  // ------------------------------------------------------------------------------------------------------

  async function buy(playerId: number, input: LottoTicketRequest): Promise<LottoTicket> {
    const replay = async (run: Db | Tx): Promise<LottoTicket | null> => {
      const [found] = await run
        .select({ ticket: lottoTicket, draw: lottoDraw })
        .from(lottoTicket)
        .innerJoin(lottoDraw, eq(lottoDraw.id, lottoTicket.drawId))
        .where(eq(lottoTicket.id, input.ticketId));
      if (!found) return null;
      if (found.ticket.playerId !== playerId || found.ticket.drawId !== input.drawId) {
        throw new HttpError(
          409,
          `ticket id ${input.ticketId} is already used: choose a fresh UUID for a new ticket`,
          LOTTO_ERROR_CODES.ticketTaken,
        );
      }
      return ticketAnswer(found.ticket, found.draw);
    };
    const done = await replay(db);
    if (done) return done;
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx.select().from(lottoDraw).where(eq(lottoDraw.id, input.drawId)).for('share');
        if (!row) throw new HttpError(404, `no lotto draw ${input.drawId}`, LOTTO_ERROR_CODES.drawNotFound);
        const now = clock.now();
        if (row.status !== 'open' || row.drawAt.getTime() <= now) {
          throw new HttpError(
            409,
            `lotto draw ${row.id} takes no more tickets: it was drawn at ${row.drawAt.toISOString()}; buy for the next draw`,
            LOTTO_ERROR_CODES.drawClosed,
          );
        }
        const lottery = lotteryOf(row.lotteryId);
        const numbers = validateLottoNumbers(lottery, input.numbers);
        if (!numbers.ok) throw new HttpError(422, numbers.error.message, LOTTO_ERROR_CODES.numbers);
        const { account, iso } = await stakeAccountOf(money, tx, {
          playerId,
          accountId: input.accountId,
          what: 'lotto tickets',
          code: LOTTO_ERROR_CODES.account,
        });
        const stakes = lottoStakes(iso);
        if (!stakes.includes(input.stake)) {
          throw new HttpError(
            422,
            `a ticket's stake is one of ${stakes.join(', ')} minor units of ${iso}`,
            LOTTO_ERROR_CODES.stake,
            undefined,
            { min: stakes[0] ?? 1, max: stakes[stakes.length - 1] ?? 1 },
          );
        }
        const balance = await takeStake(money, tx, {
          playerId,
          accountId: account.id,
          amount: input.stake,
          ledgerKind: 'lotto_stake',
          key: `lotto:${input.ticketId}:stake`,
          meta: { ticketId: input.ticketId, drawId: row.id },
          what: 'lotto tickets',
          code: LOTTO_ERROR_CODES.refused,
        });
        const [stored] = await tx
          .insert(lottoTicket)
          .values({
            id: input.ticketId,
            drawId: row.id,
            playerId,
            accountId: account.id,
            currencyId: account.currencyId,
            numbers: numbers.value,
            stake: input.stake,
            balance,
            status: 'open',
            createdAt: new Date(now),
          })
          .onConflictDoNothing()
          .returning();
        if (!stored) throw new TicketRace();
        return ticketAnswer(stored, row);
      });
    } catch (error) {
      if (!(error instanceof TicketRace)) throw error;
      const again = await replay(db);
      if (!again) throw error;
      return again;
    }
  }

  // ------------------------------------------------------------------------------------------------------
  // The sweep
  // ------------------------------------------------------------------------------------------------------

  /** Keeps the next DRAWS_AHEAD draws of every lottery created, each with its own fresh seed. */
  async function createAhead(now: number): Promise<void> {
    for (const lottery of LOTTERIES) {
      const first = nextLottoDraw(lottery, now + 1);
      const period = lottoPeriodMs(lottery);
      const values = Array.from({ length: DRAWS_AHEAD }, (_, i) => {
        const serverSeed = newServerSeed();
        const hash = hashServerSeed(serverSeed);
        if (!hash.ok) throw new Error(hash.error.message);
        return {
          lotteryId: lottery.id,
          number: first.number + i,
          drawAt: new Date((first.number + i) * period),
          status: 'open' as const,
          serverSeed,
          seedHash: hash.value,
        };
      });
      await db.insert(lottoDraw).values(values).onConflictDoNothing();
    }
  }

  /** Draws one open draw (under its lock: tickets being bought finish first) and decides its tickets. */
  async function drawOne(drawId: number, now: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(lottoDraw).where(eq(lottoDraw.id, drawId)).for('update');
      if (row?.status !== 'open') return false;
      const lottery = lotteryOf(row.lotteryId);
      const numbers = lottoNumbers(lottery, row.serverSeed, row.number);
      const list = await tx.select().from(lottoTicket).where(eq(lottoTicket.drawId, drawId));
      for (const t of list) {
        const matches = lottoMatches(t.numbers, numbers);
        await tx
          .update(lottoTicket)
          .set({ matches, payout: lottoPayout(lottery, t.stake, matches) })
          .where(eq(lottoTicket.id, t.id));
      }
      await tx
        .update(lottoDraw)
        .set({ status: 'drawn', numbers, drawnAt: new Date(now) })
        .where(eq(lottoDraw.id, drawId));
      return true;
    });
  }

  /** Pays one decided ticket, once. */
  async function payTicket(ticketId: string, now: number): Promise<void> {
    await db.transaction(async (tx) => {
      const [t] = await tx.select().from(lottoTicket).where(eq(lottoTicket.id, ticketId)).for('update');
      if (t?.status !== 'open' || t.payout === null) return;
      await payReturn(money, tx, {
        playerId: t.playerId,
        accountId: t.accountId,
        amount: t.payout,
        ledgerKind: 'lotto_win',
        key: `lotto:${t.id}:win`,
        meta: { ticketId: t.id, drawId: t.drawId },
      });
      await tx
        .update(lottoTicket)
        .set({ status: t.payout > 0 ? 'won' : 'lost', settledAt: new Date(now) })
        .where(eq(lottoTicket.id, t.id));
    });
  }

  /** One pass of the lotto's work; see the module comment. Answers how many draws were drawn and tickets paid. */
  async function sweep(): Promise<number> {
    const now = clock.now();
    await createAhead(now);
    let done = 0;
    const due = await db
      .select({ id: lottoDraw.id })
      .from(lottoDraw)
      .where(and(eq(lottoDraw.status, 'open'), lte(lottoDraw.drawAt, new Date(now))))
      .orderBy(asc(lottoDraw.drawAt), asc(lottoDraw.id))
      .limit(200);
    for (const { id } of due) if (await drawOne(id, now)) done += 1;
    const decided = await db
      .select({ id: lottoTicket.id })
      .from(lottoTicket)
      .where(and(eq(lottoTicket.status, 'open'), isNotNull(lottoTicket.payout)))
      .orderBy(asc(lottoTicket.playerId))
      .limit(500);
    for (const { id } of decided) await payTicket(id, now);
    return done + decided.length;
  }

  /**
   * Demo and development only: draws a lottery's next open draw now (its time becomes now; its numbers still come
   * from the seed committed when it was created), decides and pays its tickets. Answers the drawn draw.
   */
  async function drawNow(lotteryId: LotteryId): Promise<LottoDraw> {
    const now = clock.now();
    await createAhead(now);
    const [next] = await db
      .select()
      .from(lottoDraw)
      .where(and(eq(lottoDraw.lotteryId, lotteryId), eq(lottoDraw.status, 'open')))
      .orderBy(asc(lottoDraw.drawAt))
      .limit(1);
    if (!next)
      throw new HttpError(409, `lottery ${lotteryId} has no open draw`, LOTTO_ERROR_CODES.drawClosed);
    await db
      .update(lottoDraw)
      .set({ drawAt: new Date(now) })
      .where(and(eq(lottoDraw.id, next.id), eq(lottoDraw.status, 'open')));
    await drawOne(next.id, now);
    const decided = await db
      .select({ id: lottoTicket.id })
      .from(lottoTicket)
      .where(and(eq(lottoTicket.drawId, next.id), eq(lottoTicket.status, 'open')));
    for (const { id } of decided) await payTicket(id, now);
    await createAhead(now);
    return draw(next.id);
  }

  return { overview, pastDraws, draw, tickets, buy, sweep, drawNow };
}

/** Thrown inside a buying transaction when a concurrent request stored the same ticket id first. */
class TicketRace extends Error {}

export type Lotto = ReturnType<typeof createLotto>;
