import { vars } from '@betline/tokens';
import styled from 'styled-components';
import { paytableTable } from '../paytable.styles';

export const Table = styled.table`
  ${paytableTable}

  & th,
  & td {
    padding: ${vars.space[1]} ${vars.space[3]};
  }

  /* The row of the current hits: filled, ringed on its start edge and named ("your hits"). */
  & tr[aria-current] > * {
    background-color: ${vars.keno.hit.bgColor};
    color: ${vars.keno.hit.fgColor};
  }

  & tr[aria-current] > th {
    box-shadow: inset ${vars.borderWidth.thick} 0 0 ${vars.keno.hit.ringColor};
  }
`;

export const Current = styled.span`
  margin-inline-start: ${vars.space[2]};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.regular};
`;

export const Empty = styled.p`
  margin: 0;
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
`;
