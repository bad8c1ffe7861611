/**
 * The provably fair seeds of the in-house games (docs/adr/0015-casino.md): each player has one active seed
 * (a server seed shown only as its hash, the player's client seed and the next nonce); rotating reveals it and
 * commits to a fresh one, after which its rounds can be verified.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { hashServerSeed, serverSeedFromBytes } from '@betline/games';
import type { Db } from '../../db/client';
import { casinoSeed } from './tables';

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

export function createSeeds(db: Db) {
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
