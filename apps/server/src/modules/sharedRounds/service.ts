/**
 * Shared rounds (docs/adr/0055-shared-rounds.md): live roulette, live baccarat and the money wheel, one round for
 * everyone on the clock. A sweep (a leased job, and tests calling it) keeps the tables going:
 *   - keeps the next rounds of every table created ahead, each with a fresh server seed whose hash is answered from
 *     the moment the round exists (before any bet can be placed on it);
 *   - draws every open round whose time has come: in one transaction under the round's lock it computes the result
 *     and every bet's outcome from the committed seed (@betline/games `playSharedBet`: the same stream for every
 *     bet, so every bet sees the same pocket, cards or segment);
 *   - pays each decided bet in a transaction of its own through the money path (`casino:<bet>:win`), once;
 *   - tells the table's watchers on the bus (`tables.<id>`): a drawn round with the next one, and the count of bets.
 * A bet's stake moves through the money path in the placing transaction (`casino:<bet>:stake`, a casino stake for
 * player protection, limits and cashback), under the round's share lock, so the draw waits for it.
 */
import { and, asc, countDistinct, count, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { currencyOf } from '@betline/core';
import type {
  SharedBet,
  SharedBetPage,
  SharedBetRequest,
  SharedRound,
  SharedTableAnswer,
  SharedTableEvent,
} from '@betline/contracts';
import {
  ENGINES,
  hashServerSeed,
  nextSharedRound,
  playSharedBet,
  sharedRoundAt,
  sharedRoundResult,
  sharedTableOf,
  SHARED_TABLES,
  type SharedTable,
  type SharedTableId,
} from '@betline/games';
import type { Db, Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Bus } from '../../infra/bus';
import type { Clock } from '../../infra/clock';
import type { Wagering } from '../bonuses/service';
import { gameError } from '../casino/errors';
import { payRoundWin, stakeRound } from '../casino/rounds';
import { newServerSeed } from '../casino/seeds';
import type { MoneyPath } from '../wallet/money';
import { sharedBet, sharedRound } from './tables';

/** Rounds of each table kept created ahead (their seed hashes published). */
const ROUNDS_AHEAD = 2;
/** Latest drawn rounds a table's answer carries (the strip of results). */
const RECENT = 12;
/** Bets one player may place on one round. */
export const SHARED_BETS_PER_ROUND = 20;

export const SHARED_ERROR_CODES = {
  roundNotFound: 'shared_round_not_found',
  roundClosed: 'shared_round_closed',
  betTaken: 'shared_bet_id_taken',
  tooManyBets: 'shared_too_many_bets',
} as const;

/** The bus subject of a table's events. */
export const sharedSubject = (tableId: string) => `tables.${tableId}`;

type RoundRow = typeof sharedRound.$inferSelect;
type BetRow = typeof sharedBet.$inferSelect;

/** Thrown inside a placing transaction when a concurrent request stored the same bet id first. */
class BetRace extends Error {}

export interface SharedRoundsOptions {
  db: Db;
  money: MoneyPath;
  clock: Clock;
  bus: Bus;
  /** Bonus wagering: a bet staked from a bonus account counts towards its bonus, in the placing transaction. */
  wagering?: Wagering;
}

export function createSharedRounds({ db, money, clock, bus, wagering }: SharedRoundsOptions) {
  // ------------------------------------------------------------------------------------------------------
  // Answers
  // ------------------------------------------------------------------------------------------------------

  async function countsOf(
    roundIds: readonly number[],
  ): Promise<Map<number, { bets: number; players: number }>> {
    if (roundIds.length === 0) return new Map();
    const rows = await db
      .select({ roundId: sharedBet.roundId, bets: count(), players: countDistinct(sharedBet.playerId) })
      .from(sharedBet)
      .where(inArray(sharedBet.roundId, [...roundIds]))
      .groupBy(sharedBet.roundId);
    return new Map(rows.map((r) => [r.roundId, { bets: Number(r.bets), players: Number(r.players) }]));
  }

  function roundAnswer(row: RoundRow, counts: { bets: number; players: number } | undefined): SharedRound {
    const drawn = row.status === 'drawn';
    return {
      roundId: row.id,
      tableId: row.tableId as SharedTableId,
      number: row.number,
      drawAt: row.drawAt.toISOString(),
      status: row.status,
      seedHash: row.seedHash,
      // The seed stays secret until the round is drawn.
      serverSeed: drawn ? row.serverSeed : null,
      result: drawn ? row.result : null,
      drawnAt: row.drawnAt?.toISOString() ?? null,
      bets: counts?.bets ?? 0,
      players: counts?.players ?? 0,
    };
  }

  async function roundsAnswer(rows: readonly RoundRow[]): Promise<SharedRound[]> {
    const counts = await countsOf(rows.map((r) => r.id));
    return rows.map((row) => roundAnswer(row, counts.get(row.id)));
  }

  function betAnswer(row: BetRow, round: RoundRow): SharedBet {
    const decided = row.status !== 'open';
    return {
      betId: row.id,
      roundId: row.roundId,
      tableId: round.tableId as SharedTableId,
      number: round.number,
      drawAt: round.drawAt.toISOString(),
      bet: row.bet,
      stake: row.stake,
      iso: currencyOf(row.currencyId).iso,
      accountId: row.accountId,
      status: row.status,
      outcome: decided ? row.outcome : null,
      payout: decided ? row.payout : null,
      balance: row.balance,
      createdAt: row.createdAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
    };
  }

  async function openRound(tableId: SharedTableId, now: number): Promise<RoundRow | undefined> {
    const [open] = await db
      .select()
      .from(sharedRound)
      .where(
        and(
          eq(sharedRound.tableId, tableId),
          eq(sharedRound.status, 'open'),
          sql`${sharedRound.drawAt} > ${new Date(now)}`,
        ),
      )
      .orderBy(asc(sharedRound.drawAt))
      .limit(1);
    return open;
  }

  /** The table: the round taking bets (created if the sweep has not yet), the latest drawn rounds, the time. */
  async function table(tableId: SharedTableId): Promise<SharedTableAnswer> {
    const spec = sharedTableOf(tableId);
    const now = clock.now();
    let open = await openRound(tableId, now);
    if (!open) {
      await createAhead(now);
      open = await openRound(tableId, now);
    }
    const recent = await db
      .select()
      .from(sharedRound)
      .where(and(eq(sharedRound.tableId, tableId), eq(sharedRound.status, 'drawn')))
      .orderBy(desc(sharedRound.drawAt))
      .limit(RECENT);
    const [openAnswer, ...recentAnswers] = await roundsAnswer(open ? [open, ...recent] : recent);
    return {
      tableId,
      game: spec.game,
      periodMs: spec.periodMs,
      open: open ? (openAnswer ?? null) : null,
      recent: open ? recentAnswers : [openAnswer, ...recentAnswers].filter((r) => r !== undefined),
      now: new Date(now).toISOString(),
    };
  }

  /** The player's bets at a table, newest first (the latest 20). */
  async function bets(playerId: number, tableId: SharedTableId): Promise<SharedBetPage> {
    const rows = await db
      .select({ bet: sharedBet, round: sharedRound })
      .from(sharedBet)
      .innerJoin(sharedRound, eq(sharedRound.id, sharedBet.roundId))
      .where(and(eq(sharedBet.playerId, playerId), eq(sharedRound.tableId, tableId)))
      .orderBy(desc(sharedBet.createdAt), desc(sharedBet.id))
      .limit(20);
    return { bets: rows.map(({ bet, round }) => betAnswer(bet, round)) };
  }

  async function publish(tableId: string, event: SharedTableEvent): Promise<void> {
    await bus.publish(sharedSubject(tableId), event);
  }

  // ------------------------------------------------------------------------------------------------------
  // Placing a bet
  // ------------------------------------------------------------------------------------------------------

  async function place(
    playerId: number,
    tableId: SharedTableId,
    input: SharedBetRequest,
  ): Promise<SharedBet> {
    const spec = sharedTableOf(tableId);
    const replay = async (run: Db | Tx): Promise<SharedBet | null> => {
      const [found] = await run
        .select({ bet: sharedBet, round: sharedRound })
        .from(sharedBet)
        .innerJoin(sharedRound, eq(sharedRound.id, sharedBet.roundId))
        .where(eq(sharedBet.id, input.betId));
      if (!found) return null;
      if (found.bet.playerId !== playerId || found.bet.roundId !== input.roundId) {
        throw new HttpError(
          409,
          `bet id ${input.betId} is already used: choose a fresh UUID for a new bet`,
          SHARED_ERROR_CODES.betTaken,
        );
      }
      return betAnswer(found.bet, found.round);
    };
    const done = await replay(db);
    if (done) return done;
    const engine = ENGINES[spec.game];
    const bet = engine.validate(input.bet);
    if (!bet.ok) throw gameError(bet.error);
    const stake = bet.value.stake;
    let placed: { answer: SharedBet; counts: { bets: number; players: number } };
    try {
      placed = await db.transaction(async (tx) => {
        const [round] = await tx
          .select()
          .from(sharedRound)
          .where(eq(sharedRound.id, input.roundId))
          .for('share');
        if (round?.tableId !== tableId) {
          throw new HttpError(
            404,
            `no round ${input.roundId} at ${tableId}`,
            SHARED_ERROR_CODES.roundNotFound,
          );
        }
        const now = clock.now();
        if (round.status !== 'open' || round.drawAt.getTime() <= now) {
          throw new HttpError(
            409,
            `round ${round.number} of ${tableId} takes no more bets: it closed at ${round.drawAt.toISOString()}; bet on the next round`,
            SHARED_ERROR_CODES.roundClosed,
          );
        }
        const [mine] = await tx
          .select({ n: count() })
          .from(sharedBet)
          .where(and(eq(sharedBet.roundId, round.id), eq(sharedBet.playerId, playerId)));
        if (Number(mine?.n ?? 0) >= SHARED_BETS_PER_ROUND) {
          throw new HttpError(
            409,
            `at most ${SHARED_BETS_PER_ROUND} bets per round: put more chips on one bet instead`,
            SHARED_ERROR_CODES.tooManyBets,
          );
        }
        const { account, balance } = await stakeRound(tx, money, {
          playerId,
          accountId: input.accountId,
          stake,
          roundId: input.betId,
          game: spec.game,
        });
        const createdAt = new Date(now);
        const [stored] = await tx
          .insert(sharedBet)
          .values({
            id: input.betId,
            roundId: round.id,
            playerId,
            accountId: account.id,
            currencyId: account.currencyId,
            bet: bet.value as unknown as Record<string, unknown>,
            stake,
            balance,
            status: 'open',
            createdAt,
          })
          .onConflictDoNothing()
          .returning();
        if (!stored) throw new BetRace();
        await wagering?.count(tx, [
          {
            accountId: account.id,
            ref: `casino:${input.betId}`,
            stake,
            placedAt: createdAt,
            source: { type: 'casino', game: spec.game },
          },
        ]);
        const [counts] = await tx
          .select({ bets: count(), players: countDistinct(sharedBet.playerId) })
          .from(sharedBet)
          .where(eq(sharedBet.roundId, round.id));
        return {
          answer: betAnswer(stored, round),
          counts: { bets: Number(counts?.bets ?? 1), players: Number(counts?.players ?? 1) },
        };
      });
    } catch (error) {
      if (!(error instanceof BetRace)) throw error;
      const again = await replay(db);
      if (!again) throw error;
      return again;
    }
    await publish(tableId, { type: 'bets', roundId: input.roundId, ...placed.counts });
    return placed.answer;
  }

  // ------------------------------------------------------------------------------------------------------
  // The sweep
  // ------------------------------------------------------------------------------------------------------

  /** Creates rounds `first` .. `first + ROUNDS_AHEAD - 1` of a table where missing, each with its own fresh seed. */
  async function createRounds(spec: SharedTable, first: number): Promise<void> {
    const values = Array.from({ length: ROUNDS_AHEAD }, (_, i) => {
      const serverSeed = newServerSeed();
      const hash = hashServerSeed(serverSeed);
      if (!hash.ok) throw new Error(hash.error.message);
      return {
        tableId: spec.id,
        number: first + i,
        drawAt: new Date(sharedRoundAt(spec, first + i)),
        status: 'open' as const,
        serverSeed,
        seedHash: hash.value,
      };
    });
    await db.insert(sharedRound).values(values).onConflictDoNothing();
  }

  /** Keeps the next ROUNDS_AHEAD rounds of every table created. */
  async function createAhead(now: number): Promise<void> {
    for (const spec of SHARED_TABLES) await createRounds(spec, nextSharedRound(spec, now).number);
  }

  /** Draws one open round (under its lock: bets being placed finish first) and decides its bets. */
  async function drawOne(roundId: number, now: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(sharedRound).where(eq(sharedRound.id, roundId)).for('update');
      if (row?.status !== 'open') return false;
      const spec = sharedTableOf(row.tableId as SharedTableId);
      const result = sharedRoundResult(spec, row.serverSeed, row.number);
      const list = await tx.select().from(sharedBet).where(eq(sharedBet.roundId, roundId));
      for (const b of list) {
        const valid = ENGINES[spec.game].validate(b.bet);
        if (!valid.ok) throw new Error(`bet ${b.id} no longer validates: ${valid.error.message}`);
        const outcome = playSharedBet(spec as never, valid.value as never, row.serverSeed, row.number) as {
          payout: number;
        };
        await tx
          .update(sharedBet)
          .set({ outcome: outcome as unknown as Record<string, unknown>, payout: outcome.payout })
          .where(eq(sharedBet.id, b.id));
      }
      await tx
        .update(sharedRound)
        .set({
          status: 'drawn',
          result: result as unknown as Record<string, unknown>,
          drawnAt: new Date(now),
        })
        .where(eq(sharedRound.id, roundId));
      return true;
    });
  }

  /** Pays one decided bet, once. */
  async function payBet(betId: string, now: number): Promise<void> {
    await db.transaction(async (tx) => {
      const [b] = await tx.select().from(sharedBet).where(eq(sharedBet.id, betId)).for('update');
      if (b?.status !== 'open' || b.payout === null) return;
      if (b.payout > 0) {
        await payRoundWin(tx, money, {
          playerId: b.playerId,
          accountId: b.accountId,
          win: b.payout,
          roundId: b.id,
          game: String((b.outcome as { game?: unknown } | null)?.game ?? 'shared'),
        });
      }
      await tx
        .update(sharedBet)
        .set({ status: b.payout > 0 ? 'won' : 'lost', settledAt: new Date(now) })
        .where(eq(sharedBet.id, b.id));
    });
  }

  /** Pays the decided bets (of one round, or any); answers how many. */
  async function payDecided(roundId: number | null, now: number): Promise<number> {
    const decided = await db
      .select({ id: sharedBet.id })
      .from(sharedBet)
      .where(
        and(
          eq(sharedBet.status, 'open'),
          isNotNull(sharedBet.payout),
          roundId === null ? undefined : eq(sharedBet.roundId, roundId),
        ),
      )
      .orderBy(asc(sharedBet.playerId))
      .limit(1000);
    for (const { id } of decided) await payBet(id, now);
    return decided.length;
  }

  /** Tells a table's watchers that a round was drawn (its bets paid), with the round now taking bets. */
  async function announce(roundId: number, now: number): Promise<void> {
    const [row] = await db.select().from(sharedRound).where(eq(sharedRound.id, roundId));
    if (!row) return;
    const open = await openRound(row.tableId as SharedTableId, now);
    const [round, next] = await roundsAnswer(open ? [row, open] : [row]);
    if (round) await publish(row.tableId, { type: 'drawn', round, open: next ?? null });
  }

  /** One pass of the tables' work; see the module comment. Answers how many rounds were drawn and bets paid. */
  async function sweep(): Promise<number> {
    const now = clock.now();
    await createAhead(now);
    const due = await db
      .select({ id: sharedRound.id })
      .from(sharedRound)
      .where(and(eq(sharedRound.status, 'open'), lte(sharedRound.drawAt, new Date(now))))
      .orderBy(asc(sharedRound.drawAt), asc(sharedRound.id))
      .limit(200);
    const drawn: number[] = [];
    for (const { id } of due) if (await drawOne(id, now)) drawn.push(id);
    const paid = await payDecided(null, now);
    for (const id of drawn) await announce(id, now);
    return drawn.length + paid;
  }

  /**
   * Demo and development only: draws a table's open round now (its time becomes now; its result still comes from
   * the seed committed when it was created), decides and pays its bets. Answers the drawn round.
   */
  async function drawNow(tableId: SharedTableId): Promise<SharedRound> {
    const now = clock.now();
    await createAhead(now);
    const [next] = await db
      .select()
      .from(sharedRound)
      .where(and(eq(sharedRound.tableId, tableId), eq(sharedRound.status, 'open')))
      .orderBy(asc(sharedRound.drawAt))
      .limit(1);
    if (!next) {
      throw new HttpError(409, `table ${tableId} has no open round`, SHARED_ERROR_CODES.roundClosed);
    }
    await db
      .update(sharedRound)
      .set({ drawAt: new Date(now) })
      .where(and(eq(sharedRound.id, next.id), eq(sharedRound.status, 'open')));
    await drawOne(next.id, now);
    await payDecided(next.id, now);
    // The rounds after it exist, so that the table always has one taking bets (a demo draws ahead of the clock).
    await createRounds(sharedTableOf(tableId), next.number + 1);
    await announce(next.id, now);
    const [row] = await db.select().from(sharedRound).where(eq(sharedRound.id, next.id));
    const [answer] = await roundsAnswer(row ? [row] : []);
    if (!answer) throw new Error(`round ${next.id} vanished`);
    return answer;
  }

  return { table, bets, place, sweep, drawNow };
}

export type SharedRounds = ReturnType<typeof createSharedRounds>;
