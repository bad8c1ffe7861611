import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${vars.size.layout.sidebarWidth}), 1fr));
  gap: ${vars.space[3]};
  align-items: end;
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
