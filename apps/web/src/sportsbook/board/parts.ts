import styled from 'styled-components';
import { vars } from '@betline/tokens';

/** A wrapping row of links or buttons (sports, championships, games to choose): a list without bullets. */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
