/**
 * Blackjack: one player hand against the dealer, closest to 21 without going over wins. Cards count their
 * number, jacks, queens and kings 10, an ace 11 or 1 (11 while that does not take the hand over 21: the hand
 * is then "soft"). A two-card 21 is a blackjack.
 *
 * The rules, as shown to players:
 *
 * - The deck is endless: every card is drawn on its own, uniform over the 52 faces, whatever came before.
 * - The player and the dealer get two cards each, the dealer's second face down (the hole card).
 * - Blackjack pays 3 to 2, a win 1 to 1; a tie (push) gives the stake back.
 * - When the dealer shows an ace, insurance is offered first: it costs half the stake (rounded down to the
 *   minor unit) and pays 2 to 1 when the dealer has blackjack. The player takes it or declines it before
 *   anything else.
 * - When the dealer shows an ace or a ten-value card, the dealer checks for blackjack (after insurance): with
 *   one the round ends at once; a player blackjack pushes, any other hand loses its stake.
 * - A player blackjack (two-card 21 on the first hand) without a dealer blackjack ends the round at once,
 *   paid 3 to 2.
 * - The player hits (one more card) or stands; a hand that reaches 21 stands by itself, one over 21 is bust
 *   and loses whatever the dealer does.
 * - Double: on a hand's first two cards (after a split too), the hand's stake doubles, it gets exactly one
 *   more card and stands.
 * - Split: two first cards of the same rank (two kings, not a king and a queen) become two hands, each with
 *   the stake, played one after the other; each gets its second card when its turn comes. One split per
 *   round. Split aces get one card each and stand. A 21 after a split is 21, not a blackjack (it pays 1 to
 *   1).
 * - When every player hand is done, the dealer shows the hole card and draws to 17 or more: stands on every
 *   17, soft 17 included; hits 16 or less. The dealer does not draw when every player hand is bust.
 *
 * A round is one provably fair hand (docs/adr/0054-hands.md): the deal draws BLACKJACK_CARDS cards at once,
 * each `nextInt(52)` (rank `card % 13 + 1`: 1 ace, 2 to 10, 11 jack, 12 queen, 13 king; suit `floor(card /
 * 13)`: 0 spades, 1 hearts, 2 diamonds, 3 clubs, as in Hi-Lo), and the round takes them in order as it needs
 * them: player, dealer (up card), player, dealer (hole card), then every card of a hit, a double or a split
 * as the player acts, and last the dealer's draws. 64 cards always suffice: a player hand can hold at most 20
 * cards (ten aces, a two, eight aces and one more), the dealer at most 12 (six aces, a six, four aces and one
 * more), so a split round uses at most 52. Were the cards to run out, an action that needs a card would be
 * refused, a split hand still waiting for its second card would stand on one, and the dealer would stand.
 *
 * Money: the stake moves during the round. `stake` is everything staked so far: the base stake, each double
 * and split (the hand's stake again) and insurance. A server takes the difference of `stake` before and after
 * each action from the balance; `payout` (stakes included for hands that win or push) is paid when the round
 * is finished. Amounts are whole minor units: 3 to 2 on an odd stake rounds half a minor unit up
 * (`applyMultiplier`), insurance on a stake of 1 minor unit cannot be taken.
 *
 * Basic strategy (`blackjackAdvice`, the best play in every spot under these rules) returns 99.4296 % of the
 * base stake (BLACKJACK_RTP_BASIC): a house edge of 0.57 %.
 */
import type { RandomSource } from './fair';
import { validateActions, type HandOutcomeBase, type HandRules } from './hand';
import { applyMultiplier, validateStake } from './money';
import { fail, isRecord, ok, type Result } from './result';

/** Cards drawn at the deal; a round uses at most 52 of them (see the module's doc). */
export const BLACKJACK_CARDS = 64;
/**
 * The most actions a bet may carry: insurance, a split and 18 on each of the two hands (a hand holds at most
 * 20 cards: 18 hits after its first two, or fewer hits and a stand).
 */
export const BLACKJACK_MAX_ACTIONS = 38;
/** Suits in card order: card c is suit floor(c / 13). */
export const BLACKJACK_SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type BlackjackSuit = (typeof BLACKJACK_SUITS)[number];

/** What a settled hand pays back in thousandths of its stake, stake included. */
export const BLACKJACK_PAYS: Readonly<Record<BlackjackHandResult, number>> = Object.freeze({
  blackjack: 2500,
  win: 2000,
  push: 1000,
  lose: 0,
});
/** What insurance pays back with a dealer blackjack, in thousandths of its stake: 2 to 1, stake included. */
export const BLACKJACK_INSURANCE_PAYS = 3000;
/**
 * The most a round pays, in thousandths of the base stake: 8×, a split whose two hands are both doubled and
 * both win (two hands of twice the stake, each paid twice its stake). A blackjack pays 2.5×, and insurance
 * pays only with a dealer blackjack, which ends the round before any split or double: at most 2.5× the base
 * then (3 × floor(base / 2) for the insurance and the stake back on a pushed blackjack).
 */
export const BLACKJACK_MAX_PAYOUT = 8000;
/**
 * The return of basic strategy (`blackjackAdvice`, insurance never taken) under these rules, per base stake:
 * 1 + the expected net win over the base stake, the usual figure (1 − the house edge): 99.4296 %. Computed
 * exactly (`blackjackStrategyRtp`: a recursion over the endless deck's card chances, in double precision),
 * with 3 to 2 paid exactly (an even stake). The RTP script's simulation agrees: 99.28 % ± 0.23 % (95 %
 * interval) over 10^6 rounds, 99.36 % ± 0.07 % over 10^7.
 */
export const BLACKJACK_RTP_BASIC = 0.994296;

export type BlackjackAction =
  | { readonly type: 'hit' }
  | { readonly type: 'stand' }
  | { readonly type: 'double' }
  | { readonly type: 'split' }
  | { readonly type: 'insurance'; readonly take: boolean };
export type BlackjackActionType = BlackjackAction['type'];

export interface BlackjackBet {
  /** The base stake: the stake of the first hand. */
  readonly stake: number;
  /** The player's actions so far, in order (none at the deal). */
  readonly actions: readonly BlackjackAction[];
}

/** How a settled hand ended: 'blackjack' is a player blackjack paid 3 to 2. */
export type BlackjackHandResult = 'win' | 'lose' | 'push' | 'blackjack';

/** One player hand (two after a split). */
export interface BlackjackHand {
  /** Its cards in the order dealt (0..51). */
  readonly cards: readonly number[];
  /** Its stake: the base stake, twice that once doubled. */
  readonly stake: number;
  readonly doubled: boolean;
  /**
   * Whether the hand takes no more actions: stood, doubled, bust, at 21, a split ace, or the round is over.
   */
  readonly done: boolean;
  /** How it ended; null until the round is settled. */
  readonly result: BlackjackHandResult | null;
}

export interface BlackjackInsurance {
  /** Whether insurance was offered (the dealer shows an ace). */
  readonly offered: boolean;
  /** The player's answer; null while it is awaited or when nothing was offered. */
  readonly taken: boolean | null;
  /** What it cost: floor(base / 2) when taken, else 0. */
  readonly stake: number;
}

/** A round as the engine keeps it. */
export interface BlackjackOutcome extends HandOutcomeBase {
  readonly game: 'blackjack';
  /** Everything staked so far: the base stake, each double and split, and insurance. */
  readonly stake: number;
  /** The base stake (the bet's stake). */
  readonly base: number;
  /** The BLACKJACK_CARDS cards drawn at the deal, taken in order; a view shows only the used ones. */
  readonly cards: readonly number[];
  /** How many of `cards` the round has taken so far (4 at the deal). */
  readonly used: number;
  /**
   * The dealer's cards: the up card, the hole card, then the draws. A view of an open round shows the up card
   * only.
   */
  readonly dealer: readonly number[];
  /** The player's hands: one, two after a split. */
  readonly hands: readonly BlackjackHand[];
  /** The index of the hand being played; -1 when none is (insurance awaited, or the round over). */
  readonly active: number;
  readonly insurance: BlackjackInsurance;
  /** Whether the dealer has blackjack; null until known (while insurance is awaited). */
  readonly dealerBlackjack: boolean | null;
}

/**
 * What the player sees (`conceal`). While the round is open, `cards` holds the used cards with the dealer's
 * hole card (position 3) null, and `dealer` only the up card; a finished round is shown whole.
 */
export interface BlackjackView extends Omit<BlackjackOutcome, 'cards'> {
  readonly cards: readonly (number | null)[];
}

/** A card's rank: 1 ace, 2..10, 11 jack, 12 queen, 13 king. */
export function blackjackCardRank(card: number): number {
  return (card % 13) + 1;
}

export function blackjackCardSuit(card: number): BlackjackSuit {
  return BLACKJACK_SUITS[Math.floor(card / 13)]!;
}

/** What a card counts: 1 for an ace (11 when it fits, see blackjackTotal), its number, 10 for a face card. */
export function blackjackCardValue(card: number): number {
  return Math.min(blackjackCardRank(card), 10);
}

/** The total of cards counting `hard` with aces as 1: one ace counts 11 when that keeps it at 21 or less. */
const totalOf = (hard: number, ace: boolean) => (ace && hard <= 11 ? hard + 10 : hard);

/**
 * The total of some cards: an ace counts 11 when that keeps the total at 21 or less (then `soft` is true),
 * otherwise 1. Over 21 is bust.
 */
export function blackjackTotal(cards: readonly number[]): { total: number; soft: boolean } {
  let hard = 0;
  let ace = false;
  for (const card of cards) {
    const value = blackjackCardValue(card);
    hard += value;
    if (value === 1) ace = true;
  }
  return { total: totalOf(hard, ace), soft: ace && hard <= 11 };
}

const isBlackjack = (cards: readonly number[]) => cards.length === 2 && blackjackTotal(cards).total === 21;

const ACTION_SHAPE =
  'a blackjack action is { type: "hit" | "stand" | "double" | "split" } ' +
  'or { type: "insurance", take: true | false }';

/** Checks one untrusted action; never throws. */
export function validateBlackjackAction(action: unknown): Result<BlackjackAction> {
  if (isRecord(action)) {
    const type = action.type;
    if (type === 'hit' || type === 'stand' || type === 'double' || type === 'split') return ok({ type });
    if (type === 'insurance') {
      if (typeof action.take !== 'boolean') {
        return fail(
          'ACTION_INVALID',
          'an insurance action says whether it is taken: { type: "insurance", take }',
        );
      }
      return ok({ type, take: action.take });
    }
  }
  return fail('ACTION_INVALID', ACTION_SHAPE);
}

/** Checks an untrusted bet `{ stake, actions }` (absent actions mean none); never throws. */
export function validateBlackjackBet(bet: unknown): Result<BlackjackBet> {
  if (!isRecord(bet)) return fail('BET_INVALID', 'a blackjack bet is an object { stake, actions }');
  const stake = validateStake(bet.stake);
  if (!stake.ok) return stake;
  const actions = validateActions(bet, validateBlackjackAction, BLACKJACK_MAX_ACTIONS);
  if (!actions.ok) return actions;
  return ok({ stake: stake.value, actions: actions.value });
}

/** What a hand pays back once settled, stake included. */
function handPayout(hand: BlackjackHand): number {
  return hand.result === null ? 0 : applyMultiplier(hand.stake, BLACKJACK_PAYS[hand.result]);
}

/** Ends the round: every hand done, the payout summed (insurance pays with a dealer blackjack). */
function finish(outcome: BlackjackOutcome): BlackjackOutcome {
  const insurance =
    outcome.dealerBlackjack === true ? applyMultiplier(outcome.insurance.stake, BLACKJACK_INSURANCE_PAYS) : 0;
  return {
    ...outcome,
    active: -1,
    finished: true,
    payout: outcome.hands.reduce((sum, hand) => sum + handPayout(hand), insurance),
  };
}

/**
 * The dealer's check for blackjack, once insurance is answered (or at the deal when no ace shows): a dealer
 * blackjack ends the round (a player blackjack pushes, the hand loses otherwise), and so does a player
 * blackjack (paid 3 to 2). A dealer up card of 2 to 9 cannot make blackjack: the check is only a formality
 * then.
 */
function peek(outcome: BlackjackOutcome): BlackjackOutcome {
  const dealerBlackjack = isBlackjack(outcome.dealer);
  const hand = outcome.hands[0]!;
  const player = isBlackjack(hand.cards);
  if (!dealerBlackjack && !player) return { ...outcome, dealerBlackjack, active: 0 };
  const result: BlackjackHandResult = dealerBlackjack ? (player ? 'push' : 'lose') : 'blackjack';
  return finish({ ...outcome, dealerBlackjack, hands: [{ ...hand, done: true, result }] });
}

/** Deals a round: BLACKJACK_CARDS cards, each `nextInt(52)`; two to the player, two to the dealer. */
export function dealBlackjack(bet: BlackjackBet, random: RandomSource): BlackjackOutcome {
  const cards = Array.from({ length: BLACKJACK_CARDS }, () => random.nextInt(52));
  const offered = blackjackCardRank(cards[1]!) === 1;
  const open: BlackjackOutcome = {
    game: 'blackjack',
    stake: bet.stake,
    base: bet.stake,
    cards,
    used: 4,
    dealer: [cards[1]!, cards[3]!],
    hands: [{ cards: [cards[0]!, cards[2]!], stake: bet.stake, doubled: false, done: false, result: null }],
    active: -1,
    insurance: { offered, taken: null, stake: 0 },
    dealerBlackjack: null,
    finished: false,
    payout: 0,
  };
  return offered ? open : peek(open);
}

const replace = <T>(list: readonly T[], index: number, value: T): T[] =>
  list.map((each, i) => (i === index ? value : each));

/** Whether the round split a pair of aces (those hands get one card each and stand). */
const splitAces = (outcome: Pick<BlackjackOutcome, 'hands'>) =>
  outcome.hands.length === 2 && blackjackCardRank(outcome.hands[0]!.cards[0]!) === 1;

/** Gives hand `index` the next card; the hand is done at 21 or more, or when `stand` says so. */
function give(outcome: BlackjackOutcome, index: number, stand: boolean): BlackjackOutcome {
  const hand = outcome.hands[index]!;
  const cards = [...hand.cards, outcome.cards[outcome.used]!];
  const done = stand || blackjackTotal(cards).total >= 21;
  return {
    ...outcome,
    used: outcome.used + 1,
    hands: replace(outcome.hands, index, { ...hand, cards, done }),
  };
}

/** The dealer draws to 17 (standing on soft 17) unless every hand is bust; then every hand is settled. */
function settle(outcome: BlackjackOutcome): BlackjackOutcome {
  let dealer = outcome.dealer;
  let used = outcome.used;
  if (outcome.hands.some((hand) => blackjackTotal(hand.cards).total <= 21)) {
    while (blackjackTotal(dealer).total < 17 && used < BLACKJACK_CARDS) {
      dealer = [...dealer, outcome.cards[used]!];
      used += 1;
    }
  }
  const house = blackjackTotal(dealer).total;
  const hands = outcome.hands.map((hand): BlackjackHand => {
    const total = blackjackTotal(hand.cards).total;
    const result =
      total > 21 ? 'lose' : house > 21 || total > house ? 'win' : total === house ? 'push' : 'lose';
    return { ...hand, done: true, result };
  });
  return finish({ ...outcome, dealer, used, hands });
}

/**
 * Moves play on from a hand that is done: to the next hand (dealt its second card when it is a split hand),
 * or, when every hand is done, to the dealer and the settlement.
 */
function advance(outcome: BlackjackOutcome): BlackjackOutcome {
  let next = outcome;
  for (let index = outcome.active; index < next.hands.length; index += 1) {
    if (next.hands[index]!.cards.length === 1) {
      next =
        next.used < BLACKJACK_CARDS
          ? give(next, index, splitAces(next))
          : { ...next, hands: replace(next.hands, index, { ...next.hands[index]!, done: true }) };
    }
    if (!next.hands[index]!.done) return { ...next, active: index };
  }
  return settle(next);
}

const canSplit = (outcome: Pick<BlackjackView, 'hands'>, hand: BlackjackHand) =>
  outcome.hands.length === 1 &&
  hand.cards.length === 2 &&
  blackjackCardRank(hand.cards[0]!) === blackjackCardRank(hand.cards[1]!);

/**
 * Applies one action to a round (a new outcome; the given one is left as it was). Refused (ACTION_INVALID):
 * anything once the round is over; anything but insurance while it is awaited, and insurance at any other
 * time (or taken on a stake of 1 minor unit, where half the stake rounds to nothing); a double on more than
 * two cards; a split of cards of different ranks, of a hand that is not the first two cards, or a second
 * split.
 */
export function actBlackjack(outcome: BlackjackOutcome, action: BlackjackAction): Result<BlackjackOutcome> {
  if (outcome.finished) return fail('ACTION_INVALID', 'the round is over: no action may follow');
  const valid = validateBlackjackAction(action);
  if (!valid.ok) return valid;
  const act = valid.value;
  if (outcome.insurance.offered && outcome.insurance.taken === null) {
    if (act.type !== 'insurance') {
      return fail(
        'ACTION_INVALID',
        'the dealer shows an ace: take or decline insurance first, { type: "insurance", take: true | false }',
      );
    }
    const cost = act.take ? Math.floor(outcome.base / 2) : 0;
    if (act.take && cost === 0) {
      return fail(
        'ACTION_INVALID',
        'insurance costs half the stake rounded down: a 1 minor unit stake cannot be insured',
      );
    }
    return ok(
      peek({
        ...outcome,
        stake: outcome.stake + cost,
        insurance: { offered: true, taken: act.take, stake: cost },
      }),
    );
  }
  if (act.type === 'insurance') {
    return fail(
      'ACTION_INVALID',
      outcome.insurance.offered
        ? 'insurance has been answered already'
        : 'insurance is offered only when the dealer shows an ace',
    );
  }
  const index = outcome.active;
  const hand = outcome.hands[index]!;
  if (act.type === 'stand') {
    return ok(advance({ ...outcome, hands: replace(outcome.hands, index, { ...hand, done: true }) }));
  }
  if (outcome.used >= BLACKJACK_CARDS) return fail('ACTION_INVALID', 'no card is left to draw: stand');
  if (act.type === 'hit') return ok(advance(give(outcome, index, false)));
  if (act.type === 'double') {
    if (hand.cards.length !== 2) {
      return fail('ACTION_INVALID', "a double is allowed only on a hand's first two cards");
    }
    const doubled = { ...hand, stake: hand.stake * 2, doubled: true };
    const staked = {
      ...outcome,
      stake: outcome.stake + hand.stake,
      hands: replace(outcome.hands, index, doubled),
    };
    return ok(advance(give(staked, index, true)));
  }
  if (outcome.hands.length !== 1) {
    return fail('ACTION_INVALID', 'one split per round: this round has split already');
  }
  if (!canSplit(outcome, hand)) {
    return fail(
      'ACTION_INVALID',
      'a split needs the first two cards of the same rank (two kings, not a king and a queen)',
    );
  }
  const single = (card: number): BlackjackHand => ({
    cards: [card],
    stake: hand.stake,
    doubled: false,
    done: false,
    result: null,
  });
  const split = {
    ...outcome,
    stake: outcome.stake + hand.stake,
    hands: [single(hand.cards[0]!), single(hand.cards[1]!)],
  };
  return ok(advance(give(split, 0, splitAces(split))));
}

/**
 * What the player may see: while the round is open, the cards used so far with the dealer's hole card hidden
 * (null at position 3), and the dealer's up card alone; a finished round whole.
 */
export function concealBlackjack(outcome: BlackjackOutcome): BlackjackView {
  if (outcome.finished) return outcome;
  const cards: (number | null)[] = outcome.cards.slice(0, outcome.used);
  cards[3] = null;
  return { ...outcome, cards, dealer: outcome.dealer.slice(0, 1) };
}

export const BLACKJACK_RULES: HandRules<BlackjackBet, BlackjackAction, BlackjackOutcome> = Object.freeze({
  validateAction: validateBlackjackAction,
  deal: dealBlackjack,
  act: actBlackjack,
  conceal: concealBlackjack,
  // A left round declines insurance and stands on every hand: no more stake, no card the player did not ask for.
  idle: (): readonly BlackjackAction[] => [{ type: 'insurance', take: false }, { type: 'stand' }],
});

/**
 * Deals and applies the bet's actions in order. The first action the round refuses ends the replay: the
 * outcome is that of the actions before it, and the refused action and those after it are ignored (a server
 * stores only actions that `act` accepted, so a stored round replays whole).
 */
export function playBlackjack(bet: BlackjackBet, random: RandomSource): BlackjackOutcome {
  let outcome = dealBlackjack(bet, random);
  for (const action of bet.actions) {
    const next = actBlackjack(outcome, action);
    if (!next.ok) break;
    outcome = next.value;
  }
  return outcome;
}

/** The most a round can pay: 8 times the base stake (BLACKJACK_MAX_PAYOUT). */
export function blackjackMaxPayout(bet: Pick<BlackjackBet, 'stake'>): number {
  return applyMultiplier(bet.stake, BLACKJACK_MAX_PAYOUT);
}

/** What the player may do now (for the buttons): nothing once the round is over. */
export function blackjackAllowed(outcome: BlackjackView): BlackjackActionType[] {
  if (outcome.finished) return [];
  if (outcome.insurance.offered && outcome.insurance.taken === null) return ['insurance'];
  const hand = outcome.hands[outcome.active];
  if (hand === undefined) return [];
  if (outcome.used >= BLACKJACK_CARDS) return ['stand'];
  const allowed: BlackjackActionType[] = ['hit', 'stand'];
  if (hand.cards.length === 2) allowed.push('double');
  if (canSplit(outcome, hand)) allowed.push('split');
  return allowed;
}

/**
 * The basic strategy chart for these rules (endless deck, dealer stands on soft 17, double after split, one
 * split, no surrender): one row per hand, one column per dealer up card 2, 3, 4, 5, 6, 7, 8, 9, 10 (any
 * ten-value card), ace. H hit, S stand, D double (hit when a double is not allowed: three cards or more), Ds
 * double (stand when not allowed), P split, "-" play the pair as its total.
 *
 * - `hard`: totals without an ace counted as 11; 8 or less plays the 8 row, 17 or more the 17 row.
 * - `soft`: totals with an ace counted as 11 (soft 13 is an ace and a two); 21 stands by itself.
 * - `pairs`: the first two cards of one rank while a split is allowed, by the rank's count (1 for aces); "-"
 *   reads the hard or soft row.
 *
 * Every entry is the play with the highest expected return in that spot under these rules (on an endless deck
 * the best play depends only on the hand's total, softness, the pair and the up card). Insurance is never
 * taken.
 */
export const BLACKJACK_BASIC_STRATEGY = Object.freeze({
  columns: ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'A'] as const,
  hard: Object.freeze<Record<number, string>>({
    //   2  3  4  5  6  7  8  9  10 A
    8: ' H  H  H  H  H  H  H  H  H  H',
    9: ' H  D  D  D  D  H  H  H  H  H',
    10: 'D  D  D  D  D  D  D  D  H  H',
    11: 'D  D  D  D  D  D  D  D  D  H',
    12: 'H  H  S  S  S  H  H  H  H  H',
    13: 'S  S  S  S  S  H  H  H  H  H',
    14: 'S  S  S  S  S  H  H  H  H  H',
    15: 'S  S  S  S  S  H  H  H  H  H',
    16: 'S  S  S  S  S  H  H  H  H  H',
    17: 'S  S  S  S  S  S  S  S  S  S',
  }),
  soft: Object.freeze<Record<number, string>>({
    //   2  3  4  5  6  7  8  9  10 A
    12: 'H  H  H  H  H  H  H  H  H  H',
    13: 'H  H  H  H  D  H  H  H  H  H',
    14: 'H  H  H  D  D  H  H  H  H  H',
    15: 'H  H  H  D  D  H  H  H  H  H',
    16: 'H  H  D  D  D  H  H  H  H  H',
    17: 'H  D  D  D  D  H  H  H  H  H',
    18: 'S  Ds Ds Ds Ds S  S  H  H  H',
    19: 'S  S  S  S  S  S  S  S  S  S',
    20: 'S  S  S  S  S  S  S  S  S  S',
    21: 'S  S  S  S  S  S  S  S  S  S',
  }),
  pairs: Object.freeze<Record<number, string>>({
    //   2  3  4  5  6  7  8  9  10 A
    1: ' P  P  P  P  P  P  P  P  P  P',
    2: ' P  P  P  P  P  P  -  -  -  -',
    3: ' P  P  P  P  P  P  -  -  -  -',
    4: ' -  -  -  P  P  -  -  -  -  -',
    5: ' -  -  -  -  -  -  -  -  -  -',
    6: ' P  P  P  P  P  -  -  -  -  -',
    7: ' P  P  P  P  P  P  -  -  -  -',
    8: ' P  P  P  P  P  P  P  P  P  P',
    9: ' P  P  P  P  P  S  P  P  S  S',
    10: '-  -  -  -  -  -  -  -  -  -',
  }),
});

/** What `blackjackAdvice` says: the basic strategy play, or declining insurance. */
export type BlackjackAdvice = 'hit' | 'stand' | 'double' | 'split' | 'insurance-no';
type Play = 'hit' | 'stand' | 'double' | 'split';

/** The chart's code for a row and a dealer up card count (1 for an ace). */
function chartCode(row: string, up: number): string {
  return row.trim().split(/\s+/)[up === 1 ? 9 : up - 2]!;
}

/**
 * The chart's play for a hand of `hard` (aces counted 1) with or without an ace, the pair's count when a
 * split is allowed (else null), whether a double is allowed, against a dealer up card count `up` (1 for an
 * ace). A hand at 21 or more stands.
 */
function chartPlay(hard: number, ace: boolean, pair: number | null, canDouble: boolean, up: number): Play {
  const chart = BLACKJACK_BASIC_STRATEGY;
  if (pair !== null) {
    const code = chartCode(chart.pairs[pair]!, up);
    if (code === 'P') return 'split';
    if (code === 'S') return 'stand';
  }
  const soft = ace && hard <= 11;
  const total = totalOf(hard, ace);
  if (total >= 21) return 'stand';
  const code = soft
    ? chartCode(chart.soft[Math.max(total, 12)]!, up)
    : chartCode(chart.hard[Math.min(Math.max(total, 8), 17)]!, up);
  if (code === 'D') return canDouble ? 'double' : 'hit';
  if (code === 'Ds') return canDouble ? 'double' : 'stand';
  return code === 'S' ? 'stand' : 'hit';
}

/**
 * The basic strategy play now (BLACKJACK_BASIC_STRATEGY): 'insurance-no' while insurance is awaited (it is
 * never worth taking), otherwise the chart's play for the hand being played; null once the round is over.
 */
export function blackjackAdvice(outcome: BlackjackView): BlackjackAdvice | null {
  if (outcome.finished) return null;
  if (outcome.insurance.offered && outcome.insurance.taken === null) return 'insurance-no';
  const hand = outcome.hands[outcome.active];
  const up = outcome.dealer[0];
  if (hand === undefined || up === undefined) return null;
  const allowed = blackjackAllowed(outcome);
  if (!allowed.includes('hit')) return 'stand';
  const hard = hand.cards.reduce((sum, card) => sum + blackjackCardValue(card), 0);
  const ace = hand.cards.some((card) => blackjackCardRank(card) === 1);
  const pair = allowed.includes('split') ? blackjackCardValue(hand.cards[0]!) : null;
  return chartPlay(hard, ace, pair, allowed.includes('double'), blackjackCardValue(up));
}

/** The chance of each card count 1..10 on the endless deck (index = count): 1/13 each, 4/13 for 10. */
const COUNT_CHANCE: readonly number[] = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4].map((n) => n / 13);
const COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * The exact return of basic strategy (`blackjackAdvice`, insurance declined) per base stake: 1 + the expected
 * net win over the base stake, 3 to 2 paid exactly. The recursion runs over the endless deck's card chances:
 * the dealer's final totals for each up card (given no dealer blackjack once checked), the player's plays by
 * the chart, a split as two hands against the same dealer (the expectation adds up over the hands). Computed
 * in double precision; a few milliseconds.
 */
export function blackjackStrategyRtp(): number {
  // The dealer's final total (17..21, or 22 for bust) from a hand of `hard` with or without an ace.
  const dealerMemo = new Map<string, number[]>();
  const dealerFinal = (hard: number, ace: boolean): number[] => {
    const key = `${hard}:${ace}`;
    const known = dealerMemo.get(key);
    if (known) return known;
    const chances = new Array<number>(23).fill(0);
    const total = totalOf(hard, ace);
    if (total > 21) {
      chances[22] = 1;
    } else if (total >= 17) {
      chances[total] = 1;
    } else {
      for (const count of COUNTS) {
        const next = dealerFinal(hard + count, ace || count === 1);
        next.forEach((chance, final) => (chances[final]! += COUNT_CHANCE[count]! * chance));
      }
    }
    dealerMemo.set(key, chances);
    return chances;
  };
  // The dealer's final totals by up card once the check found no blackjack.
  const dealerBy = (up: number): number[] => {
    const chances = new Array<number>(23).fill(0);
    let kept = 0;
    for (const hole of COUNTS) {
      if (up + hole === 11 && (up === 1 || hole === 1)) continue;
      kept += COUNT_CHANCE[hole]!;
      dealerFinal(up + hole, up === 1 || hole === 1).forEach(
        (chance, final) => (chances[final]! += COUNT_CHANCE[hole]! * chance),
      );
    }
    return chances.map((chance) => chance / kept);
  };
  const dealers = [0, ...COUNTS].map((up) => (up === 0 ? [] : dealerBy(up)));
  // The net of standing on `total` (21 or less) against up card `up`.
  const standNet = (total: number, up: number) =>
    dealers[up]!.reduce(
      (net, chance, final) =>
        net + (final < 17 ? 0 : chance * (final === 22 || total > final ? 1 : total === final ? 0 : -1)),
      0,
    );
  const netMemo = new Map<string, number>();
  // The net of a hand of `hard` (an ace or not) played by the chart from here, per unit of its stake.
  const handNet = (hard: number, ace: boolean, canDouble: boolean, up: number): number => {
    if (hard > 21) return -1;
    const total = totalOf(hard, ace);
    if (total === 21) return standNet(21, up);
    const key = `${hard}:${ace}:${canDouble}:${up}`;
    const known = netMemo.get(key);
    if (known !== undefined) return known;
    const play = chartPlay(hard, ace, null, canDouble, up);
    let net = 0;
    if (play === 'stand') {
      net = standNet(total, up);
    } else {
      for (const count of COUNTS) {
        const nextHard = hard + count;
        const nextAce = ace || count === 1;
        // A double takes one card and stands on twice the stake; a hit plays on without a double.
        const value =
          play === 'hit'
            ? handNet(nextHard, nextAce, false, up)
            : nextHard > 21
              ? -2
              : 2 * standNet(totalOf(nextHard, nextAce), up);
        net += COUNT_CHANCE[count]! * value;
      }
    }
    netMemo.set(key, net);
    return net;
  };
  // One split hand from its first card `first`: the second card, then the chart (split aces stand).
  const splitHandNet = (first: number, up: number): number =>
    COUNTS.reduce((net, count) => {
      const hard = first + count;
      const ace = first === 1 || count === 1;
      const value = first === 1 ? standNet(totalOf(hard, ace), up) : handNet(hard, ace, true, up);
      return net + COUNT_CHANCE[count]! * value;
    }, 0);
  let net = 0;
  // Over ranks for the player's cards (a split needs one rank, not one count), counts for the up card.
  for (let first = 1; first <= 13; first += 1) {
    for (let second = 1; second <= 13; second += 1) {
      const a = Math.min(first, 10);
      const b = Math.min(second, 10);
      for (const up of COUNTS) {
        const chance = COUNT_CHANCE[up]! / 169;
        const dealerBlackjack = up === 1 ? COUNT_CHANCE[10]! : up === 10 ? COUNT_CHANCE[1]! : 0;
        const ace = a === 1 || b === 1;
        if (a + b === 11 && ace) {
          net += chance * (1 - dealerBlackjack) * 1.5;
          continue;
        }
        const play = chartPlay(a + b, ace, first === second ? a : null, true, up);
        const played = play === 'split' ? 2 * splitHandNet(a, up) : handNet(a + b, ace, true, up);
        net += chance * (dealerBlackjack * -1 + (1 - dealerBlackjack) * played);
      }
    }
  }
  return 1 + net;
}
