/**
 * Video poker, Jacks or Better on the 8/5 paytable: five cards from one 52-card deck, the player holds any of
 * them and draws once to replace the others; the final hand is paid by the paytable. A hand is one provably fair
 * round (docs/adr/0054-hands.md): the deal shuffles the whole deck, cards 0 to 4 of it are the dealt hand, and
 * the draw replaces the cards not held, from left to right, with deck cards 5, 6, 7 and so on. The one action,
 * the draw, is part of the bet: `{ stake, actions: [{ type: 'draw', hold }] }`.
 *
 * A card is a number 0..51: rank `card % 13 + 2` (2 to 10, 11 jack, 12 queen, 13 king, 14 ace) and suit
 * `floor(card / 13)` (0 spades, 1 hearts, 2 diamonds, 3 clubs). Card 12 is the ace of spades, card 51 the ace
 * of clubs.
 *
 * Perfect play returns 97.2984 % on this paytable (the published figure); the common simple strategy
 * (`videoPokerAdvice`) returns 97.1988 %.
 */
import type { RandomSource } from './fair';
import { shuffle } from './draw';
import { type HandOutcomeBase, type HandRules, validateActions } from './hand';
import { applyMultiplier, validateStake } from './money';
import { fail, isRecord, ok, type Result } from './result';

export const VIDEO_POKER_SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type VideoPokerSuit = (typeof VIDEO_POKER_SUITS)[number];

/** The paying hands from the best down, then 'nothing'. */
export const VIDEO_POKER_HAND_KINDS = [
  'royal',
  'straightFlush',
  'fourOfAKind',
  'fullHouse',
  'flush',
  'straight',
  'threeOfAKind',
  'twoPair',
  'jacks',
  'nothing',
] as const;
/**
 * What five cards make: 'royal' is ten to ace of one suit, 'straightFlush' any other five in sequence of one
 * suit, 'jacks' one pair of jacks, queens, kings or aces; a lower single pair is 'nothing'.
 */
export type VideoPokerHandKind = (typeof VIDEO_POKER_HAND_KINDS)[number];

/**
 * The 8/5 Jacks or Better paytable: what each hand pays back per unit staked, stake included (a pair of jacks
 * or better returns the stake), in thousandths.
 */
export const VIDEO_POKER_PAYTABLE: Readonly<Record<VideoPokerHandKind, number>> = Object.freeze({
  royal: 800_000,
  straightFlush: 50_000,
  fourOfAKind: 25_000,
  fullHouse: 8_000,
  flush: 5_000,
  straight: 4_000,
  threeOfAKind: 3_000,
  twoPair: 2_000,
  jacks: 1_000,
  nothing: 0,
});

/**
 * The published return of 8/5 Jacks or Better under perfect play (the strategy that makes, for every dealt hand,
 * the hold with the highest expected return): 97.2984 %. The RTP script measures play by `videoPokerAdvice`,
 * the common simple strategy, which returns 97.1988 %.
 */
export const VIDEO_POKER_OPTIMAL_RTP = 0.972984;

/** Which of the five dealt cards to keep, left to right: true keeps the card, false replaces it. */
export type VideoPokerHold = readonly [boolean, boolean, boolean, boolean, boolean];

/** The draw: the cards not held are replaced and the hand is over (holding all five is a draw too). */
export interface VideoPokerAction {
  readonly type: 'draw';
  readonly hold: VideoPokerHold;
}

export interface VideoPokerBet {
  readonly stake: number;
  /** None while the hand is open, then the draw. */
  readonly actions: readonly VideoPokerAction[];
}

/** What the player may see of a hand at any time: everything but the deck. */
export interface VideoPokerHand extends HandOutcomeBase {
  readonly game: 'videoPoker';
  /** The five cards dealt, in the order shown. */
  readonly dealt: readonly number[];
  /** What the dealt five make as they are. */
  readonly dealtKind: VideoPokerHandKind;
  /** The hold of the draw; null until the draw. */
  readonly held: VideoPokerHold | null;
  /** The five cards after the draw, each held card in its place; null until the draw. */
  readonly final: readonly number[] | null;
  /** What the final hand makes; null until the draw. */
  readonly kind: VideoPokerHandKind | null;
  /** The final hand's pay in thousandths of the stake (VIDEO_POKER_PAYTABLE); 0 until the draw. */
  readonly multiplier: number;
}

/** A hand as the engine keeps it: with the whole shuffled deck. */
export interface VideoPokerOutcome extends VideoPokerHand {
  /** All 52 cards in their shuffled order: 0..4 are dealt, 5.. replace the cards not held. */
  readonly deck: readonly number[];
}

/** A hand as the player sees it (`conceal`): the deck is null until the draw, then shown whole. */
export interface VideoPokerView extends VideoPokerHand {
  readonly deck: readonly number[] | null;
}

/** A card's rank: 2 to 14 (11 jack, 12 queen, 13 king, 14 ace). */
export function videoPokerCardRank(card: number): number {
  return (card % 13) + 2;
}

export function videoPokerCardSuit(card: number): VideoPokerSuit {
  return VIDEO_POKER_SUITS[Math.floor(card / 13)]!;
}

const suitOf = (card: number) => Math.floor(card / 13);

function isHold(value: unknown): value is VideoPokerHold {
  return Array.isArray(value) && value.length === 5 && value.every((each) => typeof each === 'boolean');
}

export function validateVideoPokerAction(action: unknown): Result<VideoPokerAction> {
  if (!isRecord(action)) {
    return fail('ACTION_INVALID', 'a video poker action is an object { type: "draw", hold }');
  }
  if (action.type !== 'draw') {
    return fail('ACTION_INVALID', 'the video poker action is { type: "draw", hold }');
  }
  const hold = action.hold;
  if (!isHold(hold)) {
    return fail('ACTION_INVALID', 'hold must be a list of five booleans, one per dealt card (true keeps it)');
  }
  return ok({ type: 'draw', hold: [hold[0], hold[1], hold[2], hold[3], hold[4]] });
}

/** Checks an untrusted bet `{ stake, actions }` (actions absent means none; at most the one draw). */
export function validateVideoPokerBet(bet: unknown): Result<VideoPokerBet> {
  if (!isRecord(bet)) return fail('BET_INVALID', 'a video poker bet is an object { stake, actions }');
  const stake = validateStake(bet.stake);
  if (!stake.ok) return stake;
  const actions = validateActions(bet, validateVideoPokerAction, 1);
  if (!actions.ok) return actions;
  return ok({ stake: stake.value, actions: actions.value });
}

/** Whether distinct ranks fit in five ranks in sequence, the ace counting high or low. */
function inSequence(ranks: readonly number[]): boolean {
  const span = (values: readonly number[]) => Math.max(...values) - Math.min(...values);
  if (span(ranks) <= 4) return true;
  return ranks.includes(14) && span(ranks.map((rank) => (rank === 14 ? 1 : rank))) <= 4;
}

/**
 * What five distinct cards make. A straight is five ranks in sequence, the ace high (ten to ace) or low (ace to
 * five, the wheel); a flush is five of one suit; both is a straight flush, and ten to ace of one suit a royal.
 * A single pair pays only as jacks or better (jacks, queens, kings, aces). Any other number of cards than five
 * is a RangeError.
 */
export function videoPokerRank(cards: readonly number[]): VideoPokerHandKind {
  if (cards.length !== 5) throw new RangeError('videoPokerRank: a hand is five cards');
  const counts = new Array<number>(15).fill(0);
  for (const card of cards) counts[videoPokerCardRank(card)]! += 1;
  const suit = suitOf(cards[0]!);
  const flush = cards.every((card) => suitOf(card) === suit);
  const ranks = cards.map(videoPokerCardRank);
  const distinct = counts.filter((count) => count > 0).length;
  const straight = distinct === 5 && inSequence(ranks);
  if (straight && flush) return Math.min(...ranks) === 10 ? 'royal' : 'straightFlush';
  const most = Math.max(...counts);
  if (most === 4) return 'fourOfAKind';
  if (most === 3) return distinct === 2 ? 'fullHouse' : 'threeOfAKind';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (distinct === 3) return 'twoPair';
  if (distinct === 4) return counts.findIndex((count) => count === 2) >= 11 ? 'jacks' : 'nothing';
  return 'nothing';
}

/**
 * The hold of the common simple strategy for Jacks or Better: the first line of this list that the dealt hand
 * offers decides what to keep (a high card is a jack, queen, king or ace):
 *
 *  1. a made royal flush, straight flush, four of a kind or full house (four of a kind: the four);
 *  2. 4 to a royal flush (even breaking a made flush or straight);
 *  3. a made flush, straight or three of a kind (three of a kind: the three);
 *  4. 4 to a straight flush;
 *  5. two pair;
 *  6. a high pair;
 *  7. 3 to a royal flush;
 *  8. 4 to a flush;
 *  9. a low pair;
 * 10. 4 to an outside straight (four ranks in sequence that either end completes: not A-2-3-4 or J-Q-K-A);
 * 11. 2 suited high cards (of two such pairs, the one with the lower top card);
 * 12. 3 to a straight flush (three of a suit within five ranks in sequence, the ace high or low);
 * 13. 2 unsuited high cards (of more than two, the lowest two);
 * 14. a ten with a jack, queen or king of its suit;
 * 15. one high card;
 * 16. nothing: draw five.
 *
 * Counted over every deal and every draw, this strategy returns 97.1988 % on the 8/5 table, 0.0996 % below
 * perfect play (on the 9/6 table: 99.4592 % against 99.5439 %).
 */
export function videoPokerAdvice(cards: readonly number[]): [boolean, boolean, boolean, boolean, boolean] {
  const kind = videoPokerRank(cards);
  const ranks = cards.map(videoPokerCardRank);
  const suits = cards.map(suitOf);
  const counts = new Array<number>(15).fill(0);
  for (const rank of ranks) counts[rank]! += 1;
  const bySuit: number[][] = [[], [], [], []];
  ranks.forEach((rank, i) => bySuit[suits[i]!]!.push(rank));
  const hold = (keep: (i: number) => boolean): [boolean, boolean, boolean, boolean, boolean] => [
    keep(0),
    keep(1),
    keep(2),
    keep(3),
    keep(4),
  ];
  const all = () => hold(() => true);
  const ofRankCount = (n: number) => hold((i) => counts[ranks[i]!] === n);
  // Every draw of three or more suited cards is in the suit with the most cards (the only one with three).
  const main = bySuit.reduce(
    (best, ranksOf, suit) => (ranksOf.length > bySuit[best]!.length ? suit : best),
    0,
  );
  const suited = bySuit[main]!;
  const royalCards = suited.filter((rank) => rank >= 10).length;
  const inMain = (i: number) => suits[i] === main;
  const royalDraw = () => hold((i) => inMain(i) && ranks[i]! >= 10);
  const straightFlushDraw = inSequence(suited);

  if (kind === 'royal' || kind === 'straightFlush' || kind === 'fullHouse') return all();
  if (kind === 'fourOfAKind') return ofRankCount(4);
  if (royalCards === 4) return royalDraw();
  if (kind === 'flush' || kind === 'straight') return all();
  if (kind === 'threeOfAKind') return ofRankCount(3);
  if (suited.length === 4 && straightFlushDraw) return hold(inMain);
  if (kind === 'twoPair' || kind === 'jacks') return ofRankCount(2);
  if (royalCards === 3) return royalDraw();
  if (suited.length === 4) return hold(inMain);
  if (counts.includes(2)) return ofRankCount(2);
  // From here on the five ranks are distinct: an outside straight draw is the lowest four or the highest four.
  const sorted = [...ranks].sort((a, b) => a - b);
  if (sorted[3]! - sorted[0]! === 3 && sorted[3]! <= 13) return hold((i) => ranks[i] !== sorted[4]);
  if (sorted[4]! - sorted[1]! === 3 && sorted[4]! <= 13) return hold((i) => ranks[i] !== sorted[0]);
  let pairSuit = -1;
  let pairTop = 15;
  bySuit.forEach((ranksOf, suit) => {
    const high = ranksOf.filter((rank) => rank >= 11);
    if (high.length === 2 && Math.max(...high) < pairTop) {
      pairSuit = suit;
      pairTop = Math.max(...high);
    }
  });
  if (pairSuit >= 0) return hold((i) => suits[i] === pairSuit && ranks[i]! >= 11);
  if (suited.length === 3 && straightFlushDraw) return hold(inMain);
  const high = sorted.filter((rank) => rank >= 11);
  if (high.length >= 2) return hold((i) => ranks[i] === high[0] || ranks[i] === high[1]);
  if (high.length === 1) {
    const face = ranks.indexOf(high[0]!);
    const ten = ranks.indexOf(10);
    if (ten >= 0 && high[0]! <= 13 && suits[ten] === suits[face]) return hold((i) => i === ten || i === face);
    return hold((i) => i === face);
  }
  return hold(() => false);
}

const NEW_DECK: readonly number[] = Object.freeze(Array.from({ length: 52 }, (_, card) => card));

/** Deals a hand: the whole deck shuffled (`shuffle` of the cards 0..51), its first five cards dealt. */
function deal(bet: VideoPokerBet, random: RandomSource): VideoPokerOutcome {
  const deck = shuffle(NEW_DECK, random);
  const dealt = deck.slice(0, 5);
  return {
    game: 'videoPoker',
    stake: bet.stake,
    deck,
    dealt,
    dealtKind: videoPokerRank(dealt),
    held: null,
    final: null,
    kind: null,
    multiplier: 0,
    finished: false,
    payout: 0,
  };
}

/**
 * The draw: each card not held, from left to right, is replaced by the next deck card from position 5 on; the
 * final hand is paid and the hand is over. Refused once the hand is over (there is one draw).
 */
function act(outcome: VideoPokerOutcome, action: VideoPokerAction): Result<VideoPokerOutcome> {
  if (outcome.finished) return fail('ACTION_INVALID', 'the hand is over: a video poker hand has one draw');
  const valid = validateVideoPokerAction(action);
  if (!valid.ok) return valid;
  const held = valid.value.hold;
  let next = 5;
  const final = outcome.dealt.map((card, i) => (held[i] ? card : outcome.deck[next++]!));
  const kind = videoPokerRank(final);
  const multiplier = VIDEO_POKER_PAYTABLE[kind];
  return ok({
    ...outcome,
    held,
    final,
    kind,
    multiplier,
    finished: true,
    payout: applyMultiplier(outcome.stake, multiplier),
  });
}

/** What the player sees: while the hand is open the deck stays hidden (null); a finished hand is shown whole. */
function conceal(outcome: VideoPokerOutcome): VideoPokerView {
  return outcome.finished ? outcome : { ...outcome, deck: null };
}

export const VIDEO_POKER_RULES: HandRules<VideoPokerBet, VideoPokerAction, VideoPokerOutcome> = Object.freeze(
  {
    validateAction: validateVideoPokerAction,
    deal,
    act,
    conceal,
    // A left hand draws with the suggested hold (the hand must be drawn to end, and the advice is the play).
    idle: (outcome: VideoPokerOutcome): readonly VideoPokerAction[] => [
      { type: 'draw', hold: videoPokerAdvice(outcome.dealt) },
    ],
  },
);

/**
 * Plays a hand: deals, then applies the bet's actions in order as `playHand` does. Where `playHand` answers
 * the error of an action the hand refuses, this answers the hand as it stood before that action (the legal
 * prefix): a valid bet holds at most the one draw, which an open hand always takes, so only a bet that skipped
 * validation (a second draw) can stop early.
 */
export function playVideoPoker(bet: VideoPokerBet, random: RandomSource): VideoPokerOutcome {
  let outcome = deal(bet, random);
  for (const action of bet.actions) {
    const next = act(outcome, action);
    if (!next.ok) break;
    outcome = next.value;
  }
  return outcome;
}

/** The most a hand can pay: a royal flush, 800 times the stake. */
export function videoPokerMaxPayout(bet: VideoPokerBet): number {
  return applyMultiplier(bet.stake, VIDEO_POKER_PAYTABLE.royal);
}
