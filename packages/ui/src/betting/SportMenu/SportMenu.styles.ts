import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Nav = styled.nav`
  color: ${vars.fgColor.default};
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  grid-template-areas: 'cell';
  align-items: center;

  & > * {
    grid-area: cell;
  }
`;

export const SportButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  width: 100%;
  min-height: ${vars.size.control.md};
  padding: ${vars.space[1]} ${vars.space[3]};
  padding-inline-end: calc(${vars.size.control.lg} * 2);
  border: 0;
  border-radius: ${vars.radius.sm};
  background: ${vars.bgColor.transparent};
  color: inherit;
  font: inherit;
  font-size: ${vars.fontSize.sm};
  text-align: start;
  cursor: ${vars.cursor.interactive};

  &:hover {
    background-color: ${vars.bgColor.hover};
  }

  &[aria-current='page'] {
    background-color: ${vars.bgColor.accent.muted};
    color: ${vars.fgColor.accent};
    font-weight: ${vars.fontWeight.semibold};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: calc(-1 * ${vars.focus.outlineWidth});
  }
`;

export const SportName = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Counts = styled.span`
  display: inline-flex;
  justify-self: end;
  margin-inline-end: ${vars.space[3]};
  pointer-events: none;
  gap: ${vars.space[1]};
  font-variant-numeric: tabular-nums;
`;

export const Count = styled.span<{ $live?: boolean }>`
  min-width: ${vars.size.icon.lg};
  padding: 0 ${vars.space[1]};
  border-radius: ${vars.radius.full};
  background-color: ${(p) => (p.$live ? vars.bgColor.danger.muted : vars.bgColor.inset)};
  color: ${(p) => (p.$live ? vars.fgColor.danger : vars.fgColor.muted)};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.medium};
  text-align: center;
`;
