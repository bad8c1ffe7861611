import { CASINO_HAND_PATHS } from '@betline/contracts/hands';
import { pathWith } from '@betline/contracts/paths';
import { attempt, type CasinoResult } from './casino';
import { http } from './client';
import type { HandGame, HandResponse } from './types';
import { checkAnswer } from './validate';

/**
 * The games played in steps (`/web-api/casino/hands`, docs/adr/0054-hands.md): a module of their own, so that only
 * their game screens carry these calls and paths. A start or an action is an answer or a refusal like a round
 * (`CasinoResult`); after "no answer" the same hand id, or the same action at the same step, may be sent again.
 */

/** Starts a hand of a game played in steps: the stake is taken and the hand dealt (docs/adr/0054-hands.md). */
export function startHand(request: {
  handId: string;
  game: HandGame;
  bet: Record<string, unknown>;
  accountId?: number;
}): Promise<CasinoResult<HandResponse>> {
  return attempt(async () => {
    const { data } = await http.post<unknown>(CASINO_HAND_PATHS.hands, request, {
      quiet: true,
      timeout: 20_000,
    });
    return checkAnswer<HandResponse>('handSchema', data, CASINO_HAND_PATHS.hands);
  });
}

/** The player's next action on a hand, chosen at `step` (a retry of the same step answers the hand as it is). */
export function actOnHand(
  handId: string,
  request: { step: number; action: Record<string, unknown> },
): Promise<CasinoResult<HandResponse>> {
  return attempt(async () => {
    const path = pathWith(CASINO_HAND_PATHS.actions, { handId });
    const { data } = await http.post<unknown>(path, request, { quiet: true, timeout: 20_000 });
    return checkAnswer<HandResponse>('handSchema', data, path);
  });
}

/** The player's unfinished hand of a game, to resume it (null when there is none). */
export function fetchOpenHand(
  game: HandGame,
  signal?: AbortSignal,
): Promise<CasinoResult<HandResponse | null>> {
  return attempt(async () => {
    const { data } = await http.get<unknown>(CASINO_HAND_PATHS.open, {
      params: { game },
      quiet: true,
      signal,
    });
    const answer = await checkAnswer<{ hand: HandResponse | null }>(
      'handOpenResponseSchema',
      data,
      CASINO_HAND_PATHS.open,
    );
    return answer.hand;
  });
}
