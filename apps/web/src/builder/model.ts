import { MARKET_GROUP, PERIOD_MARKET_GROUPS, slugify } from '@betline/core';
import type { MarketGroup, SportsGame, SportsMarket } from '../api/types';

/**
 * Market groups no part of a bet on your terms (the server's rule): one esports map's (its winner, its total
 * rounds) or one period's, and draw no bet.
 */
const APART = new Set<number>([
  MARKET_GROUP.MAP_WINNER,
  MARKET_GROUP.MAP_TOTAL,
  MARKET_GROUP.DRAW_NO_BET,
  ...PERIOD_MARKET_GROUPS,
]);
/** Market kinds a bet on your terms draws from: result, handicap, total, other (double chance, both to score), correct score. */
const KINDS = new Set([1, 2, 3, 4, 5]);

/** `/{lng}/betsonyour/{sportId}-{slug}/{champId}-{slug}/{gameId}`: a match's page for bets on your terms. */
export function builderGamePath(
  lng: string,
  game: Pick<SportsGame, 'gameId' | 'sportId' | 'sportNameEng' | 'champId' | 'champNameEng'>,
): string {
  return `/${lng}/betsonyour/${game.sportId}-${slugify(game.sportNameEng)}/${game.champId}-${slugify(game.champNameEng)}/${game.gameId}`;
}

/** Whether a game is a match open for bets on your terms (two sides, not over). */
export function isBuildable(game: SportsGame): boolean {
  return game.firstOpponent !== null && game.secondOpponent !== null && !game.isFinished;
}

/** The markets of a game a bet on your terms may draw from, each with at least one outcome priced. */
export function combinableMarkets(game: SportsGame): MarketGroup[] {
  return game.markets.filter(
    (m) => KINDS.has(m.kind) && !APART.has(m.groupId) && m.outcomes.some((o) => o.coefThousandths !== null),
  );
}

/** Every outcome of a game by id (the picks name outcomes by id). */
export function outcomesById(game: SportsGame): Map<number, { outcome: SportsMarket; market: MarketGroup }> {
  const out = new Map<number, { outcome: SportsMarket; market: MarketGroup }>();
  for (const market of game.markets)
    for (const outcome of market.outcomes) out.set(outcome.id, { outcome, market });
  return out;
}

/** The picks after a tap on `id`: added, or removed when it was picked. */
export function togglePick(picks: readonly number[], id: number): number[] {
  return picks.includes(id) ? picks.filter((p) => p !== id) : [...picks, id];
}
