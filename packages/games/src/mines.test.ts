import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shuffle } from './draw';
import { fairRandom } from './fair';
import { fraction, fractionToNumber } from './fraction';
import { applyMultiplier } from './money';
import {
  MINES_MAX_ACTIONS,
  MINES_MAX_MULTIPLIER,
  MINES_RULES,
  MINES_TARGET_RTP,
  MINES_TILES,
  minesMaxPayout,
  minesMultiplier,
  minesOpensBeforeCap,
  minesSafeChance,
  minesTheoreticalRtp,
  minesWinChance,
  playMines,
  validateMinesAction,
  validateMinesBet,
  type MinesAction,
  type MinesBet,
  type MinesOutcome,
} from './mines';

const SERVER_SEED = '4d'.repeat(32);
const seeds = (nonce: number) => ({ serverSeed: SERVER_SEED, clientSeed: 'mines-test', nonce });
const deal = (mines: number, nonce: number, stake = 1000) =>
  MINES_RULES.deal({ stake, mines, actions: [] }, fairRandom(seeds(nonce)));

/** Applies actions one by one with act; throws on a refused one. */
function apply(outcome: MinesOutcome, actions: readonly MinesAction[]): MinesOutcome {
  return actions.reduce((hand, action) => {
    const next = MINES_RULES.act(hand, action);
    if (!next.ok) throw new Error(next.error.message);
    return next.value;
  }, outcome);
}

const safeTiles = (hand: MinesOutcome) =>
  Array.from({ length: MINES_TILES }, (_, t) => t).filter((t) => !hand.mineTiles.includes(t));
const open = (tile: number): MinesAction => ({ type: 'open', tile });
const cashOut: MinesAction = { type: 'cashOut' };

/** C(n, k) by the textbook formula, to check the engine's against. */
const choose = (n: number, k: number): bigint => {
  let num = 1n;
  let den = 1n;
  for (let i = 0; i < k; i += 1) {
    num *= BigInt(n - i);
    den *= BigInt(i + 1);
  }
  return num / den;
};

describe('mines bet', () => {
  const code = (bet: unknown) => {
    const r = validateMinesBet(bet);
    return r.ok ? 'ok' : r.error.code;
  };

  it('validates every field with its own code', () => {
    expect(code({ stake: 100, mines: 3 })).toBe('ok');
    expect(code({ stake: 100, mines: 1, actions: [] })).toBe('ok');
    expect(code({ stake: 100, mines: 24, actions: [{ type: 'open', tile: 0 }, { type: 'cashOut' }] })).toBe(
      'ok',
    );
    expect(code('x')).toBe('BET_INVALID');
    expect(code(null)).toBe('BET_INVALID');
    expect(code([])).toBe('BET_INVALID');
    expect(code({ stake: 1.5, mines: 3 })).toBe('STAKE_INVALID');
    expect(code({ stake: 0, mines: 3 })).toBe('STAKE_TOO_SMALL');
    expect(code({ stake: 1e12, mines: 3 })).toBe('STAKE_TOO_LARGE');
    for (const mines of [0, 25, -1, 2.5, '3', null, undefined]) {
      expect(code({ stake: 100, mines })).toBe('MINES_COUNT_INVALID');
    }
    expect(code({ stake: 100, mines: 3, actions: 'open' })).toBe('ACTION_INVALID');
    expect(code({ stake: 100, mines: 3, actions: [{ type: 'open' }] })).toBe('ACTION_INVALID');
    expect(code({ stake: 100, mines: 3, actions: [{ type: 'open', tile: 25 }] })).toBe('ACTION_INVALID');
    expect(code({ stake: 100, mines: 3, actions: [{ type: 'open', tile: -1 }] })).toBe('ACTION_INVALID');
    expect(code({ stake: 100, mines: 3, actions: [{ type: 'open', tile: 1.5 }] })).toBe('ACTION_INVALID');
    expect(code({ stake: 100, mines: 3, actions: [{ type: 'flag', tile: 1 }] })).toBe('ACTION_INVALID');
    expect(code({ stake: 100, mines: 3, actions: ['cashOut'] })).toBe('ACTION_INVALID');
    const many = Array.from({ length: MINES_MAX_ACTIONS + 1 }, () => ({ type: 'cashOut' }));
    expect(code({ stake: 100, mines: 3, actions: many })).toBe('ACTION_INVALID');
    expect(code({ stake: 100, mines: 3, actions: many.slice(1) })).toBe('ok');
  });

  it('keeps only what the rules read: absent actions are none, extra members are dropped', () => {
    expect(validateMinesBet({ stake: 100, mines: 3, extra: 1 })).toEqual({
      ok: true,
      value: { stake: 100, mines: 3, actions: [] },
    });
    expect(validateMinesAction({ type: 'open', tile: 7, why: 'x' })).toEqual({
      ok: true,
      value: { type: 'open', tile: 7 },
    });
    expect(validateMinesAction({ type: 'cashOut', tile: 7 })).toEqual({
      ok: true,
      value: { type: 'cashOut' },
    });
  });
});

describe('mines multiplier', () => {
  it('is floor(970 × C(25, k) / C(25 − m, k)) thousandths, 1000 before the first tile, capped at 10,000×', () => {
    expect(minesMultiplier(1, 0)).toBe(1000);
    expect(minesMultiplier(1, 1)).toBe(1010); // 970 × 25 / 24 = 1010.4
    expect(minesMultiplier(1, 24)).toBe(24_250); // every safe tile: 970 × 25
    expect(minesMultiplier(3, 1)).toBe(1102); // 970 × 25 / 22 = 1102.3
    expect(minesMultiplier(3, 3)).toBe(1448); // 970 × 2300 / 1540 = 1448.7
    expect(minesMultiplier(5, 5)).toBe(3324); // 970 × 53130 / 15504 = 3324.1
    expect(minesMultiplier(24, 1)).toBe(24_250);
    expect(minesMultiplier(10, 15)).toBe(MINES_MAX_MULTIPLIER);
    for (let m = 1; m <= 24; m += 1) {
      let previous = 0;
      for (let k = 1; k <= 25 - m; k += 1) {
        const raw = (970n * choose(25, k)) / choose(25 - m, k);
        const expected = raw >= BigInt(MINES_MAX_MULTIPLIER) ? MINES_MAX_MULTIPLIER : Number(raw);
        expect(minesMultiplier(m, k)).toBe(expected);
        expect(minesMultiplier(m, k)).toBeGreaterThanOrEqual(previous);
        previous = minesMultiplier(m, k);
      }
    }
  });

  it('refuses counts off the board', () => {
    expect(() => minesMultiplier(0, 1)).toThrow(RangeError);
    expect(() => minesMultiplier(25, 0)).toThrow(RangeError);
    expect(() => minesMultiplier(3, 23)).toThrow(RangeError);
    expect(() => minesMultiplier(3, -1)).toThrow(RangeError);
    expect(() => minesTheoreticalRtp(3, 0)).toThrow(RangeError);
  });

  it('gives the chances of a safe tile and of k safe tiles', () => {
    expect(minesSafeChance(3, 0)).toEqual(fraction(22n, 25n));
    expect(minesSafeChance(3, 2)).toEqual(fraction(20n, 23n));
    expect(minesWinChance(3, 3)).toEqual(fraction(22n * 21n * 20n, 25n * 24n * 23n));
    expect(minesWinChance(24, 1)).toEqual(fraction(1n, 25n));
  });
});

describe('mines RTP', () => {
  it('is exact for a few strategies', () => {
    expect(minesTheoreticalRtp(1, 1)).toEqual(fraction(24n * 1010n, 25n * 1000n)); // 96.96 %
    expect(minesTheoreticalRtp(24, 1)).toEqual(fraction(97n, 100n));
    expect(minesTheoreticalRtp(3, 1)).toEqual(fraction(22n * 1102n, 25n * 1000n));
    expect(minesTheoreticalRtp(3, 3)).toEqual(fraction(1540n * 1448n, 2300n * 1000n));
    expect(minesTheoreticalRtp(5, 5)).toEqual(fraction(15504n * 3324n, 53130n * 1000n));
    expect(fractionToNumber(minesTheoreticalRtp(1, 24))).toBeCloseTo(0.97, 12); // 24250 is exact
  });

  it('never exceeds 97 %; below the cap it falls short only by the rounding', () => {
    for (let m = 1; m <= 24; m += 1) {
      for (let k = 1; k <= 25 - m; k += 1) {
        const rtp = fractionToNumber(minesTheoreticalRtp(m, k));
        expect(rtp).toBeLessThanOrEqual(MINES_TARGET_RTP);
        if (minesOpensBeforeCap(m, k) === k && minesMultiplier(m, k) < MINES_MAX_MULTIPLIER) {
          // Rounding down loses under 0.001× on a win of chance P(k safe).
          expect(MINES_TARGET_RTP - rtp).toBeLessThan(fractionToNumber(minesWinChance(m, k)) / 1000 + 1e-15);
        }
      }
    }
  });

  it('counts a strategy that passes the cap at the cap, where the hand ends', () => {
    const k = minesOpensBeforeCap(10, 15);
    expect(minesMultiplier(10, k)).toBe(MINES_MAX_MULTIPLIER);
    expect(minesMultiplier(10, k - 1)).toBeLessThan(MINES_MAX_MULTIPLIER);
    const chance = minesWinChance(10, k);
    expect(minesTheoreticalRtp(10, 15)).toEqual(fraction(chance.num * 10_000n, chance.den));
  });
});

describe('mines hand', () => {
  it('deals the same mines from the same seeds: the first `mines` tiles of shuffle([0..24]), ascending', () => {
    for (const mines of [1, 3, 5, 10, 24]) {
      for (const nonce of [0, 1, 2, 77]) {
        const hand = deal(mines, nonce);
        expect(deal(mines, nonce)).toEqual(hand);
        const tiles = Array.from({ length: 25 }, (_, t) => t);
        const expected = shuffle(tiles, fairRandom(seeds(nonce)))
          .slice(0, mines)
          .sort((a, b) => a - b);
        expect(hand.mineTiles).toEqual(expected);
        expect(hand).toMatchObject({
          game: 'mines',
          stake: 1000,
          mines,
          opened: [],
          hit: null,
          cashedOut: false,
          multiplier: 1000,
          nextMultiplier: minesMultiplier(mines, 1),
          finished: false,
          payout: 0,
        });
      }
    }
    expect(deal(3, 0).mineTiles).not.toEqual(deal(3, 1).mineTiles);
  });

  it('pays the multiplier of the safe tiles on a cash-out', () => {
    const hand = deal(3, 5, 2500);
    const [a, b, c] = safeTiles(hand);
    const one = apply(hand, [open(a!)]);
    expect(one).toMatchObject({ opened: [a], multiplier: 1102, nextMultiplier: 1259, finished: false });
    const three = apply(one, [open(b!), open(c!)]);
    expect(three).toMatchObject({ multiplier: 1448, finished: false, payout: 0 });
    const done = apply(three, [cashOut]);
    // 2500 × 1.448 = 3620
    expect(done).toMatchObject({ cashedOut: true, finished: true, payout: 3620, nextMultiplier: null });
  });

  it('loses on a mine: the tile is `hit`, nothing is paid', () => {
    const hand = deal(5, 6);
    const safe = safeTiles(hand)[0]!;
    const mine = hand.mineTiles[2]!;
    const lost = apply(hand, [open(safe), open(mine)]);
    expect(lost).toMatchObject({
      opened: [safe],
      hit: mine,
      finished: true,
      payout: 0,
      cashedOut: false,
      nextMultiplier: null,
    });
  });

  it('ends paid on the last safe tile, and at the cap when the cap is reached first', () => {
    const lone = deal(24, 8, 1000);
    const won = apply(lone, [open(safeTiles(lone)[0]!)]);
    expect(won).toMatchObject({ finished: true, cashedOut: false, multiplier: 24_250, payout: 24_250 });
    expect(minesMaxPayout({ stake: 1000, mines: 24 })).toBe(24_250);

    const hand = deal(10, 9, 777);
    const capAt = minesOpensBeforeCap(10, 15);
    const safe = safeTiles(hand);
    const before = apply(hand, safe.slice(0, capAt - 1).map(open));
    expect(before.finished).toBe(false);
    expect(before.nextMultiplier).toBe(MINES_MAX_MULTIPLIER);
    const capped = apply(before, [open(safe[capAt - 1]!)]);
    expect(capped).toMatchObject({ finished: true, multiplier: MINES_MAX_MULTIPLIER, payout: 7_770_000 });
    expect(minesMaxPayout({ stake: 777, mines: 10 })).toBe(7_770_000);
    expect(minesMaxPayout({ stake: 1000, mines: 1 })).toBe(24_250);
  });

  it('refuses illegal actions with ACTION_INVALID', () => {
    const hand = deal(3, 10);
    const [a] = safeTiles(hand);
    const refused = (outcome: MinesOutcome, action: MinesAction) => {
      const r = MINES_RULES.act(outcome, action);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(refused(hand, cashOut)).toBe('ACTION_INVALID');
    const one = apply(hand, [open(a!)]);
    expect(refused(one, open(a!))).toBe('ACTION_INVALID');
    expect(refused(one, open(25))).toBe('ACTION_INVALID');
    expect(refused(one, open(-1))).toBe('ACTION_INVALID');
    expect(refused(one, { type: 'flag' } as unknown as MinesAction)).toBe('ACTION_INVALID');
    const cashed = apply(one, [cashOut]);
    expect(refused(cashed, cashOut)).toBe('ACTION_INVALID');
    expect(refused(cashed, open(safeTiles(hand)[1]!))).toBe('ACTION_INVALID');
    const lost = apply(hand, [open(hand.mineTiles[0]!)]);
    expect(refused(lost, open(a!))).toBe('ACTION_INVALID');
  });

  it('act leaves the outcome it is given as it was', () => {
    const hand = deal(3, 11);
    const frozen = JSON.stringify(hand);
    apply(hand, [open(safeTiles(hand)[0]!), cashOut]);
    expect(JSON.stringify(hand)).toBe(frozen);
  });

  it('conceals the mines while the hand is open and shows a finished hand whole', () => {
    const hand = deal(4, 12);
    const { mineTiles, ...rest } = hand;
    expect(mineTiles).toHaveLength(4);
    expect(MINES_RULES.conceal(hand)).toEqual({ ...rest, mineTiles: null });
    const one = apply(hand, [open(safeTiles(hand)[0]!)]);
    expect(MINES_RULES.conceal(one)).toEqual({ ...one, mineTiles: null });
    const done = apply(one, [cashOut]);
    expect(MINES_RULES.conceal(done)).toEqual(done);
    // Plain JSON: nothing is lost in a round trip.
    expect(JSON.parse(JSON.stringify(MINES_RULES.conceal(one)))).toEqual(MINES_RULES.conceal(one));
    expect(JSON.parse(JSON.stringify(done))).toEqual(done);
  });

  it('playMines stops at the first refused action and keeps the hand before it', () => {
    const bet = { stake: 1000, mines: 3, actions: [] };
    const hand = MINES_RULES.deal(bet, fairRandom(seeds(13)));
    const [a, b] = safeTiles(hand);
    const actions = [open(a!), open(a!), open(b!)];
    expect(playMines({ ...bet, actions }, fairRandom(seeds(13)))).toEqual(apply(hand, [open(a!)]));
    expect(playMines({ ...bet, actions: [cashOut, open(a!)] }, fairRandom(seeds(13)))).toEqual(hand);
  });
});

describe('mines property', () => {
  /** A hand played from seeds with legal actions picked by `choices`, then the actions it took. */
  function legalActions(bet: MinesBet, nonce: number, choices: readonly number[]): MinesAction[] {
    let hand = MINES_RULES.deal(bet, fairRandom(seeds(nonce)));
    const actions: MinesAction[] = [];
    for (const choice of choices) {
      if (hand.finished) break;
      const closed = Array.from({ length: 25 }, (_, t) => t).filter((t) => !hand.opened.includes(t));
      const legal: MinesAction[] = [...closed.map(open), ...(hand.opened.length > 0 ? [cashOut] : [])];
      const action = legal[choice % legal.length]!;
      actions.push(action);
      hand = apply(hand, [action]);
    }
    return actions;
  }

  it('play equals act one by one; the payout stays within maxPayout; a finished hand refuses everything', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 24 }),
        fc.nat({ max: 1_000_000 }),
        fc.array(fc.nat({ max: 1000 }), { maxLength: 26 }),
        (stake, mines, nonce, choices) => {
          const bet: MinesBet = { stake, mines, actions: [] };
          const actions = legalActions(bet, nonce, choices);
          const played = playMines({ ...bet, actions }, fairRandom(seeds(nonce)));
          const stepped = apply(MINES_RULES.deal(bet, fairRandom(seeds(nonce))), actions);
          expect(played).toEqual(stepped);
          expect(validateMinesBet(JSON.parse(JSON.stringify({ ...bet, actions })))).toEqual({
            ok: true,
            value: { ...bet, actions },
          });
          expect(played.payout).toBeLessThanOrEqual(minesMaxPayout(bet));
          expect(played.payout).toBe(
            played.finished && played.hit === null ? applyMultiplier(stake, played.multiplier) : 0,
          );
          if (played.finished) {
            for (let tile = 0; tile < 25; tile += 1)
              expect(MINES_RULES.act(played, open(tile)).ok).toBe(false);
            expect(MINES_RULES.act(played, cashOut).ok).toBe(false);
          } else {
            expect(MINES_RULES.conceal(played)).toEqual({ ...played, mineTiles: null });
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('play with any actions is the hand of the actions before the first refused one', () => {
    const action: fc.Arbitrary<MinesAction> = fc.oneof(
      fc.integer({ min: 0, max: 24 }).map(open),
      fc.constant(cashOut),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 }),
        fc.nat({ max: 1_000_000 }),
        fc.array(action, { maxLength: 25 }),
        (mines, nonce, actions) => {
          const bet: MinesBet = { stake: 1000, mines, actions };
          let hand = MINES_RULES.deal(bet, fairRandom(seeds(nonce)));
          for (const each of actions) {
            const next = MINES_RULES.act(hand, each);
            if (!next.ok) break;
            hand = next.value;
          }
          expect(playMines(bet, fairRandom(seeds(nonce)))).toEqual(hand);
        },
      ),
      { numRuns: 200 },
    );
  });
});
