/**
 * The terms of the bonuses (docs/adr/0045-bonuses-wagering.md): one definition per kind, copied into the
 * bonus's record when it is granted. A change here applies to bonuses granted afterwards only: a granted
 * bonus keeps the terms it was granted with.
 *
 * - Wagering: the turnover required is the bonus amount times `wageringMultiplier`.
 * - Sports: a settled coupon staked from the bonus account (won or lost; not void, not cashed out) counts its
 *   stake when its odds are at least `minOdds` (thousandths); null: sports bets do not count.
 * - Casino: a round staked from the bonus account counts its stake times the contribution of its game
 *   (`CASINO_CONTRIBUTION`, percent); an empty table: casino rounds do not count.
 * - Conversion: once the turnover reaches the requirement, the bonus account's balance moves to the player's
 *   money account of its currency, at most `maxConversionMultiplier` times the bonus; the rest is removed.
 * - Expiry: `validDays` after the grant an active bonus expires and its money is removed.
 */
import { BONUS_KINDS, BONUS_STATUSES } from '@betline/contracts';
import type { GameId } from '@betline/games';

export { BONUS_KINDS, BONUS_STATUSES };
export type BonusKind = (typeof BONUS_KINDS)[number];
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** Percent of a casino round's stake that counts towards wagering, by game (one table for every kind). */
export const CASINO_CONTRIBUTION: Readonly<Record<GameId, number>> = Object.freeze({
  slot: 100,
  dice: 50,
  crash: 50,
  keno: 50,
  plinko: 50,
  // Table games count a tenth: a Banker and a Player bet side by side lose little whatever happens.
  baccarat: 10,
  // An instant game like the slot: its whole stake is at risk on one card.
  scratch: 100,
  // Roulette too: red and black side by side lose only on the zero.
  roulette: 10,
  // The money wheel likewise: chips on several values hedge each other.
  wheel: 10,
  // Bingo is an instant draw like the scratch card: the whole stake is at risk on one card.
  bingo: 100,
  // The games played in steps: the player chooses the risk, and a careful hand (one mine, one tile) risks little.
  mines: 50,
  hilo: 50,
  // Video poker returns 97.3 % played well, with small swings: a table game's share.
  videoPoker: 10,
  // Blackjack played by the chart returns 99.4 %: a table game's share.
  blackjack: 10,
});

export interface BonusTerms {
  /** Required turnover = amount x this. */
  wageringMultiplier: number;
  /** Minimum odds (thousandths) of a sports coupon that counts; null: sports bets do not count. */
  minOdds: number | null;
  /** Percent of a casino stake that counts, by game; empty: casino rounds do not count. */
  casinoContribution: Readonly<Partial<Record<GameId, number>>>;
  /** At most this many times the bonus reaches the money account at conversion. */
  maxConversionMultiplier: number;
  /** Days from the grant to the expiry. */
  validDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The terms of each kind (see the module comment). */
export const BONUS_TERMS: Readonly<Record<BonusKind, BonusTerms>> = Object.freeze({
  first_deposit_sport: {
    wageringMultiplier: 5,
    minOdds: 1500,
    casinoContribution: {},
    maxConversionMultiplier: 5,
    validDays: 30,
  },
  first_deposit_casino: {
    wageringMultiplier: 30,
    minOdds: null,
    casinoContribution: CASINO_CONTRIBUTION,
    maxConversionMultiplier: 5,
    validDays: 14,
  },
  redeposit: {
    wageringMultiplier: 10,
    minOdds: 1500,
    casinoContribution: CASINO_CONTRIBUTION,
    maxConversionMultiplier: 5,
    validDays: 30,
  },
  promo: {
    wageringMultiplier: 10,
    minOdds: 1500,
    casinoContribution: CASINO_CONTRIBUTION,
    maxConversionMultiplier: 5,
    validDays: 30,
  },
  manual: {
    wageringMultiplier: 1,
    minOdds: 1500,
    casinoContribution: CASINO_CONTRIBUTION,
    maxConversionMultiplier: 5,
    validDays: 30,
  },
  // Bring a friend's reward (docs/adr/0047-bring-a-friend.md).
  referral: {
    wageringMultiplier: 5,
    minOdds: 1500,
    casinoContribution: CASINO_CONTRIBUTION,
    maxConversionMultiplier: 5,
    validDays: 30,
  },
  // The prizes of the bonus games (docs/adr/0049-bonus-games.md): a pass's prizes collect into one such bonus.
  game: {
    wageringMultiplier: 3,
    minOdds: 1500,
    casinoContribution: CASINO_CONTRIBUTION,
    maxConversionMultiplier: 5,
    validDays: 14,
  },
});

/** first_deposit_bonus_choice (REG-003) to the kind of the first-deposit bonus: 1 sports, 2 casino. */
export function firstDepositKind(choice: number): BonusKind | undefined {
  return choice === 1 ? 'first_deposit_sport' : choice === 2 ? 'first_deposit_casino' : undefined;
}

/** The figures of a bonus of `amount` granted at `at` under `terms`. */
export function grantFigures(terms: BonusTerms, amount: number, at: number) {
  return {
    required: amount * terms.wageringMultiplier,
    maxConversion: amount * terms.maxConversionMultiplier,
    expiresAt: new Date(at + terms.validDays * DAY_MS),
  };
}

/**
 * What a stake counts towards a bonus under its terms (minor units, rounded down): a sports coupon's stake
 * when its odds reach the minimum; a casino round's stake times its game's contribution.
 */
export function countedStake(
  terms: Pick<BonusTerms, 'minOdds' | 'casinoContribution'>,
  stake: number,
  source: WagerSource,
): number {
  if (source.type === 'sports') {
    return terms.minOdds !== null && source.odds !== null && source.odds >= terms.minOdds ? stake : 0;
  }
  const percent = terms.casinoContribution[source.game as GameId] ?? 0;
  return Math.floor((stake * percent) / 100);
}

/** Where a settled stake comes from: a sports coupon (its odds, thousandths; null when it has none) or a round. */
export type WagerSource = { type: 'sports'; odds: number | null } | { type: 'casino'; game: string };
