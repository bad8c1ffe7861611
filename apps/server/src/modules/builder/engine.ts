/**
 * Bets on your terms (docs/adr/0053-bets-on-your-terms.md): the price of several outcomes of one match combined
 * in one bet. The feed prices every market of a match from one distribution of its final score (`finalDistribution`);
 * the chance that all the chosen outcomes win together is read from that same distribution, so two outcomes
 * that go together (the home side wins and over 2.5 goals) are priced as they go together, not as if independent.
 * Pure: the game is passed in, nothing is read or written.
 */
import { MARKET_GROUP, PERIOD_MARKET_GROUPS, type Thousandths } from '@betline/core';
import {
  finalDistribution,
  isSuspended,
  outcomeWins,
  sportById,
  type FeedMarket,
  type Game,
  type Outcome,
} from '../feed/engine';

/** The house's margin on a combination: above a single market's (5-6 %), as correlated prices carry more risk. */
export const BUILDER_MARGIN = 0.12;
/** Outcomes in one bet. */
export const BUILDER_MIN_PARTS = 2;
export const BUILDER_MAX_PARTS = 6;
/** The highest price a combination is offered at (thousandths): 500.00. */
export const BUILDER_MAX_COEF = 500_000;
/** The lowest: 1.01. A combination more likely than that is no bet worth offering. */
export const BUILDER_MIN_COEF = 1_010;

/** Market kinds a combination draws from: result, handicap, total, other (double chance, both to score), correct score. */
const KINDS = new Set([1, 2, 3, 4, 5]);
/** Chances below this count as none. */
const EPSILON = 1e-9;

export const BUILDER_REFUSALS = {
  /** The game is not a match taking bets now (finished, suspended, a long-term bet). */
  closed: 'builder_closed',
  /** Fewer than two or more than six outcomes, or one named twice. */
  count: 'builder_count',
  /** An outcome the game does not offer now. */
  outcome: 'builder_outcome',
  /** Two outcomes of one market. */
  sameMarket: 'builder_same_market',
  /** The outcomes cannot all win together. */
  contradiction: 'builder_contradiction',
  /** One outcome already wins whenever another does: it adds nothing. */
  redundant: 'builder_redundant',
  /** The combination is so likely that its price would be under 1.01. */
  tooLikely: 'builder_too_likely',
} as const;
export type BuilderRefusalCode = (typeof BUILDER_REFUSALS)[keyof typeof BUILDER_REFUSALS];

export interface BuilderPart {
  outcomeId: number;
  typeId: number;
  param: number | null;
  nameEng: string;
  marketNameEng: string;
  /** The outcome's own price now (thousandths). */
  coef: Thousandths;
}

export type BuilderQuote =
  | {
      ok: true;
      parts: BuilderPart[];
      /** The chance that every part wins, from the game's distribution of final scores. */
      probability: number;
      /** The combination's price (thousandths). */
      coef: Thousandths;
      /** What the parts' prices multiplied would give (thousandths, capped): the bet's price is what they share. */
      independentCoef: Thousandths;
    }
  | {
      ok: false;
      code: BuilderRefusalCode;
      message: string;
      /** The two outcomes the refusal is about, where it is about two. */
      pair?: [number, number];
    };

function refuse(code: BuilderRefusalCode, message: string, pair?: [number, number]): BuilderQuote {
  return pair === undefined ? { ok: false, code, message } : { ok: false, code, message, pair };
}

/**
 * Markets no part of a combination: those decided by one map's or one period's score, not the match's final score
 * (the combination is priced from the final score's distribution), and draw no bet (void on a draw, which the
 * combination's price does not carry).
 */
const APART = new Set<number>([
  MARKET_GROUP.MAP_WINNER,
  MARKET_GROUP.MAP_TOTAL,
  MARKET_GROUP.DRAW_NO_BET,
  ...PERIOD_MARKET_GROUPS,
]);

/** Whether a market's outcomes may go into a combination. */
function combinable(market: FeedMarket): boolean {
  return KINDS.has(market.kind) && !APART.has(market.groupId);
}

/** The outcomes of a match a combination may take now, with their markets (those with a price). */
export function builderOutcomes(game: Game): { market: FeedMarket; outcome: Outcome }[] {
  if (game.home === null) return [];
  return game.markets.flatMap((market) =>
    combinable(market)
      ? market.outcomes.filter((o) => o.coef !== null).map((outcome) => ({ market, outcome }))
      : [],
  );
}

/** Whether an outcome wins for a final score; "any other score" is decided as the feed prices it. */
function wins(outcome: Outcome, h: number, a: number): boolean {
  return outcomeWins(outcome.typeId, outcome.param, h, a);
}

/**
 * The price of `outcomeIds` of `game` combined at `now`, or why they cannot combine. The refusals name the pair
 * they are about, so that a player is told which two choices clash.
 */
export function builderQuote(game: Game, outcomeIds: readonly number[], now: number): BuilderQuote {
  const sport = sportById(game.baseSportId);
  if (game.home === null || game.away === null || !sport || isSuspended(game.state, now)) {
    return refuse(BUILDER_REFUSALS.closed, `game ${game.id} takes no bets on your terms now`);
  }
  if (new Set(outcomeIds).size !== outcomeIds.length) {
    return refuse(BUILDER_REFUSALS.count, 'an outcome is named twice: name each once');
  }
  if (outcomeIds.length < BUILDER_MIN_PARTS || outcomeIds.length > BUILDER_MAX_PARTS) {
    return refuse(
      BUILDER_REFUSALS.count,
      `a bet on your terms combines ${BUILDER_MIN_PARTS} to ${BUILDER_MAX_PARTS} outcomes of one game`,
    );
  }
  const offered = new Map(builderOutcomes(game).map((o) => [o.outcome.id, o]));
  const chosen = [];
  for (const id of outcomeIds) {
    const found = offered.get(id);
    if (!found) return refuse(BUILDER_REFUSALS.outcome, `game ${game.id} offers no outcome ${id} now`);
    chosen.push(found);
  }
  for (let i = 0; i < chosen.length; i += 1)
    for (let j = i + 1; j < chosen.length; j += 1)
      if (chosen[i]!.market === chosen[j]!.market) {
        return refuse(
          BUILDER_REFUSALS.sameMarket,
          `outcomes ${chosen[i]!.outcome.id} and ${chosen[j]!.outcome.id} are of one market (${chosen[i]!.market.nameEng}): choose one`,
          [chosen[i]!.outcome.id, chosen[j]!.outcome.id],
        );
      }

  const dist = finalDistribution(game, sport);
  const mass = dist.reduce((sum, [, , p]) => sum + p, 0);
  /** The chance that every outcome of `set` wins. */
  const together = (set: readonly Outcome[]): number =>
    dist.reduce((sum, [h, a, p]) => (set.every((o) => wins(o, h, a)) ? sum + p : sum), 0) / mass;
  const outcomes = chosen.map((c) => c.outcome);
  const single = outcomes.map((o) => together([o]));
  for (let i = 0; i < outcomes.length; i += 1)
    for (let j = i + 1; j < outcomes.length; j += 1) {
      const a = outcomes[i]!;
      const b = outcomes[j]!;
      const both = together([a, b]);
      if (both < EPSILON) {
        return refuse(BUILDER_REFUSALS.contradiction, `${a.nameEng} and ${b.nameEng} cannot both win`, [
          a.id,
          b.id,
        ]);
      }
      // One already wins whenever the other does: the second adds nothing to the bet.
      if (Math.abs(both - single[i]!) < EPSILON || Math.abs(both - single[j]!) < EPSILON) {
        return refuse(
          BUILDER_REFUSALS.redundant,
          `${a.nameEng} and ${b.nameEng} win together whenever one of them wins: keep one`,
          [a.id, b.id],
        );
      }
    }
  const probability = together(outcomes);
  if (probability < EPSILON) {
    return refuse(BUILDER_REFUSALS.contradiction, 'these outcomes cannot all win together');
  }
  // Rounded down to a hundredth, as it is shown: the price a player reads is the price the bet is taken at.
  const coef = Math.min(BUILDER_MAX_COEF, 10 * Math.floor((100 * (1 - BUILDER_MARGIN)) / probability));
  if (coef < BUILDER_MIN_COEF) {
    return refuse(
      BUILDER_REFUSALS.tooLikely,
      'this combination is too likely to be offered: add or change an outcome',
    );
  }
  const independent = outcomes.reduce((product, o) => product * ((o.coef ?? 1000) / 1000), 1);
  return {
    ok: true,
    parts: chosen.map(({ market, outcome }) => ({
      outcomeId: outcome.id,
      typeId: outcome.typeId,
      param: outcome.param,
      nameEng: outcome.nameEng,
      marketNameEng: market.nameEng,
      coef: outcome.coef ?? 1000,
    })),
    probability,
    coef,
    independentCoef: Math.min(BUILDER_MAX_COEF, Math.round(independent * 1000)),
  };
}
