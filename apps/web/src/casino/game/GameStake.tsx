import { StakeControl, type StakeControlProps } from '@betline/ui';
import { STAKE, useStakeCurrency } from './stake';

/** The stake row of every in-house game: the house's stake range, steps and quick stakes in the account's currency. */
export function GameStake(
  props: Pick<StakeControlProps, 'onPlay' | 'playLabel' | 'busy' | 'disabled' | 'extra'> & {
    stake: number | null;
    onChange: (value: number | null) => void;
  },
) {
  const { iso } = useStakeCurrency();
  const { stake, ...rest } = props;
  return (
    <StakeControl
      value={stake}
      min={STAKE.min}
      max={STAKE.max}
      step={STAKE.step}
      quick={STAKE.quick}
      currency={iso}
      {...rest}
    />
  );
}
