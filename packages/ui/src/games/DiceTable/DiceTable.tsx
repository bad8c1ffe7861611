import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { announce } from '../../a11y/announce';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { CheckIcon } from '../../icons/CheckIcon';
import { CloseIcon } from '../../icons/CloseIcon';
import { FieldLabel } from '../../forms/Field/Field.styles';
import { formatNumber } from '../../i18n';
import { useGameFormat } from '../format';
import {
  Bar,
  Direction,
  Hint,
  Marker,
  Rail,
  Range,
  Readout,
  Readouts,
  Root,
  Scale,
  Segment,
  Ticks,
  Zone,
} from './DiceTable.styles';

/** Win when the roll is under or over the target (the engine's `DiceDirection`). */
export type DiceDirection = 'under' | 'over';

export interface DiceTableProps {
  /** The target in hundredths (4950 = 49.50), as the engine's `DiceBet.target`. */
  target: number;
  /** Win under or over the target. */
  direction: DiceDirection;
  /** The win chance in hundredths of a percent (`DiceOutcome.chance`), computed by the app. */
  chance: number;
  /** The payout multiplier in thousandths (`DiceOutcome.multiplier`), computed by the app. */
  multiplier: number;
  /** The last roll in hundredths (0..9999), marked on the track. */
  roll?: number | null;
  /** Whether the last roll won (its colour and icon). */
  won?: boolean;
  /** A roll is under way: the controls are disabled and the last marker dims. */
  rolling?: boolean;
  /** No changes (a refused round, reconnecting). */
  disabled?: boolean;
  /** The lowest target the app allows (hundredths); 0 by default. */
  min?: number;
  /** The highest target the app allows (hundredths); 9999 by default. */
  max?: number;
  /** Called with a new target in hundredths (dragging, arrow keys). */
  onTargetChange?: (target: number) => void;
  /** Called when the player switches between under and over. */
  onDirectionChange?: (direction: DiceDirection) => void;
}

/** The rolls run 0.00 to 99.99: the scale's end is 100.00. */
const SCALE = 10_000;
const TICKS = [0, 2500, 5000, 7500, 10000];
/** Arrow keys move by 1.00, with Shift by 0.01, Page Up / Page Down by 10.00. */
const STEP = 100;
const FINE_STEP = 1;
const PAGE_STEP = 1000;

/**
 * The dice game's table: a real slider (a native range input: every screen reader and switch device knows
 * it) for the target in hundredths, with its value spoken as "Roll under 49.50"; the win and lose zones of
 * the track (the lose zone striped, not only red); the chance and payout the app computed (the kit keeps
 * no game rules); and the last roll flagged on the track with its number and a tick or a cross. The roll's
 * result is announced when a roll ends.
 */
export function DiceTable({
  target,
  direction,
  chance,
  multiplier,
  roll,
  won,
  rolling = false,
  disabled = false,
  min = 0,
  max = SCALE - 1,
  onTargetChange,
  onDirectionChange,
}: DiceTableProps) {
  const f = useGameFormat();
  const { t } = f;
  const id = useId();
  const inactive = disabled || rolling;
  const valueText = t(direction === 'under' ? 'games.dice.valueUnder' : 'games.dice.valueOver', {
    value: f.hundredths(target),
  });
  const hasRoll = roll !== undefined && roll !== null;
  const rollText = hasRoll
    ? t(won ? 'games.dice.rolledWin' : 'games.dice.rolledLoss', { value: f.hundredths(roll) })
    : '';

  // A roll is announced when it arrives (the roll ends), never on mount.
  const last = useRef({ rolling, roll });
  useEffect(() => {
    const before = last.current;
    last.current = { rolling, roll };
    if (rolling || !hasRoll) return;
    if (before.rolling || before.roll !== roll) announce(rollText);
  }, [rolling, roll, hasRoll, rollText]);

  const set = (value: number) => {
    const next = Math.min(max, Math.max(min, Math.round(value)));
    if (next !== target) onTargetChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.shiftKey ? FINE_STEP : STEP;
    const moves: Record<string, number> = {
      ArrowRight: target + step,
      ArrowUp: target + step,
      ArrowLeft: target - step,
      ArrowDown: target - step,
      PageUp: target + PAGE_STEP,
      PageDown: target - PAGE_STEP,
      Home: min,
      End: max,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    set(moves[event.key]!);
  };

  const at = (value: number) => `${(value / SCALE) * 100}%`;
  // Under wins below the target, over wins above it.
  const winFirst = direction === 'under';

  return (
    <Root data-rolling={rolling || undefined}>
      <Bar>
        <FieldLabel htmlFor={`${id}-target`}>{t('games.dice.target')}</FieldLabel>
        <Direction disabled={inactive}>
          <VisuallyHidden as="legend">{t('games.dice.direction')}</VisuallyHidden>
          {(['under', 'over'] as const).map((d) => (
            <Segment key={d}>
              <input
                type="radio"
                name={`${id}-direction`}
                value={d}
                checked={direction === d}
                onChange={() => onDirectionChange?.(d)}
              />
              {t(d === 'under' ? 'games.dice.under' : 'games.dice.over')}
            </Segment>
          ))}
        </Direction>
      </Bar>
      <div>
        <Rail>
          <Scale aria-hidden="true">
            <Zone $win={winFirst} data-edge="start" style={{ left: 0, width: at(target) }} />
            <Zone $win={!winFirst} data-edge="end" style={{ left: at(target), right: 0 }} />
          </Scale>
          <Range
            id={`${id}-target`}
            type="range"
            min={min}
            max={max}
            step={FINE_STEP}
            value={target}
            disabled={inactive}
            aria-valuetext={valueText}
            aria-describedby={`${id}-keys`}
            // The input spans only the allowed targets, so its thumb sits where the 0-100 scale puts the value.
            style={{
              left: `calc((100% - var(--thumb-size)) * ${min / SCALE})`,
              width: `calc((100% - var(--thumb-size)) * ${(max - min) / SCALE} + var(--thumb-size))`,
            }}
            onKeyDown={onKeyDown}
            onChange={(event) => set(Number(event.target.value))}
          />
          {hasRoll && !rolling && (
            <Scale>
              <Marker key={roll} data-won={won ? 'true' : 'false'} style={{ left: at(roll) }}>
                {won ? <CheckIcon /> : <CloseIcon />}
                <span aria-hidden="true">{f.hundredths(roll)}</span>
                <VisuallyHidden>{rollText}</VisuallyHidden>
              </Marker>
            </Scale>
          )}
        </Rail>
        <Ticks aria-hidden="true">
          {TICKS.map((v) => (
            <span key={v} style={{ left: at(v) }}>
              {formatNumber(v / 100, f.locale)}
            </span>
          ))}
        </Ticks>
        <VisuallyHidden id={`${id}-keys`}>{t('games.dice.keys')}</VisuallyHidden>
      </div>
      <Readouts>
        <Readout>
          <dt>{t(direction === 'under' ? 'games.dice.under' : 'games.dice.over')}</dt>
          <dd>{f.hundredths(target)}</dd>
        </Readout>
        <Readout>
          <dt>{t('games.dice.chance')}</dt>
          <dd>{f.percent(chance)}</dd>
        </Readout>
        <Readout>
          <dt>{t('games.dice.payout')}</dt>
          <dd>{t('games.times', { value: formatNumber(multiplier / 1000, f.locale, 3) })}</dd>
        </Readout>
      </Readouts>
      {rolling && <Hint>{t('games.dice.rolling')}</Hint>}
    </Root>
  );
}
