/**
 * Shared rounds (docs/adr/0055-shared-rounds.md): tables that play one round for everyone on a timer (live
 * roulette, live baccarat, the money wheel; the bingo engine plays a shared draw too). Round n of a table is at
 * n × its period since the epoch, so nobody chooses when a round happens or what its number is. Each round has
 * its own server seed, whose hash is published before any bet can be placed on it; the round's stream is the
 * project's provably fair stream of that seed, the table's id as client seed and the round's number as nonce.
 *
 * Every bet of a round is played by its engine on that same stream. The engines of these tables draw their result
 * first and read nothing of the bet while drawing (a pocket, the cards, a segment, the call order), so every
 * player's bet sees the same result, and each bet verifies alone:
 * `verifyRound({ game, bet, serverSeed, clientSeed: table, nonce })`.
 */
import { fairRandom } from './fair';
import { ENGINES, type BetOf, type OutcomeOf } from './games';
import type { BaccaratOutcome } from './baccarat';
import { BINGO_SAMPLE_CARD } from './bingo';
import type { RouletteOutcome } from './roulette';
import type { WheelOutcome } from './wheel';

/** The engines a shared table may play: those whose result does not depend on the bet. */
export const SHARED_GAMES = ['roulette', 'baccarat', 'wheel', 'bingo'] as const;
export type SharedGame = (typeof SHARED_GAMES)[number];

export interface SharedTable {
  readonly id: string;
  readonly game: SharedGame;
  /** A round every this many milliseconds; bets on a round close at its time. */
  readonly periodMs: number;
}

export const SHARED_TABLES = Object.freeze([
  { id: 'live-roulette', game: 'roulette', periodMs: 30_000 },
  { id: 'live-baccarat', game: 'baccarat', periodMs: 30_000 },
  { id: 'money-wheel', game: 'wheel', periodMs: 25_000 },
  // A minute: the 75 calls of a drawn round play out in the browser in about 15 s, then the next round's cards sell.
  { id: 'bingo-75', game: 'bingo', periodMs: 60_000 },
] as const satisfies readonly SharedTable[]);
export type SharedTableId = (typeof SHARED_TABLES)[number]['id'];
export const SHARED_TABLE_IDS = SHARED_TABLES.map((table) => table.id) as readonly SharedTableId[];

export function isSharedTableId(value: unknown): value is SharedTableId {
  return typeof value === 'string' && (SHARED_TABLE_IDS as readonly string[]).includes(value);
}

export function sharedTableOf(id: SharedTableId): (typeof SHARED_TABLES)[number] {
  const table = SHARED_TABLES.find((each) => each.id === id);
  if (!table) throw new RangeError(`no shared table ${id}`);
  return table;
}

/** The time of round `number` of a table (ms since the epoch). */
export function sharedRoundAt(table: SharedTable, number: number): number {
  return number * table.periodMs;
}

/** The first round of a table whose time is after `now`: the one taking bets. */
export function nextSharedRound(table: SharedTable, now: number): { number: number; at: number } {
  const number = Math.floor(now / table.periodMs) + 1;
  return { number, at: sharedRoundAt(table, number) };
}

/** The seeds of a round's stream (what a player pastes into the verifier once the seed is revealed). */
export function sharedRoundSeeds(
  table: SharedTable,
  serverSeed: string,
  number: number,
): { serverSeed: string; clientSeed: string; nonce: number } {
  return { serverSeed, clientSeed: table.id, nonce: number };
}

/** A valid bet's outcome on a round: its engine played on the round's stream. */
export function playSharedBet<G extends SharedGame>(
  table: SharedTable & { readonly game: G },
  bet: BetOf[G],
  serverSeed: string,
  number: number,
): OutcomeOf[G] {
  const engine = ENGINES[table.game] as unknown as {
    play(bet: BetOf[G], random: ReturnType<typeof fairRandom>): OutcomeOf[G];
  };
  return engine.play(bet, fairRandom(sharedRoundSeeds(table, serverSeed, number)));
}

/** What a round's result shows, the same for every bet. */
export type SharedResult =
  | { readonly game: 'roulette'; readonly number: number; readonly colour: RouletteOutcome['colour'] }
  | {
      readonly game: 'baccarat';
      readonly player: BaccaratOutcome['player'];
      readonly banker: BaccaratOutcome['banker'];
      readonly playerTotal: number;
      readonly bankerTotal: number;
      readonly winner: BaccaratOutcome['winner'];
    }
  | { readonly game: 'wheel'; readonly segment: number; readonly value: WheelOutcome['value'] }
  | { readonly game: 'bingo'; readonly order: readonly number[] };

/** The part of an outcome that is the round's, not the bet's. */
export function sharedResultOf(outcome: OutcomeOf[SharedGame]): SharedResult {
  switch (outcome.game) {
    case 'roulette':
      return { game: 'roulette', number: outcome.number, colour: outcome.colour };
    case 'baccarat':
      return {
        game: 'baccarat',
        player: outcome.player,
        banker: outcome.banker,
        playerTotal: outcome.playerTotal,
        bankerTotal: outcome.bankerTotal,
        winner: outcome.winner,
      };
    case 'wheel':
      return { game: 'wheel', segment: outcome.segment, value: outcome.value };
    case 'bingo':
      // The call order only: the lines and the full house are each card's own.
      return { game: 'bingo', order: outcome.order };
  }
}

/** A bet of each game used only to read a round's result (its chips are not shown). */
const REFERENCE_BETS = {
  roulette: { stake: 1, chips: [{ kind: 'red', stake: 1 }] },
  baccarat: { stake: 1, on: 'player' },
  wheel: { stake: 1, chips: [{ value: '1', stake: 1 }] },
  bingo: { stake: 1, card: BINGO_SAMPLE_CARD },
} as const satisfies { readonly [G in SharedGame]: BetOf[G] };

/** A round's result from its seed (the server at the draw; anyone after the reveal). */
export function sharedRoundResult(table: SharedTable, serverSeed: string, number: number): SharedResult {
  const game = table.game;
  const bet = REFERENCE_BETS[game] as BetOf[typeof game];
  return sharedResultOf(
    playSharedBet(table as SharedTable & { game: typeof game }, bet as never, serverSeed, number),
  );
}
