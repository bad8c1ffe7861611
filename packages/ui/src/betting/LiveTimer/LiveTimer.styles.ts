import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Time = styled.span`
  color: ${vars.fgColor.danger};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
