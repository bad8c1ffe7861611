import fc from 'fast-check';
import { cardOf, cardsSource } from './testing';
import { describe, expect, it } from 'vitest';
import { fairRandom, type RandomSource } from './fair';
import { addFractions, fraction, fractionToNumber, type Fraction } from './fraction';
import {
  HILO_CARDS,
  HILO_MAX_ACTIONS,
  HILO_MAX_MULTIPLIER,
  HILO_RULES,
  HILO_TARGET_RTP,
  hiloChance,
  hiloCurrentCard,
  hiloLikelierGuess,
  hiloMaxPayout,
  hiloMultiplier,
  hiloNextMultiplier,
  hiloRank,
  hiloStrategyOdds,
  hiloSuit,
  hiloTheoreticalRtp,
  playHilo,
  validateHiloAction,
  validateHiloBet,
  type HiloAction,
  type HiloBet,
  type HiloOutcome,
} from './hilo';
import { applyMultiplier } from './money';

const SERVER_SEED = '6c'.repeat(32);
const seeds = (nonce: number) => ({ serverSeed: SERVER_SEED, clientSeed: 'hilo-test', nonce });

const card = cardOf;

/** A RandomSource that deals the given cards, then `filler` for the rest of the 52. */
function deck(cards: readonly number[], filler = card(5)): RandomSource {
  return cardsSource(cards, filler, 'hi-lo');
}

const dealFrom = (source: RandomSource, stake = 1000) => HILO_RULES.deal({ stake, actions: [] }, source);

/** Applies actions one by one with act; throws on a refused one. */
function apply(outcome: HiloOutcome, actions: readonly HiloAction[]): HiloOutcome {
  return actions.reduce((hand, action) => {
    const next = HILO_RULES.act(hand, action);
    if (!next.ok) throw new Error(next.error.message);
    return next.value;
  }, outcome);
}

const higher: HiloAction = { type: 'higher' };
const lower: HiloAction = { type: 'lower' };
const skip: HiloAction = { type: 'skip' };
const cashOut: HiloAction = { type: 'cashOut' };
const refusal = (outcome: HiloOutcome, action: HiloAction) => {
  const r = HILO_RULES.act(outcome, action);
  return r.ok ? 'ok' : r.error.code;
};

describe('hi-lo bet', () => {
  it('validates every field with its own code', () => {
    const code = (bet: unknown) => {
      const r = validateHiloBet(bet);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code({ stake: 100 })).toBe('ok');
    expect(code({ stake: 100, actions: [higher, lower, skip, cashOut] })).toBe('ok');
    expect(code(7)).toBe('BET_INVALID');
    expect(code(null)).toBe('BET_INVALID');
    expect(code({ stake: '100' })).toBe('STAKE_INVALID');
    expect(code({ stake: 0 })).toBe('STAKE_TOO_SMALL');
    expect(code({ stake: 100, actions: {} })).toBe('ACTION_INVALID');
    expect(code({ stake: 100, actions: [{ type: 'same' }] })).toBe('ACTION_INVALID');
    expect(code({ stake: 100, actions: ['higher'] })).toBe('ACTION_INVALID');
    expect(code({ stake: 100, actions: [null] })).toBe('ACTION_INVALID');
    const many = Array.from({ length: HILO_MAX_ACTIONS + 1 }, () => skip);
    expect(code({ stake: 100, actions: many })).toBe('ACTION_INVALID');
    expect(code({ stake: 100, actions: many.slice(1) })).toBe('ok');
    expect(validateHiloBet({ stake: 5, extra: true })).toEqual({
      ok: true,
      value: { stake: 5, actions: [] },
    });
    expect(validateHiloAction({ type: 'skip', card: 3 })).toEqual({ ok: true, value: { type: 'skip' } });
  });
});

describe('hi-lo cards and chances', () => {
  it('reads rank c % 13 + 1 and suit floor(c / 13)', () => {
    expect([hiloRank(0), hiloSuit(0)]).toEqual([1, 'spades']);
    expect([hiloRank(12), hiloSuit(12)]).toEqual([13, 'spades']);
    expect([hiloRank(13), hiloSuit(13)]).toEqual([1, 'hearts']);
    expect([hiloRank(36), hiloSuit(36)]).toEqual([11, 'diamonds']);
    expect([hiloRank(51), hiloSuit(51)]).toEqual([13, 'clubs']);
  });

  it('gives higher-or-same (14 − r) / 13 and lower-or-same r / 13', () => {
    expect(hiloChance(1, 'higher')).toEqual(fraction(1n, 1n));
    expect(hiloChance(1, 'lower')).toEqual(fraction(1n, 13n));
    expect(hiloChance(2, 'higher')).toEqual(fraction(12n, 13n));
    expect(hiloChance(7, 'higher')).toEqual(fraction(7n, 13n));
    expect(hiloChance(7, 'lower')).toEqual(fraction(7n, 13n));
    expect(hiloChance(12, 'lower')).toEqual(fraction(12n, 13n));
    expect(hiloChance(13, 'higher')).toEqual(fraction(1n, 13n));
    expect(hiloChance(13, 'lower')).toEqual(fraction(1n, 1n));
    for (let r = 1; r <= 13; r += 1) {
      // Both sides win on the same rank: the chances add up to 14 / 13.
      expect(addFractions(hiloChance(r, 'higher'), hiloChance(r, 'lower'))).toEqual(fraction(14n, 13n));
    }
  });

  it('names the likelier side, none on an ace or a king', () => {
    expect([1, 2, 6, 7, 8, 12, 13].map(hiloLikelierGuess)).toEqual([
      null,
      'higher',
      'higher',
      'higher',
      'lower',
      'lower',
      null,
    ]);
  });
});

describe('hi-lo multiplier', () => {
  it('is floor(970 × 13^n / Π counts) thousandths, 1000 with none, capped at 10,000×', () => {
    expect(hiloMultiplier([])).toBe(1000);
    expect(hiloMultiplier([12])).toBe(1050); // 12610 / 12 = 1050.8
    expect(hiloMultiplier([7])).toBe(1801); // 12610 / 7 = 1801.4
    expect(hiloMultiplier([1])).toBe(12_610);
    expect(hiloMultiplier([12, 12])).toBe(1138); // 163930 / 144 = 1138.4
    expect(hiloMultiplier([7, 5, 9])).toBe(6765); // 2131090 / 315 = 6765.4
    expect(hiloMultiplier([1, 1, 1])).toBe(2_131_090);
    expect(hiloMultiplier([1, 1, 1, 1])).toBe(HILO_MAX_MULTIPLIER);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 51 }), (counts) => {
        const product = counts.reduce((p, c) => p * BigInt(c), 1n);
        const raw = counts.length === 0 ? 1000n : (970n * 13n ** BigInt(counts.length)) / product;
        expect(hiloMultiplier(counts)).toBe(raw > 10_000_000n ? HILO_MAX_MULTIPLIER : Number(raw));
      }),
    );
  });

  it('makes every single guess return at most 97 %, short only by the rounding', () => {
    for (let r = 1; r <= 13; r += 1) {
      for (const guess of ['higher', 'lower'] as const) {
        const chance = hiloChance(r, guess);
        if (chance.num === chance.den) continue; // refused
        const count = Number((chance.num * 13n) / chance.den);
        const rtp = (count / 13) * (hiloMultiplier([count]) / 1000);
        expect(rtp).toBeLessThanOrEqual(HILO_TARGET_RTP);
        expect(rtp).toBeGreaterThan(HILO_TARGET_RTP - (count / 13) * 0.001);
      }
    }
  });
});

describe('hi-lo RTP', () => {
  it('guessing the likelier side once is exact: a fair 97 % less the rounding, and the last card is guessed even on an ace or a king', () => {
    // Conditioned on a guessable rank (2..queen, uniform), one guess returns `once`; a hand of 51 aces and
    // kings in a row (chance (2/13)^51) must guess its last card: 1/13 to win 12.61×.
    let once: Fraction = fraction(0n, 1n);
    for (let r = 2; r <= 12; r += 1) {
      const count = BigInt(r <= 7 ? 14 - r : r);
      once = addFractions(once, fraction(count * BigInt(hiloMultiplier([Number(count)])), 11n * 13n * 1000n));
    }
    const stuck = fraction(2n ** 51n, 13n ** 51n);
    const forced = fraction(BigInt(hiloMultiplier([1])), 13n * 1000n);
    const expected = addFractions(
      fraction(once.num * (stuck.den - stuck.num), once.den * stuck.den),
      fraction(stuck.num * forced.num, stuck.den * forced.den),
    );
    expect(hiloTheoreticalRtp(1)).toEqual(expected);
    expect(fractionToNumber(hiloTheoreticalRtp(1))).toBeCloseTo(0.969741, 6);
  });

  it('stays at most 97 % and within the rounding of it for 1 to 4 guesses', () => {
    for (let n = 1; n <= 4; n += 1) {
      const { rtp, paid } = hiloStrategyOdds(n);
      expect(fractionToNumber(rtp)).toBeLessThanOrEqual(HILO_TARGET_RTP);
      expect(fractionToNumber(rtp)).toBeGreaterThan(HILO_TARGET_RTP - 0.001);
      expect(fractionToNumber(paid)).toBeLessThan(1);
    }
    expect(fractionToNumber(hiloStrategyOdds(1).paid)).toBeCloseTo(107 / 143, 12); // Σ count / (11 × 13)
    expect(() => hiloStrategyOdds(0)).toThrow(RangeError);
  });
});

describe('hi-lo hand', () => {
  it('deals 52 cards, each nextInt(52), the same from the same seeds; card 0 is shown', () => {
    for (const nonce of [0, 1, 99]) {
      const hand = dealFrom(fairRandom(seeds(nonce)));
      expect(dealFrom(fairRandom(seeds(nonce)))).toEqual(hand);
      const random = fairRandom(seeds(nonce));
      expect(hand.cards).toEqual(Array.from({ length: 52 }, () => random.nextInt(52)));
      expect(hand).toMatchObject({
        game: 'hilo',
        stake: 1000,
        shown: 1,
        steps: [],
        multiplier: 1000,
        correct: 0,
        cashedOut: false,
        lost: false,
        finished: false,
        payout: 0,
      });
      expect(hiloCurrentCard(hand)).toBe(hand.cards[0]);
    }
    expect(dealFrom(fairRandom(seeds(0))).cards).not.toEqual(dealFrom(fairRandom(seeds(1))).cards);
  });

  it('pays the multiplier of the right guesses on a cash-out', () => {
    const hand = dealFrom(deck([card(7), card(9, 1), card(9, 2), card(3, 3)]), 2000);
    expect(hiloNextMultiplier(hand, 'higher')).toBe(1801);
    const one = apply(hand, [higher]);
    expect(one).toMatchObject({ shown: 2, correct: 1, multiplier: 1801, finished: false, payout: 0 });
    expect(one.steps).toEqual([{ action: 'higher', card: card(9, 1), won: true }]);
    expect(hiloNextMultiplier(one, 'higher')).toBe(4683); // 970 × 169 / (7 × 5) = 4683.7
    const two = apply(one, [higher]); // 9 after 9: "the same" wins
    expect(two.multiplier).toBe(4683);
    expect(hiloNextMultiplier(two, 'lower')).toBe(6765);
    const three = apply(two, [lower]);
    expect(three).toMatchObject({ correct: 3, multiplier: 6765, shown: 4 });
    const done = apply(three, [cashOut]);
    expect(done).toMatchObject({ cashedOut: true, finished: true, lost: false, payout: 13_530 });
    expect(hiloNextMultiplier(done, 'higher')).toBeNull();
  });

  it('loses on a wrong guess and keeps the multiplier on a skip', () => {
    const hand = dealFrom(deck([card(8), card(2), card(12), card(13)]));
    const skipped = apply(hand, [lower, skip]);
    // 12610 / 8 = 1576.25
    expect(skipped).toMatchObject({ shown: 3, correct: 1, multiplier: 1576, finished: false });
    expect(skipped.steps[1]).toEqual({ action: 'skip', card: card(12), won: false });
    const lost = apply(skipped, [lower]); // king after a queen
    expect(lost).toMatchObject({ lost: true, finished: true, payout: 0, shown: 4, multiplier: 1576 });
    expect(lost.steps[2]).toEqual({ action: 'lower', card: card(13), won: false });
  });

  it('refuses a guess that cannot lose, a cash-out before a right guess, and anything after the end', () => {
    const ace = dealFrom(deck([card(1, 2), card(13)]));
    expect(refusal(ace, higher)).toBe('ACTION_INVALID');
    expect(hiloNextMultiplier(ace, 'higher')).toBeNull();
    expect(hiloNextMultiplier(ace, 'lower')).toBe(12_610);
    expect(refusal(ace, cashOut)).toBe('ACTION_INVALID');
    const king = apply(ace, [skip]);
    expect(refusal(king, lower)).toBe('ACTION_INVALID');
    const r = HILO_RULES.act(king, lower);
    expect(!r.ok && r.error.message).toMatch(/skip/);
    expect(refusal(king, cashOut)).toBe('ACTION_INVALID');
    expect(refusal(king, { type: 'same' } as unknown as HiloAction)).toBe('ACTION_INVALID');
    const lost = apply(king, [higher]); // 5 after a king
    expect(lost.lost).toBe(true);
    for (const action of [higher, lower, skip, cashOut]) expect(refusal(lost, action)).toBe('ACTION_INVALID');
  });

  it('ends at the cap, paid at the cap', () => {
    const hand = dealFrom(deck([card(1), card(1, 1), card(1, 2), card(1, 3), card(1)]), 333);
    const three = apply(hand, [lower, lower, lower]);
    expect(three).toMatchObject({ multiplier: 2_131_090, finished: false });
    expect(hiloNextMultiplier(three, 'lower')).toBe(HILO_MAX_MULTIPLIER);
    const capped = apply(three, [lower]);
    expect(capped).toMatchObject({
      multiplier: HILO_MAX_MULTIPLIER,
      finished: true,
      cashedOut: false,
      payout: 3_330_000,
    });
    expect(hiloMaxPayout({ stake: 333 })).toBe(3_330_000);
  });

  it('ends when the 52 cards are shown; the last card cannot be skipped, so no hand ends without a guess', () => {
    const sevens = () => dealFrom(deck([], card(7)), 1234);
    const skips = Array.from({ length: HILO_CARDS - 1 }, () => skip);
    const before = apply(sevens(), skips.slice(1));
    expect(before).toMatchObject({ shown: 51, finished: false, correct: 0 });
    expect(refusal(before, skip)).toBe('ACTION_INVALID');
    const paid = apply(sevens(), [...skips.slice(1), higher]);
    expect(paid).toMatchObject({ shown: 52, finished: true, correct: 1, multiplier: 1801 });
    expect(paid.payout).toBe(applyMultiplier(1234, 1801));
    expect(refusal(paid, skip)).toBe('ACTION_INVALID');
  });

  it('conceals the cards not yet shown while the hand is open and shows a finished hand whole', () => {
    const hand = dealFrom(fairRandom(seeds(5)));
    expect(HILO_RULES.conceal(hand)).toEqual({ ...hand, cards: [hand.cards[0]] });
    const next = apply(hand, [skip, skip]);
    expect(HILO_RULES.conceal(next)).toEqual({ ...next, cards: hand.cards.slice(0, 3) });
    expect(hiloNextMultiplier(HILO_RULES.conceal(next) as HiloOutcome, 'lower')).toBe(
      hiloNextMultiplier(next, 'lower'),
    );
    const done = apply(dealFrom(deck([card(5), card(9)])), [lower]);
    expect(done.finished).toBe(true);
    expect(HILO_RULES.conceal(done)).toEqual(done);
    expect(JSON.parse(JSON.stringify(HILO_RULES.conceal(next)))).toEqual(HILO_RULES.conceal(next));
    expect(JSON.parse(JSON.stringify(done))).toEqual(done);
  });

  it('act leaves the outcome it is given as it was; play stops at the first refused action', () => {
    const bet = { stake: 1000, actions: [] };
    const hand = HILO_RULES.deal(bet, fairRandom(seeds(6)));
    const frozen = JSON.stringify(hand);
    apply(hand, [skip, skip]);
    expect(JSON.stringify(hand)).toBe(frozen);
    expect(playHilo({ ...bet, actions: [skip, cashOut, skip] }, fairRandom(seeds(6)))).toEqual(
      apply(hand, [skip]),
    );
  });
});

describe('hi-lo property', () => {
  /** The legal actions of an open hand. */
  const legal = (hand: HiloOutcome): HiloAction[] => {
    const rank = hiloRank(hiloCurrentCard(hand));
    return [
      ...(rank > 1 ? [higher] : []),
      ...(rank < 13 ? [lower] : []),
      skip,
      ...(hand.correct > 0 ? [cashOut] : []),
    ];
  };

  it('play equals act one by one; the payout stays within maxPayout; a finished hand refuses everything', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.nat({ max: 1_000_000 }),
        fc.array(fc.nat({ max: 1000 }), { maxLength: 52 }),
        (stake, nonce, choices) => {
          const bet: HiloBet = { stake, actions: [] };
          let hand = HILO_RULES.deal(bet, fairRandom(seeds(nonce)));
          const actions: HiloAction[] = [];
          for (const choice of choices) {
            if (hand.finished) break;
            const options = legal(hand);
            const action = options[choice % options.length]!;
            actions.push(action);
            hand = apply(hand, [action]);
          }
          const played = playHilo({ ...bet, actions }, fairRandom(seeds(nonce)));
          expect(played).toEqual(hand);
          expect(validateHiloBet(JSON.parse(JSON.stringify({ ...bet, actions })))).toEqual({
            ok: true,
            value: { ...bet, actions },
          });
          expect(played.payout).toBeLessThanOrEqual(hiloMaxPayout(bet));
          expect(played.shown).toBe(1 + played.steps.length);
          expect(played.correct).toBe(played.steps.filter((s) => s.won).length);
          if (played.finished) {
            for (const action of [higher, lower, skip, cashOut])
              expect(refusal(played, action)).toBe('ACTION_INVALID');
            expect(played.payout).toBe(played.lost ? 0 : applyMultiplier(stake, played.multiplier));
          } else {
            expect(played.payout).toBe(0);
            expect(HILO_RULES.conceal(played)).toEqual({
              ...played,
              cards: played.cards.slice(0, played.shown),
            });
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('play with any actions is the hand of the actions before the first refused one', () => {
    const action = fc.constantFrom(higher, lower, skip, cashOut);
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.array(action, { maxLength: 52 }), (nonce, actions) => {
        const bet: HiloBet = { stake: 1000, actions };
        let hand = HILO_RULES.deal(bet, fairRandom(seeds(nonce)));
        for (const each of actions) {
          const next = HILO_RULES.act(hand, each);
          if (!next.ok) break;
          hand = next.value;
        }
        expect(playHilo(bet, fairRandom(seeds(nonce)))).toEqual(hand);
      }),
      { numRuns: 200 },
    );
  });
});
