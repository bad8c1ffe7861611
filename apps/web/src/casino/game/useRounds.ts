import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  playFunRound,
  playRound,
  type CasinoRefusal,
  type CasinoResult,
  type InHouseGame,
} from '../../api/casino';
import type { RoundResponse } from '../../api/types';
import { activeAccount, accountOf, type AccountStore } from '../../stores/account';
import { useMoney } from '../../player/money';
import { newRoundId } from '../model';
import { STAKE } from './stake';
import { useStores } from '../../stores';

export type Mode = 'real' | 'fun';

/** Applies a round's balance (the server's figure after the round) to the account it was played on. */
export function applyRoundBalance(
  account: AccountStore,
  accountId: number | null,
  balance: number | null,
): void {
  if (accountId === null || balance === null) return;
  const set = (list: { id: number; money: number }[]) => {
    for (const account of list) if (account.id === accountId) account.money = balance;
  };
  set(account.all_accounts);
  set(account.accounts);
  if (account.activeAccountId === accountId) account.balance = balance;
}

/** The player's words for a refusal or failure of a round. */
export function useRefusalText(): (result: Exclude<CasinoResult<unknown>, { kind: 'ok' }>) => string {
  const stores = useStores();
  const { t } = useTranslation('casino');
  const money = useMoney();
  return (result) => {
    if (result.kind === 'failed') return t(`refusals.${result.reason}`);
    const refusal: CasinoRefusal = result.refusal;
    const iso = activeAccount(accountOf(stores))?.iso ?? 'USD';
    if (refusal.code === 'CASINO_PLAYER_EXCLUDED' || refusal.code === 'excluded')
      return t('refusals.excluded');
    if (refusal.code === 'CASINO_LIMIT_REACHED')
      return t(refusal.reason === 'loss_limit' ? 'refusals.lossLimit' : 'refusals.wageringLimit', {
        allowed: money(refusal.allowed ?? 0, iso),
      });
    if (refusal.status === 422) return t('refusals.funds');
    if (refusal.status === 401) return t('refusals.signIn');
    if (refusal.code.startsWith('STAKE_')) return t('refusals.stake');
    return refusal.message !== '' ? t('refusals.other', { message: refusal.message }) : t('refusals.unknown');
  };
}

/** Player protection refuses every round now: an exclusion, or a limit that leaves less than the least stake. */
export function blocksEveryRound(refusal: CasinoRefusal): boolean {
  if (refusal.code === 'CASINO_PLAYER_EXCLUDED' || refusal.code === 'excluded') return true;
  return refusal.code === 'CASINO_LIMIT_REACHED' && (refusal.allowed ?? 0) < STAKE.min;
}

/** How many of the session's rounds the recent-results strip keeps. */
export const RECENT_ROUNDS = 12;

export interface RoundState {
  /** The last settled round (its outcome drives the game's screen). */
  last: RoundResponse | null;
  /** The session's settled rounds, newest first (at most RECENT_ROUNDS). */
  recent: readonly RoundResponse[];
  busy: boolean;
  /** Why the last attempt did not play, in the player's words. */
  refusal: string | null;
  /** The refusal came from player protection (a time-out, self-exclusion or a limit). */
  protection: boolean;
}

/**
 * Plays rounds of one game, for money or for fun. A money round's id is kept until the server answered: a
 * retry after "no answer" sends the same id, so a round is never staked twice. The balance follows the
 * server's figure after each round.
 */
export function useRounds(game: InHouseGame, mode: Mode) {
  const stores = useStores();
  const refusalText = useRefusalText();
  const [state, setState] = useState<RoundState>({
    last: null,
    recent: [],
    busy: false,
    refusal: null,
    protection: false,
  });
  const pending = useRef<{ id: string; bet: string } | null>(null);
  const play = useCallback(
    async (bet: Record<string, unknown>): Promise<RoundResponse | null> => {
      setState((prev) => ({ ...prev, busy: true, refusal: null, protection: false }));
      let result: CasinoResult<RoundResponse>;
      if (mode === 'fun') {
        result = await playFunRound({ game, bet });
      } else {
        const key = JSON.stringify(bet);
        if (pending.current === null || pending.current.bet !== key)
          pending.current = { id: newRoundId(), bet: key };
        result = await playRound({ roundId: pending.current.id, game, bet });
        if (result.kind !== 'failed') pending.current = null;
      }
      if (result.kind === 'ok') {
        applyRoundBalance(accountOf(stores), result.value.accountId, result.value.balance);
        const round = result.value;
        setState((prev) => ({
          last: round,
          recent: [round, ...prev.recent].slice(0, RECENT_ROUNDS),
          busy: false,
          refusal: null,
          protection: false,
        }));
        return result.value;
      }
      const protection = result.kind === 'refused' && blocksEveryRound(result.refusal);
      setState((prev) => ({ ...prev, busy: false, refusal: refusalText(result), protection }));
      return null;
    },
    [game, mode, refusalText],
  );
  return { ...state, play };
}
