import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  color: ${vars.fgColor.default};
`;

export const GroupTitle = styled.h3`
  margin: 0;
  padding: 0 ${vars.space[3]};
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  text-transform: uppercase;
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ResultButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  width: 100%;
  min-height: ${vars.size.control.lg};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 0;
  background: ${vars.bgColor.transparent};
  color: inherit;
  font: inherit;
  font-size: ${vars.fontSize.sm};
  text-align: start;
  cursor: ${vars.cursor.interactive};

  &:hover {
    background-color: ${vars.bgColor.hover};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: calc(-1 * ${vars.focus.outlineWidth});
  }

  mark {
    background: ${vars.bgColor.transparent};
    color: inherit;
    font-weight: ${vars.fontWeight.bold};
  }
`;

export const Main = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

export const Sub = styled.span`
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.xs};
`;

export const Side = styled.span`
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.xs};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
