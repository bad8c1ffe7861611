/**
 * Provably fair random numbers (docs/adr/0013-provably-fair.md).
 *
 * - The server seed is 32 random bytes, written as 64 lowercase hex characters. Before the round the server
 *   publishes its commitment `hex(SHA-256(serverSeedBytes))` (the hash of the 32 bytes, not of the hex text).
 * - The bytes of a round are the concatenation of blocks
 *   `HMAC-SHA256(key = serverSeedBytes, message = UTF-8("${clientSeed}:${nonce}:${cursor}"))` for
 *   cursor = 0, 1, 2, ... (32 bytes per block, read from the first byte on).
 * - `nextUint32()` reads the next 4 bytes big-endian.
 * - `nextInt(n)` (1 <= n <= 2^32) is unbiased by rejection: with `limit = 2^32 - (2^32 mod n)`, read uint32 x
 *   until x < limit, then answer x mod n.
 * - `nextUint53()` reads two uint32 a, b and answers `(a >>> 11) * 2^32 + b`, uniform on [0, 2^53).
 * - `nextFloat()` is `nextUint53() / 2^53`, uniform on [0, 1) in steps of 2^-53.
 *
 * Pure JavaScript hashing (@noble/hashes), synchronous: the same code runs on the server and in browsers.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { fail, ok, type Result } from './result';

/** A source of uniform numbers that the engines play from. */
export interface RandomSource {
  /** The next 4 bytes as an unsigned big-endian integer, uniform on [0, 2^32). */
  nextUint32(): number;
  /** Uniform integer on [0, n) for an integer 1 <= n <= 2^32, unbiased (rejection sampling). */
  nextInt(n: number): number;
  /** Uniform integer on [0, 2^53). */
  nextUint53(): number;
  /** Uniform on [0, 1), a multiple of 2^-53. */
  nextFloat(): number;
}

/** The seeds of one round. */
export interface FairSeeds {
  /** 64 lowercase hex characters (32 bytes), secret until the round is over. */
  readonly serverSeed: string;
  /** Chosen by the player (or defaulted by the client): 1 to 64 visible ASCII characters. */
  readonly clientSeed: string;
  /** The round's number under this server seed: a safe integer >= 0, one more for every round. */
  readonly nonce: number;
}

const SERVER_SEED_RE = /^[0-9a-f]{64}$/;
const CLIENT_SEED_RE = /^[\x21-\x7e]{1,64}$/;
const TWO_32 = 0x1_0000_0000;

/** Checks a server seed (64 lowercase hex characters). */
export function validateServerSeed(serverSeed: unknown): Result<string> {
  if (typeof serverSeed !== 'string' || !SERVER_SEED_RE.test(serverSeed)) {
    return fail('SERVER_SEED_INVALID', 'serverSeed must be 64 lowercase hex characters (32 bytes)');
  }
  return ok(serverSeed);
}

/** Checks a client seed (1 to 64 visible ASCII characters, no spaces). */
export function validateClientSeed(clientSeed: unknown): Result<string> {
  if (typeof clientSeed !== 'string' || !CLIENT_SEED_RE.test(clientSeed)) {
    return fail('CLIENT_SEED_INVALID', 'clientSeed must be 1 to 64 visible ASCII characters (0x21..0x7e)');
  }
  return ok(clientSeed);
}

/** Checks a nonce (a safe integer >= 0). */
export function validateNonce(nonce: unknown): Result<number> {
  if (typeof nonce !== 'number' || !Number.isSafeInteger(nonce) || nonce < 0) {
    return fail('NONCE_INVALID', 'nonce must be a safe integer >= 0');
  }
  return ok(nonce);
}

/** Checks all three seeds of a round. */
export function validateSeeds(seeds: unknown): Result<FairSeeds> {
  const s = (typeof seeds === 'object' && seeds !== null ? seeds : {}) as Record<string, unknown>;
  const server = validateServerSeed(s.serverSeed);
  if (!server.ok) return server;
  const client = validateClientSeed(s.clientSeed);
  if (!client.ok) return client;
  const nonce = validateNonce(s.nonce);
  if (!nonce.ok) return nonce;
  return ok({ serverSeed: server.value, clientSeed: client.value, nonce: nonce.value });
}

/** The commitment published before the round: hex(SHA-256(the 32 bytes of the server seed)). */
export function hashServerSeed(serverSeed: string): Result<string> {
  const valid = validateServerSeed(serverSeed);
  if (!valid.ok) return valid;
  return ok(bytesToHex(sha256(hexToBytes(serverSeed))));
}

/** Whether `serverSeedHash` is the commitment of `serverSeed` (both as hex; the hash compared case-blind). */
export function seedMatchesHash(serverSeed: string, serverSeedHash: string): boolean {
  const hash = hashServerSeed(serverSeed);
  return hash.ok && typeof serverSeedHash === 'string' && hash.value === serverSeedHash.toLowerCase();
}

/** Turns random bytes (at least 32, e.g. from crypto.getRandomValues) into a server seed. */
export function serverSeedFromBytes(bytes: Uint8Array): Result<string> {
  if (!(bytes instanceof Uint8Array) || bytes.length < 32) {
    return fail('SERVER_SEED_INVALID', 'a server seed needs at least 32 random bytes');
  }
  return ok(bytesToHex(bytes.subarray(0, 32)));
}

/** Block `cursor` of a round's bytes: HMAC-SHA256(serverSeedBytes, `${clientSeed}:${nonce}:${cursor}`). */
export function fairBlock(seeds: FairSeeds, cursor: number): Uint8Array {
  return hmac(
    sha256,
    hexToBytes(seeds.serverSeed),
    utf8ToBytes(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`),
  );
}

/**
 * A RandomSource over any byte producer: `block(i)` gives the i-th block of bytes (any length >= 4,
 * a multiple of 4). Blocks are read in order; numbers never straddle blocks.
 */
export class BlockRandom implements RandomSource {
  #block: Uint8Array = new Uint8Array(0);
  #offset = 0;
  #cursor = 0;
  readonly #next: (cursor: number) => Uint8Array;

  constructor(next: (cursor: number) => Uint8Array) {
    this.#next = next;
  }

  /** How many blocks have been read so far (the next cursor). */
  get blocksUsed(): number {
    return this.#cursor;
  }

  nextUint32(): number {
    if (this.#offset + 4 > this.#block.length) {
      this.#block = this.#next(this.#cursor);
      this.#cursor += 1;
      this.#offset = 0;
    }
    const b = this.#block;
    const o = this.#offset;
    this.#offset = o + 4;
    return ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0;
  }

  nextInt(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError('nextInt: n must be 1..2^32');
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const x = this.nextUint32();
      if (x < limit) return x % n;
    }
  }

  nextUint53(): number {
    const a = this.nextUint32();
    const b = this.nextUint32();
    return (a >>> 11) * TWO_32 + b;
  }

  nextFloat(): number {
    return this.nextUint53() / 2 ** 53;
  }
}

/** The provably fair RandomSource of one round (seeds must be valid: see validateSeeds). */
export function fairRandom(seeds: FairSeeds): BlockRandom {
  // The keyed HMAC is prepared once per round and cloned per block.
  const keyed = hmac.create(sha256, hexToBytes(seeds.serverSeed));
  const prefix = `${seeds.clientSeed}:${seeds.nonce}:`;
  return new BlockRandom((cursor) =>
    keyed
      .clone()
      .update(utf8ToBytes(prefix + cursor))
      .digest(),
  );
}
