/**
 * Bets on your terms (docs/adr/0053-bets-on-your-terms.md):
 *   - a quote prices two to six outcomes of one match combined, from the match's distribution of final scores
 *     (engine.ts), or says which two outcomes clash and why;
 *   - a bet is priced again as it is placed: a price lower than the one the player accepted is refused with the
 *     new price (409), a higher one is taken; the stake moves through the money path in the same transaction, so
 *     player protection decides it like any stake, once per bet id;
 *   - a sweep decides the bets of finished matches by the one settlement rule (@betline/core `selectionResult`):
 *     every part won, the bet wins at its price; a part lost, the bet is lost; otherwise (a part void, a push on a
 *     whole line) the stake is returned. Each is paid once through the ledger.
 */
import { asc, count, desc, eq } from 'drizzle-orm';
import { currencyOf, defaultStakeLimits, selectionResult } from '@betline/core';
import type { BuilderBet, BuilderBetPage, BuilderBetRequest, BuilderQuote } from '@betline/contracts';
import type { Db, Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import type { FeedService } from '../feed/service';
import type { MoneyPath } from '../wallet/money';
import { payReturn, stakeAccountOf, takeStake } from '../wallet/gameStakes';
import { builderQuote, BUILDER_REFUSALS } from './engine';
import { builderBet, type BuilderBetStatus } from './tables';

export const BUILDER_ERROR_CODES = {
  ...BUILDER_REFUSALS,
  gameNotFound: 'builder_game_not_found',
  priceChanged: 'builder_price_changed',
  betTaken: 'builder_bet_id_taken',
  stake: 'builder_stake',
  account: 'builder_account',
  refused: 'builder_refused',
} as const;

type BetRow = typeof builderBet.$inferSelect;

/** What a bet of `stake` at `coef` (thousandths) returns when it wins. */
export function builderWin(stake: number, coef: number): number {
  return Math.floor((stake * coef) / 1000);
}

function betAnswer(row: BetRow): BuilderBet {
  const decided = row.status !== 'open';
  return {
    betId: row.id,
    gameId: row.gameId,
    gameNameEng: row.gameNameEng,
    startAt: row.startAt.toISOString(),
    parts: row.parts.map((p) => ({ ...p, result: row.results?.[String(p.outcomeId)] ?? null })),
    coef: row.coef,
    stake: row.stake,
    iso: currencyOf(row.currencyId).iso,
    accountId: row.accountId,
    status: row.status,
    possibleWin: builderWin(row.stake, row.coef),
    payout: decided ? row.payout : null,
    balance: row.balance,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

export function createBuilder({
  db,
  feed,
  money,
  clock,
}: {
  db: Db;
  feed: Pick<FeedService, 'getGames'>;
  money: MoneyPath;
  clock: Clock;
}) {
  async function gameOf(gameId: number) {
    const [game] = await feed.getGames([gameId]);
    if (!game) throw new HttpError(404, `no game ${gameId}`, BUILDER_ERROR_CODES.gameNotFound);
    return game;
  }

  async function quote(input: { gameId: number; outcomeIds: readonly number[] }): Promise<BuilderQuote> {
    const game = await gameOf(input.gameId);
    return { ...builderQuote(game, input.outcomeIds, clock.now()), gameId: game.id };
  }

  async function bets(playerId: number, query: { limit: number; offset: number }): Promise<BuilderBetPage> {
    const [total] = await db.select({ n: count() }).from(builderBet).where(eq(builderBet.playerId, playerId));
    const rows = await db
      .select()
      .from(builderBet)
      .where(eq(builderBet.playerId, playerId))
      .orderBy(desc(builderBet.createdAt), desc(builderBet.id))
      .limit(query.limit)
      .offset(query.offset);
    return { total: Number(total?.n ?? 0), bets: rows.map(betAnswer) };
  }

  async function place(playerId: number, input: BuilderBetRequest): Promise<BuilderBet> {
    const replay = async (run: Db | Tx): Promise<BuilderBet | null> => {
      const [found] = await run.select().from(builderBet).where(eq(builderBet.id, input.betId));
      if (!found) return null;
      if (found.playerId !== playerId || found.gameId !== input.gameId) {
        throw new HttpError(
          409,
          `bet id ${input.betId} is already used: choose a fresh UUID for a new bet`,
          BUILDER_ERROR_CODES.betTaken,
        );
      }
      return betAnswer(found);
    };
    const done = await replay(db);
    if (done) return done;
    const game = await gameOf(input.gameId);
    const now = clock.now();
    const priced = builderQuote(game, input.outcomeIds, now);
    if (!priced.ok) {
      throw new HttpError(
        priced.code === BUILDER_ERROR_CODES.closed ? 409 : 422,
        priced.message,
        priced.code,
        undefined,
        priced.pair === undefined ? undefined : { first: priced.pair[0], second: priced.pair[1] },
      );
    }
    if (priced.coef < input.coef) {
      throw new HttpError(
        409,
        `the price is now ${(priced.coef / 1000).toFixed(2)}, not ${(input.coef / 1000).toFixed(2)}: accept the new price to bet`,
        BUILDER_ERROR_CODES.priceChanged,
        undefined,
        { coef: priced.coef },
      );
    }
    try {
      return await db.transaction(async (tx) => {
        const { account, iso } = await stakeAccountOf(money, tx, {
          playerId,
          accountId: input.accountId,
          what: 'bets on your terms',
          code: BUILDER_ERROR_CODES.account,
        });
        const limits = defaultStakeLimits(iso);
        const maxStake = Math.min(limits.max, Math.floor((limits.maxPayout * 1000) / priced.coef));
        if (input.stake < limits.min || input.stake > maxStake) {
          throw new HttpError(
            422,
            `a bet on your terms at ${(priced.coef / 1000).toFixed(2)} takes ${limits.min} to ${maxStake} minor units of ${iso}`,
            BUILDER_ERROR_CODES.stake,
            undefined,
            { min: limits.min, max: maxStake },
          );
        }
        const balance = await takeStake(money, tx, {
          playerId,
          accountId: account.id,
          amount: input.stake,
          ledgerKind: 'builder_stake',
          key: `builder:${input.betId}:stake`,
          meta: { betId: input.betId, gameId: game.id },
          what: 'bets on your terms',
          code: BUILDER_ERROR_CODES.refused,
        });
        const [stored] = await tx
          .insert(builderBet)
          .values({
            id: input.betId,
            playerId,
            accountId: account.id,
            currencyId: account.currencyId,
            gameId: game.id,
            gameNameEng: game.nameEng,
            startAt: new Date(game.startAt),
            parts: priced.parts,
            coef: priced.coef,
            stake: input.stake,
            balance,
            status: 'open',
            createdAt: new Date(now),
          })
          .onConflictDoNothing()
          .returning();
        if (!stored) throw new BetRace();
        return betAnswer(stored);
      });
    } catch (error) {
      if (!(error instanceof BetRace)) throw error;
      const again = await replay(db);
      if (!again) throw error;
      return again;
    }
  }

  /** Decides and pays one open bet of a finished game, once (under its row's lock). */
  async function settleOne(betId: string, final: { score: [number, number]; periods: [number, number][] }) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(builderBet).where(eq(builderBet.id, betId)).for('update');
      if (row?.status !== 'open') return;
      const results = Object.fromEntries(
        row.parts.map((p) => [String(p.outcomeId), selectionResult(p, final)]),
      );
      const all = Object.values(results);
      const status: BuilderBetStatus = all.includes('lost') ? 'lost' : all.includes('void') ? 'void' : 'won';
      const payout = status === 'won' ? builderWin(row.stake, row.coef) : status === 'void' ? row.stake : 0;
      await payReturn(money, tx, {
        playerId: row.playerId,
        accountId: row.accountId,
        amount: payout,
        refund: status === 'void',
        ledgerKind: status === 'void' ? 'builder_refund' : 'builder_win',
        key: `builder:${row.id}:${status === 'void' ? 'refund' : 'win'}`,
        meta: { betId: row.id, gameId: row.gameId },
      });
      await tx
        .update(builderBet)
        .set({ status, results, payout, settledAt: new Date(clock.now()) })
        .where(eq(builderBet.id, row.id));
    });
  }

  /** One pass: decides the open bets of games that are over. Answers how many were decided. */
  async function sweep(): Promise<number> {
    const open = await db
      .select({ id: builderBet.id, gameId: builderBet.gameId })
      .from(builderBet)
      .where(eq(builderBet.status, 'open'))
      .orderBy(asc(builderBet.createdAt))
      .limit(500);
    if (open.length === 0) return 0;
    const games = new Map(
      (await feed.getGames([...new Set(open.map((b) => b.gameId))])).map((g) => [g.id, g]),
    );
    let decided = 0;
    for (const bet of open) {
      const game = games.get(bet.gameId);
      if (game?.state.status !== 'finished') continue;
      await settleOne(bet.id, { score: game.state.score, periods: game.state.periodScores });
      decided += 1;
    }
    return decided;
  }

  return { quote, bets, place, sweep };
}

/** Thrown inside a placing transaction when a concurrent request stored the same bet id first. */
class BetRace extends Error {}

export type Builder = ReturnType<typeof createBuilder>;
