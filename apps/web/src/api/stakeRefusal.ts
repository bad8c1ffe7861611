import { isHttpError, isNetworkError, isTimeout } from './http';

/**
 * Why a fixed-stake game's stake (a lotto ticket, a race bet) was not placed: the server's refusal (status, code,
 * reason, what is still allowed) or a failure to reach it (the outcome unknown: a retry with the same id).
 */
export type StakeRefusal =
  { kind: 'refused'; status: number; code: string; reason?: string; allowed?: number } | { kind: 'failed' };

/** The refusal a placing request's error stands for; anything that is no answer of the server is thrown again. */
export function stakeRefusalOf(error: unknown): StakeRefusal {
  if (isNetworkError(error) || isTimeout(error)) return { kind: 'failed' };
  if (isHttpError(error) && error.response.status < 500) {
    const body = (error.response.data ?? {}) as Record<string, unknown>;
    return {
      kind: 'refused',
      status: error.response.status,
      code: typeof body.code === 'string' ? body.code : '',
      ...(typeof body.reason === 'string' ? { reason: body.reason } : {}),
      ...(typeof body.allowed === 'number' ? { allowed: body.allowed } : {}),
    };
  }
  if (isHttpError(error)) return { kind: 'failed' };
  throw error;
}

/** The keys of a namespace's `refusals` block that say a refusal in the player's words. */
export type RefusalKey =
  'signIn' | 'closed' | 'excluded' | 'wageringLimit' | 'lossLimit' | 'funds' | 'failed';

/**
 * The player's words for a refusal: `say` reads the page's `refusals.<key>`, `money` formats what is still allowed,
 * `gamePrefix` starts the codes of the game's own 422s (a bad ticket, stake or account: 'lotto_'), so that any other
 * 422 is the ledger's: the balance is too low.
 */
export function refusalWords(
  refusal: StakeRefusal,
  say: (key: RefusalKey, values?: { allowed: string }) => string,
  money: (minor: number) => string,
  gamePrefix: string,
): string {
  if (refusal.kind === 'failed') return say('failed');
  if (refusal.status === 401) return say('signIn');
  if (refusal.status === 409) return say('closed');
  if (refusal.status === 403) {
    if (refusal.reason === 'wagering_limit')
      return say('wageringLimit', { allowed: money(refusal.allowed ?? 0) });
    if (refusal.reason === 'loss_limit') return say('lossLimit', { allowed: money(refusal.allowed ?? 0) });
    return say('excluded');
  }
  if (refusal.status === 422 && !refusal.code.startsWith(gamePrefix)) return say('funds');
  return say('failed');
}
