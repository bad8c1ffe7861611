import { vars } from '@betline/tokens';
import styled from 'styled-components';

/** The column of a bonus game's board (chests, memory cards, dragon path): centred, at most a form wide. */
export const BoardRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  width: 100%;
  max-width: ${vars.size.layout.formWidth};
  margin-inline: auto;
`;
