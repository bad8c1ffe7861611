import { BUILDER_PATHS } from '@betline/contracts/builder';
import { SPORTSBOOK_PATHS, pathWith } from '@betline/contracts/paths';
import type { BuilderBet, BuilderBetPage, BuilderQuote } from '@betline/contracts';
import type { GamesResponse, SportsGame } from './types';
import { http } from './client';
import { isHttpError } from './http';
import { stakeRefusalOf, type StakeRefusal } from './stakeRefusal';
import { checkAnswer } from './validate';

/** Bets on your terms (docs/adr/0053-bets-on-your-terms.md): their own module, so that only their pages carry it. */

// The two reads of the sportsbook these pages need, here rather than from api/sportsbook: that module lives in the
// betting route's chunk, and importing it from here split it into a chunk of its own on that route (issue 32).

/** Football, the sport with the deepest markets to combine: the upcoming matches listed are football's. */
const UPCOMING_SPORT_ID = '1';

/**
 * The live games, or the upcoming football matches (the soonest of the whole line are virtual games minutes long),
 * with their main markets.
 */
export async function fetchBuilderGames(
  section: 'live' | 'line',
  signal?: AbortSignal,
): Promise<GamesResponse> {
  const { data } = await http.get<unknown>(SPORTSBOOK_PATHS.games, {
    params:
      section === 'line' ? { section, sportId: UPCOMING_SPORT_ID, limit: '20' } : { section, limit: '20' },
    signal,
    quiet: true,
  });
  return checkAnswer<GamesResponse>('gamesResponseSchema', data, SPORTSBOOK_PATHS.games);
}

/** One game with every market. */
export async function fetchBuilderGame(gameId: number, signal?: AbortSignal): Promise<SportsGame> {
  const path = pathWith(SPORTSBOOK_PATHS.game, { gameId });
  const { data } = await http.get<unknown>(path, { signal, quiet: true });
  return checkAnswer<SportsGame>('gameSchema', data, path);
}

/** The price of outcomes of one game combined now, or why they cannot combine. */
export async function fetchBuilderQuote(
  request: { gameId: number; outcomeIds: readonly number[] },
  signal?: AbortSignal,
): Promise<BuilderQuote> {
  const { data } = await http.post<unknown>(BUILDER_PATHS.quote, request, { signal, quiet: true });
  return checkAnswer<BuilderQuote>('builderQuoteSchema', data, BUILDER_PATHS.quote);
}

export async function fetchBuilderBets(
  query: { limit: number },
  signal?: AbortSignal,
): Promise<BuilderBetPage> {
  const { data } = await http.get<unknown>(BUILDER_PATHS.bets, { params: query, signal, quiet: true });
  return checkAnswer<BuilderBetPage>('builderBetPageSchema', data, BUILDER_PATHS.bets);
}

export type BuilderBetResult =
  | { kind: 'placed'; bet: BuilderBet }
  /** The price fell since it was shown: the bet was not placed; this is the price now (thousandths). */
  | { kind: 'priceChanged'; coef: number }
  | StakeRefusal;

/** Places a bet on your terms; `betId` is the idempotency key, kept until the server has answered. */
export async function placeBuilderBet(request: {
  betId: string;
  gameId: number;
  outcomeIds: readonly number[];
  stake: number;
  coef: number;
}): Promise<BuilderBetResult> {
  try {
    const { data } = await http.post<unknown>(BUILDER_PATHS.bets, request, { quiet: true, timeout: 20_000 });
    return {
      kind: 'placed',
      bet: await checkAnswer<BuilderBet>('builderBetSchema', data, BUILDER_PATHS.bets),
    };
  } catch (error) {
    if (isHttpError(error) && error.response.status === 409) {
      const body = (error.response.data ?? {}) as Record<string, unknown>;
      if (body.code === 'builder_price_changed' && typeof body.coef === 'number')
        return { kind: 'priceChanged', coef: body.coef };
    }
    return stakeRefusalOf(error);
  }
}
