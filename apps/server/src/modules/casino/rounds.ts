/**
 * The rounds of the in-house games (docs/adr/0015-casino.md). A money round is one database transaction:
 * stake through the wallet's money path (the player's lock, player protection, the balance), take the next
 * nonce of the player's active seed, play with @betline/games, pay the win through the money path (keys
 * `casino:<round>:stake|win`), store the round and count it towards the bonus of a bonus account it was
 * staked from (docs/adr/0045-bonuses-wagering.md). The round id is the idempotency key: a retried id answers
 * the stored round. A fun round plays without money on a fresh seed revealed at once. A player's rounds are
 * listed, looked up and verified once their seed is revealed.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { HAND_ERROR_CODES, type RoundResponse, type RoundSummary } from '@betline/contracts';
import { ENGINES, isHandGame, playFairRound, type GameId, type GameOutcome } from '@betline/games';
import type { Db, Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import type { Wagering } from '../bonuses/service';
import { MoneyRefused, refusedStake, type LedgerAccountRow, type MoneyPath } from '../wallet/money';
import { CASINO_ERROR_CODES, gameError } from './errors';
import { activeSeed, defaultClientSeed, newServerSeed } from './seeds';
import { casinoGame, casinoRecent, casinoRound, casinoSeed } from './tables';

type RoundRow = typeof casinoRound.$inferSelect;

/** A page of the player's money rounds, newest first, and how many there are in all. */
export interface RoundPage {
  total: number;
  rounds: RoundSummary[];
}

/** What verifying a round needs: its bet, outcome and the revealed seed. */
export interface RoundVerification {
  game: GameId;
  version: number;
  bet: unknown;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  outcome: unknown;
}

/**
 * Stakes a round through the wallet's money path, in the round's transaction: the player's money lock, player
 * protection (time-out, self-exclusion, ban, wagering and loss limits: 403 with the reason) and the balance
 * (422) are decided there. Answers the account and the balance after the stake.
 */
export async function stakeRound(
  tx: Tx,
  money: MoneyPath,
  input: {
    playerId: number;
    accountId: number | undefined;
    stake: number;
    roundId: string;
    game: string;
    /** A later stake of the same round (a double or a split of a hand): its own idempotency key. */
    part?: string;
  },
): Promise<{ account: LedgerAccountRow; balance: number }> {
  const account = await money.openAccountOf(input.playerId, input.accountId, tx);
  if (!account) {
    throw new HttpError(
      404,
      input.accountId === undefined
        ? 'you have no active account: open one in the wallet first'
        : `no open account ${input.accountId} of yours`,
      CASINO_ERROR_CODES.accountNotFound,
    );
  }
  try {
    const { balance } = await money.move(
      tx,
      {
        kind: 'stake',
        playerId: input.playerId,
        accountId: account.id,
        amount: input.stake,
        house: 'bets',
        striped: true,
        ledgerKind: 'casino_stake',
      },
      {
        key: `casino:${input.roundId}:stake${input.part === undefined ? '' : `:${input.part}`}`,
        meta: { roundId: input.roundId, game: input.game },
      },
    );
    return { account, balance };
  } catch (error) {
    if (!(error instanceof MoneyRefused)) throw error;
    const { code } = error.decision;
    const excluded = code === 'excluded' || code === 'banned' || code === 'session_limit';
    throw refusedStake(
      error,
      'casino rounds',
      excluded ? CASINO_ERROR_CODES.excluded : CASINO_ERROR_CODES.limit,
    );
  }
}

/** Pays a round's win through the money path (a payback: always allowed). Answers the balance after it. */
export async function payRoundWin(
  tx: Tx,
  money: MoneyPath,
  input: { playerId: number; accountId: number; win: number; roundId: string; game: string },
): Promise<number> {
  const { balance } = await money.move(
    tx,
    {
      kind: 'payback',
      playerId: input.playerId,
      accountId: input.accountId,
      amount: input.win,
      house: 'wins',
      striped: true,
      ledgerKind: 'casino_win',
    },
    { key: `casino:${input.roundId}:win`, meta: { roundId: input.roundId, game: input.game } },
  );
  return balance;
}

/**
 * A game played in steps is staked and played through the hands (hands.ts); its fun hands are dealt in the
 * browser from a seed of its own (nothing to keep on the server).
 */
function refuseHandGame(game: GameId): void {
  if (isHandGame(game)) {
    throw new HttpError(
      400,
      `${game} is played in steps: start a hand with POST /web-api/casino/hands`,
      HAND_ERROR_CODES.handGame,
    );
  }
}

/** The game of an engine shows among the player's recently played games (in the round's transaction). */
export async function markPlayed(tx: Tx, playerId: number, engine: string): Promise<void> {
  const [game] = await tx
    .select({ slug: casinoGame.slug })
    .from(casinoGame)
    .where(eq(casinoGame.engine, engine))
    .limit(1);
  if (!game) return;
  await tx
    .insert(casinoRecent)
    .values({ playerId, gameSlug: game.slug })
    .onConflictDoUpdate({
      target: [casinoRecent.playerId, casinoRecent.gameSlug],
      set: { playedAt: sql`now()` },
    });
}

/** Thrown inside a round's transaction when a concurrent request stored the same round id first. */
class RoundRace extends Error {}

export function createRounds({
  db,
  money,
  clock,
  wagering,
}: {
  db: Db;
  money: MoneyPath;
  clock: Clock;
  /** Bonus wagering: a round staked from a bonus account counts towards its bonus, in the round's transaction. */
  wagering?: Wagering;
}) {
  async function roundAnswer(row: RoundRow, run: Db = db): Promise<RoundResponse> {
    const [seed] = await run.select().from(casinoSeed).where(eq(casinoSeed.id, row.seedId));
    if (!seed) throw new Error(`seed ${row.seedId} of round ${row.id} is missing`);
    return {
      roundId: row.id,
      game: row.game as GameId,
      fun: false,
      stake: row.stake,
      win: row.win,
      accountId: row.accountId,
      currencyId: row.currencyId,
      balance: row.balance,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: row.nonce,
      version: row.version,
      bet: row.bet,
      outcome: row.outcome,
      serverSeed: seed.revealedAt ? seed.serverSeed : null,
    };
  }

  async function ownRound(playerId: number, roundId: string, run: Db = db): Promise<RoundRow> {
    const [row] = await run.select().from(casinoRound).where(eq(casinoRound.id, roundId));
    if (!row || row.playerId !== playerId) {
      throw new HttpError(404, `no round ${roundId} of yours`, CASINO_ERROR_CODES.roundNotFound);
    }
    return row;
  }

  /** The player's money rounds, newest first, with whether each one's seed is revealed (verifiable). */
  async function history(
    playerId: number,
    query: { game?: GameId; limit: number; offset: number },
  ): Promise<RoundPage> {
    const condition = and(
      eq(casinoRound.playerId, playerId),
      query.game ? eq(casinoRound.game, query.game) : undefined,
    );
    const [total] = await db.select({ n: count() }).from(casinoRound).where(condition);
    const rows = await db
      .select({ round: casinoRound, revealedAt: casinoSeed.revealedAt })
      .from(casinoRound)
      .innerJoin(casinoSeed, eq(casinoSeed.id, casinoRound.seedId))
      .where(condition)
      .orderBy(desc(casinoRound.createdAt), desc(casinoRound.id))
      .limit(query.limit)
      .offset(query.offset);
    return {
      total: Number(total?.n ?? 0),
      rounds: rows.map(({ round, revealedAt }) => ({
        roundId: round.id,
        game: round.game as GameId,
        stake: round.stake,
        win: round.win,
        currencyId: round.currencyId,
        accountId: round.accountId,
        balance: round.balance,
        nonce: round.nonce,
        verifiable: revealedAt !== null,
        createdAt: round.createdAt.toISOString(),
      })),
    };
  }

  /** A money round; see the module comment. */
  async function play(
    playerId: number,
    input: { roundId: string; game: GameId; bet: unknown; accountId?: number },
  ): Promise<RoundResponse> {
    refuseHandGame(input.game);
    const engine = ENGINES[input.game];
    const bet = engine.validate(input.bet as never);
    if (!bet.ok) throw gameError(bet.error);
    const stake = (bet.value as { stake: number }).stake;
    try {
      return await db.transaction(async (t) => {
        const tx = t;
        const [existing] = await tx.select().from(casinoRound).where(eq(casinoRound.id, input.roundId));
        if (existing) return replay(existing, playerId, tx);

        const { account, balance: staked } = await stakeRound(tx, money, {
          playerId,
          accountId: input.accountId,
          stake,
          roundId: input.roundId,
          game: input.game,
        });

        const seed = await activeSeed(tx, playerId, true);
        const round = playFairRound({
          game: input.game,
          bet: bet.value,
          serverSeed: seed.serverSeed,
          clientSeed: seed.clientSeed,
          nonce: seed.nextNonce,
        });
        if (!round.ok) throw gameError(round.error);
        await tx
          .update(casinoSeed)
          .set({ nextNonce: seed.nextNonce + 1 })
          .where(eq(casinoSeed.id, seed.id));
        const outcome = round.value.outcome as GameOutcome;
        const win = outcome.payout;

        let balance = staked;
        if (win > 0)
          balance = await payRoundWin(tx, money, {
            playerId,
            accountId: account.id,
            win,
            roundId: input.roundId,
            game: input.game,
          });

        const [stored] = await tx
          .insert(casinoRound)
          .values({
            id: input.roundId,
            playerId,
            game: input.game,
            version: round.value.version,
            seedId: seed.id,
            nonce: seed.nextNonce,
            accountId: account.id,
            currencyId: account.currencyId,
            stake,
            win,
            balance,
            bet: bet.value,
            outcome,
            createdAt: new Date(clock.now()),
          })
          .onConflictDoNothing()
          .returning();
        if (!stored) throw new RoundRace();
        await wagering?.count(tx, [
          {
            accountId: account.id,
            ref: `casino:${input.roundId}`,
            stake,
            placedAt: stored.createdAt,
            source: { type: 'casino', game: input.game },
          },
        ]);
        await markPlayed(tx, playerId, input.game);
        return roundAnswer(stored, tx);
      });
    } catch (error) {
      if (!(error instanceof RoundRace)) throw error;
      const [existing] = await db.select().from(casinoRound).where(eq(casinoRound.id, input.roundId));
      if (!existing) throw error;
      return replay(existing, playerId, db);
    }

    function replay(existing: RoundRow, owner: number, run: Db): Promise<RoundResponse> {
      if (existing.playerId !== owner || existing.game !== input.game) {
        throw new HttpError(
          409,
          `round id ${input.roundId} is already used: choose a fresh UUID for a new round`,
          CASINO_ERROR_CODES.roundIdTaken,
        );
      }
      return roundAnswer(existing, run);
    }
  }

  /** A round without money, for guests and players: a fresh seed, revealed with the answer. */
  function funRound(input: { game: GameId; bet: unknown; clientSeed?: string }): RoundResponse {
    refuseHandGame(input.game);
    const serverSeed = newServerSeed();
    const clientSeed = input.clientSeed ?? defaultClientSeed();
    const round = playFairRound({ game: input.game, bet: input.bet, serverSeed, clientSeed, nonce: 0 });
    if (!round.ok) throw gameError(round.error);
    const outcome = round.value.outcome as GameOutcome;
    return {
      roundId: randomUUID(),
      game: input.game,
      fun: true,
      stake: outcome.stake,
      win: outcome.payout,
      accountId: null,
      currencyId: null,
      balance: null,
      serverSeedHash: round.value.serverSeedHash,
      clientSeed,
      nonce: 0,
      version: round.value.version,
      bet: input.bet,
      outcome,
      serverSeed,
    };
  }

  /** One of the player's rounds (404 for another player's). */
  async function round(playerId: number, roundId: string): Promise<RoundResponse> {
    return roundAnswer(await ownRound(playerId, roundId));
  }

  /** The revealed seed of a round, for `verifyRound`; 409 until the player rotates the seed. */
  async function verify(playerId: number, roundId: string): Promise<RoundVerification> {
    const row = await ownRound(playerId, roundId);
    const [seed] = await db.select().from(casinoSeed).where(eq(casinoSeed.id, row.seedId));
    if (!seed?.revealedAt) {
      throw new HttpError(
        409,
        'the seed of this round is still in use: rotate the seed (POST /web-api/casino/seed/rotate) to reveal it',
        CASINO_ERROR_CODES.seedNotRevealed,
      );
    }
    return {
      game: row.game as GameId,
      version: row.version,
      bet: row.bet,
      serverSeed: seed.serverSeed,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: row.nonce,
      outcome: row.outcome,
    };
  }

  return { history, play, funRound, round, verify };
}
