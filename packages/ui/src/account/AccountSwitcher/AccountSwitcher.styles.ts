import { vars } from '@betline/tokens';
import { SelectValue } from 'react-aria-components';
import styled from 'styled-components';

export const AccountValue = styled(SelectValue)`
  display: flex;
  flex: 1;
  min-width: 0;
`;

export const Row = styled.span`
  display: flex;
  flex: 1;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const Kind = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Money = styled.span`
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
