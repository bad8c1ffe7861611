import { http } from './client';
import { SPORTSBOOK_PATHS, pathWith } from '@betline/contracts/paths';
import { checkAnswer } from './validate';
import type {
  ChampsResponse,
  GamesResponse,
  ResultsResponse,
  SearchResponse,
  Section,
  SportsGame,
  SportsMenuResponse,
  TimeFilter,
} from './types';

/**
 * The sportsbook's read API (`/web-api/sportsbook/...`, docs/adr/0012-feed.md). Every call is a GET that the
 * page may cancel (`signal`); failures are quiet (the page shows its own error state with a retry) because
 * the lists refresh on their own and a notice per failed poll would be noise.
 */
export interface Read {
  signal?: AbortSignal;
}

/** Query parameters without the unset ones (the server refuses empty values with a 400). */
function query(values: Readonly<Record<string, string | number | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) out[key] = String(value);
  return out;
}

export async function get<T>(
  path: string,
  schema: Parameters<typeof checkAnswer>[0],
  params: Record<string, string>,
  signal?: AbortSignal,
) {
  const { data } = await http.get<unknown>(path, { params, signal, quiet: true });
  return checkAnswer<T>(schema, data, path);
}

/** The sports menu with line and live counts under a time filter (SPEC §9 time filters). */
export function fetchSports(options: Read & { timeFilter?: TimeFilter } = {}) {
  return get<SportsMenuResponse>(
    SPORTSBOOK_PATHS.sports,
    'sportsMenuResponseSchema',
    query({ timeFilter: options.timeFilter }),
    options.signal,
  );
}

/** Championships of a sport. */
export function fetchChamps(options: Read & { sportId: number; timeFilter?: TimeFilter }) {
  return get<ChampsResponse>(
    SPORTSBOOK_PATHS.champs,
    'champsResponseSchema',
    query({ sportId: options.sportId, timeFilter: options.timeFilter }),
    options.signal,
  );
}

export interface GamesQuery {
  section?: Section;
  sportId?: number;
  champId?: number;
  timeFilter?: TimeFilter;
  limit?: number;
  offset?: number;
  coefViewId?: number;
}

/** Games with their main markets: a section, a sport or a championship. */
export function fetchGames(options: Read & GamesQuery) {
  const { signal, ...rest } = options;
  return get<GamesResponse>(SPORTSBOOK_PATHS.games, 'gamesResponseSchema', query({ ...rest }), signal);
}

/** One game with every market. */
export function fetchGame(options: Read & { gameId: number; coefViewId?: number }) {
  return get<SportsGame>(
    pathWith(SPORTSBOOK_PATHS.game, { gameId: options.gameId }),
    'gameSchema',
    query({ coefViewId: options.coefViewId }),
    options.signal,
  );
}

/** Top events of a section (home page). */
export function fetchTop(options: Read & { section?: Section; limit?: number; coefViewId?: number } = {}) {
  const { signal, ...rest } = options;
  return get<GamesResponse>(SPORTSBOOK_PATHS.top, 'gamesResponseSchema', query({ ...rest }), signal);
}

/** Games, championships and teams matching a text (at least 2 characters). */
export function searchSportsbook(options: Read & { q: string; limit?: number; coefViewId?: number }) {
  const { signal, ...rest } = options;
  return get<SearchResponse>(SPORTSBOOK_PATHS.search, 'searchResponseSchema', query({ ...rest }), signal);
}

/** Results of a UTC day (`YYYY-MM-DD`): all, played in live, or the virtual zone. */
export function fetchResults(options: Read & { date: string; type?: 'live' | 'zone'; sportId?: number }) {
  const { signal, ...rest } = options;
  return get<ResultsResponse>(SPORTSBOOK_PATHS.results, 'resultsResponseSchema', query({ ...rest }), signal);
}

/** Several live games side by side, every market (1 to 8 ids). */
export function fetchMultiLive(options: Read & { ids: readonly number[]; coefViewId?: number }) {
  return get<GamesResponse>(
    SPORTSBOOK_PATHS.multiLive,
    'gamesResponseSchema',
    query({ ids: options.ids.join(','), coefViewId: options.coefViewId }),
    options.signal,
  );
}
