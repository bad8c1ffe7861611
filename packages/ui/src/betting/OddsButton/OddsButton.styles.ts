import { vars } from '@betline/tokens';
import styled, { css } from 'styled-components';
import type { OddsTrend } from '../types';

/*
 * A change is shown by colour and the arrow (OddsButton.tsx) for ODDS_TREND_MS, with no transition or animation:
 * on a live board of 1,000 prices at 200 changes a second, colour transitions dispatched over 3,000 transition
 * events a second through React's root listener, and a flash animation gave every moving price its own
 * compositor layer; without them the board benchmark (stories/scripts/bench-live-board.mjs) keeps every task
 * under 50 ms. Nothing moves, so there is nothing to stop under reduced motion.
 */

const trendColors = (trend: OddsTrend) => css`
  &[data-trend='${trend}'] {
    background-color: ${vars.oddsButton[trend].bgColor};
    color: ${vars.oddsButton[trend].fgColor};
    border-color: ${vars.oddsButton[trend].borderColor};
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
