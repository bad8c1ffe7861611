import { vars } from '@betline/tokens';
import styled, { css, keyframes } from 'styled-components';

export type CrashTone = 'running' | 'cashedOut' | 'crashed' | 'waiting';

export const curveColor: Record<CrashTone, string> = {
  running: vars.crash.curve.running,
  cashedOut: vars.crash.curve.cashedOut,
  crashed: vars.crash.curve.crashed,
  waiting: vars.crash.curve.waiting,
};

const beat = keyframes`
  50% {
    transform: translate(-50%, -50%) scale(1.5);
    opacity: 0.5;
  }
`;

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const Chart = styled.div<{ $tone: CrashTone }>`
  --curve-color: ${(p) => curveColor[p.$tone]};

  position: relative;
  container-type: inline-size;
  aspect-ratio: 16 / 9;
  overflow: hidden;

  @media (max-width: 719px) {
    aspect-ratio: 1 / 1;
  }
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.lg};
  background-color: ${vars.crash.bgColor};
`;

/** The plot: inset from the chart's edges to leave room for the axis labels. */
export const Plot = styled.div`
  position: absolute;
  inset: ${vars.space[4]} ${vars.space[4]} ${vars.space[8]} ${vars.space[12]};
`;

export const PlotSvg = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  overflow: visible;

  & .grid {
    stroke: ${vars.crash.gridColor};
    stroke-width: ${vars.borderWidth.default};
    vector-effect: non-scaling-stroke;
  }

  & .area {
    fill: var(--curve-color);
    opacity: 0.14;
  }

  & .curve {
    fill: none;
    stroke: var(--curve-color);
    stroke-width: ${vars.crash.curve.width};
    stroke-linecap: round;
    stroke-linejoin: round;
    vector-effect: non-scaling-stroke;
  }
`;

export const Tick = styled.span<{ $axis: 'x' | 'y' }>`
  position: absolute;
  color: ${vars.crash.axis.fgColor};
  font-size: ${vars.fontSize.xs};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  white-space: nowrap;

  ${(p) =>
    p.$axis === 'y'
      ? css`
          right: 100%;
          padding-inline-end: ${vars.space[2]};
          transform: translateY(-50%);
        `
      : css`
          top: 100%;
          padding-top: ${vars.space[2]};
          transform: translateX(-50%);
        `}
`;

/** A dot on the curve (its head, the cash-out point): HTML, so it stays round on a stretched plot. */
export const Dot = styled.span<{ $kind: 'head' | 'cashOut' }>`
  position: absolute;
  width: ${vars.space[3]};
  height: ${vars.space[3]};
  border: ${vars.borderWidth.thick} solid ${vars.crash.bgColor};
  border-radius: ${vars.radius.full};
  background-color: ${(p) => (p.$kind === 'head' ? 'var(--curve-color)' : vars.crash.curve.cashedOut)};
  transform: translate(-50%, -50%);

  &[data-pulse]::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: 100%;
    height: 100%;
    border-radius: inherit;
    background-color: inherit;
    transform: translate(-50%, -50%);
    animation: ${beat} calc(${vars.motion.duration.slow} * 3) ${vars.motion.easing.standard} infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-pulse]::after {
      animation: none;
      opacity: 0;
    }
  }
`;

export const CashOutLabel = styled.span`
  position: absolute;
  padding: 0 ${vars.space[1]};
  border-radius: ${vars.radius.sm};
  background-color: ${vars.crash.bgColor};
  color: ${vars.crash.multiplier.fgColor.cashedOut};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  transform: translate(-50%, calc(-100% - ${vars.space[2]}));
`;

/**
 * The multiplier and the status sit in the plot's top left: the exponential curve stays low on the left,
 * so they never cover its head or the cash-out point.
 */
export const Centre = styled.div`
  position: absolute;
  top: ${vars.space[6]};
  left: calc(${vars.space[12]} + ${vars.space[4]});
  right: ${vars.space[4]};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[2]};
  pointer-events: none;

  @media (max-width: 719px) {
    top: ${vars.space[3]};
    left: calc(${vars.space[12]} + ${vars.space[2]});
  }
`;

export const Big = styled.span<{ $tone: CrashTone }>`
  color: ${(p) =>
    p.$tone === 'crashed'
      ? vars.crash.multiplier.fgColor.crashed
      : p.$tone === 'cashedOut'
        ? vars.crash.multiplier.fgColor.cashedOut
        : vars.crash.multiplier.fgColor.rest};
  font-size: clamp(${vars.fontSize['2xl']}, 11cqi, calc(${vars.fontSize['3xl']} * 2.5));
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.lineHeight.tight};
  text-shadow: 0 0 ${vars.space[3]} ${vars.crash.bgColor};

  [data-status='waiting'] &,
  [data-status='reconnecting'] & {
    color: ${vars.fgColor.muted};
  }
`;

export const StatusText = styled.span<{ $tone: CrashTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  /* The pill's padding hangs out to the left, so its text lines up with the multiplier. */
  margin-inline-start: calc(-1 * ${vars.space[3]});
  padding: ${vars.space[1]} ${vars.space[3]};
  border-radius: ${vars.radius.full};
  background-color: ${vars.crash.bgColor};
  color: ${(p) =>
    p.$tone === 'crashed'
      ? vars.crash.multiplier.fgColor.crashed
      : p.$tone === 'cashedOut'
        ? vars.crash.multiplier.fgColor.cashedOut
        : vars.crash.axis.fgColor};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
`;

/** One row, newest first; the older points fade out at the end instead of wrapping. */
export const History = styled.ul`
  display: flex;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  overflow: hidden;
  list-style: none;
  mask-image: linear-gradient(to right, ${vars.bgColor.canvas} 80%, ${vars.bgColor.transparent});
`;

export type ChipTier = 'low' | 'mid' | 'high';

export const Chip = styled.li<{ $tier: ChipTier }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  min-height: ${vars.size.control.sm};
  padding: 0 ${vars.space[3]};
  border-radius: ${vars.radius.full};
  background-color: ${(p) => vars.crash.chip[p.$tier].bgColor};
  color: ${(p) => vars.crash.chip[p.$tier].fgColor};
  font-size: ${vars.fontSize.sm};
  font-weight: ${(p) => (p.$tier === 'low' ? vars.fontWeight.medium : vars.fontWeight.bold)};
  font-variant-numeric: tabular-nums;
`;
