/**
 * The bonus games (docs/adr/0049-bonus-games.md).
 *
 * - **Passes**: an operator (or the demo data) grants a player a number of free plays of one game; each play's
 *   prize is worth the pass's unit times the prize's multiple, in the pass's currency. A pass is granted once
 *   per key.
 * - **A play** takes one play of the player's oldest pass of the game with plays left (under the pass row's lock,
 *   so that two tabs cannot both take the last one), commits to a fresh server seed (its SHA-256 is shown), deals
 *   the whole board from it and the client seed, and keeps the board hidden. The player's actions come one at a
 *   time with the number of actions before them (`step`): the same step again answers the play as it stands, a
 *   stale one is a 409. A play is over when its game says so; then, in the same transaction, the prize is
 *   credited to the player's bonus account through the ledger (kind `game`, see bonuses/grant.ts) and the seed
 *   is revealed so that the play can be replayed anywhere.
 * - **Protection**: a play is neither started nor continued while the player is self-excluded or timed out (403);
 *   the prize's credit goes through the money path, which refuses it too.
 */
import { randomBytes } from 'node:crypto';
import { currencyByIso, currencyOf } from '@betline/core';
import type { BonusGame, BonusGamesResponse, BonusPlay, OperatorBonusPass } from '@betline/contracts';
import {
  BONUS_ENGINES,
  dealBonusGame,
  hashServerSeed,
  replayBonusPlay,
  serverSeedFromBytes,
  type BonusGameId,
} from '@betline/games';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import { lockPlayers } from '../../infra/playerLock';
import { creditGamePrize } from '../bonuses/grant';
import { promotionProfile } from '../identity/directory';
import type { MoneyPath } from '../wallet/money';
import { bonusGamePass, bonusGamePlay } from './tables';

type PassRow = typeof bonusGamePass.$inferSelect;
type PlayRow = typeof bonusGamePlay.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many finished plays the player's summary lists. */
const RECENT_PLAYS = 20;

export interface BonusGamesOptions {
  db: Db;
  clock: Clock;
  money: MoneyPath;
  /** Protection: why the player may not play now (self-exclusion or time-out), or null. */
  excluded(playerId: number, run: Executor): Promise<string | null>;
}

/** The prize of `prize` hundredths of a unit worth `unit` minor units (rounded down). */
export function prizeAmount(unit: number, prize: number): number {
  return Math.floor((unit * prize) / 100);
}

export function createBonusGames({ db, clock, money, excluded }: BonusGamesOptions) {
  function passView(row: PassRow) {
    return {
      id: row.id,
      game: row.game,
      plays: row.plays,
      left: row.plays - row.used,
      unit: row.unit,
      iso: currencyOf(row.currencyId).iso,
      grantedAt: row.grantedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  function playView(row: PlayRow, pass: Pick<PassRow, 'unit' | 'currencyId'>): BonusPlay {
    const replay = replayBonusPlay(row.game, row.board, row.actions);
    if (!replay.ok) throw new Error(`play ${row.id} does not replay: ${replay.error.message}`);
    const finished = row.status === 'finished';
    return {
      playId: row.id,
      game: row.game,
      version: row.version,
      status: row.status,
      step: row.actions.length,
      view: replay.value.view,
      serverSeedHash: row.serverSeedHash,
      clientSeed: row.clientSeed,
      nonce: 0,
      serverSeed: finished ? row.serverSeed : null,
      actions: finished ? row.actions : null,
      unit: pass.unit,
      iso: currencyOf(pass.currencyId).iso,
      prize: row.prize,
      amount: row.amount,
      bonusId: row.bonusId,
      startedAt: row.startedAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  }

  async function refuseExcluded(playerId: number, run: Executor): Promise<void> {
    const why = await excluded(playerId, run);
    if (why) throw new HttpError(403, `bonus games are closed to you now: ${why}`, 'excluded');
  }

  async function passOf(run: Executor, passId: number): Promise<PassRow> {
    const [pass] = await run.select().from(bonusGamePass).where(eq(bonusGamePass.id, passId));
    if (!pass) throw new Error(`pass ${passId} is missing`);
    return pass;
  }

  /**
   * Ends a play whose game is over: the prize credited to the bonus account through the ledger, the seed
   * revealed. Answers the stored row.
   */
  async function finish(tx: Tx, row: PlayRow, pass: PassRow, prize: number): Promise<PlayRow> {
    const amount = prizeAmount(pass.unit, prize);
    let bonusId: number | null = null;
    if (amount > 0) {
      const credited = await creditGamePrize(
        tx,
        { money, now: clock.now() },
        {
          playerId: row.playerId,
          currencyId: pass.currencyId,
          amount,
          key: `bonus-game:${row.id}:prize`,
          meta: { playId: row.id, game: row.game, prize },
        },
      );
      if (!credited.ok) throw credited.error;
      bonusId = credited.bonus.id;
    }
    const [stored] = await tx
      .update(bonusGamePlay)
      .set({ status: 'finished', prize, amount, bonusId, finishedAt: new Date(clock.now()) })
      .where(eq(bonusGamePlay.id, row.id))
      .returning();
    return stored!;
  }

  /** Starts a play (see the module comment); the same `playId` again answers that play. */
  async function start(
    playerId: number,
    game: BonusGame,
    input: { playId: string; clientSeed?: string },
  ): Promise<BonusPlay> {
    return db.transaction(async (tx) => {
      await lockPlayers(tx, [playerId]);
      const [existing] = await tx.select().from(bonusGamePlay).where(eq(bonusGamePlay.id, input.playId));
      if (existing) {
        if (existing.playerId !== playerId || existing.game !== game) {
          throw new HttpError(
            409,
            `play id ${input.playId} is already used: choose a fresh UUID`,
            'play_id_taken',
          );
        }
        return playView(existing, await passOf(tx, existing.passId));
      }
      await refuseExcluded(playerId, tx);
      const now = new Date(clock.now());
      const [pass] = await tx
        .select()
        .from(bonusGamePass)
        .where(
          and(
            eq(bonusGamePass.playerId, playerId),
            eq(bonusGamePass.game, game),
            gt(bonusGamePass.expiresAt, now),
            lt(bonusGamePass.used, bonusGamePass.plays),
          ),
        )
        .orderBy(asc(bonusGamePass.expiresAt), asc(bonusGamePass.id))
        .limit(1)
        .for('update');
      if (!pass) {
        throw new HttpError(
          409,
          `you have no free plays of ${game} left: plays come with promotions (the operator grants a pass)`,
          'no_plays',
        );
      }
      await tx
        .update(bonusGamePass)
        .set({ used: sql`${bonusGamePass.used} + 1` })
        .where(eq(bonusGamePass.id, pass.id));
      const seed = serverSeedFromBytes(randomBytes(32));
      if (!seed.ok) throw new Error(seed.error.message);
      const hash = hashServerSeed(seed.value);
      if (!hash.ok) throw new Error(hash.error.message);
      const clientSeed = input.clientSeed ?? randomBytes(8).toString('hex');
      const engine = BONUS_ENGINES[game as BonusGameId];
      const board = dealBonusGame(game, { serverSeed: seed.value, clientSeed, nonce: 0 });
      const [row] = await tx
        .insert(bonusGamePlay)
        .values({
          id: input.playId,
          passId: pass.id,
          playerId,
          game,
          version: engine.version,
          serverSeed: seed.value,
          serverSeedHash: hash.value,
          clientSeed,
          board,
          actions: [],
          status: 'open',
          startedAt: now,
        })
        .returning();
      const played = engine.finished(board, [])
        ? await finish(tx, row!, pass, engine.prize(board, []))
        : row!;
      return playView(played, pass);
    });
  }

  /** The next action of an open play (see the module comment). */
  async function act(
    playerId: number,
    playId: string,
    input: { step: number; action: unknown },
  ): Promise<BonusPlay> {
    return db.transaction(async (tx) => {
      await lockPlayers(tx, [playerId]);
      const [row] = await tx.select().from(bonusGamePlay).where(eq(bonusGamePlay.id, playId)).for('update');
      if (!row || row.playerId !== playerId) {
        throw new HttpError(404, `no play ${playId} of yours`, 'play_not_found');
      }
      const pass = await passOf(tx, row.passId);
      if (input.step < row.actions.length) {
        if (JSON.stringify(row.actions[input.step]) === JSON.stringify(input.action))
          return playView(row, pass);
        throw new HttpError(
          409,
          `step ${input.step} of this play was another action: reload the play`,
          'stale_step',
        );
      }
      if (input.step > row.actions.length) {
        throw new HttpError(
          409,
          `this play has ${row.actions.length} actions: the next one is step ${row.actions.length}`,
          'stale_step',
        );
      }
      if (row.status === 'finished') {
        throw new HttpError(409, 'this play is over: start another one', 'play_finished');
      }
      await refuseExcluded(playerId, tx);
      const engine = BONUS_ENGINES[row.game];
      const parsed = engine.parseAction(input.action);
      if (!parsed.ok) throw new HttpError(400, parsed.error.message, 'action_invalid');
      const checked = engine.check(row.board, row.actions, parsed.value);
      if (!checked.ok) throw new HttpError(409, checked.error.message, 'action_refused');
      const actions = [...row.actions, checked.value];
      const [stored] = await tx
        .update(bonusGamePlay)
        .set({ actions })
        .where(eq(bonusGamePlay.id, row.id))
        .returning();
      const played = engine.finished(row.board, actions)
        ? await finish(tx, stored!, pass, engine.prize(row.board, actions))
        : stored!;
      return playView(played, pass);
    });
  }

  /** One play of the player's. */
  async function play(playerId: number, playId: string): Promise<BonusPlay> {
    const [row] = await db.select().from(bonusGamePlay).where(eq(bonusGamePlay.id, playId));
    if (!row || row.playerId !== playerId)
      throw new HttpError(404, `no play ${playId} of yours`, 'play_not_found');
    return playView(row, await passOf(db, row.passId));
  }

  /** The player's passes with plays left and not expired, open plays and the latest finished ones. */
  async function summary(playerId: number): Promise<BonusGamesResponse> {
    const now = new Date(clock.now());
    const passes = await db
      .select()
      .from(bonusGamePass)
      .where(
        and(
          eq(bonusGamePass.playerId, playerId),
          gt(bonusGamePass.expiresAt, now),
          lt(bonusGamePass.used, bonusGamePass.plays),
        ),
      )
      .orderBy(asc(bonusGamePass.expiresAt), asc(bonusGamePass.id));
    const plays = await db
      .select({ play: bonusGamePlay, unit: bonusGamePass.unit, currencyId: bonusGamePass.currencyId })
      .from(bonusGamePlay)
      .innerJoin(bonusGamePass, eq(bonusGamePass.id, bonusGamePlay.passId))
      .where(eq(bonusGamePlay.playerId, playerId))
      .orderBy(desc(bonusGamePlay.startedAt))
      .limit(RECENT_PLAYS + 6);
    return {
      passes: passes.map(passView),
      open: plays.filter((p) => p.play.status === 'open').map((p) => playView(p.play, p)),
      recent: plays
        .filter((p) => p.play.status === 'finished')
        .slice(0, RECENT_PLAYS)
        .map((p) => playView(p.play, p)),
    };
  }

  /** Operator (and demo data): grants a pass, once per key. */
  async function grantPass(
    input: OperatorBonusPass & { source?: string },
    run: Executor = db,
  ): Promise<{ pass: ReturnType<typeof passView>; created: boolean }> {
    const currency = currencyByIso(input.iso);
    if (!currency) throw new HttpError(400, `unknown currency ${input.iso}`);
    if (!(await promotionProfile(input.playerId, run)))
      throw new HttpError(404, `no player ${input.playerId}`);
    const now = clock.now();
    const [created] = await run
      .insert(bonusGamePass)
      .values({
        playerId: input.playerId,
        game: input.game,
        plays: input.plays,
        unit: input.unit,
        currencyId: currency.id,
        source: input.source ?? 'operator',
        grantKey: input.key,
        grantedAt: new Date(now),
        expiresAt: new Date(now + input.validDays * DAY_MS),
      })
      .onConflictDoNothing()
      .returning();
    if (created) return { pass: passView(created), created: true };
    const [first] = await run.select().from(bonusGamePass).where(eq(bonusGamePass.grantKey, input.key));
    if (!first) throw new Error(`pass ${input.key} neither created nor found`);
    return { pass: passView(first), created: false };
  }

  /**
   * A promo code's plays (the promotions module, inside its transaction): refused with 403 `excluded` while the
   * player is self-excluded or timed out, like a play itself; once per key.
   */
  async function grantPassIn(
    tx: Tx,
    input: Omit<OperatorBonusPass, 'validDays'> & { validDays?: number; source: string },
  ): Promise<ReturnType<typeof passView>> {
    await refuseExcluded(input.playerId, tx);
    return (await grantPass({ validDays: 30, ...input }, tx)).pass;
  }

  /** A pass as the player sees it (the promo code that gave it answers it again). */
  async function passById(run: Executor, passId: number): Promise<ReturnType<typeof passView>> {
    return passView(await passOf(run, passId));
  }

  return { start, act, play, summary, grantPass, grantPassIn, passById };
}

export type BonusGames = ReturnType<typeof createBonusGames>;
