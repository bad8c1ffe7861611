import { vars } from '@betline/tokens';
import styled from 'styled-components';

/** A number's track and a line's (thin) track, wide and narrow alike. */
const WIDE = `minmax(${vars.size.control.sm}, 1fr)`;
const THIN = vars.space[2];

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
`;

/** The cloth; the grid turns upright when the column is narrower than the wide table needs. */
export const Layout = styled.div`
  container-type: inline-size;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.lg};
  background-color: ${vars.roulette.felt.bgColor};
`;

/*
 * Wide: 0, a thin track, twelve streets (a number track and a thin one each, the last without), "2 to 1";
 * rows: three of numbers with thin ones between, the thin row of streets and lines, the dozens, the boxes.
 * Narrow (turned a quarter): columns thin, 1s, thin, 2s, thin, 3s, dozens, boxes; rows 0, thin, twelve
 * streets, "2 to 1". Each field carries its place in both (--wr/--wc, --nr/--nc).
 */
export const Grid = styled.div`
  display: grid;
  grid-template-columns: ${WIDE} ${THIN} repeat(11, ${WIDE} ${THIN}) ${WIDE} ${WIDE};
  grid-template-rows: ${vars.size.control.lg} ${THIN} ${vars.size.control.lg} ${THIN} ${vars.size.control.lg} ${THIN} ${vars.size.control.md} ${vars.size.control.md};

  & > * {
    grid-row: var(--wr);
    grid-column: var(--wc);
  }

  @container (max-width: 560px) {
    grid-template-columns: ${THIN} ${WIDE} ${THIN} ${WIDE} ${THIN} ${WIDE} ${vars.size.control.lg} ${vars.size.control.lg};
    grid-template-rows:
      ${vars.size.control.md} ${THIN} repeat(11, ${vars.size.control.md} ${THIN})
      ${vars.size.control.md} ${vars.size.control.md};

    & > * {
      grid-row: var(--nr);
      grid-column: var(--nc);
    }
  }
`;

/**
 * A field. A box (a number, a dozen, a column, an even-money box) is outlined in the cloth's line colour and
 * filled with its number's colour; a chip place on a line is invisible until hovered, focused or holding a chip.
 */
export const Spot = styled.button`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
  background: none;
  color: ${vars.roulette.felt.fgColor};
  font-family: ${vars.fontFamily.sans};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &[data-box] {
    border: ${vars.borderWidth.default} solid ${vars.roulette.felt.lineColor};
  }

  &[data-colour='red'] {
    background-color: ${vars.roulette.pocket.red.bgColor};
    color: ${vars.roulette.pocket.red.fgColor};
  }

  &[data-colour='black'] {
    background-color: ${vars.roulette.pocket.black.bgColor};
    color: ${vars.roulette.pocket.black.fgColor};
  }

  &[data-colour='green'] {
    background-color: ${vars.roulette.pocket.green.bgColor};
    color: ${vars.roulette.pocket.green.fgColor};
  }

  /* A chip place is drawn as a dot on its line when pointed at or focused. */
  &:not([data-box]) {
    z-index: 1;
  }

  &:not([data-box]):hover::before,
  &:not([data-box]):focus-visible::before {
    content: '';
    width: ${vars.space[3]};
    height: ${vars.space[3]};
    border-radius: ${vars.radius.full};
    background-color: ${vars.roulette.chip.bgColor};
  }

  &[data-box]:hover {
    box-shadow: inset 0 0 0 ${vars.borderWidth.thick} ${vars.roulette.chip.bgColor};
  }

  &:focus-visible {
    z-index: 2;
    outline: ${vars.focus.outlineWidth} solid ${vars.roulette.hit.ringColor};
    outline-offset: ${vars.borderWidth.thick};
  }

  &[data-landed] {
    z-index: 1;
    box-shadow: inset 0 0 0 ${vars.borderWidth.thick} ${vars.roulette.hit.ringColor};
    outline: ${vars.borderWidth.thick} solid ${vars.roulette.hit.ringColor};
  }

  [data-disabled] > & {
    cursor: not-allowed;
  }
`;

/** A chip: a round token with its amount, over its field (on a line, centred on the line). */
export const Chip = styled.span`
  position: absolute;
  top: 50%;
  left: 50%;
  z-index: 1;
  min-width: ${vars.size.control.sm};
  padding: 0 ${vars.space[1]};
  border: ${vars.borderWidth.thick} dashed ${vars.roulette.chip.borderColor};
  border-radius: ${vars.radius.full};
  background-color: ${vars.roulette.chip.bgColor};
  color: ${vars.roulette.chip.fgColor};
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.lineHeight.normal};
  white-space: nowrap;
  pointer-events: none;
  transform: translate(-50%, -50%);

  &::after {
    content: attr(data-amount);
  }

  &[data-won] {
    outline: ${vars.borderWidth.thick} solid ${vars.roulette.hit.ringColor};
    outline-offset: ${vars.borderWidth.default};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const Total = styled.p`
  flex: 1 1 auto;
  margin: 0;
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  font-variant-numeric: tabular-nums;
`;
