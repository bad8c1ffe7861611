import { StakeControl, type StakeControlProps } from '@betline/ui';
import { STAKE, useStakeCurrency, type StakeState } from './stake';

export interface GameStakeProps extends Pick<StakeControlProps, 'playLabel' | 'extra' | 'label'> {
  /** The stake the player chose (`useStake`). */
  stake: StakeState;
  /** The game's rounds: a round under way keeps the button busy, a protection refusal keeps it off. */
  rounds: { busy: boolean; protection: boolean };
  /** Plays with the stake to send (called only with a valid stake). */
  onPlay: (playable: number) => unknown;
  /** Busy for a reason of the game's own as well (a drawing still running). */
  busy?: boolean;
  /** Off for a reason of the game's own as well (no numbers picked, auto-play running). */
  blocked?: boolean;
}

/**
 * The stake row of every in-house game: the house's stake range, steps and quick stakes in the account's
 * currency, bound to the stake the player chose and to the game's rounds.
 */
export function GameStake({ stake, rounds, onPlay, busy = false, blocked = false, ...rest }: GameStakeProps) {
  const { iso } = useStakeCurrency();
  const { playable } = stake;
  return (
    <StakeControl
      value={stake.stake}
      onChange={stake.setStake}
      onPlay={() => {
        if (playable !== null) void onPlay(playable);
      }}
      busy={rounds.busy || busy}
      disabled={rounds.protection || playable === null || blocked}
      min={STAKE.min}
      max={STAKE.max}
      step={STAKE.step}
      quick={STAKE.quick}
      currency={iso}
      {...rest}
    />
  );
}
