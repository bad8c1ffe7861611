import { vars } from '@betline/tokens';
import styled, { keyframes } from 'styled-components';

/** The lid of the chest being opened shakes on its hinge while the answer comes. */
const tremble = keyframes`
  0%,
  100% {
    transform: rotate(0deg);
  }
  25% {
    transform: rotate(-3deg);
  }
  75% {
    transform: rotate(3deg);
  }
`;

const rise = keyframes`
  from {
    opacity: 0;
    transform: translateY(15%);
  }
`;

export { BoardRoot as Root } from '../board.styles';

/** The chests side by side at any width: on a 360 px phone each is about a third of the row. */
export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(var(--chests, 3), minmax(${vars.size.control.lg}, 1fr));
  gap: ${vars.space[2]};
`;

export const Chest = styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: flex-start;
  gap: ${vars.space[1]};
  min-width: ${vars.size.control.lg};
  min-height: ${vars.size.control.lg};
  padding: ${vars.space[2]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.lg};
  background-color: ${vars.bgColor.raised};
  color: ${vars.fgColor.default};
  font: inherit;
  cursor: ${vars.cursor.interactive};
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover:not([aria-disabled='true']) {
    border-color: ${vars.borderColor.strong};
    background-color: ${vars.bgColor.hover};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  &[aria-disabled='true'] {
    cursor: ${vars.cursor.disabled};
  }

  /* The chests that cannot be opened (another is opening, the game is disabled) step back. */
  &[aria-disabled='true'][data-state='closed'] svg {
    opacity: 0.6;
  }

  /* The player's chest: framed and raised as well as badged in words. */
  &[data-yours] {
    border-color: ${vars.borderColor.accent};
    background-color: ${vars.bgColor.accent.muted};
    box-shadow: 0 0 0 ${vars.borderWidth.thick} ${vars.borderColor.accent};
  }
`;

/** The chest drawing; colours from the slot art tokens, geometry in a 100 × 84 viewBox. */
export const Art = styled.svg`
  display: block;
  width: 100%;
  max-width: calc(${vars.size.control.lg} * 3);
  height: auto;
  overflow: visible;

  & .ink {
    stroke: ${vars.slot.symbol.outline};
    stroke-linejoin: round;
  }

  & .wood {
    fill: ${vars.slot.cabinet.trim.to};
  }

  & .shade {
    fill: ${vars.slot.symbol.shade};
    opacity: 0.22;
  }

  & .band {
    fill: ${vars.slot.symbol.gold};
  }

  & .lock {
    fill: ${vars.slot.cabinet.trim.from};
  }

  & .inside {
    fill: ${vars.slot.symbol.outline};
  }

  & .coin {
    fill: ${vars.slot.symbol.gold};
  }

  & .hl {
    fill: ${vars.slot.symbol.highlight};
  }

  & .hlStroke {
    fill: none;
    stroke: ${vars.slot.symbol.highlight};
    stroke-linecap: round;
    opacity: 0.5;
  }

  & .lid {
    transform-box: fill-box;
    transform-origin: 50% 100%;
  }

  [data-state='opening'] > & .lid {
    animation: ${tremble} ${vars.motion.duration.slow} ${vars.motion.easing.linear} infinite;
  }

  [data-state='open'] > & .treasure {
    animation: ${rise} ${vars.motion.duration.slow} ${vars.motion.easing.enter};
  }

  @media (prefers-reduced-motion: reduce) {
    [data-state='opening'] > & .lid,
    [data-state='open'] > & .treasure {
      animation: none;
    }
  }
`;

export const Prize = styled.span`
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.lineHeight.tight};
  text-align: center;
  overflow-wrap: anywhere;

  [data-state='open']:not([data-yours]) > & {
    color: ${vars.fgColor.muted};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

export const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  padding: 0 ${vars.space[2]};
  border-radius: ${vars.radius.full};
  background-color: ${vars.bgColor.accent.emphasis};
  color: ${vars.fgColor.onAccent};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.normal};
  text-align: center;

  & svg {
    flex: none;
    width: ${vars.size.icon.sm};
    height: ${vars.size.icon.sm};
    fill: currentColor;
  }
`;

export const Status = styled.p`
  margin: 0;
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;
