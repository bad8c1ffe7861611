import { vars } from '@betline/tokens';
import styled, { keyframes } from 'styled-components';
import { paytableTable } from '../paytable.styles';

const uncover = keyframes`
  from {
    opacity: 0;
    transform: scale(0.7);
  }
`;

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  width: 100%;
  max-width: ${vars.size.layout.formWidth};
  margin-inline: auto;
`;

/** The ticket: the slot cabinet's colours, the cells, and a meter line for the count and the result. */
export const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]};
  border-radius: ${vars.slot.cabinet.borderRadius};
  background: linear-gradient(180deg, ${vars.slot.cabinet.bgColor.top}, ${vars.slot.cabinet.bgColor.bottom});
  box-shadow: ${vars.shadow.md};
  color: ${vars.slot.cabinet.fgColor.rest};
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    position: relative;
    aspect-ratio: 1;
    min-width: 0;
  }
`;

/** A covered cell: silver foil with a fine diagonal grain (drawn on top, faint). */
export const Cover = styled.button`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  min-width: ${vars.size.control.lg};
  min-height: ${vars.size.control.lg};
  padding: 0;
  overflow: hidden;
  border: ${vars.borderWidth.thick} solid ${vars.borderColor.strong};
  border-radius: ${vars.radius.md};
  background: linear-gradient(
    135deg,
    ${vars.slot.cabinet.fgColor.muted},
    ${vars.slot.cabinet.fgColor.rest} 45%,
    ${vars.slot.cabinet.fgColor.muted} 60%,
    ${vars.borderColor.strong}
  );
  color: ${vars.slot.symbol.outline};
  font: inherit;
  cursor: ${vars.cursor.interactive};
  transition: filter ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background: repeating-linear-gradient(
      45deg,
      ${vars.bgColor.transparent} 0 ${vars.space[1]},
      ${vars.slot.symbol.highlight} ${vars.space[1]} ${vars.space[2]}
    );
    opacity: 0.25;
    pointer-events: none;
  }

  & svg {
    position: relative;
    width: 40%;
    height: 40%;
  }

  &:hover:not([aria-disabled='true']) {
    filter: brightness(1.08);
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  &[aria-disabled='true'] {
    cursor: ${vars.cursor.disabled};
  }

  &[aria-disabled='true'] svg {
    opacity: 0.5;
  }
`;

/** An uncovered cell: the symbol on the reel's ground; a winning one is ringed and checked. */
export const Uncovered = styled.span`
  position: relative;
  display: flex;
  width: 100%;
  height: 100%;
  padding: 14%;
  border-radius: ${vars.radius.md};
  background-color: ${vars.slot.reel.bgColor};
  box-shadow: inset 0 0 0 ${vars.borderWidth.default} ${vars.slot.line.haloColor};
  transition: opacity ${vars.motion.duration.normal} ${vars.motion.easing.standard};

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  &[data-win] {
    background-color: ${vars.slot.cell.win.bgColor};
    box-shadow:
      0 0 0 ${vars.borderWidth.thick} ${vars.slot.cell.win.borderColor},
      0 0 0 calc(${vars.borderWidth.thick} * 2) ${vars.slot.line.haloColor};
  }

  &[data-dim] {
    opacity: ${vars.slot.cell.dimOpacity};
  }
`;

export const SymbolBox = styled.span`
  display: block;
  width: 100%;
  height: 100%;
  animation: ${uncover} ${vars.motion.duration.slow} ${vars.motion.easing.enter};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** The check mark on a winning cell (and a winning legend row): the win is not shown by colour alone. */
export const Check = styled.span`
  display: inline-flex;
  flex: none;
  width: ${vars.size.icon.lg};
  height: ${vars.size.icon.lg};
  border-radius: ${vars.radius.full};
  background-color: ${vars.slot.cell.win.borderColor};
  box-shadow: 0 0 0 ${vars.borderWidth.default} ${vars.slot.line.haloColor};

  [data-win] > & {
    position: absolute;
    top: calc(${vars.space[1]} * -1);
    right: calc(${vars.space[1]} * -1);
  }

  & svg {
    width: 100%;
    height: 100%;
    fill: none;
    stroke: ${vars.slot.line.haloColor};
    stroke-width: 3;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;

export const Meter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  min-height: ${vars.size.control.lg};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background-color: ${vars.slot.meter.bgColor};
`;

export const Status = styled.p`
  margin: 0;
  color: ${vars.slot.meter.mutedFgColor};
  font-size: ${vars.fontSize.md};
  font-variant-numeric: tabular-nums;

  &[data-result='win'] {
    color: ${vars.slot.meter.fgColor};
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.bold};
  }

  &[data-result='loss'] {
    color: ${vars.slot.meter.lossFgColor};
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

export const Legend = styled.table`
  ${paytableTable}

  & th,
  & td {
    padding: ${vars.space[1]} 0;
  }

  & th {
    font-weight: ${vars.fontWeight.regular};
  }

  & tr[data-win] th,
  & tr[data-win] td {
    font-weight: ${vars.fontWeight.bold};
  }
`;

export const LegendSymbol = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  vertical-align: middle;
`;

export const Glyphs = styled.span`
  display: inline-flex;
  flex: none;
  gap: ${vars.space[0]};

  & > span {
    display: inline-block;
    width: ${vars.size.icon.lg};
    height: ${vars.size.icon.lg};
  }
`;
