/**
 * Baccarat (punto banco) from an eight-deck shoe: two hands, Player and Banker, each two cards, a third card by
 * the fixed tableau (no choice for anyone), the total the last digit of the sum (aces 1, tens and faces 0). A
 * bet on Player pays 1:1, on Banker 0.95:1 (the usual 5 % commission), on a tie 8:1; a tie returns the Player
 * and Banker stakes. Each round deals from a freshly shuffled shoe: each card is drawn uniformly from the cards
 * left (nextInt over the remaining count), so the odds are exactly those of an eight-deck game's first coup
 * (exact RTP tested: Banker 98.94 %, Player 98.76 %, Tie 85.64 %).
 */
import type { RandomSource } from './fair';
import { addFractions, fraction, type Fraction } from './fraction';
import { applyMultiplier, validateStake } from './money';
import { fail, isRecord, ok, type Result } from './result';

export const BACCARAT_DECKS = 8;
export const BACCARAT_SIDES = ['player', 'banker', 'tie'] as const;
export type BaccaratSide = (typeof BACCARAT_SIDES)[number];
export const BACCARAT_SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type BaccaratSuit = (typeof BACCARAT_SUITS)[number];

/** What a winning bet pays back, in thousandths of the stake (stake included); a push pays 1000. */
export const BACCARAT_PAYS: Readonly<Record<BaccaratSide, number>> = Object.freeze({
  player: 2000,
  banker: 1950,
  tie: 9000,
});

export interface BaccaratCard {
  /** 1 ace, 2..10, 11 jack, 12 queen, 13 king. */
  readonly rank: number;
  readonly suit: BaccaratSuit;
}

export interface BaccaratBet {
  readonly stake: number;
  readonly on: BaccaratSide;
}

export interface BaccaratOutcome {
  readonly game: 'baccarat';
  readonly stake: number;
  readonly on: BaccaratSide;
  /** In the order dealt: 2 or 3 cards each. */
  readonly player: readonly BaccaratCard[];
  readonly banker: readonly BaccaratCard[];
  readonly playerTotal: number;
  readonly bankerTotal: number;
  readonly winner: BaccaratSide;
  /** Pay in thousandths of the stake: the side's pay, 1000 for a Player or Banker bet on a tie, else 0. */
  readonly multiplier: number;
  readonly payout: number;
}

export function validateBaccaratBet(bet: unknown): Result<BaccaratBet> {
  if (!isRecord(bet)) return fail('BET_INVALID', 'a baccarat bet is an object { stake, on }');
  const stake = validateStake(bet.stake);
  if (!stake.ok) return stake;
  const on = bet.on;
  if (on !== 'player' && on !== 'banker' && on !== 'tie') {
    return fail('BACCARAT_SIDE_INVALID', 'on must be "player", "banker" or "tie"');
  }
  return ok({ stake: stake.value, on });
}

/** A card's points: aces 1, two to nine their number, tens and faces 0. */
export function baccaratPoints(rank: number): number {
  return rank >= 10 ? 0 : rank;
}

const handTotal = (cards: readonly number[]) => cards.reduce((sum, points) => sum + points, 0) % 10;

/**
 * The tableau: whether the Banker draws a third card, from the Banker's two-card total and the Player's third
 * card's points (null when the Player stood).
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return playerThird !== 8;
  if (bankerTotal === 4) return playerThird >= 2 && playerThird <= 7;
  if (bankerTotal === 5) return playerThird >= 4 && playerThird <= 7;
  if (bankerTotal === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/**
 * The coup from its cards' points in dealing order (Player, Banker, Player, Banker, then the third cards as the
 * tableau asks): which cards each hand holds. `draw` gives the points of the next card.
 */
function deal(draw: () => number): { player: number[]; banker: number[] } {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const p2 = handTotal(player);
  const b2 = handTotal(banker);
  if (p2 >= 8 || b2 >= 8) return { player, banker };
  let playerThird: number | null = null;
  if (p2 <= 5) {
    playerThird = draw();
    player.push(playerThird);
  }
  if (bankerDraws(b2, playerThird)) banker.push(draw());
  return { player, banker };
}

function winnerOf(playerTotal: number, bankerTotal: number): BaccaratSide {
  return playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
}

function multiplierOf(on: BaccaratSide, winner: BaccaratSide): number {
  if (on === winner) return BACCARAT_PAYS[on];
  return winner === 'tie' ? 1000 : 0;
}

/** Settles a bet on dealt hands. */
export function settleBaccarat(
  bet: BaccaratBet,
  player: readonly BaccaratCard[],
  banker: readonly BaccaratCard[],
): BaccaratOutcome {
  const playerTotal = handTotal(player.map((card) => baccaratPoints(card.rank)));
  const bankerTotal = handTotal(banker.map((card) => baccaratPoints(card.rank)));
  const winner = winnerOf(playerTotal, bankerTotal);
  const multiplier = multiplierOf(bet.on, winner);
  return {
    game: 'baccarat',
    stake: bet.stake,
    on: bet.on,
    player: [...player],
    banker: [...banker],
    playerTotal,
    bankerTotal,
    winner,
    multiplier,
    payout: applyMultiplier(bet.stake, multiplier),
  };
}

/**
 * Deals a coup from a fresh eight-deck shoe: each card is card number nextInt(left) of the cards left, counted
 * in the order spades, hearts, diamonds, clubs and ace to king within a suit, each of the 52 faces `decks` times.
 */
export function playBaccarat(bet: BaccaratBet, random: RandomSource): BaccaratOutcome {
  const left = new Array<number>(52).fill(BACCARAT_DECKS);
  let total = 52 * BACCARAT_DECKS;
  const cards: BaccaratCard[] = [];
  const draw = () => {
    let index = random.nextInt(total);
    let face = 0;
    while (index >= left[face]!) {
      index -= left[face]!;
      face += 1;
    }
    left[face]! -= 1;
    total -= 1;
    const card = { rank: (face % 13) + 1, suit: BACCARAT_SUITS[Math.floor(face / 13)]! };
    cards.push(card);
    return baccaratPoints(card.rank);
  };
  const dealt = deal(draw);
  // Drawn in order: Player, Banker, Player, Banker, then the Player's third card and the Banker's.
  const player = [cards[0]!, cards[2]!];
  const banker = [cards[1]!, cards[3]!];
  let next = 4;
  if (dealt.player.length === 3) player.push(cards[next++]!);
  if (dealt.banker.length === 3) banker.push(cards[next]!);
  return settleBaccarat(bet, player, banker);
}

export function baccaratMaxPayout(bet: BaccaratBet): number {
  return applyMultiplier(bet.stake, BACCARAT_PAYS[bet.on]);
}

/**
 * The exact probabilities of a Player win, a Banker win and a tie for the first coup of a shoe of `decks` decks:
 * every sequence of card points (ten kinds: 0 for tens and faces, sixteen of them per deck; 1 to 9, four each)
 * weighed by the cards left at each draw. Up to six cards are drawn; a coup that stops earlier counts every card
 * for the draws it does not make.
 */
export function baccaratOutcomeOdds(decks: number = BACCARAT_DECKS): Record<BaccaratSide, Fraction> {
  const counts = Array.from({ length: 10 }, (_, points) => (points === 0 ? 16 : 4) * decks);
  const cards = 52 * decks;
  const sums: Record<BaccaratSide, bigint> = { player: 0n, banker: 0n, tie: 0n };
  /** The product of the cards left for draws `from` to the sixth: the draws a coup did not make. */
  const unmade = (from: number) => {
    let product = 1n;
    for (let k = from; k < 6; k += 1) product *= BigInt(cards - k);
    return product;
  };
  /** Calls `each` for every points value still in the shoe, with its count, taking the card out meanwhile. */
  const every = (each: (points: number, count: bigint) => void) => {
    for (let points = 0; points < 10; points += 1) {
      const count = counts[points]!;
      if (count === 0) continue;
      counts[points] = count - 1;
      each(points, BigInt(count));
      counts[points] = count;
    }
  };
  const settle = (player: number[], banker: number[], weight: bigint) => {
    sums[winnerOf(handTotal(player), handTotal(banker))] += weight * unmade(player.length + banker.length);
  };
  every((p1, w1) =>
    every((b1, w2) =>
      every((p2, w3) =>
        every((b2, w4) => {
          const weight = w1 * w2 * w3 * w4;
          const player = [p1, p2];
          const banker = [b1, b2];
          const p = handTotal(player);
          const b = handTotal(banker);
          if (p >= 8 || b >= 8) return settle(player, banker, weight);
          if (p >= 6) {
            if (!bankerDraws(b, null)) return settle(player, banker, weight);
            return every((b3, w6) => settle(player, [...banker, b3], weight * w6));
          }
          every((p3, w5) => {
            if (!bankerDraws(b, p3)) return settle([...player, p3], banker, weight * w5);
            every((b3, w6) => settle([...player, p3], [...banker, b3], weight * w5 * w6));
          });
        }),
      ),
    ),
  );
  const denominator = unmade(0);
  return {
    player: fraction(sums.player, denominator),
    banker: fraction(sums.banker, denominator),
    tie: fraction(sums.tie, denominator),
  };
}

/** The exact return of a bet on `on` for the first coup of an eight-deck shoe (`odds`: computed when not given). */
export function baccaratTheoreticalRtp(
  on: BaccaratSide,
  odds: Record<BaccaratSide, Fraction> = baccaratOutcomeOdds(),
): Fraction {
  return BACCARAT_SIDES.reduce<Fraction>(
    (sum, side) =>
      addFractions(sum, fraction(odds[side].num * BigInt(multiplierOf(on, side)), odds[side].den * 1000n)),
    fraction(0n, 1n),
  );
}
