import { vars } from '@betline/tokens';
import styled from 'styled-components';
import { columnColours, daub, land, letterHead } from '../BingoCard/bingo.styles';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  width: 100%;
  max-width: ${vars.size.layout.formWidth};
  margin-inline: auto;
  container-type: inline-size;
`;

/** The latest call and the count, a polite live region. */
export const Latest = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
`;

/**
 * The latest ball, as drawn from the machine: a disc in its column's colour with a plain face carrying the
 * letter over the number. Waiting for the first call: an empty dashed ring.
 */
export const Ball = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: calc(${vars.size.control.lg} * 2);
  height: calc(${vars.size.control.lg} * 2);
  border-radius: ${vars.radius.full};
  box-shadow: ${vars.shadow.md};
  animation: ${land} ${vars.motion.duration.slow} ${vars.motion.easing.enter};
  ${columnColours}

  &[data-empty] {
    border: ${vars.borderWidth.thick} dashed ${vars.borderColor.strong};
    background-color: ${vars.bgColor.inset};
    box-shadow: none;
    animation: none;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const BallFace = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 70%;
  height: 70%;
  border-radius: ${vars.radius.full};
  background-color: ${vars.bgColor.raised};
  color: ${vars.fgColor.default};
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

export const BallLetter = styled.span`
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};
`;

export const BallNumber = styled.span`
  font-size: ${vars.fontSize['3xl']};
  font-weight: ${vars.fontWeight.bold};
`;

export const Count = styled.span`
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;

  &[data-empty] {
    color: ${vars.fgColor.muted};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.regular};
  }
`;

/** The board: a row per letter, its numbers in order. */
export const Board = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: calc(${vars.space[1]} / 2);
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;

  & th,
  & td {
    padding: 0;
  }

  @container (max-width: 400px) {
    font-size: ${vars.fontSize.xs};
  }
`;

export const RowHead = styled.span`
  ${letterHead}
  aspect-ratio: 1;
  min-height: 0;
  border-radius: ${vars.radius.full};
`;

/** A number of the board: plain until called, then daubed (a disc) and bold; the latest call ringed. */
export const Spot = styled.span`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  border-radius: ${vars.radius.sm};
  background-color: ${vars.bgColor.inset};
  color: ${vars.fgColor.muted};

  ${daub}

  &[data-daubed]::before {
    inset: 0;
  }

  & > [aria-hidden='true'] {
    position: relative;
  }
`;
