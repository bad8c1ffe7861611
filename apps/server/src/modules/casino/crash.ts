/**
 * The crash game live on the server (docs/adr/0017-live-crash-and-tournaments.md).
 *
 * A round is one stake through the ledger at its start (key `casino:<round>:stake`), a crash point drawn
 * provably fairly from the player's active seed and nonce (the commitment is shown before), and a start time on
 * the server's clock. The multiplier is `crashMultiplierAt(now - startedAt)`; a manual cash-out is judged on
 * the server's clock with `crashCashOutAt`: at or below the crash point it pays `stake × multiplier` (key
 * `casino:<round>:win`), above it is refused and the round ends as crashed. Every step is idempotent: a retried
 * start answers the same round, a second cash-out the same result. An ended round is also written to
 * `casino_round`, so it shows in the history, verifies after the seed's reveal and counts for tournaments (and
 * towards the bonus of a bonus account it was staked from).
 *
 * Rounds end lazily: a crashed round is settled by the next read, cash-out or new round of its player (no
 * timer runs on the server; nothing is owed to a player whose round crashed).
 */
import { and, eq } from 'drizzle-orm';
import { CRASH_LIVE_ERROR_CODES, type CrashLiveRound } from '@betline/contracts';
import {
  CRASH_GROWTH_PER_MS,
  CRASH_MIN_CASH_OUT,
  ENGINES,
  crashCashOutAt,
  crashDurationMs,
  crashMultiplierAt,
  playFairRound,
  settleCrash,
  type CrashOutcome,
} from '@betline/games';
import type { Db, Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import type { Wagering } from '../bonuses/service';
import type { MoneyPath } from '../wallet/money';
import { payRoundWin, stakeRound } from './rounds';
import { activeSeed } from './seeds';
import { casinoCrashRound, casinoRound, casinoSeed } from './tables';

type CrashRow = typeof casinoCrashRound.$inferSelect;

/** Thrown inside a start's transaction when a concurrent request stored the same round id first. */
class CrashRace extends Error {}

export interface CrashLiveOptions {
  db: Db;
  /** The wallet's money path (stakes and wins). */
  money: MoneyPath;
  clock: Clock;
  /** Bonus wagering: an ended round staked from a bonus account counts towards its bonus. */
  wagering?: Wagering;
}

/** Whether the curve has passed the crash point `elapsedMs` into the round. */
function hasCrashed(row: Pick<CrashRow, 'crashPoint'>, elapsedMs: number): boolean {
  return row.crashPoint < CRASH_MIN_CASH_OUT || crashMultiplierAt(elapsedMs) > row.crashPoint;
}

export function createCrashLive({ db, money, clock, wagering }: CrashLiveOptions) {
  async function answer(row: CrashRow, run: Db): Promise<CrashLiveRound> {
    const [seed] = await run.select().from(casinoSeed).where(eq(casinoSeed.id, row.seedId));
    if (!seed) throw new Error(`seed ${row.seedId} of crash round ${row.id} is missing`);
    const now = clock.now();
    const running = row.status === 'running';
    const multiplier = running
      ? crashMultiplierAt(now - row.startedAt)
      : row.status === 'cashed_out'
        ? (row.cashOut as number)
        : row.crashPoint;
    return {
      roundId: row.id,
      status: row.status as CrashLiveRound['status'],
      stake: row.stake,
      accountId: row.accountId,
      currencyId: row.currencyId,
      startedAt: row.startedAt,
      serverNow: now,
      growthPerMs: CRASH_GROWTH_PER_MS,
      multiplier,
      cashOut: row.cashOut,
      win: row.win,
      balance: row.balance,
      crashPoint: running ? null : row.crashPoint,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: row.nonce,
    };
  }

  /** Ends a running round: pays a cash-out through the ledger, records the round in `casino_round`. */
  async function settle(tx: Tx, row: CrashRow, cashOut: number | null, endedAt: number): Promise<CrashRow> {
    const bet = { stake: row.stake, cashOut };
    const outcome: CrashOutcome = settleCrash(bet, row.crashPoint);
    let balance = row.balance;
    if (outcome.payout > 0)
      balance = await payRoundWin(tx, money, {
        playerId: row.playerId,
        accountId: row.accountId,
        win: outcome.payout,
        roundId: row.id,
        game: 'crash',
      });
    const [updated] = await tx
      .update(casinoCrashRound)
      .set({
        status: outcome.won ? 'cashed_out' : 'crashed',
        cashOut: outcome.won ? cashOut : null,
        win: outcome.payout,
        balance,
        endedAt,
      })
      .where(and(eq(casinoCrashRound.id, row.id), eq(casinoCrashRound.status, 'running')))
      .returning();
    if (!updated) throw new Error(`crash round ${row.id} was settled twice`);
    const [recorded] = await tx
      .insert(casinoRound)
      .values({
        id: row.id,
        playerId: row.playerId,
        game: 'crash',
        version: row.version,
        seedId: row.seedId,
        nonce: row.nonce,
        accountId: row.accountId,
        currencyId: row.currencyId,
        stake: row.stake,
        win: outcome.payout,
        balance,
        bet,
        outcome,
        createdAt: new Date(endedAt),
      })
      .onConflictDoNothing()
      .returning({ id: casinoRound.id });
    if (recorded) {
      await wagering?.count(tx, [
        {
          accountId: row.accountId,
          ref: `casino:${row.id}`,
          stake: row.stake,
          placedAt: new Date(row.startedAt),
          source: { type: 'casino', game: 'crash' },
        },
      ]);
    }
    return updated;
  }

  /** Settles a running round whose curve has passed its crash point (lazy end). */
  async function settleIfCrashed(tx: Tx, row: CrashRow): Promise<CrashRow> {
    if (row.status !== 'running' || !hasCrashed(row, clock.now() - row.startedAt)) return row;
    return settle(tx, row, null, row.startedAt + crashDurationMs(row.crashPoint));
  }

  async function ownRow(tx: Db, playerId: number, roundId: string): Promise<CrashRow> {
    const [row] = await tx
      .select()
      .from(casinoCrashRound)
      .where(eq(casinoCrashRound.id, roundId))
      .for('update');
    if (!row || row.playerId !== playerId) {
      throw new HttpError(404, `no crash round ${roundId} of yours`, CRASH_LIVE_ERROR_CODES.roundNotFound);
    }
    return row;
  }

  function taken(roundId: string): HttpError {
    return new HttpError(
      409,
      `round id ${roundId} is already used: choose a fresh UUID for a new round`,
      CRASH_LIVE_ERROR_CODES.roundIdTaken,
    );
  }

  async function replay(playerId: number, roundId: string): Promise<CrashLiveRound | null> {
    return db.transaction(async (t) => {
      const tx = t;
      const [existing] = await tx.select().from(casinoCrashRound).where(eq(casinoCrashRound.id, roundId));
      if (!existing) {
        const [instant] = await tx
          .select({ id: casinoRound.id })
          .from(casinoRound)
          .where(eq(casinoRound.id, roundId));
        if (instant) throw taken(roundId);
        return null;
      }
      if (existing.playerId !== playerId) throw taken(roundId);
      return answer(await settleIfCrashed(tx, await ownRow(tx, playerId, roundId)), tx);
    });
  }

  return {
    /** Starts a round: the stake leaves the account, the multiplier starts at 1.00× on the server's clock. */
    async start(
      playerId: number,
      input: { roundId: string; stake: number; accountId?: number | undefined },
    ): Promise<CrashLiveRound> {
      const bet = ENGINES.crash.validate({ stake: input.stake, cashOut: null });
      if (!bet.ok) throw new HttpError(400, bet.error.message, bet.error.code);
      const again = await replay(playerId, input.roundId);
      if (again) return again;
      try {
        return await db.transaction(async (t) => {
          const tx = t;
          // The player's earlier rounds that crashed meanwhile end now (their history is complete).
          const running = await tx
            .select()
            .from(casinoCrashRound)
            .where(and(eq(casinoCrashRound.playerId, playerId), eq(casinoCrashRound.status, 'running')))
            .for('update');
          for (const row of running) await settleIfCrashed(tx, row);

          const { account, balance } = await stakeRound(tx, money, {
            playerId,
            accountId: input.accountId,
            stake: input.stake,
            roundId: input.roundId,
            game: 'crash',
          });
          const seed = await activeSeed(tx, playerId, true);
          const round = playFairRound({
            game: 'crash',
            bet: bet.value,
            serverSeed: seed.serverSeed,
            clientSeed: seed.clientSeed,
            nonce: seed.nextNonce,
          });
          if (!round.ok) throw new HttpError(400, round.error.message, round.error.code);
          const crashPoint = (round.value.outcome as CrashOutcome).crashPoint;
          await tx
            .update(casinoSeed)
            .set({ nextNonce: seed.nextNonce + 1 })
            .where(eq(casinoSeed.id, seed.id));

          const startedAt = clock.now();
          const [stored] = await tx
            .insert(casinoCrashRound)
            .values({
              id: input.roundId,
              playerId,
              seedId: seed.id,
              nonce: seed.nextNonce,
              version: round.value.version,
              accountId: account.id,
              currencyId: account.currencyId,
              stake: input.stake,
              crashPoint,
              startedAt,
              balance,
            })
            .onConflictDoNothing()
            .returning();
          if (!stored) throw new CrashRace();
          // A crash point below 1.01× busts at once: no cash-out is possible.
          return answer(await settleIfCrashed(tx, stored), tx);
        });
      } catch (error) {
        if (!(error instanceof CrashRace)) throw error;
        const raced = await replay(playerId, input.roundId);
        if (!raced) throw error;
        return raced;
      }
    },

    /** The round now: the live multiplier while running; the result and the crash point once ended. */
    async state(playerId: number, roundId: string): Promise<CrashLiveRound> {
      return db.transaction(async (t) => {
        const tx = t;
        return answer(await settleIfCrashed(tx, await ownRow(tx, playerId, roundId)), tx);
      });
    },

    /**
     * A manual cash-out, judged on the server's clock: at or below the crash point it pays stake × multiplier;
     * after the crash it is refused (409) and the round ends as crashed. A repeated cash-out answers the result.
     */
    async cashOut(playerId: number, roundId: string): Promise<CrashLiveRound> {
      const result = await db.transaction(async (t) => {
        const tx = t;
        const row = await ownRow(tx, playerId, roundId);
        if (row.status === 'cashed_out') return { round: await answer(row, tx) };
        const now = clock.now();
        const elapsed = now - row.startedAt;
        if (row.status === 'crashed' || hasCrashed(row, elapsed)) {
          const ended = await settleIfCrashed(tx, row);
          return { crashed: ended.crashPoint };
        }
        const at = crashCashOutAt(row.crashPoint, elapsed);
        if (!at.ok) {
          return { tooEarly: true as const };
        }
        return { round: await answer(await settle(tx, row, at.value, now), tx) };
      });
      if ('round' in result && result.round) return result.round;
      if ('crashed' in result && result.crashed !== undefined) {
        const point = (result.crashed / 100).toFixed(2);
        throw new HttpError(
          409,
          `too late: the round crashed at ${point}× before the cash-out arrived`,
          CRASH_LIVE_ERROR_CODES.crashed,
          undefined,
          { crashPoint: result.crashed },
        );
      }
      throw new HttpError(
        409,
        'too early: a cash-out is possible from 1.01×',
        CRASH_LIVE_ERROR_CODES.tooEarly,
      );
    },
  };
}

export type CrashLive = ReturnType<typeof createCrashLive>;
