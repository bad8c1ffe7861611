import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li`
  display: grid;
  grid-template-columns: ${vars.space[8]} minmax(0, 1fr) ${vars.space[8]};
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[2]};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

export const Value = styled.span<{ $align: 'start' | 'end' }>`
  font-weight: ${vars.fontWeight.semibold};
  text-align: ${(p) => p.$align};
`;

export const Label = styled.span`
  color: ${vars.fgColor.muted};
  text-align: center;
`;

export const Bars = styled.span`
  grid-column: 1 / -1;
  display: flex;
  gap: ${vars.space[1]};
  block-size: ${vars.space[1]};
`;

export const Bar = styled.span<{ $side: 0 | 1 }>`
  display: block;
  flex: 1 1 0;
  position: relative;
  border-radius: ${vars.radius.full};
  background-color: ${vars.bgColor.inset};
  overflow: hidden;

  > span {
    position: absolute;
    inset-block: 0;
    ${(p) => (p.$side === 0 ? 'inset-inline-end: 0;' : 'inset-inline-start: 0;')}
    border-radius: ${vars.radius.full};
    background-color: ${(p) => (p.$side === 0 ? vars.matchTracker.first.color : vars.matchTracker.second.color)};
  }
`;
