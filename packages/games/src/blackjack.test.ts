import fc from 'fast-check';
import { cardOf, cardsSource } from './testing';
import { describe, expect, it } from 'vitest';
import {
  BLACKJACK_BASIC_STRATEGY,
  BLACKJACK_CARDS,
  BLACKJACK_MAX_ACTIONS,
  BLACKJACK_MAX_PAYOUT,
  BLACKJACK_RTP_BASIC,
  BLACKJACK_RULES,
  blackjackAdvice,
  blackjackAllowed,
  blackjackCardRank,
  blackjackCardSuit,
  blackjackCardValue,
  blackjackMaxPayout,
  blackjackStrategyRtp,
  blackjackTotal,
  playBlackjack,
  validateBlackjackAction,
  validateBlackjackBet,
  type BlackjackAction,
  type BlackjackBet,
  type BlackjackHand,
  type BlackjackOutcome,
  type BlackjackView,
} from './blackjack';
import { fairRandom, type RandomSource } from './fair';
import { playHand } from './hand';
import { applyMultiplier } from './money';

const SERVER_SEED = '3b'.repeat(32);
const seeds = (nonce: number) => ({ serverSeed: SERVER_SEED, clientSeed: 'blackjack-test', nonce });

const card = cardOf;
const A = card(1);
const K = card(13);
const Q = card(12);
const J = card(11);

/**
 * A RandomSource that deals the given cards in order, then `filler` for the rest of the 64. The deal takes
 * them as: player, dealer up card, player, dealer hole card, then the cards of the actions and the dealer's.
 */
function deck(cards: readonly number[], filler = card(2)): RandomSource {
  return cardsSource(cards, filler, 'blackjack');
}

const dealFrom = (cards: readonly number[], stake = 1000) =>
  BLACKJACK_RULES.deal({ stake, actions: [] }, deck(cards));

/** Applies actions one by one with act; throws on a refused one. */
function apply(outcome: BlackjackOutcome, actions: readonly BlackjackAction[]): BlackjackOutcome {
  return actions.reduce((round, action) => {
    const next = BLACKJACK_RULES.act(round, action);
    if (!next.ok) throw new Error(next.error.message);
    return next.value;
  }, outcome);
}

const hit: BlackjackAction = { type: 'hit' };
const stand: BlackjackAction = { type: 'stand' };
const double: BlackjackAction = { type: 'double' };
const split: BlackjackAction = { type: 'split' };
const insure = (take: boolean): BlackjackAction => ({ type: 'insurance', take });
const EVERY_ACTION: readonly BlackjackAction[] = [hit, stand, double, split, insure(true), insure(false)];
const refusal = (outcome: BlackjackOutcome, action: BlackjackAction) => {
  const r = BLACKJACK_RULES.act(outcome, action);
  return r.ok ? 'ok' : r.error.code;
};
const refusalMessage = (outcome: BlackjackOutcome, action: BlackjackAction) => {
  const r = BLACKJACK_RULES.act(outcome, action);
  return r.ok ? '' : r.error.message;
};
/** What every hand's stake and the insurance add up to: the round's stake. */
const staked = (outcome: BlackjackOutcome) =>
  outcome.hands.reduce((sum, hand) => sum + hand.stake, outcome.insurance.stake);

describe('blackjack bet', () => {
  it('validates every field with its own code', () => {
    const code = (bet: unknown) => {
      const r = validateBlackjackBet(bet);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code({ stake: 100 })).toBe('ok');
    expect(code({ stake: 100, actions: [insure(false), split, double, hit, stand] })).toBe('ok');
    expect(code(7)).toBe('BET_INVALID');
    expect(code(null)).toBe('BET_INVALID');
    expect(code([100])).toBe('BET_INVALID');
    expect(code({ stake: '100' })).toBe('STAKE_INVALID');
    expect(code({ stake: 1.5 })).toBe('STAKE_INVALID');
    expect(code({ stake: 0 })).toBe('STAKE_TOO_SMALL');
    expect(code({ stake: 1_000_000_001 })).toBe('STAKE_TOO_LARGE');
    expect(code({ stake: 100, actions: {} })).toBe('ACTION_INVALID');
    expect(code({ stake: 100, actions: [{ type: 'surrender' }] })).toBe('ACTION_INVALID');
    expect(code({ stake: 100, actions: ['hit'] })).toBe('ACTION_INVALID');
    expect(code({ stake: 100, actions: [{ type: 'insurance' }] })).toBe('ACTION_INVALID');
    expect(code({ stake: 100, actions: [{ type: 'insurance', take: 'yes' }] })).toBe('ACTION_INVALID');
    const many = Array.from({ length: BLACKJACK_MAX_ACTIONS + 1 }, () => hit);
    expect(code({ stake: 100, actions: many })).toBe('ACTION_INVALID');
    expect(code({ stake: 100, actions: many.slice(1) })).toBe('ok');
    expect(validateBlackjackBet({ stake: 5, extra: true })).toEqual({
      ok: true,
      value: { stake: 5, actions: [] },
    });
    expect(validateBlackjackAction({ type: 'hit', card: 3 })).toEqual({ ok: true, value: { type: 'hit' } });
    expect(validateBlackjackAction({ type: 'insurance', take: true, n: 1 })).toEqual({
      ok: true,
      value: { type: 'insurance', take: true },
    });
    const shape = validateBlackjackAction({ type: 'surrender' });
    expect(!shape.ok && shape.error.message).toMatch(/hit.*stand.*double.*split.*insurance/);
  });
});

describe('blackjack cards and totals', () => {
  it('reads rank c % 13 + 1, suit floor(c / 13), and counts faces 10', () => {
    expect([blackjackCardRank(0), blackjackCardSuit(0), blackjackCardValue(0)]).toEqual([1, 'spades', 1]);
    expect([blackjackCardRank(9), blackjackCardValue(9)]).toEqual([10, 10]);
    expect([blackjackCardRank(12), blackjackCardSuit(12), blackjackCardValue(12)]).toEqual([
      13,
      'spades',
      10,
    ]);
    expect([blackjackCardRank(13), blackjackCardSuit(13)]).toEqual([1, 'hearts']);
    expect([blackjackCardRank(36), blackjackCardSuit(36), blackjackCardValue(36)]).toEqual([
      11,
      'diamonds',
      10,
    ]);
    expect([blackjackCardRank(51), blackjackCardSuit(51)]).toEqual([13, 'clubs']);
  });

  it('counts an ace 11 while the total stays at 21 or less (soft), else 1', () => {
    const total = (...ranks: number[]) => blackjackTotal(ranks.map((rank) => card(rank)));
    expect(total()).toEqual({ total: 0, soft: false });
    expect(total(1, 6)).toEqual({ total: 17, soft: true });
    expect(total(1, 6, 10)).toEqual({ total: 17, soft: false });
    expect(total(1, 1)).toEqual({ total: 12, soft: true });
    expect(total(1, 1, 9)).toEqual({ total: 21, soft: true });
    expect(total(1, 13)).toEqual({ total: 21, soft: true });
    expect(total(1, 5, 5)).toEqual({ total: 21, soft: true });
    expect(total(1, 5, 6)).toEqual({ total: 12, soft: false });
    expect(total(13, 12, 2)).toEqual({ total: 22, soft: false });
    expect(total(...Array.from({ length: 11 }, () => 1))).toEqual({ total: 21, soft: true });
    expect(total(...Array.from({ length: 12 }, () => 1))).toEqual({ total: 12, soft: false });
    expect(total(7, 8, 9)).toEqual({ total: 24, soft: false });
  });
});

describe('blackjack deal', () => {
  it('draws 64 cards, each nextInt(52), the same from the same seeds: player, dealer, player, dealer', () => {
    for (const nonce of [0, 1, 99]) {
      const bet: BlackjackBet = { stake: 1000, actions: [] };
      const round = BLACKJACK_RULES.deal(bet, fairRandom(seeds(nonce)));
      expect(BLACKJACK_RULES.deal(bet, fairRandom(seeds(nonce)))).toEqual(round);
      const random = fairRandom(seeds(nonce));
      const cards = Array.from({ length: BLACKJACK_CARDS }, () => random.nextInt(52));
      expect(round.cards).toEqual(cards);
      expect(round.dealer.slice(0, 2)).toEqual([cards[1], cards[3]]);
      expect(round.hands[0]!.cards).toEqual([cards[0], cards[2]]);
      expect(round).toMatchObject({ game: 'blackjack', base: 1000 });
    }
  });

  it('with the dealer showing 2 to 9, no blackjack anywhere: the hand is open, no insurance', () => {
    const round = dealFrom([J, card(9), card(7), K]);
    expect(round).toEqual({
      game: 'blackjack',
      stake: 1000,
      base: 1000,
      cards: round.cards,
      used: 4,
      dealer: [card(9), K],
      hands: [{ cards: [J, card(7)], stake: 1000, doubled: false, done: false, result: null }],
      active: 0,
      insurance: { offered: false, taken: null, stake: 0 },
      dealerBlackjack: false,
      finished: false,
      payout: 0,
    });
    expect(blackjackAllowed(round)).toEqual(['hit', 'stand', 'double']);
    expect(refusal(round, insure(false))).toBe('ACTION_INVALID');
    expect(refusalMessage(round, insure(true))).toMatch(/only when the dealer shows an ace/);
  });
});

describe('blackjack rounds from chosen cards', () => {
  it('pays a player blackjack 3 to 2 at once, rounding half a minor unit up on an odd stake', () => {
    const round = dealFrom([A, card(9), K, card(7)]);
    expect(round).toMatchObject({
      finished: true,
      payout: 2500,
      stake: 1000,
      active: -1,
      dealerBlackjack: false,
    });
    expect(round.hands[0]).toMatchObject({ done: true, result: 'blackjack' });
    expect(round.dealer).toEqual([card(9), card(7)]); // the dealer does not draw
    expect(dealFrom([A, card(9), K, card(7)], 1001).payout).toBe(2503);
    expect(applyMultiplier(1001, 2500)).toBe(2503);
    // A ten-value up card: the dealer checks, finds no blackjack, the player's is paid.
    expect(dealFrom([Q, K, A, card(7)])).toMatchObject({
      finished: true,
      payout: 2500,
      dealerBlackjack: false,
    });
    // An ace up: insurance comes first, then the check, then the pay.
    const ace = dealFrom([A, A, K, card(7)]);
    expect(ace).toMatchObject({ finished: false, active: -1, dealerBlackjack: null });
    expect(apply(ace, [insure(false)])).toMatchObject({ finished: true, payout: 2500, stake: 1000 });
    expect(apply(ace, [insure(true)])).toMatchObject({ finished: true, payout: 2500, stake: 1500 });
  });

  it('asks for insurance first when the dealer shows an ace; taken, it pays 2 to 1 on a blackjack', () => {
    const round = dealFrom([J, A, card(7), K]);
    expect(round.insurance).toEqual({ offered: true, taken: null, stake: 0 });
    expect(blackjackAllowed(round)).toEqual(['insurance']);
    for (const action of [hit, stand, double, split]) {
      expect(refusal(round, action)).toBe('ACTION_INVALID');
      expect(refusalMessage(round, action)).toMatch(/insurance first/);
    }
    const taken = apply(round, [insure(true)]);
    expect(taken).toMatchObject({
      stake: 1500,
      insurance: { offered: true, taken: true, stake: 500 },
      dealerBlackjack: true,
      finished: true,
      payout: 1500, // the insurance's 500 back three times; the hand's 1000 is lost
    });
    expect(taken.hands[0]!.result).toBe('lose');
    const declined = apply(round, [insure(false)]);
    expect(declined).toMatchObject({
      stake: 1000,
      insurance: { offered: true, taken: false, stake: 0 },
      dealerBlackjack: true,
      finished: true,
      payout: 0,
    });
    // Both blackjack: the hand pushes, the insurance pays.
    expect(apply(dealFrom([A, A, K, Q]), [insure(true)])).toMatchObject({ stake: 1500, payout: 2500 });
    // An odd stake: insurance costs half rounded down and pays three times that.
    expect(apply(dealFrom([J, A, card(7), K], 1001), [insure(true)])).toMatchObject({
      stake: 1501,
      payout: 1500,
    });
    // Half of 1 minor unit is nothing: insurance cannot be taken, declining is still the answer.
    const tiny = dealFrom([J, A, card(7), K], 1);
    expect(refusalMessage(tiny, insure(true))).toMatch(/cannot be insured/);
    expect(apply(tiny, [insure(false)])).toMatchObject({ finished: true, payout: 0, stake: 1 });
  });

  it('loses insurance when the dealer has no blackjack; the hand then goes on', () => {
    const round = apply(dealFrom([J, A, card(9), card(6)]), [insure(true)]);
    expect(round).toMatchObject({ stake: 1500, dealerBlackjack: false, finished: false, active: 0 });
    expect(refusalMessage(round, insure(false))).toMatch(/answered already/);
    // 19 against soft 17 (ace, six): the dealer stands, the hand wins; the insurance is lost.
    const done = apply(round, [stand]);
    expect(done).toMatchObject({ finished: true, payout: 2000, stake: 1500 });
    expect(done.dealer).toEqual([A, card(6)]);
  });

  it('ends the round at the deal when a ten-value up card hides an ace: the dealer checks', () => {
    const round = dealFrom([card(9), K, card(7), A]);
    expect(round).toMatchObject({ finished: true, payout: 0, dealerBlackjack: true, active: -1, used: 4 });
    expect(round.insurance).toEqual({ offered: false, taken: null, stake: 0 });
    expect(round.hands[0]).toMatchObject({ done: true, result: 'lose' });
    for (const action of EVERY_ACTION) expect(refusal(round, action)).toBe('ACTION_INVALID');
    expect(blackjackAllowed(round)).toEqual([]);
    expect(blackjackAdvice(round)).toBeNull();
    const both = dealFrom([A, card(10), K, A]);
    expect(both).toMatchObject({ finished: true, payout: 1000, dealerBlackjack: true });
    expect(both.hands[0]!.result).toBe('push');
  });

  it('busts a hand over 21: lost, and the dealer draws nothing', () => {
    const round = dealFrom([J, card(7), card(6), J, card(9)]);
    const bust = apply(round, [hit]);
    expect(bust).toMatchObject({ finished: true, payout: 0, used: 5, active: -1 });
    expect(bust.hands[0]).toMatchObject({ cards: [J, card(6), card(9)], done: true, result: 'lose' });
    expect(bust.dealer).toEqual([card(7), J]);
  });

  it('has the dealer stand on soft 17 and hit 16', () => {
    const soft = apply(dealFrom([J, card(6), card(8), A]), [stand]);
    expect(soft.dealer).toEqual([card(6), A]);
    expect(soft).toMatchObject({ finished: true, payout: 2000, used: 4 });
    expect(soft.hands[0]!.result).toBe('win');
    // Sixteen draws: a five makes 21 and beats the player's 20.
    const sixteen = apply(dealFrom([J, J, Q, card(6), card(5)]), [stand]);
    expect(sixteen.dealer).toEqual([J, card(6), card(5)]);
    expect(sixteen).toMatchObject({ finished: true, payout: 0, used: 5 });
    // Soft 16 draws too: ace, five, then a two is soft 18.
    const soft16 = apply(dealFrom([J, A, Q, card(5), card(2)]), [insure(false), stand]);
    expect(soft16.dealer).toEqual([A, card(5), card(2)]);
    expect(soft16.hands[0]!.result).toBe('win'); // 20 against 18
    // The dealer busts: the hand standing on 12 wins.
    const busted = apply(dealFrom([J, card(6), card(2), J, K]), [stand]);
    expect(busted).toMatchObject({ payout: 2000 });
    expect(blackjackTotal(busted.dealer).total).toBe(26);
  });

  it('pushes equal totals: the stake comes back', () => {
    const round = apply(dealFrom([J, card(10, 1), card(9), card(9, 2)]), [stand]);
    expect(round).toMatchObject({ finished: true, payout: 1000, stake: 1000 });
    expect(round.hands[0]!.result).toBe('push');
  });

  it('doubles: the stake doubles, one card, the hand stands', () => {
    const round = dealFrom([card(6), card(5), card(5), J, card(9), K]);
    const doubled = apply(round, [double]);
    expect(doubled.hands[0]).toEqual({
      cards: [card(6), card(5), card(9)],
      stake: 2000,
      doubled: true,
      done: true,
      result: 'win',
    });
    expect(doubled).toMatchObject({ stake: 2000, finished: true, payout: 4000, used: 6 });
    expect(doubled.dealer).toEqual([card(5), J, K]);
    // Not after a hit.
    const hitOnce = apply(dealFrom([card(2), card(5), card(3), J, card(4)]), [hit]);
    expect(hitOnce.hands[0]!.cards).toHaveLength(3);
    expect(refusalMessage(hitOnce, double)).toMatch(/first two cards/);
    expect(blackjackAllowed(hitOnce)).toEqual(['hit', 'stand']);
    // A double that busts loses both stakes, and the dealer draws nothing.
    const bust = apply(dealFrom([card(8), card(7), card(6), J, K]), [double]);
    expect(bust).toMatchObject({ stake: 2000, payout: 0, finished: true });
    expect(bust.dealer).toHaveLength(2);
  });

  it('splits two eights into two hands, each dealt its second card in turn, doubling after the split', () => {
    // Player 8, 8 against 6 (hole 10): the first hand gets a 3 and doubles onto a 10; the second gets a 2,
    // hits a 9 and stands on 19; the dealer's 16 draws a king and busts.
    const round = dealFrom([card(8), card(6), card(8, 1), J, card(3), J, card(2), card(9), K]);
    expect(blackjackAllowed(round)).toEqual(['hit', 'stand', 'double', 'split']);
    const parted = apply(round, [split]);
    expect(parted).toMatchObject({ stake: 2000, used: 5, active: 0, finished: false });
    expect(parted.hands.map((hand) => hand.cards)).toEqual([[card(8), card(3)], [card(8, 1)]]);
    expect(blackjackAllowed(parted)).toEqual(['hit', 'stand', 'double']);
    const first = apply(parted, [double]);
    expect(first).toMatchObject({ stake: 3000, used: 7, active: 1, finished: false });
    expect(first.hands[0]).toMatchObject({
      cards: [card(8), card(3), J],
      stake: 2000,
      doubled: true,
      done: true,
    });
    expect(first.hands[1]!.cards).toEqual([card(8, 1), card(2)]);
    expect(refusalMessage(first, split)).toMatch(/one split per round/);
    const done = apply(first, [hit, stand]);
    expect(done.hands.map((hand) => [hand.stake, hand.result])).toEqual([
      [2000, 'win'],
      [1000, 'win'],
    ]);
    expect(done).toMatchObject({ stake: 3000, payout: 6000, finished: true, active: -1, used: 9 });
    expect(done.dealer).toEqual([card(6), J, K]);
    expect(playBlackjack({ stake: 1000, actions: [split, double, hit, stand] }, deck(round.cards))).toEqual(
      done,
    );
  });

  it('refuses a split of two cards of different ranks, and a second split of a new pair', () => {
    const kq = dealFrom([K, card(7), Q, J]);
    expect(blackjackAllowed(kq)).toEqual(['hit', 'stand', 'double']);
    expect(refusalMessage(kq, split)).toMatch(/same rank/);
    const again = apply(dealFrom([card(8), card(7), card(8, 1), J, card(8, 2)]), [split]);
    expect(again.hands[0]!.cards).toEqual([card(8), card(8, 2)]);
    expect(blackjackAllowed(again)).toEqual(['hit', 'stand', 'double']);
    expect(refusal(again, split)).toBe('ACTION_INVALID');
  });

  it('gives split aces one card each and stands them; 21 there is not a blackjack', () => {
    const round = dealFrom([A, card(9), card(1, 2), card(7), K, card(5), card(2)]);
    const parted = apply(round, [split]);
    expect(parted.hands).toEqual([
      { cards: [A, K], stake: 1000, doubled: false, done: true, result: 'win' },
      { cards: [card(1, 2), card(5)], stake: 1000, doubled: false, done: true, result: 'lose' },
    ]);
    // The dealer's 16 draws a two: 18 beats soft 16, loses to 21.
    expect(parted.dealer).toEqual([card(9), card(7), card(2)]);
    expect(parted).toMatchObject({ stake: 2000, payout: 2000, finished: true, used: 7 });
  });

  it('stands a hand that reaches 21 and moves on', () => {
    const round = dealFrom([card(5), card(9), card(6), card(8), J, card(10, 3)]);
    const twentyOne = apply(round, [hit]);
    expect(twentyOne.hands[0]).toMatchObject({ done: true, result: 'win' });
    expect(blackjackTotal(twentyOne.hands[0]!.cards).total).toBe(21);
    expect(twentyOne).toMatchObject({ finished: true, payout: 2000 });
    // After a split, a ten and an ace make 21 that pays 1 to 1, and play moves to the second hand.
    const tens = apply(dealFrom([K, card(7), card(13, 1), card(9), A, card(9, 2), card(3)]), [split]);
    expect(tens).toMatchObject({ active: 1, stake: 2000 });
    expect(tens.hands[0]).toMatchObject({ cards: [K, A], done: true });
    const paid = apply(tens, [stand]);
    expect(paid.hands.map((hand) => hand.result)).toEqual(['win', 'push']);
    expect(paid.payout).toBe(3000);
  });

  it('plays the longest hand there is: 18 hits, 20 cards', () => {
    const aces = Array.from({ length: 8 }, () => A);
    const round = dealFrom([A, card(9), A, card(9), ...aces, card(2), ...aces, K]);
    const hits = Array.from({ length: 17 }, () => hit);
    const open = apply(round, hits);
    expect(open).toMatchObject({ finished: false, used: 21 });
    expect(blackjackTotal(open.hands[0]!.cards)).toEqual({ total: 20, soft: false });
    const bust = apply(open, [hit]);
    expect(bust.hands[0]!.cards).toHaveLength(20);
    expect(bust).toMatchObject({ finished: true, payout: 0, used: 22 });
  });
});

describe('blackjack stakes and the view', () => {
  it('grows the stake by exactly what each insurance, split and double adds', () => {
    const round = dealFrom([card(8), A, card(8, 1), card(6), card(3), J, card(2), card(9), K], 1000);
    const steps = [insure(true), split, double, double];
    const stakes = [round.stake];
    let current = round;
    for (const step of steps) {
      current = apply(current, [step]);
      stakes.push(current.stake);
      expect(current.stake).toBe(staked(current));
    }
    expect(stakes).toEqual([1000, 1500, 2500, 3500, 4500]);
    expect(current.hands.map((hand) => hand.stake)).toEqual([2000, 2000]);
    expect(current.finished).toBe(true);
  });

  it('hides the hole card and the cards to come while the round is open; a finished round is whole', () => {
    const round = dealFrom([J, card(9), card(5), K, card(4), card(2), card(8)]);
    expect(BLACKJACK_RULES.conceal(round)).toEqual({
      ...round,
      cards: [J, card(9), card(5), null],
      dealer: [card(9)],
    });
    const more = apply(round, [hit]);
    expect(BLACKJACK_RULES.conceal(more)).toEqual({
      ...more,
      cards: [J, card(9), card(5), null, card(4)],
      dealer: [card(9)],
    });
    expect(JSON.parse(JSON.stringify(BLACKJACK_RULES.conceal(more)))).toEqual(BLACKJACK_RULES.conceal(more));
    const done = apply(more, [stand]);
    expect(done.finished).toBe(true);
    expect(BLACKJACK_RULES.conceal(done)).toEqual(done);
    expect(JSON.parse(JSON.stringify(done))).toEqual(done);
    // Insurance awaited: the hole card is hidden as well.
    const ace = dealFrom([J, A, card(5), K]);
    expect(BLACKJACK_RULES.conceal(ace)).toMatchObject({ cards: [J, A, card(5), null], dealer: [A] });
  });

  it('act leaves the outcome it is given as it was; play stops at the first refused action', () => {
    const bet: BlackjackBet = { stake: 1000, actions: [] };
    const cards = [card(8), card(6), card(8, 1), J, card(3), J, card(2)];
    const round = BLACKJACK_RULES.deal(bet, deck(cards));
    const frozen = JSON.stringify(round);
    apply(round, [split, hit]);
    expect(JSON.stringify(round)).toBe(frozen);
    expect(playBlackjack({ ...bet, actions: [split, split, hit] }, deck(cards))).toEqual(
      apply(round, [split]),
    );
    expect(playBlackjack({ ...bet, actions: [insure(false), stand] }, deck(cards))).toEqual(round);
    const viaHand = playHand(BLACKJACK_RULES, { ...bet, actions: [split, split] }, deck(cards));
    expect(viaHand.ok).toBe(false);
  });

  it('pays at most 8 times the base stake', () => {
    expect(BLACKJACK_MAX_PAYOUT).toBe(8000);
    expect(blackjackMaxPayout({ stake: 1234 })).toBe(9872);
    // Two doubled hands both winning reach it.
    const round = dealFrom([card(5), card(6), card(5, 1), J, card(6), K, card(6, 2), Q, card(9)]);
    const best = apply(round, [split, double, double]);
    expect(best).toMatchObject({ stake: 4000, payout: 8000 });
    expect(best.payout).toBe(blackjackMaxPayout({ stake: 1000 }));
  });
});

describe('blackjack property', () => {
  /** The action of a type, insurance taken or not by `take`. */
  const actionOf = (type: BlackjackAction['type'], take: boolean): BlackjackAction =>
    type === 'insurance' ? insure(take) : { type };

  it('random allowed play: over within 20 actions, play = act one by one, stake and payout add up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.nat({ max: 1_000_000 }),
        fc.array(fc.nat({ max: 1000 }), { minLength: 20, maxLength: 20 }),
        (stake, nonce, choices) => {
          const bet: BlackjackBet = { stake, actions: [] };
          let round = BLACKJACK_RULES.deal(bet, fairRandom(seeds(nonce)));
          const actions: BlackjackAction[] = [];
          for (const choice of choices) {
            if (round.finished) break;
            const allowed = blackjackAllowed(round);
            expect(allowed.length).toBeGreaterThan(0);
            // Allowed actions are taken, the others refused.
            for (const action of EVERY_ACTION) {
              const taken =
                allowed.includes(action.type) && !(action.type === 'insurance' && action.take && stake < 2);
              expect(refusal(round, action)).toBe(taken ? 'ok' : 'ACTION_INVALID');
            }
            const action = actionOf(allowed[choice % allowed.length]!, choice % 2 === 0 && stake >= 2);
            const before = round;
            round = apply(round, [action]);
            actions.push(action);
            // The stake grows by the hand's stake on a double or split, half the base on insurance taken.
            const hand = before.hands[before.active];
            const added =
              action.type === 'double' || action.type === 'split'
                ? hand!.stake
                : action.type === 'insurance' && action.take
                  ? Math.floor(stake / 2)
                  : 0;
            expect(round.stake - before.stake).toBe(added);
            expect(round.stake).toBe(staked(round));
            if (!round.finished) {
              expect(round.payout).toBe(0);
              const view = BLACKJACK_RULES.conceal(round) as BlackjackView;
              expect(view.cards).toEqual([
                ...round.cards.slice(0, 3),
                null,
                ...round.cards.slice(4, round.used),
              ]);
              expect(view.dealer).toEqual([round.dealer[0]]);
              expect(blackjackAllowed(view)).toEqual(blackjackAllowed(round));
              expect(blackjackAdvice(view)).toEqual(blackjackAdvice(round));
            }
          }
          expect(round.finished).toBe(true);
          expect(actions.length).toBeLessThanOrEqual(20);
          const played = playBlackjack({ ...bet, actions }, fairRandom(seeds(nonce)));
          expect(played).toEqual(round);
          expect(validateBlackjackBet(JSON.parse(JSON.stringify({ ...bet, actions })))).toEqual({
            ok: true,
            value: { ...bet, actions },
          });
          expect(played.payout).toBeLessThanOrEqual(blackjackMaxPayout(bet));
          expect(played.stake).toBeLessThanOrEqual(4.5 * stake);
          for (const action of EVERY_ACTION) expect(refusal(played, action)).toBe('ACTION_INVALID');
          expect(blackjackAllowed(played)).toEqual([]);
          expect(played.active).toBe(-1);
          expect(played.hands.every((hand) => hand.done && hand.result !== null)).toBe(true);
          // The payout is each hand's pay plus the insurance's when the dealer has blackjack.
          const pays = { blackjack: 2500, win: 2000, push: 1000, lose: 0 };
          const insurance = played.dealerBlackjack ? 3 * played.insurance.stake : 0;
          expect(played.payout).toBe(
            played.hands.reduce(
              (sum: number, hand: BlackjackHand) => sum + applyMultiplier(hand.stake, pays[hand.result!]),
              insurance,
            ),
          );
          expect(played.dealerBlackjack).not.toBeNull();
          expect(played.used).toBeLessThanOrEqual(52);
          expect(BLACKJACK_RULES.conceal(played)).toEqual(played);
          expect(JSON.parse(JSON.stringify(played))).toEqual(played);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('play with any actions is the round of the actions before the first refused one', () => {
    const action = fc.constantFrom(...EVERY_ACTION);
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.array(action, { maxLength: 12 }), (nonce, actions) => {
        const bet: BlackjackBet = { stake: 1000, actions };
        let round = BLACKJACK_RULES.deal(bet, fairRandom(seeds(nonce)));
        for (const each of actions) {
          const next = BLACKJACK_RULES.act(round, each);
          if (!next.ok) break;
          round = next.value;
        }
        expect(playBlackjack(bet, fairRandom(seeds(nonce)))).toEqual(round);
      }),
      { numRuns: 300 },
    );
  });

  it('the advice is always an allowed action, and basic strategy finishes every round', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (nonce) => {
        let round = BLACKJACK_RULES.deal({ stake: 1000, actions: [] }, fairRandom(seeds(nonce)));
        for (let advice = blackjackAdvice(round); advice !== null; advice = blackjackAdvice(round)) {
          const action = advice === 'insurance-no' ? insure(false) : { type: advice };
          expect(blackjackAllowed(round)).toContain(action.type);
          round = apply(round, [action]);
        }
        expect(round.finished).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('blackjack basic strategy', () => {
  /** An open round's view: one hand of `cards` (or the first of two after a split) against up card `up`. */
  const view = (cards: readonly number[], up: number, afterSplit = false): BlackjackView => {
    const hand = { cards, stake: 1000, doubled: false, done: false, result: null };
    return {
      game: 'blackjack',
      stake: afterSplit ? 2000 : 1000,
      base: 1000,
      cards: [],
      used: 8,
      dealer: [up],
      hands: afterSplit ? [hand, { ...hand, cards: [cards[0]!] }] : [hand],
      active: 0,
      insurance: { offered: false, taken: null, stake: 0 },
      dealerBlackjack: false,
      finished: false,
      payout: 0,
    };
  };
  const advise = (ranks: number[], up: number, afterSplit = false) =>
    blackjackAdvice(
      view(
        ranks.map((rank, i) => card(rank, i % 4)),
        card(up),
        afterSplit,
      ),
    );

  it('plays the chart on classic hands and never takes insurance', () => {
    expect(advise([10, 6], 10)).toBe('hit');
    expect(advise([10, 6], 6)).toBe('stand');
    expect(advise([10, 2], 4)).toBe('stand');
    expect(advise([10, 2], 3)).toBe('hit');
    expect(advise([6, 5], 10)).toBe('double');
    expect(advise([6, 5], 1)).toBe('hit');
    expect(advise([5, 4], 3)).toBe('double');
    expect(advise([5, 4], 2)).toBe('hit');
    expect(advise([1, 7], 3)).toBe('double');
    expect(advise([1, 7], 2)).toBe('stand');
    expect(advise([1, 7], 9)).toBe('hit');
    expect(advise([1, 2, 5], 3)).toBe('stand'); // soft 18, three cards: Ds stands
    expect(advise([1, 2, 2], 5)).toBe('hit'); // soft 15, three cards: D hits
    expect(advise([8, 8], 1)).toBe('split');
    expect(advise([8, 8], 10, true)).toBe('hit'); // no second split: hard 16
    expect(advise([1, 1], 10)).toBe('split');
    expect(advise([13, 13], 6)).toBe('stand');
    expect(advise([9, 9], 7)).toBe('stand');
    expect(advise([9, 9], 8)).toBe('split');
    expect(advise([5, 5], 9)).toBe('double');
    expect(advise([4, 4], 5)).toBe('split');
    expect(advise([4, 4], 4)).toBe('hit');
    expect(advise([6, 3], 4, true)).toBe('double'); // double after a split
    expect(blackjackAdvice(dealFrom([J, A, card(5), K]))).toBe('insurance-no');
    expect(blackjackAdvice(dealFrom([A, card(9), K, card(7)]))).toBeNull();
    const columns = BLACKJACK_BASIC_STRATEGY.columns;
    for (const table of [
      BLACKJACK_BASIC_STRATEGY.hard,
      BLACKJACK_BASIC_STRATEGY.soft,
      BLACKJACK_BASIC_STRATEGY.pairs,
    ]) {
      for (const row of Object.values(table)) expect(row.trim().split(/\s+/)).toHaveLength(columns.length);
    }
  });

  // The exact values of every play on the endless deck, to check the chart against: the chance of each count,
  // the dealer's final totals by up card given no blackjack, then the best value of each spot.
  const CHANCE = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4].map((n) => n / 13);
  const COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const best = (hard: number, ace: boolean) => (ace && hard <= 11 ? hard + 10 : hard);
  const finals = (hard: number, ace: boolean): number[] => {
    const out = new Array<number>(23).fill(0);
    const total = best(hard, ace);
    if (total > 21) out[22] = 1;
    else if (total >= 17) out[total] = 1;
    else
      for (const c of COUNTS) finals(hard + c, ace || c === 1).forEach((p, f) => (out[f]! += CHANCE[c]! * p));
    return out;
  };
  const dealer = COUNTS.map((up) => {
    const out = new Array<number>(23).fill(0);
    let kept = 0;
    for (const hole of COUNTS) {
      if (up + hole === 11 && (up === 1 || hole === 1)) continue;
      kept += CHANCE[hole]!;
      finals(up + hole, up === 1 || hole === 1).forEach((p, f) => (out[f]! += CHANCE[hole]! * p));
    }
    return out.map((p) => p / kept);
  });
  const standValue = (total: number, up: number) =>
    dealer[up - 1]!.reduce(
      (v, p, f) => v + (f < 17 ? 0 : p * (f === 22 || total > f ? 1 : total === f ? 0 : -1)),
      0,
    );
  const memo = new Map<string, number>();
  const bestValue = (hard: number, ace: boolean, up: number): number => {
    if (hard > 21) return -1;
    if (best(hard, ace) === 21) return standValue(21, up);
    const key = `${hard}:${ace}:${up}`;
    if (!memo.has(key)) memo.set(key, Math.max(standValue(best(hard, ace), up), plays(hard, ace, up).hit));
    return memo.get(key)!;
  };
  const plays = (hard: number, ace: boolean, up: number) => {
    let hitValue = 0;
    let doubleValue = 0;
    for (const c of COUNTS) {
      hitValue += CHANCE[c]! * bestValue(hard + c, ace || c === 1, up);
      doubleValue += CHANCE[c]! * (hard + c > 21 ? -2 : 2 * standValue(best(hard + c, ace || c === 1), up));
    }
    return { stand: standValue(best(hard, ace), up), hit: hitValue, double: doubleValue };
  };
  const twoCardValue = (hard: number, ace: boolean, up: number) => {
    if (best(hard, ace) === 21) return standValue(21, up);
    const values = plays(hard, ace, up);
    return Math.max(values.stand, values.hit, values.double);
  };
  const splitValue = (count: number, up: number) =>
    2 *
    COUNTS.reduce((v, c) => {
      const ace = count === 1 || c === 1;
      return (
        v +
        CHANCE[c]! * (count === 1 ? standValue(best(count + c, ace), up) : twoCardValue(count + c, ace, up))
      );
    }, 0);
  const argmax = (values: Record<string, number>) =>
    Object.entries(values).sort((a, b) => b[1] - a[1])[0]![0];

  it('is the best play in every spot: two and three cards, hard and soft, every pair', () => {
    for (let up = 1; up <= 10; up += 1) {
      for (let first = 1; first <= 10; first += 1) {
        for (let second = 1; second <= 10; second += 1) {
          const hard = first + second;
          const ace = first === 1 || second === 1;
          if (best(hard, ace) === 21) continue;
          const values = plays(hard, ace, up);
          // As the first two cards after a split: a double allowed, no split.
          expect([first, second, up, advise([first, second], up, true)]).toEqual([
            first,
            second,
            up,
            argmax(values),
          ]);
          if (first === second) {
            const splitting = splitValue(first, up) > twoCardValue(hard, ace, up);
            expect([first, up, advise([first, second], up) === 'split']).toEqual([first, up, splitting]);
          }
          for (let third = 1; third <= 10; third += 1) {
            const more = hard + third;
            const soft = ace || third === 1;
            if (more > 21 || best(more, soft) === 21) continue;
            const three = plays(more, soft, up);
            expect([first, second, third, up, advise([first, second, third], up)]).toEqual([
              first,
              second,
              third,
              up,
              three.stand >= three.hit ? 'stand' : 'hit',
            ]);
          }
        }
      }
    }
  });

  it('returns BLACKJACK_RTP_BASIC, the same as the best play everywhere', () => {
    const rtp = blackjackStrategyRtp();
    expect(rtp).toBeCloseTo(BLACKJACK_RTP_BASIC, 6);
    let net = 0;
    for (let first = 1; first <= 13; first += 1) {
      for (let second = 1; second <= 13; second += 1) {
        const a = Math.min(first, 10);
        const b = Math.min(second, 10);
        for (let up = 1; up <= 10; up += 1) {
          const chance = CHANCE[up]! / 169;
          const dealerBlackjack = up === 1 ? CHANCE[10]! : up === 10 ? CHANCE[1]! : 0;
          const ace = a === 1 || b === 1;
          if (a + b === 11 && ace) {
            net += chance * (1 - dealerBlackjack) * 1.5;
            continue;
          }
          let value = twoCardValue(a + b, ace, up);
          if (first === second) value = Math.max(value, splitValue(a, up));
          net += chance * (-dealerBlackjack + (1 - dealerBlackjack) * value);
        }
      }
    }
    expect(rtp).toBeCloseTo(1 + net, 12);
  });

  it('never needs more than 52 of the 64 cards: a hand holds at most 20, the dealer 12', () => {
    // The longest card sequences: the player may hit below 21, the dealer draws below 17.
    const longest = (hard: number, ace: boolean, stop: number): number => {
      if (hard > 21 || best(hard, ace) >= stop) return 0;
      return 1 + Math.max(...COUNTS.map((c) => longest(hard + c, ace || c === 1, stop)));
    };
    const player = 1 + Math.max(...COUNTS.map((c) => longest(c, c === 1, 21)));
    const house = 1 + Math.max(...COUNTS.map((c) => longest(c, c === 1, 17)));
    expect([player, house]).toEqual([20, 12]);
    expect(2 * player + house).toBeLessThanOrEqual(BLACKJACK_CARDS);
    expect(BLACKJACK_MAX_ACTIONS).toBe(2 + 2 * (player - 2));
  });
});
