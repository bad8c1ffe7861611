import { vars } from '@betline/tokens';
import styled, { css, keyframes } from 'styled-components';
import type { OddsTrend } from '../types';

const flash = keyframes`
  from { box-shadow: inset 0 0 0 ${vars.borderWidth.thick} currentColor; }
  to { box-shadow: inset 0 0 0 0 currentColor; }
`;

const trendColors = (trend: OddsTrend) => css`
  background-color: ${vars.oddsButton[trend].bgColor};
  color: ${vars.oddsButton[trend].fgColor};
  border-color: ${vars.oddsButton[trend].borderColor};
  animation: ${flash} ${vars.motion.duration.slow} ${vars.motion.easing.standard};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const StyledOddsButton = styled.button<{ $trend: OddsTrend | null; $compact: boolean }>`
  position: relative;
  display: inline-flex;
  flex-direction: ${(p) => (p.$compact ? 'column' : 'row')};
  align-items: center;
  justify-content: ${(p) => (p.$compact ? 'center' : 'space-between')};
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

  ${(p) => (p.$trend ? trendColors(p.$trend) : '')}

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

export const TrendIcon = styled.span<{ $trend: OddsTrend }>`
  display: inline-flex;
  font-size: ${vars.size.icon.sm};
  transform: ${(p) => (p.$trend === 'down' ? 'rotate(180deg)' : 'none')};
`;
