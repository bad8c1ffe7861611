import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Result = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  color: ${vars.fgColor.default};

  & > p {
    margin: 0;
    color: ${vars.fgColor.muted};
    font-size: ${vars.fontSize.sm};
  }
`;

export const Title = styled.h3`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  color: ${vars.fgColor.success};
  font-size: ${vars.fontSize.lg};
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: space-between;
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: 0;
  font-size: ${vars.fontSize.sm};

  dt {
    color: ${vars.fgColor.muted};
  }

  dd {
    margin: 0;
    font-weight: ${vars.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
`;

export const Code = styled.code`
  font-family: ${vars.fontFamily.mono};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;
