import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGINES, GAME_IDS, fairRandom, playFairRound, verifyRound, type GameId } from './index';
import { bingoCardArbitrary } from './testing';

const serverSeed = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
const clientSeed = fc.stringMatching(/^[\x21-\x7e]{1,64}$/);
const nonce = fc.nat({ max: Number.MAX_SAFE_INTEGER });
const stake = fc.integer({ min: 1, max: 10_000_000 });

const bets: { [G in GameId]: fc.Arbitrary<unknown> } = {
  slot: stake.map((s) => ({ stake: s * 10 })),
  crash: fc.record({ stake, cashOut: fc.option(fc.integer({ min: 101, max: 1_000_000 }), { nil: null }) }),
  keno: fc.record({
    stake,
    picks: fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 10 }),
  }),
  dice: fc.record({
    stake,
    direction: fc.constant('under'),
    target: fc.integer({ min: 100, max: 9500 }),
  }),
  plinko: fc.record({
    stake,
    rows: fc.constantFrom(8, 12, 16),
    risk: fc.constantFrom('low', 'medium', 'high'),
  }),
  baccarat: fc.record({ stake, on: fc.constantFrom('player', 'banker', 'tie') }),
  scratch: fc.record({ stake }),
  roulette: fc.record({
    chips: fc.array(
      fc.oneof(
        fc.record({
          kind: fc.constant('straight'),
          numbers: fc.tuple(fc.integer({ min: 0, max: 36 })),
          stake,
        }),
        fc.record({ kind: fc.constantFrom('red', 'black', 'odd', 'even', 'low', 'high'), stake }),
        fc.record({ kind: fc.constantFrom('dozen', 'column'), target: fc.constantFrom(1, 2, 3), stake }),
      ),
      { minLength: 1, maxLength: 10 },
    ),
  }),
  wheel: fc.record({
    chips: fc
      .uniqueArray(fc.constantFrom('1', '2', '5', '10', '20', '40'), { minLength: 1, maxLength: 6 })
      .chain((values) => fc.tuple(...values.map((value) => fc.record({ value: fc.constant(value), stake })))),
  }),
  bingo: fc.record({ stake, card: bingoCardArbitrary }),
  mines: fc.record({
    stake,
    mines: fc.integer({ min: 1, max: 24 }),
    actions: fc
      .uniqueArray(fc.integer({ min: 0, max: 24 }), { maxLength: 6 })
      .map((tiles) => [...tiles.map((tile) => ({ type: 'open', tile })), { type: 'cashOut' }]),
  }),
  hilo: fc.record({
    stake,
    actions: fc.array(fc.constantFrom({ type: 'skip' }, { type: 'higher' }, { type: 'lower' }), {
      maxLength: 8,
    }),
  }),
  videoPoker: fc.record({
    stake,
    actions: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }).map((hold) => [{ type: 'draw', hold }]),
  }),
  blackjack: fc.record({
    stake,
    actions: fc.array(
      fc.constantFrom(
        { type: 'hit' },
        { type: 'stand' },
        { type: 'double' },
        { type: 'insurance', take: false },
      ),
      { maxLength: 4 },
    ),
  }),
};
const round = fc
  .constantFrom(...GAME_IDS)
  .chain((game) => fc.record({ game: fc.constant(game), bet: bets[game], serverSeed, clientSeed, nonce }));

const sha256 = (seed: string) => createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');

describe('provably fair rounds', () => {
  it('a revealed seed reproduces the outcome of every game (property)', () => {
    fc.assert(
      fc.property(round, (input) => {
        const played = playFairRound(input);
        expect(played.ok).toBe(true);
        if (!played.ok) return;
        expect(played.value.serverSeedHash).toBe(sha256(input.serverSeed));
        const verified = verifyRound({ ...input, serverSeedHash: played.value.serverSeedHash });
        expect(verified).toEqual(played);
      }),
      { numRuns: 200 },
    );
  });

  it('the outcome is the engine played from HMAC-SHA256(serverSeed, clientSeed:nonce:cursor) numbers', () => {
    fc.assert(
      fc.property(round, (input) => {
        const played = playFairRound(input);
        if (!played.ok) throw new Error(played.error.message);
        const engine = ENGINES[input.game] as (typeof ENGINES)['dice'];
        const bet = engine.validate(input.bet);
        if (!bet.ok) throw new Error(bet.error.message);
        expect(played.value.outcome).toEqual(engine.play(bet.value, fairRandom(input)));
      }),
      { numRuns: 100 },
    );
  });

  it('never pays more than the engine maxPayout for the bet, whatever the seeds (property)', () => {
    fc.assert(
      fc.property(round, (input) => {
        const played = playFairRound(input);
        if (!played.ok) throw new Error(played.error.message);
        const engine = ENGINES[input.game] as (typeof ENGINES)['dice'];
        const bet = engine.validate(input.bet);
        if (!bet.ok) throw new Error(bet.error.message);
        expect(played.value.outcome.payout).toBeLessThanOrEqual(engine.maxPayout(bet.value));
        expect(played.value.outcome.payout).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('reproduces the worked example of docs/adr/0013-provably-fair.md (checked with openssl)', () => {
    const seeds = {
      serverSeed: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
      clientSeed: 'lucky-7',
      nonce: 42,
      serverSeedHash: '954d5a49fd70d9b8bcdb35d252267829957f7ef7fa6c74f88419bdc5e82209f4',
    };
    expect(fairRandom(seeds).nextUint32()).toBe(0xe60ed546);
    const dice = verifyRound({
      ...seeds,
      game: 'dice',
      bet: { stake: 1000, direction: 'under', target: 5000 },
    });
    expect(dice).toMatchObject({ ok: true, value: { outcome: { roll: 1782, won: true, payout: 1920 } } });
    const crash = verifyRound({ ...seeds, game: 'crash', bet: { stake: 1000, cashOut: 200 } });
    expect(crash).toMatchObject({ ok: true, value: { outcome: { crashPoint: 947, payout: 2000 } } });
    const slot = verifyRound({ ...seeds, game: 'slot', bet: { stake: 100 } });
    expect(slot).toMatchObject({
      ok: true,
      value: { outcome: { stops: [18, 24, 8, 24, 9], payout: 310 } },
    });
    const keno = verifyRound({ ...seeds, game: 'keno', bet: { stake: 100, picks: [3, 17, 42, 56, 71] } });
    expect(keno).toMatchObject({
      ok: true,
      value: {
        outcome: {
          drawn: [23, 18, 69, 70, 26, 2, 27, 65, 48, 3, 39, 80, 33, 44, 4, 78, 7, 6, 57, 52],
          hits: [3],
        },
      },
    });
  });

  it('refuses a revealed seed that does not match the commitment, and a changed client seed or nonce changes the round', () => {
    const input = {
      game: 'dice',
      bet: { stake: 100, direction: 'under', target: 5000 },
      serverSeed: '11'.repeat(32),
      clientSeed: 'mine',
      nonce: 7,
    };
    const played = playFairRound(input);
    if (!played.ok) throw new Error('round not played');
    expect(verifyRound({ ...input, serverSeedHash: sha256('22'.repeat(32)) })).toMatchObject({
      ok: false,
      error: { code: 'SERVER_SEED_HASH_MISMATCH' },
    });
    expect(verifyRound({ ...input, serverSeedHash: played.value.serverSeedHash, version: 2 })).toMatchObject({
      ok: false,
      error: { code: 'GAME_VERSION_UNKNOWN' },
    });
    expect(verifyRound({ ...input, serverSeedHash: played.value.serverSeedHash, version: 1 })).toEqual(
      played,
    );
    expect(verifyRound({ ...input, serverSeedHash: 'xyz' })).toMatchObject({
      ok: false,
      error: { code: 'SERVER_SEED_HASH_INVALID' },
    });
    // Over many nonces the rolls differ (a fixed outcome would be a broken stream).
    const rolls = new Set<number>();
    for (let n = 0; n < 50; n += 1) {
      const r = playFairRound({ ...input, nonce: n });
      if (r.ok && r.value.outcome.game === 'dice') rolls.add(r.value.outcome.roll);
    }
    expect(rolls.size).toBeGreaterThan(40);
    const other = playFairRound({ ...input, clientSeed: 'yours' });
    expect(other.ok && other.value.outcome).not.toEqual(played.value.outcome);
  });

  it('answers error codes for bad input and never throws (property)', () => {
    const base = { serverSeed: 'ab'.repeat(32), clientSeed: 'c', nonce: 0 };
    expect(playFairRound({ ...base, game: 'texas-holdem', bet: {} })).toMatchObject({
      ok: false,
      error: { code: 'GAME_UNKNOWN' },
    });
    expect(playFairRound({ ...base, game: 'keno', bet: { stake: 100, picks: [] } })).toMatchObject({
      ok: false,
      error: { code: 'PICKS_INVALID' },
    });
    expect(playFairRound({ ...base, nonce: -1, game: 'dice', bet: {} })).toMatchObject({
      ok: false,
      error: { code: 'NONCE_INVALID' },
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...GAME_IDS, 'other'),
        fc.anything(),
        fc.anything(),
        fc.anything(),
        (game, bet, seed, n) => {
          expect(() =>
            playFairRound({ game, bet, serverSeed: seed, clientSeed: 'c', nonce: n }),
          ).not.toThrow();
          expect(() =>
            verifyRound({ game, bet, serverSeed: seed, clientSeed: 'c', nonce: n, serverSeedHash: seed }),
          ).not.toThrow();
          for (const id of GAME_IDS) expect(() => ENGINES[id].validate(bet)).not.toThrow();
        },
      ),
    );
  });
});
