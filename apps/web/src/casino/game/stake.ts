import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { activeAccount, accountOf } from '../../stores/account';
import { useStores } from '../../stores';

/**
 * Stakes of the in-house games, in minor units of the account's currency: from 0.10 to 1,000.00, in steps of
 * 0.10 (the slot's ten lines need a multiple of 10 minor units). The server checks every stake again
 * (DEFAULT_STAKE_LIMITS of @betline/games and the player's limits).
 */
export const STAKE = {
  min: 10,
  max: 100_000,
  step: 10,
  initial: 100,
  quick: [100, 500, 1_000, 5_000],
} as const;

/** The currency the stake is shown in: the active account's, or US dollars for fun rounds of a guest. */
export function useStakeCurrency(): { iso: string; balance: number | null } {
  const account = useSnapshot(accountOf(useStores()));
  const active = activeAccount(account);
  return { iso: active?.iso ?? 'USD', balance: active === undefined ? null : account.balance };
}

/**
 * The stake the player chose (null while the field is empty). A typed amount is kept as typed; `playable`
 * is the stake to send: within STAKE and in its steps, or null (the play button waits for a valid stake).
 */
export interface StakeState {
  stake: number | null;
  setStake: (value: number | null) => void;
  playable: number | null;
}

export function useStake(): StakeState {
  const [stake, setStake] = useState<number | null>(STAKE.initial);
  const playable =
    stake !== null && stake >= STAKE.min && stake <= STAKE.max && stake % STAKE.step === 0 ? stake : null;
  return { stake, setStake, playable };
}
