import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Amount = styled.p`
  margin: 0;
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.lineHeight.tight};
`;

export const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]};
  margin: 0;

  & dt {
    color: ${vars.fgColor.muted};
    font-size: ${vars.fontSize.xs};
  }

  & dd {
    margin: 0;
    font-weight: ${vars.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;
