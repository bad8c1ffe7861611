import type { ReactNode } from 'react';
import { Button } from '../../actions/Button';
import { AmountInput } from '../../forms/AmountInput';
import { useUiTranslation } from '../../i18n';
import { useStagePlayable } from '../GameStage/context';
import { Amount, Play, Row } from './StakeControl.styles';

export interface StakeControlProps {
  /** The stake in minor units (controlled); null while the field is empty or unreadable. */
  value: number | null;
  /** Called with the stake in minor units, or null. */
  onChange: (value: number | null) => void;
  /** ISO code of the account's currency (decimals, the step and the formatting follow it). */
  currency: string;
  /** Smallest stake in minor units. */
  min?: number;
  /** Largest stake in minor units. */
  max?: number;
  /** Step of the -/+ buttons and arrow keys in minor units (a slot's stake moves by its line count). */
  step?: number;
  /** One-click stakes in minor units. */
  quick?: readonly number[];
  /** Plays a round (spin, bet, roll, draw). */
  onPlay: () => void;
  /** The play button's label ("Spin", "Bet", "Roll", "Draw"). */
  playLabel: string;
  /** Nothing can change or be played (a round is refused, the game is reconnecting). */
  disabled?: boolean;
  /** A round is being played: the button shows a spinner and ignores presses; the amount is locked. */
  busy?: boolean;
  /** The field's label; "Stake" by default. */
  label?: string;
  /** An error from outside (the server refused the stake). */
  error?: string;
  /** Help under the field ("Minimum 0.10"). */
  hint?: string;
  /** More actions beside the play button (a crash game's cash-out, an auto-play toggle). */
  extra?: ReactNode;
}

/**
 * The stake and play row of every game: the kit's AmountInput (core's amount parsing and steps, -/+
 * buttons, quick amounts) with the play button level with the field. The play button is off while the
 * stake is missing or out of bounds; while busy it keeps its place and shows a spinner. Inside a GameStage
 * that is not ready the whole row is disabled.
 */
export function StakeControl({
  value,
  onChange,
  currency,
  min,
  max,
  step,
  quick,
  onPlay,
  playLabel,
  disabled = false,
  busy = false,
  label,
  error,
  hint,
  extra,
}: StakeControlProps) {
  const { t } = useUiTranslation();
  // Inside a refused or reconnecting GameStage the row is off too (and looks it).
  const playable = useStagePlayable();
  const off = disabled || !playable;
  const outOfBounds =
    value === null || value <= 0 || (min !== undefined && value < min) || (max !== undefined && value > max);
  return (
    <Row>
      <Amount>
        <AmountInput
          label={label ?? t('games.stake.label')}
          currency={currency}
          value={value}
          onChange={onChange}
          min={min}
          max={max}
          step={step}
          quickAmounts={quick}
          hint={hint}
          error={error}
          isDisabled={off || busy}
        />
      </Amount>
      <Play>
        <Button size="md" disabled={off || outOfBounds} loading={busy} onClick={onPlay}>
          {playLabel}
        </Button>
        {extra}
      </Play>
    </Row>
  );
}
