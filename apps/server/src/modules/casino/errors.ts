/** The casino's error codes and the refusal of a bet or round an engine rejects. */
import type { GameErrorCode } from '@betline/games';
import { HttpError } from '../../http/errors';

export const CASINO_ERROR_CODES = {
  gameNotFound: 'CASINO_GAME_NOT_FOUND',
  roundNotFound: 'CASINO_ROUND_NOT_FOUND',
  roundIdTaken: 'CASINO_ROUND_ID_TAKEN',
  accountNotFound: 'CASINO_ACCOUNT_NOT_FOUND',
  seedNotRevealed: 'CASINO_SEED_NOT_REVEALED',
  excluded: 'CASINO_PLAYER_EXCLUDED',
  limit: 'CASINO_LIMIT_REACHED',
} as const;

export function gameError(error: { code: GameErrorCode; message: string }): HttpError {
  return new HttpError(400, error.message, error.code);
}
