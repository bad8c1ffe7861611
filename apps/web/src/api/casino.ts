import { http } from './client';
import { isHttpError, isNetworkError, isTimeout } from './http';
import { CASINO_PATHS, CRASH_LIVE_PATHS, TOURNAMENT_PATHS, pathWith } from '@betline/contracts/paths';
import type {
  CasinoGame,
  CrashLiveRound,
  HandGame,
  Leaderboard,
  RoundResponse,
  RoundSummary,
  Tournament,
  CasinoSectionsResponse,
} from './types';
import { checkAnswer } from './validate';

/**
 * The casino's API (`/web-api/casino/...`, docs/adr/0015-casino.md). Reads are quiet (the page shows its own
 * error state with a retry). A round is an answer or a refusal: the server's 4xx body (a stable `code`, a
 * `reason` for limits and exclusions) comes back as `{ kind: 'refused' }`, shown in the game in the player's
 * words; "no answer" is a failure after which the same round id may be sent again (the server answers the
 * stored round, never a second stake).
 */

export type InHouseGame =
  | 'slot'
  | 'dice'
  | 'keno'
  | 'crash'
  | 'plinko'
  | 'baccarat'
  | 'scratch'
  | 'roulette'
  | 'wheel'
  | 'bingo'
  | HandGame;

export interface CasinoProvider {
  id: string;
  name: string;
  inHouse: boolean;
  gameCount: number;
}

export interface GamesQuery {
  section?: string;
  provider?: string;
  category?: string;
  q?: string;
  limit?: number;
  offset?: number;
}

export interface GameList {
  total: number;
  games: CasinoGame[];
}

export interface CasinoSeed {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface SeedRotation {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number };
  next: CasinoSeed;
}

export interface RoundVerification {
  game: InHouseGame;
  version: number;
  bet: unknown;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  outcome: unknown;
}

/** A refusal of the server: its status, stable code and message, and what a limit still allows. */
export interface CasinoRefusal {
  status: number;
  code: string;
  message: string;
  /** For limits: the amount still allowed (minor units). */
  allowed?: number;
  /** For exclusions and limits: the protection rule that refused. */
  reason?: string;
}

export type CasinoResult<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'refused'; refusal: CasinoRefusal }
  | { kind: 'failed'; reason: 'network' | 'timeout' | 'server' };

function refusalOf(status: number, data: unknown): CasinoRefusal {
  const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const refusal: CasinoRefusal = {
    status,
    code: typeof body.code === 'string' && body.code !== '' ? body.code : `HTTP_${status}`,
    message: typeof body.message === 'string' ? body.message : '',
  };
  if (typeof body.allowed === 'number') refusal.allowed = body.allowed;
  if (typeof body.reason === 'string') refusal.reason = body.reason;
  return refusal;
}

/** Runs a money call: its answer, the server's refusal (4xx) or a failure; anything else is rethrown. */
export async function attempt<T>(call: () => Promise<T>): Promise<CasinoResult<T>> {
  try {
    return { kind: 'ok', value: await call() };
  } catch (error) {
    if (isNetworkError(error)) return { kind: 'failed', reason: isTimeout(error) ? 'timeout' : 'network' };
    if (isHttpError(error)) {
      const { status, data } = error.response;
      if (status >= 500) return { kind: 'failed', reason: 'server' };
      return { kind: 'refused', refusal: refusalOf(status, data) };
    }
    throw error;
  }
}

async function read<T>(
  path: string,
  schema: Parameters<typeof checkAnswer>[0],
  params?: Readonly<Record<string, string | number | undefined>>,
  signal?: AbortSignal,
): Promise<T> {
  const { data } = await http.get<unknown>(path, { params, signal, quiet: true });
  return checkAnswer<T>(schema, data, path);
}

export function fetchProviders(signal?: AbortSignal) {
  return read<{ providers: CasinoProvider[] }>(
    CASINO_PATHS.providers,
    'casinoProvidersResponseSchema',
    undefined,
    signal,
  );
}

/** The sections that list games, with how many (a section without games is not offered). */
export function fetchSections(signal?: AbortSignal) {
  return read<CasinoSectionsResponse>(
    CASINO_PATHS.sections,
    'casinoSectionsResponseSchema',
    undefined,
    signal,
  );
}

/** Games of a section, provider, filter or search (CASINO-012), in the catalogue's order. */
export function fetchGames(query: GamesQuery, signal?: AbortSignal) {
  return read<GameList>(
    CASINO_PATHS.games,
    'casinoGamesResponseSchema',
    { ...query, q: query.q?.trim() || undefined },
    signal,
  );
}

/** A game by its number in the route (`.../game/{gameId}/{gameName}`, CASINO-004). */
export function fetchGameById(gameId: number, signal?: AbortSignal) {
  return read<CasinoGame>(pathWith(CASINO_PATHS.gameById, { gameId }), 'casinoGameSchema', undefined, signal);
}

/** A game by its slug (`games/{gameRoute}`, `games-landing/{landingRoute}`). */
export function fetchGameBySlug(slug: string, signal?: AbortSignal) {
  return read<CasinoGame>(pathWith(CASINO_PATHS.game, { slug }), 'casinoGameSchema', undefined, signal);
}

export function fetchFavourites(signal?: AbortSignal) {
  return read<GameList>(CASINO_PATHS.favourites, 'casinoGamesResponseSchema', undefined, signal);
}

export function fetchRecent(signal?: AbortSignal) {
  return read<GameList>(CASINO_PATHS.recent, 'casinoGamesResponseSchema', undefined, signal);
}

/** Adds or removes a favourite; answers the player's favourites after the change. */
export async function setFavourite(slug: string, favourite: boolean): Promise<GameList> {
  const path = pathWith(CASINO_PATHS.favourite, { slug });
  const { data } = favourite
    ? await http.put<unknown>(path, undefined, { quiet: true })
    : await http.delete<unknown>(path, { quiet: true });
  return checkAnswer<GameList>('casinoGamesResponseSchema', data, path);
}

/** The player's current commitment: the hash of the server seed the next rounds play with. */
export function fetchSeed(signal?: AbortSignal) {
  return read<CasinoSeed>(CASINO_PATHS.seed, 'casinoSeedResponseSchema', undefined, signal);
}

/** Reveals the seed in use (its rounds become verifiable) and commits to a new one. */
export async function rotateSeed(clientSeed?: string): Promise<SeedRotation> {
  const { data } = await http.post<unknown>(CASINO_PATHS.seedRotate, clientSeed ? { clientSeed } : {}, {
    quiet: true,
  });
  return checkAnswer<SeedRotation>('seedRotateResponseSchema', data, CASINO_PATHS.seedRotate);
}

/** Plays a money round; `roundId` is the idempotency key (the same id again answers the same round). */
export function playRound(request: {
  roundId: string;
  game: InHouseGame;
  bet: Record<string, unknown>;
  accountId?: number;
}): Promise<CasinoResult<RoundResponse>> {
  return attempt(async () => {
    const { data } = await http.post<unknown>(CASINO_PATHS.rounds, request, { quiet: true, timeout: 20_000 });
    return checkAnswer<RoundResponse>('roundResponseSchema', data, CASINO_PATHS.rounds);
  });
}

/** Plays for fun: no money, a fresh seed revealed in the answer (guests too). */
export function playFunRound(request: {
  game: InHouseGame;
  bet: Record<string, unknown>;
}): Promise<CasinoResult<RoundResponse>> {
  return attempt(async () => {
    const { data } = await http.post<unknown>(CASINO_PATHS.fun, request, { quiet: true });
    return checkAnswer<RoundResponse>('roundResponseSchema', data, CASINO_PATHS.fun);
  });
}

/** The player's money rounds, newest first (the office's game history). */
export function fetchRounds(
  query: { game?: InHouseGame; limit?: number; offset?: number },
  signal?: AbortSignal,
) {
  return read<{ total: number; rounds: RoundSummary[] }>(
    CASINO_PATHS.rounds,
    'roundHistoryResponseSchema',
    query,
    signal,
  );
}

/** What a revealed round was played with, for verification in the browser (409 until the seed is revealed). */
export function fetchVerification(roundId: string, signal?: AbortSignal) {
  return read<RoundVerification>(
    pathWith(CASINO_PATHS.verify, { roundId }),
    'verifyResponseSchema',
    undefined,
    signal,
  );
}

/** Starts a live crash round: the stake is taken and the multiplier grows on the server's clock. */
export function startCrash(request: {
  roundId: string;
  stake: number;
  accountId?: number;
}): Promise<CasinoResult<CrashLiveRound>> {
  return attempt(async () => {
    const { data } = await http.post<unknown>(CRASH_LIVE_PATHS.rounds, request, { quiet: true });
    return checkAnswer<CrashLiveRound>('crashLiveRoundSchema', data, CRASH_LIVE_PATHS.rounds);
  });
}

/** The live crash round as the server sees it now (running, cashed out or crashed). */
export function fetchCrash(roundId: string, signal?: AbortSignal): Promise<CasinoResult<CrashLiveRound>> {
  return attempt(async () => {
    const path = pathWith(CRASH_LIVE_PATHS.round, { roundId });
    const { data } = await http.get<unknown>(path, { quiet: true, signal });
    return checkAnswer<CrashLiveRound>('crashLiveRoundSchema', data, path);
  });
}

/** Cashes out at the server's multiplier of the moment; refused once the round has crashed. */
export function cashOutCrash(roundId: string): Promise<CasinoResult<CrashLiveRound>> {
  return attempt(async () => {
    const path = pathWith(CRASH_LIVE_PATHS.cashOut, { roundId });
    const { data } = await http.post<unknown>(path, undefined, { quiet: true });
    return checkAnswer<CrashLiveRound>('crashLiveRoundSchema', data, path);
  });
}

export function fetchTournaments(signal?: AbortSignal) {
  return read<{ tournaments: Tournament[] }>(
    TOURNAMENT_PATHS.list,
    'tournamentListSchema',
    undefined,
    signal,
  );
}

export function fetchLeaderboard(id: string, signal?: AbortSignal) {
  return read<Leaderboard>(
    pathWith(TOURNAMENT_PATHS.leaderboard, { id }),
    'leaderboardSchema',
    { limit: 20 },
    signal,
  );
}
