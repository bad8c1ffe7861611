import { vars } from '@betline/tokens';
import styled, { css } from 'styled-components';

export const Row = styled.article`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  background-color: ${vars.bgColor.surface};
  color: ${vars.fgColor.default};
  /* A price change lays out and paints this row only, not the whole board. */
  contain: layout paint;

  &[data-density='compact'] {
    padding-block: ${vars.space[1]};
    row-gap: ${vars.space[1]};
  }
`;

export const Meta = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[1]};
  width: ${vars.size.layout.bottomNavHeight};
  flex: none;
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.xs};
  font-variant-numeric: tabular-nums;
`;

export const Teams = styled.div`
  display: flex;
  flex: 1 1 ${vars.size.layout.sidebarWidth};
  align-items: center;
  gap: ${vars.space[3]};
  min-width: 0;
`;

/** The names, and under them the event number when the player asked for it. */
export const NameColumn = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

export const EventNumber = styled.span`
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.xs};
  font-variant-numeric: tabular-nums;
`;

export const Names = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  font-size: ${vars.fontSize.sm};

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** The team names as the way into the event's page: a link when it has an address, else a button. */
const openStyles = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  padding: 0;
  border: 0;
  background: ${vars.bgColor.transparent};
  color: inherit;
  font: inherit;
  font-size: ${vars.fontSize.sm};
  text-align: start;
  cursor: ${vars.cursor.interactive};

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  &:hover > span {
    color: ${vars.fgColor.link};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

export const OpenButton = styled.button`
  ${openStyles}
`;

export const OpenLink = styled.a`
  ${openStyles}
  text-decoration: none;
`;

export const LiveScore = styled.div`
  display: flex;
  flex-direction: column;
  flex: none;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

/** The finished periods' scores, one column per period, quieter than the total. */
export const PeriodScores = styled.div`
  display: flex;
  flex: none;
  gap: ${vars.space[2]};
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.xs};
  font-variant-numeric: tabular-nums;

  & > span {
    display: flex;
    flex-direction: column;
    text-align: end;
  }
`;

/**
 * One market's prices. Its share of the row follows its number of prices (a result's three beside a total's
 * two fit one line on a desktop board); below the row's width they wrap under the names.
 */
export const Markets = styled.div<{ $count: number }>`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  flex: ${(p) => p.$count} 1 calc(${vars.size.control.lg} * 1.25 * ${(p) => p.$count});
  gap: ${vars.space[1]};
  max-width: ${vars.size.layout.slipWidth};
`;
