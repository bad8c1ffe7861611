/**
 * Engines never throw on bad input: every check answers a Result with a stable error code (for translation and
 * for the server's 4xx answers) and a message a developer can act on.
 */

export type GameErrorCode =
  | 'SERVER_SEED_INVALID'
  | 'SERVER_SEED_HASH_INVALID'
  | 'SERVER_SEED_HASH_MISMATCH'
  | 'CLIENT_SEED_INVALID'
  | 'NONCE_INVALID'
  | 'GAME_UNKNOWN'
  | 'GAME_VERSION_UNKNOWN'
  | 'BET_INVALID'
  | 'STAKE_INVALID'
  | 'STAKE_TOO_SMALL'
  | 'STAKE_TOO_LARGE'
  | 'STAKE_NOT_MULTIPLE_OF_LINES'
  | 'CASH_OUT_INVALID'
  | 'PICKS_INVALID'
  | 'DICE_DIRECTION_INVALID'
  | 'DICE_TARGET_INVALID'
  | 'DICE_CHANCE_OUT_OF_RANGE'
  | 'ELAPSED_INVALID'
  | 'PLINKO_ROWS_INVALID'
  | 'PLINKO_RISK_INVALID'
  | 'BACCARAT_SIDE_INVALID'
  | 'ROULETTE_CHIPS_INVALID'
  | 'ROULETTE_KIND_INVALID'
  | 'ROULETTE_NUMBERS_INVALID'
  | 'ROULETTE_TARGET_INVALID'
  | 'ROULETTE_STAKE_MISMATCH'
  | 'WHEEL_CHIPS_INVALID'
  | 'WHEEL_VALUE_INVALID'
  | 'WHEEL_VALUE_REPEATED'
  | 'WHEEL_STAKE_MISMATCH'
  | 'BINGO_CARD_INVALID'
  | 'BINGO_NUMBER_INVALID'
  | 'BINGO_NUMBER_REPEATED'
  | 'MINES_COUNT_INVALID'
  | 'ACTION_INVALID';

export interface GameError {
  readonly code: GameErrorCode;
  readonly message: string;
}

export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: GameError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(code: GameErrorCode, message: string): Result<T> {
  return { ok: false, error: { code, message } };
}

/** Reads an object-like input without trusting its shape (the server passes parsed JSON). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
