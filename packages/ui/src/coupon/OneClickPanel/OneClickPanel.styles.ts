import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;
