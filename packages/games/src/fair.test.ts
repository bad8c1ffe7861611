import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BlockRandom,
  fairBlock,
  fairRandom,
  hashServerSeed,
  seedMatchesHash,
  serverSeedFromBytes,
  validateSeeds,
} from './index';

const hex64 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
const clientSeed = fc.stringMatching(/^[\x21-\x7e]{1,64}$/);
const nonce = fc.nat({ max: Number.MAX_SAFE_INTEGER });

/** The reference bytes of a round, computed with Node's own (OpenSSL) HMAC, independent of the engine. */
function referenceBytes(serverSeed: string, client: string, n: number, blocks: number): Buffer {
  const parts: Buffer[] = [];
  for (let cursor = 0; cursor < blocks; cursor += 1) {
    parts.push(
      createHmac('sha256', Buffer.from(serverSeed, 'hex')).update(`${client}:${n}:${cursor}`).digest(),
    );
  }
  return Buffer.concat(parts);
}

describe('commitment and HMAC blocks', () => {
  it('the commitment is SHA-256 of the 32 seed bytes, as OpenSSL computes it', () => {
    fc.assert(
      fc.property(hex64, (seed) => {
        const expected = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
        expect(hashServerSeed(seed)).toEqual({ ok: true, value: expected });
        expect(seedMatchesHash(seed, expected)).toBe(true);
        expect(seedMatchesHash(seed, expected.toUpperCase())).toBe(true);
      }),
      { numRuns: 50 },
    );
    // A fixed vector: SHA-256 of 32 zero bytes.
    expect(hashServerSeed('0'.repeat(64))).toEqual({
      ok: true,
      value: '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    });
  });

  it('a block is HMAC-SHA256(seed bytes, "clientSeed:nonce:cursor"), as OpenSSL computes it', () => {
    fc.assert(
      fc.property(hex64, clientSeed, nonce, fc.nat({ max: 5 }), (seed, client, n, cursor) => {
        const expected = createHmac('sha256', Buffer.from(seed, 'hex'))
          .update(`${client}:${n}:${cursor}`)
          .digest();
        expect(Buffer.from(fairBlock({ serverSeed: seed, clientSeed: client, nonce: n }, cursor))).toEqual(
          expected,
        );
      }),
      { numRuns: 50 },
    );
  });

  it('reads uint32 big-endian from block 0, then block 1, ... in order', () => {
    fc.assert(
      fc.property(hex64, clientSeed, nonce, (seed, client, n) => {
        const random = fairRandom({ serverSeed: seed, clientSeed: client, nonce: n });
        const bytes = referenceBytes(seed, client, n, 3);
        for (let i = 0; i < 24; i += 1) expect(random.nextUint32()).toBe(bytes.readUInt32BE(i * 4));
        expect(random.blocksUsed).toBe(3);
      }),
      { numRuns: 30 },
    );
  });

  it('nextUint53 is (a >>> 11) * 2^32 + b and nextFloat is that / 2^53', () => {
    fc.assert(
      fc.property(hex64, clientSeed, nonce, (seed, client, n) => {
        const seeds = { serverSeed: seed, clientSeed: client, nonce: n };
        const bytes = referenceBytes(seed, client, n, 1);
        const a = bytes.readUInt32BE(0);
        const b = bytes.readUInt32BE(4);
        const expected = (a >>> 11) * 2 ** 32 + b;
        expect(fairRandom(seeds).nextUint53()).toBe(expected);
        const f = fairRandom(seeds).nextFloat();
        expect(f).toBe(expected / 2 ** 53);
        expect(f).toBeGreaterThanOrEqual(0);
        expect(f).toBeLessThan(1);
      }),
      { numRuns: 30 },
    );
  });
});

/** A RandomSource over fixed uint32 words, to drive the rejection rule by hand. */
function words(...values: number[]): BlockRandom {
  return new BlockRandom((cursor) => {
    const out = new Uint8Array(4);
    new DataView(out.buffer).setUint32(0, values[cursor] ?? 0);
    return out;
  });
}

describe('unbiased integers', () => {
  it('rejects words at or above 2^32 - (2^32 mod n) and takes the next one', () => {
    // 2^32 mod 3 = 1, so the limit is 2^32 - 1 = 0xffffffff: that word is rejected, 5 gives 5 mod 3 = 2.
    const r = words(0xffffffff, 5);
    expect(r.nextInt(3)).toBe(2);
    expect(r.blocksUsed).toBe(2);
    // 2^32 mod 80 = 16: limit 4294967280; 4294967279 is accepted (mod 80 = 79), 4294967280 is not.
    expect(words(4294967279).nextInt(80)).toBe(79);
    const r80 = words(4294967280, 81);
    expect(r80.nextInt(80)).toBe(1);
    expect(r80.blocksUsed).toBe(2);
    // A power of two never rejects.
    expect(words(0xffffffff).nextInt(2 ** 32)).toBe(0xffffffff);
  });

  it('stays in [0, n) for any n and seed', () => {
    fc.assert(
      fc.property(hex64, nonce, fc.integer({ min: 1, max: 2 ** 32 }), (seed, n, range) => {
        const r = fairRandom({ serverSeed: seed, clientSeed: 'c', nonce: n });
        for (let i = 0; i < 10; i += 1) {
          const x = r.nextInt(range);
          expect(Number.isInteger(x) && x >= 0 && x < range).toBe(true);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('spreads a die evenly (chi-square over 60,000 rolls below the 0.1 % critical value)', () => {
    const counts = new Array<number>(6).fill(0);
    const seeds = { serverSeed: 'ab'.repeat(32), clientSeed: 'uniformity', nonce: 0 };
    for (let nonceI = 0; nonceI < 7500; nonceI += 1) {
      const r = fairRandom({ ...seeds, nonce: nonceI });
      for (let i = 0; i < 8; i += 1) counts[r.nextInt(6)]! += 1;
    }
    const expected = 60_000 / 6;
    const chi2 = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(20.52); // 5 degrees of freedom, p = 0.001
  });
});

describe('seed validation', () => {
  it('answers stable codes, never throws', () => {
    const code = (v: unknown) => {
      const r = validateSeeds(v);
      return r.ok ? 'ok' : r.error.code;
    };
    const good = { serverSeed: 'a'.repeat(64), clientSeed: 'lucky', nonce: 0 };
    expect(code(good)).toBe('ok');
    expect(code({ ...good, serverSeed: 'A'.repeat(64) })).toBe('SERVER_SEED_INVALID');
    expect(code({ ...good, serverSeed: 'a'.repeat(63) })).toBe('SERVER_SEED_INVALID');
    expect(code({ ...good, clientSeed: '' })).toBe('CLIENT_SEED_INVALID');
    expect(code({ ...good, clientSeed: 'has space' })).toBe('CLIENT_SEED_INVALID');
    expect(code({ ...good, clientSeed: 'x'.repeat(65) })).toBe('CLIENT_SEED_INVALID');
    expect(code({ ...good, nonce: -1 })).toBe('NONCE_INVALID');
    expect(code({ ...good, nonce: 1.5 })).toBe('NONCE_INVALID');
    expect(code({ ...good, nonce: '1' })).toBe('NONCE_INVALID');
    expect(code(null)).toBe('SERVER_SEED_INVALID');
    expect(hashServerSeed('nope')).toMatchObject({ ok: false, error: { code: 'SERVER_SEED_INVALID' } });
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(() => validateSeeds(v)).not.toThrow();
      }),
    );
  });

  it('makes a server seed from 32 random bytes', () => {
    const bytes = new Uint8Array(32).map((_, i) => i);
    expect(serverSeedFromBytes(bytes)).toEqual({ ok: true, value: Buffer.from(bytes).toString('hex') });
    expect(serverSeedFromBytes(new Uint8Array(16))).toMatchObject({ ok: false });
  });
});
