/**
 * The games played in steps (docs/adr/0054-hands.md): Mines, Hi-Lo and video poker.
 *
 * - **Start** is one transaction: the stake through the wallet's money path (key `casino:<hand>:stake`, which asks
 *   player protection), the next nonce of the player's active seed, the deal, the hand stored open. The stake
 *   counts towards the bonus of a bonus account it came from. A retried hand id answers the stored hand.
 * - **An action** locks the hand, replays the deal from the seed with the actions so far, and asks the engine
 *   whether the action is allowed now (400 ACTION_INVALID when not). The client says at which step it chose
 *   the action: the same action again at a step already taken answers the hand as it is (a retry after a lost
 *   answer), another one is refused (409), so a double tap never plays twice.
 * - **More stake during a hand** (a double, a split, insurance): the engine's outcome says the hand's whole stake;
 *   an action that raises it takes the difference through the money path in the action's transaction (key
 *   `casino:<hand>:stake:<step>`), so protection decides it like any stake and a refusal leaves the hand as it was.
 * - **The end** (lost, cashed out, drawn) pays the win through the money path (key `casino:<hand>:win`) in
 *   the same transaction, and stores the hand as a round of `casino_round` under the same id: the history,
 *   verification after the seed's reveal and tournaments see it like any round.
 * - While a hand is open its seed cannot be revealed (seeds.ts refuses the rotation): the deal is secret until
 *   the hand ends. An open hand waits for its player; the game's page resumes it.
 * - **A hand left alone** for HAND_IDLE_MS is finished by the house (`finishIdle`, a leased job): it plays the
 *   engine's idle actions (a cash-out, a stand, insurance declined, the suggested hold), never one that adds to
 *   the stake, and pays the win like any end. The actions are stored as the player's would be, so the round
 *   verifies like any other and the seed can be revealed again. Mines or Hi-Lo before the first step has nothing
 *   to cash out and no choice the house may make for the player: it stays open for its player.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import { HAND_ERROR_CODES, type HandGame, type HandResponse } from '@betline/contracts';
import {
  ENGINES,
  HAND_RULES,
  fairRandom,
  finishIdleHand,
  playHand,
  sameOutcome,
  type GameOutcome,
  type HandOutcomeBase,
  type HandRules,
} from '@betline/games';
import type { Db, Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import type { Wagering } from '../bonuses/service';
import type { MoneyPath } from '../wallet/money';
import { gameError } from './errors';
import { markPlayed, payRoundWin, stakeRound } from './rounds';
import { activeSeed } from './seeds';
import { casinoHand, casinoRound, casinoSeed } from './tables';

type HandRow = typeof casinoHand.$inferSelect;

/** A hand with no action for this long is finished by the house (see the module comment): a day. */
export const HAND_IDLE_MS = 24 * 60 * 60 * 1000;
/** Hands looked at by one run of the idle job. */
const IDLE_BATCH = 100;
type SeedRow = typeof casinoSeed.$inferSelect;
type AnyRules = HandRules<{ readonly actions: readonly unknown[] }, unknown, HandOutcomeBase>;

/** Thrown inside a start's transaction when a concurrent request stored the same hand first. */
class HandRace extends Error {}

export interface HandsOptions {
  db: Db;
  money: MoneyPath;
  clock: Clock;
  wagering?: Wagering;
  /** How long a hand may wait for its player before the house finishes it (default HAND_IDLE_MS, a day). */
  idleMs?: number;
}

function rulesOf(game: HandGame): AnyRules {
  return HAND_RULES[game] as unknown as AnyRules;
}

/** The deal of a hand replayed from its seed, with the actions so far (they were all allowed when taken). */
function replay(row: HandRow, seed: SeedRow, actions: readonly unknown[]): HandOutcomeBase {
  const played = playHand(
    rulesOf(row.game as HandGame),
    { ...(row.bet as Record<string, unknown>), actions },
    fairRandom({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: row.nonce }),
  );
  if (!played.ok) throw new Error(`hand ${row.id} does not replay: ${played.error.message}`);
  return played.value;
}

export function createHands({ db, money, clock, wagering, idleMs = HAND_IDLE_MS }: HandsOptions) {
  function answer(row: HandRow, seed: SeedRow, outcome: HandOutcomeBase): HandResponse {
    const rules = rulesOf(row.game as HandGame);
    return {
      handId: row.id,
      game: row.game as HandGame,
      status: row.status === 'ended' ? 'ended' : 'open',
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
      actions: row.actions as unknown[],
      outcome: outcome.finished ? outcome : rules.conceal(outcome),
    };
  }

  async function seedOf(run: Db, row: HandRow): Promise<SeedRow> {
    const [seed] = await run.select().from(casinoSeed).where(eq(casinoSeed.id, row.seedId));
    if (!seed) throw new Error(`seed ${row.seedId} of hand ${row.id} is missing`);
    return seed;
  }

  async function answerOf(run: Db, row: HandRow): Promise<HandResponse> {
    const seed = await seedOf(run, row);
    return answer(row, seed, replay(row, seed, row.actions as unknown[]));
  }

  /** The hand's end: the win paid, the hand stored as a round, the hand closed. */
  async function end(tx: Tx, row: HandRow, outcome: HandOutcomeBase, actions: unknown[]): Promise<HandRow> {
    const win = outcome.payout;
    let balance = row.balance;
    if (win > 0) {
      balance = await payRoundWin(tx, money, {
        playerId: row.playerId,
        accountId: row.accountId,
        win,
        roundId: row.id,
        game: row.game,
      });
    }
    await tx.insert(casinoRound).values({
      id: row.id,
      playerId: row.playerId,
      game: row.game,
      version: row.version,
      seedId: row.seedId,
      nonce: row.nonce,
      accountId: row.accountId,
      currencyId: row.currencyId,
      stake: row.stake,
      win,
      balance,
      bet: { ...(row.bet as Record<string, unknown>), actions },
      outcome: outcome as unknown as GameOutcome,
      createdAt: row.createdAt,
    });
    const [ended] = await tx
      .update(casinoHand)
      .set({ actions, status: 'ended', win, balance, updatedAt: new Date(clock.now()) })
      .where(eq(casinoHand.id, row.id))
      .returning();
    if (!ended) throw new Error(`hand ${row.id} vanished while ending`);
    return ended;
  }

  async function ownHand(run: Db, playerId: number, handId: string, lock: boolean): Promise<HandRow> {
    const query = run.select().from(casinoHand).where(eq(casinoHand.id, handId));
    const [row] = lock ? await query.for('update') : await query;
    if (!row || row.playerId !== playerId) {
      throw new HttpError(404, `no hand ${handId} of yours`, HAND_ERROR_CODES.handNotFound);
    }
    return row;
  }

  /** Starts a hand: staked, dealt on the active seed; a retried id answers the stored hand. */
  async function start(
    playerId: number,
    input: { handId: string; game: HandGame; bet: Record<string, unknown>; accountId?: number },
  ): Promise<HandResponse> {
    if (input.bet.actions !== undefined) {
      throw new HttpError(
        400,
        'a hand starts without actions: send each action to /web-api/casino/hands/:handId/actions',
        'BET_INVALID',
      );
    }
    const engine = ENGINES[input.game];
    const bet = engine.validate({ ...input.bet, actions: [] } as never);
    if (!bet.ok) throw gameError(bet.error);
    const { actions: _none, ...base } = bet.value as unknown as { actions: unknown[] } & Record<
      string,
      unknown
    >;
    const stake = base.stake as number;
    try {
      return await db.transaction(async (t) => {
        const tx = t;
        const [existing] = await tx.select().from(casinoHand).where(eq(casinoHand.id, input.handId));
        if (existing) return again(existing, tx);
        const [open] = await tx
          .select({ id: casinoHand.id })
          .from(casinoHand)
          .where(
            and(
              eq(casinoHand.playerId, playerId),
              eq(casinoHand.game, input.game),
              eq(casinoHand.status, 'open'),
            ),
          );
        if (open) {
          throw new HttpError(
            409,
            `hand ${open.id} of ${input.game} is still open: finish it first (GET /web-api/casino/hands/open?game=${input.game})`,
            HAND_ERROR_CODES.handOpen,
          );
        }
        const { account, balance } = await stakeRound(tx, money, {
          playerId,
          accountId: input.accountId,
          stake,
          roundId: input.handId,
          game: input.game,
        });
        const seed = await activeSeed(tx, playerId, true);
        await tx
          .update(casinoSeed)
          .set({ nextNonce: seed.nextNonce + 1 })
          .where(eq(casinoSeed.id, seed.id));
        const now = new Date(clock.now());
        const [row] = await tx
          .insert(casinoHand)
          .values({
            id: input.handId,
            playerId,
            game: input.game,
            version: engine.version,
            seedId: seed.id,
            nonce: seed.nextNonce,
            accountId: account.id,
            currencyId: account.currencyId,
            stake,
            bet: base,
            actions: [],
            balance,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new HandRace();
        await wagering?.count(tx, [
          {
            accountId: account.id,
            ref: `casino:${input.handId}`,
            stake,
            placedAt: now,
            source: { type: 'casino', game: input.game },
          },
        ]);
        await markPlayed(tx, playerId, input.game);
        const outcome = replay(row, seed, []);
        const stored = outcome.finished ? await end(tx, row, outcome, []) : row;
        return answer(stored, seed, outcome);
      });
    } catch (error) {
      if (!(error instanceof HandRace)) throw error;
      const [existing] = await db.select().from(casinoHand).where(eq(casinoHand.id, input.handId));
      if (!existing) throw error;
      return again(existing, db);
    }

    function again(existing: HandRow, run: Db): Promise<HandResponse> {
      if (existing.playerId !== playerId || existing.game !== input.game) {
        throw new HttpError(
          409,
          `hand id ${input.handId} is already used: choose a fresh UUID for a new hand`,
          HAND_ERROR_CODES.handIdTaken,
        );
      }
      return answerOf(run, existing);
    }
  }

  /** The player's next action on a hand; see the module comment. */
  async function act(
    playerId: number,
    handId: string,
    input: { step: number; action: Record<string, unknown> },
  ): Promise<HandResponse> {
    return db.transaction(async (t) => {
      const tx = t;
      const row = await ownHand(tx, playerId, handId, true);
      const taken = row.actions as unknown[];
      if (input.step < taken.length) {
        if (sameOutcome(taken[input.step], input.action)) return answerOf(tx, row);
        throw new HttpError(
          409,
          `step ${input.step} of hand ${handId} was already played with another action: reload the hand`,
          HAND_ERROR_CODES.stepTaken,
        );
      }
      if (row.status === 'ended') {
        throw new HttpError(409, `hand ${handId} has ended: start a new one`, HAND_ERROR_CODES.handEnded);
      }
      if (input.step > taken.length) {
        throw new HttpError(
          409,
          `hand ${handId} is at step ${taken.length}, not ${input.step}: reload the hand`,
          HAND_ERROR_CODES.stepTaken,
        );
      }
      const rules = rulesOf(row.game as HandGame);
      const action = rules.validateAction(input.action);
      if (!action.ok) throw gameError(action.error);
      const seed = await seedOf(tx, row);
      const current = replay(row, seed, taken);
      const next = rules.act(current, action.value);
      if (!next.ok) throw gameError(next.error);
      const actions = [...taken, action.value];
      // An action that adds to the stake (a double, a split, insurance) takes the difference now, through the
      // money path: player protection may refuse it, and then the action is not played.
      const extra = next.value.stake - current.stake;
      let staked = { stake: row.stake, balance: row.balance };
      if (extra > 0) {
        const { balance } = await stakeRound(tx, money, {
          playerId,
          accountId: row.accountId,
          stake: extra,
          roundId: row.id,
          game: row.game,
          part: String(input.step),
        });
        staked = { stake: row.stake + extra, balance };
        await wagering?.count(tx, [
          {
            accountId: row.accountId,
            ref: `casino:${row.id}:${input.step}`,
            stake: extra,
            placedAt: new Date(clock.now()),
            source: { type: 'casino', game: row.game },
          },
        ]);
      }
      const [updated] = await tx
        .update(casinoHand)
        .set({ actions, ...staked, updatedAt: new Date(clock.now()) })
        .where(eq(casinoHand.id, row.id))
        .returning();
      if (!updated) throw new Error(`hand ${row.id} vanished while acting`);
      if (next.value.finished) return answer(await end(tx, updated, next.value, actions), seed, next.value);
      return answer(updated, seed, next.value);
    });
  }

  /** One of the player's hands (404 for another player's). */
  async function hand(playerId: number, handId: string): Promise<HandResponse> {
    return answerOf(db, await ownHand(db, playerId, handId, false));
  }

  /** The player's open hand of a game, if any (the game's page resumes it). */
  async function openHand(playerId: number, game: HandGame): Promise<{ hand: HandResponse | null }> {
    const [row] = await db
      .select()
      .from(casinoHand)
      .where(
        and(eq(casinoHand.playerId, playerId), eq(casinoHand.game, game), eq(casinoHand.status, 'open')),
      );
    return { hand: row ? await answerOf(db, row) : null };
  }

  /**
   * Finishes the hands left alone for `idleMs` (see the module comment), each in its own transaction under its
   * lock (an action of the player that gets there first wins). Answers how many hands it finished.
   */
  async function finishIdle(): Promise<number> {
    const before = new Date(clock.now() - idleMs);
    const idle = await db
      .select({ id: casinoHand.id })
      .from(casinoHand)
      .where(and(eq(casinoHand.status, 'open'), lt(casinoHand.updatedAt, before)))
      .orderBy(asc(casinoHand.updatedAt))
      .limit(IDLE_BATCH);
    let finished = 0;
    for (const { id } of idle) {
      const done = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(casinoHand).where(eq(casinoHand.id, id)).for('update');
        if (row?.status !== 'open' || row.updatedAt >= before) return false;
        const seed = await seedOf(tx, row);
        const taken = row.actions as unknown[];
        const played = finishIdleHand(rulesOf(row.game as HandGame), replay(row, seed, taken));
        if (!played.outcome.finished) {
          // Nothing the house may play: the hand waits for its player, looked at again after another idle term.
          await tx
            .update(casinoHand)
            .set({ updatedAt: new Date(clock.now()) })
            .where(eq(casinoHand.id, id));
          return false;
        }
        await end(tx, row, played.outcome, [...taken, ...played.actions]);
        return true;
      });
      if (done) finished += 1;
    }
    return finished;
  }

  return { start, act, hand, openHand, finishIdle };
}

export type Hands = ReturnType<typeof createHands>;
