import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Board = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background-color: ${vars.bgColor.raised};
  color: ${vars.fgColor.default};
`;

export const Team = styled.p<{ $align: 'start' | 'end' }>`
  margin: 0;
  overflow: hidden;
  font-weight: ${vars.fontWeight.semibold};
  text-align: ${(p) => p.$align};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[1]};
`;

export const Score = styled.p`
  margin: 0;
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.lineHeight.tight};
`;

export const Periods = styled.table`
  grid-column: 1 / -1;
  justify-self: center;
  border-collapse: collapse;
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.xs};
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: 0 ${vars.space[2]};
    font-weight: ${vars.fontWeight.regular};
    text-align: center;
  }

  th[scope='row'] {
    text-align: start;
  }
`;
