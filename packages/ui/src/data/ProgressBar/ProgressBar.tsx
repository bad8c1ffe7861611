import { vars } from '@betline/tokens';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { BadgeTone } from '../Badge';

type ProgressTone = Exclude<BadgeTone, 'neutral'>;

const fills: Record<ProgressTone, string> = {
  accent: vars.bgColor.accent.emphasis,
  success: vars.bgColor.success.emphasis,
  warning: vars.bgColor.warning.emphasis,
  danger: vars.bgColor.danger.emphasis,
};

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

const Labels = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space[1]} ${vars.space[3]};
  font-size: ${vars.fontSize.sm};
`;

const Label = styled.span`
  font-weight: ${vars.fontWeight.semibold};
`;

const Value = styled.span`
  color: ${vars.fgColor.muted};
  font-variant-numeric: tabular-nums;
`;

/** The track has a border: its end stays visible in forced colours and next to any background. */
const Track = styled.div`
  position: relative;
  overflow: hidden;
  height: ${vars.space[2]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.full};
  background-color: ${vars.bgColor.inset};
`;

const Fill = styled.div<{ $tone: ProgressTone }>`
  height: 100%;
  border-radius: inherit;
  background-color: ${(p) => fills[p.$tone]};
  transition: width ${vars.motion.duration.normal} ${vars.motion.easing.standard};

  @media (forced-colors: active) {
    background-color: CanvasText;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export interface ProgressBarProps {
  /** The visible name of what progresses (also the bar's accessible name). */
  label: ReactNode;
  /** Done so far, in the same unit as `max`. */
  value: number;
  /** The whole; a bar with `max` 0 is shown full. */
  max: number;
  /** What the value means in words, shown beside the label and read by screen readers ("€20 of €100"). */
  valueText: string;
  tone?: ProgressTone;
}

/**
 * How far a task with a known end has come (the wagering of a bonus, a verification): a labelled bar with its
 * value in words. `role="progressbar"` with the range and the value text, so a screen reader says both.
 */
export function ProgressBar({ label, value, max, valueText, tone = 'accent' }: ProgressBarProps) {
  const labelId = useId();
  const whole = Math.max(0, max);
  const done = Math.min(Math.max(0, value), whole);
  const percent = whole === 0 ? 100 : (done / whole) * 100;
  return (
    <Wrap>
      <Labels>
        <Label id={labelId}>{label}</Label>
        <Value aria-hidden="true">{valueText}</Value>
      </Labels>
      <Track
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={whole}
        aria-valuenow={done}
        aria-valuetext={valueText}
      >
        <Fill $tone={tone} style={{ width: `${percent}%` }} />
      </Track>
    </Wrap>
  );
}
