import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;

  & th,
  & td {
    padding: ${vars.space[2]} ${vars.space[3]};
    border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
    text-align: start;
    vertical-align: middle;
  }

  & thead th {
    color: ${vars.fgColor.muted};
    font-weight: ${vars.fontWeight.medium};
  }

  & .amount {
    text-align: end;
    white-space: nowrap;
  }

  @media (max-width: 719px) {
    & thead {
      display: none;
    }

    & tr {
      display: grid;
      grid-template-columns: 1fr auto;
      padding-block: ${vars.space[2]};
      border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
    }

    & th,
    & td {
      padding: ${vars.space[0]} ${vars.space[1]};
      border: none;
    }
  }
`;

export const Amount = styled.span<{ $sign: 'in' | 'out' }>`
  color: ${(p) => (p.$sign === 'in' ? vars.fgColor.success : vars.fgColor.default)};
  font-weight: ${vars.fontWeight.semibold};
`;

export const Details = styled.span`
  display: block;
  font-weight: ${vars.fontWeight.regular};
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.xs};
`;
