import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
`;

export const Selections = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Selection = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space[0]} ${vars.space[3]};
  padding-block: ${vars.space[2]};
  border-top: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  font-size: ${vars.fontSize.sm};
`;

export const Muted = styled.span`
  color: ${vars.fgColor.muted};
`;

export const Coef = styled.span`
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(0, 1fr));
  gap: ${vars.space[2]};
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
