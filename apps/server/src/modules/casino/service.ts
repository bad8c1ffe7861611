/**
 * The casino service (docs/adr/0015-casino.md): catalogue queries, favourites and recently played, the
 * provably fair seeds and the rounds of the in-house games. A money round is one database transaction: lock
 * the player's account row, ask the protection service, take the next nonce of the player's active seed, play
 * with @betline/games, post the stake and the win through the ledger (keys `casino:<round>:stake|win`) and
 * store the round. The round id is the idempotency key: a retried id answers the stored round.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, arrayContains, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';

import type {
  CasinoCategory,
  CasinoGame,
  CasinoSection,
  RoundResponse,
  RoundSummary,
} from '@betline/contracts';
import {
  ENGINES,
  hashServerSeed,
  playFairRound,
  serverSeedFromBytes,
  type GameErrorCode,
  type GameId,
  type GameOutcome,
} from '@betline/games';
import type { Db, Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import { systemClock, type Clock } from '../../infra/clock';
import { MoneyRefused, type LedgerAccountRow, type MoneyPath } from '../wallet/money';
import { casinoFavourite, casinoGame, casinoProvider, casinoRecent, casinoRound, casinoSeed } from './tables';

export const CASINO_ERROR_CODES = {
  gameNotFound: 'CASINO_GAME_NOT_FOUND',
  roundNotFound: 'CASINO_ROUND_NOT_FOUND',
  roundIdTaken: 'CASINO_ROUND_ID_TAKEN',
  accountNotFound: 'CASINO_ACCOUNT_NOT_FOUND',
  seedNotRevealed: 'CASINO_SEED_NOT_REVEALED',
  excluded: 'CASINO_PLAYER_EXCLUDED',
  limit: 'CASINO_LIMIT_REACHED',
} as const;

type GameRow = typeof casinoGame.$inferSelect;
type SeedRow = typeof casinoSeed.$inferSelect;
type RoundRow = typeof casinoRound.$inferSelect;

/** A provider of the catalogue with its number of games. */
export interface CasinoProvider {
  id: string;
  name: string;
  inHouse: boolean;
  gameCount: number;
}

/** Filters of the game list (GET games). */
export interface GamesQuery {
  category?: CasinoCategory;
  section?: CasinoSection;
  provider?: string;
  otherKind?: number;
  q?: string;
  limit: number;
  offset: number;
}

/** The seed's games preview light: the group's games keyed by the group id. */
export interface PreviewLight {
  success: boolean;
  value: Record<string, CasinoGame[]>;
}

/** A list of games: a page of them and how many match in all (or every game of a short list). */
export interface GameList {
  total: number;
  games: CasinoGame[];
}

/** The player's current commitment: the hash of the server seed the next rounds play with. */
export interface SeedState {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** A rotation: the seed that was in use, now revealed, and the next commitment. */
export interface SeedRotation {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number };
  next: SeedState;
}

/** A fresh random server seed. */
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

export function thumbnailUrl(slug: string): string {
  return `/web-api/casino/thumbnails/${slug}.svg`;
}

function toGame(row: GameRow): CasinoGame {
  return {
    id: row.gameId,
    slug: row.slug,
    name: row.name,
    provider: row.providerId,
    category: row.category as CasinoCategory,
    sections: row.sections as CasinoSection[],
    otherKind: (row.otherKind as 0 | 1 | 2 | 3 | null) ?? null,
    engine: (row.engine as GameId | null) ?? null,
    thumbnail: thumbnailUrl(row.slug),
    isNew: row.isNew,
    popular: row.popular,
  };
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
const HEX = /^#[0-9a-fA-F]{6}$/;

/** A 320x240 SVG tile generated from the game's name and colours (served by the server, never hot-linked). */
export function thumbnailSvg(row: Pick<GameRow, 'name' | 'colours' | 'slug'>): string {
  const [from, to] = [row.colours[0], row.colours[1]].map((c) => (c && HEX.test(c) ? c : '#333333'));
  const name = escapeXml(row.name);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240" role="img"',
    ` aria-label="${name}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>`,
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="320" height="240" rx="16" fill="url(#g)"/>',
    `<text x="160" y="130" text-anchor="middle" font-family="sans-serif" font-size="28" font-weight="700" fill="#ffffff">${name}</text>`,
    '</svg>',
  ].join('');
}

function newServerSeed(): string {
  const seed = serverSeedFromBytes(randomBytes(32));
  if (!seed.ok) throw new Error(seed.error.message);
  return seed.value;
}
function hashOf(serverSeed: string): string {
  const hash = hashServerSeed(serverSeed);
  if (!hash.ok) throw new Error(hash.error.message);
  return hash.value;
}
function defaultClientSeed(): string {
  return randomBytes(8).toString('hex');
}

function gameError(error: { code: GameErrorCode; message: string }): HttpError {
  return new HttpError(400, error.message, error.code);
}

/** The player's active seed (created on first use), locked for the round when `lock`. */
export async function activeSeed(tx: Db, playerId: number, lock: boolean): Promise<SeedRow> {
  const query = tx
    .select()
    .from(casinoSeed)
    .where(and(eq(casinoSeed.playerId, playerId), isNull(casinoSeed.revealedAt)));
  const [found] = lock ? await query.for('update') : await query;
  if (found) return found;
  const serverSeed = newServerSeed();
  await tx
    .insert(casinoSeed)
    .values({ playerId, serverSeed, serverSeedHash: hashOf(serverSeed), clientSeed: defaultClientSeed() })
    .onConflictDoNothing();
  const again = tx
    .select()
    .from(casinoSeed)
    .where(and(eq(casinoSeed.playerId, playerId), isNull(casinoSeed.revealedAt)));
  const [row] = lock ? await again.for('update') : await again;
  if (!row) throw new Error('active casino seed could not be created');
  return row;
}

/**
 * Stakes a round through the wallet's money path, in the round's transaction: the player's money lock, player
 * protection (time-out, self-exclusion, ban, wagering and loss limits: 403 with the reason) and the balance
 * (422) are decided there. Answers the account and the balance after the stake.
 */
export async function stakeRound(
  tx: Tx,
  money: MoneyPath,
  input: { playerId: number; accountId: number | undefined; stake: number; roundId: string; game: string },
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
      { key: `casino:${input.roundId}:stake`, meta: { roundId: input.roundId, game: input.game } },
    );
    return { account, balance };
  } catch (error) {
    if (!(error instanceof MoneyRefused)) throw error;
    const { decision } = error;
    const excluded =
      decision.code === 'excluded' || decision.code === 'banned' || decision.code === 'session_limit';
    throw new HttpError(
      403,
      `casino rounds are refused: ${error.message}`,
      excluded ? CASINO_ERROR_CODES.excluded : CASINO_ERROR_CODES.limit,
      undefined,
      {
        reason: decision.code,
        ...error.extra,
        ...('stillAllowed' in decision ? { allowed: decision.stillAllowed } : {}),
      },
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

/** Thrown inside a round's transaction when a concurrent request stored the same round id first. */
class RoundRace extends Error {}

export interface CasinoServiceOptions {
  db: Db;
  /** The wallet's money path: stakes and wins move only through it (it asks player protection). */
  money: MoneyPath;
  /** The server's one clock (round times, tournaments windows). Default: the system clock. */
  clock?: Clock;
}

/** What the casino offers its routes. */
export interface CasinoService {
  /** The providers with their number of games. */
  providers(): Promise<{ providers: CasinoProvider[] }>;
  /** A page of the games matching the filters, with how many match in all. */
  games(query: GamesQuery): Promise<GameList>;
  /** A game by its slug (404 when there is none). */
  game(slug: string): Promise<CasinoGame>;
  /** A game by its number in the seed's game routes (404 when there is none). */
  gameById(gameId: number): Promise<CasinoGame>;
  /** The player's money rounds, newest first, with whether each one's seed is revealed (verifiable). */
  history(playerId: number, query: { game?: GameId; limit: number; offset: number }): Promise<RoundPage>;
  /** The generated SVG thumbnail of a game. */
  thumbnail(slug: string): Promise<string>;
  /** The player's favourite games, newest first. */
  favourites(playerId: number): Promise<GameList>;
  /** Adds a game to the player's favourites; answers them. */
  addFavourite(playerId: number, slug: string): Promise<GameList>;
  /** Removes a game from the player's favourites; answers them. */
  removeFavourite(playerId: number, slug: string): Promise<GameList>;
  /** The games the player played last (at most 20). */
  recent(playerId: number): Promise<GameList>;
  /** The seed's games preview light: the group's games (popular first), keyed by the group id. */
  previewLight(groupId: number): Promise<PreviewLight>;
  /** The player's current commitment (the active seed, created on first use). */
  seed(playerId: number): Promise<SeedState>;
  /** Reveals the active seed and commits to a fresh one (optionally with the player's client seed). */
  rotateSeed(playerId: number, clientSeed?: string): Promise<SeedRotation>;
  /** A money round: staked, played on the active seed and paid in one transaction; a retried id answers it. */
  play(
    playerId: number,
    input: { roundId: string; game: GameId; bet: unknown; accountId?: number },
  ): Promise<RoundResponse>;
  /** A round without money, for guests and players: a fresh seed, revealed with the answer. */
  funRound(input: { game: GameId; bet: unknown; clientSeed?: string }): RoundResponse;
  /** One of the player's rounds (404 for another player's). */
  round(playerId: number, roundId: string): Promise<RoundResponse>;
  /** The revealed seed of a round, for `verifyRound`; 409 until the player rotates the seed. */
  verify(playerId: number, roundId: string): Promise<RoundVerification>;
}

export function createCasinoService({ db, money, clock = systemClock }: CasinoServiceOptions): CasinoService {
  async function gameBySlug(slug: string, run: Db = db): Promise<GameRow> {
    const [row] = await run.select().from(casinoGame).where(eq(casinoGame.slug, slug));
    if (!row) throw new HttpError(404, `no casino game '${slug}'`, CASINO_ERROR_CODES.gameNotFound);
    return row;
  }

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

  const service: CasinoService = {
    async providers() {
      const rows = await db
        .select({
          id: casinoProvider.id,
          name: casinoProvider.name,
          inHouse: casinoProvider.inHouse,
          gameCount: count(casinoGame.slug),
        })
        .from(casinoProvider)
        .leftJoin(casinoGame, eq(casinoGame.providerId, casinoProvider.id))
        .groupBy(casinoProvider.id)
        .orderBy(asc(casinoProvider.sort));
      return { providers: rows.map((r) => ({ ...r, gameCount: Number(r.gameCount) })) };
    },

    async games(query: {
      category?: CasinoCategory;
      section?: CasinoSection;
      provider?: string;
      otherKind?: number;
      q?: string;
      limit: number;
      offset: number;
    }) {
      const where: SQL[] = [];
      if (query.category) where.push(eq(casinoGame.category, query.category));
      if (query.section) where.push(arrayContains(casinoGame.sections, [query.section]));
      if (query.provider) where.push(eq(casinoGame.providerId, query.provider));
      if (query.otherKind !== undefined) where.push(eq(casinoGame.otherKind, query.otherKind));
      if (query.q) {
        const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(or(ilike(casinoGame.name, pattern), ilike(casinoGame.slug, pattern))!);
      }
      const condition = where.length ? and(...where) : undefined;
      const [total] = await db.select({ n: count() }).from(casinoGame).where(condition);
      const rows = await db
        .select()
        .from(casinoGame)
        .where(condition)
        .orderBy(asc(casinoGame.sort), asc(casinoGame.slug))
        .limit(query.limit)
        .offset(query.offset);
      return { total: Number(total?.n ?? 0), games: rows.map(toGame) };
    },

    async game(slug: string) {
      return toGame(await gameBySlug(slug));
    },

    async gameById(gameId: number) {
      const [row] = await db.select().from(casinoGame).where(eq(casinoGame.gameId, gameId));
      if (!row) throw new HttpError(404, `no casino game number ${gameId}`, CASINO_ERROR_CODES.gameNotFound);
      return toGame(row);
    },

    /** The player's money rounds, newest first, with whether each one's seed is revealed (verifiable). */
    async history(playerId: number, query: { game?: GameId; limit: number; offset: number }) {
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
    },

    async thumbnail(slug: string) {
      return thumbnailSvg(await gameBySlug(slug));
    },

    async favourites(playerId: number) {
      const rows = await db
        .select({ game: casinoGame })
        .from(casinoFavourite)
        .innerJoin(casinoGame, eq(casinoGame.slug, casinoFavourite.gameSlug))
        .where(eq(casinoFavourite.playerId, playerId))
        .orderBy(desc(casinoFavourite.createdAt), asc(casinoGame.slug));
      return { total: rows.length, games: rows.map((r) => toGame(r.game)) };
    },

    async addFavourite(playerId: number, slug: string) {
      await gameBySlug(slug);
      await db.insert(casinoFavourite).values({ playerId, gameSlug: slug }).onConflictDoNothing();
      return service.favourites(playerId);
    },

    async removeFavourite(playerId: number, slug: string) {
      await gameBySlug(slug);
      await db
        .delete(casinoFavourite)
        .where(and(eq(casinoFavourite.playerId, playerId), eq(casinoFavourite.gameSlug, slug)));
      return service.favourites(playerId);
    },

    async recent(playerId: number) {
      const rows = await db
        .select({ game: casinoGame })
        .from(casinoRecent)
        .innerJoin(casinoGame, eq(casinoGame.slug, casinoRecent.gameSlug))
        .where(eq(casinoRecent.playerId, playerId))
        .orderBy(desc(casinoRecent.playedAt), asc(casinoGame.slug))
        .limit(20);
      return { total: rows.length, games: rows.map((r) => toGame(r.game)) };
    },

    /** The seed's games preview light: the group's games (popular first), keyed by the group id. */
    async previewLight(groupId: number) {
      const rows = await db
        .select()
        .from(casinoGame)
        .orderBy(desc(casinoGame.popular), asc(casinoGame.sort))
        .limit(16);
      return { success: true, value: { [String(groupId)]: rows.map(toGame) } };
    },

    async seed(playerId: number) {
      const row = await db.transaction((tx) => activeSeed(tx, playerId, false));
      return { serverSeedHash: row.serverSeedHash, clientSeed: row.clientSeed, nonce: row.nextNonce };
    },

    /** Reveals the active seed and commits to a fresh one (optionally with the player's client seed). */
    async rotateSeed(playerId: number, clientSeed?: string) {
      return db.transaction(async (t) => {
        const tx = t;
        const current = await activeSeed(tx, playerId, true);
        await tx.update(casinoSeed).set({ revealedAt: new Date() }).where(eq(casinoSeed.id, current.id));
        const serverSeed = newServerSeed();
        const [next] = await tx
          .insert(casinoSeed)
          .values({
            playerId,
            serverSeed,
            serverSeedHash: hashOf(serverSeed),
            clientSeed: clientSeed ?? defaultClientSeed(),
          })
          .returning();
        if (!next) throw new Error('seed insert returned nothing');
        return {
          revealed: {
            serverSeed: current.serverSeed,
            serverSeedHash: current.serverSeedHash,
            clientSeed: current.clientSeed,
            rounds: current.nextNonce,
          },
          next: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: next.nextNonce },
        };
      });
    },

    /** A money round; see the module comment. */
    async play(
      playerId: number,
      input: { roundId: string; game: GameId; bet: unknown; accountId?: number },
    ): Promise<RoundResponse> {
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
          const [game] = await tx
            .select({ slug: casinoGame.slug })
            .from(casinoGame)
            .where(eq(casinoGame.engine, input.game))
            .limit(1);
          if (game) {
            await tx
              .insert(casinoRecent)
              .values({ playerId, gameSlug: game.slug })
              .onConflictDoUpdate({
                target: [casinoRecent.playerId, casinoRecent.gameSlug],
                set: { playedAt: sql`now()` },
              });
          }
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
    },

    /** A round without money, for guests and players: a fresh seed, revealed with the answer. */
    funRound(input: { game: GameId; bet: unknown; clientSeed?: string }): RoundResponse {
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
    },

    async round(playerId: number, roundId: string) {
      return roundAnswer(await ownRound(playerId, roundId));
    },

    /** The revealed seed of a round, for `verifyRound`; 409 until the player rotates the seed. */
    async verify(playerId: number, roundId: string) {
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
    },
  };
  return service;
}
