/**
 * Hi-Lo: a card is shown and the player guesses whether the next card's rank is higher or the same, or lower
 * or the same; aces are lowest, kings highest, suits do not count. A right guess raises the multiplier by 13
 * over the number of ranks that win it, a wrong one ends the hand with nothing paid. The player may skip a
 * card (the next card replaces it, the multiplier stays) and cash out after the first right guess.
 *
 * The deck is endless: every card is drawn on its own, uniform over the 52 faces, so each rank has chance
 * 1/13 whatever came before. Higher-or-same on rank r wins with chance (14 − r) / 13, lower-or-same with
 * r / 13. A guess that cannot lose (higher on an ace, lower on a king) is refused: the player skips that
 * card instead.
 *
 * The multiplier after n right guesses is floor(970 × 13^n / the product of the n guesses' winning rank
 * counts) thousandths, capped at 10,000×: the house keeps 3 % once, so every way of playing returns 97 % less
 * the rounding. The last of the 52 cards cannot be skipped (it must be guessed, or the hand cashed out), so no
 * hand ends without risk: skipping every card is not a way back to the stake.
 *
 * A hand is one provably fair round (docs/adr/0054-hands.md): its 52 cards are drawn at the deal, each
 * `nextInt(52)`; card 0 is shown at once and each guess or skip shows the next one.
 */
import type { RandomSource } from './fair';
import { fraction, type Fraction } from './fraction';
import { validateActions, type HandOutcomeBase, type HandRules } from './hand';
import { applyMultiplier, validateStake } from './money';
import { fail, isRecord, ok, type Result } from './result';

export const HILO_TARGET_RTP = 0.97;
/** Cards drawn at the deal: card 0 is shown at once, so a hand holds at most 51 guesses or skips. */
export const HILO_CARDS = 52;
/** Ranks 1 (ace, lowest) to 13 (king, highest). */
export const HILO_RANKS = 13;
/** The multiplier cap in thousandths (10,000×): reaching it ends the hand, paid at the cap. */
export const HILO_MAX_MULTIPLIER = 10_000_000;
/** The most actions a bet may carry: a guess or skip for each card after the first, and a cash-out. */
export const HILO_MAX_ACTIONS = 52;
/** Suits in card order: card c is suit floor(c / 13). */
export const HILO_SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type HiloSuit = (typeof HILO_SUITS)[number];

/** The return kept of the fair price, in thousandths (97 %). */
const RTP_THOUSANDTHS = 970n;
const RANKS = BigInt(HILO_RANKS);

/** "higher": the next rank is higher or the same; "lower": lower or the same. */
export type HiloGuess = 'higher' | 'lower';

export type HiloAction =
  | { readonly type: 'higher' }
  | { readonly type: 'lower' }
  | { readonly type: 'skip' }
  | { readonly type: 'cashOut' };

export interface HiloBet {
  readonly stake: number;
  /** The player's actions so far, in order (none at the deal). */
  readonly actions: readonly HiloAction[];
}

/** One card shown after the first: what the player did and the card it showed. */
export interface HiloStep {
  readonly action: HiloGuess | 'skip';
  /** The card shown (0..51). */
  readonly card: number;
  /** Whether the guess was right; false for a skip (nothing was guessed). */
  readonly won: boolean;
}

export interface HiloOutcome extends HandOutcomeBase {
  readonly game: 'hilo';
  /** The 52 cards drawn at the deal, 0..51 (hiloRank, hiloSuit); in a view, only the shown ones. */
  readonly cards: readonly number[];
  /** How many cards have been shown (1 at the deal): the current card is `cards[shown - 1]`. */
  readonly shown: number;
  /** Every guess and skip, in order: step i showed card i + 1. */
  readonly steps: readonly HiloStep[];
  /** Thousandths of the stake after the right guesses so far (1000 before the first). */
  readonly multiplier: number;
  /** Right guesses so far. */
  readonly correct: number;
  /** Whether the player cashed out (a hand ended by the cap or by running out of cards pays without it). */
  readonly cashedOut: boolean;
  /** Whether a wrong guess ended the hand. */
  readonly lost: boolean;
}

/** What the player sees: the outcome, with `cards` cut to the shown ones while the hand is open. */
export type HiloView = HiloOutcome;

/** A card's rank: 1 ace (lowest), 2..10, 11 jack, 12 queen, 13 king (highest). */
export function hiloRank(card: number): number {
  return (card % HILO_RANKS) + 1;
}

/** A card's suit. */
export function hiloSuit(card: number): HiloSuit {
  return HILO_SUITS[Math.floor(card / HILO_RANKS)]!;
}

/** How many of the 13 ranks win a guess on `rank`: 14 − rank for higher-or-same, rank for lower-or-same. */
function winningRanks(rank: number, guess: HiloGuess): number {
  return guess === 'higher' ? HILO_RANKS + 1 - rank : rank;
}

/** The chance a guess on `rank` (1..13) is right: (14 − rank) / 13 for "higher", rank / 13 for "lower". */
export function hiloChance(rank: number, guess: HiloGuess): Fraction {
  return fraction(BigInt(winningRanks(rank, guess)), RANKS);
}

/**
 * The side more likely to win on rank `rank`: "higher" on 2 to 7 (on a 7 both win 7 / 13), "lower" on 8 to
 * queen; null on an ace or a king, where the likelier guess cannot lose and is refused (skip the card).
 */
export function hiloLikelierGuess(rank: number): HiloGuess | null {
  if (rank <= 1 || rank >= HILO_RANKS) return null;
  return rank <= 7 ? 'higher' : 'lower';
}

/** The multiplier after `guesses` right guesses whose winning rank counts multiply to `product`. */
function multiplierOf(guesses: number, product: bigint): number {
  if (guesses === 0) return 1000;
  const multiplier = (RTP_THOUSANDTHS * RANKS ** BigInt(guesses)) / product;
  return multiplier >= BigInt(HILO_MAX_MULTIPLIER) ? HILO_MAX_MULTIPLIER : Number(multiplier);
}

/**
 * The multiplier in thousandths after right guesses that each won with `counts[i]` of the 13 ranks (1..12):
 * floor(970 × 13^n / (counts[0] × … × counts[n − 1])), at most HILO_MAX_MULTIPLIER; 1000 with none.
 */
export function hiloMultiplier(counts: readonly number[]): number {
  return multiplierOf(
    counts.length,
    counts.reduce((product, count) => product * BigInt(count), 1n),
  );
}

/** The winning rank counts of a hand's right guesses, in order. */
function rightCounts(outcome: HiloView): number[] {
  const counts: number[] = [];
  let previous = outcome.cards[0]!;
  for (const step of outcome.steps) {
    if (step.won && step.action !== 'skip') counts.push(winningRanks(hiloRank(previous), step.action));
    previous = step.card;
  }
  return counts;
}

/** The card now shown (0..51): the one the next guess is about. */
export function hiloCurrentCard(outcome: HiloView): number {
  return outcome.cards[outcome.shown - 1]!;
}

/**
 * The multiplier a right `guess` on the current card would give (capped); null when the hand is over or the
 * guess is refused (higher on an ace, lower on a king).
 */
export function hiloNextMultiplier(outcome: HiloView, guess: HiloGuess): number | null {
  if (outcome.finished) return null;
  const count = winningRanks(hiloRank(hiloCurrentCard(outcome)), guess);
  if (count === HILO_RANKS) return null;
  return hiloMultiplier([...rightCounts(outcome), count]);
}

/** Checks one untrusted action: `{ type }` with type "higher", "lower", "skip" or "cashOut"; never throws. */
export function validateHiloAction(action: unknown): Result<HiloAction> {
  if (isRecord(action)) {
    const type = action.type;
    if (type === 'higher' || type === 'lower' || type === 'skip' || type === 'cashOut') return ok({ type });
  }
  return fail('ACTION_INVALID', 'a hi-lo action is { type: "higher" | "lower" | "skip" | "cashOut" }');
}

/** Checks an untrusted bet `{ stake, actions }` (absent actions mean none); never throws. */
export function validateHiloBet(bet: unknown): Result<HiloBet> {
  if (!isRecord(bet)) return fail('BET_INVALID', 'a hi-lo bet is an object { stake, actions }');
  const stake = validateStake(bet.stake);
  if (!stake.ok) return stake;
  const actions = validateActions(bet, validateHiloAction, HILO_MAX_ACTIONS);
  if (!actions.ok) return actions;
  return ok({ stake: stake.value, actions: actions.value });
}

/** Deals a hand: 52 cards, each `nextInt(52)`; card 0 is shown. */
export function dealHilo(bet: HiloBet, random: RandomSource): HiloOutcome {
  const cards = Array.from({ length: HILO_CARDS }, () => random.nextInt(HILO_CARDS));
  return {
    game: 'hilo',
    stake: bet.stake,
    cards,
    shown: 1,
    steps: [],
    multiplier: 1000,
    correct: 0,
    cashedOut: false,
    lost: false,
    finished: false,
    payout: 0,
  };
}

/**
 * Applies one action to a hand (a new outcome; the given one is left as it was). Refused (ACTION_INVALID):
 * any action once the hand is over, a guess that cannot lose (higher on an ace, lower on a king: skip
 * instead) and a cash-out before the first right guess. A wrong guess ends the hand with nothing paid;
 * reaching the cap ends it paid at the cap. A skip may not show the last of the 52 cards: that card is
 * guessed, and showing it ends the hand (paid at the multiplier when the guess was right).
 */
export function actHilo(outcome: HiloOutcome, action: HiloAction): Result<HiloOutcome> {
  if (outcome.finished) return fail('ACTION_INVALID', 'the hand is over: no action may follow');
  if (action.type === 'cashOut') {
    if (outcome.correct === 0) {
      return fail('ACTION_INVALID', 'a cash-out needs at least one right guess first');
    }
    return ok({
      ...outcome,
      cashedOut: true,
      finished: true,
      payout: applyMultiplier(outcome.stake, outcome.multiplier),
    });
  }
  const type = action.type;
  if (type !== 'higher' && type !== 'lower' && type !== 'skip') {
    return fail('ACTION_INVALID', 'a hi-lo action is { type: "higher" | "lower" | "skip" | "cashOut" }');
  }
  const card = outcome.cards[outcome.shown];
  if (card === undefined) return fail('ACTION_INVALID', 'no card is left to show');
  const rank = hiloRank(hiloCurrentCard(outcome));
  const shown = outcome.shown + 1;
  if (type === 'skip') {
    if (shown === HILO_CARDS) {
      return fail(
        'ACTION_INVALID',
        'the last card cannot be skipped: guess it, or cash out after a right guess',
      );
    }
    return ok(settle({ ...outcome, shown, steps: [...outcome.steps, { action: type, card, won: false }] }));
  }
  const count = winningRanks(rank, type);
  if (count === HILO_RANKS) {
    const name = rank === 1 ? 'an ace' : 'a king';
    return fail(
      'ACTION_INVALID',
      `"${type}" on ${name} cannot lose and is not offered: skip the card instead`,
    );
  }
  const next = hiloRank(card);
  const won = type === 'higher' ? next >= rank : next <= rank;
  const steps = [...outcome.steps, { action: type, card, won }];
  if (!won) return ok({ ...outcome, shown, steps, lost: true, finished: true, payout: 0 });
  const multiplier = hiloMultiplier([...rightCounts(outcome), count]);
  return ok(settle({ ...outcome, shown, steps, multiplier, correct: outcome.correct + 1 }));
}

/** Ends a hand at the cap or on its last card (always reached by a right guess), paid at its multiplier. */
function settle(outcome: HiloOutcome): HiloOutcome {
  if (outcome.multiplier < HILO_MAX_MULTIPLIER && outcome.shown < HILO_CARDS) return outcome;
  return { ...outcome, finished: true, payout: applyMultiplier(outcome.stake, outcome.multiplier) };
}

/** What the player may see: an open hand's cards cut to the shown ones; a finished hand whole. */
export function concealHilo(outcome: HiloOutcome): HiloView {
  return outcome.finished ? outcome : { ...outcome, cards: outcome.cards.slice(0, outcome.shown) };
}

export const HILO_RULES: HandRules<HiloBet, HiloAction, HiloOutcome> = Object.freeze({
  validateAction: validateHiloAction,
  deal: dealHilo,
  act: actHilo,
  conceal: concealHilo,
  // A left hand is cashed out after a right guess; before that nothing is won yet, and it stays open.
  idle: (): readonly HiloAction[] => [{ type: 'cashOut' }],
});

/**
 * Deals and applies the bet's actions in order. The first action the hand refuses ends the replay: the
 * outcome is that of the actions before it, and the refused action and those after it are ignored (a server
 * stores only actions that `act` accepted, so a stored hand replays whole).
 */
export function playHilo(bet: HiloBet, random: RandomSource): HiloOutcome {
  let outcome = dealHilo(bet, random);
  for (const action of bet.actions) {
    const next = actHilo(outcome, action);
    if (!next.ok) break;
    outcome = next.value;
  }
  return outcome;
}

/** The most a bet can pay: the stake at the cap (four right guesses on one winning rank each reach it). */
export function hiloMaxPayout(bet: Pick<HiloBet, 'stake'>): number {
  return applyMultiplier(bet.stake, HILO_MAX_MULTIPLIER);
}

/**
 * The exact figures of one way of playing: guess the likelier side (hiloLikelierGuess; skip aces and kings)
 * and cash out after `correct` right guesses (1..51). `rtp` is the return, `paid` the chance the hand pays
 * anything. Both count every path through the 52 cards: a hand reaching the cap earlier ends there, and a
 * hand on its last card guesses it (the unlikely side on an ace or a king, since it cannot skip) and ends there.
 * The work grows quickly with
 * `correct` (the distinct products of the guesses' counts are tracked): meant for a few guesses.
 */
export function hiloStrategyOdds(correct: number): { rtp: Fraction; paid: Fraction } {
  if (!Number.isInteger(correct) || correct < 1 || correct >= HILO_CARDS) {
    throw new RangeError('correct must be a whole number from 1 to 51');
  }
  interface State {
    rank: number;
    correct: number;
    product: bigint;
    /** Sequences of ranks that reach the state; each has chance 13^-shown. */
    ways: bigint;
  }
  // Sums over 13^52 (every rank sequence of the 52 cards), returns in thousandths.
  let returned = 0n;
  let paid = 0n;
  const pay = (state: Pick<State, 'ways'>, shown: number, multiplier: number) => {
    const weight = state.ways * RANKS ** BigInt(HILO_CARDS - shown);
    returned += weight * BigInt(multiplier);
    if (multiplier > 0) paid += weight;
  };
  let states = new Map<string, State>();
  for (let rank = 1; rank <= HILO_RANKS; rank += 1) {
    states.set(`${rank}:0:1`, { rank, correct: 0, product: 1n, ways: 1n });
  }
  for (let shown = 1; shown < HILO_CARDS; shown += 1) {
    const next = new Map<string, State>();
    const carry = (rank: number, right: number, product: bigint, ways: bigint) => {
      const key = `${rank}:${right}:${product}`;
      const held = next.get(key);
      if (held) held.ways += ways;
      else next.set(key, { rank, correct: right, product, ways });
    };
    for (const state of states.values()) {
      // The last card cannot be skipped: on an ace or a king the strategy guesses the only side offered.
      const guess =
        hiloLikelierGuess(state.rank) ??
        (shown === HILO_CARDS - 1 ? (state.rank === 1 ? 'lower' : 'higher') : null);
      for (let rank = 1; rank <= HILO_RANKS; rank += 1) {
        if (guess === null) {
          carry(rank, state.correct, state.product, state.ways);
          continue;
        }
        if (guess === 'higher' ? rank < state.rank : rank > state.rank) continue; // lost: pays nothing
        const right = state.correct + 1;
        const product = state.product * BigInt(winningRanks(state.rank, guess));
        const multiplier = multiplierOf(right, product);
        if (right === correct || multiplier === HILO_MAX_MULTIPLIER) pay(state, shown + 1, multiplier);
        else carry(rank, right, product, state.ways);
      }
    }
    states = next;
  }
  // The cards ran out after a right guess on the last card: paid at the multiplier.
  for (const state of states.values()) pay(state, HILO_CARDS, multiplierOf(state.correct, state.product));
  const all = RANKS ** BigInt(HILO_CARDS);
  return { rtp: fraction(returned, all * 1000n), paid: fraction(paid, all) };
}

/** The exact return of guessing the likelier side and cashing out after `correct` right guesses. */
export function hiloTheoreticalRtp(correct: number): Fraction {
  return hiloStrategyOdds(correct).rtp;
}
