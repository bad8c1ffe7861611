import { vars } from '@betline/tokens';
import styled, { css, keyframes } from 'styled-components';
import type { OddsTrend } from '../types';

/** The change flash fades a ring drawn by a pseudo-element: an opacity animation the compositor runs alone. */
const flash = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

const trendColors = (trend: OddsTrend) => css`
  &[data-trend='${trend}'] {
    background-color: ${vars.oddsButton[trend].bgColor};
    color: ${vars.oddsButton[trend].fgColor};
    border-color: ${vars.oddsButton[trend].borderColor};
  }

  &[data-trend='${trend}']::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    box-shadow: inset 0 0 0 ${vars.borderWidth.thick} currentColor;
    opacity: 0;
    pointer-events: none;
    animation: ${flash} ${vars.motion.duration.slow} ${vars.motion.easing.standard};
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-trend='${trend}']::after {
      animation: none;
    }
  }
`;

/**
 * Static CSS only (states are data attributes, not props): a live board re-renders prices many times a
 * second, and static styled-components never regenerate their CSS.
 */
export const StyledOddsButton = styled.button`
  position: relative;
  display: inline-flex;
  flex-direction: row;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[1]};
  width: 100%;
  min-width: ${vars.size.control.lg};
  min-height: ${vars.size.control.lg};
  padding: ${vars.space[1]} ${vars.space[2]};
  border: ${vars.borderWidth.default} solid ${vars.oddsButton.borderColor.rest};
  border-radius: ${vars.oddsButton.borderRadius};
  background-color: ${vars.oddsButton.bgColor.rest};
  color: ${vars.oddsButton.fgColor.rest};
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: ${vars.cursor.interactive};
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover:not([aria-disabled='true']) {
    background-color: ${vars.oddsButton.bgColor.hover};
    border-color: ${vars.oddsButton.borderColor.hover};
  }

  &:active:not([aria-disabled='true']) {
    background-color: ${vars.oddsButton.bgColor.active};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  &[data-compact] {
    flex-direction: column;
    justify-content: center;
  }

  ${trendColors('up')}
  ${trendColors('down')}

  &[data-stale='true'] {
    border-style: dashed;
    border-color: currentColor;
    color: ${vars.fgColor.muted};
  }

  &[aria-pressed='true'] {
    background-color: ${vars.oddsButton.selected.bgColor};
    border-color: ${vars.oddsButton.selected.borderColor};
    color: ${vars.oddsButton.selected.fgColor};
  }

  &[aria-disabled='true'] {
    background-color: ${vars.oddsButton.bgColor.disabled};
    color: ${vars.oddsButton.fgColor.disabled};
    cursor: ${vars.cursor.disabled};
  }
`;

export const Label = styled.span`
  min-width: 0;
  overflow: hidden;
  color: ${vars.oddsButton.label.fgColor};
  font-size: ${vars.fontSize.xs};
  text-overflow: ellipsis;
  white-space: nowrap;

  [aria-pressed='true'] > & {
    color: inherit;
  }

  [aria-disabled='true'] > & {
    color: inherit;
  }
`;

export const Price = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  white-space: nowrap;
`;

export const TrendIcon = styled.span`
  display: inline-flex;
  font-size: ${vars.size.icon.sm};

  [data-trend='down'] & {
    transform: rotate(180deg);
  }
`;
