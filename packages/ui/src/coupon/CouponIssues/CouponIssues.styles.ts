import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const IssueList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-inline-start: ${vars.borderWidth.thick} solid ${vars.borderColor.warning};
  border-radius: ${vars.radius.sm};
  background-color: ${vars.bgColor.warning.muted};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.sm};
  list-style: none;
`;

export const IssueItem = styled.li`
  margin: 0;
`;
