import { vars } from '@betline/tokens';
import styled, { keyframes } from 'styled-components';

const reveal = keyframes`
  from {
    transform: scale(0.6);
    opacity: 0.4;
  }
`;

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  width: 100%;
  max-width: ${vars.keno.board.maxWidth};
  margin-inline: auto;
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

export const Counters = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: 0;
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;

  & strong {
    color: ${vars.fgColor.default};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${vars.space[2]};
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(var(--keno-columns, 10), minmax(0, 1fr));
  gap: ${vars.space[1]};
`;

/** The ring (drawn) and the star (hit) keep the states apart without colour. */
export const NumberButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  min-width: 0;
  padding: 0;
  border: ${vars.borderWidth.default} solid ${vars.keno.cell.borderColor};
  border-radius: ${vars.keno.cell.borderRadius};
  background-color: ${vars.keno.cell.bgColor.rest};
  color: ${vars.keno.cell.fgColor};
  font: inherit;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  cursor: ${vars.cursor.interactive};
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover:not([aria-disabled='true']) {
    background-color: ${vars.keno.cell.bgColor.hover};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
    z-index: 1;
  }

  &[aria-pressed='true'] {
    border-color: ${vars.keno.picked.bgColor};
    background-color: ${vars.keno.picked.bgColor};
    color: ${vars.keno.picked.fgColor};
    font-weight: ${vars.fontWeight.bold};
  }

  &[data-drawn] {
    border-color: ${vars.keno.drawn.ringColor};
    background-color: ${vars.keno.drawn.bgColor};
    color: ${vars.keno.drawn.fgColor};
    box-shadow: inset 0 0 0 ${vars.borderWidth.thick} ${vars.keno.drawn.ringColor};
  }

  &[data-hit] {
    border-color: ${vars.keno.hit.ringColor};
    background-color: ${vars.keno.hit.bgColor};
    color: ${vars.keno.hit.fgColor};
    box-shadow: 0 0 0 ${vars.borderWidth.thick} ${vars.keno.hit.ringColor};
  }

  &[data-missed] {
    border-style: dashed;
    border-color: ${vars.keno.picked.bgColor};
    background-color: ${vars.keno.cell.bgColor.rest};
    color: ${vars.keno.miss.fgColor};
    text-decoration: line-through;
  }

  &[data-latest] {
    animation: ${reveal} ${vars.motion.duration.slow} ${vars.motion.easing.enter};
  }

  &[aria-disabled='true'] {
    cursor: ${vars.cursor.disabled};
  }

  &[aria-disabled='true']:not([aria-pressed='true']):not([data-drawn]) {
    color: ${vars.fgColor.muted};
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-latest] {
      animation: none;
    }
  }
`;

export const HitMark = styled.span`
  position: absolute;
  top: -12%;
  right: -12%;
  display: inline-flex;
  width: 42%;
  height: 42%;
  color: ${vars.keno.hit.starColor};
  pointer-events: none;

  & svg {
    width: 100%;
    height: 100%;
    fill: currentColor;
    stroke: ${vars.keno.hit.fgColor};
    stroke-width: 1.5;
    stroke-linejoin: round;
  }
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.xs};

  & li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
  }
`;

export const Swatch = styled.span`
  position: relative;
  display: inline-block;
  width: ${vars.size.icon.lg};
  height: ${vars.size.icon.lg};
  border: ${vars.borderWidth.default} solid ${vars.keno.cell.borderColor};
  border-radius: ${vars.keno.cell.borderRadius};

  &[data-kind='picked'] {
    border-color: ${vars.keno.picked.bgColor};
    background-color: ${vars.keno.picked.bgColor};
  }

  &[data-kind='drawn'] {
    border-color: ${vars.keno.drawn.ringColor};
    background-color: ${vars.keno.drawn.bgColor};
    box-shadow: inset 0 0 0 ${vars.borderWidth.thick} ${vars.keno.drawn.ringColor};
  }

  &[data-kind='hit'] {
    border-color: ${vars.keno.hit.ringColor};
    background-color: ${vars.keno.hit.bgColor};
    box-shadow: 0 0 0 ${vars.borderWidth.default} ${vars.keno.hit.ringColor};
  }
`;
