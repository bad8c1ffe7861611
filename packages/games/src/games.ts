/**
 * One interface over the fourteen engines, and the provably fair round: play from seeds, verify after the
 * reveal.
 */
import { crashMaxPayout, playCrash, validateCrashBet, type CrashBet, type CrashOutcome } from './crash';
import { diceMaxPayout, playDice, validateDiceBet, type DiceBet, type DiceOutcome } from './dice';
import { fairRandom, seedMatchesHash, validateSeeds, hashServerSeed, type RandomSource } from './fair';
import { kenoMaxPayout, playKeno, validateKenoBet, type KenoBet, type KenoOutcome } from './keno';
import { fail, isRecord, ok, type Result } from './result';
import { playSlot, slotMaxPayout, validateSlotBet, type SlotBet, type SlotOutcome } from './slot';
import { playPlinko, plinkoMaxPayout, validatePlinkoBet, type PlinkoBet, type PlinkoOutcome } from './plinko';
import {
  baccaratMaxPayout,
  playBaccarat,
  validateBaccaratBet,
  type BaccaratBet,
  type BaccaratOutcome,
} from './baccarat';
import {
  playScratch,
  scratchMaxPayout,
  validateScratchBet,
  type ScratchBet,
  type ScratchOutcome,
} from './scratch';

import {
  BLACKJACK_RULES,
  blackjackMaxPayout,
  playBlackjack,
  validateBlackjackBet,
  type BlackjackBet,
  type BlackjackOutcome,
} from './blackjack';
import { HILO_RULES, hiloMaxPayout, playHilo, validateHiloBet, type HiloBet, type HiloOutcome } from './hilo';
import {
  MINES_RULES,
  minesMaxPayout,
  playMines,
  validateMinesBet,
  type MinesBet,
  type MinesOutcome,
} from './mines';
import {
  VIDEO_POKER_RULES,
  playVideoPoker,
  validateVideoPokerBet,
  videoPokerMaxPayout,
  type VideoPokerBet,
  type VideoPokerOutcome,
} from './videoPoker';
import {
  playRoulette,
  rouletteMaxPayout,
  validateRouletteBet,
  type RouletteBet,
  type RouletteOutcome,
} from './roulette';
import { playWheel, validateWheelBet, wheelMaxPayout, type WheelBet, type WheelOutcome } from './wheel';
import { bingoMaxPayout, playBingo, validateBingoBet, type BingoBet, type BingoOutcome } from './bingo';

export const GAME_IDS = [
  'slot',
  'crash',
  'keno',
  'dice',
  'plinko',
  'baccarat',
  'scratch',
  'roulette',
  'wheel',
  'bingo',
  'mines',
  'hilo',
  'videoPoker',
  'blackjack',
] as const;
export type GameId = (typeof GAME_IDS)[number];

export interface BetOf {
  slot: SlotBet;
  crash: CrashBet;
  keno: KenoBet;
  dice: DiceBet;
  plinko: PlinkoBet;
  baccarat: BaccaratBet;
  scratch: ScratchBet;
  roulette: RouletteBet;
  wheel: WheelBet;
  bingo: BingoBet;
  mines: MinesBet;
  hilo: HiloBet;
  videoPoker: VideoPokerBet;
  blackjack: BlackjackBet;
}
export interface OutcomeOf {
  slot: SlotOutcome;
  crash: CrashOutcome;
  keno: KenoOutcome;
  dice: DiceOutcome;
  plinko: PlinkoOutcome;
  baccarat: BaccaratOutcome;
  scratch: ScratchOutcome;
  roulette: RouletteOutcome;
  wheel: WheelOutcome;
  bingo: BingoOutcome;
  mines: MinesOutcome;
  hilo: HiloOutcome;
  videoPoker: VideoPokerOutcome;
  blackjack: BlackjackOutcome;
}
export type GameBet = BetOf[GameId];
export type GameOutcome = OutcomeOf[GameId];

export interface GameEngine<G extends GameId> {
  readonly id: G;
  /**
   * The version of the rules (paytable, strips, formulas). A change that alters any outcome is a new version;
   * a round records the version it was played with, so that old rounds still verify.
   */
  readonly version: number;
  /** Checks untrusted input (parsed JSON); never throws. */
  validate(bet: unknown): Result<BetOf[G]>;
  /** Plays a round of a valid bet from uniform numbers; pure and deterministic for the same numbers. */
  play(bet: BetOf[G], random: RandomSource): OutcomeOf[G];
  /** The most the round can pay for this bet, in minor units. */
  maxPayout(bet: BetOf[G]): number;
}

export const ENGINES: { readonly [G in GameId]: GameEngine<G> } = Object.freeze({
  slot: { id: 'slot', version: 1, validate: validateSlotBet, play: playSlot, maxPayout: slotMaxPayout },
  crash: { id: 'crash', version: 1, validate: validateCrashBet, play: playCrash, maxPayout: crashMaxPayout },
  keno: { id: 'keno', version: 1, validate: validateKenoBet, play: playKeno, maxPayout: kenoMaxPayout },
  dice: { id: 'dice', version: 1, validate: validateDiceBet, play: playDice, maxPayout: diceMaxPayout },
  plinko: {
    id: 'plinko',
    version: 1,
    validate: validatePlinkoBet,
    play: playPlinko,
    maxPayout: plinkoMaxPayout,
  },
  baccarat: {
    id: 'baccarat',
    version: 1,
    validate: validateBaccaratBet,
    play: playBaccarat,
    maxPayout: baccaratMaxPayout,
  },
  scratch: {
    id: 'scratch',
    version: 1,
    validate: validateScratchBet,
    play: playScratch,
    maxPayout: scratchMaxPayout,
  },
  roulette: {
    id: 'roulette',
    version: 1,
    validate: validateRouletteBet,
    play: playRoulette,
    maxPayout: rouletteMaxPayout,
  },
  wheel: { id: 'wheel', version: 1, validate: validateWheelBet, play: playWheel, maxPayout: wheelMaxPayout },
  bingo: { id: 'bingo', version: 1, validate: validateBingoBet, play: playBingo, maxPayout: bingoMaxPayout },
  mines: { id: 'mines', version: 1, validate: validateMinesBet, play: playMines, maxPayout: minesMaxPayout },
  hilo: { id: 'hilo', version: 1, validate: validateHiloBet, play: playHilo, maxPayout: hiloMaxPayout },
  videoPoker: {
    id: 'videoPoker',
    version: 1,
    validate: validateVideoPokerBet,
    play: playVideoPoker,
    maxPayout: videoPokerMaxPayout,
  },
  blackjack: {
    id: 'blackjack',
    version: 1,
    validate: validateBlackjackBet,
    play: playBlackjack,
    maxPayout: blackjackMaxPayout,
  },
});

/**
 * The games played in steps (hand.ts, docs/adr/0054-hands.md): their bets carry the player's actions, and the
 * server keeps an open hand between actions.
 */
export const HAND_GAMES = ['mines', 'hilo', 'videoPoker', 'blackjack'] as const;
export type HandGameId = (typeof HAND_GAMES)[number];

export const HAND_RULES = Object.freeze({
  mines: MINES_RULES,
  hilo: HILO_RULES,
  videoPoker: VIDEO_POKER_RULES,
  blackjack: BLACKJACK_RULES,
});

export function isHandGame(game: unknown): game is HandGameId {
  return typeof game === 'string' && (HAND_GAMES as readonly string[]).includes(game);
}

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}

export interface FairRoundInput {
  readonly game: unknown;
  readonly bet: unknown;
  readonly serverSeed: unknown;
  readonly clientSeed: unknown;
  readonly nonce: unknown;
}

export interface FairRound {
  readonly game: GameId;
  /** The engine version the round was played with (GameEngine.version). */
  readonly version: number;
  /** The commitment shown before the round: hex(SHA-256(serverSeed bytes)). */
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
  readonly outcome: GameOutcome;
}

/** Validates the game, the bet and the seeds, then plays the round from HMAC-SHA256 numbers. Never throws. */
export function playFairRound(input: FairRoundInput): Result<FairRound> {
  if (!isRecord(input))
    return fail('BET_INVALID', 'a round is an object { game, bet, serverSeed, clientSeed, nonce }');
  const game = input.game;
  if (!isGameId(game)) return fail('GAME_UNKNOWN', `game must be one of ${GAME_IDS.join(', ')}`);
  const seeds = validateSeeds(input);
  if (!seeds.ok) return seeds;
  const engine = ENGINES[game] as GameEngine<GameId>;
  const bet = engine.validate(input.bet);
  if (!bet.ok) return bet;
  const hash = hashServerSeed(seeds.value.serverSeed);
  if (!hash.ok) return hash;
  return ok({
    game,
    version: engine.version,
    serverSeedHash: hash.value,
    clientSeed: seeds.value.clientSeed,
    nonce: seeds.value.nonce,
    outcome: engine.play(bet.value, fairRandom(seeds.value)),
  });
}

export interface VerifyInput extends FairRoundInput {
  /** The commitment that was shown before the round. */
  readonly serverSeedHash: unknown;
  /** The engine version recorded with the round; when given it must be the version these engines play. */
  readonly version?: unknown;
}

/**
 * Verifies a finished round after the seed is revealed: the revealed seed must hash to the commitment shown
 * before the round (else SERVER_SEED_HASH_MISMATCH), then the round is replayed and its outcome returned to be
 * compared with the one the player saw.
 */
export function verifyRound(input: VerifyInput): Result<FairRound> {
  if (!isRecord(input)) return fail('BET_INVALID', 'a round is an object');
  const hash = input.serverSeedHash;
  if (typeof hash !== 'string' || !/^[0-9a-fA-F]{64}$/.test(hash)) {
    return fail('SERVER_SEED_HASH_INVALID', 'serverSeedHash must be 64 hex characters');
  }
  const seeds = validateSeeds(input);
  if (!seeds.ok) return seeds;
  if (input.version !== undefined && isGameId(input.game) && input.version !== ENGINES[input.game].version) {
    return fail(
      'GAME_VERSION_UNKNOWN',
      `this verifier plays ${input.game} version ${ENGINES[input.game].version}`,
    );
  }
  if (!seedMatchesHash(seeds.value.serverSeed, hash)) {
    return fail('SERVER_SEED_HASH_MISMATCH', 'SHA-256 of the revealed server seed is not the commitment');
  }
  return playFairRound(input);
}
