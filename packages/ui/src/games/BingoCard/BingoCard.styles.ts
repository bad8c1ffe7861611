import { vars } from '@betline/tokens';
import styled from 'styled-components';
import { daub, letterHead } from './bingo.styles';

/**
 * The card: a table of five columns under their letters. Cells are squares (a box inside each cell keeps the
 * ratio, which table cells themselves ignore).
 */
export const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: ${vars.space[1]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.lg};
  background-color: ${vars.bgColor.surface};
  color: ${vars.fgColor.default};
  font-variant-numeric: tabular-nums;

  & caption {
    padding-bottom: ${vars.space[2]};
    text-align: start;
  }

  & th,
  & td {
    padding: 0;
  }

  /* Full house: the whole card ringed (and named so in its caption's badge). */
  &[data-complete] {
    border-color: ${vars.borderColor.success};
    box-shadow: 0 0 0 ${vars.borderWidth.thick} ${vars.borderColor.success};
  }
`;

export const CaptionRow = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
`;

/** "Line" or "Full house" with a star: the win in words, beside the caption. */
export const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  padding: ${vars.space[1]} ${vars.space[3]};
  border-radius: ${vars.radius.full};
  background-color: ${vars.bgColor.success.emphasis};
  color: ${vars.fgColor.onEmphasis};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};

  & svg {
    width: ${vars.size.icon.md};
    height: ${vars.size.icon.md};
    fill: currentColor;
  }
`;

export const Head = styled.span`
  ${letterHead}
  font-size: ${vars.fontSize.xl};
`;

/**
 * A cell. Not called: the number on a plain square. Daubed: a disc behind it. On the winning line: the square
 * ringed and ticked in its corner, the disc turned to the win colour. The free space: a daub with a star.
 */
export const Cell = styled.span`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.md};
  background-color: ${vars.bgColor.raised};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};

  ${daub}

  &[data-line] {
    border-color: ${vars.borderColor.success};
    box-shadow: inset 0 0 0 ${vars.borderWidth.thick} ${vars.borderColor.success};
  }

  &[data-daubed][data-line]::before,
  &[data-daubed][data-complete]::before {
    background-color: ${vars.bgColor.success.emphasis};
  }

  &[data-daubed][data-line],
  &[data-daubed][data-complete] {
    color: ${vars.fgColor.onEmphasis};
  }

  & > svg {
    position: relative;
    width: 45%;
    height: 45%;
    fill: currentColor;
  }
`;

/** The number, above the daub's disc. */
export const Digits = styled.span`
  position: relative;
`;

/** The tick in the corner of a cell on the winning line. */
export const LineMark = styled.span`
  position: absolute;
  inset-block-start: calc(${vars.space[1]} * -1);
  inset-inline-end: calc(${vars.space[1]} * -1);
  display: inline-flex;
  width: ${vars.size.icon.lg};
  height: ${vars.size.icon.lg};
  border-radius: ${vars.radius.full};
  background-color: ${vars.bgColor.success.emphasis};
  box-shadow: 0 0 0 ${vars.borderWidth.thick} ${vars.bgColor.surface};

  & svg {
    width: 100%;
    height: 100%;
    fill: none;
    stroke: ${vars.fgColor.onEmphasis};
    stroke-width: 3;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;
