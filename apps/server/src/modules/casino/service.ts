/**
 * The casino service (docs/adr/0015-casino.md): catalogue queries, favourites and recently played, the
 * provably fair seeds and the rounds of the in-house games, composed from its use cases (`catalogue.ts`,
 * `seeds.ts`, `rounds.ts`). A money round stakes and pays through the wallet's money path, which asks player
 * protection; the round id is the idempotency key.
 */
import type { CasinoGame, CasinoSectionsResponse, RoundResponse } from '@betline/contracts';
import type { GameId } from '@betline/games';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../infra/clock';
import type { Wagering } from '../bonuses/service';
import type { MoneyPath } from '../wallet/money';
import {
  createCatalogue,
  type CasinoProvider,
  type GameList,
  type GamesQuery,
  type PreviewLight,
} from './catalogue';
import { createRounds, type RoundPage, type RoundVerification } from './rounds';
import { createSeeds, type SeedRotation, type SeedState } from './seeds';

export { thumbnailSvg, thumbnailUrl, type CasinoProvider, type GameList, type GamesQuery } from './catalogue';
export { CASINO_ERROR_CODES } from './errors';
export { payRoundWin, stakeRound, type RoundPage, type RoundVerification } from './rounds';
export { activeSeed, type SeedRotation, type SeedState } from './seeds';

export interface CasinoServiceOptions {
  db: Db;
  /** The wallet's money path: stakes and wins move only through it (it asks player protection). */
  money: MoneyPath;
  /** The server's one clock (round times, tournaments windows). Default: the system clock. */
  clock?: Clock;
  /** Bonus wagering of rounds staked from a bonus account (the bonuses module). */
  wagering?: Wagering;
  /** The in-house studio's name for this brand ("<company> Studio"); default: the name the catalogue stores. */
  studioName?: () => Promise<string>;
}

/** What the casino offers its routes. */
export interface CasinoService {
  /** The providers with their number of games. */
  providers(): Promise<{ providers: CasinoProvider[] }>;
  /** The sections that list games, with how many (a section without games is left out). */
  sections(): Promise<CasinoSectionsResponse>;
  /** A page of the games matching the filters, with how many match in all. */
  games(query: GamesQuery): Promise<GameList>;
  /** A game by its slug (404 when there is none). */
  game(slug: string): Promise<CasinoGame>;
  /** A game by its number in the seed's game routes (404 when there is none). */
  gameById(gameId: number): Promise<CasinoGame>;
  /** The player's money rounds, newest first, with whether each one's seed is revealed (verifiable). */
  history(playerId: number, query: { game?: GameId; limit: number; offset: number }): Promise<RoundPage>;
  /** The generated SVG thumbnail of a game. */
  thumbnail(slug: string): Promise<string>;
  /** The player's favourite games, newest first. */
  favourites(playerId: number): Promise<GameList>;
  /** Adds a game to the player's favourites; answers them. */
  addFavourite(playerId: number, slug: string): Promise<GameList>;
  /** Removes a game from the player's favourites; answers them. */
  removeFavourite(playerId: number, slug: string): Promise<GameList>;
  /** The games the player played last (at most 20). */
  recent(playerId: number): Promise<GameList>;
  /** The seed's games preview light: the group's games (popular first), keyed by the group id. */
  previewLight(groupId: number): Promise<PreviewLight>;
  /** The player's current commitment (the active seed, created on first use). */
  seed(playerId: number): Promise<SeedState>;
  /** Reveals the active seed and commits to a fresh one (optionally with the player's client seed). */
  rotateSeed(playerId: number, clientSeed?: string): Promise<SeedRotation>;
  /** A money round: staked, played on the active seed and paid in one transaction; a retried id answers it. */
  play(
    playerId: number,
    input: { roundId: string; game: GameId; bet: unknown; accountId?: number },
  ): Promise<RoundResponse>;
  /** A round without money, for guests and players: a fresh seed, revealed with the answer. */
  funRound(input: { game: GameId; bet: unknown; clientSeed?: string }): RoundResponse;
  /** One of the player's rounds (404 for another player's). */
  round(playerId: number, roundId: string): Promise<RoundResponse>;
  /** The revealed seed of a round, for `verifyRound`; 409 until the player rotates the seed. */
  verify(playerId: number, roundId: string): Promise<RoundVerification>;
}

export function createCasinoService({
  db,
  money,
  clock = systemClock,
  wagering,
  studioName,
}: CasinoServiceOptions): CasinoService {
  return {
    ...createCatalogue(db, studioName),
    ...createSeeds(db, clock),
    ...createRounds({ db, money, clock, wagering }),
  };
}
