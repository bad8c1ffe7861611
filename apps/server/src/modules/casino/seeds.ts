/**
 * The provably fair seeds of the in-house games (docs/adr/0015-casino.md): each player has one active seed
 * (a server seed shown only as its hash, the player's client seed and the next nonce); rotating reveals it and
 * commits to a fresh one, after which its rounds can be verified. A seed with an open hand (hands.ts) or a crash
 * round still in flight (crash.ts) is not rotated until it ends: the reveal would tell what is still to come.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { HAND_ERROR_CODES } from '@betline/contracts';
import { crashDurationMs, hashServerSeed, serverSeedFromBytes } from '@betline/games';
import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { HttpError } from '../../http/errors';
import { casinoCrashRound, casinoHand, casinoSeed } from './tables';

type SeedRow = typeof casinoSeed.$inferSelect;

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
export function newServerSeed(): string {
  const seed = serverSeedFromBytes(randomBytes(32));
  if (!seed.ok) throw new Error(seed.error.message);
  return seed.value;
}

function hashOf(serverSeed: string): string {
  const hash = hashServerSeed(serverSeed);
  if (!hash.ok) throw new Error(hash.error.message);
  return hash.value;
}

/** The client seed of a player who chose none. */
export function defaultClientSeed(): string {
  return randomBytes(8).toString('hex');
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

export function createSeeds(db: Db, clock: Clock) {
  /** The player's current commitment (the active seed, created on first use). */
  async function seed(playerId: number): Promise<SeedState> {
    const row = await db.transaction((tx) => activeSeed(tx, playerId, false));
    return { serverSeedHash: row.serverSeedHash, clientSeed: row.clientSeed, nonce: row.nextNonce };
  }

  /** Reveals the active seed and commits to a fresh one (optionally with the player's client seed). */
  async function rotateSeed(playerId: number, clientSeed?: string): Promise<SeedRotation> {
    return db.transaction(async (t) => {
      const tx = t;
      const current = await activeSeed(tx, playerId, true);
      // A hand still open was dealt from this seed: revealing it would show the cards or mines to come.
      const [open] = await tx
        .select({ id: casinoHand.id, game: casinoHand.game })
        .from(casinoHand)
        .where(and(eq(casinoHand.seedId, current.id), eq(casinoHand.status, 'open')))
        .limit(1);
      if (open) {
        throw new HttpError(
          409,
          `finish your open ${open.game} hand (${open.id}) first: its cards come from the seed you would reveal`,
          HAND_ERROR_CODES.handOpen,
        );
      }
      // A crash round still in flight: its crash point would be known before the player cashes out.
      const running = await tx
        .select({ startedAt: casinoCrashRound.startedAt, crashPoint: casinoCrashRound.crashPoint })
        .from(casinoCrashRound)
        .where(and(eq(casinoCrashRound.seedId, current.id), eq(casinoCrashRound.status, 'running')));
      const now = clock.now();
      if (running.some((round) => now < round.startedAt + crashDurationMs(round.crashPoint))) {
        throw new HttpError(
          409,
          'your crash round is still in flight: cash out or wait for the crash, then rotate the seed',
          HAND_ERROR_CODES.handOpen,
        );
      }
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
  }

  return { seed, rotateSeed };
}
