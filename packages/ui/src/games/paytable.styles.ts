import { vars } from '@betline/tokens';
import { css } from 'styled-components';

/** What the paytables share: a caption, muted column heads, amounts aligned at the end in tabular figures. */
export const paytableTable = css`
  width: 100%;
  border-collapse: collapse;
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.md};
  font-variant-numeric: tabular-nums;

  & caption {
    padding-bottom: ${vars.space[2]};
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
    text-align: start;
  }

  & th,
  & td {
    border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
    text-align: end;
  }

  & th:first-child {
    text-align: start;
  }

  & thead th {
    color: ${vars.fgColor.muted};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.medium};
  }

  & tbody td {
    font-weight: ${vars.fontWeight.semibold};
  }
`;
