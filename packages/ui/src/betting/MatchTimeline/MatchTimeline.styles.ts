import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const List = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The first side's incidents lean to the start, the second side's to the end, the match's own in the middle. */
export const Item = styled.li<{ $side: 0 | 1 | null }>`
  display: flex;
  flex-direction: ${(p) => (p.$side === 1 ? 'row-reverse' : 'row')};
  justify-content: ${(p) => (p.$side === null ? 'center' : 'flex-start')};
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[1]} 0;
  border-block-end: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  font-size: ${vars.fontSize.sm};
  text-align: ${(p) => (p.$side === 1 ? 'end' : 'start')};
  color: ${(p) => (p.$side === null ? vars.fgColor.muted : vars.fgColor.default)};
`;

export const Time = styled.span`
  flex: none;
  min-inline-size: ${vars.space[8]};
  color: ${vars.fgColor.muted};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

/** A small mark of the incident's kind: a ball, a card, a flag, a whistle. */
export const Mark = styled.span<{ $type: string }>`
  flex: none;
  display: inline-block;
  inline-size: ${vars.space[3]};
  block-size: ${(p) => (p.$type === 'yellow' || p.$type === 'red' ? vars.space[4] : vars.space[3])};
  border-radius: ${(p) => (p.$type === 'yellow' || p.$type === 'red' ? vars.radius.sm : vars.radius.full)};
  background-color: ${(p) =>
    p.$type === 'yellow'
      ? vars.fgColor.warning
      : p.$type === 'red'
        ? vars.fgColor.danger
        : p.$type === 'goal' || p.$type === 'set'
          ? vars.fgColor.default
          : 'transparent'};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
`;

export const Text = styled.span<{ $strong: boolean }>`
  font-weight: ${(p) => (p.$strong ? vars.fontWeight.semibold : vars.fontWeight.regular)};
`;
